"""Damaged records never crash the command line: exit 0 or 2, and one line on error."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach.cli import main

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
ODD_VALUES: list[Any] = [None, 0, -1, 3.5, "", "JS", "Ann", "10X", [], {}, ["AS"], True,
                         "Ann play", "Bob bid", "Ann meld JS", "Ann play KH jotte"]


def leaves(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON document, as a path of keys and indexes."""
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += leaves(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += leaves(value, (*path, i))
    return found


def damaged(data: Any, rng: random.Random) -> Any:
    data = copy.deepcopy(data)
    path = rng.choice(leaves(data)[1:])
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    roll = rng.random()
    if roll < 0.2 and isinstance(parent, list):
        del parent[path[-1]]
    elif roll < 0.3 and isinstance(parent, list):
        parent.insert(path[-1], copy.deepcopy(parent[path[-1]]))
    else:
        parent[path[-1]] = rng.choice(ODD_VALUES)
    return data


def test_damaged_records_give_one_line_or_a_score(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    paths = sorted([*GOLDEN.glob("*.json"), *GOLDEN.glob("*/*.json")])
    records = [json.loads(p.read_text()) for p in paths
               if not p.name.endswith(".expected.json")]
    assert len(records) >= 15
    rng = random.Random(1937)
    outcomes = {0: 0, 2: 0}
    for i in range(400):
        path = tmp_path / f"r{i}.json"
        path.write_text(json.dumps(damaged(rng.choice(records), rng)))
        for command in ("score", "replay"):
            status = main([command, str(path)])
            out, err = capsys.readouterr()
            assert status in (0, 2)
            outcomes[status] += 1
            if status == 2:
                assert out == "" and len(err.strip().splitlines()) == 1, err
            else:
                assert err == "" and out
    assert outcomes[2] > 700 and outcomes[0] > 0


def _golden(name: str) -> Any:
    return json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))


def _with(change: Any) -> str:
    data = _golden("09-tie-into-prison")
    change(data)
    return json.dumps(data)


#: Hostile files (HAND_RECORD.md: "any file at all"), and a word the one line must hold.
HOSTILE: dict[str, tuple[str | bytes, str]] = {
    "nested arrays": ("[" * 1000 + "]" * 1000, "nested too deeply"),
    "nested in a record": ('{"format": "jojotte-hand/1", "players": ' + "[" * 5000
                           + "]" * 5000 + "}", "nested too deeply"),
    "a number of 6,000 digits": ("9" * 6000, "thousands of digits"),
    "a long number in a record": ('{"format": "jojotte-hand/1", "x": ' + "9" * 6000 + "}",
                                  "thousands of digits"),
    "a line break in a name": (_with(lambda d: d.update(players=["An\nn", "Bob"])), r"An\nn"),
    "a line break in a card": (_with(lambda d: d["deal"]["hands"]["Bob"].__setitem__(
        0, "A\nC")), r"A\nC"),
    "a line break in an action": (_with(lambda d: d["actions"].__setitem__(
        3, "Ann play 8S\nBob")), r"8S\nBob"),
    "a bell in an action": (_with(lambda d: d["actions"].__setitem__(3, "Ann play 8\aS")),
                            r"\u0007"),
    "a line separator in the dealer": (_with(lambda d: d.update(dealer="Bob\u2028X")),
                                       r"\u2028"),
    "a line break in the profile": (_with(lambda d: d.update(rules="pa\ngat")), r"pa\ngat"),
    "a format that is a list": (_with(lambda d: d.update(format=[[["x"]]])), "a list"),
    "not text": (bytes(range(256)) * 4, "UTF-8"),
    "10 MB": ('{"format": "jojotte-hand/1", "actions": [' + ",".join(['"Ann pass"'] * 1_000_000)
              + "]}", "too large"),
}


@pytest.mark.parametrize("name", list(HOSTILE))
@pytest.mark.parametrize("command", ["score", "replay", "analyse"])
def test_hostile_files_give_one_quoted_line(
    name: str, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content, expected = HOSTILE[name]
    path = tmp_path / "hostile.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    assert main([command, str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert expected in err


def test_a_record_of_10_mb_is_refused_before_it_is_read(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    path = tmp_path / "large.json"
    path.write_text(HOSTILE["10 MB"][0], encoding="utf-8")
    assert path.stat().st_size > 10_000_000
    assert main(["score", str(path)]) == 2
    assert "too large to be a record (11.0 MB" in capsys.readouterr().err
