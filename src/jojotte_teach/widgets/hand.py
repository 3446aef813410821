"""The reader's hand as the table's controls: one button per card, drawn as the card itself.

Each card of the hand is an ``ipywidgets.Button`` that looks exactly like the
card: a CSS class per card (``jj-c-JH``) whose background is the card's SVG
(:func:`~jojotte_teach.render.svg.card_svg`) as a ``data:`` URI, the button's
text ("J♥", its accessible name) drawn transparent. The style sheet travels in a
``<style>`` inside an ``ipywidgets.HTML`` child, so it reaches a static page (the
embedded widgets), a live notebook and the console inside a page alike, where
the book's own CSS is not loaded.

A card the reader may play now is drawn plain, ringed under the pointer and
raised by the keyboard's focus; any other card is dimmed (``jj-dimmed``) but still takes
a click, which the table answers with the rule that forbids it (PLAY-2 to
PLAY-4, DRAW-1 while the auction is on). A hint's verdict on a card is a
coloured ring (``jj-hint-best`` ... ``jj-hint-bad``).

The buttons are kept from one move to the next (the button at a place shows
whichever card is now there), so the keyboard's focus stays in the hand.

>>> from jojotte_teach.engine import Card
>>> hand = CardHand(lambda card: None)
>>> hand.show([Card("JC"), Card("7H")], legal={Card("JC")})
>>> [(b.description, b.tooltip) for b in hand.row.children]
[('J♣', 'Play the Jack of clubs'), ('7♥', 'Play the Seven of hearts (not now: click to see why)')]
>>> "jj-dimmed" in hand.buttons["7H"]._dom_classes
True
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

import ipywidgets as w

from ..engine.cards import Card
from ..render.advice import COST_COLOURS
from ..render.svg import card_svg

__all__ = ["CARD_CLASS", "CardHand", "card_class", "hand_css"]

#: The class every card button has (the keyboard script in the book looks for it).
CARD_CLASS = "jj-cardbtn"
_LEGAL, _DIMMED = "jj-legal", "jj-dimmed"
_BLUE = "#1c71d8"

_BASE_CSS = f"""
.jj-hand-strip {{ background:#e6efe6; border:1px solid #9fb89f; border-radius:8px;
  padding:4px 8px 6px; margin:0 0 4px; max-width:980px; box-sizing:border-box; }}
