"""``match``: deals played twice with seats swapped, the JSON and its arithmetic."""

from __future__ import annotations

import json
import math
import statistics
import subprocess
import sys
from typing import Any

import pytest

from jojotte_teach.ai.match import Z95, confidence_interval, play_match
from jojotte_teach.cli import main


def test_confidence_interval_arithmetic() -> None:
    values = [10.0, -20.0, 35.0, 5.0]
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(4)
    assert confidence_interval(values) == (round(mean - half, 2), round(mean + half, 2))
    assert confidence_interval([3.0]) is None
    assert confidence_interval([2.0, 2.0]) == (2.0, 2.0)


def test_a_tiny_match_adds_up() -> None:
    result = play_match(("heuristic", "random"), hands=8, seed=3)
    data = result.to_json()
    assert data["players"] == ["heuristic", "random"]
    assert data["hands"] == 8 and data["deals"] == 4
    assert len(result.differences) == 8
    deal_means = [(result.differences[i] + result.differences[i + 1]) / 2 for i in (0, 2, 4, 6)]
    assert result.deal_means == deal_means
    diff = data["score_difference"]
    assert diff["mean_per_hand"] == round(statistics.fmean(result.differences), 2)
    assert diff["ci95"] == list(confidence_interval(deal_means) or [])
    assert "above + below" in diff["definition"]
    won = data["hands_won"]
    assert won["heuristic"] == sum(1 for d in result.differences if d > 0)
    assert won["random"] == sum(1 for d in result.differences if d < 0)
    assert won["heuristic"] + won["random"] + won["neither"] == 8


def test_a_match_is_fixed_by_its_seed() -> None:
    a = play_match(("random", "random"), hands=6, seed=9).to_json()
    assert a == play_match(("random", "random"), hands=6, seed=9).to_json()
    assert a["players"] == ["random", "random"]
    assert set(a["hands_won"]) == {"random1", "random2", "neither"}
    assert a != play_match(("random", "random"), hands=6, seed=10).to_json()


def test_each_deal_is_played_from_both_seats() -> None:
    """Two identical players on both sides of a deal: the two results cancel exactly."""
    result = play_match(("heuristic", "heuristic"), hands=20, seed=4)
    assert all(m == 0 for m in result.deal_means)


@pytest.mark.parametrize("hands", [0, 3, -2])
def test_the_number_of_hands_must_be_even(hands: int) -> None:
    with pytest.raises(ValueError, match="even"):
        play_match(("random", "random"), hands=hands)


def test_the_command_prints_json(capsys: Any) -> None:
    assert main(["match", "--players", "heuristic,random", "--hands", "4", "--seed", "2"]) == 0
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert err == ""
    assert data["hands"] == 4 and data["players"] == ["heuristic", "random"]
    assert data == play_match(("heuristic", "random"), hands=4, seed=2).to_json()


@pytest.mark.parametrize("args,message", [
    (["--players", "heuristic"], "two players"),
    (["--players", "heuristic,oracle"], "unknown player 'oracle'"),
    (["--hands", "5", "--players", "random,random"], "even"),
    (["--rules", "klaberjass", "--players", "random,random"], "klaberjass"),
])
def test_bad_match_arguments_are_one_line(args: list[str], message: str) -> None:
    result = subprocess.run([sys.executable, "-m", "jojotte_teach", "match", *args],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 2
    assert result.stdout == ""
    assert message in result.stderr and result.stderr.count("\n") == 1
