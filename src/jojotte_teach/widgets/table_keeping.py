"""Keeping a game at three or four in the browser, its rubber and the hand at the table.

A :class:`~.table_game.TableGame` is kept as a session record (HAND_RECORD.md, with
its ``game`` field): the rubber's finished hands, then the hand at the table with
every action so far. Read back, it rebuilds the same position and the same score
sheet. Two things a record does not hold come with it, in a small wrapper of its
own (``jojotte-kept-table/1``): the acts without a turn (melds, the dix) the reader
declined with "Play on", and where each Undo goes back to::

    {"format": "jojotte-kept-table/1", "declined": ["You meld AS KS QS"],
     "undo": [[0, []], [4, []]], "session": {"format": "jojotte-session/1", ...}}

>>> from jojotte_teach.widgets.keeping import MemoryStore
>>> store = MemoryStore()
>>> game = TableGame("three", seed=3, preview=False); keeper = keep_game(game, "three", store)
>>> game.call("accept"), keeper.pending
(True, False)
>>> again = TableGame("three", seed=8, preview=False); offer = keep_game(again, "three", store)
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

from ..engine.actions import Action
from ..engine.errors import InvalidRecordError, JojotteError
from ..engine.hand import HandState, Phase
from ..engine.records import session_to_json
from ..engine.records import (
    MAX_RECORD_CHARS,
    HandRecord,
    SessionRecord,
    loads_record,
    parse_record,
)
from ..engine.scorepad import Scorepad
from ..engine.jojotte.outcome import table_outcome
from .keeping import Keeper, Store, place_above, position_words
from .table_game import TableGame

__all__ = ["KEPT_FORMAT", "KeptGame", "game_record", "keep_game", "kept_text", "read_kept"]

#: The wrapper's format: a session record and what the table adds to it.
KEPT_FORMAT = "jojotte-kept-table/1"

Marks = list[tuple[int, frozenset[Action]]]


@dataclass(frozen=True)
class KeptGame:
    """A kept game read back: the rubber's finished hands, the hand at the table (every
    state), its sheet, where Undo goes back to and the acts declined with "Play on"."""

    past: list[HandState]
    states: list[HandState]
    pad: Scorepad
    marks: Marks
    declined: frozenset[Action]

    def words(self, you: str = "You") -> str | None:
        """Where the game stands, for the offer; None when it is not worth offering (a
        finished rubber, or a first hand nobody has touched)."""
        current = self.states[-1]
        if self.pad.rubber_over or (not self.past and not current.history):
            return None
        done = len(self.past) + (1 if current.is_over else 0)
        sheet = (f"{done} hand{'' if done == 1 else 's'} on the sheet" if done
                 else "no hand on the sheet")
        return f"{sheet}; {position_words(current, you)}"


def game_record(game: TableGame) -> SessionRecord:
    """The game as a session record: the rubber's finished hands, then the hand at the table.

    >>> game = TableGame("partnership", seed=2, preview=False)
    >>> record = game_record(game); record.game.name, len(record.hands)
    ('partnership', 1)
    """
    hands = [HandRecord(s.rules, s.players, s.deal, s.history)
             for s in [*game._past, game.state]]  # every action: replayed, the same states
    return SessionRecord(game.rules, game.players, tuple(hands), game.game)


def kept_text(game: TableGame) -> str:
    """The text a game is kept as: its session record in the table's wrapper.

    >>> data = json.loads(kept_text(TableGame("cutthroat", seed=4, preview=False)))
    >>> data["format"], data["session"]["game"]
    ('jojotte-kept-table/1', 'cutthroat')
    """
    data = {
        "format": KEPT_FORMAT,
        "declined": sorted(str(a) for a in game._declined),
        "undo": [[index, sorted(str(a) for a in acts)] for index, acts in game._marks],
        "session": session_to_json(game_record(game)),
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


def read_kept(text: str, game: TableGame) -> KeptGame | None:
    """A kept text read back for this table: None if it is another table's (another
    game, other players or rules).

    Raises:
        ValueError: the text is not a game this table can go on with (one sentence).

    >>> read_kept("{not json", TableGame("three", seed=3, preview=False))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: not valid JSON: Expecting property name ... at line 1, column 2
    """
    try:
        data: Any = None
        if len(text) <= MAX_RECORD_CHARS:
            try:
                data = json.loads(text)
            except (ValueError, RecursionError):
                data = None
        if not isinstance(data, dict) or data.get("format") != KEPT_FORMAT:
            loads_record(text)  # says what is wrong in the engine's words
            raise InvalidRecordError(f'not a kept table (format "{KEPT_FORMAT}")')
        record = parse_record(data.get("session"))
        if (not isinstance(record, SessionRecord) or record.game != game.game
                or record.players != game.players or record.rules != game.rules):
            return None
        *finished, current = record.hands
        past = [hand.final_state() for hand in finished]
        states = current.states()
        pad = Scorepad(game.players, game.rules, game=game.game)
        for number, hand in enumerate([*past, states[-1]], start=1):
            if not hand.is_over and number <= len(past):
                raise InvalidRecordError(f"hand {number} on the sheet is not finished")
            if hand.phase is Phase.THROWN_IN:
                pad.throw_in()
            elif hand.is_over:
                pad.add(table_outcome(hand))
        marks = _marks(data.get("undo", []), len(states) - 1)
        declined = _acts(data.get("declined", []), "declined acts")
    except JojotteError as error:
        raise ValueError(str(error)) from None
    return KeptGame(past, states, pad, marks, declined)


def keep_game(game: TableGame, key: str, store: Store | None = None) -> Keeper:
    """Keep a game at three or four after every move, and offer a kept one back.

    The bar goes at the top of the table; while its offer waits the table is hidden,
    so no move can write over the kept game. A kept text that cannot be read is said
    in one sentence, and the fresh game is played (and kept) instead.
    """
    trouble: list[str] = []

    def snapshot() -> str:
        return kept_text(game)

    def describe(text: str) -> str | None:
        try:
            kept = read_kept(text, game)
        except ValueError as error:
            trouble.append(str(error))
            return None
        return None if kept is None else kept.words(game.me)

    def resume(text: str) -> None:
        kept = read_kept(text, game)
        assert kept is not None  # read once already, when offered
        game.restore(kept.states, kept.past, marks=kept.marks, declined=kept.declined)

    keeper = Keeper(key, snapshot, describe, resume, store)
    if trouble:
        keeper.words.value = ('<div class="jj-keep" role="status">The game kept in this '
                              f"browser could not be read ({html.escape(trouble[0])}), so "
                              "a fresh game starts.</div>")
        keeper.children = (keeper.words,)
    place_above(keeper, game)
    # After every move; "Play on" with no computer act after it changes only ``waiting``.
    game.observe(lambda _: keeper.save(), names=["html", "waiting"])
    keeper.save()
    return keeper
