"""The Jo-Jotte family: its four games and the rules each adds to the shared engine."""

from .games import CUTTHROAT, JOJOTTE_GAMES, PARTNERSHIP, THREE, TWO
from .speaking import Stage

__all__ = ["CUTTHROAT", "JOJOTTE_GAMES", "PARTNERSHIP", "THREE", "TWO", "Stage"]
