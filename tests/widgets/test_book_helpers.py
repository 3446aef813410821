"""jojotte_teach.book: what the notebooks import (examples, pictures, widgets, quizzes, glue)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach import book
from jojotte_teach.engine import HandScore, Scorepad, SessionRecord
from jojotte_teach.widgets import (
    BiddingBox,
    CardTable,
    HandReplay,
    MeldInterrogation,
    ScoringQuiz,
)
from jojotte_teach.widgets import Scorepad as ScorepadWidget

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


@pytest.fixture
def examples(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A page folder with its examples beside it, as ./examples."""
    folder = tmp_path / "examples"
    folder.mkdir()
    for name in ("16-trump-sequence-tiebreak", "22-rubber-session", "08-throw-in"):
        shutil.copy(GOLDEN / f"{name}.json", folder / f"{name}.json")
    monkeypatch.chdir(tmp_path)
    return folder


def test_examples_are_found_beside_the_page(examples: Path) -> None:
    assert book.example_path("16-trump-sequence-tiebreak") == examples / \
        "16-trump-sequence-tiebreak.json"
    assert book.example_path("16-trump-sequence-tiebreak.json").name.endswith(".json")
    assert isinstance(book.example("22-rubber-session"), SessionRecord)


def test_examples_are_found_one_folder_up(examples: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    page = examples.parent / "chapter"
    page.mkdir()
    monkeypatch.chdir(page)
    assert book.example_path("08-throw-in").parent == examples


def test_a_missing_example_names_every_place(examples: Path) -> None:
    with pytest.raises(FileNotFoundError) as caught:
        book.example("no-such-hand")
    for place in book.example_places():
        assert str(place) in str(caught.value)
    with pytest.raises(ValueError, match="without a folder"):
        book.example("../secrets")


def test_example_states_by_step(examples: Path) -> None:
    record = book.hand_example("16-trump-sequence-tiebreak")
    assert book.example_state("16-trump-sequence-tiebreak") == record.final_state()
    assert book.example_state("16-trump-sequence-tiebreak", 0).history == ()
    two = book.example_state("16-trump-sequence-tiebreak", 2)
    assert [str(a) for a in two.history] == [str(a) for a in record.actions[:2]]
    with pytest.raises(ValueError, match="step must be between 0 and"):
        book.example_state("16-trump-sequence-tiebreak", 999)
    with pytest.raises(ValueError, match="is a session"):
        book.example_state("22-rubber-session")


def test_example_scores(examples: Path) -> None:
    score = book.example_score("16-trump-sequence-tiebreak")
    want = json.loads((GOLDEN / "16-trump-sequence-tiebreak.expected.json").read_text())
    assert isinstance(score, HandScore) and score.to_json() == want
    assert isinstance(book.example_score("22-rubber-session"), Scorepad)


def test_static_pictures(examples: Path) -> None:
    table = book.show_table("16-trump-sequence-tiebreak", step=6, caption="After the draw")
    assert 'aria-label="Card table"' in table._repr_html_() and "After the draw" in str(table)
    assert "The reckoning" in str(book.show_score("16-trump-sequence-tiebreak"))
    assert 'aria-label="Reckoning"' in str(book.show_reckoning("16-trump-sequence-tiebreak"))
    assert "grand total" in str(book.show_scorepad("22-rubber-session"))
    assert "grand total" in str(book.show_scorepad("16-trump-sequence-tiebreak"))
    assert "Sequences (class B)" in str(book.show_dialogue("16-trump-sequence-tiebreak"))
    with pytest.raises(ValueError, match="SPEC-5"):
        book.show_dialogue(book.example_state("16-trump-sequence-tiebreak", 1))


def test_widgets_for_the_pages(examples: Path) -> None:
    assert isinstance(book.replay("16-trump-sequence-tiebreak", preview=False), HandReplay)
    assert isinstance(book.interrogation("16-trump-sequence-tiebreak", preview=False),
                      MeldInterrogation)
    assert isinstance(book.scorepad("22-rubber-session", preview=False), ScorepadWidget)
    box = book.bidding("16-trump-sequence-tiebreak", preview=False)
    assert isinstance(box, BiddingBox) and box.auction == []
    table = book.table("16-trump-sequence-tiebreak", step=6, opponent=None, preview=False)
    assert isinstance(table, CardTable) and len(table.state.history) >= 6
    assert isinstance(book.practice(seed=4, preview=False), CardTable)
    quiz = book.scoring_quiz("16-trump-sequence-tiebreak", preview=False)
    assert isinstance(quiz, ScoringQuiz) and quiz.prompts


def test_questions_for_an_example(examples: Path) -> None:
    asked = book.questions("16-trump-sequence-tiebreak", "Golden hand 16", kinds=["below"])
    assert [q.key for q in asked] == ["below-Ann", "below-Bob"]
    # Each question names its hand: a page asking about two hands never repeats itself.
    assert all(q.prompt.startswith("Golden hand 16: what does ") for q in asked)


def test_show_quiz_displays_html_then_script(examples: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import IPython.display

    shown: list[Any] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    asked = book.questions("16-trump-sequence-tiebreak", "Golden hand 16", kinds=["below"])
    assert book.show_quiz(asked) is None
    html, script = shown
    assert isinstance(html, IPython.display.HTML) and isinstance(script,
                                                                 IPython.display.Javascript)
    assert "<style>" in html.data and "show_questions(" in script.data
    with pytest.raises(ValueError, match="at least one question"):
        book.show_quiz([])


def test_glue_scores_glues_every_number(examples: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    glue_module = importlib.import_module("jojotte_teach.book.glue")  # not book.glue()

    glued: dict[str, Any] = {}
    monkeypatch.setattr(glue_module, "FIGURES", glued)
    score = book.example_score("16-trump-sequence-tiebreak")
    assert isinstance(score, HandScore)
    values = book.glue_scores("tb", score)
    assert glued == values
    assert repr(book.figure("tb-winner")) == "Ann"
    assert values["tb-below-Ann"] == score.below[0] and values["tb-above-Bob"] == 60
    assert values["tb-contract"] == "Ann: hearts" and values["tb-winner"] == "Ann"
    assert values["tb-trick-scores-both"] == sum(score.trick_score)
    pad = book.example_score("22-rubber-session")
    want = json.loads((GOLDEN / "22-rubber-session.expected.json").read_text())
    sheet = book.glue_scores("rubber", pad)  # type: ignore[arg-type]
    assert sheet["rubber-total-Ann"] == want["totals"]["Ann"]
    assert sheet["rubber-rubber-winner"] == want["rubber"]["winner"]


def test_glue_without_myst_nb(monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    real = builtins.__import__

    def no_myst(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "myst_nb":
            raise ImportError("not in the browser")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_myst)
    assert book.glue("x", 5) == 5
    assert repr(book.figure("x")) == "5"


def test_a_figure_shows_as_glue_text_showed_it() -> None:
    book.glue("t-name", "Ann")
    book.glue("t-contract", "Bob's hearts")
    book.glue("t-none", None)
    assert [repr(book.figure(k)) for k in ("t-name", "t-contract", "t-none")] == [
        "Ann", "Bob's hearts", "None"]


def test_a_figure_not_glued_yet_says_to_run_the_cells_above() -> None:
    with pytest.raises(KeyError, match="run the cells above"):
        book.figure("never-glued")


def test_the_repository_examples_are_found() -> None:
    repo_examples = Path(book.__file__).resolve().parents[3] / "book" / "examples"
    assert repo_examples in book.example_places()


def test_the_packages_own_examples_come_after_the_readers(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    packaged = Path(book.__file__).resolve().parent / "examples"
    repo_examples = Path(book.__file__).resolve().parents[3] / "book" / "examples"
    places = book.example_places()
    assert places[:3] == [tmp_path / "examples", tmp_path.parent / "examples",
                          tmp_path / "book" / "examples"]
    assert places[3:] == [packaged, repo_examples]


def test_show_quiz_without_jupyterquiz(examples: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    import IPython.display

    real = builtins.__import__

    def no_quiz(name: str, *args: Any, **kwargs: Any) -> Any:
        if name.startswith("jupyterquiz"):
            raise ImportError("not installed here")
        return real(name, *args, **kwargs)

    shown: list[Any] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    monkeypatch.setattr(builtins, "__import__", no_quiz)
    book.show_quiz(book.questions("16-trump-sequence-tiebreak", "Golden hand 16",
                                  kinds=["below"]))
    (html,) = shown
    assert html.data.count("<details>") == 2 and "<script" not in html.data
    assert "rule-sco-5" in html.data
