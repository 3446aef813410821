"""The games at three and four are kept too: their rubber, its sheet and the hand at the table."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets", reason="the widgets need the book packages")

from jojotte_teach import book
from jojotte_teach.engine.records import SessionRecord, parse_record
from jojotte_teach.widgets.keeping import Keeper, MemoryStore
from jojotte_teach.widgets.table_game import TableGame
from jojotte_teach.widgets.table_keeping import keep_game, read_kept

from .test_table_game import randoms, step

ROOT = Path(__file__).resolve().parents[2]


def game(kind: str, seed: int, store: MemoryStore, key: str = "kept",
         **kwargs: object) -> tuple[TableGame, Keeper]:
    table = TableGame(kind, seed, computer=randoms(seed), preview=False,
                      **kwargs)  # type: ignore[arg-type]
    return table, keep_game(table, key, store)


def kept_session(store: MemoryStore) -> SessionRecord:
    """The session record inside the kept text (the table's wrapper around it)."""
    data = json.loads(store.read("kept") or "")
    assert data["format"] == "jojotte-kept-table/1"
    record = parse_record(data["session"])
    assert isinstance(record, SessionRecord)
    return record


def moves(table: TableGame, count: int) -> None:
    """The reader's next ``count`` gestures (melds, Play on, calls and cards)."""
    for turn in range(count):
        if table.phase in ("over", "thrown in"):
            return
        step(table, turn)


def finish(table: TableGame) -> None:
    moves(table, 100)
    assert table.phase in ("over", "thrown in")


def same(a: TableGame, b: TableGame) -> None:
    """Two tables at the same point: the state, the sheet, the choices and what Undo does."""
    assert b.state == a.state
    assert b._past == a._past
    assert b.pad == a.pad and b.pad_html == a.pad_html
    assert b.legal == a.legal and b.waiting == a.waiting and b.declined == a.declined
    assert b._marks == a._marks
    assert set(b.offered) == set(a.offered) and b.html == a.html


def resumed(kind: str, store: MemoryStore, **kwargs: object) -> TableGame:
    again, keeper = game(kind, 777, store, **kwargs)
    assert keeper.pending
    keeper.answer(resume=True)
    return again


@pytest.mark.parametrize(("kind", "seed", "seat"),
                         [("three", 2, 0), ("partnership", 1, 0), ("cutthroat", 3, 1)])
def test_a_game_kept_mid_hand_and_in_a_second_hand_comes_back_the_same(
        kind: str, seed: int, seat: int) -> None:
    store = MemoryStore()
    first, _ = game(kind, seed, store, seat=seat)
    moves(first, 3)
    assert not first.state.is_over
    same(first, resumed(kind, store, seat=seat))

    finish(first)
    same(first, resumed(kind, store, seat=seat))  # a finished hand, not yet dealt on
    first.new_deal()
    while first.state.is_over:  # cutthroat: the reader deals, sits out, and the hand is played
        first.new_deal()
    moves(first, 4)
    hands = len(first._past)
    assert hands in (1, 2) and not first.state.is_over
    record = kept_session(store)
    assert isinstance(record, SessionRecord) and record.game.name == kind
    assert len(record.hands) == hands + 1 and record.hands[-1].final_state() == first.state
    again, keeper = game(kind, 777, store, seat=seat)
    words = f"{hands} hand{'s' if hands > 1 else ''} on the sheet; "
    assert keeper.offer.startswith(f"Resume your game ({words}")
    # While the offer waits the table is hidden, and the kept game is not written over.
    assert all(part.layout.display == "none" for part in again.children[1:])
    assert kept_session(store) == record
    keeper.answer(resume=True)
    assert all(part.layout.display != "none" for part in again.children[1:])
    same(first, again)
    assert "Your game goes on." in again.message


def clicks(table: TableGame, rng: random.Random) -> None:
    """One click as a reader makes it: "Play on" when the table waits, else a button."""
    if table.waiting:
        assert table.proceed()
    else:
        table.offered[rng.choice(sorted(table.offered))].click()


@pytest.mark.parametrize(("kind", "seed"), [("three", 3), ("partnership", 4), ("cutthroat", 5)])
def test_kept_at_every_click_of_a_hand_it_comes_back_at_that_click(kind: str, seed: int) -> None:
    """The acts declined with "Play on" and Undo's steps come back too."""
    store = MemoryStore()
    first, _ = game(kind, seed, store)
    rng = random.Random(seed)
    declined = 0
    for _ in range(80):
        if first.phase in ("over", "thrown in"):
            break
        clicks(first, rng)
        declined += bool(first.declined)
        same(first, resumed(kind, store))
    assert declined, "no act was declined: the test shows nothing about them"
    again = resumed(kind, store)
    while first._marks:
        assert again.undo() and first.undo()
        same(first, again)


def test_undo_after_resuming_takes_back_the_readers_last_action() -> None:
    store = MemoryStore()
    first, _ = game("three", 2, store)
    moves(first, 3)
    again = resumed("three", store)
    assert again.undo() and first.undo()
    assert again.state == first.state and again.legal == first.legal


def test_a_corrupt_kept_text_is_said_in_one_sentence_and_a_fresh_game_starts() -> None:
    store = MemoryStore()
    first, _ = game("three", 2, store)
    moves(first, 3)
    data = json.loads(store.read("kept") or "")
    data["session"]["hands"][-1]["actions"][0] = "You play AS"
    steps = json.loads(store.read("kept") or "")
    steps["undo"] = [[99, []]]
    plain = json.dumps(data["session"])  # a session without the table's wrapper
    for text in ("{not json", json.dumps(data), json.dumps(steps), plain, "[]"):
        store.write("kept", text)
        fresh, keeper = game("three", 9, store)
        assert not keeper.pending
        said = keeper.words.value
        assert "could not be read" in said and "a fresh game starts" in said
        words = said.split(">", 1)[1].rsplit("<", 1)[0]
        assert words.count(". ") == 0 and words.endswith(".")
        assert fresh.state.deal == TableGame("three", 9, preview=False).state.deal
        moves(fresh, 1)
        kept = kept_session(store)
        assert isinstance(kept, SessionRecord) and kept.hands[-1].final_state() == fresh.state


def test_another_tables_game_or_a_finished_rubber_is_not_offered() -> None:
    store = MemoryStore()
    first, _ = game("three", 2, store)
    moves(first, 2)
    _, partnership = game("partnership", 2, store)
    assert not partnership.pending
    _, elsewhere = game("three", 2, store, players=("You", "Zoe", "Cat"))
    assert not elsewhere.pending

    store = MemoryStore()
    rubber, _ = game("three", 3, store)
    for _ in range(40):
        finish(rubber)
        if rubber.pad.rubber_over:
            break
        rubber.new_deal()
    assert rubber.pad.rubber_over
    kept = read_kept(store.read("kept") or "", rubber)
    assert kept is not None and kept.pad == rubber.pad and kept.words() is None
    assert not game("three", 4, store)[1].pending


def test_start_afresh_keeps_the_fresh_game_instead() -> None:
    store = MemoryStore()
    first, _ = game("three", 2, store)
    moves(first, 2)
    fresh, keeper = game("three", 9, store)
    keeper.answer(resume=False)
    kept = kept_session(store)
    assert isinstance(kept, SessionRecord) and kept.hands[-1].deal == fresh.state.deal
    assert not game("three", 10, store)[1].pending


def test_book_table_game_keeps_only_when_asked_and_never_in_the_project(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = sorted(p.name for p in ROOT.iterdir())
    monkeypatch.delenv("JOJOTTE_KEEP_DIR", raising=False)
    plain = book.table_game("three", seed=2, preview=False)
    assert type(plain.children[0]).__name__ != "Keeper"
    monkeypatch.setenv("JOJOTTE_KEEP_DIR", str(tmp_path))
    kept = book.table_game("partnership", seed=2, keep=True, preview=False)
    assert type(kept.children[0]).__name__ == "Keeper"
    kept.call(kept.legal[0])
    # The game, and beside it what the page offers before Python starts.
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "partnership-picture.json", "partnership.json"]
    assert sorted(p.name for p in ROOT.iterdir()) == before


@pytest.mark.parametrize(("page", "key"), [("three.md", "three"), ("four.md", "partnership"),
                                           ("live/three_player_table.md", "three"),
                                           ("live/partnership_table.md", "partnership")])
def test_the_pages_tables_at_three_and_four_are_kept_in_the_browser(
        page: str, key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Their code, run as in the browser (where ``book`` keeps the tables), keeps the game."""
    text = (ROOT / "book" / page).read_text(encoding="utf-8")
    fence = "```{replite}" if "replite" in text else "```{code-cell} ipython3"
    block = text.split(fence, 1)[1].split("```", 1)[0]
    code = [line for line in block.splitlines()
            if line.strip() and not line.startswith((":", "%"))]
    monkeypatch.setattr(book, "_live", lambda: True)
    monkeypatch.setenv("JOJOTTE_KEEP_DIR", str(tmp_path))
    namespace: dict[str, object] = {}
    exec("\n".join(code[:-1]), namespace)
    shown = eval(code[-1], namespace)
    assert isinstance(shown, TableGame) and type(shown.children[0]).__name__ == "Keeper"
    assert shown.call(shown.legal[0])
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{key}-picture.json", f"{key}.json"]
