"""The words the tables and accounts print: cards as the reader sees them (J♣, never JC),
and the reader's seat, "You", in the second person ("You win", never "You wins")."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise
from pathlib import Path

import pytest

from jojotte_teach.engine import (
    Action,
    HandRecord,
    load_record,
    score_hand,
)
from jojotte_teach.engine.errors import action_phrase, pretty_short
from jojotte_teach.render import dialogue_html, reckoning_html, table_html, tricks_html
from jojotte_teach.render.account import hand_account
from jojotte_teach.render.words import action_text, you_text

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
NOTATION = re.compile(r"\b(10|[7-9JQKA])[CDHS]\b")
THIRD_PERSON = re.compile(r"\bYou (passes|wins|holds|accepts|bids|plays|leads|takes|declares|"
                          r"has|is|writes|scores|shows|exchanges|doubles|redoubles)\b")
PRETTY = r"(10|[7-9JQKA])[♠♥♦♣]"
HANDS = ["01-accept-nondealer-dix-jojotte", "07-redouble-jojotte-multiplied",
         "15-four-jacks-beat-four-nines", "17-two-sequences", "13-slam-bid-failed"]


def text_of(html: str) -> str:
    """The words of an HTML fragment (tags and attributes dropped)."""
    return re.sub(r"<[^>]+>", " ", html)


def as_you(name: str, seat: int) -> HandRecord:
    """A golden hand record with the player at ``seat`` renamed "You"."""
    record = load_record(GOLDEN / f"{name}.json")
    assert isinstance(record, HandRecord)
    old = record.players[seat]
    players = tuple("You" if p == old else p for p in record.players)
    actions = tuple(replace(a, player="You" if a.player == old else a.player)
                    for a in record.actions)
    return replace(record, players=players, actions=actions)


@pytest.mark.parametrize("seat", [0, 1])
@pytest.mark.parametrize("name", HANDS)
def test_a_hand_told_to_you(name: str, seat: int) -> None:
    record = as_you(name, seat)
    states = record.states()
    final = states[-1]
    said = [action_text(before, after.history[-1])
            for before, after in pairwise(states)]
    tricks = text_of(tricks_html(final))
    score = score_hand(final)
    told = [*said, tricks, text_of(reckoning_html(score)),
            text_of(table_html(final, viewer=seat, show_all=True))]
    if final.meld_outcome is not None:
        told.append(text_of(dialogue_html(final.meld_outcome, final.players)))
    assert [t for t in told if NOTATION.search(t)] == []
    assert [m.group(0) for t in told for m in THIRD_PERSON.finditer(t)] == []
    # The words are there to be read: the reader's own plays and tricks.
    assert any(re.match(r"You (lead|play) the ", s) for s in said)
    won = [t for t in final.tricks if final.players[t.winner] == "You"]
    assert len(re.findall(r"You win, \d+ points?", tricks)) == len(won)
    assert len(re.findall(r"\w+ wins, \d+ points?", tricks)) == 9 - len(won)


def test_the_account_of_a_hand_names_its_cards_as_the_book_does() -> None:
    record = load_record(GOLDEN / "01-accept-nondealer-dix-jojotte.json")
    assert isinstance(record, HandRecord)
    account = hand_account(record)
    assert not NOTATION.search(account), NOTATION.findall(account)
    assert re.search(rf"Turn-up: {PRETTY} ", account)
    assert re.search(rf"1\. \w+ leads {PRETTY}, \w+ plays {PRETTY}: \w+ wins", account)


def test_a_meld_declared_in_words() -> None:
    record = as_you("17-two-sequences", 0)
    states = record.states()
    melds = [action_text(b, a.history[-1]) for b, a in pairwise(states)
             if a.history[-1].verb.value == "meld"]
    assert melds and all(re.fullmatch(rf"\w+ declares? {PRETTY}( {PRETTY})+ \([\w ]+\)\.", m)
                         for m in melds), melds


@pytest.mark.parametrize(("engine", "reader"), [
    ("You passes.", "You pass."),
    ("You wins the trick.", "You win the trick."),
    ("Bob leads; You holds no club.", "Bob leads; you hold no club."),
    ("You, the declarer, has the higher Total Score; Bob writes 50.",
     "You, the declarer, have the higher Total Score; Bob writes 50."),
    ("You scores 40 and shows the cards.", "You score 40 and show the cards."),
    ("You wins the rubber and 300", "You win the rubber and 300"),
    ("You's hand, 3 cards", "Your hand, 3 cards"),
    ("Bob wins, 20 points. You takes the dix.", "Bob wins, 20 points. You take the dix."),
    ("Youngsters passes.", "Youngsters passes."),
])
def test_you_text_turns_the_third_person_to_the_second(engine: str, reader: str) -> None:
    assert you_text(engine) == reader


@pytest.mark.parametrize(("short", "phrase", "typed"), [
    ("play 10D", "play 10♦", "play 10♦"),
    ("play KH jo", 'play K♥ saying "Jo"', "play K♥ jo"),
    ("meld AS KS QS", "meld A♠ K♠ Q♠", "meld A♠ K♠ Q♠"),
    ("bid NT", "bid No-trump", "bid NT"),
    ("bid H", "bid hearts", "bid H"),
    ("nullo", "bid Nullo", "nullo"),
])
def test_an_action_in_a_message(short: str, phrase: str, typed: str) -> None:
    action = Action.parse(f"Ann {short}")
    assert action_phrase(action) == phrase
    assert pretty_short(action) == typed
    assert Action.parse(f"Ann {typed}") == action  # what a message lists reads back


def test_a_pass_after_the_draw_gives_up_more_melds_only_after_a_meld() -> None:
    """"no more melds" is said of a player who has melded; before any meld it is "no melds"."""
    from jojotte_teach.engine import Deal, legal_actions, new_hand
    from jojotte_teach.engine.actions import Verb
    from jojotte_teach.engine.state import apply
    from jojotte_teach.render.words import pass_meaning

    said: dict[str, set[bool]] = {}
    for seed in range(60):
        state = new_hand(Deal.from_seed(seed), ("Ann", "Bob"))
        for turn in range(40):
            if state.is_over:
                break
            meaning = pass_meaning(state)
            if meaning in ("no melds", "no more melds"):
                melded = any(a.verb is Verb.MELD and a.player == state.players[state.to_act]
                             for a in state.history)
                said.setdefault(meaning, set()).add(melded)
            legal = legal_actions(state)
            # Meld now and then, so that both moments come.
            melds = [a for a in legal if a.verb is Verb.MELD]
            state = apply(state, melds[0] if melds and turn % 2 else
                          next((a for a in legal if a.verb is Verb.ACCEPT), legal[-1]))
    assert said.get("no more melds") == {True}, said
    assert said.get("no melds") == {False}, said
