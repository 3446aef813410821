"""Klaberjass as a game of the one stack (KLAB-1, KLAB-4, KLAB-22).

>>> KLABERJASS.seats, KLABERJASS.tricks, KLABERJASS.game_target, KLABERJASS.profiles
(2, 9, 250, ('fosdick',))
"""

from __future__ import annotations

from ..game import Game
from .rules import KlaberjassRules

KLABERJASS = Game("klaberjass", 2, KlaberjassRules(), hand_size=9, tricks=9, game_target=250,
                  rule="KLAB-4", deal_rule="KLAB-4", title="Klaberjass",
                  profiles=("fosdick",))
