"""The book's worked examples: hand records in ``book/examples/<name>.json``.

The pages and the tests read the same files, so the prose cannot drift from
the engine. The package's wheel carries them too (``jojotte_teach/book/examples``),
so a page copied anywhere runs with the installed package alone.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.records import HandRecord, SessionRecord, load_record
from ..engine.scorepad import Scorepad
from ..engine.scoring import HandScore, score_hand
from ..engine.state import HandState

__all__ = [
    "example",
    "example_path",
    "example_places",
    "example_score",
    "example_state",
    "hand_example",
]

#: The repository's root, when the package runs from a checkout (``src/jojotte_teach/book``).
_REPOSITORY = Path(__file__).resolve().parents[3]
#: The examples the installed package carries (the wheel puts book/examples there).
PACKAGED = Path(__file__).resolve().parent / "examples"


def example_places() -> list[Path]:
    """Where examples are looked for, in order: ``./examples``, ``../examples``,
    ``./book/examples`` (a reader's own beside the page come first), the package's own,
    and the repository's ``book/examples`` (the package run from a checkout)."""
    here = Path.cwd()
    places = [here / "examples", here.parent / "examples", here / "book" / "examples",
              PACKAGED, _REPOSITORY / "book" / "examples"]
    unique: list[Path] = []
    for place in places:
        if place not in unique:
            unique.append(place)
    return unique


def example_path(name: str) -> Path:
    """The file of an example, by name (``"first-hand"``) or file name (``"first-hand.json"``).

    Raises:
        FileNotFoundError: no such example (the message lists every place searched).
        ValueError: the name is empty or has a folder in it.

    >>> example_path("no-such-example")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    FileNotFoundError: no example "no-such-example": looked for no-such-example.json in ...
    """
    if not name or "/" in name or "\\" in name:
        raise ValueError(f'"{name}" is not an example name (write the file name without a '
                         "folder, such as first-hand)")
    file = name if name.endswith(".json") else f"{name}.json"
    places = example_places()
    for place in places:
        if (place / file).is_file():
            return place / file
    raise FileNotFoundError(f'no example "{name}": looked for {file} in '
                            + ", ".join(str(p) for p in places))


def example(name: str) -> HandRecord | SessionRecord:
    """Read an example: a hand record or a session, checked by the engine.

    Raises:
        FileNotFoundError: no such example.
        InvalidRecordError, InvalidNotationError: the file is not a valid record.
    """
    return load_record(example_path(name))


def hand_example(name: str) -> HandRecord:
    """An example that must be a single hand.

    Raises:
        ValueError: the example is a session.
    """
    record = example(name)
    if not isinstance(record, HandRecord):
        raise ValueError(f'example "{name}" is a session of {len(record.hands)} hands, not '
                         "one hand")
    return record


def example_state(name: str, step: int | None = None) -> HandState:
    """An example hand's state: at its end, or after its first ``step`` actions.

    ``step`` counts the record's actions (the passes a record leaves out after the
    draw are not counted).

    Raises:
        ValueError: the example is a session, or ``step`` is out of range.
    """
    record = hand_example(name)
    if step is None:
        return record.final_state()
    if not 0 <= step <= len(record.actions):
        raise ValueError(f'example "{name}" has {len(record.actions)} actions: step must be '
                         f"between 0 and {len(record.actions)}, not {step}")
    cut = HandRecord(record.rules, record.players, record.deal, record.actions[:step])
    return cut.final_state()


def example_score(name: str, prison: int = 0) -> HandScore | Scorepad:
    """The score of an example: a :class:`HandScore` for a hand, the sheet for a session.

    Raises:
        InvalidRecordError: the hand is not finished.
    """
    record = example(name)
    if isinstance(record, SessionRecord):
        return record.sheet()
    return score_hand(record.final_state(), prison)
