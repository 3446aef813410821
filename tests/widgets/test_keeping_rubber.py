"""The rubber table: hands scored onto the sheet, nothing thrown away, another rubber offered."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets", reason="the widgets need the book packages")

from jojotte_teach.engine.records import SessionRecord, loads_record
from jojotte_teach.engine.state import Phase
from jojotte_teach.widgets.keeping import MemoryStore
from jojotte_teach.widgets.kept_game import read_kept
from jojotte_teach.widgets.rubber import ANOTHER, NEXT, RubberTable

from .test_keeping import play_until


def new_deal_button(rubber: RubberTable):  # type: ignore[no-untyped-def]
    from jojotte_teach.widgets.rubber import _buttons

    found = [b for b in _buttons(rubber.table) if b.description == "New deal"]
    assert len(found) == 1
    return found[0]


def thrown_in_seed() -> int:
    """A deal where the reader's passes and the computer's make four passes (BID-3)."""
    for seed in range(1, 200):
        rubber = RubberTable(seed=seed, preview=False)
        for _ in range(4):
            if rubber.table.state.phase is not Phase.AUCTION or not rubber.table.pass_():
                break
        if rubber.table.state.phase is Phase.THROWN_IN:
            return seed
    raise AssertionError("no deal from seeds 1 to 199 is thrown in")


def test_new_deal_in_the_middle_of_a_hand_does_not_throw_it_away() -> None:
    rubber = RubberTable(seed=3, preview=False)
    play_until(rubber.table, 3)
    before = rubber.table.state
    new_deal_button(rubber).click()
    assert rubber.table.state is before, "New deal threw the hand away"
    assert "not thrown away" in rubber.message and NEXT in rubber.message
    assert rubber.hands == 0
    assert not rubber.new_deal()
    assert rubber.table.state is before


def test_a_finished_hand_is_scored_and_the_deal_passes_on() -> None:
    rubber = RubberTable(seed=3, preview=False)
    assert rubber.next_button.disabled
    dealer = rubber.table.state.dealer
    play_until(rubber.table, 99)
    assert rubber.table.state.is_over and not rubber.next_button.disabled
    finished = rubber.table.state
    assert rubber.score_and_deal()
    assert rubber.hands == 1 and rubber.pad.pad.hands
    fresh = rubber.table.state
    assert fresh.deal != finished.deal and fresh.phase is Phase.AUCTION
    assert all(a.player == "Computer" for a in fresh.history)  # it speaks first now
    assert rubber.table.state.dealer == 1 - dealer  # DEAL-4
    assert rubber.next_button.disabled


def test_a_thrown_in_hand_says_score_this_hand_not_try_a_new_deal() -> None:
    rubber = RubberTable(seed=thrown_in_seed(), preview=False)
    for _ in range(4):
        if rubber.table.state.phase is Phase.AUCTION:
            rubber.table.pass_()
    assert rubber.table.state.phase is Phase.THROWN_IN
    assert NEXT in rubber.table.message and "Try a new deal" not in rubber.table.message
    assert not rubber.next_button.disabled
    dealer = rubber.table.state.dealer
    # Its New deal scores the thrown-in hand: nothing is lost, the deal passes on.
    new_deal_button(rubber).click()
    assert rubber.hands == 1 and rubber.table.state.dealer == 1 - dealer


def test_the_end_of_a_rubber_offers_another() -> None:
    rubber = RubberTable(seed=5, preview=False)
    for _ in range(40):
        if rubber.rubber:
            break
        play_until(rubber.table, 99)
        assert rubber.score_and_deal(), rubber.message
    assert rubber.rubber, "no rubber ended in 40 hands"
    assert rubber.another_button.layout.display != "none"
    assert ANOTHER in rubber.message and "rubber" in rubber.message
    assert rubber.next_button.disabled
    assert not rubber.score_and_deal()
    rubber.another_rubber()
    assert rubber.hands == 0 and rubber.rubber == "" and not rubber.pad.pad.hands
    assert rubber.another_button.layout.display == "none"
    assert rubber.table.state.phase is Phase.AUCTION


def test_the_rubber_is_kept_and_resumed_with_its_sheet() -> None:
    store = MemoryStore()
    rubber = RubberTable(seed=3, key="rubber", store=store, preview=False)
    play_until(rubber.table, 99)
    rubber.score_and_deal()
    play_until(rubber.table, 3)
    text = store.read("rubber")
    assert text is not None
    kept = read_kept(text, rubber.table)  # the rubber's two hands, the sheet and the table
    assert kept is not None and len(kept.past) == 1 and len(kept.pad.hands) == 1
    assert kept.states[-1] == rubber.table.state

    again = RubberTable(seed=50, key="rubber", store=store, preview=False)
    assert again.keeper is not None and again.keeper.pending
    assert again.keeper.offer.startswith("Resume your rubber (1 hand on the sheet; ")
    assert again.table.layout.display == "none"
    again.keeper.answer(resume=True)
    assert again.table.layout.display != "none"
    assert again.hands == 1 and again.pad.totals == rubber.pad.totals
    assert again.table.state == rubber.table.state
    assert again.record() == rubber.record()


def test_a_finished_rubber_is_not_offered_back() -> None:
    store = MemoryStore()
    rubber = RubberTable(seed=5, key="rubber", store=store, preview=False)
    for _ in range(40):
        if rubber.rubber:
            break
        play_until(rubber.table, 99)
        rubber.score_and_deal()
    assert rubber.rubber
    assert store.read("rubber") is None
    again = RubberTable(seed=6, key="rubber", store=store, preview=False)
    assert again.keeper is not None and not again.keeper.pending


def test_save_this_rubber_gives_its_session_record() -> None:
    rubber = RubberTable(seed=3, preview=False)
    play_until(rubber.table, 99)
    rubber.score_and_deal()
    text = rubber.save()
    session = loads_record(text)
    assert isinstance(session, SessionRecord) and len(session.hands) == 2
    assert 'download="jojotte-rubber.json"' in rubber.link.value
