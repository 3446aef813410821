"""A card table's game is kept at every table: its rubber, its sheet and the hand at the table;
and a game kept by the earlier two-player tables (a hand record, a session) still comes back."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets", reason="the widgets need the book packages")

from jojotte_teach import book
from jojotte_teach.book.live_cell import live_cells
from jojotte_teach.engine.records import SessionRecord, dumps_record, parse_record
from jojotte_teach.widgets.keeping import Keeper, MemoryStore, exact_record
from jojotte_teach.widgets.kept_game import keep_table
from jojotte_teach.widgets.rubber import RubberTable
from jojotte_teach.widgets.table import CardTable

from .test_keeping import play_until
from .test_seats_three_four import randoms, step

ROOT = Path(__file__).resolve().parents[2]


def game(kind: str, seed: int, store: MemoryStore, key: str = "kept",
         **kwargs: object) -> tuple[CardTable, Keeper]:
    table = CardTable(kind, seed, computer=randoms(seed), sheet=True, preview=False,
                      **kwargs)  # type: ignore[arg-type]
    return table, keep_table(table, key, store)


def kept_session(store: MemoryStore) -> SessionRecord:
    """The session record inside the kept text (the table's wrapper around it)."""
    data = json.loads(store.read("kept") or "")
    assert data["format"] == "jojotte-kept-table/1"
    record = parse_record(data["session"])
    assert isinstance(record, SessionRecord)
    return record


def moves(table: CardTable, count: int) -> None:
    """The reader's next ``count`` gestures (melds, Play on, calls and cards)."""
    for turn in range(count):
        if table.phase in ("over", "thrown in"):
            return
        step(table, turn)


def finish(table: CardTable) -> None:
    moves(table, 100)
    assert table.phase in ("over", "thrown in")


def same(a: CardTable, b: CardTable) -> None:
    """Two tables at the same point: the state, the sheet, the choices and what Undo does."""
    assert b.state == a.state
    assert b._past == a._past
    assert b.pad == a.pad and b.pad_html == a.pad_html
    assert b.legal == a.legal and b.waiting == a.waiting and b.declined == a.declined
    assert b._marks == a._marks
    assert set(b.offered) == set(a.offered) and b.html == a.html


def resumed(kind: str, store: MemoryStore, **kwargs: object) -> CardTable:
    again, keeper = game(kind, 777, store, **kwargs)
    assert keeper.pending
    keeper.answer(resume=True)
    return again


@pytest.mark.parametrize(("kind", "seed", "seat"),
                         [("three", 2, 0), ("partnership", 1, 0), ("cutthroat", 5, 1),
                          ("klaberjass", 2, 0), ("belote", 1, 0)])
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


def clicks(table: CardTable, rng: random.Random) -> None:
    """One click as a reader makes it: "Play on" when the table waits, else a button."""
    if table.waiting:
        assert table.proceed()
    else:
        table.offered[rng.choice(sorted(table.offered))].click()


@pytest.mark.parametrize(("kind", "seed"), [("three", 3), ("partnership", 4), ("cutthroat", 3),
                                           ("belote", 3)])
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
        assert fresh.state.deal == CardTable("three", 9, preview=False).state.deal
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
    assert store.read("kept") is None  # a finished rubber is forgotten, not offered back
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
    lives = live_cells(text)
    block = lives[0][1] if lives else text.split("```{code-cell} ipython3", 1)[1].split("```", 1)[0]
    code = [line for line in block.splitlines()
            if line.strip() and not line.startswith((":", "%"))]
    monkeypatch.setattr(book, "_live", lambda: True)
    monkeypatch.setenv("JOJOTTE_KEEP_DIR", str(tmp_path))
    namespace: dict[str, object] = {}
    exec("\n".join(code[:-1]), namespace)
    shown = eval(code[-1], namespace)
    assert isinstance(shown, CardTable) and type(shown.children[0]).__name__ == "Keeper"
    assert shown.call(shown.legal[0])
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{key}-picture.json", f"{key}.json"]


# ---------------------------------------------------------------- games kept before


def test_a_practice_hand_kept_as_a_hand_record_is_offered_and_resumed() -> None:
    """The two-player practice table used to keep its hand as a bare hand record."""
    first = CardTable(seed=3, players=("You", "Computer"), preview=False)
    play_until(first, 3)
    store = MemoryStore()
    store.write("practice", dumps_record(exact_record(first.state)))
    again = CardTable(seed=99, players=("You", "Computer"), preview=False)
    keeper = keep_table(again, store=store)
    assert keeper.pending and keeper.offer.startswith("Resume your game (trick ")
    keeper.answer(resume=True)
    assert again.state == first.state and again.legal == first.legal
    assert json.loads(store.read("practice") or "")["format"] == "jojotte-kept-table/1"


def test_a_rubber_kept_as_a_session_record_is_offered_and_resumed_with_its_sheet() -> None:
    """The two-player rubber used to keep itself as a bare session record."""
    first = RubberTable(seed=3, preview=False)
    play_until(first.table, 99)
    assert first.score_and_deal()
    play_until(first.table, 3)
    session = SessionRecord(first.table.rules, first.players,
                            tuple(exact_record(s) for s in [*first.table.past,
                                                            first.table.state]),
                            first.table.game)
    store = MemoryStore()
    store.write("rubber", dumps_record(session))
    again = RubberTable(seed=50, key="rubber", store=store, preview=False)
    assert again.keeper is not None and again.keeper.pending
    assert again.keeper.offer.startswith("Resume your rubber (1 hand on the sheet; ")
    again.keeper.answer(resume=True)
    assert again.hands == 1 and again.pad.totals == first.pad.totals
    assert again.table.state == first.table.state
