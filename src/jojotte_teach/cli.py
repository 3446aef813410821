"""The command line: ``python -m jojotte_teach score|replay FILE``.

``score`` prints the JSON of HAND_RECORD.md; ``replay`` a readable account.
Any bad record: one line on standard error naming the problem, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .engine.errors import JojotteError
from .engine.records import HandRecord, SessionRecord, load_record
from .engine.scoring import score_hand

EXIT_BAD_INPUT = 2


def score_json(record: HandRecord | SessionRecord) -> dict[str, object]:
    """The ``score`` command's object for a record.

    Raises:
        JojotteError: the record is wrong or the hand unfinished.
    """
    if isinstance(record, SessionRecord):
        return record.scorepad().to_json()
    return score_hand(record.final_state()).to_json()


def _score(path: str) -> str:
    return json.dumps(score_json(load_record(path)), indent=2)


def _replay(path: str) -> str:
    from .render.text import hand_account, session_account

    record = load_record(path)
    if isinstance(record, SessionRecord):
        return session_account(record)
    return hand_account(record)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m jojotte_teach",
        description="Jo-Jotte hand records: score them or replay them.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    score = commands.add_parser("score", help="print a hand's or a session's score as JSON")
    score.add_argument("file", help="a hand record or session (JSON)")
    replay = commands.add_parser("replay", help="print a readable account of a hand")
    replay.add_argument("file", help="a hand record or session (JSON)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        text = _score(args.file) if args.command == "score" else _replay(args.file)
    except JojotteError as error:
        print(f"{args.file}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(text)
    return 0
