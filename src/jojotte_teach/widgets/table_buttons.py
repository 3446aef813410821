"""The reader's buttons at a table of three or four: his calls and his cards.

The call buttons offer exactly the reader's legal actions of the moment (less the
acts without a turn he declined with "Play on"), with a prompt line saying what
"Play on" gives up. His hand is drawn as card buttons (:class:`~.hand.CardHand`) in
every phase: a card he may play now is plain, any other is dimmed and its click
explains why not, with the rule. :class:`TableButtons` is the part of
:class:`~jojotte_teach.widgets.table_game.TableGame` that draws them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

import ipywidgets as w

from ..engine.actions import Action, Verb
from ..engine.cards import Card, sorted_hand
from ..engine.errors import action_phrase
from ..engine.hand import HandState, Phase

from ..render.table_seats import action_label
from .base import JojotteWidget
from .hand import CardHand
from .table_turns import settled

__all__ = ["TableButtons", "waiting_prompt"]


def waiting_prompt(open_acts: list[Action]) -> str:
    """The line beside "Play on": what the reader may still do, and what "Play on" means.

    >>> from jojotte_teach.engine import Action
    >>> waiting_prompt([Action.parse("You dix"), Action.parse("You meld KS QS JS")])
    'Before the first card you may declare a meld or take the dix; \u201cPlay on\u201d: no more.'
    """
    verbs = {a.verb for a in open_acts}
    said = [words for verb, words in ((Verb.NULLO, "bid Nullo"), (Verb.SLAM, "bid Slam"),
                                      (Verb.MELD, "declare a meld"), (Verb.DIX, "take the dix"))
            if verb in verbs]
    if not said:
        return "\u201cPlay on\u201d: let the play go on."
    listed = said[0] if len(said) == 1 else f"{', '.join(said[:-1])} or {said[-1]}"
    return f"Before the first card you may {listed}; \u201cPlay on\u201d: no more."


class TableButtons(JojotteWidget):
    """Draws the reader's call buttons into ``controls`` and his hand into ``hand``.

    Attributes:
        offered: every button of a legal action, by its short text (``"play KH"``).
        card_buttons: a button for each card in the reader's hand, legal or not.
    """

    seat: int
    waiting: bool
    controls: w.HBox
    hand: CardHand
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

    def _make_hand(self) -> CardHand:
        """The hand's buttons (each click plays the card, or explains why not)."""
        return CardHand(lambda card: self.play(card.text), self.guarded)

    def _action_button(self, state: HandState, action: Action, style: str = "",
                       width: str | None = None) -> w.Button:
        made = self.button(action_label(state, action), partial(self._act, action), style=style,
                           tooltip=f"{action_phrase(action)} ({state.game.rules.rule_of(state, action)})",
                           width=width)
        self.offered[action.short()] = made
        return made

    def _draw_buttons(self, state: HandState, mine: list[Action],
                      hints: Mapping[Card, str] | None = None) -> None:
        self.offered = {}
        open_acts = [a for a in mine if a.verb is not Verb.PLAY and a not in self._declined]
        calls: list[w.Widget] = [self._action_button(state, a, "warning" if a.verb is Verb.DIX
                                                     else "") for a in open_acts]
        if self.waiting:
            calls.insert(0, w.HTML(f"<b>{waiting_prompt(open_acts)}</b>"))
            calls.append(self.button("Play on", self.proceed, style="success",
                                     tooltip="Make no meld, dix or special bid now"))
        self.controls.children = tuple(calls)
        held = state.hands[self.seat]
        playing = state.phase in (Phase.DECLARING, Phase.PLAY) and settled(state) and \
            self.seat in state.active
        plays = {a.card: a for a in mine
                 if playing and a.verb is Verb.PLAY and a.announce is None}
        said = [self._action_button(state, a, "info") for a in mine  # JOJ-2
                if playing and a.verb is Verb.PLAY and a.announce is not None]
        self.hand.show(sorted_hand(held, state.trump), {c for c in plays if c is not None},
                       hints=hints, extras=said)
        self.card_buttons = dict(self.hand.buttons)
        for card, action in plays.items():
            if card is not None:
                self.offered[action.short()] = self.card_buttons[card.text]
