"""A finished hand at three or four, read off its final state and scored.

>>> from jojotte_teach.engine import Deal, DECK
>>> from jojotte_teach.engine.game import THREE
>>> from jojotte_teach.engine.table_hand import new_table_hand
>>> from jojotte_teach.engine.state import apply, legal_actions
>>> s = new_table_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> for _ in range(6):
...     s = apply(s, legal_actions(s)[0])     # six passes: thrown in
>>> score_table_hand(s).to_json()
{'thrown_in': True, 'active': None}
"""

from __future__ import annotations

from .cards import card_points
from .errors import InvalidRecordError
from .hand import HandState, Phase
from .table_scoring import TableOutcome, TableScore, score_table, thrown_in_score


def table_outcome(state: HandState) -> TableOutcome:
    """What the finished hand produced, seat by seat (the input of :func:`score_table`).

    Raises:
        InvalidRecordError: the hand is not finished.
    """
    if state.phase is not Phase.OVER:
        raise InvalidRecordError(f"the hand is not finished: {len(state.tricks)} of "
                                 f"{state.game.tricks} tricks played")
    contract, auction = state.contract, state.auction_contract
    assert contract is not None and auction is not None
    seats = range(state.game.seats)
    trump = contract.trump
    calls = state.calls
    sider = getattr(calls, "sider", None)
    with_declarer = getattr(calls, "with_declarer", None)
    defender = None
    if state.defence is not None:
        defender = state.defence.defender
    jojotte = tuple(trump is not None and state.jojotte[s] for s in seats)
    return TableOutcome(
        game=state.game, rules=state.rules, players=state.players, dealer=state.deal.dealer,
        declarer=contract.declarer, original_bidder=auction.declarer, strain=contract.strain,
        multiplier=contract.multiplier, special=contract.special,
        doubler=auction.doubled_by, sider=sider, sided_with_declarer=with_declarer,
        active_defender=defender,
        tricks=tuple(state.tricks_won(s) for s in seats),
        card_points=tuple(sum(card_points(c, trump) for c in state.won_cards(s))
                          for s in seats),
        last_trick=state.tricks[-1].winner, jojotte=jojotte,
        meld_points=state.meld_points or tuple(0 for _ in seats),
    )


def score_table_hand(state: HandState, prison: int = 0) -> TableScore:
    """The score of a finished (or thrown-in) hand at three or four.

    Raises:
        InvalidRecordError: the hand is not finished.
    """
    if state.phase is Phase.THROWN_IN:
        return thrown_in_score(state.game, state.players, prison)
    return score_table(table_outcome(state), prison)
