"""CardTable at three and four, with its score sheet, driven through its methods and buttons
like a reader."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from jojotte_teach.ai.players import Player, RandomPlayer
from jojotte_teach.engine import Action, Card, Verb, explain, legal_actions
from jojotte_teach.engine.view import PlayerView
from jojotte_teach.widgets.table import HIDE, SHOW, CardTable


def randoms(seed: int) -> Callable[[int], Player]:
    """Computer seats that do not change when the heuristic player does, one set per deal."""
    return lambda seat: RandomPlayer(seed=10 * seed + seat)


def table(game: str, seed: int, **kwargs: object) -> CardTable:
    return CardTable(game, seed, computer=randoms(seed), sheet=True, preview=False,
                     **kwargs)  # type: ignore[arg-type]


def learner_legal(g: CardTable) -> set[str]:
    return {a.short() for a in legal_actions(g.state) if a.player == g.me}


def check_buttons(g: CardTable) -> None:
    """The buttons offered are exactly the reader's legal actions, less those he declined
    with "Play on"; illegal cards are plain."""
    assert set(g.legal) == learner_legal(g)
    assert set(g.offered) == set(g.legal) - g.declined
    for text, button in g.card_buttons.items():
        assert ("jj-legal" in button._dom_classes) == (f"play {text}" in g.legal)
    play_on = [b for b in g.controls.children if b.description == "Play on"]
    assert bool(play_on) == g.waiting


def step(g: CardTable, turn: int) -> None:
    """One deterministic gesture: meld, dix, accept or bid, defend, else the first choice;
    every other gesture by clicking its button."""
    legal = g.legal
    melds = [a for a in legal if a.startswith("meld ")]
    plays = [a for a in legal if a.startswith("play ")]
    if melds:
        assert g.meld(melds[0][5:]), g.message
    elif "dix" in legal:
        assert g.dix(), g.message
    elif g.waiting and not plays:
        assert g.proceed()
    elif plays:
        action = Action.parse(f"{g.me} {plays[0]}")
        assert action.card is not None
        if turn % 2:
            g.offered[plays[0]].click()
        else:
            assert g.play(action.card.text, action.announce), g.message
    else:
        wanted = ("accept", "bid NT", "bid S", "bid H", "defend", "side declarer", "pass")
        choice = next((c for c in wanted if c in legal), legal[0])
        if turn % 2:
            g.offered[choice].click()
        else:
            assert g.call(choice), g.message


def play_through(g: CardTable, after_each: Callable[[CardTable], None] = check_buttons) -> int:
    turns = 0
    while g.phase not in ("over", "thrown in"):
        after_each(g)
        assert g.legal or g.waiting, f"stuck: {g.phase}, {g.to_act} to act"
        step(g, turns)
        turns += 1
        assert turns < 100 and g.error == "", g.error
    after_each(g)
    return turns


def cards_played(g: CardTable) -> int:
    return sum(1 for a in g.state.history if a.player == g.me and a.verb is Verb.PLAY)


@pytest.mark.parametrize(("seed", "cards"), [(1, 0), (2, 9), (3, 9), (11, 9)])
def test_a_three_player_hand_played_to_the_end_by_the_learners_methods(
        seed: int, cards: int) -> None:
    g = table("three", seed)
    assert g.players == ("You", "Bob", "Cat") and g.phase == "auction" and g.to_act == "You"
    turns = play_through(g)
    assert turns > 0 and g.phase == "over" and g.to_act == "" and g.legal == []
    assert cards_played(g) == cards  # 0: the learner sided, and his hand was set aside
    # The cards left (a hand set aside) stay in view, dimmed: none may be played.
    assert g.offered == {} and len(g.card_buttons) == 9 - cards
    assert all("jj-dimmed" in b._dom_classes for b in g.card_buttons.values())
    score = g.score
    assert score is not None and score.names == ("You", "Bob", "Cat")
    assert "The reckoning" in g.score_html and g.score_view.value == g.score_html
    assert 'href="rules.html#rule-sco-1"' in g.score_html
    pad = g.pad
    assert len(pad.hands) == 1 and pad.hands[0] == score
    assert "hand 1" in g.pad_html and "Games of 80" in g.pad_html
    assert g.pad_view.value == g.pad_html and g.error == ""


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("seat", [0, 3])
def test_a_partnership_hand_played_to_the_end_with_the_partner_a_computer(
        seed: int, seat: int) -> None:
    g = table("partnership", seed, seat=seat)
    assert g.players[seat] == "You" and len(g.players) == 4
    play_through(g)
    assert g.phase == "over" and g.score is not None and cards_played(g) == 8
    side = "Bob+You" if seat == 3 else "You+Cat"
    assert side in g.pad_html and side in g.html and "Games of 125" in g.pad_html
    assert len(g.score.tricks) == 2 and sum(g.score.tricks) == 8


def test_a_refused_action_names_its_rule_with_a_link_and_the_legal_choices() -> None:
    g = table("three", 1)
    before = g.state
    assert not g.call("bid H")
    assert "THREE-2" in g.message and 'href="rules.html#rule-three-2"' in g.message
    assert "Legal now: pass, accept" in g.message and g.state is before
    assert not g.play("7S")
    assert "DRAW-1" in g.message and g.state is before
    assert not g.call("sing loudly")
    assert "is not a verb" in g.message


def test_a_card_that_may_not_be_played_is_refused_with_the_play_rule() -> None:
    for seed in range(1, 40):
        g = table("partnership", seed)
        while g.phase not in ("over", "thrown in"):
            state = g.state
            if state.to_act == g.seat and state.trick and g.card_buttons:
                barred = [c for c, b in g.card_buttons.items() if "jj-dimmed" in b._dom_classes]
                if barred:
                    g.card_buttons[barred[0]].click()  # the button of an illegal card
                    verdict = explain(state, Action.parse(f"You play {barred[0]}"))
                    assert verdict.rule in ("FOUR-7", "PLAY-2", "PLAY-3", "PLAY-4")
                    assert f'href="rules.html#rule-{verdict.rule.lower()}"' in g.message
                    assert "You cannot play" in g.message and g.state is state
                    return
            step(g, 0)
    pytest.fail("no deal gave the learner a card he may not play")


def test_undo_takes_back_the_learners_action_and_the_answers() -> None:
    g = table("three", 2)
    assert not g.undo() and "nothing to undo" in g.message
    first, legal = g.state, list(g.legal)
    assert g.call("accept")
    assert len(g.state.history) > len(first.history)
    assert g.undo() and g.state is first and g.legal == legal
    assert g.message.endswith("Action taken back.</div>")
    check_buttons(g)


def test_show_all_turns_the_computers_cards_face_up_and_changes_its_label() -> None:
    g = table("partnership", 1)
    bob = g.state.hands[1][0]
    assert g.show_all_button.description == SHOW
    assert f'aria-label="{bob.name}"' not in g.html
    g.show_all_button.click()
    assert g.show_all and g.show_all_button.description == HIDE == "Hide the computer's cards"
    assert f'aria-label="{bob.name}"' in g.html
    g.toggle_show_all()
    assert not g.show_all and g.show_all_button.description == SHOW
    assert f'aria-label="{bob.name}"' not in g.html


def test_the_score_sheet_grows_after_each_hand_and_the_deal_passes_left() -> None:
    g = table("three", 1)
    dealer = g.state.dealer
    play_through(g)
    assert len(g.pad.hands) == 1
    g.new_deal()
    assert g.state.dealer == (dealer + 1) % 3 and g.phase == "auction"
    assert len(g.pad.hands) == 1 and g.score is None and g.score_html == ""
    play_through(g)
    pad = g.pad
    assert len(pad.hands) == 2 and "hand 2" in g.pad_html
    assert pad.hands[1].prison_before == pad.hands[0].prison


def test_an_unfinished_hand_is_dealt_again_by_the_same_dealer() -> None:
    g = table("three", 1)
    dealer = g.state.dealer
    g.new_deal(7)
    assert g.state.dealer == dealer and g.pad.hands == []


def test_cutthroat_the_learner_deals_and_sits_out_while_the_computer_plays() -> None:
    g = table("cutthroat", 4, seat=2, dealer=2)
    assert g.state.hands[2] == () and g.phase in ("over", "thrown in")
    assert g.legal == [] and g.offered == {} and not g.waiting
    assert "You deal and sit out this hand (CUT-1)" in g.message
    assert "dealer, sits out" in g.seat_html
    assert "The dealer sits out: no cards (CUT-1)" in g.seat_html
    assert len(g.pad.hands) == 1 and g.error == ""
    if g.phase == "over":
        assert "dealer, copies (CUT-2)" in g.score_html
    assert not g.undo()
    g.new_deal()
    assert g.state.dealer == 3 and g.state.hands[2] and g.to_act != ""


def test_cutthroat_the_learner_plays_when_another_deals() -> None:
    g = table("cutthroat", 4, seat=0)
    assert g.state.dealer == 3 and g.to_act == "You"
    play_through(g)
    assert len(g.pad.hands) == 1 and len(g.pad.names) == 4


def test_the_table_waits_for_a_meld_and_play_on_declines_it() -> None:
    g = table("three", 3)  # the learner will hold a run of three in spades
    for turn in range(20):
        if g.waiting:
            break
        step(g, turn)
    assert g.waiting and g.phase == "declaring"
    melds = [a for a in g.legal if a.startswith("meld ")]
    assert melds and "Play on" in [b.description for b in g.controls.children]
    check_buttons(g)
    waited = g.state
    assert g.meld(melds[0][5:]) and "You declare" in g.message
    assert "Melds: " in g.seat_html
    assert g.undo() and g.state is waited and g.waiting  # back to the wait
    assert g.proceed() and not g.waiting
    assert not g.proceed() and "Nothing is waiting" in g.message
    play_through(g)
    assert g.phase == "over" and g.error == ""


def test_the_computer_seats_see_only_their_own_table_view() -> None:
    views: list[PlayerView] = []

    class Watcher(RandomPlayer):
        def choose(self, view: PlayerView) -> Action:
            assert isinstance(view, PlayerView) and view.seat != 0
            views.append(view)
            return super().choose(view)

    g = CardTable("three", 3, computer=lambda s: Watcher(s), preview=False)
    play_through(g)
    assert views and all(v.hand == () or v.hand != g.state.deal.hands[0] for v in views)


def test_a_faulty_computer_player_is_reported_not_lost() -> None:
    class Cheat(RandomPlayer):
        def choose(self, view: PlayerView) -> Action:
            return Action.parse(f"{view.player} play {Card('7S').text}")

    g = CardTable("three", 1, computer=lambda s: Cheat(s), preview=False)
    g.call("accept")
    assert "IllegalAction" in g.error or "OpponentError" in g.error
    assert "The computer player stopped" in g.message


def test_names_seat_and_game_are_checked() -> None:
    with pytest.raises(ValueError, match="seats 0 to 2"):
        CardTable("three", seat=3, preview=False)
    with pytest.raises(ValueError, match="4 players"):
        CardTable("partnership", players=("Ann", "Bob", "Cat"), preview=False)
    # Two players are the two-seat case of the same table.
    two = CardTable("two", 5, computer=randoms(5), preview=False)
    assert two.players == ("You", "Bob") and two.game.seats == 2 and "seen by You" in two.html
    g = CardTable("three", 5, players=("Ann", "Bob", "Cat"), seat=1, computer=randoms(5),
                  preview=False)
    assert g.me == "Bob" and "seen by Bob" in g.html


def play_to_my_card(g: CardTable) -> bool:
    """Play until the reader may play a card; False if the hand ends first."""
    turns = 0
    while g.phase not in ("over", "thrown in"):
        if any(a.startswith("play ") for a in g.legal) and not g.waiting:
            return True
        step(g, turns)
        turns += 1
    return False


@pytest.mark.parametrize("game", ["three", "partnership", "cutthroat"])
def test_the_hint_colours_each_card_and_says_why_the_best_is_best(game: str) -> None:
    for seed in range(1, 10):
        g = table(game, seed, hint_budget=None, hint_samples=3)
        if not play_to_my_card(g):
            continue
        contract = g.state.contract
        if contract is not None and contract.special == "nullo":
            assert not g.hint() and "SPEC-3" in g.message  # points are not the aim
            continue
        assert g.hint(), g.message
        assert "Hint for You" in g.hint_html and g.hint_view.value == g.hint_html
        assert "average over 3 deals" in g.hint_html and "hidden hands are not" in g.hint_html
        shown = g.last_hint
        assert shown is not None
        legal = {a[5:] for a in g.legal if a.startswith("play ")}
        assert {c.text for c in shown.cards} == legal
        for card, advice in shown.cards.items():
            assert f"jj-hint-{advice.colour}" in g.card_buttons[card.text]._dom_classes
        g.toggle_show_all()  # the position is looked at another way: the hint goes
        assert g.hint_html == ""
        assert g.hint() and "Exact: every card is in view" in g.hint_html
        before = g.state
        g.offered[f"play {shown.best.text}"].click()
        assert g.state is not before and g.hint_html == ""  # the position changed
        return
    pytest.fail("no deal reached the reader's card")


def test_the_auctions_hint_is_advice_and_changes_nothing() -> None:
    g = table("three", 1)
    before = g.state
    assert not g.hint()
    assert ">Hint for the auction: the computer players would choose" in g.message
    assert g.state is before


@pytest.mark.parametrize("game", ["three", "partnership"])
def test_the_review_comes_once_the_hand_is_over(game: str) -> None:
    for seed in range(1, 10):
        g = table(game, seed)
        if not play_to_my_card(g):
            continue
        assert not g.review_play() and "once the hand is over" in g.message
        play_through(g)
        if g.phase != "over":
            continue
        assert g.review_play(), g.message
        assert "The play against perfect play" in g.review_html
        assert g.review_view.value == g.review_html and "every hand in view" in g.review_html
        assert "Against perfect play" in g.review_html or "Everybody played" in g.review_html
        g.new_deal()
        assert g.review_html == "" and g.review_view.value == ""
        return
    pytest.fail("no deal was played to the end")


def test_play_on_withdraws_the_declined_meld_buttons() -> None:
    for seed in range(1, 60):
        g = table("partnership", seed)
        turns = 0
        while g.phase not in ("over", "thrown in") and not (
                g.waiting and any(a.startswith("meld ") for a in g.legal)):
            step(g, turns)
            turns += 1
        if not g.waiting:
            continue
        melds = {a for a in g.legal if a.startswith("meld ")}
        assert melds <= set(g.offered)
        assert g.proceed()
        assert not (melds & set(g.offered)), "a declined meld is still offered"
        return
    pytest.fail("no deal offered the reader a meld")


def test_every_card_of_the_first_lead_is_drawn_playable_while_melds_are_open() -> None:
    """The first card may be led before the others' melds are done (the hand is still
    declaring): the reader's cards are outlined, none greyed out."""
    for seed in range(1, 40):
        g = table("partnership", seed)
        turns = 0
        while g.phase not in ("over", "thrown in") and not (
                g.phase == "declaring" and g.state.to_act == g.seat
                and any(a.startswith("play ") for a in g.legal)):
            step(g, turns)
            turns += 1
        if g.phase != "declaring":
            continue
        plays = [a for a in g.legal if a.startswith("play ") and len(a.split()) == 2]
        legal = [t for t, b in g.card_buttons.items() if "jj-legal" in b._dom_classes]
        assert sorted(f"play {t}" for t in legal) == sorted(plays) and plays
        assert not any("jj-dimmed" in b._dom_classes for b in g.card_buttons.values())
        assert "jj-dimmed" not in g.html  # the other hands are face down
        return
    pytest.fail("the reader never led while the hand was declaring")


