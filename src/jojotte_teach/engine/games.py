"""The registry: every game by name. A new game is one line here.

>>> sorted(GAMES)
['belote', 'cutthroat', 'klaberjass', 'partnership', 'three', 'two']
>>> get_game("three").seats
3
"""

from __future__ import annotations

from .belote import BELOTE
from .game import GAMES, Game, get_game, register
from .jojotte import CUTTHROAT, JOJOTTE_GAMES, PARTNERSHIP, THREE, TWO
from .klaberjass import KLABERJASS

register(*JOJOTTE_GAMES)
register(KLABERJASS, BELOTE)

__all__ = ["BELOTE", "CUTTHROAT", "GAMES", "KLABERJASS", "PARTNERSHIP", "THREE", "TWO", "Game",
           "get_game"]
