"""The exact value of every legal card in a position of the play (``analyse``).

With all cards known (a hand record says where every card is), the double-dummy
solver values each card the player to move may play: the trick points (card
points and the last-trick 10, SCO-1; Jo-Jotte left out) he takes from now to the
end of the hand, the current trick included, when both players play perfectly.

>>> from jojotte_teach.engine import parse_record
>>> rec = parse_record({"format": "jojotte-hand/1", "players": ["Ann", "Bob"],
...     "dealer": "Bob", "deal": {"hands": {"Ann": ["JS", "9S", "AH", "10H", "KC", "7D"],
...     "Bob": ["AS", "8S", "KH", "QH", "9D", "8C"]}, "turn_up": "10S",
...     "draw": {"Ann": ["QS", "8H", "9C"], "Bob": ["7S", "AC", "JD"]}, "info_card": "7H"},
...     "actions": ["Ann accept", "Bob pass", "Bob play AC"]})
>>> analyse(rec.final_state()).to_json()
{'to_move': 'Ann', 'values': {'KC': 80, '9C': 85}}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card
from ..engine.state import HandState, Phase, pass_to_the_lead
from .search import NotInPlayError, PartnershipSolver, Position, Solver, position_from_state

__all__ = ["Analysis", "NotInPlayError", "analyse", "position_of"]


@dataclass(frozen=True)
class Analysis:
    """Each legal card's value for the player to move.

    Attributes:
        to_move: the name of the player to move.
        values: each legal card with the trick points he takes from now on after it.
    """

    to_move: str
    values: dict[Card, int]

    def to_json(self) -> dict[str, Any]:
        """``{"to_move": NAME, "values": {CARD: POINTS, ...}}``, cards as in HAND_RECORD.md."""
        return {"to_move": self.to_move, "values": {c.text: v for c, v in self.values.items()}}


def position_of(state: HandState) -> Position:
    """The solver's position for a hand in the play, with both hands as they are.

    Raises:
        NotInPlayError: the hand is not in the play of the cards.
    """
    if state.phase is not Phase.PLAY or state.contract is None:
        where = {Phase.AUCTION: "the auction is still going on",
                 Phase.OVER: "the hand is over: all nine tricks have been played",
                 Phase.THROWN_IN: "the hand was thrown in (BID-3)"}[state.phase]
        raise NotInPlayError(f"the record does not stop during the play: {where}")
    # At three the active pair plays as two players (THREE-8): the solver's seats 0 and 1
    # are state.active's, whatever their places at the table.
    first, second = state.active
    return Position(
        (frozenset(state.hands[first]), frozenset(state.hands[second])),
        state.contract.trump,
        0 if state.leader == first else 1,
        state.trick,
        last_trick_bonus=state.contract.special != "nullo",
    )


def analyse(state: HandState, solver: Solver | None = None) -> Analysis:
    """The value of each legal card of the player to move, with perfect play by both.

    Raises:
        NotInPlayError: the hand is not in the play, or it is a Nullo hand (where
            the aim is to take no trick, not points: SPEC-1).
    """
    if state.game.partnerships:
        return _analyse_partnership(state)
    # HAND_RECORD.md: a record stopping after the auction is the opening lead's position.
    state = pass_to_the_lead(state)
    position = position_of(state)
    assert state.contract is not None
    if state.contract.special == "nullo":
        raise NotInPlayError("this is a Nullo hand (SPEC-1): its declarer aims to take no "
                             "trick, so card points do not value the play")
    values = (solver or Solver()).solve(position)
    return Analysis(state.players[state.active[position.to_move]], values)


def _analyse_partnership(state: HandState) -> Analysis:
    """Each legal card's value for the side to move at four (MULTI-4): trick points of
    the mover's side from now on, with perfect play by all four and all cards known."""
    if state.phase is not Phase.PLAY and state.phase is not Phase.DECLARING:
        raise NotInPlayError(f"the record does not stop during the play ({state.phase.value})")
    if state.contract is not None and state.contract.special == "nullo":
        raise NotInPlayError("this is a Nullo hand (FOUR-4): its side aims to take no trick, "
                             "so card points do not value the play")
    position = position_from_state(state)
    values = PartnershipSolver().solve(position)
    return Analysis(state.players[position.to_move], values)