def test_the_hand_is_card_buttons_a_click_plays_and_the_buttons_are_kept() -> None:
    g = table("three", 2)
    assert g.phase == "auction" and len(g.card_buttons) == len(g.state.hands[g.seat])
    for text, button in g.card_buttons.items():
        card = Card(text)
        assert button.description == card.pretty and button.tooltip.startswith(
            f"Play the {card.name}")
        assert "jj-dimmed" in button._dom_classes  # nothing is played in the auction
    barred = next(iter(g.card_buttons))
    before = g.state
    g.card_buttons[barred].click()
    assert g.state is before and "You cannot play" in g.message and 'href="rules.html#' \
        in g.message
    assert play_to_my_card(g)
    first = g.cards.children[0]
    legal = [t for t, b in g.card_buttons.items() if "jj-legal" in b._dom_classes]
    assert legal and {f"play {t}" for t in legal} <= set(g.legal)
    before = g.state
    g.card_buttons[legal[0]].click()
    assert g.state is not before and g.error == ""
    assert Action.parse(f"You play {legal[0]}") in g.state.history
    assert g.cards.children[0] is first  # the same buttons: the keyboard's focus stays


def test_a_new_deal_starts_with_the_new_hand_s_words_only() -> None:
    g = table("three", 3)
    assert g.call("pass") or g.call(g.legal[0])
    said = g.message
    assert "You pass" in said or "You" in said
    g.new_deal()
    assert g.phase == "auction" and "deals." in g.message
    assert "You pass" not in g.message


def test_play_on_comes_with_a_line_saying_what_it_gives_up() -> None:
    for seed in range(1, 40):
        g = table("partnership", seed)
        turns = 0
        while g.phase not in ("over", "thrown in") and not g.waiting:
            step(g, turns)
            turns += 1
        if not g.waiting:
            continue
        words = [c.value for c in g.controls.children if not hasattr(c, "on_click")]
        assert words and "\u201cPlay on\u201d" in words[0], words
        assert "Play on" in [getattr(b, "description", "") for b in g.controls.children]
        return
    pytest.fail("the table never waited for the reader")
