"""The annotated rubber's play: every card with a choice, valued two ways.

For each card played where the player had two or more legal cards, the page
shows what each card was worth in trick points from that moment on (SCO-1;
on a Nullo or Slam still open, the chance of making or beating it):

* **with every card in view**: exact, perfect play by both
  (:func:`~jojotte_teach.ai.hints.hint` on the hand's state);
* **from the player's seat**: averaged over deals of the unseen cards that fit
  what he has seen (the hint on his :class:`~jojotte_teach.engine.PlayerView`).

>>> f = moment(1, 0)
>>> f.trick, f.player, f.card in f.exact
(1, 'Bob', True)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from html import escape

from ..engine.actions import Verb
from ..engine.cards import Card
from ..engine.state import HandState, Phase, apply, new_hand
from ..engine.view import player_view
from .annotated import _CELL, _NUMBER, _SHEET, ANNOTATED, hand_record
from .show import Html

__all__ = ["PLAY_SAMPLES", "CardFigures", "card_figures", "choices", "moment", "show_moment"]

#: Deals sampled for a card valued from the player's seat.
PLAY_SAMPLES = 40
_NOTE = "font-size:12px;color:#444;margin:4px 0"


@dataclass(frozen=True)
class CardFigures:
    """One card of the play where the player had a choice, valued two ways.

    Attributes:
        cards: how many cards had been played before it (``book.play_position``'s
            ``cards``).
        trick: the trick's number, 1 to 9.
        player: who played it.
        card: the card played.
        exact: each legal card's trick points from here on, every card in view.
        seen: the same averaged over deals that fit what the player had seen.
        samples: the deals behind ``seen``.
        unit: ``points``, or ``chance`` on a Slam or Nullo still open.
    """

    cards: int
    trick: int
    player: str
    card: Card
    exact: dict[Card, float]
    seen: dict[Card, float]
    samples: int
    unit: str

    @property
    def best(self) -> tuple[Card, ...]:
        """The cards best with every card in view."""
        top = max(self.exact.values())
        return tuple(c for c, v in self.exact.items() if v >= top - 1e-9)

    @property
    def best_seen(self) -> tuple[Card, ...]:
        """The cards best on average over the deals the player could not tell apart."""
        top = max(self.seen.values())
        return tuple(c for c, v in self.seen.items() if v >= top - 1e-9)

    @property
    def cost(self) -> float:
        """What the card played gave away against perfect play (all cards in view)."""
        return max(self.exact.values()) - self.exact[self.card]


@lru_cache(maxsize=16)
def card_figures(number: int, samples: int = PLAY_SAMPLES, seed: int = 0,
                 name: str = ANNOTATED) -> tuple[CardFigures, ...]:
    """Every card of hand ``number`` played with two or more legal cards to choose from."""
    from ..ai.hints import hint
    from ..ai.search import Solver

    record = hand_record(number, name)
    final = record.final_state()
    solver = Solver()
    state = new_hand(record.deal, record.players, record.rules)
    out = []
    played = 0
    for action in final.history:
        if state.phase is Phase.PLAY and action.verb is Verb.PLAY:
            assert action.card is not None
            view = player_view(state, state.to_act)
            legal = {a.card for a in view.legal if a.verb is Verb.PLAY}
            if len(legal) > 1 and not _nullo_lost(state):
                exact = hint(state, solver=solver)
                seen = hint(view, time_budget=None, samples=samples, seed=seed, solver=solver)
                out.append(CardFigures(
                    played, len(state.tricks) + 1, action.player, action.card,
                    {c: h.value for c, h in exact.cards.items()},
                    {c: h.value for c, h in seen.cards.items()}, seen.samples, exact.unit))
            played += 1
        state = apply(state, action)
    return tuple(out)


def _nullo_lost(state: HandState) -> bool:
    """A Nullo whose bidder has taken a trick: nothing is left to value (SCO-9)."""
    c = state.contract
    return (c is not None and c.special == "nullo"
            and any(t.winner == c.declarer for t in state.tricks))


def choices(number: int, name: str = ANNOTATED) -> Html:
    """Every card played with a choice: the card, the best with all cards in view and
    from the player's seat, and what it cost."""
    rows = []
    for f in card_figures(number, name=name):
        unit = "%" if f.unit == "chance" else ""

        def shown(v: float, unit: str = unit) -> str:
            return f"{v:.0%}" if unit else f"{v:.0f}"

        best = " ".join(c.pretty for c in f.best)
        seen = " ".join(c.pretty for c in f.best_seen)
        cost = "best" if f.cost <= 1e-9 else (
            f"{f.cost:.0%}" if unit else f"\u2212{f.cost:.0f}")
        rows.append(
            f'<tr><td style="{_NUMBER}">{f.trick}</td><td style="{_CELL}">{escape(f.player)}'
            f'</td><td style="{_CELL}">{escape(f.card.pretty)}</td>'
            f'<td style="{_NUMBER}">{shown(f.exact[f.card])}</td>'
            f'<td style="{_CELL}">{escape(best)} ({shown(max(f.exact.values()))})</td>'
            f'<td style="{_CELL}">{escape(seen)} ({shown(max(f.seen.values()))})</td>'
            f'<td style="{_NUMBER}">{cost}</td></tr>')
    return Html(
        f'<table class="jj-choices" style="{_SHEET}"><thead><tr>'
        f'<th style="{_CELL}">trick</th><th style="{_CELL}">player</th>'
        f'<th style="{_CELL}">card</th><th style="{_CELL}">its value</th>'
        f'<th style="{_CELL}">best, all cards in view</th>'
        f'<th style="{_CELL}">best from the player\u2019s seat</th>'
        f'<th style="{_CELL}">cost</th>'
        f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        f'<div style="{_NOTE}">Values: the trick points the player takes from that card '
        "to the end of the hand (on a Nullo still open, the chance of making or beating "
        "it), with perfect play by both. Cost: against the best card with every card in "
        "view.</div>")


