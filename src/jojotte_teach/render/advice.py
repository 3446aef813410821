"""The computer's advice drawn: a hint's colours and words, the review of a hand, the advisor.

Like the rest of ``render/``, these are pure functions of plain values. They do
not import the computer players (``ai/``): they read any object with the right
attributes, and the hints, review lines and contract values of
:mod:`jojotte_teach.ai` have them. Colour is never the only carrier of a verdict:
every coloured frame, swatch or bar comes with its words or numbers.

>>> from jojotte_teach.engine import Card
>>> cost_words(15, "points"), cost_badge(15, "points"), cost_colour(15, "points")
('costs 15 points', '\u221215', 'bad')
>>> cost_words(0, "points"), cost_words(0.25, "chance")
('best', 'lowers the chance by 25 percentage points')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape
from typing import Protocol

from ..engine.cards import Card
from .basics import FONT as _FONT
from .basics import HEADER as _HEADER
from .costs import (
    COST_COLOURS,
    COST_STEPS,
    amount,
    cost_badge,
    cost_colour,
    cost_words,
    signed,
)
from .html import CardMark, card_name_html

__all__ = [
    "COST_COLOURS", "COST_STEPS", "CardAdvice", "ContractResult", "HintAdvice", "PlayedCard",
    "advice_html", "cost_badge", "cost_colour", "cost_words", "hint_html", "hint_marks",
    "review_html", "signed",
]

_BOX = (
    f"{_FONT};font-size:14px;line-height:1.4;color:#1d1d1d;background:#fbfbf4;"
    "border:1px solid #c9c29a;border-radius:8px;padding:8px 10px;margin:0.4em 0;"
    "max-width:760px"
)
_LIST = "margin:2px 0;padding-left:0;list-style:none"
_SHEET = f"{_FONT};font-size:14px;border-collapse:collapse;margin:0.4em 0"
_CELL = "padding:2px 8px;text-align:left;border-bottom:1px solid #e3e3e3"
_NUMBER = "padding:2px 8px;text-align:right;border-bottom:1px solid #e3e3e3;white-space:nowrap"
_NOTE = "font-size:12px;color:#444;margin:4px 0"
#: The advisor's bars: width of the drawing, and the colours of gains and losses.
_BAR_WIDTH = 240
_GAIN = "#2e7d32"
_LOSS = "#c62828"


class CardAdvice(Protocol):
    """One legal card's verdict in a hint (``ai.hints.CardHint`` is one)."""

    @property
    def card(self) -> Card: ...

    @property
    def cost(self) -> float: ...

    @property
    def colour(self) -> str: ...


class HintAdvice(Protocol):
    """A hint (``ai.hints.Hint`` is one)."""

    @property
    def player(self) -> str: ...

    @property
    def cards(self) -> Mapping[Card, CardAdvice]: ...

    @property
    def best(self) -> Card: ...

    @property
    def reason(self) -> str: ...

    @property
    def exact(self) -> bool: ...

    @property
    def unit(self) -> str: ...

    @property
    def samples(self) -> int: ...


class PlayedCard(Protocol):
    """One card of a hand against perfect play (``ai.hints.ReviewLine`` is one)."""

    @property
    def trick(self) -> int: ...

    @property
    def player(self) -> str: ...

    @property
    def card(self) -> Card: ...

    @property
    def best(self) -> tuple[Card, ...]: ...

    @property
    def cost(self) -> float | None: ...

    @property
    def unit(self) -> str: ...

    @property
    def why(self) -> str: ...


class ContractResult(Protocol):
    """One contract over sampled deals (``ai.advisor.ContractValue`` is one)."""

    @property
    def label(self) -> str: ...

    @property
    def mean(self) -> float: ...

    @property
    def ci95(self) -> tuple[float, float] | None: ...

    @property
    def wins(self) -> float: ...

    @property
    def results(self) -> tuple[int, ...]: ...


def _swatch(colour: str) -> str:
    return (f'<span aria-hidden="true" style="display:inline-block;width:0.9em;height:0.9em;'
            f"border-radius:3px;vertical-align:-0.1em;margin-right:6px;"
            f'background:{escape(colour, quote=True)}"></span>')


# ---------------------------------------------------------------- hints


def hint_marks(hint: HintAdvice,
               colours: Mapping[str, str] = COST_COLOURS) -> dict[Card, CardMark]:
    """A coloured frame, a badge and words for every legal card of a hint (for ``hand_html``)."""
    return {card: CardMark(colours[advice.colour], cost_badge(advice.cost, hint.unit),
                           cost_words(advice.cost, hint.unit))
            for card, advice in hint.cards.items()}


