"""The computer as coach on the static pages: hints, reviews and the bidding advisor.

Every figure here is exact or seeded, so a page shows the same thing on every
build: hints are worked out with every card in view, and the advisor samples a
fixed number of deals from a fixed seed.

>>> from jojotte_teach import book
>>> state = book.play_position("first-hand", cards=0)
>>> state.phase.value, len(state.tricks), len(state.trick)
('play', 0, 0)
"""

from __future__ import annotations

from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING

from ..engine.actions import Verb
from ..engine.cards import Card, parse_cards
from ..engine.rules import Rules, get_rules
from ..engine.state import HandState, Phase, apply, new_hand
from ..render.advice import advice_html, hint_html, hint_marks, review_html
from ..render.table import table_html
from .examples import example_state
from .show import Html

if TYPE_CHECKING:
    from ..ai.advisor import BidAdvice
    from ..ai.hints import Hint
    from ..ai.review import Review

__all__ = [
    "BOOK_ADVICE_SAMPLES",
    "advice",
    "exact_hint",
    "play_position",
    "review",
    "show_advice",
    "show_hint",
    "show_review",
]

#: Deals the pages' advice samples: enough to rank clear cases, quick to build.
BOOK_ADVICE_SAMPLES = 24


def _state(source: str | HandState) -> HandState:
    return example_state(source) if isinstance(source, str) else source


def play_position(source: str | HandState, cards: int) -> HandState:
    """The hand when ``cards`` cards have been played (0: before the first lead).

    Args:
        source: an example's name, or a state (its history is replayed).
        cards: cards already played; the next card is number ``cards + 1``.

    Raises:
        ValueError: the hand never reached the play, or fewer cards were played.
    """
    state = _state(source)
    played = sum(1 for a in state.history if a.verb is Verb.PLAY)
    if played == 0:
        raise ValueError("no card was played in this hand, so it has no moment of the play "
                         "to show")
    if not 0 <= cards < played:
        raise ValueError(f"{played} cards were played in this hand: choose a position "
                         f"from 0 to {played - 1} cards played, not {cards}")
    now = new_hand(state.deal, state.players, state.rules)
    seen = 0
    for action in state.history:
        if action.verb is Verb.PLAY:
            if seen == cards:
                break
            seen += 1
        now = apply(now, action)
    return now


def exact_hint(source: str | HandState) -> Hint:
    """The hint for the player to move, every card in view (exact).

    Raises:
        ValueError: the hand is not in the play of the cards.
    """
    from ..ai.hints import hint

    state = _state(source)
    if state.phase is not Phase.PLAY:
        raise ValueError("a hint needs a hand in the play of the cards; use "
                         "book.play_position(...) to pick a moment of the play")
    return hint(state)


def show_hint(source: str | HandState, *, caption: str | None = None) -> Html:
    """The table seen by the player to move, his cards coloured by their cost, and the hint.

    Raises:
        ValueError: the hand is not in the play of the cards.
    """
    state = _state(source)
    found = exact_hint(state)
    head = (f'<div class="jj-caption" style="font-weight:600">{escape(caption)}</div>'
            if caption else "")
    table = table_html(state, viewer=state.to_act, show_all=True, marks=hint_marks(found))
    return Html(head + table + hint_html(found))


def review(source: str | HandState) -> Review:
    """Every card played in the hand against perfect play (exact).

    Raises:
        ValueError: no card was played.
    """
    from ..ai.review import review as review_play

    return review_play(_state(source))


def show_review(source: str | HandState) -> Html:
    """The review of the play as a table: trick, player, card, best card(s), cost.

    Raises:
        ValueError: no card was played.
    """
    return Html(review_html(review(source).lines))


def advice(hand: str | tuple[Card, ...], turn_up: str | Card, *,
           samples: int = BOOK_ADVICE_SAMPLES, seed: int = 0, rules: str | Rules = "pagat",
           dealer: bool = False) -> BidAdvice:
    """The bidding advisor's figures for six cards and a turn-up (seeded; kept per page run).

    Raises:
        ValueError: not six distinct cards, or the turn-up among them.
    """
    cards = parse_cards(hand) if isinstance(hand, str) else tuple(hand)
    up = Card(turn_up) if isinstance(turn_up, str) else turn_up
    profile = get_rules(rules) if isinstance(rules, str) else rules
    return _advice(cards, up, samples, seed, profile, dealer)


@lru_cache(maxsize=16)
def _advice(cards: tuple[Card, ...], up: Card, samples: int, seed: int, rules: Rules,
            dealer: bool) -> BidAdvice:
    # The chart and the widget of one page ask for the same advice: work it out once.
    from ..ai.advisor import advise_bid

    return advise_bid(cards, up, rules=rules, dealer=dealer, samples=samples, seed=seed)


def show_advice(found: BidAdvice, *, caption: str | None = None) -> Html:
    """The advisor's table of calls, with bars (static HTML, as the widget draws it)."""
    words = caption or (f"Your hand {' '.join(c.pretty for c in found.hand)}, turn-up "
                        f"{found.turn_up.pretty}: what each call is worth")
    return Html(advice_html(found.contracts, samples=found.samples, caption=words))
