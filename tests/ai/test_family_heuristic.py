"""The heuristic player at the family's tables: Klaberjass and Belote, every seat."""

from __future__ import annotations

import dataclasses
import json

import pytest

from jojotte_teach.ai.heuristic import HeuristicPlayer
from jojotte_teach.ai.heuristic.calls import table_call
from jojotte_teach.ai.heuristic.taking import TAKE_AT, take_strength
from jojotte_teach.ai.players import (
    Player,
    RandomPlayer,
    next_action,
    optional_acts,
    play_hand,
)
from jojotte_teach.ai.seen import Seen
from jojotte_teach.cli import main
from jojotte_teach.engine import (
    Action,
    Deal,
    HandState,
    Phase,
    Suit,
    Verb,
    apply,
    check_invariants,
    get_game,
    new_hand,
    parse_cards,
    player_view,
    score_hand,
    shuffled_deck,
)
from jojotte_teach.engine.view import PlayerView

NAMES = ("Ann", "Bob", "Cat", "Dan")
FAMILY = [("klaberjass", None), ("belote", "denexa"), ("belote", "citizendium")]


class Checked:
    """A heuristic player whose every answer is checked against its view."""

    def __init__(self, seed: int) -> None:
        self.inner = HeuristicPlayer(seed)
        self.name = self.inner.name
        self.answers = 0

    def choose(self, view: PlayerView) -> Action:
        action = self.inner.choose(view)
        assert action in view.legal, (action, view.legal)
        if any(a.verb is Verb.PLAY for a in view.legal):
            assert action.verb is Verb.PLAY  # a pass that changes nothing is no answer
        self.answers += 1
        return action

    def volunteer(self, view: PlayerView) -> Action | None:
        action = self.inner.volunteer(view)
        assert action is None or action in optional_acts(view), (action, view.legal)
        return action


def _hand(game: str, profile: str | None, seed: int) -> HandState:
    table = get_game(game)
    deal = Deal.from_deck(shuffled_deck(seed), seed % table.seats, table)
    return new_hand(deal, NAMES[:table.seats], table.rules.profile(profile))


@pytest.mark.parametrize(("game", "profile"), FAMILY)
def test_the_heuristic_answers_legally_and_finishes_150_hands(game: str,
                                                              profile: str | None) -> None:
    table = get_game(game)
    played = declared = 0
    for seed in range(150):
        players: list[Player] = [Checked(seed * 10 + s) for s in range(table.seats)]
        if seed % 2:
            players[seed % table.seats] = RandomPlayer(seed)  # odd calls and cards too
        state = play_hand(_hand(game, profile, seed), players)
        assert state.is_over
        check_invariants(state)
        score_hand(state)
        played += sum(p.answers for p in players if isinstance(p, Checked))
        declared += sum(1 for a in state.history if a.verb is Verb.MELD)
    assert played > 150 * table.tricks
    assert declared > 10  # melds and declarations are made, not only cards


def test_the_klaberjass_opponent_declares_before_the_bidder_shuts_him_out() -> None:
    # KLAB-11: once the bidder has declared the opponent may not; the players are asked
    # in the order the rules let them declare, so a heuristic opponent always may.
    both = 0
    for seed in range(120):
        state = play_hand(_hand("klaberjass", None, seed), [HeuristicPlayer(1), HeuristicPlayer(2)])
        if state.auction_contract is None:
            continue
        bidder = state.players[state.auction_contract.declarer]
        melds = [a.player for a in state.history if a.verb is Verb.MELD]
        if bidder in melds and len(set(melds)) == 2:
            both += 1
            assert melds.index(bidder) > max(i for i, p in enumerate(melds) if p != bidder)
    assert both > 0


def _belote_view(hand: str) -> PlayerView:
    """The first speaker's view in round one of a Belote hand, holding ``hand``."""
    state = _hand("belote", None, 5)
    return dataclasses.replace(player_view(state, state.to_act), hand=parse_cards(hand))


def test_the_belote_heuristic_takes_a_strong_suit_and_passes_a_weak_one() -> None:
    view = _belote_view("7S 8S 9D 8C 7C")
    trump = view.turn_up.suit
    assert table_call(view).verb is Verb.PASS  # T-TAKE-1: nothing in any suit
    aces = [f"A{s.value}" for s in Suit if s is not trump][:2]
    strong = " ".join([f"J{trump.value}", f"9{trump.value}", f"A{trump.value}", *aces])
    view = dataclasses.replace(view, hand=parse_cards(strong))
    assert take_strength(view.hand, view.turn_up, trump) >= TAKE_AT
    assert table_call(view).verb is Verb.ACCEPT


def test_the_belote_heuristic_names_its_strongest_suit_in_round_two() -> None:
    state = _hand("belote", None, 5)
    for _ in range(4):
        state = apply(state, Action(state.players[state.to_act], Verb.PASS))
    view = player_view(state, state.to_act)
    upcard = view.turn_up.suit
    other = next(s for s in Suit if s is not upcard)
    view = dataclasses.replace(view, hand=parse_cards(
        f"J{other.value} 9{other.value} A{other.value} 10{other.value} 7{upcard.value}"))
    made = table_call(view)
    assert made.verb is Verb.BID and made.strain == other.value  # T-TAKE-2


def test_an_auction_the_heuristic_does_not_know_is_a_one_line_error() -> None:
    view = dataclasses.replace(_belote_view("7S 8S 9D 8C 7C"), stage=object())
    with pytest.raises(ValueError, match="no rules of thumb for the auction of Belote"):
        table_call(view)


@pytest.mark.parametrize("profile", ["denexa", "citizendium"])
def test_what_a_belote_seat_has_seen_never_bars_a_card_a_player_holds(profile: str) -> None:
    # BEL-8, BEL-16, BEL-17: the upcard is placed with the taker; a follower who did not
    # overtrump held no higher trump; a discard on the partner's trick tells nothing.
    barred_some = known_upcard = 0
    for seed in range(60):
        state = _hand("belote", profile, seed)
        players = [RandomPlayer(seed * 4 + s) for s in range(4)]
        while not state.is_over:
            if state.contract is not None and state.hands[0]:
                for seat in range(4):
                    seen = Seen.from_view(player_view(state, seat))
                    for other in range(4):
                        if other == seat:
                            continue
                        for card in state.hands[other]:
                            assert seen.may_hold(other, card), (seed, seat, other, card)
                    barred_some += sum(len(b) for b in seen.barred)
                    holder = state.contract.declarer
                    if holder != seat and state.turn_up in state.hands[holder]:
                        assert state.turn_up in seen.known[holder]
                        known_upcard += 1
            if state.phase is Phase.THROWN_IN:
                break
            state = apply(state, next_action(state, players))
    assert barred_some > 0 and known_upcard > 0


@pytest.mark.parametrize("game", ["klaberjass", "belote"])
def test_match_heuristic_against_random_runs_at_the_family_tables(
        game: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--game", game, "--players", "heuristic,random", "--hands", "4"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == game and result["hands"] == 4


def test_a_belote_match_counts_by_sides_and_bad_input_is_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--game", "belote", "--players", "heuristic,random",
                 "--hands", "2"]) == 0
    assert "heuristic's sides" in json.loads(capsys.readouterr().out)["score_difference"][
        "definition"]
    for argv, words in ((["--game", "belote", "--rules", "pagat"], "unknown rule profile"),
                        (["--game", "klaberjass", "--hands", "3"], "even and positive")):
        assert main(["match", *argv, "--players", "heuristic,random"]) == 2
        err = capsys.readouterr().err
        assert words in err and err.count("\n") == 1 and "Traceback" not in err
