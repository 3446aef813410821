"""Belote for four players in partnership, after the Denexa page and the family article
(FAMILY.md, BEL-1 to BEL-26; rule profiles ``denexa`` and ``citizendium``)."""

from .games import BELOTE
from .profiles import CITIZENDIUM, DENEXA, BeloteProfile
from .rules import BeloteRules

__all__ = ["BELOTE", "CITIZENDIUM", "DENEXA", "BeloteProfile", "BeloteRules"]
