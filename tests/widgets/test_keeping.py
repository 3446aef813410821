"""Nothing a learner does is lost: the kept hand, the resume offer, save and open a record."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets", reason="the widgets need the book packages")

from jojotte_teach import book
from jojotte_teach.engine.errors import JojotteError
from jojotte_teach.engine.records import HandRecord, loads_record
from jojotte_teach.engine.state import HandState, Phase, legal_actions
from jojotte_teach.widgets import CardTable
from jojotte_teach.widgets.keeping import (
    OFFERING,
    FileStore,
    Keeper,
    MemoryStore,
    default_store,
)
from jojotte_teach.widgets.kept_game import keep_table, read_kept
from jojotte_teach.widgets.record_file import RecordBox, download_html


def play_until(table: CardTable, done: int) -> None:
    """The reader makes legal moves (a card when one may be played) until ``done``
    cards lie in finished tricks or the current one, or the hand ends."""
    for _ in range(200):
        state = table.state
        if state.is_over or len(state.tricks) * 2 + len(state.trick) >= done:
            return
        if table.waiting:
            table.proceed()
            continue
        legal = table.legal
        assert legal, f"no legal move for the reader at {state.phase}"
        plays = [m for m in legal if m.startswith("play ") and len(m.split()) == 2]
        move = plays[0] if plays else ("accept" if "accept" in legal else legal[0])
        assert table.call(move), table.message


def kept_states(store: MemoryStore, table: CardTable, key: str = "practice"
                ) -> list[HandState]:
    """The states of the hand kept for ``table``, from its deal on."""
    text = store.read(key)
    assert text is not None, "nothing was kept"
    kept = read_kept(text, table)
    assert kept is not None, "the kept game is another table's"
    return kept.states


# ---------------------------------------------------------------- the stores


def test_file_store_keeps_text_under_a_key(tmp_path: Path) -> None:
    store = FileStore(tmp_path / "kept")
    assert store.read("practice") is None
    store.write("practice", "one")
    store.write("practice", "two")
    assert store.read("practice") == "two"
    store.remove("practice")
    assert store.read("practice") is None
    store.remove("practice")  # forgetting twice is harmless


def test_the_default_store_outside_the_browser_never_writes_into_the_project(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JOJOTTE_KEEP_DIR", raising=False)
    assert isinstance(default_store(), MemoryStore)
    monkeypatch.setenv("JOJOTTE_KEEP_DIR", str(tmp_path))
    store = default_store()
    assert isinstance(store, FileStore) and store.folder == tmp_path


# ---------------------------------------------------------------- keeping a table


def test_the_hand_is_kept_after_every_move() -> None:
    store = MemoryStore()
    table = CardTable(seed=3, players=("You", "Computer"), preview=False)
    keep_table(table, store=store)
    for done in (1, 2, 3, 5):
        play_until(table, done)
        assert kept_states(store, table)[-1] == table.state


def test_a_kept_hand_is_offered_back_and_resumed_at_the_same_point() -> None:
    store = MemoryStore()
    first = CardTable(seed=3, players=("You", "Computer"), preview=False)
    keep_table(first, store=store)
    play_until(first, 3)
    tricks, legal = len(first.state.tricks), list(first.legal)

    again = CardTable(seed=99, players=("You", "Computer"), preview=False)
    keeper = keep_table(again, store=store)
    assert keeper.pending
    assert keeper.offer.startswith("Resume your game (")
    assert "trick" in keeper.offer or "auction" in keeper.offer or "draw" in keeper.offer
    # While the offer waits, the table is hidden and nothing overwrites the kept hand.
    assert all(part.layout.display == "none" for part in again.children[1:])
    # The table says so in its own classes, for a page that shows it once answered.
    assert OFFERING in again._dom_classes
    assert kept_states(store, first)[-1] == first.state
    keeper.answer(resume=True)
    assert not keeper.pending
    assert OFFERING not in again._dom_classes
    assert again.state == first.state
    assert len(again.state.tricks) == tricks and list(again.legal) == legal
    assert all(part.layout.display != "none" for part in again.children[1:])


def test_start_afresh_forgets_the_kept_hand() -> None:
    store = MemoryStore()
    first = CardTable(seed=3, preview=False)
    keep_table(first, store=store)
    play_until(first, 2)
    fresh = CardTable(seed=11, preview=False)
    keeper = keep_table(fresh, store=store)
    keeper.answer(resume=False)
    assert kept_states(store, fresh)[0].deal == fresh.state.deal
    # Nothing left to offer: the fresh hand has no move yet.
    assert not keep_table(CardTable(seed=12, preview=False), store=store).pending


def test_a_finished_or_unreadable_kept_hand_is_not_offered() -> None:
    store = MemoryStore()
    done = CardTable(seed=3, preview=False)
    keep_table(done, store=store)
    play_until(done, 99)
    assert done.state.is_over
    assert not keep_table(CardTable(seed=4, preview=False), store=store).pending
    store.write("practice", "{not json")
    later = CardTable(seed=4, preview=False)
    assert not keep_table(later, store=store).pending
    assert later.call("accept") or later.call("pass")


def test_a_storage_that_fails_is_reported_and_the_game_goes_on() -> None:
    class Full(MemoryStore):
        def write(self, key: str, text: str) -> None:
            raise OSError(28, "No space left on device")

    table = CardTable(seed=3, preview=False)
    keeper = keep_table(table, store=Full())
    assert "cannot be kept" in keeper.words.value
    assert table.call("accept") or table.call("pass")


def test_keeper_offers_only_what_its_description_accepts() -> None:
    store = MemoryStore()
    store.write("k", "old")
    resumed: list[str] = []
    keeper = Keeper("k", lambda: "new", lambda text: None, resumed.append, store)
    assert not keeper.pending and store.read("k") == "old"
    keeper.save()
    assert store.read("k") == "new"
    offered = Keeper("k", lambda: "newer", lambda text: "somewhere", resumed.append, store)
    assert offered.pending and not offered.save()
    offered.answer(resume=True)
    assert resumed == ["new"] and store.read("k") == "newer"


def test_book_practice_keeps_only_when_asked_outside_the_browser(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    plain = book.practice(seed=3, preview=False)
    assert not any(isinstance(c, (Keeper, RecordBox)) for c in plain.children)
    monkeypatch.setenv("JOJOTTE_KEEP_DIR", str(tmp_path))
    kept = book.practice(seed=3, key="practice-test", preview=False)
    assert isinstance(kept.children[0], Keeper)
    assert isinstance(kept.children[-1], RecordBox)
    assert kept.call("accept") or kept.call("pass")
    assert (tmp_path / "practice-test.json").is_file()


# ---------------------------------------------------------------- save and open


def test_save_this_hand_gives_a_record_the_engine_reads() -> None:
    table = CardTable(seed=5, preview=False)
    box = RecordBox(table)
    play_until(table, 4)
    text = box.save()
    record = loads_record(text)
    assert isinstance(record, HandRecord) and record.final_state() == table.state
    assert box.text.layout.display == "none", "the record is a file, not text on the page"
    assert 'download="jojotte-hand.json"' in box.link.value
    assert 'href="data:application/json;charset=utf-8,' in box.link.value


def test_the_download_link_holds_the_record_itself() -> None:
    from html import unescape
    from urllib.parse import unquote

    text = json.dumps({"players": ["A&B", "<C>"]})
    link = download_html(text)
    href = unescape(link.split('href="')[1].split('"')[0])
    assert unquote(href.split(",", 1)[1]) == text


@pytest.mark.parametrize(("text", "problem"), [
    ("", "There is no record to open"),
    ("{oops", "not valid JSON"),
    ('{"format": "jojotte-hand/2"}', "unknown format"),
])
def test_a_bad_record_is_refused_in_one_sentence_and_nothing_is_lost(
        text: str, problem: str) -> None:
    table = CardTable(seed=5, preview=False)
    play_until(table, 2)
    before = table.state
    box = RecordBox(table)
    assert not box.open_text(text)
    assert problem in box.message
    assert box.message.count(". ") == 0 and box.message.endswith(".")
    assert table.state is before


def test_an_illegal_action_in_a_record_is_named() -> None:
    table = CardTable(seed=5, preview=False)
    data = json.loads(RecordBox(table).save())
    data["actions"] = ["You play AS"]
    box = RecordBox(table)
    assert not box.open_text(json.dumps(data))
    assert box.message.startswith("That record cannot be opened: action 1")


def test_an_opened_record_is_replayed_step_by_step_and_played_on() -> None:
    source = CardTable(seed=7, players=("You", "Computer"), preview=False)
    play_until(source, 6)
    text = RecordBox(source).save()

    table = CardTable(seed=1, players=("You", "Computer"), preview=False)
    box = RecordBox(table)
    assert box.open_text(text), box.message
    states = loads_record(text).states()  # type: ignore[union-attr]
    assert table.state == source.state and box.step == len(states) - 1
    assert box.go(2) and table.state == states[2]
    assert box.go(box.step - 1) and table.state == states[1]
    assert box.go(0) and table.state == states[0]
    # From the deal the computer answers again once the reader plays on.
    assert box.play_on()
    assert table.opponent is not None
    assert table.state.phase is Phase.AUCTION
    seat = table.state.to_act
    assert seat == table.learner, "the computer did not take its turn"
    assert table.legal == [a.short() for a in legal_actions(table.state)]


def test_an_uploaded_record_is_opened() -> None:
    source = CardTable(seed=7, preview=False)
    play_until(source, 3)
    text = RecordBox(source).save()
    table = CardTable(seed=1, preview=False)
    box = RecordBox(table)
    box.upload.value = ({"name": "jojotte-hand.json", "type": "application/json",
                         "size": len(text), "content": memoryview(text.encode()),
                         "last_modified": datetime.now(UTC)},)
    assert table.state == source.state, box.message


def test_opening_a_session_says_so() -> None:
    from jojotte_teach.book import example_path

    box = RecordBox(CardTable(seed=1, preview=False))
    try:
        text = example_path("rubber").read_text(encoding="utf-8")
    except (JojotteError, OSError, KeyError):
        pytest.skip("no session example")
    assert not box.open_text(text)
    assert "session" in box.message


def test_a_hand_kept_just_after_the_readers_pass_after_the_draw_comes_back_there() -> None:
    """The usual record leaves the passes after the draw out; the kept one has them, or
    a hand kept when the reader had just passed would come back before that pass."""
    from jojotte_teach.engine.records import record_from_state

    for seed in range(1, 80):
        store = MemoryStore()
        table = CardTable(seed=seed, players=("You", "Computer"), preview=False)
        keep_table(table, store=store)
        for _ in range(30):
            if table.state.phase is Phase.PLAY or table.state.is_over:
                break
            if table.waiting:
                table.proceed()
            elif table.state.phase is Phase.DECLARING and "pass" in table.legal:
                assert table.pass_()
            else:
                assert table.call("accept" if "accept" in table.legal else table.legal[0])
        if not table.state.is_over and \
                record_from_state(table.state).final_state() != table.state:
            break
    else:
        pytest.skip("no deal from seeds 1 to 79 ends the draw with the reader's pass")
    again = CardTable(seed=99, players=("You", "Computer"), preview=False)
    keeper = keep_table(again, store=store)
    keeper.answer(resume=True)
    assert again.state == table.state and again.legal == table.legal
    box = RecordBox(table)
    assert loads_record(box.save()).final_state() == table.state  # type: ignore[union-attr]


def test_open_a_record_first_shows_the_box_then_opens_what_is_pasted() -> None:
    source = CardTable(seed=7, preview=False)
    play_until(source, 2)
    text = RecordBox(source).save()
    table = CardTable(seed=1, preview=False)
    box = RecordBox(table)
    assert box.text.layout.display == "none"
    opener = next(b for b in box.children[0].children if b.description == "Open a record")
    opener.click()
    assert box.text.layout.display != "none" and "Paste a hand record" in box.message
    box.text.value = text
    opener.click()
    assert table.state == source.state, box.message