def _key(unit: str, colours: Mapping[str, str]) -> str:
    good, poor = COST_STEPS[unit]
    if unit == "chance":
        good, poor = good * 100, poor * 100
        what = "percentage points of chance"
    else:
        what = "points"
    parts = [("best", "best"), ("good", f"costs less than {amount(good)}"),
             ("poor", f"less than {amount(poor)}"), ("bad", f"{amount(poor)} or more")]
    items = "; ".join(f"{_swatch(colours[name])}{escape(words)}" for name, words in parts)
    return f'<div style="{_NOTE}">Colours ({escape(what)}): {items}.</div>'


def hint_html(hint: HintAdvice, colours: Mapping[str, str] = COST_COLOURS, *,
              hidden: str = "the hidden hand is") -> str:
    """A hint in words: why the best card is best, and every legal card's cost, best first.

    The list is the text equivalent of the coloured frames drawn on the cards.
    ``hidden`` names what a sampled hint does not look at (``"the hidden hands are"`` at
    three and four).

    Returns:
        A ``<div role="group" aria-label="Hint">``.
    """
    if hint.exact:
        how = ("Exact: every card is in view, so these are the figures of perfect play by "
               "both players.")
    else:
        how = (f"Estimated: the average over {hint.samples} deal"
               f"{'' if hint.samples == 1 else 's'} of the unseen cards that fit what "
               f"{'you have' if hint.player == 'You' else hint.player + ' has'} seen; "
               f"{hidden} not looked at.")
    ranked = sorted(hint.cards.values(), key=lambda a: (a.cost, a.card is not hint.best))
    items = "".join(
        f"<li>{_swatch(colours[a.colour])}{card_name_html(a.card)}: "
        f"{escape(cost_words(a.cost, hint.unit))}</li>" for a in ranked)
    return (f'<div class="jj-hint" role="group" aria-label="Hint" style="{_BOX}">'
            f'<div style="{_HEADER}">Hint for {escape(hint.player)}</div>'
            f"<div>{escape(hint.reason)}</div>"
            f'<div style="{_NOTE}">{escape(how)}</div>'
            f'<ul style="{_LIST}" aria-label="Each card you may play">{items}</ul>'
            f"{_key(hint.unit, colours)}</div>")


# ---------------------------------------------------------------- the review of a hand


