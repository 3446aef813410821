"""The exact double-dummy search: one core, a thin layer per game (standard library only).

* :mod:`.core`: what both solvers share: card bits per trump suit, equal cards, the
  transposition table of bounds with its null-window test, MTD(f), move ordering.
* :mod:`.positions`: a position in the play for any number of hands.
* :mod:`.two_hands`: two hands (the two-player game, the active pair at three) and
  the search of their trick points; :mod:`.sweep`: their Nullo and Slam.
* :mod:`.four_hands`: four hands in partnership and the search of their points.
* :mod:`.solver`: the front doors, :class:`Solver` and :class:`PartnershipSolver`,
  and the functions built on them.

>>> solve(Position.from_text("AS 7H", "10S 8H"))
{Card('AS'): 20, Card('7H'): 30}
"""

from .four_hands import PartnershipPosition
from .solver import (
    OBJECTIVES,
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
from .two_hands import Position

__all__ = [
    "OBJECTIVES", "NotInPlayError", "Objective", "PartnershipPosition", "PartnershipSolver",
    "Position", "Solver", "best_cards", "card_costs", "legal_cards", "position_from_state",
    "position_value", "solve",
]
