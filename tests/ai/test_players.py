"""The computer players: only views, always legal, deterministic, blind to hidden cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from jojotte_teach.ai.expert import ExpertPlayer
from jojotte_teach.ai.players import PLAYER_NAMES, Player, get_player, play_hand
from jojotte_teach.engine import (
    DECK,
    DENEXA,
    PAGAT,
    Action,
    Card,
    Deal,
    HandState,
    Phase,
    PlayerView,
    Rules,
    apply,
    check_invariants,
    legal_actions,
    new_hand,
    parse_cards,
    player_view,
)


class ViewsOnly:
    """Wraps a player: fails unless it is handed the acting seat's own view, and checks
    that the answer is legal."""

    def __init__(self, inner: Player, seat: int) -> None:
        self.inner, self.seat, self.name, self.calls = inner, seat, inner.name, 0
        self.state: HandState | None = None

    def choose(self, view: PlayerView) -> Action:
        assert isinstance(view, PlayerView), f"given a {type(view).__name__}"
        assert view.seat == self.seat and view.to_act == self.seat
        action = self.inner.choose(view)
        assert action in view.legal, f"{action} is not legal"
        self.calls += 1
        return action


def small_expert(seed: int) -> Player:
    """An expert with few samples, fast enough for the test suite."""
    return ExpertPlayer(seed=seed, samples=3, bid_samples=2, special_samples=2)


def make(kind: str, seed: int) -> Player:
    return small_expert(seed) if kind == "expert" else get_player(kind, seed)


@pytest.mark.parametrize("kind", PLAYER_NAMES)
def test_a_player_refuses_anything_but_a_view(kind: str) -> None:
    state = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    with pytest.raises(TypeError, match="PlayerView"):
        make(kind, 0).choose(state)  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", PLAYER_NAMES)
def test_a_player_with_nothing_to_do_says_so(kind: str) -> None:
    state = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    idle = player_view(state, 1 - state.to_act)
    assert idle.legal == ()
    with pytest.raises(ValueError, match="nothing to do"):
        make(kind, 0).choose(idle)


def test_unknown_player_is_named() -> None:
    with pytest.raises(ValueError, match=r"unknown player 'master'.*expert"):
        get_player("master")


@pytest.mark.parametrize("rules", [PAGAT, DENEXA], ids=lambda r: r.name)
@pytest.mark.parametrize("kind,hands", [("random", 150), ("heuristic", 150), ("expert", 4)])
def test_players_only_see_views_and_always_move_legally(kind: str, hands: int,
                                                        rules: Rules) -> None:
    phases: set[Phase] = set()
    for seed in range(hands):
        state = new_hand(Deal.from_seed(seed, dealer=seed % 2), ("Ann", "Bob"), rules)
        seats = [ViewsOnly(make(kind, seed), 0), ViewsOnly(make(kind, seed + 7), 1)]
        while not state.is_over:
            phases.add(state.phase)
            state = apply(state, seats[state.to_act].choose(player_view(state, state.to_act)))
        check_invariants(state)
    assert {Phase.AUCTION, Phase.DECLARING, Phase.PLAY} <= phases


@pytest.mark.parametrize("kind", PLAYER_NAMES)
def test_same_seed_same_hand(kind: str) -> None:
    def history(seed: int) -> tuple[Action, ...]:
        state = new_hand(Deal.from_seed(42, dealer=1), ("Ann", "Bob"))
        return play_hand(state, [make(kind, seed), make(kind, seed + 1)]).history

    assert history(3) == history(3)
    if kind == "random":
        assert history(3) != history(4)


def test_the_same_view_gets_the_same_answer_whatever_was_asked_before() -> None:
    state = new_hand(Deal.from_seed(8, dealer=0), ("Ann", "Bob"))
    view = player_view(state, state.to_act)
    fresh = small_expert(5).choose(view)
    used = small_expert(5)
    for _ in range(3):
        used.choose(view)
    assert used.choose(view) == fresh


def _hidden_swapped(state: HandState, seat: int) -> HandState:
    """The same hand with the opponent's unplayed cards exchanged for stock cards: the
    seat's view cannot tell the two apart."""
    opp = 1 - seat
    hidden = list(state.hands[opp])
    stock = list(state.deal.stock)
    k = min(len(hidden), len(stock))
    mapping = dict(zip(hidden[:k], stock[:k], strict=True))
    hands = [state.hands[0], state.hands[1]]
    hands[opp] = tuple(mapping.get(c, c) for c in hidden)
    return replace(state, hands=(hands[0], hands[1]))


@pytest.mark.parametrize("kind", ["heuristic", "expert"])
def test_a_player_cannot_see_the_opponents_cards(kind: str) -> None:
    """Two hands that differ only in the opponent's hidden cards get the same decision."""
    compared = 0
    for seed in range(30):
        state = new_hand(Deal.from_seed(seed, dealer=seed % 2), ("Ann", "Bob"))
        bots = [get_player("random", seed), get_player("random", seed + 1)]
        while not state.is_over:
            if state.phase is Phase.PLAY and state.tricks and not state.trick:
                seat = state.to_act
                other = _hidden_swapped(state, seat)
                assert other.hands[1 - seat] != state.hands[1 - seat]
                a = player_view(state, seat)
                b = player_view(other, seat)
                assert a == b
                assert make(kind, 1).choose(a) == make(kind, 1).choose(b)
                compared += 1
                break
            state = apply(state, bots[state.to_act].choose(player_view(state, state.to_act)))
    assert compared >= 10


def test_the_dix_out_of_turn_is_the_only_action_and_is_taken() -> None:
    found = 0
    for seed in range(200):
        state = new_hand(Deal.from_seed(seed, dealer=0), ("Ann", "Bob"))
        state = apply(state, legal_actions(state)[1])  # accept the turn-up's suit
        state = apply(state, legal_actions(state)[0])  # pass: the contract stands
        idle = 1 - state.to_act
        view = player_view(state, idle)
        if view.legal:
            assert [a.short() for a in view.legal] == ["dix"]
            for kind in PLAYER_NAMES:
                assert make(kind, 0).choose(view).short() == "dix"
            found += 1
    assert found > 0


def _first_call_view(hand: str, turn_up: str) -> PlayerView:
    """The non-dealer's view at the first call, holding ``hand``."""
    mine = parse_cards(hand)
    rest = [c for c in DECK if c not in mine and c != Card(turn_up)]
    deal = Deal.from_cards(1, [mine, rest[:6]], Card(turn_up), [rest[6:9], rest[9:12]],
                           rest[12])
    state = new_hand(deal, ("Ann", "Bob"))
    return player_view(state, "Ann")


@pytest.mark.parametrize("kind", ["heuristic", "expert"])
def test_sensible_first_calls(kind: str) -> None:
    player = ExpertPlayer(seed=1, bid_samples=8) if kind == "expert" else get_player(kind)
    strong = _first_call_view("JS 9S AS 10S AH AD", "KS")
    assert player.choose(strong).short() == "accept"
    weak = _first_call_view("7S 8H 7H 8D 7C 8C", "KS")
    assert player.choose(weak).short() == "pass"
