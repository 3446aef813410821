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
    records = [json.loads(p.read_text()) for p in sorted(GOLDEN.glob("*.json"))
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
