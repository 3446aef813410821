"""Klaberjass and Belote at the card table: the game's own profile, words, hints, review and
the score sheet of one game (KLAB-22 to 250, BEL-26 to 1,000)."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("ipywidgets", reason="the widgets need the book packages")

from jojotte_teach.engine import legal_actions
from jojotte_teach.widgets import CardTable

from .test_seats_three_four import table


def play_out(game: CardTable, rng: random.Random) -> None:
    """The reader's gestures at random until the hand is over."""
    for _ in range(200):
        if game.state.is_over:
            return
        if game.waiting:
            assert game.proceed()
        else:
            assert game.call(rng.choice(game.legal)), game.message
    raise AssertionError("the hand never ended")


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


@pytest.mark.parametrize(("kind", "profile"), [("klaberjass", "fosdick"), ("belote", "denexa")])
def test_a_table_deals_with_its_games_own_default_profile(kind: str, profile: str) -> None:
    game = CardTable(kind, 3, preview=False)
    assert game.rules.name == profile
    assert game.phase == "auction" and game.legal == ["pass", "accept"]


def test_belote_profile_can_be_chosen() -> None:
    assert CardTable("belote", 3, rules="citizendium", preview=False).rules.name == "citizendium"


@pytest.mark.parametrize(("kind", "rule", "target"), [("klaberjass", "KLAB-22", "250"),
                                                      ("belote", "BEL-26", "1,000")])
def test_the_sheet_adds_scores_until_the_game_is_decided_then_a_new_one_begins(
        kind: str, rule: str, target: str) -> None:
    game = table(kind, 5)
    rng = random.Random(5)
    sheet = text(game.pad_html)
    assert "No hand scored yet" in sheet and f"a game to {target}" in sheet and rule in sheet
    assert "rubber" not in sheet and "the line" not in sheet
    for _ in range(80):
        play_out(game, rng)
        score = text(game.score_html)
        assert "The reckoning" in score or "thrown in" in score
        assert "above the line" not in score
        if game.pad.rubber_over:
            break
        assert "the game goes on" in text(game.pad_html)
        game.new_deal()
    else:
        raise AssertionError("no game decided in 80 hands")
    pad = game.pad
    assert pad.game_result is not None
    totals = pad.below_in_game
    assert max(totals) >= pad.game.game_target
    sheet = text(game.pad_html)
    assert f"total {totals[0]:,} {totals[1]:,}" in sheet
    assert re.search(r"wins? the game in \d+ hands?|a (draw|tie)", sheet), sheet
    assert sheet.count("hand ") >= len(pad.hands) > 0
    game.new_deal()
    assert "The game is over: a new score sheet begins." in game.message
    assert not game.past and "No hand scored yet" in text(game.pad_html)


def test_belote_calls_are_taking_and_a_hidden_declaration_cites_bel_13() -> None:
    game = CardTable("belote", 3, preview=False)
    labels = [b.description for b in game.offered.values()]
    assert "Take ♠ spades" in labels and not any(w.startswith("Accept") for w in labels)
    assert game.call("accept")
    said = text(game.message)
    assert "You take spades as trumps (BEL-6)" in said
    assert "FOUR-5" not in said and "MELD-5" not in said
    # Cat (the dealer's partner here) declares; the reader is told of it without its cards.
    hidden = CardTable("belote", 7, preview=False)
    hidden.call("pass")
    assert "Cat declares a meld (shown at the first card if it is his side's best, BEL-13)" \
        in text(hidden.message).replace("&#x27;", "'")


@pytest.mark.parametrize("kind", ["klaberjass", "belote"])
def test_the_auction_hint_is_the_computers_call_with_its_count(kind: str) -> None:
    game = CardTable(kind, 3, preview=False)
    assert game.hint() is None
    said = text(game.message)
    assert said.startswith("Hint for the auction: the computer players would choose “")
    assert "spades" in said and ("BEL-8" in said) == (kind == "belote")
    labels = {b.description for b in game.offered.values()}
    chosen = re.search(r"choose “([^”]+)”", said)
    assert chosen and chosen.group(1) in labels


@pytest.mark.parametrize("kind", ["klaberjass", "belote"])
def test_a_hand_is_hinted_undone_reviewed_and_scored(kind: str) -> None:
    game = CardTable(kind, 5, preview=False, sheet=True, hint_budget=2, hint_samples=4)
    rng = random.Random(2)
    hinted = False
    for _ in range(200):
        if game.state.is_over:
            break
        if game.waiting:
            assert game.proceed()
            continue
        if game.phase == "play" and not hinted and game.hint() is not None:
            hinted = True
            listed = text(game.hint_html)
            assert "Hint for You" in listed
            before = game.state
            assert game.call(rng.choice(game.legal)) and game.undo()
            assert game.state == before
        assert game.call(rng.choice(game.legal)), game.message
    assert game.state.is_over and hinted
    assert "The reckoning" in text(game.score_html)
    game.review_play()
    review = text(game.review_html)
    assert "Card played" in review and "Nullo" not in review
    assert game.legal == [a.short() for a in legal_actions(game.state) if a.player == game.me]


def test_belote_tricks_and_hints_count_belotes_own_card_values() -> None:
    """BEL-4: the 32 cards hold 152 points (Jo-Jotte's values would make 155)."""
    game = CardTable("belote", 5, preview=False, sheet=True, opponent=None)
    rng = random.Random(3)
    play_out(game, rng)
    assert game.state.phase.value == "over", "seed 5's hand is played, not thrown in"
    listed = [int(n) for n in re.findall(r"(\d+) points?</li>", game.tricks_view.value)]
    assert len(listed) == 8 and sum(listed) == 152
    score = game.score
    assert score is not None and sum(score.card_points) == 152


#: Jo-Jotte's own rule IDs: a Klaberjass or Belote table cites its game's (KLAB, BEL).
JOJOTTE_RULE = re.compile(r"\b(PLAY|FOUR|THREE|MELD|DIX|BID|SCO|SPEC|GAME|DEAL|JOJ|DRAW|CUT|"
                          r"MULTI)-\d+")


@pytest.mark.parametrize("kind", ["klaberjass", "belote"])
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_everything_a_family_table_says_cites_its_own_games_rules(kind: str, seed: int) -> None:
    game = CardTable(kind, seed, preview=False, sheet=True, hint_budget=0.5, hint_samples=3)
    rng = random.Random(seed)
    said: list[str] = []
    for step in range(200):
        said += [game.html, game.message, game.pad_html, game.score_html,
                 game.tricks_view.value, *(b.tooltip or "" for b in game.offered.values())]
        if game.state.is_over:
            break
        if step % 4 == 0:
            game.hint()
            said += [game.message, game.hint_html]
        if game.waiting:
            assert game.proceed()
        else:
            assert game.call(rng.choice(game.legal)), game.message
    if game.state.phase.value == "over":
        game.review_play()
        said.append(game.review_html)
    cited = sorted({m.group(0) for text in said for m in JOJOTTE_RULE.finditer(text)})
    assert cited == []


def test_a_klaberjass_opening_lead_with_melds_open_says_why_it_has_no_hint() -> None:
    """KLAB-11: the opponent may lead before the bidder has declared; the lead's worth hangs
    on melds not yet shown, and the table says so instead of a confused refusal."""
    game = CardTable("klaberjass", 1, preview=False)
    while not any(action.startswith("play") for action in game.legal):
        assert game.call("pass")
    assert game.phase == "declaring" and game.to_act == "You"
    assert game.hint() is None
    said = text(game.message)
    assert "melds may still be declared (KLAB-11)" in said and "You's" not in said
