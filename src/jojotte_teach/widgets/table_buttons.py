"""The reader's buttons at a table of three or four: his calls and his cards.

The buttons offer exactly the reader's legal actions of the moment (less the acts
without a turn he declined with "Play on"); a card he may not play now is a plain
button whose click explains why, with the rule. :class:`TableButtons` is the part of
:class:`~jojotte_teach.widgets.table_game.TableGame` that draws them.
"""

from __future__ import annotations

from functools import partial

import ipywidgets as w

from ..engine.actions import Action, Verb
from ..engine.cards import sorted_hand
from ..engine.hand import HandState, Phase
from ..engine.table_verdicts import table_rule_of
from ..render.table_seats import action_label
from .base import JojotteWidget
from .table_turns import settled

__all__ = ["TableButtons"]


class TableButtons(JojotteWidget):
    """Draws the reader's call buttons into ``controls`` and card buttons into ``cards``.

    Attributes:
        offered: every button of a legal action, by its short text (``"play KH"``).
        card_buttons: a button for each card in the reader's hand, legal or not.
    """

    seat: int
    waiting: bool
    controls: w.HBox
    cards: w.HBox
    offered: dict[str, w.Button]
    card_buttons: dict[str, w.Button]
    _declined: frozenset[Action]

    def _act(self, action: Action) -> bool:
        raise NotImplementedError

    def play(self, card: str, announce: str | None = None) -> bool:
        """Play a card (``"KH"``)."""
        raise NotImplementedError

    def proceed(self) -> bool:
        """Decline the acts without a turn now open and play on."""
        raise NotImplementedError

    def _action_button(self, state: HandState, action: Action, style: str = "",
                       width: str | None = None) -> w.Button:
        made = self.button(action_label(state, action), partial(self._act, action), style=style,
                           tooltip=f"{action.short()} ({table_rule_of(state, action)})",
                           width=width)
        self.offered[action.short()] = made
        return made

    def _draw_buttons(self, state: HandState, mine: list[Action]) -> None:
        self.offered = {}
        calls = [self._action_button(state, a, "warning" if a.verb is Verb.DIX else "")
                 for a in mine if a.verb is not Verb.PLAY and a not in self._declined]
        if self.waiting:
            calls.append(self.button("Play on", self.proceed, style="success",
                                     tooltip="Make no meld, dix or special bid now"))
        self.controls.children = tuple(calls)
        self.card_buttons = {}
        held = state.hands[self.seat]
        if state.phase not in (Phase.DECLARING, Phase.PLAY) or not settled(state) or \
                self.seat not in state.active or not held:
            self.cards.children = ()
            return
        plays = {a.card: a for a in mine if a.verb is Verb.PLAY and a.announce is None}
        made: list[w.Widget] = [w.HTML("<b>Play:</b>")]
        for card in sorted_hand(held, state.trump):
            if card in plays:
                button = self._action_button(state, plays[card], "primary", "4em")
            else:
                button = self.button(card.pretty, partial(self.play, card.text), width="4em",
                                     tooltip=f"{card.name} (not now: click to see why)")
            self.card_buttons[card.text] = button
            made.append(button)
        made.extend(self._action_button(state, a, "info") for a in mine
                    if a.verb is Verb.PLAY and a.announce is not None)
        self.cards.children = tuple(made)
