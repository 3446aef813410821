"""ScoringQuiz: while it asks, the hand shown never gives away the figures it asks for."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from jojotte_teach.engine import HandRecord, load_record, score_hand
from jojotte_teach.widgets import ScoringQuiz

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
#: Finished hands with melds on both sides, Jo-Jotte, doubling, a tie, Nullo.
HANDS = ["01-accept-nondealer-dix-jojotte", "07-redouble-jojotte-multiplied",
         "09-tie-into-prison", "10-nullo-made", "15-four-jacks-beat-four-nines",
         "16-trump-sequence-tiebreak", "17-two-sequences"]


def golden(name: str) -> HandRecord:
    record = load_record(GOLDEN / f"{name}.json")
    assert isinstance(record, HandRecord)
    return record


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", html))


def given_away(quiz: ScoringQuiz) -> list[str]:
    """The figures asked for that the drawing shows (the words a table writes them with)."""
    shown = text(quiz.html)
    score = score_hand(quiz.state)
    found = []
    for seat, name in enumerate(quiz.state.players):
        pattern = rf"{re.escape(name)}: \d+ tricks?, {score.card_points[seat]} card points"
        if re.search(pattern, shown):
            found.append(pattern)
    found += re.findall(r"\d+ card points|scores \d+|wins, \d+ points?", shown)
    return found


@pytest.mark.parametrize("name", HANDS)
def test_the_hand_is_shown_without_the_figures_asked_for(name: str) -> None:
    record = golden(name)
    quiz = ScoringQuiz(record, preview=False)
    assert not quiz.uncovered and given_away(quiz) == []
    state = record.final_state()
    shown = text(quiz.html)
    # What the reader needs to score it is there: the contract, the tricks and who won them.
    assert state.contract is not None and "Contract:" in shown
    assert len(re.findall(r"\bwins\b", shown)) == len(state.tricks) == 9
    for trick in state.tricks:
        for card in trick.cards:
            assert card.pretty in shown
    outcome = state.meld_outcome
    assert outcome is not None
    for seat in (0, 1):
        for meld in outcome.shown(seat):
            assert f"{state.players[seat]} shows" in shown and meld.describe() in shown


def test_the_figures_come_once_every_question_is_answered() -> None:
    quiz = ScoringQuiz(golden("15-four-jacks-beat-four-nines"), preview=False)
    for index, question in enumerate(quiz.questions):
        assert not quiz.uncovered and given_away(quiz) == []
        quiz.answer(index, question.answer if index % 2 else -1)
    assert quiz.uncovered and all(quiz.results)
    assert given_away(quiz), "the table's figures after the answers"
    assert "Four of a kind (class A)" in quiz.html


def test_the_reckoning_uncovers_the_figures_and_a_new_hand_covers_them() -> None:
    quiz = ScoringQuiz(seed=7, preview=False)
    assert not quiz.uncovered and given_away(quiz) == []
    quiz.reveal()
    assert quiz.uncovered and given_away(quiz) and quiz.reckoning
    quiz.new_hand()
    assert not quiz.uncovered and given_away(quiz) == [] and quiz.reckoning == ""


def test_an_answer_that_is_not_a_number_leaves_the_figures_hidden() -> None:
    quiz = ScoringQuiz(golden("16-trump-sequence-tiebreak"), preview=False)
    for index in range(len(quiz.questions)):
        quiz.answer(index, "nothing")
    assert not quiz.uncovered and given_away(quiz) == []


def test_only_the_figures_asked_for_are_hidden() -> None:
    record = golden("15-four-jacks-beat-four-nines")
    score = score_hand(record.final_state())
    winner = next(seat for seat in (0, 1) if score.meld_score[seat])
    meld_words = f"scores {score.meld_score[winner]} for melds"

    points = ScoringQuiz(record, kinds=["card_points"], preview=False)
    shown = text(points.html)
    assert not points.uncovered and "card points" not in shown and meld_words in shown

    melds = ScoringQuiz(record, kinds=["meld_score"], preview=False)
    shown = text(melds.html)
    assert not melds.uncovered and "scores" not in shown
    for seat, name in enumerate(points.state.players):
        assert f"{name} won" in shown and f"{score.card_points[seat]} card points" in shown

    # A quiz on the trick score alone builds on the card points: the whole table shows.
    trick = ScoringQuiz(record, kinds=["trick_score"], preview=False)
    assert trick.uncovered and given_away(trick)
