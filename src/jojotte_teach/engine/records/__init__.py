"""Hand records and sessions of any registered game: reading, replaying, writing (HAND_RECORD.md).

>>> from jojotte_teach.engine.cards import DECK
>>> rec = parse_record({"format": "jojotte-hand/1", "players": ["Ann", "Bob"],
...     "dealer": "Bob", "deal": {"deck": [c.text for c in DECK]},
...     "actions": ["Ann pass", "Bob pass", "Ann pass", "Bob pass"]})
>>> rec.final_state().phase
<Phase.THROWN_IN: 'thrown in'>
>>> record_to_json(rec)["deal"]["turn_up"]
'10H'
"""

from .reading import (
    HAND_FORMAT,
    MAX_RECORD_CHARS,
    SESSION_FORMAT,
    load_record,
    loads_record,
    parse_record,
)
from .sessions import HandRecord, SessionRecord, check_dealer, next_dealer
from .writing import dumps_record, record_from_state, record_to_json, session_to_json

__all__ = [
    "HAND_FORMAT",
    "MAX_RECORD_CHARS",
    "SESSION_FORMAT",
    "HandRecord",
    "SessionRecord",
    "check_dealer",
    "dumps_record",
    "load_record",
    "loads_record",
    "next_dealer",
    "parse_record",
    "record_from_state",
    "record_to_json",
    "session_to_json",
]
