"""HandReplay: step forward and back through a hand record, with the score at the end."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w
from traitlets import Int, Unicode

from ..engine.records import HandRecord, record_from_state
from ..engine.scoring import score_hand
from ..engine.state import HandState
from ..render.family_sheet import hand_score_html
from ..render.table import action_text, table_html, tricks_html
from .base import JojotteWidget

__all__ = ["HandReplay"]


class HandReplay(JojotteWidget):
    """A hand replayed action by action (the passes a record leaves out included).

    Args:
        record: the hand (a record, or a state whose history is replayed).
        show_all: both hands face up (the default), else seen from the first player.
        prison: the points in prison before the hand, for its score.
        **common: ``preview``, ``live_url``, ``preview_text``, ``rules_url``.

    Raises:
        IllegalActionError: the record breaks a rule (the message names the action).

    Traits:
        step: 0 is the deal; n is after the n-th action.
        steps: how many actions there are.
        caption: what the last action did, in words.
    """

    step = Int(0)
    steps = Int(0)
    caption = Unicode("")

    def __init__(self, record: HandRecord | HandState, *, show_all: bool = True,
                 prison: int = 0, **common: Any) -> None:
        super().__init__(**common)
        if isinstance(record, HandState):
            record = record_from_state(record)
        self.states = record.states()
        self.show_all = show_all
        self.prison = prison
        self.steps = len(self.states) - 1
        self.position = w.HTML()
        nav = w.HBox([
            self.button("\u23ee Start", self.start, tooltip="The deal"),
            self.button("\u25c0 Back", self.back, tooltip="One action back"),
            self.button("Forward \u25b6", self.forward, tooltip="The next action"),
            self.button("End \u23ed", self.end, tooltip="The end of the hand"),
            self.position,
        ])
        self.tricks_view = w.HTML()
        self._arrange(nav, self.tricks_view)
        self._draw()

    @property
    def state(self) -> HandState:
        """The hand at the step shown."""
        return self.states[self.step]

    def go(self, step: int) -> bool:
        """Show the hand after ``step`` actions (0: the deal)."""
        if not 0 <= step <= self.steps:
            self.say(f"There is no step {step}: the hand has steps 0 to {self.steps}.")
            return False
        self.step = step
        self.message = ""
        self._draw()
        return True

    def forward(self) -> bool:
        """One action on."""
        if self.step == self.steps:
            self.say("This is the end of the record.")
            return False
        return self.go(self.step + 1)

    def back(self) -> bool:
        """One action back."""
        if self.step == 0:
            self.say("This is the deal: there is nothing before it.")
            return False
        return self.go(self.step - 1)

    def start(self) -> bool:
        """Back to the deal."""
        return self.go(0)

    def end(self) -> bool:
        """On to the last action."""
        return self.go(self.steps)

    def _draw(self) -> None:
        state = self.state
        if self.step == 0:
            self.caption = (f"The deal: {state.players[state.dealer]} deals; "
                            f"{state.player_to_act} speaks first.")
        else:
            self.caption = action_text(self.states[self.step - 1], state.history[-1])
        self.position.value = f"<span>Step {self.step} of {self.steps}</span>"
        html = (f'<div class="jj-caption" role="status" style="font-weight:600">'
                f"{escape(self.caption)}</div>")
        html += table_html(state, viewer=None if self.show_all else 0, show_all=self.show_all)
        if state.is_over:
            html += hand_score_html(score_hand(state, self.prison), self.rules_url)
        self.tricks_view.value = tricks_html(state) if state.tricks else ""
        self.html = html
