"""Keeping a card table's game in the browser, at any table: the sheet and the hand at the table.

A :class:`~.table.CardTable` is kept as a session record (HAND_RECORD.md, with its
``game`` field): the finished hands on its score sheet, then the hand at the table
with every action so far. Read back, it rebuilds the same position and the same sheet.
Two things a record does not hold come with it, in a small wrapper of its own
(``jojotte-kept-table/1``): the acts without a turn (melds, the dix) the reader
declined with "Play on", and where each Undo goes back to::

    {"format": "jojotte-kept-table/1", "declined": ["You meld AS KS QS"],
     "undo": [[0, []], [4, []]], "session": {"format": "jojotte-session/1", ...}}

A game kept by an earlier version of the two-player tables is still read: a hand record
(the practice hand) or a session record (the rubber), without Undo steps.

>>> from jojotte_teach.widgets.keeping import MemoryStore
>>> store = MemoryStore()
>>> game = CardTable("three", seed=3, sheet=True, preview=False)
>>> keeper = keep_table(game, "three", store)
>>> game.call("accept"), keeper.pending
(True, False)
>>> again = CardTable("three", seed=8, sheet=True, preview=False)
>>> offer = keep_table(again, "three", store)
>>> offer.offer.startswith("Resume your game (no hand on the sheet; ")
True
>>> offer.answer(resume=True); again.state == game.state and again.legal == game.legal
True
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from typing import Any

import ipywidgets as w

from ..engine.actions import Action
from ..engine.errors import InvalidRecordError, JojotteError
from ..engine.hand import HandState
from ..engine.records import (
    MAX_RECORD_CHARS,
    SessionRecord,
    loads_record,
    parse_record,
    session_to_json,
)
from ..engine.scorepad import Scorepad
from .keeping import Keeper, Store, exact_record, place_above, position_words
from .table import CardTable

__all__ = ["KEPT_FORMAT", "KeptGame", "game_record", "keep_table", "kept_text", "read_kept"]

#: The wrapper's format: a session record and what the table adds to it.
KEPT_FORMAT = "jojotte-kept-table/1"

Marks = list[tuple[int, frozenset[Action]]]


@dataclass(frozen=True)
class KeptGame:
    """A kept game read back: the finished hands on the sheet, the hand at the table (every
    state), the sheet, where Undo goes back to and the acts declined with "Play on"."""

    past: list[HandState]
    states: list[HandState]
    pad: Scorepad
    marks: Marks
    declined: frozenset[Action]

    def words(self, you: str = "You", sheet: bool = True) -> str | None:
        """Where the game stands, for the offer; None when it is not worth offering (a
        finished rubber, a first hand nobody has touched, or a finished hand at a table
        that shows no sheet). ``sheet``: the table shows its score sheet."""
        current = self.states[-1]
        if self.pad.rubber_over or (not self.past and not current.history):
            return None
        if not sheet and not self.past:
            return None if current.is_over else position_words(current, you)
        done = len(self.past) + (1 if current.is_over else 0)
        said = (f"{done} hand{'' if done == 1 else 's'} on the sheet" if done
                else "no hand on the sheet")
        return f"{said}; {position_words(current, you)}"


def game_record(table: CardTable) -> SessionRecord:
    """The table's game as a session record: the hands on its sheet, then the hand at the
    table, each with every action (replayed, the same states).

    >>> record = game_record(CardTable("partnership", seed=2, preview=False))
    >>> record.game.name, len(record.hands)
    ('partnership', 1)
    """
    hands = [exact_record(s) for s in [*table._past, table.state]]
    return SessionRecord(table.rules, table.players, tuple(hands), table.game)


def kept_text(table: CardTable) -> str:
    """The text a table's game is kept as: its session record in the table's wrapper.

    >>> data = json.loads(kept_text(CardTable("cutthroat", seed=4, preview=False)))
    >>> data["format"], data["session"]["game"]
    ('jojotte-kept-table/1', 'cutthroat')
    """
    data = {
        "format": KEPT_FORMAT,
        "declined": sorted(str(a) for a in table._declined),
        "undo": [[index, sorted(str(a) for a in acts)] for index, acts in table._marks],
        "session": session_to_json(game_record(table)),
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def _acts(value: Any, what: str) -> frozenset[Action]:
    """A list of actions in the wrapper (an action that cannot be read raises)."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InvalidRecordError(f"the kept {what} are not a list of actions")
    return frozenset(Action.parse(v) for v in value)


