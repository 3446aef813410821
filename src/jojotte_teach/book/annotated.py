"""The annotated rubber: the figures its page sets beside the commentary.

The page ``book/annotated-game.md`` goes through one rubber, hand by hand. The
hands are a session record (``book/examples/annotated-rubber.json``), so the page
shows the same game whatever the computer players may later become; the figures
beside the commentary are worked out from that record when the page is built:

* **each call** of the auction, valued from the caller's seat: the unseen cards
  dealt again many times to fit what he has seen, and on each deal every call
  he may make followed through the rest of the auction and played out exactly,
  as the expert does (:class:`~jojotte_teach.ai.expert.AuctionSearch`). The
  figure is his score difference for the hand (what he writes above and below
  the line, less what his opponent writes), undoubled calls and doubles alike;
* **Nullo and Slam**, weighed the same way from the seat of the player who
  could bid them (:func:`special_figures`);
* **the score sheet** after each hand (:func:`pad_after`).

The cards of the play are valued in :mod:`~jojotte_teach.book.annotated_play`.

>>> pad = pad_after(1)
>>> len(pad.hands)
1
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING

from ..engine.actions import Verb
from ..engine.records import HandRecord, SessionRecord
from ..engine.scorepad import Scorepad
from ..engine.scoring import HandScore
from ..engine.state import HandState, Phase, apply, legal_actions, new_hand
from ..engine.view import player_view
from ..render.advice import signed
from ..render.table import score_html, scorepad_html
from .examples import example
from .show import Html

if TYPE_CHECKING:
    from ..ai.advisor import BidAdvice

__all__ = [
    "ANNOTATED",
    "CALL_SAMPLES",
    "SPECIAL_SAMPLES",
    "CallFigures",
    "SpecialFigures",
    "advisor_for",
    "call_figures",
    "calls_html",
    "hand_record",
    "hand_score",
    "pad_after",
    "show_advisor",
    "show_hand_score",
    "show_pad",
    "special_figures",
    "special_moment",
]

#: The example holding the rubber.
ANNOTATED = "annotated-rubber"
#: Deals sampled to value each call (twice the expert's own ``ai.expert.BID_SAMPLES``).
CALL_SAMPLES = 40
_FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"
_SHEET = f"{_FONT};font-size:14px;border-collapse:collapse;margin:0.4em 0"
_CELL = "padding:2px 8px;text-align:left;border-bottom:1px solid #e3e3e3"
_NUMBER = "padding:2px 8px;text-align:right;border-bottom:1px solid #e3e3e3;white-space:nowrap"


@lru_cache(maxsize=4)
def _session(name: str) -> SessionRecord:
    record = example(name)
    if not isinstance(record, SessionRecord):
        raise ValueError(f'example "{name}" is one hand, not a session')
    return record


def hand_record(number: int, name: str = ANNOTATED) -> HandRecord:
    """Hand ``number`` (from 1) of the rubber.

    Raises:
        ValueError: no such hand.

    >>> hand_record(1).dealer in hand_record(1).players
    True
    """
    hands = _session(name).hands
    if not 1 <= number <= len(hands):
        raise ValueError(f"the rubber has {len(hands)} hands: choose one from 1 to "
                         f"{len(hands)}, not {number}")
    return hands[number - 1]


def pad_after(hands: int, name: str = ANNOTATED) -> Scorepad:
    """The score sheet with the first ``hands`` hands written on it (GAME-1, GAME-2).

    Raises:
        ValueError: more hands than the rubber has, or fewer than none.
    """
    session = _session(name)
    if not 0 <= hands <= len(session.hands):
        raise ValueError(f"the rubber has {len(session.hands)} hands, not {hands}")
    pad = Scorepad(session.players, session.rules)
    for record in session.hands[:hands]:
        pad.add(record.final_state())
    return pad


def hand_score(number: int, name: str = ANNOTATED) -> HandScore:
    """Hand ``number``'s score, with the prison the earlier hands left (SCO-8)."""
    return pad_after(number, name).hands[-1]


def show_hand_score(number: int, name: str = ANNOTATED) -> Html:
    """Hand ``number``'s reckoning and what each player writes above and below."""
    return Html(score_html(hand_score(number, name)))


def show_pad(hands: int, name: str = ANNOTATED) -> Html:
    """The score sheet after ``hands`` hands, as the book draws it, with a caption.

    >>> "The score sheet after hand 1" in show_pad(1).html
    True
    """
    head = (f'<div class="jj-caption" style="font-weight:600">The score sheet after hand '
            f"{hands}</div>")
    return Html(head + scorepad_html(pad_after(hands, name)))


