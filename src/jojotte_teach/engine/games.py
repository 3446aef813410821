"""The registry: every game by name. A new game is one line here.

>>> sorted(GAMES)
['cutthroat', 'partnership', 'three', 'two']
>>> get_game("three").seats
3
"""

from __future__ import annotations

from .game import GAMES, Game, get_game, register
from .jojotte import CUTTHROAT, JOJOTTE_GAMES, PARTNERSHIP, THREE, TWO

register(*JOJOTTE_GAMES)

__all__ = ["CUTTHROAT", "GAMES", "PARTNERSHIP", "THREE", "TWO", "Game", "get_game"]
