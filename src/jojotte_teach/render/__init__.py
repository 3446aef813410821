"""Drawing: cards, hands, the card table and the score sheets as SVG, HTML and text, at
any table (imports the engine, nothing else).

>>> from jojotte_teach.engine import Card
>>> 'aria-label="Seven of clubs"' in card_html(Card("7C"))
True
"""

from .advice import (
    COST_COLOURS,
    advice_html,
    cost_badge,
    cost_colour,
    cost_words,
    hint_html,
    hint_marks,
    review_html,
)
from .basics import RULES_URL, linked_rules, rule_link
from .dialogue import dialogue_html, learnt_text
from .html import CardMark, backs_html, card_html, hand_html, text_colour_on
from .score_sheet import reckoning_html, score_html, scorepad_html
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
from .table import auction_html, status_html, table_html, trick_html, tricks_html
from .words import action_label, action_text, auction_calls

__all__ = [
    "BACK_NAME",
    "CLASSIC_COLOURS",
    "COST_COLOURS",
    "DEFAULT_WIDTH",
    "FOUR_COLOURS",
    "INFORMATION_CARD",
    "RULES_URL",
    "TURN_UP",
    "CardMark",
    "action_label",
    "action_text",
    "advice_html",
    "auction_calls",
    "auction_html",
    "back_svg",
    "backs_html",
    "card_html",
    "card_svg",
    "cost_badge",
    "cost_colour",
    "cost_words",
    "dialogue_html",
    "hand_html",
    "hint_html",
    "hint_marks",
    "learnt_text",
    "linked_rules",
    "reckoning_html",
    "review_html",
    "rule_link",
    "score_html",
    "scorepad_html",
    "status_html",
    "suit_colour",
    "table_html",
    "text_colour_on",
    "trick_html",
    "tricks_html",
]
