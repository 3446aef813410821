"""Cards and hands as HTML snippets for notebooks, widgets and the book.

The snippets carry their layout in ``style`` attributes, so they look the same
in a notebook, in an ``ipywidgets.HTML`` and on a static page, with no
stylesheet to install. The CSS classes (``jj-hand``, ``jj-card``, ``jj-legal``,
``jj-dimmed``) are there for pages that want to restyle them.

>>> from jojotte_teach.engine import parse_cards
>>> html = hand_html(parse_cards("JH 9H 7C"), legal=parse_cards("JH 9H"))
>>> html.count('role="listitem"'), html.count("jj-legal"), html.count("jj-dimmed")
(3, 2, 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

from ..engine.cards import Card
from .svg import DEFAULT_WIDTH, MARKER_EDGE, MARKER_FILL, MARKER_TEXT, back_svg, card_svg

__all__ = ["backs_html", "card_html", "hand_html"]

_ROW_STYLE = (
    "display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start;margin:0.25em 0;"
    "padding:0;line-height:0"
)
_ITEM_STYLE = "display:inline-block;line-height:0"
_MARKED_ITEM_STYLE = "display:inline-flex;flex-direction:column;align-items:center;line-height:0"
_CAPTION_STYLE = (
    "margin-top:4px;padding:1px 6px;border-radius:0.8em;font-family:system-ui,-apple-system,"
    "'Segoe UI',Roboto,Arial,sans-serif;font-size:11px;font-weight:600;line-height:1.25;"
    f"text-align:center;color:{MARKER_TEXT};background:{MARKER_FILL};"
    f"border:1px solid {MARKER_EDGE}"
)


def card_html(
    card: Card,
    *,
    four_colour: bool = False,
    width: float = DEFAULT_WIDTH,
    highlight: bool = False,
    dimmed: bool = False,
    marker: str | None = None,
) -> str:
    """One card as an inline HTML element (what a :class:`Card` shows in a notebook).

    The arguments are those of :func:`~jojotte_teach.render.svg.card_svg`.

    >>> card_html(Card("QS")).startswith('<span class="jj-card-box"')
    True
    """
    svg = card_svg(
        card,
        four_colour=four_colour,
        width=width,
        highlight=highlight,
        dimmed=dimmed,
        marker=marker,
        marker_label=False,
    )
    return _item("span", "jj-card-box", svg, marker, width, extra="vertical-align:middle")


def hand_html(
    cards: Iterable[Card],
    *,
    legal: Iterable[Card] | None = None,
    markers: Mapping[Card, str] | None = None,
    four_colour: bool = False,
    width: float = DEFAULT_WIDTH,
    label: str | None = None,
) -> str:
    """A row of cards, in the order given, as an HTML list.

    Args:
        cards: the cards to show (sort them first with
            :func:`~jojotte_teach.engine.sorted_hand` if you want a sorted hand).
        legal: if given, the cards that may be played now: they are outlined
            and the others dimmed.
        markers: a label for some cards, such as ``{turn_up: "turn-up"}``.
        four_colour: draw diamonds blue and clubs green.
        width: each card's width in CSS pixels.
        label: the row's accessible name (default: "Hand of N cards").

    Returns:
        A ``<div role="list">`` holding one ``role="listitem"`` per card.

    >>> from jojotte_teach.engine import parse_cards
    >>> 'aria-label="Hand of 2 cards"' in hand_html(parse_cards("AS 10S"))
    True
    """
    shown = list(cards)
    playable = None if legal is None else frozenset(legal)
    marks = markers or {}
    items = []
    for card in shown:
        svg = card_svg(
            card,
            four_colour=four_colour,
            width=width,
            highlight=playable is not None and card in playable,
            dimmed=playable is not None and card not in playable,
            marker=marks.get(card),
            marker_label=False,
        )
        items.append(_item("div", None, svg, marks.get(card), width, role="listitem"))
    name = label if label is not None else _count_name("Hand", len(shown))
    return _row("jj-hand", name, items)


def backs_html(
    count: int,
    *,
    width: float = DEFAULT_WIDTH,
    label: str | None = None,
) -> str:
    """A row of face-down cards, such as the opponent's hand or the stock.

    >>> backs_html(3).count('aria-label="face-down card"')
    3
    """
    items = [
        f'<div role="listitem" style="{_ITEM_STYLE}">{back_svg(width=width)}</div>'
        for _ in range(count)
    ]
    name = label if label is not None else _count_name("Face-down hand", count)
    return _row("jj-hand jj-backs", name, items)


def _item(
    tag: str,
    css_class: str | None,
    svg: str,
    marker: str | None,
    width: float,
    *,
    role: str | None = None,
    extra: str = "",
) -> str:
    """One card in its box, with the marker (if any) as readable HTML text under it.

    The caption may be a little wider than a small card, so that short labels such
    as "turn-up" stay on one line. It is hidden from screen readers: the card's own
    name already says it.
    """
    attrs = ""
    if css_class is not None:
        attrs += f' class="{css_class}"'
    if role is not None:
        attrs += f' role="{role}"'
    style = _ITEM_STYLE if marker is None else _MARKED_ITEM_STYLE
    if extra:
        style += ";" + extra
    caption = ""
    if marker is not None:
        caption = (
            f'<span class="jj-marker" aria-hidden="true" style="{_CAPTION_STYLE};'
            f'max-width:{max(width, 96):g}px">{escape(marker)}</span>'
        )
    return f'<{tag}{attrs} style="{style}">{svg}{caption}</{tag}>'


def _count_name(what: str, count: int) -> str:
    return f"{what} of {count} card{'' if count == 1 else 's'}"


def _row(classes: str, name: str, items: list[str]) -> str:
    return (
        f'<div class="{classes}" role="list" aria-label="{escape(name, quote=True)}" '
        f'style="{_ROW_STYLE}">{"".join(items)}</div>'
    )
