"""The rules engine of the Jo-Jotte family (standard library only, so it runs in Pyodide).

One API for every game: a game is a value (:class:`Game`, looked up by name with
:func:`get_game`), a hand is a :class:`HandState`, and :func:`legal_actions`,
:func:`apply` and :func:`explain` ask the game's own rules at each step.

>>> from jojotte_teach.engine import Deal, new_hand, legal_actions, apply
>>> state = new_hand(Deal.from_seed(42, dealer=1), ("Ann", "Bob"))
>>> state = apply(state, legal_actions(state)[1])   # Ann accepts the turn-up's suit
>>> state.auction_contract is None, state.stage.bidder
(True, 0)
>>> three = new_hand(Deal.from_seed(42, dealer=0, game=get_game("three")), ("Ann", "Bob", "Cat"))
>>> [str(a) for a in legal_actions(three)]
['Bob pass', 'Bob accept']
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
from .game import Game, GameRules
from .games import CUTTHROAT, GAMES, PARTNERSHIP, THREE, TWO, get_game
from .hand import Contract, HandState, Phase, Trick
from .interrogation import ClassResult, Exchange, MeldOutcome, interrogate
from .invariants import InvariantError, check_invariants
from .jojotte import Stage
from .jojotte.outcome import TableOutcome, score_table
from .melds import Meld, MeldClass, check_meld, possible_melds
from .records import (
    HandRecord,
    SessionRecord,
    dumps_record,
    load_record,
    loads_record,
    parse_record,
    record_from_state,
    record_to_json,
)
from .rules import DENEXA, PAGAT, PROFILES, Rules, get_rules
from .scorepad import Scorepad
from .scoring import HandScore, Item, Line, score_hand
from .state import (
    Verdict,
    apply,
    explain,
    legal_actions,
    new_hand,
    pass_to_the_lead,
    playable_cards,
)
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
    "GameRules",
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
    "interrogate",
    "legal_actions",
    "load_record",
    "loads_record",
    "new_hand",
    "parse_cards",
    "parse_record",
    "parse_strain",
    "pass_to_the_lead",
    "playable_cards",
    "player_view",
    "possible_melds",
    "pretty_cards",
    "record_from_state",
    "record_to_json",
    "score_hand",
    "score_table",
    "shuffled_deck",
    "sorted_hand",
    "strain_name",
    "strain_suit",
    "trick_strength",
]