def _marks(value: Any, actions: int) -> Marks:
    """Where Undo goes back to: before an action of the hand, in order."""
    marks: Marks = []
    if not isinstance(value, list):
        raise InvalidRecordError("the kept Undo steps are not a list")
    for entry in value:
        if (not isinstance(entry, list) or len(entry) != 2 or type(entry[0]) is not int
                or not (marks[-1][0] if marks else -1) < entry[0] < actions):
            raise InvalidRecordError("a kept Undo step does not fit the hand")
        marks.append((entry[0], _acts(entry[1], "acts of an Undo step")))
    return marks


def _wrapped(text: str) -> dict[str, Any]:
    """The kept text as the table's wrapper; an earlier hand or session record is wrapped
    here, without Undo steps."""
    data: Any = None
    if len(text) <= MAX_RECORD_CHARS:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            data = None
    if isinstance(data, dict) and data.get("format") == KEPT_FORMAT:
        return data
    record = loads_record(text)  # says what is wrong in the engine's words
    hands = record.hands if isinstance(record, SessionRecord) else (record,)
    return {"session": SessionRecord(record.rules, record.players, tuple(hands), record.game)}


def read_kept(text: str, table: CardTable) -> KeptGame | None:
    """A kept text read back for this table: None if it is another table's (another
    game, other players or rules).

    Raises:
        ValueError: the text is not a game this table can go on with (one sentence).

    >>> read_kept("{not json", CardTable("three", seed=3, preview=False))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: not valid JSON: Expecting property name ... at line 1, column 2
    """
    try:
        data = _wrapped(text)
        session = data.get("session")
        record = session if isinstance(session, SessionRecord) else parse_record(session)
        if (not isinstance(record, SessionRecord) or record.game != table.game
                or record.players != table.players or record.rules != table.rules):
            return None
        *finished, current = record.hands
        past = [hand.final_state() for hand in finished]
        states = current.states()
        pad = Scorepad(table.players, table.rules, game=table.game)
        for number, hand in enumerate([*past, states[-1]], start=1):
            if not hand.is_over and number <= len(past):
                raise InvalidRecordError(f"hand {number} on the sheet is not finished")
            if hand.is_over:
                pad.add(hand)
        marks = _marks(data.get("undo", []), len(states) - 1)
        declined = _acts(data.get("declined", []), "declined acts")
    except JojotteError as error:
        raise ValueError(str(error)) from None
    return KeptGame(past, states, pad, marks, declined)


def keep_table(table: CardTable, key: str = "practice", store: Store | None = None, *,
               noun: str = "game", place: w.Box | None = None,
               sheet: bool | None = None) -> Keeper:
    """Keep a table's game after every move, and offer a kept one back.

    The bar goes at the top of the table (or of ``place``, the widget the table is part
    of); while its offer waits the rest is hidden, so no move can write over the kept
    game. A kept text that cannot be read is said in one sentence, and the fresh game is
    played (and kept) instead. A finished rubber is forgotten, not offered back.

    Args:
        table: the card table.
        key: the name its game is kept under (one per kind of table).
        store: where it is kept (default: JupyterLite's drive, or memory).
        noun: what is kept, in the offer's words ("game", "rubber").
        place: the widget whose top the bar goes to (default: the table).
        sheet: the score sheet is shown (the offer counts its hands; default: the
            table's own ``sheet``).
    """
    trouble: list[str] = []
    counted = table.sheet if sheet is None else sheet

    def describe(text: str) -> str | None:
        try:
            kept = read_kept(text, table)
        except ValueError as error:
            trouble.append(str(error))
            return None
        return None if kept is None else kept.words(table.me, counted)

    def resume(text: str) -> None:
        kept = read_kept(text, table)
        assert kept is not None  # read once already, when offered
        table.restore(kept.states, kept.past, marks=kept.marks, declined=kept.declined,
                      words=f"Your {noun} goes on.")

    keeper = Keeper(key, lambda: kept_text(table), describe, resume, store, noun=noun)
    if trouble:
        keeper.words.value = (f'<div class="jj-keep" role="status">The {noun} kept in this '
                              f"browser could not be read ({html.escape(trouble[0])}), so "
                              f"a fresh {noun} starts.</div>")
        keeper.children = (keeper.words,)
    place_above(keeper, table if place is None else place)

    def moved(*_: Any) -> None:
        if keeper.pending:
            return
        if table.state.is_over and table.pad.rubber_over:
            keeper.forget()  # a finished rubber is not worth offering back
        else:
            keeper.save()

    # After every move; "Play on" with no computer act after it changes only ``waiting``.
    table.observe(moved, names=["html", "waiting"])
    moved()
    return keeper
