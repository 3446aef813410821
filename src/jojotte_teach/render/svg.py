"""Cards drawn as scalable SVG: faces, backs, and the marks the lessons need.

Every picture is plain SVG made here, with the suit symbols drawn as paths (a
font or an emoji set never changes how a heart looks) and the rank letters in
the reader's own system fonts. Each card carries its accessible name, so a
screen reader says "Jack of hearts" where a sighted reader sees J♥.

>>> from jojotte_teach.engine import Card
>>> svg = card_svg(Card("JH"))
>>> svg.startswith("<svg") and 'aria-label="Jack of hearts"' in svg
True
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from ..engine.cards import Card, Rank, Suit

__all__ = [
    "BACK_NAME", "CARD_HEIGHT", "CARD_WIDTH", "CLASSIC_COLOURS", "DEFAULT_WIDTH", "FOUR_COLOURS",
    "INFORMATION_CARD", "MARKER_EDGE", "MARKER_FILL", "MARKER_TEXT", "TURN_UP", "back_svg",
    "card_svg", "suit_colour",
]

#: The drawing's own units: a card is 100 by 140 (the 5:7 shape of a real card).
CARD_WIDTH = 100
CARD_HEIGHT = 140
#: Extra height below the card for a marker's label ("turn-up").
_LABEL_HEIGHT = 24
#: Width on the page, in CSS pixels, unless the caller asks for another.
DEFAULT_WIDTH = 80

#: Two-colour pack: black spades and clubs, red hearts and diamonds.
CLASSIC_COLOURS: Mapping[Suit, str] = {Suit.SPADES: "#1a1a1a", Suit.HEARTS: "#c8102e",
                                        Suit.DIAMONDS: "#c8102e", Suit.CLUBS: "#1a1a1a"}
#: Four-colour pack: every suit its own colour, so hearts and diamonds never blur.
FOUR_COLOURS: Mapping[Suit, str] = {Suit.SPADES: "#1a1a1a", Suit.HEARTS: "#c8102e",
                                     Suit.DIAMONDS: "#1a5fb4", Suit.CLUBS: "#1e7b34"}

#: The markers the game needs (DEAL-3, DRAW-2); any short label also works.
TURN_UP = "turn-up"
INFORMATION_CARD = "information card"
#: The accessible name of a face-down card.
BACK_NAME = "face-down card"

_FACE_FILL = "#ffffff"
_EDGE = "#9a9a9a"
_HIGHLIGHT = "#1c71d8"
#: Marker colours (also used by the HTML captions in html.py).
MARKER_FILL = "#fff4cc"
MARKER_EDGE = "#b07d00"
MARKER_TEXT = "#4d3800"
_BACK_FILL = "#23427a"
_BACK_LINE = "#8fa8d6"

_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
_SERIF = "Georgia, Cambria, 'Times New Roman', Times, serif"

# Suit symbols as paths in a 100 by 100 box, centred on (50, 50).
_SUIT_PATHS: Mapping[Suit, str] = {
    Suit.SPADES: (
        "M50 4C56 18 96 40 96 64C96 79 85 87 73 87C64 87 57 82 53 76"
        "C54 86 58 93 66 98L34 98C42 93 46 86 47 76C43 82 36 87 27 87"
        "C15 87 4 79 4 64C4 40 44 18 50 4Z"
    ),
    Suit.HEARTS: (
        "M50 95C45 88 4 62 4 32C4 14 17 4 30 4C40 4 47 10 50 20"
        "C53 10 60 4 70 4C83 4 96 14 96 32C96 62 55 88 50 95Z"
    ),
    Suit.DIAMONDS: "M50 2Q68 28 88 50Q68 72 50 98Q32 72 12 50Q32 28 50 2Z",
    Suit.CLUBS: (
        "M29 27a21 21 0 1 0 42 0a21 21 0 1 0 -42 0Z"
        "M6 60a21 21 0 1 0 42 0a21 21 0 1 0 -42 0Z"
        "M52 60a21 21 0 1 0 42 0a21 21 0 1 0 -42 0Z"
        "M38 52a12 12 0 1 0 24 0a12 12 0 1 0 -24 0Z"
        "M47 58C47 78 42 90 32 98L68 98C58 90 53 78 53 58Z"
    ),
}

# Pip positions (centre x, centre y) for the number cards, as on a French pack.
_LEFT, _MIDDLE, _RIGHT = 34.0, 50.0, 66.0
_FOUR_ROWS = (28.0, 56.0, 84.0, 112.0)
_THREE_ROWS = (28.0, 70.0, 112.0)
_PIPS: Mapping[Rank, tuple[tuple[float, float], ...]] = {
    Rank.SEVEN: (
        *((x, y) for y in _THREE_ROWS for x in (_LEFT, _RIGHT)),
        (_MIDDLE, 49.0),
    ),
    Rank.EIGHT: (
        *((x, y) for y in _THREE_ROWS for x in (_LEFT, _RIGHT)),
        (_MIDDLE, 49.0),
        (_MIDDLE, 91.0),
    ),
    Rank.NINE: (
        *((x, y) for y in _FOUR_ROWS for x in (_LEFT, _RIGHT)),
        (_MIDDLE, 70.0),
    ),
    Rank.TEN: (
        *((x, y) for y in _FOUR_ROWS for x in (_LEFT, _RIGHT)),
        (_MIDDLE, 42.0),
        (_MIDDLE, 98.0),
    ),
}
_COURTS = (Rank.KING, Rank.QUEEN, Rank.JACK)


def suit_colour(suit: Suit, *, four_colour: bool = False) -> str:
    """The colour a suit is drawn in, as a CSS hex colour.

    >>> suit_colour(Suit.DIAMONDS), suit_colour(Suit.DIAMONDS, four_colour=True)
    ('#c8102e', '#1a5fb4')
    """
    return (FOUR_COLOURS if four_colour else CLASSIC_COLOURS)[suit]


def card_svg(
    card: Card,
    *,
    four_colour: bool = False,
    width: float = DEFAULT_WIDTH,
    highlight: bool = False,
    dimmed: bool = False,
    marker: str | None = None,
    marker_label: bool = True,
    outline: str | None = None,
    note: str | None = None,
) -> str:
    """One card's face as an SVG element.

    Args:
        card: the card to draw.
        four_colour: draw diamonds blue and clubs green (:data:`FOUR_COLOURS`).
        width: width on the page in CSS pixels; the height follows (5:7, plus
            the label's strip when there is a marker).
        highlight: mark the card as one that may be played now: a blue outline
            and the CSS class ``jj-legal``.
        dimmed: grey the card out (CSS class ``jj-dimmed``), for cards that may
            not be played now.
        marker: a short label drawn under the card and added to its accessible
            name, such as :data:`TURN_UP` or :data:`INFORMATION_CARD`.
        marker_label: draw the marker's label under the card. With False the
            card keeps the marker's outline and name, and the page writes the
            label itself (as :func:`~jojotte_teach.render.hand_html` does, so
            that it stays readable on small cards).
        outline: a CSS colour for a thick frame round the card (a hint's verdict on
            it), drawn instead of the blue outline of a legal card.
        note: words added to the card's accessible name, such as ``"costs 15
            points"``: the frame's colour is never the only way to tell.

    Returns:
        A standalone ``<svg>`` element (well-formed XML) with ``role="img"``,
        an ``aria-label`` and a ``<title>`` naming the card.

    >>> svg = card_svg(Card("10D"), four_colour=True, width=60, marker=TURN_UP)
    >>> 'aria-label="Ten of diamonds, turn-up"' in svg, 'fill="#1a5fb4"' in svg
    (True, True)
    >>> 'width="60"' in svg
    True
    >>> svg = card_svg(Card("7S"), outline="#e53935", note="costs 15 points")
    >>> 'aria-label="Seven of spades, costs 15 points"' in svg, 'stroke="#e53935"' in svg
    (True, True)
    """
    colour = suit_colour(card.suit, four_colour=four_colour)
    name = card.name if marker is None else f"{card.name}, {marker}"
    if note:
        name = f"{name}, {note}"
    classes = ["jj-card", f"jj-suit-{card.suit.word}"]
    parts: list[str] = [_face_outline()]
    parts.append(_corner(card, colour))
    parts.append(f'<g transform="rotate(180 {_n(CARD_WIDTH / 2)} {_n(CARD_HEIGHT / 2)})">')
    parts.append(_corner(card, colour))
    parts.append("</g>")
    parts.append(_centre(card, colour))
    description = None
    if highlight:
        classes.append("jj-legal")
        description = "may be played now"
        if outline is None:
            parts.append(_outline(_HIGHLIGHT, 4.0))
    if outline is not None:
        classes.append("jj-advised")
        # Thicker than the legal outline, so the verdict's colour reads at a glance.
        parts.append(_outline(escape(outline, quote=True), 7.0))
    return _finished(parts, name, classes, width, marker, marker_label, dimmed, description)


def back_svg(
    *,
    width: float = DEFAULT_WIDTH,
    marker: str | None = None,
    marker_label: bool = True,
    dimmed: bool = False,
) -> str:
    """The back of a card: a face-down card, which shows no rank and no suit.

    Args:
        width: width on the page in CSS pixels.
        marker: a short label for the card, as for :func:`card_svg`.
        marker_label: draw the marker's label under the card.
        dimmed: grey the card out.

    Returns:
        A standalone ``<svg>`` element named "face-down card".

    >>> svg = back_svg(width=50)
    >>> 'aria-label="face-down card"' in svg and "<text" not in svg
    True
    """
    name = BACK_NAME if marker is None else f"{BACK_NAME}, {marker}"
    classes = ["jj-card", "jj-back"]
    parts = [_back_design()]
    return _finished(parts, name, classes, width, marker, marker_label, dimmed, None)


def _finished(parts: list[str], name: str, classes: list[str], width: float,
              marker: str | None, marker_label: bool, dimmed: bool,
              description: str | None) -> str:
    """A face or a back with what both may wear: greyed out, and a marker with its label."""
    if dimmed:
        classes.append("jj-dimmed")
    if marker is not None:
        classes.append("jj-marked")
        parts.append(_outline(MARKER_EDGE, 3.0))
        if marker_label:
            parts.append(_marker_label(marker))
    return _svg_root(parts, name=name, classes=classes, width=width,
                     tall=marker is not None and marker_label, dimmed=dimmed,
                     description=description)


# -- pieces ---------------------------------------------------------------------------------


def _n(value: float) -> str:
    """A number for an attribute: short, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _svg_root(
    parts: list[str],
    *,
    name: str,
    classes: list[str],
    width: float,
    tall: bool,
    dimmed: bool,
    description: str | None,
) -> str:
    """Wrap the drawing in an accessible ``<svg>`` element."""
    view_height = CARD_HEIGHT + (_LABEL_HEIGHT if tall else 0)
    height = width * view_height / CARD_WIDTH
    label = escape(name, quote=True)
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{" ".join(classes)}" '
        f'viewBox="0 0 {CARD_WIDTH} {view_height}" width="{_n(width)}" height="{_n(height)}" '
        f'role="img" aria-label="{label}"><title>{label}</title>'
    )
    if description is not None:
        head += f"<desc>{escape(description)}</desc>"
    body = "".join(parts)
    if dimmed:
        body = f'<g opacity="0.4">{body}</g>'
    return f"{head}{body}</svg>"


