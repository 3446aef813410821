"""The heuristic player and its rules of thumb, for every seat of every game."""

from ..bidding import (
    ACCEPT_AT,
    DOUBLE_AT,
    NO_TRUMP_AT,
    heuristic_call,
    no_trump_strength,
    standing_strain,
    trump_strength,
)
from .declaring import declaration, is_nullo_hand, is_slam_hand, meld_plan
from .player import HeuristicPlayer, play_card, worth_declaring

__all__ = [
    "ACCEPT_AT", "DOUBLE_AT", "NO_TRUMP_AT", "HeuristicPlayer", "declaration",
    "heuristic_call", "is_nullo_hand", "is_slam_hand", "meld_plan", "no_trump_strength",
    "play_card", "standing_strain", "trump_strength", "worth_declaring",
]
