"""The exact double-dummy search: one core, a thin layer per game (standard library only).

* :mod:`.core`: what both solvers share: card bits per trump suit, the transposition
  table of bounds with its null-window test, MTD(f), move ordering;
  :mod:`.equal_cards`: one card searched for each run of cards that play alike.
* :mod:`.positions`: a position in the play, of two hands (:class:`Position`) or of
  four in partnership (:class:`PartnershipPosition`).
* :mod:`.two_hands`: the search of two hands' trick points (the two-player game, the
  active pair at three); :mod:`.sweep`: their Nullo and Slam.
* :mod:`.four_hands`: the search of four hands' trick points in partnership;
  :mod:`.belote_hands`: the same with Belote's card values and overtrumping.
* :mod:`.solver`: the front doors, :class:`Solver` and :class:`PartnershipSolver`,
  and the functions built on them.

>>> solve(Position.from_text("AS 7H", "10S 8H"))
{Card('AS'): 20, Card('7H'): 30}
"""

from .positions import BelotePosition, PartnershipPosition, Position
from .solver import (
    OBJECTIVES,
    BeloteSolver,
    NotInPlayError,
    Objective,
    PartnershipSolver,
    Solver,
    best_cards,
    card_costs,
    legal_cards,
    position_from_state,
    position_value,
    solve,
)

__all__ = [
    "OBJECTIVES", "BelotePosition", "BeloteSolver", "NotInPlayError", "Objective",
    "PartnershipPosition", "PartnershipSolver",
    "Position", "Solver", "best_cards", "card_costs", "legal_cards", "position_from_state",
    "position_value", "solve",
]
