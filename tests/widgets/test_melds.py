"""MeldInterrogation: MELD-5 step by step, and melds chosen from your own cards."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import ipywidgets as w
import pytest

from jojotte_teach import book
from jojotte_teach.engine import HandRecord, Meld, Suit, interrogate, load_record, parse_cards
from jojotte_teach.widgets import MeldInterrogation, opponent_declarations

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def golden(name: str) -> HandRecord:
    record = load_record(GOLDEN / f"{name}.json")
    assert isinstance(record, HandRecord)
    return record


@pytest.mark.parametrize("name", ["15-four-jacks-beat-four-nines", "16-trump-sequence-tiebreak",
                                  "17-two-sequences", "10-nullo-made"])
def test_stepping_through_a_played_hand(name: str) -> None:
    record = golden(name)
    state = record.final_state()
    assert state.meld_outcome is not None
    dialogue = state.meld_outcome.dialogue(state.players)
    widget = MeldInterrogation(record, preview=False)
    assert widget.steps == len(dialogue) > 0 and widget.step == 0 and widget.lines == []
    assert widget.result == ""
    for n in range(1, widget.steps + 1):
        assert widget.next()
        assert widget.lines == dialogue[:n]
        assert f"Exchange {n} of {widget.steps}" in widget.html
    assert widget.next() is False and "whole dialogue" in widget.message
    assert widget.result and ("scores" in widget.result or "Nobody" in widget.result)
    facts = [f for r in state.meld_outcome.results for seat in (0, 1) for f in r.learnt[seat]]
    assert len(widget.learnt) == len(facts)
    assert all(line.count(" now knows that ") == 1 for line in widget.learnt)
    assert widget.back() and widget.step == widget.steps - 1
    widget.reset()
    assert widget.step == 0 and widget.back() is False
    widget.show_all()
    assert widget.step == widget.steps


def test_what_each_player_learns_class_by_class() -> None:
    state = golden("15-four-jacks-beat-four-nines").final_state()
    widget = MeldInterrogation(state, preview=False)
    four = state.meld_outcome.results[0]  # type: ignore[union-attr]
    for _ in four.exchanges:
        assert widget.learnt == []
        widget.next()
    assert widget.learnt and any("four Jacks" in f or "four Nines" in f for f in widget.learnt)


def test_the_melds_must_be_settled() -> None:
    record = golden("15-four-jacks-beat-four-nines")
    with pytest.raises(ValueError, match="SPEC-5"):
        MeldInterrogation(record.states()[3], preview=False)


HAND = "AS KS QS JS 9H 9S 9D 9C 7H"
OTHER = "JH JD JC 10H 8C 7C AH KH QH"


def test_with_your_own_cards() -> None:
    widget = MeldInterrogation.with_cards(HAND, OTHER, "S", preview=False)
    assert widget.available == [str(m) for m in [
        Meld(parse_cards("9S 9H 9D 9C")), Meld(parse_cards("AS KS QS")),
        Meld(parse_cards("AS KS QS JS")), Meld(parse_cards("KS QS JS"))]]
    assert widget.chosen == [] and "declares: a run of five to the Ace of hearts" in \
        widget.cards_view.value
    assert widget.declare("9S 9H 9D 9C") and widget.declare("AS KS QS JS")
    assert widget.chosen == ["9S 9H 9D 9C", "AS KS QS JS"]
    widget.show_all()
    mine = (Meld(parse_cards("9S 9H 9D 9C")), Meld(parse_cards("AS KS QS JS")))
    theirs = tuple(opponent_declarations(parse_cards(OTHER), Suit.SPADES))
    want = interrogate(0, (mine, theirs), Suit.SPADES).dialogue(("You", "Bob"))
    assert widget.lines == want
    assert widget.result == ("You score 100, showing four Nines; Bob scores 50, showing a "
                             "run of five to the Ace of hearts.")


def test_a_card_in_two_sequences_is_refused() -> None:
    widget = MeldInterrogation.with_cards(HAND, OTHER, "S", preview=False)
    assert widget.declare("AS KS QS")
    assert widget.declare("KS QS JS") is False
    assert "only one sequence" in widget.message and "rule-meld-2" in widget.message
    assert widget.chosen == ["AS KS QS"]


def test_melds_that_are_not_melds_or_not_held() -> None:
    widget = MeldInterrogation.with_cards(HAND, OTHER, "NT", preview=False)
    assert widget.declare("9S 9H 9D 9C") is False and "rule-meld-1" in widget.message
    assert widget.declare("JH 10H 9H") is False and "do not hold" in widget.message
    assert widget.declare("AS QS JS") is False and "MELD-2" in widget.message
    assert widget.declare("XS") is False and widget.error == ""


def test_choose_is_all_or_nothing_and_withdraw() -> None:
    widget = MeldInterrogation.with_cards(HAND, OTHER, "S", preview=False)
    widget.declare("AS KS QS")
    assert widget.choose(["9S 9H 9D 9C", "AS KS QS JS", "KS QS JS"]) is False
    assert widget.chosen == ["AS KS QS"] and "only one sequence" in widget.message
    assert widget.choose(["AS KS QS JS"]) and widget.chosen == ["AS KS QS JS"]
    assert widget.withdraw("JS QS KS AS") and widget.chosen == []
    assert widget.withdraw("AS KS QS") is False


def test_buttons_declare_and_withdraw() -> None:
    widget = MeldInterrogation.with_cards(HAND, OTHER, "S", preview=False)
    first = next(b for b in widget.choices.children if isinstance(b, w.Button))
    first.click()
    assert widget.chosen == ["9S 9H 9D 9C"]
    again = next(b for b in widget.choices.children if isinstance(b, w.Button))
    assert again.description.startswith("✓")
    again.click()
    assert widget.chosen == []


def test_a_card_cannot_be_in_both_hands() -> None:
    from jojotte_teach.engine import InvalidNotationError

    with pytest.raises(InvalidNotationError, match="both hands"):
        MeldInterrogation.with_cards("AS KS QS", "AS 7H 8H")


def test_a_played_hand_has_fixed_melds() -> None:
    widget = MeldInterrogation(golden("16-trump-sequence-tiebreak"), preview=False)
    assert widget.declare("AS KS QS") is False and "fixed" in widget.message


def test_the_opponent_declares_fours_and_its_longest_runs() -> None:
    melds = opponent_declarations(parse_cards("AH KH QH JH 10H 9C 9H 9D 9S 8S 7S"), Suit.HEARTS)
    assert [str(m) for m in melds] == ["9S 9H 9D 9C", "AH KH QH JH 10H 9H", "9S 8S 7S"]


# ---------------------------------------------------------------- the live notebook's widget


def one_sentence(html: str) -> str:
    """The message's text: one sentence, never a traceback."""
    text = unescape(re.sub(r"<[^>]+>", "", html))
    assert "Traceback" not in text and "\n" not in text.strip()
    assert text.count(". ") == 0 and text.endswith("."), text
    return text


