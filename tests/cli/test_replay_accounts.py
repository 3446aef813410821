"""``python -m jojotte_teach replay`` at every table: every golden record, in words.

Each golden record of tests/golden/three, partnership and cutthroat replays with exit
status 0, and its account says what the record's hand-worked ``.md`` says: who sides
with whom after a double, who defends, withdraws or bids Nullo or Slam, who sits the
hand out, and the games and the rubber of a session. A thrown-in hand and a record
that stops part-way are told too.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach.engine import DECK

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
RECORDS = sorted(p for game in ("three", "partnership", "cutthroat")
                 for p in (GOLDEN / game).glob("*.json")
                 if not p.name.endswith(".expected.json"))

#: What each record's account must say, taken from the record's ``.md``.
EXPECTED: dict[str, list[str]] = {
    "three/01-declarer-wins-meld-interrogation-dix": [
        "Ann accepts hearts as trumps.",
        "Bob, on the declarer's left, defends (THREE-4).",
        "Cat, on the declarer's right, withdraws (THREE-4).",
        "Active pair (THREE-8): Ann declares, Bob defends.",
        "Cat is the inactive player and sits the hand out",
        'Bob: "A run of three."',
        "Bob shows A♣ K♣ Q♣",
        "Ann exchanges the 7♥ for the turn-up A♥ (DIX-1, THREE-8).",
    ],
    "three/02-right-defends-and-wins-jojotte": [
        "Ann, on the declarer's left, withdraws (THREE-4).",
        "Bob, on the declarer's right, defends (THREE-4).",
        "Active pair (THREE-8): Cat declares, Bob defends.",
        "Ann is the inactive player and sits the hand out",
        "Cat plays K♠ (jo!)",
    ],
    "three/03-redoubled-third-sides-declarer": [
        "Bob doubles Ann and becomes the defender.",
        "Cat sides with the declarer, Ann.",
        "Ann redoubles.",
        "Bob, the doubler, defends unless a Nullo stands (THREE-5; not written).",
        "Cat, who sided with the declarer, does not bid Nullo (THREE-5).",
        "Active pair (THREE-8): Ann declares, Bob defends.",
        "Cat is the inactive player and sits the hand out",
        "Ann scores 80 for melds (MELD-7).",
    ],
    "three/04-doubled-third-sides-defender": [
        "Bob doubles Cat and becomes the defender.",
        "Ann sides with the defender, Bob.",
        "Cat does not redouble.",
        "Ann sided with the defender, so may not bid Nullo (THREE-5).",
        "Active pair (THREE-8): Cat declares, Bob defends.",
        "Ann is the inactive player and sits the hand out",
        "Bob scores 50 for melds (MELD-7).",
    ],
    "three/05-notrump-overcall-tie-into-prison": [
        "Ann overcalls Bob's spades with No-trump.",
        "Bob, on the declarer's left, defends (THREE-4).",
        "Cat, on the declarer's right, withdraws (THREE-4).",
        "Cat is the inactive player and sits the hand out",
        "In prison after this hand:",
    ],
    "three/06-nullo-made-original-bidder-defends": [
        "Ann, on the declarer's left, defends (THREE-4).",
        "Bob, on the declarer's right, bids Nullo (THREE-4, SPEC-1).",
        "Bob's Nullo stands (THREE-6).",
        "Cat, on the Nullo bidder's left, defends against the Nullo (THREE-6).",
        "Active pair (THREE-8): Bob declares at Nullo, Cat defends.",
        "Ann is the inactive player and sits the hand out",
    ],
    "three/07-nullo-lost-forced-defender": [
        "Ann, on the declarer's left, withdraws (THREE-4).",
        "Bob, on the declarer's right, bids Nullo (THREE-4, SPEC-1).",
        "Cat, on the Nullo bidder's left, withdraws (THREE-6).",
        "Ann, the other opponent, must defend (THREE-6; not written).",
        "Active pair (THREE-8): Bob declares at Nullo, Ann defends.",
        "Cat is the inactive player and sits the hand out",
    ],
    "three/08-slam-over-nullo-made": [
        "Ann, on the declarer's left, withdraws (THREE-4).",
        "Bob, on the declarer's right, bids Nullo (THREE-4, SPEC-1).",
        "Cat, the original bidder, bids Slam (THREE-7, SPEC-3): it overrides Bob's Nullo.",
        "Ann, on the declarer's left, defends against the Slam (THREE-7).",
        "Active pair (THREE-8): Cat declares a Slam, Ann defends.",
        "Bob is the inactive player and sits the hand out",
    ],
    "three/09-thrown-in": [
        "the hand is thrown in (THREE-2)",
        "The deal passes to the left: Ann deals next (THREE-1).",
    ],
    "three/11-slam-forced-defence": [
        "Ann, the original bidder, bids Slam (THREE-7, SPEC-3).",
        "Cat, the other opponent, must defend (THREE-7; not written).",
        "Bob is the inactive player and sits the hand out",
    ],
    "three/10-rubber-session": [
        "=== Hand 4 ===",
        "Ann sides with the declarer, Bob.",
        "Ann wins the hand and takes the 110 points in prison",
        "*** Bob wins game 1 (GAME-1, THREE-13) ***",
        "*** Bob wins game 2 (GAME-1, THREE-13) ***",
        "Bob wins the rubber: 300 above the line (GAME-2, THREE-13)",
    ],
    "cutthroat/01-declarer-wins-dealer-copies-melds": [
        "Dan deals and sits out (MULTI-4C, CUT-1)",
        "Dan      deals and takes no cards (CUT-1)",
        "Cat, on the declarer's left, defends (THREE-4).",
        "Ann, on the declarer's right, withdraws (THREE-4).",
        "Active pair (THREE-8): Bob declares, Cat defends.",
        "Ann is the inactive player and sits the hand out",
        "Dan, the dealer, sits out (CUT-1).",
    ],
    "cutthroat/02-left-withdraws-right-defends-and-wins": [
        "Dan, on the declarer's left, withdraws (THREE-4).",
        "Bob, on the declarer's right, defends (THREE-4).",
        "Active pair (THREE-8): Cat declares, Bob defends.",
        "Dan is the inactive player and sits the hand out",
        "Ann, the dealer, sits out (CUT-1).",
    ],
    "cutthroat/03-doubled-sider-with-declarer": [
        "Ann doubles Dan and becomes the defender.",
        "Cat sides with the declarer, Dan.",
        "Dan does not redouble.",
        "Cat, who sided with the declarer, does not bid Nullo (THREE-5).",
        "Active pair (THREE-8): Dan declares, Ann defends.",
        "Cat is the inactive player and sits the hand out",
    ],
    "cutthroat/04-doubled-sider-with-defender-dix": [
        "Ann doubles Bob and becomes the defender.",
        "Dan sides with the defender, Ann.",
        "Dan sided with the defender, so may not bid Nullo (THREE-5).",
        "Active pair (THREE-8): Bob declares, Ann defends.",
        "Dan is the inactive player and sits the hand out",
        "Ann exchanges the 7♠ for the turn-up",
    ],
    "cutthroat/05-nullo-by-sider-after-double-lost": [
        "Cat sides with the declarer, Bob.",
        "Cat, who sided with the declarer, bids Nullo (THREE-5, SPEC-1).",
        "Ann, on the Nullo bidder's left, withdraws (THREE-6).",
        "Bob, the other opponent, must defend (THREE-6; not written).",
        "Active pair (THREE-8): Cat declares at Nullo, Bob defends.",
        "Ann is the inactive player and sits the hand out",
    ],
    "cutthroat/06-notrump-overcall-tie-into-prison": [
        "Cat overcalls Bob's hearts with No-trump.",
        "Dan, on the declarer's left, defends (THREE-4).",
        "Bob, on the declarer's right, withdraws (THREE-4).",
        "Bob is the inactive player and sits the hand out",
        "In prison after this hand:",
    ],
    "cutthroat/07-session-rubber": [
        "Cat sides with the declarer, Ann.",
        "the hand is thrown in (THREE-2)",
        "Ann, on the declarer's left, defends against the Slam (THREE-7).",
        "*** Cat wins game 1 (GAME-1, CUT-3) ***",
        "*** Dan wins game 2 (GAME-1, CUT-3) ***",
        "*** Cat wins game 3 (GAME-1, CUT-3) ***",
        "Game 3: Cat (2 hands)",
        "Cat wins the rubber: 300 above the line (GAME-2, CUT-3)",
    ],
    "partnership/01-accept-partner-melds-dix": [
        "Cat accepts hearts as trumps.",
        "Ann+Cat declare; Bob+Dan defend (FOUR-1).",
        "No special bids (FOUR-4).",
        "Bob gives the 7♥ to Dan, the dealer, and takes the turn-up 10♥",
        "Class B (sequence): Ann+Cat hold the best meld and score 60",
    ],
    "partnership/02-redoubled-by-partner-defenders-win": [
        "Dan doubles Cat's spades.",
        "Ann redoubles.",
        "Dan's double stood: Dan may not bid Nullo, Bob may (FOUR-4).",
        "Class A (four of a kind): Bob+Dan hold the best meld and score 100",
    ],
    "partnership/03-notrump-over-partner-declarers-lose": [
        "Ann overcalls Cat's hearts with No-trump.",
        "Ann+Cat declare; Bob+Dan defend (FOUR-1).",
    ],
    "partnership/04-jojotte-by-declarers-partner": [
        "Ann gives the 7♣ to Cat, the dealer, and takes the turn-up 10♣, before the second "
        "card of the first trick",
        "No melds declared.",
    ],
    "partnership/05-nullo-by-doublers-partner-lost": [
        "Bob's double stood: Bob may not bid Nullo, Dan may (FOUR-4).",
        "Dan bids Nullo (FOUR-4, SPEC-1): Bob+Dan must lose every trick.",
        "Ann+Cat do not bid Slam: the Nullo stands (FOUR-4).",
    ],
    "partnership/06-nullo-made-by-defender": [
        "Dan bids Nullo (FOUR-4, SPEC-1): Bob+Dan must lose every trick.",
    ],
    "partnership/07-slam-by-declarers-partner-over-nullo": [
        "Ann bids Nullo (FOUR-4, SPEC-1): Ann+Cat must lose every trick.",
        "Bob bids Slam (FOUR-4, SPEC-3): Bob+Dan must win all 8 tricks; it overrides the Nullo.",
        "Final contract: Dan: hearts, Slam.",
    ],
    "partnership/08-doubled-tie-into-prison": [
        "Ann's double stood: Ann may not bid Nullo, Cat may (FOUR-4).",
        "In prison after this hand:",
    ],
    "partnership/10-slam-by-the-declarer-lost": [
        "Ann bids Slam (FOUR-4, SPEC-3): Ann+Cat must win all 8 tricks.",
        "Ann+Cat bid Slam and lost a trick: nothing for tricks to them",
    ],
    "partnership/11-nullo-by-the-other-defender-made": [
        "Cat bids Nullo (FOUR-4, SPEC-1): Ann+Cat must lose every trick.",
        "Ann+Cat took no trick: Nullo made, 200 above the line (SCO-9)",
    ],
    "partnership/09-rubber-session": [
        "*** Ann+Cat win game 1 (GAME-1, FOUR-9) ***",
        "*** Bob+Dan win game 3 (GAME-1, FOUR-9) ***",
        "Bob+Dan win the rubber: 300 above the line (GAME-2, FOUR-9)",
    ],
}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "jojotte_teach", *args],
                          capture_output=True, text=True, check=False)


def replay(path: Path | str) -> str:
    result = run("replay", str(path))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return result.stdout


def name(path: Path) -> str:
    return f"{path.parent.name}/{path.name.removesuffix('.json')}"


def test_every_golden_record_has_expectations() -> None:
    assert sorted(EXPECTED) == sorted(name(p) for p in RECORDS)


@pytest.mark.parametrize("path", RECORDS, ids=name)
def test_golden_record_replays_in_words(path: Path) -> None:
    out = replay(path)
    for text in EXPECTED[name(path)]:
        assert text in out, text
    data = json.loads(path.read_text(encoding="utf-8"))
    hands = data.get("hands", [data])
    # Every hand names its dealer and ends with its score (or the throw-in).
    assert out.count("deals") >= len(hands)
    assert out.count("The score (with the rules used)") == len(hands)
    if "hands" in data:
        assert "=== The rubber ===" in out and "Grand totals:" in out


@pytest.mark.parametrize("game,players,passes,rule", [
    ("partnership", ["Ann", "Bob", "Cat", "Dan"], 8, "FOUR-2"),
    ("cutthroat", ["Ann", "Bob", "Cat", "Dan"], 6, "THREE-2"),
])
def test_a_thrown_in_hand(tmp_path: Path, game: str, players: list[str], passes: int,
                          rule: str) -> None:
    dealer = "Dan"
    order = [p for p in players if p != dealer] if game == "cutthroat" else players
    record = {"format": "jojotte-hand/1", "game": game, "players": players,
              "dealer": dealer, "deal": {"deck": [c.text for c in DECK]},
              "actions": [f"{order[i % len(order)]} pass" for i in range(passes)]}
    path = tmp_path / "thrown-in.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    out = replay(path)
    assert "Round two" in out
    assert f"the hand is thrown in ({rule})" in out
    assert "The deal passes to the left: Ann deals next" in out
    assert "The play" not in out
    if game == "cutthroat":
        assert "Dan deals and sits out (MULTI-4C, CUT-1)" in out
        assert "Dan      deals and takes no cards (CUT-1)" in out


def test_a_record_that_stops_after_the_first_card(tmp_path: Path) -> None:
    data: Any = json.loads((GOLDEN / "three/03-redoubled-third-sides-declarer.json")
                           .read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:data["actions"].index("Bob play AH") + 1]
    path = tmp_path / "partial.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = replay(path)
    assert "Cat sides with the declarer, Ann." in out
    assert "Active pair (THREE-8): Ann declares, Bob defends." in out
    assert out.rstrip().endswith("The record stops here; Ann is to act.")


def test_two_player_records_are_told_as_a_two_player_hand() -> None:
    out = replay(GOLDEN / "01-accept-nondealer-dix-jojotte.json")
    assert out.startswith("Jo-Jotte for two players (") and "Active pair" not in out


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    record = GOLDEN / "three" / "08-slam-over-nullo-made.json"
    # `| head -1` closes the pipe after the first line: replay must stop quietly.
    proc = subprocess.run(
        f'"{sys.executable}" -m jojotte_teach replay "{record}" | head -1',
        shell=True, capture_output=True, text=True, check=False)
    assert proc.stdout.startswith("Jo-Jotte for three players")
    assert proc.stderr == ""
