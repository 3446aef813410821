"""``analyse``: exact card values in a record's position, and clear errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach.ai.analysis import NotInPlayError, analyse
from jojotte_teach.ai.players import get_player, play_hand
from jojotte_teach.cli import main
from jojotte_teach.engine import (
    DENEXA,
    PAGAT,
    Action,
    Deal,
    HandState,
    Rules,
    Verb,
    apply,
    card_points,
    dumps_record,
    legal_actions,
    new_hand,
    record_from_state,
)

from .common import play_states


def brute_force(state: HandState) -> dict[str, int]:
    """Each legal card's points for the player to move, by trying every line of play in
    the engine itself (no solver): card points won from now on, plus the last trick's 10."""

    def value(s: HandState) -> int:
        """Points the player to move takes from here."""
        if s.is_over:
            return 0
        return max(after(s, a) for a in plays(s))

    def after(s: HandState, action: Action) -> int:
        mover = s.to_act
        t = apply(s, action)
        gained = 0
        if len(t.tricks) > len(s.tricks):
            trick = t.tricks[-1]
            points = sum(card_points(c, s.trump) for c in trick.cards)
            points += 10 if t.is_over else 0
            gained = points if trick.winner == mover else -points
            rest = value(t) if t.to_act == mover else -value(t)
        else:
            rest = -value(t)
        # The mover's points from here = gained + rest, counted against the points left.
        return gained + rest

    def plays(s: HandState) -> list[Action]:
        return [a for a in legal_actions(s) if a.verb is Verb.PLAY and a.announce is None]

    # Only the hands in play count: at three the third hand is set aside (THREE-8).
    left = sum(card_points(c, state.trump) for seat in state.active for c in state.hands[seat])
    left += sum(card_points(c, state.trump) for c in state.trick) + 10
    # after() gives (mover's points) - (opponent's points) among those still to be won.
    return {a.card.text: (left + after(state, a)) // 2 for a in plays(state) if a.card}


@pytest.mark.parametrize("rules", [PAGAT, DENEXA], ids=lambda r: r.name)
def test_analyse_agrees_with_trying_every_line(rules: Rules) -> None:
    states = play_states(range(40), 11, rules, player="heuristic")  # 3 or 4 cards left
    states += play_states(range(40), 12, rules, player="heuristic")
    assert len(states) > 20
    for state in states:
        assert state.contract is not None
        if state.contract.special == "nullo":
            continue
        got = analyse(state).to_json()
        assert got["to_move"] == state.players[state.to_act]
        assert got["values"] == brute_force(state)


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "jojotte_teach", *args],
                          capture_output=True, text=True, check=False)


def write(tmp_path: Path, data: Any) -> str:
    path = tmp_path / "hand.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_the_command_prints_the_values(tmp_path: Path) -> None:
    state = next(s for s in play_states(range(20), 13, player="heuristic")
                 if s.contract is not None and s.contract.special != "nullo")
    path = tmp_path / "late.json"
    path.write_text(dumps_record(record_from_state(state)), encoding="utf-8")
    result = run("analyse", str(path))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    printed = json.loads(result.stdout)
    assert printed == {"to_move": state.players[state.to_act], "values": brute_force(state)}
    assert set(printed["values"]) == {a.card.text for a in legal_actions(state) if a.card}


RECORD = {
    "format": "jojotte-hand/1", "rules": "pagat", "players": ["Ann", "Bob"], "dealer": "Bob",
    "deal": {"hands": {"Ann": ["JS", "9S", "AH", "10H", "KC", "7D"],
                       "Bob": ["AS", "8S", "KH", "QH", "9D", "8C"]},
             "turn_up": "10S", "draw": {"Ann": ["QS", "8H", "9C"], "Bob": ["7S", "AC", "JD"]},
             "info_card": "7H"},
}