def _face_outline() -> str:
    return (
        f'<rect x="1.5" y="1.5" width="{CARD_WIDTH - 3}" height="{CARD_HEIGHT - 3}" rx="7" '
        f'fill="{_FACE_FILL}" stroke="{_EDGE}" stroke-width="1"/>'
    )


def _outline(colour: str, stroke: float) -> str:
    """A frame drawn just inside the card's edge (legal-card and marker outlines)."""
    inset = stroke / 2
    return (
        f'<rect x="{_n(inset)}" y="{_n(inset)}" width="{_n(CARD_WIDTH - stroke)}" '
        f'height="{_n(CARD_HEIGHT - stroke)}" rx="{_n(8 - inset)}" fill="none" '
        f'stroke="{colour}" stroke-width="{_n(stroke)}"/>'
    )


def _pip(suit: Suit, colour: str, cx: float, cy: float, size: float, *, flip: bool) -> str:
    """One suit symbol of the given size, centred on (cx, cy), upside down if ``flip``."""
    scale = size / 100
    transform = f"translate({_n(cx - size / 2)} {_n(cy - size / 2)}) scale({_n(scale)})"
    if flip:
        transform = f"rotate(180 {_n(cx)} {_n(cy)}) " + transform
    return f'<path transform="{transform}" fill="{colour}" d="{_SUIT_PATHS[suit]}"/>'


