"""A kept game, offered by the book's page before Python starts: the keeper keeps, beside
the game, the offer's words and a drawing of the position (book/_static/inline-kept.js
reads them), and only while the game is worth offering."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("ipywidgets", reason="the widgets need the book packages")

from jojotte_teach import book
from jojotte_teach.widgets.keeping import PICTURE, PICTURE_FORMAT, MemoryStore
from jojotte_teach.widgets.kept_game import keep_table

from .test_keeping import play_until


def kept_picture(store: MemoryStore, key: str) -> dict[str, str] | None:
    text = store.read(key + PICTURE)
    return None if text is None else dict(json.loads(text))


def test_the_page_offers_what_the_table_will_offer_with_a_drawing_of_the_position(
        monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore()
    monkeypatch.setattr("jojotte_teach.widgets.keeping._MEMORY", store)
    table = book.practice(seed=5, keep=True, preview=False)
    assert kept_picture(store, "practice") is None, "a hand not begun is offered"
    play_until(table, 3)
    kept = kept_picture(store, "practice")
    assert kept is not None and kept["format"] == PICTURE_FORMAT
    # The drawing: the reader's cards face up, as they are now.
    for card in table.state.hands[table.learner]:
        assert f'aria-label="{card.name}' in kept["picture"], card
    # The words: the very offer the table makes when it starts again.
    again = book.practice(seed=9, keep=True, preview=False)
    assert again.children[0].offer == kept["offer"]


def test_a_finished_hand_or_a_fresh_start_leaves_nothing_to_offer() -> None:
    store = MemoryStore()
    from jojotte_teach.widgets import CardTable

    table = CardTable(seed=5, preview=False)
    keeper = keep_table(table, store=store)
    keeper.picture = lambda: "<div>the table</div>"
    play_until(table, 2)
    kept = kept_picture(store, "practice")
    assert kept is not None and kept["picture"] == "<div>the table</div>"
    assert kept["offer"].startswith("Resume your game (trick ")
    play_until(table, 99)
    assert table.state.is_over
    assert kept_picture(store, "practice") is None
    keeper.forget()
    assert store.read("practice" + PICTURE) is None and store.read("practice") is None


def test_the_tables_of_three_and_the_rubber_keep_their_picture_too(
        monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore()
    monkeypatch.setattr("jojotte_teach.widgets.keeping._MEMORY", store)
    game = book.table_game("three", seed=3, keep=True, preview=False)
    assert game.call(game.legal[0])
    kept = kept_picture(store, "three")
    assert kept is not None and kept["offer"].startswith("Resume your game (no hand on the sheet")
    assert 'class="jj-table jj-table-3"' in kept["picture"]
    rubber = book.rubber(seed=2, keep=True, preview=False)
    play_until(rubber.table, 1)
    kept = kept_picture(store, "rubber")
    assert kept is not None and kept["offer"].startswith("Resume your rubber (no hand on the sheet")
    assert 'class="jj-table jj-table-2"' in kept["picture"]
