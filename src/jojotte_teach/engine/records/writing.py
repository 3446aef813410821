"""Writing records: a hand's record from its state, and records as JSON (HAND_RECORD.md).

>>> from jojotte_teach.engine import Deal, new_hand
>>> s = new_hand(Deal.from_seed(4, dealer=0), ("Ann", "Bob"))
>>> record_to_json(record_from_state(s))["players"]
['Ann', 'Bob']
"""

from __future__ import annotations

import json
from typing import Any

from ..game import get_game
from ..hand import HandState
from ..state import apply, new_hand
from .reading import HAND_FORMAT, SESSION_FORMAT
from .sessions import HandRecord, SessionRecord


def record_from_state(state: HandState) -> HandRecord:
    """The record of a hand so far, from its state (passes after the draw left out).

    >>> from jojotte_teach.engine import Deal, legal_actions
    >>> s = new_hand(Deal.from_seed(4, dealer=0), ("Ann", "Bob"))
    >>> s = apply(s, legal_actions(s)[1])      # Bob accepts
    >>> [str(a) for a in record_from_state(s).actions]
    ['Bob accept']
    """
    rules = state.game.rules
    kept = tuple(action for before, action in zip(_states_before(state), state.history,
                                                  strict=True)
                 if rules.is_written(before, action))
    return HandRecord(state.rules, state.players, state.deal, kept)


def _states_before(state: HandState) -> list[HandState]:
    """The state before each action of the history."""
    current = new_hand(state.deal, state.players, state.rules)
    result = []
    for action in state.history:
        result.append(current)
        current = apply(current, action)
    return result


def record_to_json(record: HandRecord, *, standalone: bool = True) -> dict[str, Any]:
    """A hand record as JSON data (HAND_RECORD.md): at two players with the 20 cards that
    matter, in the other games with the whole deck."""
    deal, names, game = record.deal, record.players, record.game
    data: dict[str, Any] = {}
    if standalone:
        data["format"] = HAND_FORMAT
        data.update(_game_field(record))
        data.update(rules=record.rules.name, players=list(names))
    data["dealer"] = record.dealer
    if not game.rules.cards_form:
        data["deal"] = {"deck": [c.text for c in game.rules.deck_of(deal)]}
    else:
        assert deal.information_card is not None  # two players: DRAW-2
        data["deal"] = {
            "hands": {names[s]: [c.text for c in deal.hands[s]] for s in range(game.seats)},
            "turn_up": deal.turn_up.text,
            "draw": {names[s]: [c.text for c in deal.draw[s]] for s in range(game.seats)},
            "info_card": deal.information_card.text,
        }
    data["actions"] = [str(a) for a in record.actions]
    return data


def _game_field(record: HandRecord | SessionRecord) -> dict[str, str]:
    """A record names its game, but two-player Jo-Jotte, the default (HAND_RECORD.md)."""
    return {} if record.game == get_game(None) else {"game": record.game.name}


def session_to_json(session: SessionRecord) -> dict[str, Any]:
    """A session as JSON data (HAND_RECORD.md)."""
    return {
        "format": SESSION_FORMAT,
        **_game_field(session),
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
