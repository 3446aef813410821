"""Thin ipywidgets shells over the engine: the book's card table (one for every game),
auction, melds and scores.

Every gesture is a plain method (``table.play("JH")``, ``box.bid("NT")``) that
the buttons call, so the widgets can be driven and checked without a browser.
State lives in the engine; a widget holds traitlets and wiring.

>>> table = CardTable(seed=3, opponent=None, preview=False)
>>> table.phase, table.legal
('auction', ['pass', 'accept'])
>>> table.accept(), table.phase
(True, 'auction')
>>> CardTable("partnership", seed=2, preview=False).players
('You', 'Bob', 'Cat', 'Dan')
"""

from .advisor import BiddingAdvisor, read_hand
from .base import LIVE_URL, PREVIEW_TEXT, JojotteWidget, configure, second_person, verdict_html
from .bidding import BiddingBox, call_label
from .melds import MeldInterrogation, opponent_declarations
from .players import OpponentError, Player, play_out, resolve_player, take_turn
from .replay import HandReplay
from .scorepad import Scorepad
from .scoring_quiz import ScoringQuiz
from .table import CardTable

__all__ = [
    "LIVE_URL", "PREVIEW_TEXT", "BiddingAdvisor", "BiddingBox", "CardTable", "HandReplay",
    "JojotteWidget",
    "MeldInterrogation", "OpponentError", "Player", "Scorepad", "ScoringQuiz", "call_label",
    "configure", "opponent_declarations", "play_out", "read_hand", "resolve_player",
    "second_person", "take_turn", "verdict_html",
]
