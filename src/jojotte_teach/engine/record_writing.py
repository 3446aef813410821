"""Writing records: a hand's record from its state, and records as JSON (HAND_RECORD.md).

>>> from jojotte_teach.engine import Deal, new_hand
>>> s = new_hand(Deal.from_seed(4, dealer=0), ("Ann", "Bob"))
>>> record_to_json(record_from_state(s))["players"]
['Ann', 'Bob']
"""

from __future__ import annotations

import json
from typing import Any

from .actions import Action, Verb
from .hand import HandState, Phase
from .records import HAND_FORMAT, SESSION_FORMAT, HandRecord, SessionRecord
from .state import apply, new_hand
from .table_records import deck_of


def record_from_state(state: HandState) -> HandRecord:
    """The record of a hand so far, from its state (passes after the draw left out).

    >>> from jojotte_teach.engine import Deal, legal_actions
    >>> s = new_hand(Deal.from_seed(4, dealer=0), ("Ann", "Bob"))
    >>> s = apply(s, legal_actions(s)[1])      # Bob accepts
    >>> [str(a) for a in record_from_state(s).actions]
    ['Bob accept']
    """
    if not state.game.is_two:
        return HandRecord(state.rules, state.players, state.deal, state.history)
    kept: list[Action] = []
    for before, action in zip(_states_before(state), state.history, strict=True):
        if before.phase is Phase.DECLARING and action.verb is Verb.PASS:
            continue
        kept.append(action)
    return HandRecord(state.rules, state.players, state.deal, tuple(kept))


def _states_before(state: HandState) -> list[HandState]:
    """The state before each action of the history."""
    current = new_hand(state.deal, state.players, state.rules)
    result = []
    for action in state.history:
        result.append(current)
        current = apply(current, action)
    return result


def record_to_json(record: HandRecord, *, standalone: bool = True) -> dict[str, Any]:
    """A hand record as JSON data (HAND_RECORD.md): for two players with the 20 cards that
    matter, for three or four with the whole deck."""
    deal, names = record.deal, record.players
    data: dict[str, Any] = {}
    if standalone:
        data["format"] = HAND_FORMAT
        if not record.game.is_two:
            data["game"] = record.game.name
        data.update(rules=record.rules.name, players=list(names))
    data["dealer"] = record.dealer
    if not record.game.is_two:
        data["deal"] = {"deck": [c.text for c in deck_of(deal)]}
        data["actions"] = [str(a) for a in record.actions]
        return data
    assert deal.information_card is not None  # two players: DRAW-2
    data["deal"] = {
        "hands": {names[s]: [c.text for c in deal.hands[s]] for s in (0, 1)},
        "turn_up": deal.turn_up.text,
        "draw": {names[s]: [c.text for c in deal.draw[s]] for s in (0, 1)},
        "info_card": deal.information_card.text,
    }
    data["actions"] = [str(a) for a in record.actions]
    return data


def session_to_json(session: SessionRecord) -> dict[str, Any]:
    """A session as JSON data (HAND_RECORD.md)."""
    game = {} if session.game.is_two else {"game": session.game.name}
    return {
        "format": SESSION_FORMAT,
        **game,
        "rules": session.rules.name,
        "players": list(session.players),
        "hands": [record_to_json(h, standalone=False) for h in session.hands],
    }


def dumps_record(record: HandRecord | SessionRecord) -> str:
    """A record as indented JSON text."""
    data = session_to_json(record) if isinstance(record, SessionRecord) else record_to_json(
        record)
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


__all__ = ["dumps_record", "record_from_state", "record_to_json", "session_to_json"]