def _text(text: str, x: float, y: float, size: float, colour: str, *, family: str,
          fit: float | None = None) -> str:
    """Centred text; ``fit`` squeezes it into that width (for ``10`` and long labels)."""
    fit_attrs = (
        f' textLength="{_n(fit)}" lengthAdjust="spacingAndGlyphs"' if fit is not None else ""
    )
    return (
        f'<text x="{_n(x)}" y="{_n(y)}" font-family="{family}" font-size="{_n(size)}" '
        f'font-weight="700" text-anchor="middle" fill="{colour}"{fit_attrs}>'
        f"{escape(text)}</text>"
    )


def _corner(card: Card, colour: str) -> str:
    """The index in the top-left corner: rank over a small suit symbol."""
    rank = card.rank.value
    fit = 17.0 if len(rank) > 1 else None
    return _text(rank, 12, 21, 17, colour, family=_SANS, fit=fit) + _pip(
        card.suit, colour, 12, 32, 12, flip=False
    )


def _centre(card: Card, colour: str) -> str:
    """The middle of the face: pips, one large symbol for the Ace, a letter for a court."""
    if card.rank is Rank.ACE:
        return _pip(card.suit, colour, 50, 70, 54, flip=False)
    if card.rank in _COURTS:
        return (
            f'<rect x="24" y="16" width="52" height="108" rx="4" fill="{colour}" '
            f'fill-opacity="0.06" stroke="{colour}" stroke-opacity="0.45" stroke-width="1"/>'
            + _pip(card.suit, colour, 50, 33, 16, flip=False)
            + _text(card.rank.value, 50, 86, 44, colour, family=_SERIF)
            + _pip(card.suit, colour, 50, 107, 16, flip=True)
        )
    return "".join(
        _pip(card.suit, colour, x, y, 16, flip=y > CARD_HEIGHT / 2)
        for x, y in _PIPS[card.rank]
    )


