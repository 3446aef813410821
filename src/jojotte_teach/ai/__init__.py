"""Computer play for Jo-Jotte (standard library only, so it runs in Pyodide).

:mod:`jojotte_teach.ai.search` holds the exact double-dummy solvers: with every hand
in view, they value every card the player to move may play (two hands, or four in
partnership).
"""

from .search import (
    OBJECTIVES,
    Objective,
    Position,
    Solver,
    best_cards,
    card_costs,
    legal_cards,
    position_value,
    solve,
)

__all__ = [
    "OBJECTIVES", "Objective", "Position", "Solver", "best_cards", "card_costs",
    "legal_cards", "position_value", "solve",
]