def moment(number: int, cards: int, name: str = ANNOTATED) -> CardFigures:
    """The figures of hand ``number``'s card played after ``cards`` others.

    Raises:
        ValueError: that card was the only one its player could play.
    """
    for f in card_figures(number, name=name):
        if f.cards == cards:
            return f
    raise ValueError(f"in hand {number} the card played after {cards} others was forced: "
                     "there is nothing to compare")


def show_moment(number: int, cards: int, caption: str, name: str = ANNOTATED) -> Html:
    """A decision of the play: the table with every card in view, the exact hint on the
    cards of the player to move, and each card's value both ways."""
    from .coach import play_position, show_hint

    state = play_position(hand_record(number, name).final_state(), cards)
    f = moment(number, cards, name)
    chance = f.unit == "chance"

    def shown(v: float) -> str:
        return f"{v:.0%}" if chance else f"{v:.0f}"

    rows = "".join(
        f'<tr><td style="{_CELL}">{escape(c.pretty)}{" (played)" if c is f.card else ""}'
        f'</td><td style="{_NUMBER}">{shown(f.exact[c])}</td>'
        f'<td style="{_NUMBER}">{shown(f.seen[c])}</td></tr>'
        for c in sorted(f.exact, key=lambda c: (-f.exact[c], -f.seen[c], c.index)))
    what = ("chance of making the contract" if chance and f.player == _declarer(state)
            else "chance of beating the contract" if chance else "trick points from here on")
    table = (
        f'<table class="jj-moment" style="{_SHEET}"><thead><tr>'
        f'<th style="{_CELL}">{escape(f.player)}\u2019s card</th>'
        f'<th style="{_CELL}">{what}, every card in view</th>'
        f'<th style="{_CELL}">the same from {escape(f.player)}\u2019s seat ({f.samples} '
        f"deals)</th></tr></thead><tbody>{rows}</tbody></table>")
    return Html(show_hint(state, caption=caption).html + table)


def _declarer(state: HandState) -> str:
    assert state.contract is not None
    return state.players[state.contract.declarer]
