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

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from html import escape

from ..engine.cards import Card
from .svg import DEFAULT_WIDTH, MARKER_EDGE, MARKER_FILL, MARKER_TEXT, back_svg, card_svg

__all__ = ["CardMark", "backs_html", "badge_colours", "card_html", "card_name_html", "hand_html",
           "text_colour_on"]

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


@dataclass(frozen=True)
class CardMark:
    """A verdict drawn on one card: a coloured frame, a badge under it, and its words.

    Attributes:
        colour: the frame's and the badge's CSS colour (``#rrggbb``).
        badge: the badge's short text, such as ``"best"`` or ``"\u221215"``.
        words: the same verdict for a screen reader, added to the card's name
            (``"costs 15 points"``).
    """

    colour: str
    badge: str
    words: str


def _luminance(colour: str) -> float:
    """The WCAG relative luminance of a ``#rrggbb`` colour.

    Raises:
        ValueError: not a ``#rrggbb`` colour.
    """
    if not re.fullmatch(r"#[0-9a-fA-F]{6}", colour):
        raise ValueError(f"a card mark's colour must be written #rrggbb, not {colour!r}")

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def _contrast(one: str, other: str) -> float:
    a, b = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def text_colour_on(background: str) -> str:
    """Black or white, whichever reads better on a ``#rrggbb`` background (WCAG contrast).

    >>> text_colour_on("#2e7d32"), text_colour_on("#ffa726")
    ('#ffffff', '#1d1d1d')
    """
    white, dark = "#ffffff", "#1d1d1d"
    return white if _contrast(background, white) >= _contrast(background, dark) else dark


def badge_colours(colour: str) -> tuple[str, str]:
    """A badge's background and text colours: the colour itself, darkened if need be
    until its text has a contrast of at least 4.5 (WCAG AA for small text).

    >>> badge_colours("#ffa726"), badge_colours("#e53935")[1]
    (('#ffa726', '#1d1d1d'), '#ffffff')
    >>> _contrast(*badge_colours("#e53935")) >= 4.5
    True
    """
    background = colour.lower()
    for _ in range(20):
        text = text_colour_on(background)
        if _contrast(background, text) >= 4.5:
            return background, text
        red, green, blue = (int(background[i:i + 2], 16) for i in (1, 3, 5))
        background = "#" + "".join(f"{int(c * 0.9):02x}" for c in (red, green, blue))
    return background, text_colour_on(background)


#: A hint's badge under a card: the verdict's colour, the text black or white to suit it.
_BADGE_STYLE = (
    "margin-top:4px;padding:1px 6px;border-radius:0.8em;font-family:system-ui,-apple-system,"
    "'Segoe UI',Roboto,Arial,sans-serif;font-size:12px;font-weight:700;line-height:1.25;"
    "text-align:center;white-space:nowrap"
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
    marks: Mapping[Card, CardMark] | None = None,
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
        marks: a verdict for some cards (a hint): a coloured frame, a badge under
            the card, and the verdict's words in the card's accessible name.

    Returns:
        A ``<div role="list">`` holding one ``role="listitem"`` per card.

    >>> from jojotte_teach.engine import parse_cards
    >>> 'aria-label="Hand of 2 cards"' in hand_html(parse_cards("AS 10S"))
    True
    >>> html = hand_html(parse_cards("JS 7S"), marks={Card("7S"): CardMark("#e53935", "\u221215",
    ...                  "costs 15 points")})
    >>> 'aria-label="Seven of spades, costs 15 points"' in html, html.count("jj-badge")
    (True, 1)
    """
    shown = list(cards)
    playable = None if legal is None else frozenset(legal)
    labels = markers or {}
    verdicts = marks or {}
    items = []
    for card in shown:
        mark = verdicts.get(card)
        svg = card_svg(
            card,
            four_colour=four_colour,
            width=width,
            highlight=playable is not None and card in playable,
            dimmed=playable is not None and card not in playable,
            marker=labels.get(card),
            marker_label=False,
            outline=None if mark is None else mark.colour,
            note=None if mark is None else mark.words,
        )
        items.append(_item("div", None, svg, labels.get(card), width, role="listitem",
                           mark=mark))
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
    mark: CardMark | None = None,
) -> str:
    """One card in its box, with the marker and the mark's badge (if any) under it.

    The caption may be a little wider than a small card, so that short labels such
    as "turn-up" stay on one line. Captions are hidden from screen readers: the
    card's own name already says them.
    """
    attrs = ""
    if css_class is not None:
        attrs += f' class="{css_class}"'
    if role is not None:
        attrs += f' role="{role}"'
    style = _ITEM_STYLE if marker is None and mark is None else _MARKED_ITEM_STYLE
    if extra:
        style += ";" + extra
    caption = ""
    if marker is not None:
        caption = (
            f'<span class="jj-marker" aria-hidden="true" style="{_CAPTION_STYLE};'
            f'max-width:{max(width, 96):g}px">{escape(marker)}</span>'
        )
    if mark is not None:
        background, text = badge_colours(mark.colour)
        caption += (
            f'<span class="jj-badge" aria-hidden="true" style="{_BADGE_STYLE};'
            f"background:{background};border:1px solid {background};"
            f'color:{text}">{escape(mark.badge)}</span>'
        )
    return f'<{tag}{attrs} style="{style}">{svg}{caption}</{tag}>'


def card_name_html(card: Card) -> str:
    """A card named in a sentence, in its suit's colour: ``J♣``, read aloud as its name.

    >>> card_name_html(Card("JH")).endswith('aria-label="Jack of hearts">J♥</span>')
    True
    """
    colour = "#c8102e" if card.suit.is_red else "#1d1d1d"
    return (f'<span style="color:{colour};font-weight:600" aria-label="{escape(card.name)}">'
            f"{escape(card.pretty)}</span>")


def _count_name(what: str, count: int) -> str:
    return f"{what} of {count} card{'' if count == 1 else 's'}"


def _row(classes: str, name: str, items: list[str]) -> str:
    return (
        f'<div class="{classes}" role="list" aria-label="{escape(name, quote=True)}" '
        f'style="{_ROW_STYLE}">{"".join(items)}</div>'
    )
