"""``python -m jojotte_teach score|replay|analyse`` for Klaberjass and Belote: hands and
sessions (a drawn Klaberjass game, a tied Belote game), both Belote profiles, and every
bad record in one line with exit status 2.

Sessions are built from the golden records, whose scores were worked out by hand
(tests/golden/klaberjass, tests/golden/belote); a record played with the seats
exchanged scores the same with the columns exchanged.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
KLAB = GOLDEN / "klaberjass"
BELOTE = GOLDEN / "belote"
NAMES = ("Ann", "Bob", "Cat", "Dan")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "jojotte_teach", *args],
                          capture_output=True, text=True, check=False, timeout=120)


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def write(tmp_path: Path, data: Any, name: str = "record.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def one_line_error(result: subprocess.CompletedProcess[str], *needles: str) -> str:
    assert result.returncode == 2 and result.stdout == "", result.stdout
    assert len(result.stderr.splitlines()) == 1, result.stderr
    assert "Traceback" not in result.stderr
    for needle in needles:
        assert needle in result.stderr, result.stderr
    return result.stderr


def entry(record: dict[str, Any], *, swap: bool = False) -> dict[str, Any]:
    """A record as a session's hand; ``swap`` plays it with Ann and Bob exchanged."""
    actions = record["actions"]
    dealer = record["dealer"]
    if swap:
        other = {"Ann": "Bob", "Bob": "Ann"}
        actions = [other[a.split()[0]] + a[3:] for a in actions]
        dealer = other[dealer]
    return {"dealer": dealer, "deal": record["deal"], "actions": actions}


# ---------------------------------------------------------------- Klaberjass


def test_klaberjass_drawn_game(tmp_path: Path) -> None:
    # Golden 01 gives Ann 130, Bob 40; 05 Ann 110, Bob 0 (both dealt by Bob). Dealt by
    # Ann with the seats exchanged, the columns exchange. 130/40, +0/110, +110/0, +40/130:
    # 280 each, both past 250 in the last hand: a drawn game (KLAB-22).
    one, five = load(KLAB / "01-bidder-makes-dix-meld-jojotte.json"), load(
        KLAB / "05-notrump-overcall-equal-points.json")
    session = {"format": "jojotte-session/1", "game": "klaberjass", "players": ["Ann", "Bob"],
               "hands": [entry(one), entry(five, swap=True), entry(five),
                         entry(one, swap=True)]}
    result = run("score", write(tmp_path, session))
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert [h["below"] for h in data["hands"]] == [
        {"Ann": 130, "Bob": 40}, {"Ann": 0, "Bob": 110}, {"Ann": 110, "Bob": 0},
        {"Ann": 40, "Bob": 130}]
    assert data["games"] == [{"winner": None, "hands": 4}]
    assert data["rubber"] is None and data["totals"] == {"Ann": 280, "Bob": 280}
    replayed = run("replay", write(tmp_path, session))
    assert replayed.returncode == 0 and "The game is drawn after 4 hands (KLAB-22)." in (
        replayed.stdout)


def test_klaberjass_undecided_session_has_no_game(tmp_path: Path) -> None:
    one = load(KLAB / "01-bidder-makes-dix-meld-jojotte.json")
    session = {"format": "jojotte-session/1", "game": "klaberjass", "players": ["Ann", "Bob"],
               "hands": [entry(one)]}
    data = json.loads(run("score", write(tmp_path, session)).stdout)
    assert data["games"] == [] and data["totals"] == {"Ann": 130, "Bob": 40}


def test_klaberjass_hand_after_the_game_is_decided(tmp_path: Path) -> None:
    session = load(KLAB / "08-session-to-250-with-throw-in.json")
    session["hands"].append(entry(load(KLAB / "01-bidder-makes-dix-meld-jojotte.json")))
    one_line_error(run("score", write(tmp_path, session)), "hand 5", "decided", "(KLAB-22)")


def test_klaberjass_wrong_dealer_and_wrong_profile(tmp_path: Path) -> None:
    session = load(KLAB / "08-session-to-250-with-throw-in.json")
    session["hands"][1]["dealer"] = "Bob"
    one_line_error(run("score", write(tmp_path, session)), "hand 2", "(KLAB-4)")
    record = load(KLAB / "01-bidder-makes-dix-meld-jojotte.json")
    for name in ("pagat", "denexa", "citizendium"):
        record["rules"] = name
        one_line_error(run("score", write(tmp_path, record)), f'"{name}"', "fosdick")


