"""Belote as a game of the one stack (BEL-2, BEL-5, BEL-26).

>>> BELOTE.seats, BELOTE.partnerships, BELOTE.tricks, BELOTE.game_target, BELOTE.profiles
(4, True, 8, 1000, ('denexa', 'citizendium'))
"""

from __future__ import annotations

from ..game import Game
from .rules import BeloteRules

BELOTE = Game("belote", 4, BeloteRules(), partnerships=True, hand_size=8, tricks=8,
              game_target=1000, rule="BEL-2", deal_rule="BEL-5", title="Belote",
              profiles=("denexa", "citizendium"))
