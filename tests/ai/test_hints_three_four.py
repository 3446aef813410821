"""Hints and the review of the play at three and four (ai/hints.py, ai/review.py)."""

from __future__ import annotations

import pytest

from jojotte_teach.ai.heuristic import HeuristicPlayer
from jojotte_teach.ai.hints import advise_card, why_no_hint
from jojotte_teach.ai.partnership_solver import PartnershipPosition, PartnershipSolver
from jojotte_teach.ai.players import RandomPlayer, play_hand
from jojotte_teach.ai.review import review, why_no_review
from jojotte_teach.ai.solver import Position, Solver
from jojotte_teach.engine import Action, Deal, Verb, apply, get_game, shuffled_deck
from jojotte_teach.engine.hand import HandState, Phase, evolve
from jojotte_teach.engine.state import new_hand
from jojotte_teach.engine.view import player_view

NAMES = ("Ann", "Bob", "Cat", "Dan")
GAMES = ("three", "partnership", "cutthroat")


def played(game: str, seed: int, random: bool = False) -> HandState:
    g = get_game(game)
    start = new_hand(Deal.from_deck(shuffled_deck(seed), seed % g.seats, g),
                           NAMES[:g.seats])
    kind = RandomPlayer if random else HeuristicPlayer
    return play_hand(start, [kind(seed * 8 + s) for s in range(g.seats)])


def positions(final: HandState) -> list[tuple[HandState, Action]]:
    """Each card of the hand with the state it was played from."""
    state = new_hand(final.deal, final.players, final.rules)
    found = []
    for action in final.history:
        if action.card is not None and why_no_hint(state, state.to_act,
                                                         waiting=False) is None:
            found.append((state, action))
        state = apply(state, action)
    return found


def solved(state: HandState) -> dict[str, int]:
    """The values of the legal cards straight from the solver of the game."""
    if state.game.partnerships:
        hands = (state.hands[0], state.hands[1], state.hands[2], state.hands[3])
        values = PartnershipSolver().solve(
            PartnershipPosition(hands, state.trump, state.leader, state.trick))
    else:
        first, second = state.active
        values = Solver().solve(Position((state.hands[first], state.hands[second]), state.trump,
                                         0 if state.leader == first else 1, state.trick))
    return {c.text: v for c, v in values.items()}


@pytest.mark.parametrize("game", GAMES)
def test_an_exact_hint_gives_each_legal_card_its_solved_value_and_cost(game: str) -> None:
    checked = 0
    for seed in range(1, 6):
        for state, _ in positions(played(game, seed))[::5]:
            found = advise_card(state, state.to_act, exact=True)
            values = solved(state)
            assert {c.text: h.value for c, h in found.cards.items()} == values
            top = max(values.values())
            assert {c.text: h.cost for c, h in found.cards.items()} == {
                c: top - v for c, v in values.items()}
            assert found.cards[found.best].cost == 0 and found.exact and found.samples == 1
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game", GAMES)
def test_a_sampled_hint_sees_only_the_seats_view(game: str) -> None:
    """Two hands that differ only in cards the seat cannot see get the same hint."""
    compared = 0
    for seed in range(1, 30):
        final = played(game, seed)
        for state, _ in positions(final)[1:3]:
            seat = state.to_act
            a = next(s for s in state.active if s != seat)
            b = next(s for s in range(state.game.seats)
                     if s not in (seat, a) and state.hands[s])
            pair = next(((x, y) for x in state.hands[a] for y in state.hands[b]
                         if x.suit is y.suit), None)
            if pair is None:
                continue
            x, y = pair
            hands = list(state.hands)
            hands[a] = tuple(y if c == x else c for c in hands[a])
            hands[b] = tuple(x if c == y else c for c in hands[b])
            swapped = evolve(state, hands=tuple(hands))
            if player_view(swapped, seat) != player_view(state, seat):
                continue  # a shown meld card moved
            one = advise_card(state, seat, exact=False, time_budget=None, samples=3)
            two = advise_card(swapped, seat, exact=False, time_budget=None, samples=3)
            assert one == two and not one.exact and one.samples == 3
            compared += 1
        if compared >= 3:
            break
    assert compared >= 3


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_is_refused_outside_the_play_with_the_reason(game: str) -> None:
    g = get_game(game)
    start = new_hand(Deal.from_deck(shuffled_deck(4), 0, g), NAMES[:g.seats])
    with pytest.raises(ValueError, match="once the contract and the defence are settled"):
        advise_card(start, start.to_act, exact=True)
    final = played(game, 4)
    assert "Review the play" in (why_no_hint(final, 0, waiting=False) or "")
    state, _ = positions(final)[0]
    mover = state.to_act
    other = next(s for s in state.active if s != mover)
    assert "turn" in (why_no_hint(state, other, waiting=False) or "")
    assert "Play on" in (why_no_hint(state, mover, waiting=True) or "")


@pytest.mark.parametrize("game", GAMES)
def test_the_review_prices_every_card_as_the_exact_hint_did(game: str) -> None:
    for seed in (2, 3):
        final = played(game, seed, random=True)
        if final.phase is not Phase.OVER or final.contract is None:
            continue
        assert why_no_review(final, show_all=False) is None
        found_review = review(final)
        cards = positions(final)
        assert len(found_review.lines) == len(cards)
        for line, (state, action) in zip(found_review.lines, cards, strict=True):
            assert line.card == action.card and line.player == action.player
            if final.contract.special == "nullo":
                assert line.cost is None
                continue
            found = advise_card(state, state.to_act, exact=True)
            assert line.cost == found.cards[action.card].cost
            assert set(line.best) == {c for c, h in found.cards.items() if h.cost == 0}


def test_a_hand_played_by_the_exact_hint_loses_nothing_in_the_review() -> None:
    for game in GAMES:
        state = played(game, 7)
        state = new_hand(state.deal, state.players, state.rules)
        heuristic = [HeuristicPlayer(s) for s in range(state.game.seats)]
        while not state.is_over:
            seat = state.to_act
            if why_no_hint(state, seat, waiting=False) is None and state.phase in (
                    Phase.PLAY, Phase.DECLARING) and state.contract is not None and \
                    state.contract.special is None:
                best = advise_card(state, seat, exact=True).best
                state = apply(state, Action(state.players[seat], Verb.PLAY, best))
                continue
            state = apply(state, heuristic[seat].choose(player_view(state, seat)))
        if state.phase is Phase.OVER and state.contract is not None and \
                state.contract.special is None:
            found_review = review(state)
            assert all(line.cost == 0 for line in found_review.lines)


def test_nothing_to_review_before_the_first_card() -> None:
    g = get_game("three")
    start = new_hand(Deal.from_deck(shuffled_deck(4), 0, g), NAMES[:3])
    assert "No card has been played" in (why_no_review(start, show_all=True) or "")
    with pytest.raises(ValueError, match="no card has been played"):
        review(start)
