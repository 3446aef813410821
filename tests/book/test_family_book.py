"""The book's helpers for Klaberjass and Belote: figures glued from the engine, accounts of
the hands, and scoring questions whose answers are the engine's."""

from __future__ import annotations

import pytest

from jojotte_teach import book
from jojotte_teach.book.glue import FIGURES
from jojotte_teach.quiz import grade

EXAMPLES = ("klaberjass-made", "klaberjass-no-trump-tie", "klaberjass-melds-decide",
            "belote-made", "belote-dedans", "belote-capot")


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_question_is_answered_by_the_engine(name: str) -> None:
    score = book.family_score(name)
    questions = book.family_questions(name, "The hand")
    assert len({q.key for q in questions}) == len(questions) == 4 * 2
    figures = {"card_points": score.card_points, "trick_score": score.trick_score,
               "total": score.total_score, "scored": score.below}
    for kind, figure in figures.items():
        asked = book.family_questions(name, "The hand", kinds=[kind])
        assert [q.answer for q in asked] == list(figure), kind  # one per column, in order
        for q in asked:
            assert grade(q, q.answer).correct
            for m in q.mistakes:
                assert m.value != q.answer and not grade(q, m.value).correct


def test_a_rounded_belote_score_offers_the_exact_figure_as_a_mistake() -> None:
    [bob_dan] = [q for q in book.family_questions("belote-dedans", "D", kinds=["scored"])
                 if q.key == "scored-Bob-Dan"]
    assert bob_dan.answer == 210
    assert 212 in [m.value for m in bob_dan.mistakes]
    cit = book.family_questions("belote-dedans", "C", kinds=["scored"], rules="citizendium")
    assert [q.answer for q in cit] == [120, 112]


def test_the_glued_figures_and_the_account() -> None:
    values = book.glue_family_scores("t-dedans", "belote-dedans")
    assert values["t-dedans-made"] == "lost" and FIGURES["t-dedans-unrounded-Bob-Dan"] == 212
    assert values["t-dedans-taker"] == "Cat" and values["t-dedans-taking-side"] == "Ann+Cat"
    assert book.glue_family_scores("t-tie", "klaberjass-no-trump-tie")["t-tie-trump"] == (
        "No-trump")
    html = book.show_family_replay("belote-dedans").html
    assert "Cat names spades" in html and "family-rules.html#rule-bel-7" in html
    assert "The score" not in html  # the reckoning is show_family_score's


def test_a_jo_jotte_hand_or_an_unknown_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="not of Klaberjass or Belote"):
        book.family_score("first-hand")
    with pytest.raises(ValueError, match="unknown kind"):
        book.family_questions("belote-made", "B", kinds=["prison"])