@pytest.mark.parametrize(("hand", "other", "trump", "named"), [
    ("AS KS QS JS 1H", OTHER, "S", '"1H" is not a card'),
    (HAND, "AS 7D 8D", "S", "A♠ is in both hands"),
    ("AS KS QS AS", OTHER, "S", "A♠ is written twice in your cards"),
    (HAND, OTHER, "X", '"X" is not a strain'),
    (HAND + " 8S", OTHER, "S", "10 cards in your cards"),
])
def test_the_notebook_answers_bad_cards_in_one_sentence(hand: str, other: str, trump: str,
                                                        named: str) -> None:
    widget = book.declare_melds(hand, other, trump, names=("You", "Computer"), preview=False)
    assert named in one_sentence(widget.message)
    assert 'role="alert"' in widget.message
    assert widget.error == "" and widget.errors.outputs == ()
    assert widget.available == [] and widget.chosen == []
    assert "Use these cards" in widget.html
    # The boxes hold what was written, to be put right there.
    assert (widget.hand_box.value, widget.other_box.value) == (hand, other)
    assert widget.next() is False and "boxes" in widget.message


def test_bad_cards_in_the_boxes_lose_nothing() -> None:
    widget = book.declare_melds(HAND, OTHER, "S", names=("You", "Computer"), preview=False)
    assert widget.declare("9S 9H 9D 9C")
    widget.next()
    before = (widget.available, widget.chosen, widget.step, widget.lines, widget.html,
              widget.cards_view.value)
    widget.hand_box.value = "AS KS 1H"
    use = next(b for b in widget.card_boxes.children if isinstance(b, w.Button))
    assert use.description == "Use these cards"
    use.click()
    assert '"1H" is not a card' in one_sentence(widget.message)
    assert (widget.available, widget.chosen, widget.step, widget.lines, widget.html,
            widget.cards_view.value) == before
    assert widget.error == ""
    # Put right, the new cards are used; the melds still held stay declared.
    assert widget.set_cards("9S 9H 9D 9C 8H 7H", "AH KH QH", "H")
    assert widget.message == "" and widget.chosen == ["9S 9H 9D 9C"]
    assert widget.available == ["9S 9H 9D 9C", "9H 8H 7H"]


def test_the_widget_opens_saying_what_to_do() -> None:
    widget = book.declare_melds(HAND, OTHER, "S", names=("You", "Computer"), preview=False)
    text = re.sub(r"<[^>]+>", "", widget.html)
    assert text.startswith("Choose the melds you declare")
    assert "Next" in text
    assert "Exchange 0" not in text and "Neither player declared" not in text
    hand = widget.cards_view.value
    assert "Your hand:" in hand and "(you)" not in hand and "You</b>" not in hand
    widget.declare("9S 9H 9D 9C")
    assert "You declare four Nines" in widget.html
    widget.next()
    assert "Exchange 1 of" in widget.html


def test_a_played_hand_opens_on_how_many_exchanges() -> None:
    widget = MeldInterrogation(golden("15-four-jacks-beat-four-nines"), preview=False)
    assert f"The dialogue has {widget.steps} exchanges" in widget.html
    assert "Exchange 0" not in widget.html


def test_cards_are_named_with_suit_symbols() -> None:
    widget = MeldInterrogation.with_cards(HAND, OTHER, "S", preview=False)
    labels = [b.description for b in widget.choices.children if isinstance(b, w.Button)]
    assert labels == ["9♠ 9♥ 9♦ 9♣", "A♠ K♠ Q♠", "A♠ K♠ Q♠ J♠", "K♠ Q♠ J♠"]
    assert widget.declare("JH 10H 9H") is False and "do not hold J♥ 10♥" in widget.message
    widget.declare("AS KS QS")
    assert widget.declare("AS KS QS") is False and "already declared A♠ K♠ Q♠" in widget.message
    assert widget.withdraw("KS QS JS") is False and "not declared K♠ Q♠ J♠" in widget.message
    chosen = next(b for b in widget.choices.children if b.description.startswith("✓"))
    assert chosen.description == "✓ A♠ K♠ Q♠" and chosen.tooltip == "Withdraw this meld"
    for button in (*widget.choices.children, *widget.card_boxes.children):
        if isinstance(button, w.Button):
            assert not re.search(r"\b(10|[AKQJ987])[SHDC]\b", button.description)