@pytest.mark.parametrize("actions,message", [
    (["Ann pass"], "not stop during the play: the auction is still going on"),
    (["Ann accept", "Bob pass", "Bob nullo"], "Nullo hand (SPEC-1)"),
    (["Ann pass", "Bob pass", "Ann pass", "Bob pass"], "thrown in (BID-3)"),
    (["Ann accept", "Bob pass", "Bob play 7D"], "DRAW-1"),
])
def test_records_it_cannot_analyse_are_named(tmp_path: Path, actions: list[str],
                                             message: str, capsys: Any) -> None:
    path = write(tmp_path, {**RECORD, "actions": actions})
    if "nullo" in actions[-1]:  # Nullo is bid; play a card so the record is in the play
        path = write(tmp_path, {**RECORD, "actions": [*actions, "Ann play AH"]})
    assert main(["analyse", path]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_finished_hand_and_a_session_are_refused(tmp_path: Path, capsys: Any) -> None:
    players = [get_player("heuristic", s) for s in (1, 2)]
    state = play_hand(new_hand(Deal.from_seed(5, dealer=0), ("Ann", "Bob")), players)
    path = tmp_path / "over.json"
    path.write_text(dumps_record(record_from_state(state)), encoding="utf-8")
    assert main(["analyse", str(path)]) == 2
    assert "the hand is over" in capsys.readouterr().err
    session = write(tmp_path, {"format": "jojotte-session/1", "players": ["Ann", "Bob"],
                               "hands": []})
    assert main(["analyse", session]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1


def test_bad_json_is_one_line(tmp_path: Path) -> None:
    result = run("analyse", write(tmp_path, "{not json"))
    assert result.returncode == 2
    assert result.stdout == "" and result.stderr.count("\n") == 1
    assert "Traceback" not in result.stderr


def test_analyse_refuses_states_outside_the_play() -> None:
    state = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    with pytest.raises(NotInPlayError, match="auction"):
        analyse(state)


def _table_states(game: str, seeds: range, cards_left: int) -> list[HandState]:
    """Random positions of the play at three (or cutthroat), with few cards left."""
    import random

    from jojotte_teach.engine import get_game, new_hand, shuffled_deck

    table = get_game(game)
    names = ("Ann", "Bob", "Cat", "Dan")[:table.seats]
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        deal = Deal.from_deck(shuffled_deck(seed), seed % table.seats, table)
        state = new_hand(deal, names)
        while not state.is_over:
            in_play = state.phase.value == "play" and state.contract is not None
            if in_play and state.contract is not None and state.contract.special != "nullo" and (
                    len(state.hands[state.to_act]) == cards_left):
                found.append(state)
                break
            plays = [a for a in legal_actions(state) if a.verb is not Verb.MELD]
            state = apply(state, rng.choice(plays))
    return found


@pytest.mark.parametrize("game", ["three", "cutthroat"])
def test_analyse_plays_the_active_pair_at_three(game: str) -> None:
    states = _table_states(game, range(60), 3)
    assert len(states) > 20
    for state in states:
        result = analyse(state)
        assert result.to_move == state.players[state.to_act]
        assert {c.text: v for c, v in result.values.items()} == brute_force(state)


def _side_brute_force(state: HandState) -> dict[str, int]:
    """Each legal card's trick points for the mover's side at four, by trying every line
    of play in the engine itself (no solver)."""
    game = state.game

    def left(s: HandState) -> int:
        cards = [c for h in s.hands for c in h] + list(s.trick)
        return sum(card_points(c, state.trump) for c in cards) + (0 if s.is_over else 10)

    def after(s: HandState, action: Action) -> int:
        mine = game.side_of(s.to_act)
        t = apply(s, action)
        gained = 0
        if len(t.tricks) > len(s.tricks) and game.side_of(t.tricks[-1].winner) == mine:
            gained = sum(card_points(c, state.trump) for c in t.tricks[-1].cards)
            gained += 10 if t.is_over else 0
        if t.is_over:
            return gained
        rest = value(t)
        return gained + (rest if game.side_of(t.to_act) == mine else left(t) - rest)

    def value(s: HandState) -> int:
        return max(after(s, a) for a in plays(s))

    def plays(s: HandState) -> list[Action]:
        return [a for a in legal_actions(s) if a.verb is Verb.PLAY and a.announce is None]

    return {a.card.text: after(state, a) for a in plays(state) if a.card}


def test_analyse_values_partnership_positions_for_the_side(tmp_path: Path,
                                                          capsys: Any) -> None:
    import random

    from jojotte_teach.engine import PARTNERSHIP, new_hand, shuffled_deck

    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = new_hand(Deal.from_deck(shuffled_deck(seed), seed % 4, PARTNERSHIP),
                               ("Ann", "Bob", "Cat", "Dan"))
        while not state.is_over and not (state.phase.value == "play"
                                         and len(state.tricks) == 6 and state.trick):
            plays = [a for a in legal_actions(state) if a.verb in (Verb.PLAY, Verb.PASS,
                                                                   Verb.ACCEPT, Verb.BID)]
            state = apply(state, rng.choice(plays))
        if state.is_over or state.contract is None or state.contract.special == "nullo":
            continue
        result = analyse(state)
        assert result.to_move == state.players[state.to_act]
        assert {c.text: v for c, v in result.values.items()} == _side_brute_force(state)
        checked += 1
    assert checked > 15
