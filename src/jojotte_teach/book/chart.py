"""The bidding advisor's figures as a chart, drawn with matplotlib when the book is built.

The chart is a picture on a static page, so it needs no kernel in the reader's
browser; the live widget (:class:`~jojotte_teach.widgets.BiddingAdvisor`) draws
the same figures as HTML bars instead. matplotlib is imported only when a chart
is drawn, and no pyplot state is used (a :class:`~matplotlib.figure.Figure` is
made directly), so drawing a chart changes nothing else on the page.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..render.advice import signed

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from ..ai.advisor import BidAdvice

__all__ = ["Png", "advice_chart", "chart_png", "show_advice_chart"]

_GAIN = "#2e7d32"
_LOSS = "#c62828"
_INTERVAL = "#1d1d1d"
#: Pixels per inch on the page, and the picture's sharper resolution.
_SCREEN_DPI = 96
_PNG_DPI = 144


class Png:
    """A PNG picture that a notebook displays at a given width (in CSS pixels).

    >>> Png(b"\\x89PNG", 600)._repr_png_()[1]
    {'width': 600}
    """

    def __init__(self, data: bytes, width: int) -> None:
        self.data = data
        self.width = width

    def _repr_png_(self) -> tuple[bytes, dict[str, int]]:
        return self.data, {"width": self.width}

    def __repr__(self) -> str:
        return f"Png({len(self.data)} bytes, {self.width} px wide)"


def _hand_words(found: BidAdvice) -> str:
    return (f"Hand {' '.join(c.pretty for c in found.hand)}, turn-up {found.turn_up.pretty} "
            f"({found.samples} deals)")


def advice_chart(advices: Sequence[BidAdvice], titles: Sequence[str] | None = None) -> Figure:
    """One panel per hand: each call's mean result (dot and bar) and its 95% interval (line).

    Args:
        advices: the advisor's answers (:func:`jojotte_teach.ai.advisor.advise_bid`).
        titles: a title per panel (default: the hand, the turn-up and the deals used).

    Raises:
        ValueError: no advice, or not one title per advice.
    """
    from matplotlib.figure import Figure

    if not advices:
        raise ValueError("a chart needs at least one hand's advice")
    if titles is not None and len(titles) != len(advices):
        raise ValueError(f"{len(advices)} hands but {len(titles)} titles")
    rows = sum(len(a.contracts) for a in advices)
    # About as wide as a page's text column, so the picture is shown at its own size.
    figure = Figure(figsize=(6.4, 0.42 * rows + 0.95 * len(advices) + 0.5),
                    layout="constrained")
    axes = figure.subplots(len(advices), 1, sharex=True, squeeze=False)[:, 0]
    for index, (ax, found) in enumerate(zip(axes, advices, strict=True)):
        contracts = found.contracts
        best = found.best_contract
        places = list(range(len(contracts)))[::-1]  # the first call at the top
        for place, contract in zip(places, contracts, strict=True):
            colour = _GAIN if contract.mean >= 0 else _LOSS
            ax.barh(place, contract.mean, height=0.55, color=colour, alpha=0.3)
            interval = contract.ci95
            if interval is not None:
                ax.plot(interval, (place, place), color=_INTERVAL, linewidth=1.6,
                        solid_capstyle="butt")
                ax.plot(interval, (place, place), linestyle="none", marker="|",
                        markersize=10, color=_INTERVAL)
            ax.plot(contract.mean, place, marker="o", markersize=6, color=colour)
            right = interval[1] if interval is not None else contract.mean
            ax.annotate(signed(contract.mean), (max(right, 0.0), place), xytext=(6, 0),
                        textcoords="offset points", va="center", fontsize=9)
        ax.axvline(0, color="#555555", linewidth=1)
        ax.set_yticks(places, labels=[c.label for c in contracts])
        for label, contract in zip(ax.get_yticklabels(), contracts, strict=True):
            if contract is best:
                label.set_fontweight("bold")
        ax.set_ylim(-0.6, len(contracts) - 0.4)
        ax.grid(axis="x", alpha=0.3)
        ax.set_axisbelow(True)
        ax.spines[["top", "right"]].set_visible(False)
        title = titles[index] if titles is not None else _hand_words(found)
        ax.set_title(title, loc="left", fontsize=10)
    axes[-1].set_xlabel("Your score less your opponent's for the hand, in points\n"
                        "(dot and bar: the mean; line: its 95% interval)")
    # Room on the right for the numbers written after each interval.
    low, high = axes[-1].get_xlim()
    axes[-1].set_xlim(low, high + 0.08 * (high - low))
    return figure


def chart_png(figure: Figure, dpi: int = _PNG_DPI) -> bytes:
    """The figure as PNG bytes (the same bytes for the same figure: no timestamp)."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=dpi, metadata={"Software": None})
    return buffer.getvalue()


def show_advice_chart(advices: Sequence[BidAdvice],
                      titles: Sequence[str] | None = None) -> Png:
    """The chart as a picture for a page (drawn sharp, shown at its natural size)."""
    figure = advice_chart(advices, titles)
    width = round(figure.get_figwidth() * _SCREEN_DPI)
    return Png(chart_png(figure), width)
