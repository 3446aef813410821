"""The Jo-Jotte rules engine (standard library only, so it runs in Pyodide)."""

from .actions import Action, Verb, parse_strain, strain_name, strain_suit
from .cards import (
    DECK,
    PLAIN_ORDER,
    SEQUENCE_ORDER,
    TRUMP_ORDER,
    Card,
    Rank,
    Suit,
    beats,
    card_points,
    format_cards,
    parse_cards,
    sorted_hand,
    trick_strength,
)
from .deal import Deal, SplitMix64, cut_for_deal, shuffled_deck
from .errors import IllegalActionError, InvalidNotationError, InvalidRecordError, JojotteError
from .rules import DENEXA, PAGAT, PROFILES, Rules, get_rules

__all__ = [
    "DECK", "DENEXA", "PAGAT", "PLAIN_ORDER", "PROFILES", "SEQUENCE_ORDER", "TRUMP_ORDER",
    "Action", "Card", "Deal", "IllegalActionError", "InvalidNotationError",
    "InvalidRecordError", "JojotteError", "Rank", "Rules", "SplitMix64", "Suit", "Verb",
    "beats", "card_points", "cut_for_deal", "format_cards", "get_rules", "parse_cards",
    "parse_strain", "shuffled_deck", "sorted_hand", "strain_name", "strain_suit",
    "trick_strength",
]
