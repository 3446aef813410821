"""Malformed three- and four-player records: exit status 2 and one line naming the problem.

Each case damages a hand-worked golden record in one way HAND_RECORD.md forbids: the
wrong number of players, no deck, a forced step written, a choice left out, a player
acting out of turn, the cutthroat dealer acting, a session whose deal does not pass
to the left.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach.cli import main

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def golden(name: str) -> Any:
    return json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))


def _replace_action(data: Any, index: int, text: str) -> None:
    data["actions"][index] = text


def _insert_action(data: Any, index: int, text: str) -> None:
    data["actions"].insert(index, text)


#: Three-player record 04: Cat deals; Cat accepts clubs; Bob doubles; Ann sides with
#: Bob, the defender; Cat does not redouble; nothing to say about Nullo; Cat does not
#: bid Slam (actions 1-10).
THREE_DOUBLED = "three/04-doubled-third-sides-defender"
#: Three-player record 02: Ann deals; Cat accepts spades; Ann withdraws, Bob defends.
THREE_WITHDRAW = "three/02-right-defends-and-wins-jojotte"

CASES: dict[str, tuple[str, Callable[[Any], None], str]] = {
    "two names at a three-player table": (
        THREE_DOUBLED, lambda d: d.update(players=["Ann", "Bob"]),
        '"players" must be a list of three names'),
    "a fourth name": (
        THREE_DOUBLED, lambda d: d.update(players=["Ann", "Bob", "Cat", "Dan"]),
        '"players" must be a list of three names'),
    "no deck": (
        THREE_DOUBLED, lambda d: d.update(deal={"hands": {}}),
        'the three game needs "deal": {"deck": [32 cards]}'),
    "a deck of 31 cards": (
        "partnership/01-accept-partner-melds-dix", lambda d: d["deal"]["deck"].pop(),
        "deal.deck has 31 cards, not 32"),
    "the doubler's forced defence written": (
        THREE_DOUBLED, lambda d: _insert_action(d, 9, "Bob defend"),
        "a forced step is not written in a record (THREE-5)"),
    "the Slam choice left out": (
        THREE_DOUBLED, lambda d: d["actions"].pop(9), 'action 10 "Bob meld'),
    "the right's choice left out": (
        THREE_WITHDRAW, lambda d: d["actions"].pop(7), "(THREE-"),
    "a player out of turn in the auction": (
        THREE_DOUBLED, lambda d: _replace_action(d, 0, "Bob pass"),
        "it is Ann's turn to call (THREE-2)"),
    "the cutthroat dealer calls": (
        "cutthroat/01-declarer-wins-dealer-copies-melds",
        lambda d: _insert_action(d, 0, "Dan pass"), "sits it out (CUT-1)"),
    "an unknown game": (
        THREE_DOUBLED, lambda d: d.update(game="five"), 'unknown game "five"'),
    "a partnership pass for Nullo": (
        "partnership/06-nullo-made-by-defender",
        lambda d: _replace_action(d, d["actions"].index("Dan nullo"), "Dan pass"),
        "(FOUR-"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_malformed_table_records_give_one_line(case: str, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    name, damage, expected = CASES[case]
    data = golden(name)
    damage(data)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["score", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, err
    assert expected in err, err


def test_a_session_whose_deal_does_not_pass_to_the_left(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = golden("three/10-rubber-session")
    data["hands"][1]["dealer"] = data["hands"][0]["dealer"]
    path = tmp_path / "session.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["score", str(path)]) == 2
    err = capsys.readouterr().err
    assert "hand 2" in err and "passes to the left" in err and "(THREE-1)" in err