def test_klaberjass_replay_and_analyse(tmp_path: Path) -> None:
    path = str(KLAB / "01-bidder-makes-dix-meld-jojotte.json")
    result = run("replay", path)
    assert result.returncode == 0, result.stderr
    text = result.stdout
    for words in ("Klaberjass (fosdick rules): Ann and Bob; Bob deals (KLAB-4).",
                  "Ann accepts hearts as trumps (KLAB-5).",
                  "Ann declares a run of three to the Ace of spades: A♠ K♠ Q♠ (20, KLAB-11).",
                  "Ann exchanges the seven of trumps for the turn-up 9♥ (KLAB-13).",
                  'Ann plays K♥ saying "Jo" (KLAB-18).', "Scored: Ann 130, Bob 40"):
        assert words in text, words
    record = load(KLAB / "01-bidder-makes-dix-meld-jojotte.json")
    record["actions"] = record["actions"][:5]  # Bob has led the A♣
    result = run("analyse", write(tmp_path, record))
    assert result.returncode == 0, result.stderr
    # Ann must follow with her only club: the exact search values it.
    assert json.loads(result.stdout)["to_move"] == "Ann"
    assert list(json.loads(result.stdout)["values"]) == ["8C"]
    record["actions"] = record["actions"][:2]  # the opening lead, after the draw
    result = run("analyse", write(tmp_path, record))
    values = json.loads(result.stdout)["values"]
    assert json.loads(result.stdout)["to_move"] == "Bob" and len(values) == 9


# ---------------------------------------------------------------- Belote


def capot_hand(dealer: str, side: int) -> dict[str, Any]:
    """A hand of one session: one player of ``side`` (0 Ann+Cat, 1 Bob+Dan) holds all
    the hearts and takes them; his partner and the two others hold a suit each. His side
    takes every trick: 152 + 100 (capot, BEL-19), belote 20 (BEL-14) and two sequences
    of eight, the trump one best (BEL-13): 472, written 470 (BEL-25)."""
    suits = {"H": NAMES[2 + side], "S": NAMES[0 + side], "D": NAMES[1 - side],
             "C": NAMES[3 - side]}
    holder = suits["H"]
    cards = {name: [f"{r}{s}" for r in ("A", "K", "Q", "J", "10", "9", "8", "7")]
             for s, name in suits.items()}
    start = (NAMES.index(dealer) + 1) % 4
    order = [NAMES[(start + i) % 4] for i in range(4)]
    first = {n: ([c for c in cards[n] if c != "QH"][:5]) for n in NAMES}
    deck = [c for n in order for c in first[n][:3]] + [c for n in order for c in first[n][3:]]
    deck.append("QH")
    deck += [c for n in order for c in cards[n] if c not in first[n] and c != "QH"]
    bidding = [f"{n} pass" for n in order[:order.index(holder)]] + [f"{holder} accept"]
    melds = [f"{n} meld {' '.join(cards[n])}" for n in order]
    leader = order[0]
    plays: list[str] = []
    left = {n: [c for c in cards[n]] for n in NAMES}
    hearts = ["JH", "9H", "AH", "10H", "KH belote", "QH rebelote", "8H", "7H"]
    if leader != holder:
        trick = [f"{n} play {left[n].pop(0)}" if n != holder else f"{n} play 7H"
                 for n in order]
        hearts.remove("7H")
        plays += trick
    turn = order[order.index(holder):] + order[:order.index(holder)]
    for word in hearts:
        for n in turn:
            plays.append(f"{n} play {word}" if n == holder else f"{n} play {left[n].pop(0)}")
    return {"dealer": dealer, "deal": {"deck": deck}, "actions": bidding + melds + plays}


def test_belote_tied_game(tmp_path: Path) -> None:
    # 470 to each side in turn, twice: 940 all; then golden record 07 (Ann+Cat 120,
    # Bob+Dan 70): 1,060 and 1,010, both above 1,000 in the same hand: a tie (BEL-26).
    seven = load(BELOTE / "07-rounded-to-tens.json")
    hands = [capot_hand("Dan", 0), capot_hand("Ann", 1), capot_hand("Bob", 0),
             capot_hand("Cat", 1), entry(seven)]
    session = {"format": "jojotte-session/1", "game": "belote", "players": list(NAMES),
               "hands": hands}
    result = run("score", write(tmp_path, session))
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert [h["below"] for h in data["hands"][:4]] == [
        {"Ann+Cat": 470, "Bob+Dan": 0}, {"Ann+Cat": 0, "Bob+Dan": 470}] * 2
    assert data["games"] == [{"winner": None, "hands": 5}]
    assert data["totals"] == {"Ann+Cat": 1060, "Bob+Dan": 1010} and data["rubber"] is None
    # citizendium: record 07 scores 115 and 67, not rounded, and each capot 472.
    session["rules"] = "citizendium"
    data = json.loads(run("score", write(tmp_path, session)).stdout)
    assert data["totals"] == {"Ann+Cat": 944 + 115, "Bob+Dan": 944 + 67}
    assert data["games"] == [{"winner": None, "hands": 5}]


