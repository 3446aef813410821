"""The Jo-Jotte rules engine (standard library only, so it runs in Pyodide).

>>> from jojotte_teach.engine import Deal, new_hand, legal_actions, apply
>>> state = new_hand(Deal.from_seed(42, dealer=1), ("Ann", "Bob"))
>>> state = apply(state, legal_actions(state)[1])   # Ann accepts the turn-up's suit
>>> state.bid.strain == state.turn_up.suit.value
True
"""

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
    pretty_cards,
    sorted_hand,
    trick_strength,
)
from .deal import Deal, SplitMix64, cut_for_deal, shuffled_deck
from .errors import IllegalActionError, InvalidNotationError, InvalidRecordError, JojotteError
from .game import CUTTHROAT, GAMES, PARTNERSHIP, THREE, TWO, Game, get_game
from .invariants import InvariantError, check_invariants
from .melds import (
    ClassResult,
    Exchange,
    Meld,
    MeldClass,
    MeldOutcome,
    check_meld,
    interrogate,
    possible_melds,
)
from .record_writing import dumps_record, record_from_state, record_to_json
from .records import (
    HandRecord,
    SessionRecord,
    implicit_passes,
    load_record,
    loads_record,
    parse_record,
)
from .rules import DENEXA, PAGAT, PROFILES, Rules, get_rules
from .scoring import HandScore, Item, Line, Scorepad, score_hand
from .state import (
    Contract,
    HandState,
    Phase,
    Stage,
    Trick,
    Verdict,
    apply,
    explain,
    legal_actions,
    new_hand,
    playable_cards,
)
from .table_hand import new_table_hand
from .table_pad import TablePad
from .table_result import score_table_hand
from .table_scoring import TableOutcome, TableScore, score_table
from .view import PlayerView, player_view

__all__ = [
    "CUTTHROAT",
    "DECK",
    "DENEXA",
    "GAMES",
    "PAGAT",
    "PARTNERSHIP",
    "PLAIN_ORDER",
    "PROFILES",
    "SEQUENCE_ORDER",
    "THREE",
    "TRUMP_ORDER",
    "TWO",
    "Action",
    "Card",
    "ClassResult",
    "Contract",
    "Deal",
    "Exchange",
    "Game",
    "HandRecord",
    "HandScore",
    "HandState",
    "IllegalActionError",
    "InvalidNotationError",
    "InvalidRecordError",
    "InvariantError",
    "Item",
    "JojotteError",
    "Line",
    "Meld",
    "MeldClass",
    "MeldOutcome",
    "Phase",
    "PlayerView",
    "Rank",
    "Rules",
    "Scorepad",
    "SessionRecord",
    "SplitMix64",
    "Stage",
    "Suit",
    "TableOutcome",
    "TablePad",
    "TableScore",
    "Trick",
    "Verb",
    "Verdict",
    "apply",
    "beats",
    "card_points",
    "check_invariants",
    "check_meld",
    "cut_for_deal",
    "dumps_record",
    "explain",
    "format_cards",
    "get_game",
    "get_rules",
    "implicit_passes",
    "interrogate",
    "legal_actions",
    "load_record",
    "loads_record",
    "new_hand",
    "new_table_hand",
    "parse_cards",
    "parse_record",
    "parse_strain",
    "playable_cards",
    "player_view",
    "possible_melds",
    "pretty_cards",
    "record_from_state",
    "record_to_json",
    "score_hand",
    "score_table",
    "score_table_hand",
    "shuffled_deck",
    "sorted_hand",
    "strain_name",
    "strain_suit",
    "trick_strength",
]