def special_moment(number: int, special: str, name: str = ANNOTATED) -> HandState:
    """Hand ``number`` at the moment ``nullo`` or ``slam`` could be bid (SPEC-1, SPEC-3).

    Raises:
        ValueError: the bid was never open in that hand.
    """
    verb = Verb(special)
    state = new_hand(hand_record(number, name).deal, hand_record(number, name).players,
                     hand_record(number, name).rules)
    for action in hand_record(number, name).final_state().history:
        if any(a.verb is verb for a in legal_actions(state)):
            return state
        state = apply(state, action)
    raise ValueError(f"nobody could bid {special} in hand {number}")


# ---------------------------------------------------------------- the auction


@dataclass(frozen=True)
class CallFigures:
    """One call of the auction, and what each call open to the caller was worth.

    Attributes:
        step: the call's place among the record's actions (from 0).
        player: who called.
        call: the call made (``pass``, ``accept``, ``bid C``, ``double`` ...).
        results: each call he might have made, with his score difference on each
            sampled deal (the same deals for every call).
    """

    step: int
    player: str
    call: str
    results: dict[str, tuple[float, ...]]

    @property
    def samples(self) -> int:
        """Deals sampled."""
        return len(self.results[self.call])

    @property
    def values(self) -> dict[str, float]:
        """Each call's mean score difference."""
        return {c: statistics.fmean(r) for c, r in self.results.items()}

    @property
    def best(self) -> str:
        """The call with the best mean (the call made, if it ties)."""
        values = self.values
        top = max(values.values())
        if values[self.call] >= top - 1e-9:
            return self.call
        return max(values, key=lambda c: values[c])

    @property
    def cost(self) -> float:
        """What the call made gave away on average against the best-valued one."""
        values = self.values
        return max(values.values()) - values[self.call]

    def clearly_better(self, other: str) -> bool:
        """Whether ``other`` beats the call made by more than the sampling's noise: the
        95% interval of the paired differences lies above zero.

        >>> f = CallFigures(0, "Ann", "pass", {"pass": (0.0, 0.0, 0.0),
        ...                                     "accept": (10.0, 12.0, 11.0)})
        >>> f.clearly_better("accept"), f.clearly_better("pass")
        (True, False)
        """
        from ..ai.match import confidence_interval

        gaps = [a - b for a, b in zip(self.results[other], self.results[self.call],
                                      strict=True)]
        interval = confidence_interval(gaps)
        return interval is not None and interval[0] > 0


@lru_cache(maxsize=16)
def call_figures(number: int, samples: int = CALL_SAMPLES, seed: int = 0,
                 name: str = ANNOTATED) -> tuple[CallFigures, ...]:
    """Every call of hand ``number``'s auction, valued from the caller's seat.

    Each call open to the caller is followed through the rest of the auction on
    ``samples`` deals of the cards he cannot see (his own later calls chosen as
    the expert would, his opponent's by the rules of thumb) and each contract
    reached is played out with both hands in view.
    """
    from ..ai.expert import AuctionSearch
    from ..ai.knowledge import Knowledge
    from ..ai.sampling import sample_full_deals
    from ..ai.solver import Solver

    record = hand_record(number, name)
    solver = Solver()
    state = new_hand(record.deal, record.players, record.rules)
    out = []
    for step, action in enumerate(record.actions):
        if state.phase is not Phase.AUCTION:
            break
        view = player_view(state, state.to_act)
        deals = sample_full_deals(Knowledge.from_view(view), samples, seed)
        values = AuctionSearch(view, deals, solver).call_values(prune=False)
        results = {a.short(): tuple(v) for a, v in values.items()}
        out.append(CallFigures(step, action.player, action.short(), results))
        state = apply(state, action)
    return tuple(out)