def test_belote_hand_after_the_game_and_wrong_dealer(tmp_path: Path) -> None:
    session = load(BELOTE / "16-session-to-1000-with-throw-in.json")
    session["hands"].append(capot_hand("Dan", 1))
    one_line_error(run("score", write(tmp_path, session)), "hand 5", "decided", "(BEL-26)")
    session["hands"] = session["hands"][:2]
    session["hands"][1]["dealer"] = "Cat"
    one_line_error(run("score", write(tmp_path, session)), "hand 2", "to Ann", "(BEL-5)")


@pytest.mark.parametrize("rules", ["pagat", "fosdick", "DENEXA", ""])
def test_belote_wrong_profile(tmp_path: Path, rules: str) -> None:
    record = load(BELOTE / "13-forced-overtrump-and-undertrump.json")
    record["rules"] = rules
    one_line_error(run("score", write(tmp_path, record)), "unknown rule profile",
                   "denexa, citizendium")


@pytest.mark.parametrize("rules", ["denexa", "citizendium"])
def test_belote_replay_and_analyse(tmp_path: Path, rules: str) -> None:
    record = load(BELOTE / "13-forced-overtrump-and-undertrump.json")
    record["rules"] = rules
    result = run("replay", write(tmp_path, record))
    assert result.returncode == 0, result.stderr
    for words in (f"Belote ({rules} rules): Ann and Cat against Bob and Dan; Dan deals "
                  "(BEL-5).", "Ann takes hearts, the upcard's suit (BEL-6).",
                  "Cat declares a sequence of five to the Ace of diamonds",
                  'Dan plays Q♥ saying "Belote" (BEL-14).',
                  "Trick 1: Ann A♠, Bob 9♠, Cat 8♥, Dan 10♥: Dan wins (21)"):
        assert words in result.stdout, words
    scored = "Scored: Ann+Cat 260, Bob+Dan 40" if rules == "denexa" else (
        "Scored: Ann+Cat 261, Bob+Dan 41")
    assert scored in result.stdout
    # After the first trick (Dan won 21 of the 162), Belote's own search values Dan's
    # cards: each legal card, never more than the 141 points left.
    record["actions"] = record["actions"][:10]
    result = run("analyse", write(tmp_path, record))
    assert result.returncode == 0, result.stderr
    analysis = json.loads(result.stdout)
    assert analysis["to_move"] == "Dan"
    assert {"KH", "QH", "10C"} <= set(analysis["values"])
    assert all(0 <= v <= 141 for v in analysis["values"].values())


def test_belote_replay_of_a_session(tmp_path: Path) -> None:
    result = run("replay", str(BELOTE / "16-session-to-1000-with-throw-in.json"))
    assert result.returncode == 0, result.stderr
    assert "=== Hand 4 ===" in result.stdout
    assert "The game is won by Ann+Cat after 4 hands (BEL-26)." in result.stdout
    assert "Totals: Ann+Cat 1200, Bob+Dan 40" in result.stdout


def test_belote_refusals_in_one_line(tmp_path: Path) -> None:
    record = load(BELOTE / "14-missed-overtrump-refused.json")
    error = one_line_error(run("score", write(tmp_path, record)), 'action 29 "Ann play QS"',
                           "(BEL-17)")
    assert "Ann must overtrump: the opponents are winning and he holds a higher trump" in error
    record["actions"] = ["Ann accept", "Ann pass"]
    one_line_error(run("score", write(tmp_path, record)), "action 2", "(BEL-12)")
    record["actions"] = ["Ann pass"] * 1 + ["Bob pass", "Cat pass", "Dan pass"] * 1 + [
        "Ann pass", "Bob pass", "Cat pass", "Dan pass", "Ann accept"]
    one_line_error(run("score", write(tmp_path, record)), "action 9", "(BEL-7)")
    record["actions"] = ["Ann accept"]
    one_line_error(run("score", write(tmp_path, record)), "not finished")
