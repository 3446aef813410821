"""The four Jo-Jotte games as values (DEAL-2, MULTI-3, MULTI-4, MULTI-4C).

>>> TWO.seats, THREE.has_active_defender, PARTNERSHIP.tricks, CUTTHROAT.dealer_sits_out
(2, True, 8, True)
"""

from __future__ import annotations

from ..game import Game
from .partnership import PartnershipRules
from .three import ThreePlayerRules
from .two import TwoPlayerRules

TWO = Game("two", 2, TwoPlayerRules(), hand_size=9, tricks=9, game_target=80, rule="DEAL-2",
           title="Jo-Jotte for two players")
THREE = Game("three", 3, ThreePlayerRules(), has_active_defender=True, rule="MULTI-3",
             deal_rule="THREE-1", title="Jo-Jotte for three players")
PARTNERSHIP = Game("partnership", 4, PartnershipRules(), partnerships=True, hand_size=8,
                   tricks=8, game_target=125, rule="MULTI-4", deal_rule="FOUR-1",
                   title="Jo-Jotte for four in partnership")
CUTTHROAT = Game("cutthroat", 4, ThreePlayerRules(), dealer_sits_out=True,
                 has_active_defender=True, rule="MULTI-4C", deal_rule="CUT-1",
                 title="Cutthroat Jo-Jotte for four")

#: The family, in the order the book teaches it.
JOJOTTE_GAMES = (TWO, THREE, PARTNERSHIP, CUTTHROAT)
