"""The command line: ``jojotte-teach score|replay|analyse FILE`` and ``match``.

The same commands run as ``python -m jojotte_teach``; ``--version`` prints the
package's version.

``score`` prints the JSON of HAND_RECORD.md; ``replay`` a readable account;
``analyse`` the exact value of each legal card in a record that stops during the
play; ``match`` plays computer players against each other and prints the result.
Any bad record or argument: one line on standard error naming the problem, exit
status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from . import __version__
from .engine.errors import InvalidRecordError, JojotteError, one_line, quoted
from .engine.records import HandRecord, SessionRecord, load_record
from .engine.scoring import score_hand

EXIT_BAD_INPUT = 2


def score_json(record: HandRecord | SessionRecord) -> dict[str, object]:
    """The ``score`` command's object for a record.

    Raises:
        JojotteError: the record is wrong or the hand unfinished.
    """
    if isinstance(record, SessionRecord):
        return record.sheet().to_json()
    return score_hand(record.final_state()).to_json()


def _score(path: str) -> str:
    return json.dumps(score_json(load_record(path)), indent=2)


def _replay(path: str) -> str:
    from .engine.game import TellsActions

    record = load_record(path)
    if isinstance(record.game.rules, TellsActions):  # each action told by its own rules
        from .render import told_account as account
    else:
        from .render import account  # type: ignore[no-redef]
    if isinstance(record, SessionRecord):
        return account.session_account(record)
    return account.hand_account(record)


def _analyse(path: str) -> str:
    from .ai.analysis import analyse

    record = load_record(path)
    if isinstance(record, SessionRecord):
        raise InvalidRecordError("analyse needs a hand record (jojotte-hand/1), not a session")
    return json.dumps(analyse(record.final_state()).to_json(), indent=2)


def _match(players: str | None, hands: int | None, seed: int, rules: str | None,
           game: str = "two") -> str:
    from .ai.match import play_match
    from .engine.game import get_game

    table = get_game(game)  # an unknown game: one line naming the known ones
    two = table.seats == 2
    players = players if players is not None else (
        "expert,heuristic" if two else "heuristic,random")
    kinds = [p.strip() for p in players.split(",")]
    if len(kinds) != 2 or not all(kinds):
        raise ValueError(f'--players takes two players separated by a comma, not {quoted(players)}')
    # 20 hands at two players; 24 at a table: four deals at three, three in cutthroat,
    # twelve in a partnership.
    default = 20 if two else 24
    result = play_match((kinds[0], kinds[1]), default if hands is None else hands, seed,
                        table.rules.profile(rules), table)
    return json.dumps(result.to_json(), indent=2)


#: The command's name, as installed (``python -m jojotte_teach`` passes its own).
PROG = "jojotte-teach"


def _parser(prog: str = PROG) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Jo-Jotte from the command line: score, replay and analyse hand "
                    "records, and play the computer players against each other.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    score = commands.add_parser("score", help="print a hand's or a session's score as JSON")
    score.add_argument("file", help="a hand record or session (JSON)")
    replay = commands.add_parser("replay", help="print a readable account of a hand")
    replay.add_argument("file", help="a hand record or session (JSON)")
    analyse = commands.add_parser(
        "analyse", help="value every legal card of a record that stops during the play")
    analyse.add_argument("file", help="a hand record (JSON) stopping during the play")
    match = commands.add_parser("match", help="play computer players against each other")
    match.add_argument("--game", default="two",
                       help="the table: two players (default), three, partnership or cutthroat; "
                            "or a game of the family, klaberjass or belote")
    match.add_argument("--players", default=None,
                       help="two of random, heuristic, expert, separated by a comma "
                            "(default: expert,heuristic; at a table heuristic,random)")
    match.add_argument("--hands", type=int, default=None,
                       help="hands to play (two players: even, each deal played twice, seats "
                            "swapped, default 20; at a table a multiple of the seatings of a "
                            "deal: 6 at three, 2 in a partnership, 8 in cutthroat; default 24)")
    match.add_argument("--seed", type=int, default=0, help="fixes the deals and the players")
    match.add_argument("--rules", default=None,
                       help="the rule profile (Jo-Jotte: pagat, the default, or denexa; "
                            "Belote: denexa, the default, or citizendium)")
    return parser


def main(argv: Sequence[str] | None = None, prog: str = PROG) -> int:
    """Run the command line; returns the exit status (``prog`` names it in the usage)."""
    args = _parser(prog).parse_args(argv)
    if args.command == "match":
        try:
            text = _match(args.players, args.hands, args.seed, args.rules, args.game)
        except (JojotteError, ValueError) as error:
            print(f"match: {one_line(str(error))}", file=sys.stderr)
            return EXIT_BAD_INPUT
        _emit(text)
        return 0
    try:
        if args.command == "score":
            text = _score(args.file)
        elif args.command == "replay":
            text = _replay(args.file)
        else:
            text = _analyse(args.file)
    except JojotteError as error:
        print(f"{one_line(args.file)}: {one_line(str(error))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except (RecursionError, MemoryError, ValueError) as error:
        # Whatever a hostile file provokes deeper down is still one line, never a traceback.
        print(f"{one_line(args.file)}: cannot be processed ({type(error).__name__}: "
              f"{one_line(str(error))[:200]})", file=sys.stderr)
        return EXIT_BAD_INPUT
    _emit(text)
    return 0


def _emit(text: str) -> None:
    """Print the result; a reader that stops early (``| head``) is no error."""
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:
        # Python would complain again when it flushes at exit: point stdout elsewhere.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
