"""Drawing: cards and hands as SVG and HTML (imports the engine, nothing else).

>>> from jojotte_teach.engine import Card
>>> 'aria-label="Seven of clubs"' in card_html(Card("7C"))
True
"""

from .html import backs_html, card_html, hand_html
from .svg import (
    BACK_NAME,
    CLASSIC_COLOURS,
    DEFAULT_WIDTH,
    FOUR_COLOURS,
    INFORMATION_CARD,
    TURN_UP,
    back_svg,
    card_svg,
    suit_colour,
)

__all__ = [
    "BACK_NAME",
    "CLASSIC_COLOURS",
    "DEFAULT_WIDTH",
    "FOUR_COLOURS",
    "INFORMATION_CARD",
    "TURN_UP",
    "back_svg",
    "backs_html",
    "card_html",
    "card_svg",
    "hand_html",
    "suit_colour",
]
