"""``check_invariants``: the facts every state must satisfy, checked after every step in tests.

>>> from jojotte_teach.engine import Deal, new_hand
>>> check_invariants(new_hand(Deal.from_seed(9), ("Ann", "Bob")))
"""

from __future__ import annotations

from collections import Counter

from .cards import DECK, Card, beats, card_points
from .errors import JojotteError
from .state import HandState, Phase


class InvariantError(JojotteError, AssertionError):
    """A state that breaks a fact of the game: a bug in the engine, never the player's fault."""


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def check_invariants(state: HandState) -> None:
    """Check that all 32 cards are accounted for once, tricks and turns follow, points add up.

    Raises:
        InvariantError: a fact is broken.
    """
    if state.calls is not None:  # three or four players
        from .table_invariants import check_table_invariants

        check_table_invariants(state)
        return
    drawn = state.phase not in (Phase.AUCTION, Phase.THROWN_IN)
    places: list[Card] = [*state.hands[0], *state.hands[1], state.turn_up]
    places += [c for t in state.tricks for c in t.cards]
    places += state.trick
    places += state.deal.stock
    if state.deal.information_card is not None:
        places.append(state.deal.information_card)
    if not drawn:
        places += [*state.deal.draw[0], *state.deal.draw[1]]
    counts = Counter(places)
    twice = sorted((c for c, n in counts.items() if n > 1), key=lambda c: c.index)
    _require(not twice, f"cards in two places: {twice}")
    missing = [c for c in DECK if c not in counts]
    _require(not missing, f"cards nowhere: {missing}")
    _require(len(places) == 32, f"{len(places)} card places, not 32")

    # Hand sizes: six each before the draw, nine after, less what each has played.
    played = [len(state.tricks), len(state.tricks)]
    if state.trick:
        played[state.leader] += 1
    base = 9 if drawn else 6
    for s in (0, 1):
        _require(len(state.hands[s]) == base - played[s],
                 f"seat {s} holds {len(state.hands[s])} cards, expected {base - played[s]}")

    # Tricks: each winner by PLAY-5, each winner leads the next (PLAY-6).
    trump = state.trump
    if state.tricks:
        contract = state.contract
        assert contract is not None
        first = (state.non_dealer if state.rules.first_lead_by_non_dealer
                 else contract.defender)
        _require(state.tricks[0].leader == first, "the wrong player led to the first trick")
    for i, t in enumerate(state.tricks):
        lead, follow = t.cards
        expected = (1 - t.leader) if beats(follow, lead, trump) else t.leader
        _require(t.winner == expected, f"trick {i + 1} went to the wrong player")
        if i + 1 < len(state.tricks):
            _require(state.tricks[i + 1].leader == t.winner,
                     f"trick {i + 2} was not led by the winner of trick {i + 1}")
    if state.phase is Phase.PLAY:
        if state.tricks:
            _require(state.leader == state.tricks[-1].winner,
                     "the winner of the last trick is not leading")
        expected_turn = state.leader if not state.trick else 1 - state.leader
        _require(state.to_act == expected_turn, "the wrong player is to play")
    if state.phase is Phase.OVER:
        _require(len(state.tricks) == 9, "a finished hand has nine tricks")
        _require(not state.hands[0] and not state.hands[1], "cards left after nine tricks")

    # Points: what the players won is what was played.
    won = sum(card_points(c, trump) for s in (0, 1) for c in state.won_cards(s))
    in_tricks = sum(card_points(c, trump) for t in state.tricks for c in t.cards)
    _require(won == in_tricks, "card points won differ from card points played")
    _require(sum(state.tricks_won(s) for s in (0, 1)) == len(state.tricks),
             "tricks won do not add up")