def calls_html(figures: tuple[CallFigures, ...], caption: str = "") -> Html:
    """The auction as a table: each call, and every call open to the caller with its value.

    The best-valued call is in bold; the call made is marked.
    """
    rows = []
    for f in figures:
        ranked = sorted(f.values.items(), key=lambda kv: -kv[1])
        options = []
        for call, value in ranked:
            text = f"{escape(call)} {signed(value)}"
            if call == f.best:
                text = f"<b>{text}</b>"
            if call == f.call:
                text = f'<span style="text-decoration:underline">{text}</span>'
            options.append(text)
        rows.append(f'<tr><td style="{_CELL}">{escape(f.player)}</td>'
                    f'<td style="{_CELL};white-space:nowrap"><b>{escape(f.call)}</b></td>'
                    f'<td style="{_CELL}">{", ".join(options)}</td></tr>')
    samples = figures[0].samples if figures else 0
    head = (f'<caption style="text-align:left;font-weight:600">{escape(caption)}</caption>'
            if caption else "")
    return Html(
        f'<table class="jj-calls" style="{_SHEET}">{head}<thead><tr>'
        f'<th style="{_CELL}">caller</th><th style="{_CELL}">call</th>'
        f'<th style="{_CELL}">each call open to him: mean score difference over {samples} '
        "deals (best in bold, the call made underlined)</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>")


def advisor_for(number: int, player: str, name: str = ANNOTATED) -> BidAdvice:
    """The bidding advisor on a player's six cards and the turn-up in hand ``number``
    (seeded, :func:`~jojotte_teach.book.coach.advice`): each contract played out with
    him as declarer. As the dealer he speaks after the non-dealer's pass (BID-1).

    Raises:
        InvalidNotationError: no such player.
    """
    from .coach import advice

    record = hand_record(number, name)
    seat = record.final_state().seat_of(player)
    deal = record.deal
    return advice(deal.hands[seat], deal.turn_up, rules=record.rules,
                  dealer=deal.dealer == seat)


def show_advisor(number: int, player: str, name: str = ANNOTATED) -> Html:
    """The advisor's table for a player's six cards, folded away under a summary line."""
    from ..render.advice import advice_html

    found = advisor_for(number, player, name)
    table = advice_html(found.contracts, samples=found.samples,
                        caption=f"{player}'s six cards and the turn-up: each contract "
                                f"with {player} as declarer")
    return Html(f"<details><summary>The bidding advisor on {escape(player)}'s six cards"
                f"</summary>{table}</details>")


# ---------------------------------------------------------------- Nullo and Slam


#: Deals sampled for a Nullo or Slam decision (the expert's ``SPECIAL_SAMPLES``).
SPECIAL_SAMPLES = 16


@dataclass(frozen=True)
class SpecialFigures:
    """A Nullo or Slam bid weighed against letting the standing contract be played.

    Attributes:
        player: who could bid it.
        special: ``nullo`` or ``slam``.
        made: on each sampled deal, whether the bid would be made with perfect play.
        gains: on each deal, his score difference with the bid less without it.
    """

    player: str
    special: str
    made: tuple[bool, ...]
    gains: tuple[float, ...]

    @property
    def chance(self) -> float:
        """The share of the deals on which the bid is made."""
        return sum(self.made) / len(self.made)

    @property
    def mean_gain(self) -> float:
        """What the bid gains on average (a loss if negative)."""
        return statistics.fmean(self.gains)


@lru_cache(maxsize=8)
def special_figures(number: int, special: str, samples: int = SPECIAL_SAMPLES, seed: int = 0,
                    name: str = ANNOTATED) -> SpecialFigures:
    """A Nullo (SPEC-1) or Slam (SPEC-3) bid in hand ``number``, weighed from the seat
    of the player who could make it: his opponent's nine cards dealt again to fit
    what he has seen, and on each deal both contracts played out exactly, melds,
    the dix and Jo-Jotte included (:mod:`~jojotte_teach.ai.contracts`).
    """
    from ..ai.contracts import Table, play_contract
    from ..ai.knowledge import Knowledge
    from ..ai.sampling import sample_hands
    from ..ai.solver import Solver

    state = special_moment(number, special, name)
    view = player_view(state, state.to_act)
    auction, current = view.auction_contract, view.contract
    assert auction is not None and current is not None
    me = view.seat
    solver = Solver()
    made, gains = [], []
    for theirs in sample_hands(Knowledge.from_view(view), samples, seed).hands:
        hands = (view.hand, tuple(theirs)) if me == 0 else (tuple(theirs), view.hand)
        table = Table(hands, view.turn_up, view.dealer)
        bid = play_contract(table, view.rules, auction.strain, me, special,
                            auction.accepted_turn_up, solver)
        standing = play_contract(table, view.rules, auction.strain, current.declarer,
                                 current.special, auction.accepted_turn_up, solver)
        multiplier = 1 if special == "nullo" else auction.multiplier
        made.append(bool(bid.made))
        gains.append(bid.difference(view.rules, multiplier, me)
                     - standing.difference(view.rules, current.multiplier, me))
    return SpecialFigures(view.player, special, tuple(made), tuple(gains))
