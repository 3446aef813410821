"""BiddingBox: the calls legal now, as buttons, with the auction so far (BID-1 to BID-5).

A call's button says it as every table does (:func:`call_label`, the card table's own
words: ``Accept ♠ spades``, ``Bid ♥ hearts``, ``No-trump``, ``Pass``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import ipywidgets as w
from traitlets import List, Unicode

from ..engine.actions import Action, Verb
from ..engine.deal import Deal
from ..engine.errors import InvalidNotationError
from ..engine.rules import Rules, get_rules
from ..engine.state import HandState, Phase, apply, explain, legal_actions, new_hand
from ..render.table import auction_html
from ..render.words import action_label as call_label
from ..render.words import action_text, auction_calls
from .base import AuctionCalls, JojotteWidget, verdict_html

__all__ = ["BiddingBox", "call_label"]


class BiddingBox(AuctionCalls, JojotteWidget):
    """The auction: one button per call legal now for the player to act.

    Without ``on_call`` the box plays the auction itself (the reader makes both
    players' calls); with it, the box hands each legal call to ``on_call`` and
    waits for :meth:`update` (a card table does this).

    Traits:
        calls: the calls legal now, as short strings (``"pass"``, ``"bid NT"``).
        auction: the calls so far, ``"Ann: accept"``.
        to_act: who calls now ("" once the auction is over).
        contract: the contract once settled (``"Bob: hearts, doubled"``), else "".
    """

    calls = List(Unicode())
    auction = List(Unicode())
    to_act = Unicode("")
    contract = Unicode("")

    def __init__(self, state: HandState | None = None, *, seed: int | None = None,
                 players: tuple[str, ...] = ("Ann", "Bob"), dealer: int = 1,
                 rules: str | Rules = "pagat",
                 on_call: Callable[[Action], object] | None = None, **common: Any) -> None:
        super().__init__(**common)
        if state is None:
            profile = get_rules(rules) if isinstance(rules, str) else rules
            state = new_hand(Deal.from_seed(1 if seed is None else seed, dealer), players,
                             profile)
        elif seed is not None:
            raise ValueError("give a state or a seed, not both")
        self.on_call = on_call
        self.buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._state = state
        self._arrange(self.buttons)
        self._draw()

    @property
    def state(self) -> HandState:
        """The hand the box shows."""
        return self._state

    def update(self, state: HandState) -> None:
        """Show a new state (after a call was made elsewhere)."""
        self._state = state
        self._draw()

    def _legal(self) -> list[Action]:
        if self._state.phase is not Phase.AUCTION:
            return []
        return legal_actions(self._state)

    def _draw(self) -> None:
        state = self._state
        legal = self._legal()
        self.calls = [a.short() for a in legal]
        names = state.players
        self.auction = [f"{a.player}: {a.short()}" for a in auction_calls(state)]
        self.to_act = names[state.to_act] if legal else ""
        self.contract = "" if state.contract is None else state.contract.describe(names)
        self.html = auction_html(state)
        self.buttons.children = tuple(
            self.button(call_label(state, a), partial(self.call, a.short()),
                        tooltip=f"{a.player}: {action_text(state, a)}",
                        style="primary" if a.verb is not Verb.PASS else "")
            for a in legal)

    # ------------------------------------------------------------ gestures

    def call(self, text: str) -> bool:
        """Make a call for the player to act: ``"accept"``, ``"bid NT"``, ``"pass"`` ...

        Returns:
            True if the call was legal (and made, or handed to ``on_call``); False with
            ``message`` saying why not.
        """
        state = self._state
        if state.phase is not Phase.AUCTION:
            self.say("The auction is over: there is nothing more to call (DRAW-1).")
            return False
        try:
            action = Action.parse(f"{state.player_to_act} {text}")
        except InvalidNotationError as error:
            self.say(f"{error}.")
            return False
        if action.verb not in (Verb.PASS, Verb.ACCEPT, Verb.BID, Verb.DOUBLE, Verb.REDOUBLE):
            self.say(f'"{text}" is not a call of the auction: write accept, bid S, bid NT, '
                     "pass, double or redouble.")
            return False
        verdict = explain(state, action)
        if not verdict.allowed:
            self.message = verdict_html(verdict, action, self.rules_url, self.calls)
            return False
        self.say(action_text(state, action))
        if self.on_call is not None:
            self.on_call(action)
        else:
            self.update(apply(state, action))
        return True

