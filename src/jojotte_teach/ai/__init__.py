"""Computer play for Jo-Jotte (standard library only, so it runs in Pyodide).

:mod:`jojotte_teach.ai.solver` is an exact double-dummy solver: with both hands
in view, it values every card the player to move may play.
"""

from .solver import (
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