def _marker_label(marker: str) -> str:
    """A tag under the card that says what the card is (turn-up, information card)."""
    top = CARD_HEIGHT + 4
    size = 11.0
    # A rough width for a sans-serif font; squeeze long labels rather than overflow.
    fit = 86.0 if len(marker) * size * 0.56 > 86 else None
    return (
        f'<rect x="3" y="{top}" width="{CARD_WIDTH - 6}" height="{_LABEL_HEIGHT - 6}" rx="9" '
        f'fill="{MARKER_FILL}" stroke="{MARKER_EDGE}" stroke-width="1"/>'
        + _text(marker, CARD_WIDTH / 2, top + 13, size, MARKER_TEXT, family=_SANS, fit=fit)
    )


def _back_design() -> str:
    """A blue back with a white border and a diagonal lattice, clipped by hand (no ids)."""
    x0, y0, x1, y1 = 9.0, 9.0, CARD_WIDTH - 9.0, CARD_HEIGHT - 9.0
    lines: list[str] = []
    step = 10.0
    # Lines x - y = c (falling) and x + y = c (rising), cut to the inner rectangle.
    c = x0 - y1 + step / 2
    while c < x1 - y0:
        ax, ay = max(x0, y0 + c), max(y0, x0 - c)
        bx, by = min(x1, y1 + c), min(y1, x1 - c)
        lines.append(f"M{_n(ax)} {_n(ay)}L{_n(bx)} {_n(by)}")
        c += step
    c = x0 + y0 + step / 2
    while c < x1 + y1:
        ax, ay = max(x0, c - y1), min(y1, c - x0)
        bx, by = min(x1, c - y0), max(y0, c - x1)
        lines.append(f"M{_n(ax)} {_n(ay)}L{_n(bx)} {_n(by)}")
        c += step
    return (
        f'<rect x="1.5" y="1.5" width="{CARD_WIDTH - 3}" height="{CARD_HEIGHT - 3}" rx="7" '
        f'fill="{_FACE_FILL}" stroke="{_EDGE}" stroke-width="1"/>'
        f'<rect x="{_n(x0 - 2)}" y="{_n(y0 - 2)}" width="{_n(x1 - x0 + 4)}" '
        f'height="{_n(y1 - y0 + 4)}" rx="4" fill="{_BACK_FILL}"/>'
        f'<path d="{"".join(lines)}" stroke="{_BACK_LINE}" stroke-width="1" fill="none" '
        f'stroke-opacity="0.7"/>'
        f'<rect x="{_n(x0 + 14)}" y="{_n(y0 + 30)}" width="{_n(x1 - x0 - 28)}" '
        f'height="{_n(y1 - y0 - 60)}" rx="6" fill="{_BACK_FILL}" stroke="{_BACK_LINE}" '
        f'stroke-width="1.5"/>'
        + _pip(Suit.SPADES, _BACK_LINE, 41, 61, 14, flip=False)
        + _pip(Suit.HEARTS, _BACK_LINE, 59, 61, 14, flip=False)
        + _pip(Suit.CLUBS, _BACK_LINE, 41, 79, 14, flip=False)
        + _pip(Suit.DIAMONDS, _BACK_LINE, 59, 79, 14, flip=False)
    )
