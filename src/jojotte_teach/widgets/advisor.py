"""BiddingAdvisor: six cards and a turn-up, and what each call is worth over sampled deals.

The advisor (:func:`jojotte_teach.ai.advisor.advise_bid`) deals the unseen cards
many times and plays every contract out with both hands in view, you as
declarer: accepting the turn-up's suit (BID-1), naming another suit or No-trump
(BID-2, BID-4). The widget shows one row per call: the mean result, its 95%
interval and how often you come out ahead, drawn as bars in plain HTML.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w
from traitlets import Bool, Float, Int, List, Unicode

from ..engine.cards import Card, format_cards, parse_cards, pretty_cards, sorted_hand
from ..engine.deal import Deal
from ..engine.errors import InvalidNotationError
from ..engine.rules import Rules, get_rules
from ..render.advice import advice_html, signed
from ..render.html import card_html, hand_html
from ..render.svg import TURN_UP
from .base import JojotteWidget

if TYPE_CHECKING:
    from ..ai.advisor import BidAdvice

__all__ = ["ADVISOR_BUDGET", "ADVISOR_SAMPLES", "BiddingAdvisor", "read_hand"]

#: Deals the widget samples by default: enough for a first look, quick in a browser.
ADVISOR_SAMPLES = 24
#: Seconds the widget's advice may take by default (fewer deals on a slow machine).
ADVISOR_BUDGET = 1.5


def read_hand(hand: str, turn_up: str) -> tuple[tuple[Card, ...], Card]:
    """Six cards and a turn-up from text, checked: ``read_hand("JH 9H AH AS 10S 7C", "KH")``.

    >>> cards, up = read_hand("JH, 9H AH AS 10s 7♣", "KH")
    >>> format_cards(cards), up.text
    ('JH 9H AH AS 10S 7C', 'KH')
    >>> read_hand("JH 9H", "KH")
    Traceback (most recent call last):
    ...
    ValueError: The advisor needs six cards in your hand; you gave 2 (J♥ 9♥).

    Raises:
        ValueError: not six distinct cards, not one turn-up, or the turn-up in the hand
            (an :class:`~jojotte_teach.engine.InvalidNotationError` names a card that
            is not one).
    """
    cards = parse_cards(hand.replace(",", " "))
    ups = parse_cards(turn_up.replace(",", " "))
    if len(cards) != 6:
        shown = f" ({pretty_cards(cards)})" if cards else ""
        raise ValueError(f"The advisor needs six cards in your hand; you gave {len(cards)}"
                         f"{shown}.")
    twice = [c.pretty for c in sorted({c for c in cards if cards.count(c) > 1})]
    if twice:
        raise ValueError(f"{' and '.join(twice)} appears twice: the six cards must all differ.")
    if len(ups) != 1:
        raise ValueError(f"Give one turn-up card, not {len(ups)}.")
    up = ups[0]
    if up in cards:
        raise ValueError(f"The turn-up {up.pretty} cannot also be in your hand (DEAL-3).")
    return cards, up


class BiddingAdvisor(JojotteWidget):
    """Pick or deal six cards and a turn-up; see what each call is worth.

    Args:
        hand: your six cards as text (``"JH 9H AH AS 10S 7C"``); with ``turn_up``.
        turn_up: the turn-up (``"KH"``).
        seed: without a hand, deal one from this seed (default 1).
        dealer: you are the dealer (your opponent spoke first and passed);
            otherwise you speak first. Under the pagat rules the defender leads
            (PLAY-1), so this changes nothing there; under a profile where the
            non-dealer leads, it does.
        rules: the rule profile.
        samples: deals to sample for each piece of advice.
        time_budget: stop sampling after about this many seconds (None: no limit,
            and the advice then depends only on the samples and ``advice_seed``).
        advice_seed: fixes the sampled deals.
        advice: show this advice (from :func:`~jojotte_teach.ai.advisor.advise_bid`)
            instead of working it out; its hand and turn-up are shown.
        **common: ``preview``, ``live_url``, ``preview_text``, ``rules_url``.

    Raises:
        ValueError: a hand without a turn-up (or the reverse), a hand that is not six
            distinct cards, or a hand together with ``advice``.

    Traits:
        hand, turn_up: the cards advised on, as text.
        dealer: you are the dealer.
        calls: one label per call, in the advisor's order (``"Accept hearts"``,
            ``"Bid spades"``, ..., ``"Bid No-trump"``).
        means: each call's mean result (your score less your opponent's).
        lows, highs: each call's 95% interval (equal to the mean when it has none).
        best: the call with the best mean.
        samples: deals the advice is based on.
        advice_html: the table of calls with their bars.
    """

    hand = Unicode("")
    turn_up = Unicode("")
    dealer = Bool(False)
    calls = List(Unicode())
    means = List(Float())
    lows = List(Float())
    highs = List(Float())
    best = Unicode("")
    samples = Int(0)
    advice_html = Unicode("")

    def __init__(self, hand: str | None = None, turn_up: str | None = None, *,
                 seed: int | None = None, dealer: bool = False, rules: str | Rules = "pagat",
                 samples: int = ADVISOR_SAMPLES, time_budget: float | None = ADVISOR_BUDGET,
                 advice_seed: int = 0, advice: BidAdvice | None = None,
                 **common: Any) -> None:
        super().__init__(**common)
        if (hand is None) != (turn_up is None):
            raise ValueError("give both a hand and a turn-up, or neither")
        if advice is not None and hand is not None:
            raise ValueError("give a hand or an advice to show, not both")
        self._rules = get_rules(rules) if isinstance(rules, str) else rules
        self.sample_count = samples
        self.time_budget = time_budget
        self.advice_seed = advice_seed
        self._seed = 1 if seed is None else seed
        self._advice: BidAdvice | None = None
        self.hand_box = w.Text(description="Your hand:", placeholder="JH 9H AH AS 10S 7C",
                               layout=w.Layout(width="22em"))
        self.turn_up_box = w.Text(description="Turn-up:", placeholder="KH",
                                  layout=w.Layout(width="10em"))
        self.controls = w.HBox([
            self.hand_box, self.turn_up_box,
            self.button("Advise", self.advise, tooltip="Work out what each call is worth"),
            self.button("Deal another hand", self.deal,
                        tooltip="Six fresh cards and a turn-up"),
        ], layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self._arrange(self.controls)
        self.dealer = dealer
        if advice is not None:
            self._show(advice)
        elif hand is not None and turn_up is not None:
            cards, up = read_hand(hand, turn_up)
            self._set(cards, up)
            self.advise()
        else:
            self._deal(self._seed)
            self.advise()

    # ------------------------------------------------------------ reading

    @property
    def advice(self) -> BidAdvice | None:
        """The advice shown (None before the first)."""
        return self._advice

    # ------------------------------------------------------------ gestures

    def choose(self, hand: str, turn_up: str) -> bool:
        """Advise on these six cards and this turn-up.

        Returns:
            True once the advice is shown; False with ``message`` saying what is wrong
            with the cards (the last advice stays).
        """
        try:
            cards, up = read_hand(hand, turn_up)
        except (InvalidNotationError, ValueError) as error:
            self.say(str(error))
            return False
        self._set(cards, up)
        return self.advise() is not None

    def advise(self) -> BidAdvice | None:
        """Work out the advice for the cards in the boxes (the Advise button).

        Returns:
            The advice, or None with ``message`` saying what is wrong with the cards.
        """
        try:
            cards, up = read_hand(self.hand_box.value, self.turn_up_box.value)
        except (InvalidNotationError, ValueError) as error:
            self.say(str(error))
            return None
        from ..ai.advisor import advise_bid

        found = advise_bid(cards, up, rules=self._rules, dealer=bool(self.dealer),
                           samples=self.sample_count, seed=self.advice_seed,
                           time_budget=self.time_budget)
        self._show(found)
        return found

    def deal(self, seed: int | None = None) -> BidAdvice | None:
        """Deal six fresh cards and a turn-up (from ``seed``, or the next seed) and advise."""
        self._seed = self._seed + 1 if seed is None else seed
        self._deal(self._seed)
        return self.advise()

    # ------------------------------------------------------------ drawing

    def _deal(self, seed: int) -> None:
        deal = Deal.from_seed(seed, dealer=1)
        # Seat 1 deals: the dealer's hand is hands[1], the non-dealer's hands[0].
        self._set(deal.hands[1 if self.dealer else 0], deal.turn_up)

    def _set(self, cards: tuple[Card, ...], up: Card) -> None:
        self.hand_box.value = format_cards(cards)
        self.turn_up_box.value = up.text

    def _show(self, advice: BidAdvice) -> None:
        self._advice = advice
        cards, up = advice.hand, advice.turn_up
        self._set(cards, up)
        self.hand = format_cards(cards)
        self.turn_up = up.text
        rows = advice.contracts
        self.calls = [c.label for c in rows]
        self.means = [float(c.mean) for c in rows]
        self.lows = [float(c.ci95[0]) if c.ci95 else float(c.mean) for c in rows]
        self.highs = [float(c.ci95[1]) if c.ci95 else float(c.mean) for c in rows]
        best = advice.best_contract
        self.best = best.label
        self.samples = advice.samples
        self.advice_html = advice_html(rows, samples=advice.samples)
        who = "dealer" if self.dealer else "first to speak"
        shown = sorted_hand(cards, up.suit)
        self.html = (
            '<div class="jj-advisor" role="group" aria-label="Bidding advisor">'
            '<div style="display:flex;gap:18px;flex-wrap:wrap;align-items:flex-end">'
            f"{hand_html(shown, width=56, label=f'Your hand ({who})')}"
            f"{card_html(up, width=56, marker=TURN_UP)}</div>{self.advice_html}</div>")
        self.say(f"Best on these {advice.samples} deals: {best.label}, {signed(best.mean)} "
                 f"on average; you come out ahead on {best.wins:.0%} of them. The advisor "
                 "plays every contract as the computer would, with both hands in view.")