.jj-hand-strip.jj-turn {{ outline:3px solid #e0a800; outline-offset:1px; }}
.jj-hand-strip > .widget-html {{ margin:0 !important; height:auto !important;
  min-height:0 !important; line-height:1.3; }}
.jj-hand-row {{ display:flex; flex-wrap:wrap; align-items:flex-end; gap:4px 6px;
  padding:14px 2px 0 !important; }}
/* A card raised by the keyboard's focus, or ringed by a hint, keeps its whole ring: the
   hand does not clip it (the card rises 7 px; a ring reaches 4 px out), in the book and
   in any Jupyter, whose widget boxes scroll what overflows them. */
.jj-hand-strip, .jj-hand-row, .jj-hand-strip .widget-box, .jj-hand-strip .lm-Panel {{
  overflow:visible !important; }}
.{CARD_CLASS}.jupyter-button, .{CARD_CLASS}.widget-button {{
  flex:0 0 auto; width:64px !important; height:90px !important; min-width:0 !important;
  margin:0 !important; padding:0 !important; border:0 !important; border-radius:6px !important;
  background-color:transparent !important; background-repeat:no-repeat !important;
  background-position:center !important; background-size:100% 100% !important;
  color:transparent !important; font-size:1px !important; overflow:hidden;
  box-shadow:0 1px 3px rgba(0,0,0,.35) !important; transition:transform .08s ease-out;
  cursor:pointer; }}
/* Only the keyboard's focus raises a card: a card rising under the pointer would slip
   out from under it at its lower edge, and fall back, and rise again. */
.{CARD_CLASS}.{_LEGAL}:focus-visible {{ transform:translateY(-7px); }}
.{CARD_CLASS}.{_LEGAL}:hover {{ box-shadow:0 0 0 3px {_BLUE}, 0 4px 8px rgba(0,0,0,.4)
  !important; }}
.{CARD_CLASS}:focus {{ outline:none !important; }}
.{CARD_CLASS}:focus-visible {{ outline:3px solid {_BLUE} !important;
  outline-offset:3px !important; }}
.{CARD_CLASS}.{_DIMMED} {{ opacity:.45; cursor:help; }}
.{CARD_CLASS}.{_DIMMED}:focus-visible, .{CARD_CLASS}.{_DIMMED}:hover {{ opacity:.7; }}
.jj-hand-row .jj-say.jupyter-button {{ align-self:center; height:auto !important;
  min-height:32px; }}
@media (max-width: 560px) {{
  .{CARD_CLASS}.jupyter-button, .{CARD_CLASS}.widget-button {{ width:44px !important;
    height:62px !important; }}
  .jj-hand-row {{ gap:4px 4px; }}
  .jj-table .jj-backs {{ flex-wrap:nowrap !important; }}
  .jj-table .jj-backs > [role=listitem] + [role=listitem] {{ margin-left:-26px !important; }}
}}
"""


def card_class(card: Card) -> str:
    """The CSS class that draws a card on its button.

    >>> card_class(Card("10H"))
    'jj-c-10H'
    """
    return f"jj-c-{card.text}"


def hand_css(cards: Iterable[Card]) -> str:
    """The style sheet of the card buttons: sizes, states, hint rings, one rule per card.

    >>> css = hand_css([Card("JH")])
    >>> ".jj-c-JH" in css and "data:image/svg+xml;base64," in css
    True
    """
    rules = [_BASE_CSS]
    for name, colour in COST_COLOURS.items():
        rules.append(f".{CARD_CLASS}.jj-hint-{name} {{ box-shadow:0 0 0 4px {colour}, "
                     "0 1px 3px rgba(0,0,0,.35) !important; }")
    for card in sorted(set(cards), key=lambda c: c.text):
        picture = base64.b64encode(card_svg(card).encode()).decode()
        rules.append(f".{card_class(card)} {{ background-image:"
                     f'url("data:image/svg+xml;base64,{picture}") !important; }}')
    return "\n".join(rules)


class CardHand(w.VBox):
    """The reader's hand: a card button per card, and any extra buttons beside them.

    Args:
        on_card: called with the card of a clicked button (legal or not: the table
            plays it or explains why it may not).
        guard: wraps each click handler (a widget's ``guarded``, so errors are shown).

    Attributes:
        row: the box of buttons, in the order of the hand, the extras last.
        buttons: the button of each card now in the hand, by its text (``"JH"``).
        header: the seat's name and roles above the cards (HTML, set by the table, which
            draws the reader's seat here, round his cards; ``jj-turn`` rings the strip
            when it is his turn).
    """

    def __init__(self, on_card: Callable[[Card], object],
                 guard: Callable[[Callable[[], object]], Callable[..., None]] | None = None
                 ) -> None:
        self._on_card = on_card
        self._guard = guard
        self._pool: list[w.Button] = []
        self._cards: list[Card] = []
        self._styled: set[Card] = set()
        self.style_view = w.HTML(f"<style>{hand_css(())}</style>",
                                 layout=w.Layout(display="none"))  # a style sheet applies
        self.header = w.HTML()
        self.row = w.HBox()
        self.row.add_class("jj-hand-row")
        self.buttons: dict[str, w.Button] = {}
        super().__init__([self.style_view, self.header, self.row])
        self.add_class("jj-hand-strip")
        self.row.layout.display = "flex"

    def _button(self, place: int) -> w.Button:
        """The button at a place in the hand, made once and kept."""
        while len(self._pool) <= place:
            made = w.Button()
            index = len(self._pool)

            def clicked(*_: object, index: int = index) -> None:
                self._on_card(self._cards[index])

            made.on_click(self._guard(clicked) if self._guard else clicked)
            self._pool.append(made)
        return self._pool[place]

    def show(self, cards: Sequence[Card], legal: Collection[Card] | None = None, *,
             hints: Mapping[Card, str] | None = None, notes: Mapping[Card, str] | None = None,
             extras: Sequence[w.Widget] = ()) -> None:
        """Draw the hand.

        Args:
            cards: the cards, in the order to show them.
            legal: the cards that may be played now (None or empty: none, all dimmed).
            hints: a hint's verdict (``"best"``, ``"good"``, ``"poor"``, ``"bad"``) on
                some cards, drawn as a coloured ring.
            notes: words added to a card's tooltip (the hint's cost).
            extras: widgets shown after the cards (the Jo and Jotte buttons).
        """
        allowed = set(legal or ())
        verdicts = dict(hints or {})
        said = dict(notes or {})
        if not set(cards) <= self._styled:  # a card not drawn yet: the sheet grows
            self._styled |= set(cards)
            self.style_view.value = f"<style>{hand_css(self._styled)}</style>"
        self._cards = list(cards)
        self.buttons = {}
        made: list[w.Widget] = []
        for place, card in enumerate(cards):
            button = self._button(place)
            classes = [CARD_CLASS, card_class(card), _LEGAL if card in allowed else _DIMMED]
            if card in verdicts:
                classes.append(f"jj-hint-{verdicts[card]}")
            tip = f"Play the {card.name}"
            if card not in allowed:
                tip += " (not now: click to see why)"
            elif card in said:
                tip += f" (hint: {said[card]})"
            if tuple(button._dom_classes) != tuple(classes):
                button._dom_classes = tuple(classes)
            button.description = card.pretty
            button.tooltip = tip
            self.buttons[card.text] = button
            made.append(button)
        for extra in extras:
            extra.add_class("jj-say")
            made.append(extra)
        if tuple(self.row.children) != tuple(made):
            self.row.children = tuple(made)
