"""Klaberjass, Fosdick's form: two-player Jo-Jotte with fewer calls, other melds and one
score per player (FAMILY.md, KLAB-1 to KLAB-22)."""

from .games import KLABERJASS
from .rules import FOSDICK, KlaberjassRules

__all__ = ["FOSDICK", "KLABERJASS", "KlaberjassRules"]
