"""``python -m jojotte_teach score|replay``: good records, and every kind of bad one.

A bad record gives exit status 2 and one clear line on standard error, never a traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import BASE_DEAL

FULL_HAND = {
    "format": "jojotte-hand/1",
    "rules": "pagat",
    "players": ["Ann", "Bob"],
    "dealer": "Bob",
    "deal": BASE_DEAL,
    "actions": [
        "Ann accept", "Bob pass", "Bob dix",
        "Bob play AC", "Ann play 9C",   # Bob 10
        "Bob play 8C", "Ann play KC",   # Ann 5
        "Ann play JS", "Bob play 8S",   # Ann 20 (no trump beats the Jack: any trump)
        "Ann play 9S", "Bob play 10S",  # Ann 25 (Bob took 10S with the dix)
        "Ann play QS", "Bob play AS",   # Bob 15 (AS beats QS, so it must be played)
        "Bob play KH", "Ann play AH",   # Ann 15
        "Ann play 10H", "Bob play QH",  # Ann 15
        "Ann play 8H", "Bob play 9D",   # Ann 0 (Bob has no heart and no trump left)
        "Ann play 7D", "Bob play JD",   # Bob 0, and the last trick
    ],
}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "jojotte_teach", *args],
                          capture_output=True, text=True, check=False)


def write(tmp_path: Path, data: Any, name: str = "hand.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_score_prints_the_hand_record_json(tmp_path: Path) -> None:
    result = run("score", write(tmp_path, FULL_HAND))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    score = json.loads(result.stdout)
    # Worked by hand: Ann (declarer, spades) won six tricks: 5 + 20 + 25 + 15 + 15 + 0 = 80;
    # Bob three: 10 + 15 + 0 = 25, plus the last trick 10 = 35. 80 > 35: Ann writes 80
    # below, Bob his 35 above (SCO-5).
    assert score == {
        "thrown_in": False,
        "contract": {"declarer": "Ann", "strain": "S", "multiplier": 1, "special": None},
        "tricks": {"Ann": 6, "Bob": 3},
        "card_points": {"Ann": 80, "Bob": 25},
        "trick_score": {"Ann": 80, "Bob": 35},
        "meld_score": {"Ann": 0, "Bob": 0},
        "total_score": {"Ann": 80, "Bob": 35},
        "above": {"Ann": 0, "Bob": 35},
        "below": {"Ann": 80, "Bob": 0},
        "prison": 0,
    }


def test_replay_prints_a_readable_account(tmp_path: Path) -> None:
    result = run("replay", write(tmp_path, FULL_HAND))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Bob exchanges the 7♠ for the turn-up 10♠ (DIX-1)" in out
    assert " 9. Ann leads 7♦, Bob plays J♦: Bob wins (0 points)" in out
    assert "SCO-5" in out and "below" in out


def bad(tmp_path: Path, data: Any) -> str:
    result = run("score", write(tmp_path, data))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    return lines[0]


def changed(**kw: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(FULL_HAND))
    data.update(kw)
    return data


def test_not_json(tmp_path: Path) -> None:
    assert "not valid JSON" in bad(tmp_path, "{ not json")


def test_unknown_format(tmp_path: Path) -> None:
    assert 'unknown format "jojotte-hand/9"' in bad(tmp_path, changed(format="jojotte-hand/9"))


def test_unknown_profile(tmp_path: Path) -> None:
    assert 'unknown rule profile "hoyle"' in bad(tmp_path, changed(rules="hoyle"))


def test_a_card_twice(tmp_path: Path) -> None:
    deal = json.loads(json.dumps(BASE_DEAL))
    deal["turn_up"] = "JS"
    assert "J♠ appears twice" in bad(tmp_path, changed(deal=deal))


def test_wrong_card_count(tmp_path: Path) -> None:
    deal = json.loads(json.dumps(BASE_DEAL))
    deal["hands"]["Ann"] = deal["hands"]["Ann"][:5]
    assert "deal.hands.Ann has 5 cards, not 6" in bad(tmp_path, changed(deal=deal))
    line = bad(tmp_path, changed(deal={"deck": ["AS", "KS"]}))
    assert "deal.deck has 2 cards, not 32" in line


def test_bad_card_notation(tmp_path: Path) -> None:
    deal = json.loads(json.dumps(BASE_DEAL))
    deal["turn_up"] = "1OS"
    assert 'deal.turn_up: "1OS" is not a card' in bad(tmp_path, changed(deal=deal))
    line = bad(tmp_path, changed(actions=["Ann accept", "Bob pass", "Bob play ZZ"]))
    assert 'action 3: "ZZ" is not a card' in line


def test_unknown_player(tmp_path: Path) -> None:
    line = bad(tmp_path, changed(actions=["Carl accept"]))
    assert 'unknown player "Carl"' in line
    assert 'unknown dealer "Carl"' in bad(tmp_path, changed(dealer="Carl"))
    deal = json.loads(json.dumps(BASE_DEAL))
    deal["hands"]["Carl"] = deal["hands"].pop("Ann")
    assert 'unknown player "Carl"' in bad(tmp_path, changed(deal=deal))


def test_illegal_action_names_the_rule(tmp_path: Path) -> None:
    actions = [*FULL_HAND["actions"][:4], "Ann play 7D"]  # Ann holds clubs
    line = bad(tmp_path, changed(actions=actions))
    assert line.endswith('action 5 "Ann play 7D": Ann cannot play 7♦: Ann holds a club and '
                         "must follow suit (PLAY-2); legal: play K♣ play 9♣")


def test_unfinished_hand(tmp_path: Path) -> None:
    line = bad(tmp_path, changed(actions=FULL_HAND["actions"][:7]))
    assert "the hand is not finished: 2 of 9 tricks played" in line


def test_missing_file(tmp_path: Path) -> None:
    result = run("score", str(tmp_path / "nowhere.json"))
    assert result.returncode == 2 and "no such file" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("data", [[], {"format": "jojotte-hand/1"}, {
    "format": "jojotte-hand/1", "players": ["Ann", "Ann"], "dealer": "Ann", "deal": {}}])
def test_other_malformed_records(tmp_path: Path, data: Any) -> None:
    bad(tmp_path, data)


def test_a_session_scores_games_and_the_rubber(tmp_path: Path) -> None:
    hand = {k: FULL_HAND[k] for k in ("deal", "actions")}
    other = json.loads(json.dumps(hand))
    session = {"format": "jojotte-session/1", "players": ["Ann", "Bob"], "hands": [
        dict(hand, dealer="Bob"), dict(other, dealer="Ann")]}
    # The second hand has Ann deal, so Bob speaks first: "Ann accept" is out of turn.
    line = bad(tmp_path, session)
    assert line.endswith("(BID-1)") and "hand 2, action 1" in line