def review_html(lines: Sequence[PlayedCard], colours: Mapping[str, str] = COST_COLOURS, *,
                every: str = "both hands") -> str:
    """Every card played against perfect play: trick, player, card, best card(s), cost.

    Below the table, what each player's cards cost in all. ``every`` names the hands
    perfect play looks at (``"every hand"`` at three and four).

    >>> from jojotte_teach.engine import Card
    >>> from types import SimpleNamespace as Line
    >>> html = review_html([Line(trick=1, player="Ann", card=Card("7S"), best=(Card("AS"),),
    ...                         cost=10.0, unit="points", why="")])
    >>> "costs 10 points" in html and "Ann&#x27;s cards gave away 10 points" in html
    True
    """
    rows = []
    for line in lines:
        colour = colours[cost_colour(line.cost, line.unit)]
        played_best = line.cost is not None and line.cost <= 1e-9
        best = " ".join(card_name_html(c) for c in line.best) if line.best else "\u2014"
        if played_best:
            best = "(the card played)" if len(line.best) <= 1 else best
        cost = escape(cost_words(line.cost, line.unit, line.why))
        swatch = "" if line.cost is None else _swatch(colour)
        # Every other trick shaded, so that the cards of a trick read together.
        shade = ' style="background:#f4f4ee"' if line.trick % 2 == 0 else ""
        rows.append(
            f'<tr{shade}><td style="{_NUMBER}">{line.trick}</td>'
            f'<td style="{_CELL}">{escape(line.player)}</td>'
            f'<td style="{_CELL}">{card_name_html(line.card)}</td>'
            f'<td style="{_CELL}">{best}</td>'
            f'<td style="{_CELL}">{swatch}{cost}</td></tr>')
    head = "".join(f'<th scope="col" style="{_CELL}">{name}</th>'
                   for name in ("Trick", "Player", "Card played", "Best", "Cost"))
    table = (f'<table class="jj-review" style="{_SHEET}"><caption style="{_HEADER};'
             f'text-align:left">The play against perfect play</caption>'
             f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')
    return (f'<div class="jj-review-box" role="group" aria-label="Review of the play" '
            f'style="{_FONT}">{table}{_review_totals(lines)}'
            f'<div style="{_NOTE}">Perfect play here means {escape(every)} in view: a card that '
            "was best against the cards actually held may not have looked best from the "
            "player's seat.</div></div>")


def _review_totals(lines: Sequence[PlayedCard]) -> str:
    players: list[str] = []
    for line in lines:
        if line.player not in players:
            players.append(line.player)
    said = []
    for player in players:
        mine = [line for line in lines if line.player == player and line.cost is not None]
        points = sum(line.cost or 0.0 for line in mine if line.unit == "points")
        chance = sum(line.cost or 0.0 for line in mine if line.unit == "chance")
        owner = "Your cards" if player == "You" else f"{player}'s cards"
        parts = []
        if any(line.unit == "points" for line in mine) or not mine:
            parts.append(f"{amount(points)} point{'' if amount(points) == '1' else 's'}")
        if chance > 1e-9:
            parts.append(f"{amount(chance * 100)} percentage points of chance")
        said.append(f"{owner} gave away {' and '.join(parts)} in all.")
    return f"<div>{escape(' '.join(said))}</div>" if said else ""


# ---------------------------------------------------------------- the bidding advisor


def advice_html(contracts: Sequence[ContractResult], *, samples: int | None = None,
                caption: str = "What each call is worth") -> str:
    """The advisor's table: one row per call, its mean result, 95% interval and a bar.

    The bar starts at 0 and ends at the mean (green above 0, red below); the black
    line across it spans the 95% interval. The numbers in the row say the same.

    >>> from types import SimpleNamespace as Row
    >>> html = advice_html([Row(label="Accept hearts", mean=61.0, ci95=(38.0, 84.0),
    ...                         wins=0.95, results=(1,) * 20)])
    >>> html.count("<tr>"), "+38 to +84" in html, "Accept hearts (best)" in html
    (2, True, True)
    """
    if not contracts:
        raise ValueError("the advisor's table needs at least one call")
    lows = [c.ci95[0] if c.ci95 else c.mean for c in contracts]
    highs = [c.ci95[1] if c.ci95 else c.mean for c in contracts]
    low, high = min(0.0, *lows), max(0.0, *highs)
    span = (high - low) or 1.0

    def at(value: float) -> float:
        return 100 * (value - low) / span

    best = max(contracts, key=lambda c: c.mean)
    rows = []
    for contract in contracts:
        is_best = contract is best
        label = escape(contract.label) + (" (best)" if is_best else "")
        if is_best:
            label = f"<strong>{label}</strong>"
        interval = (f"{signed(contract.ci95[0])} to {signed(contract.ci95[1])}"
                    if contract.ci95 else "\u2014")
        rows.append(
            f'<tr><th scope="row" style="{_CELL};font-weight:normal;white-space:nowrap">'
            f"{label}</th>"
            f'<td style="{_NUMBER}">{signed(contract.mean)}</td>'
            f'<td style="{_NUMBER}">{interval}</td>'
            f'<td style="{_NUMBER}">{contract.wins:.0%}</td>'
            f'<td style="{_CELL}">{_bar(contract, at)}</td></tr>')
    head = "".join(f'<th scope="col" style="{_CELL}">{name}</th>' for name in (
        "Call", "Mean result", "95% interval", "Ahead on", "Drawn"))
    deals = f" over {samples} deals" if samples else ""
    table = (f'<table class="jj-advice" style="{_SHEET}"><caption style="{_HEADER};'
             f'text-align:left">{escape(caption)}{escape(deals)}</caption>'
             f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')
    note = (f"Result: your score less your opponent's for the hand, in points, with you as "
            f"declarer. Bars run from 0 to the mean; the black line spans the 95% interval. "
            f"Scale: {signed(low)} to {signed(high)}.")
    return (f'<div class="jj-advice-box" role="group" aria-label="Bidding advice" '
            f'style="{_FONT}">{table}<div style="{_NOTE}">{escape(note)}</div></div>')


def _bar(contract: ContractResult, at: Callable[[float], float]) -> str:
    """The drawn part of a row (hidden from screen readers: the row's numbers say it)."""
    zero, mean = at(0.0), at(contract.mean)
    left, width = min(zero, mean), abs(mean - zero)
    colour = _GAIN if contract.mean >= 0 else _LOSS
    parts = [
        f'<div style="position:absolute;left:{zero:.1f}%;top:0;bottom:0;width:1px;'
        f'background:#555"></div>',
        f'<div style="position:absolute;left:{left:.1f}%;width:{width:.1f}%;top:5px;'
        f'height:10px;background:{colour};opacity:0.75"></div>',
    ]
    if contract.ci95 is not None:
        lo, hi = at(contract.ci95[0]), at(contract.ci95[1])
        parts.append(f'<div style="position:absolute;left:{lo:.1f}%;width:{hi - lo:.1f}%;'
                     f'top:9px;height:2px;background:#1d1d1d"></div>')
        for end in (lo, hi):
            parts.append(f'<div style="position:absolute;left:{end:.1f}%;top:5px;height:10px;'
                         f'width:2px;margin-left:-1px;background:#1d1d1d"></div>')
    return (f'<div aria-hidden="true" style="position:relative;width:{_BAR_WIDTH}px;'
            f'height:20px">{"".join(parts)}</div>')
