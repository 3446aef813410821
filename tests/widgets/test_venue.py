"""The widgets in each place they run: the book's build, the browser, a teacher's JupyterLab.

In a Jupyter kernel outside the book's build (a teacher's JupyterLab) the widgets
answer: no preview note leading elsewhere, rule links to the published book's rules
page, "Save this hand" and "Open a record" under the tables, and games kept where a
kernel started later finds them.
"""

from __future__ import annotations

import sys
import tomllib
import types
from pathlib import Path

import pytest

from jojotte_teach import book, venue
from jojotte_teach.render.basics import rule_link
from jojotte_teach.widgets import BiddingBox
from jojotte_teach.widgets.keeping import FileStore, Keeper, MemoryStore, default_store
from jojotte_teach.widgets.record_file import RecordBox

ROOT = Path(__file__).resolve().parents[2]
RULES_IN_LAB = venue.BOOK_URL + "book/rules.html"


class _Kernel:
    """What IPython's ``get_ipython()`` returns inside a Jupyter kernel: a shell with a
    kernel attached."""

    kernel = object()


@pytest.fixture
def in_a_kernel(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """This process seen as a teacher's Jupyter kernel (Jupyter's data folder in tmp)."""
    fake = types.ModuleType("IPython")
    fake.get_ipython = _Kernel  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "IPython", fake)
    monkeypatch.delenv(venue.BOOK_BUILD_VARIABLE, raising=False)
    monkeypatch.delenv("JOJOTTE_KEEP_DIR", raising=False)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path))
    return tmp_path


def test_each_place_is_told_apart(monkeypatch: pytest.MonkeyPatch, in_a_kernel: Path) -> None:
    assert venue.venue() == "kernel"
    monkeypatch.setenv(venue.BOOK_BUILD_VARIABLE, "1")
    assert venue.venue() == "book"
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert venue.venue() == "browser"


def test_plain_python_is_not_a_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(venue.BOOK_BUILD_VARIABLE, raising=False)
    assert venue.venue() == "python"
    assert not venue.is_interactive()


def test_in_a_kernel_the_widgets_answer_without_a_preview_note(in_a_kernel: Path) -> None:
    box = BiddingBox(seed=3)
    assert box.preview_note.value == "" and box.preview_note not in box.children


def test_in_a_kernel_rule_links_go_to_the_published_rules_page(in_a_kernel: Path) -> None:
    assert f'href="{RULES_IN_LAB}#rule-play-2"' in rule_link("PLAY-2")
    assert 'target="_blank"' in rule_link("PLAY-2")
    box = BiddingBox(seed=3)
    box.bid("H")  # refused: the first round offers the turn-up's suit only
    assert f'href="{RULES_IN_LAB}#rule-bid-' in box.message
    # A link given on purpose is kept.
    assert 'href="../rules.html#rule-sco-7"' in rule_link("SCO-7", "../rules.html")


def test_in_the_book_build_rule_links_stay_beside_the_chapter(
        monkeypatch: pytest.MonkeyPatch, in_a_kernel: Path) -> None:
    monkeypatch.setenv(venue.BOOK_BUILD_VARIABLE, "1")
    assert 'href="rules.html#rule-play-2"' in rule_link("PLAY-2")
    assert BiddingBox(seed=3).preview_note.value != ""


def test_in_the_browser_rule_links_climb_out_of_jupyterlite(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert 'href="../../book/rules.html#rule-play-2"' in rule_link("PLAY-2")


def test_in_a_kernel_the_tables_offer_saving_opening_and_resuming(in_a_kernel: Path) -> None:
    table = book.practice(seed=3)
    assert any(isinstance(child, RecordBox) for child in table.children)
    assert any(isinstance(child, Keeper) for child in table.children)
    game = book.table_game("three", seed=2)
    assert any(isinstance(child, RecordBox) for child in game.children)


def test_in_a_kernel_a_kept_game_outlives_the_kernel(in_a_kernel: Path) -> None:
    store = default_store()
    assert isinstance(store, FileStore)
    assert store.folder == in_a_kernel / "jojotte-teach" / "kept"
    first = book.practice(seed=3)
    first.accept()
    # A later kernel (a new store object on the same folder) is offered the game back.
    again = book.practice(seed=8)
    keeper = next(child for child in again.children if isinstance(child, Keeper))
    assert keeper.pending and "Resume" in keeper.offer
    assert list(store.folder.iterdir()), "nothing was written to the kept games' folder"


def test_elsewhere_games_are_kept_in_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JOJOTTE_KEEP_DIR", raising=False)
    assert isinstance(default_store(), MemoryStore)


def test_the_published_book_is_the_projects_book_url() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["urls"]["Book"] == venue.BOOK_URL
