"""``match --game``: table matches, seated so every kind sits in every seat, and their JSON."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from typing import Any

import pytest

from jojotte_teach.ai.match import confidence_interval, get_player, play_match, seatings
from jojotte_teach.cli import main
from jojotte_teach.engine import get_game

FIELDS = {"players", "game", "rules", "seed", "hands", "deals", "hands_per_deal",
          "score_difference", "hands_won", "thrown_in"}


@pytest.mark.parametrize("game,per_deal", [("three", 6), ("partnership", 2), ("cutthroat", 8)])
def test_every_kind_sits_in_every_seat(game: str, per_deal: int) -> None:
    table = get_game(game)
    plan = seatings(table)
    assert len(plan) == per_deal
    for seat in range(table.seats):
        assert {kinds[seat] for kinds in plan} == {0, 1}
    if table.partnerships:  # one kind holds a whole side
        assert all(kinds[0] == kinds[2] and kinds[1] == kinds[3] != kinds[0] for kinds in plan)


@pytest.mark.parametrize("game", ["three", "partnership", "cutthroat"])
def test_a_match_is_fixed_by_its_seed_and_its_json_adds_up(game: str) -> None:
    per_deal = len(seatings(get_game(game)))
    result = play_match(("heuristic", "random"), 3 * per_deal, seed=5, game=game)
    data = result.to_json()
    assert data == play_match(("heuristic", "random"), 3 * per_deal, seed=5,
                                    game=game).to_json()
    assert set(data) == FIELDS
    assert data["players"] == ["heuristic", "random"] and data["game"] == game
    assert data["hands"] == 3 * per_deal and data["deals"] == 3
    assert data["hands_per_deal"] == per_deal and data["rules"] == "pagat"
    diff = data["score_difference"]
    assert set(diff) == {"definition", "mean_per_hand", "ci95"}
    assert "above + below" in diff["definition"]
    assert diff["mean_per_hand"] == round(statistics.fmean(result.differences), 2)
    deal_means = [statistics.fmean(result.differences[i:i + per_deal])
                  for i in range(0, 3 * per_deal, per_deal)]
    assert result.deal_means == pytest.approx(deal_means)
    assert diff["ci95"] == list(confidence_interval(deal_means) or [])
    won = data["hands_won"]
    assert won["heuristic"] == sum(1 for d in result.differences if d > 0)
    assert won["random"] == sum(1 for d in result.differences if d < 0)
    assert won["heuristic"] + won["random"] + won["neither"] == 3 * per_deal
    other = play_match(("heuristic", "random"), 3 * per_deal, seed=6, game=game)
    assert other.differences != result.differences


@pytest.mark.parametrize("kind", ["heuristic", "random"])
@pytest.mark.parametrize("game", ["three", "partnership", "cutthroat"])
def test_two_players_of_one_kind_cancel_on_every_deal(game: str, kind: str) -> None:
    """Each seat's player is seeded by the deal and the seat: from both chairs of every
    seating the same choices are made, so the differences cancel exactly."""
    per_deal = len(seatings(get_game(game)))
    result = play_match((kind, kind), 2 * per_deal, seed=3, game=game)
    assert all(m == 0 for m in result.deal_means)
    assert set(result.to_json()["hands_won"]) == {f"{kind}1", f"{kind}2", "neither"}


def test_bad_matches_are_refused() -> None:
    with pytest.raises(ValueError, match="multiple of 6"):
        play_match(("heuristic", "random"), 4, game="three")
    with pytest.raises(ValueError, match="multiple of 8"):
        play_match(("heuristic", "random"), 0, game="cutthroat")
    assert play_match(("heuristic", "random"), 2, game="two").hands_per_deal == 2
    with pytest.raises(ValueError, match="unknown player 'oracle'"):
        play_match(("heuristic", "oracle"), 2, game="partnership")
    assert get_player(" Random ", 3).name == "random"


def test_the_command_plays_a_table_match(capsys: Any) -> None:
    args = ["match", "--game", "three", "--players", "heuristic,random", "--hands", "6",
            "--seed", "2"]
    assert main(args) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert json.loads(out) == play_match(("heuristic", "random"), 6, seed=2,
                                               game="three").to_json()


def test_the_two_player_match_is_unchanged(capsys: Any) -> None:
    assert main(["match", "--players", "heuristic,random", "--hands", "2", "--seed", "4"]) == 0
    two = json.loads(capsys.readouterr()[0])
    assert main(["match", "--game", "two", "--players", "heuristic,random", "--hands", "2",
                 "--seed", "4"]) == 0
    assert json.loads(capsys.readouterr()[0]) == two == play_match(
        ("heuristic", "random"), hands=2, seed=4).to_json()


@pytest.mark.parametrize("args,message", [
    (["--game", "four"], "unknown game"),
    (["--game", "cutthroat", "--hands", "6"], "multiple of 8"),
    (["--game", "three", "--players", "heuristic,wizard"], "unknown player 'wizard'"),
])
def test_bad_table_match_arguments_are_one_line(args: list[str], message: str) -> None:
    result = subprocess.run([sys.executable, "-m", "jojotte_teach", "match", *args],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 2
    assert result.stdout == ""
    assert message in result.stderr and result.stderr.count("\n") == 1


def test_the_expert_sits_at_a_table_match() -> None:
    result = play_match(("expert", "heuristic"), hands=6, seed=2, game="three")
    assert result.hands == 6 and result.to_json()["players"] == ["expert", "heuristic"]
