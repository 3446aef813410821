"""RubberTable: a rubber against the computer, hand after hand, with its score sheet.

One card table, one score sheet (GAME-1, GAME-2) and one button, "Score this hand,
deal the next": a finished or thrown-in hand (BID-3) goes on the sheet and the deal
passes on (DEAL-4). A hand in progress belongs to the rubber: the table's "New deal"
does not throw it away but says how to go on. When the rubber is over, "Start
another rubber" offers a fresh sheet. With a key the rubber is kept in the browser
after every move (a session record, HAND_RECORD.md) and offered back on return.

>>> rubber = RubberTable(seed=3, preview=False)
>>> rubber.table.pass_(), rubber.score_and_deal()
(True, False)
>>> 'not over yet' in rubber.message
True
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w
from traitlets import Int, Unicode

from ..engine.deal import Deal
from ..engine.errors import JojotteError
from ..engine.hand import HandState, Phase
from ..engine.records import dumps_record
from ..engine.records import SessionRecord, loads_record
from ..engine.rules import Rules, get_rules
from ..engine.state import new_hand
from .base import JojotteWidget
from .keeping import Keeper, Store, exact_record, position_words
from .record_file import download_html
from .scorepad import Scorepad
from .table import CardTable

__all__ = ["NEXT", "RubberTable"]

#: The button that scores the hand and deals the next.
NEXT = "Score this hand, deal the next"
ANOTHER = "Start another rubber"


def _buttons(widget: w.Widget) -> list[w.Button]:
    """Every button inside a widget, however deep."""
    if isinstance(widget, w.Button):
        return [widget]
    found: list[w.Button] = []
    for child in getattr(widget, "children", ()):
        found.extend(_buttons(child))
    return found


class RubberTable(JojotteWidget):
    """A rubber of two-player Jo-Jotte against the computer, scored as it is played.

    Args:
        seed: the first hand's deal (each next hand takes the next seed).
        players: the reader's name, then the computer's.
        dealer: the first dealer's seat.
        rules: the rule profile.
        opponent: the computer player (a name, see :class:`CardTable`).
        key: keep the rubber in the browser under this name (None: not kept).
        store: where it is kept (default: JupyterLite's drive, or memory).
        **common: ``preview``, ``live_url``, ``preview_text``, ``rules_url``.

    Traits:
        hands: the hands scored on the sheet so far.
        rubber: the rubber's winner ("" while it goes on, "drawn" for equal totals).
    """

    hands = Int(0)
    rubber = Unicode("")

    def __init__(self, seed: int = 1, *, players: tuple[str, ...] = ("You", "Computer"),
                 dealer: int = 1, rules: str | Rules = "pagat", opponent: str = "heuristic",
                 key: str | None = None, store: Store | None = None, **common: Any) -> None:
        super().__init__(**common)
        self._rules = get_rules(rules) if isinstance(rules, str) else rules
        self.players = tuple(players)
        self._first = (seed, dealer)
        self._seed = seed
        self._scored: list[HandState] = []
        self.table = CardTable(seed=seed, players=self.players, dealer=dealer,
                               rules=self._rules, opponent=opponent,
                               **{**common, "preview": False})
        self.pad = Scorepad(players=self.players, rules=self._rules, preview=False)
        self.table.owner = self.pad.owner = self
        self.next_button = self.button(NEXT, self.score_and_deal,
                                       tooltip="Write the hand on the sheet; the deal passes on")
        self.another_button = self.button(ANOTHER, self.another_rubber, style="success",
                                          tooltip="A fresh score sheet and a fresh deal")
        self.another_button.layout.display = "none"
        self.save_button = self.button("Save this rubber", self.save,
                                       tooltip="The rubber's record, every hand so far, as a file")
        self.link = w.HTML()
        # In a rubber the table's New deal never throws a hand away: the hand is scored
        # first, then the deal passes on (DEAL-4).
        self.table.deal_next = self.new_deal
        self.table.new_deal_button.tooltip = "Score this hand and deal the next (when it is over)"
        self.table.observe(self.guarded(self._moved), names=["phase"])
        self.keeper: Keeper | None = None
        if key is not None:
            self.keeper = Keeper(key, self._snapshot, self._kept_words, self._resume, store,
                                 noun="rubber")
            self.table.observe(lambda _: self._keep(), names=["html"])
        bar = w.HBox([self.next_button, self.another_button, self.save_button, self.link],
                     layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self._arrange(*([self.keeper] if self.keeper is not None else []),
                      self.table, bar, self.pad)
        # The rubber's words go under its button, above the sheet.
        parts = [c for c in self.children if c is not self.message_view]
        parts.insert(parts.index(self.pad), self.message_view)
        self.children = tuple(parts)
        if self.keeper is not None:  # while the offer waits, no move can write over it
            body = (self.table, bar, self.pad)

            def hide(change: dict[str, Any]) -> None:
                for part in body:
                    part.layout.display = "none" if change["new"] else ""

            self.keeper.observe(hide, names=["pending"])
            hide({"new": self.keeper.pending})
        self._moved()
        self._keep()

    # ------------------------------------------------------------ gestures

    def score_and_deal(self) -> bool:
        """Write the finished hand on the sheet and deal the next (DEAL-4).

        Returns:
            True if the hand was scored; False with ``message`` saying why not.
        """
        state = self.table.state
        if not state.is_over:
            self.say("The hand is not over yet: play it to the end, then score it.")
            return False
        if self.pad.pad.rubber_over:
            self.say("The rubber is over: start another one.")
            return False
        if not self.pad.add(state):
            self.message = self.pad.message
            return False
        self._scored.append(state)
        self.hands = len(self._scored)
        if self.pad.pad.rubber_over:
            self._ended()
        else:
            self._deal(self._next_dealer(state))
            self.say(f"Hand {self.hands} is on the sheet; {self.players[self.table.state.dealer]}"
                     " deals the next.")
        self._keep()
        return True

    def new_deal(self) -> bool:
        """The table's "New deal" in a rubber: the hand is scored first, never thrown away."""
        if self.table.state.is_over and not self.pad.pad.rubber_over:
            return self.score_and_deal()
        if self.pad.pad.rubber_over:
            self.say("The rubber is over: press \u201cStart another rubber\u201d.")
            return False
        self.say("This hand belongs to the rubber and is not thrown away: play it to the "
                 f"end (four passes throw it in, BID-3), then press \u201c{NEXT}\u201d.")
        return False

    def another_rubber(self) -> None:
        """A fresh score sheet, and the next deal."""
        self._scored = []
        self.hands = 0
        self.rubber = ""
        self.pad.pad = Scorepad(players=self.players, rules=self._rules, preview=False).pad
        self.pad.message = ""
        self.pad._draw()
        self.another_button.layout.display = "none"
        self._deal(1 - self.table.state.dealer)
        self.say("A new rubber: a fresh sheet and a fresh deal.")
        self._keep()

    # ------------------------------------------------------------ the flow

    def _next_dealer(self, state: HandState) -> int:
        same = state.phase is Phase.THROWN_IN and self._rules.same_dealer_after_throw_in
        return state.dealer if same else 1 - state.dealer

    def _deal(self, dealer: int) -> None:
        self._seed += 1
        self.table.restore([new_hand(Deal.from_seed(self._seed, dealer), self.players,
                                     self._rules)])
        self._moved()

    def _ended(self) -> None:
        self.rubber = self.pad.rubber
        winner = ("The rubber is drawn" if self.rubber == "drawn"
                  else f"{self.rubber} win{'' if self.rubber == 'You' else 's'} the rubber")
        self.say(f"{winner}. Press \u201c{ANOTHER}\u201d for a fresh sheet.")
        self.another_button.layout.display = ""
        self.next_button.disabled = True
        if self.keeper is not None:
            self.keeper.forget()

    def _moved(self, *_: Any) -> None:
        """After every change of phase: the button, and the words of a thrown-in hand."""
        state = self.table.state
        self.next_button.disabled = not state.is_over or self.pad.pad.rubber_over
        if state.phase is Phase.THROWN_IN:
            self.table.say(f"Four passes: the hand is thrown in (BID-3). Press \u201c{NEXT}"
                           "\u201d: it scores nothing, and the deal passes on (DEAL-4).")

    # ------------------------------------------------------------ keeping

    def session(self) -> SessionRecord:
        """The rubber as a session: the hands on the sheet, then the hand at the table."""
        hands = [exact_record(s) for s in [*self._scored, self.table.state]]
        return SessionRecord(self._rules, self.players, tuple(hands))

    def record(self) -> str:
        """The rubber so far as a session record's JSON text (HAND_RECORD.md)."""
        return dumps_record(self.session())

    def save(self) -> str:
        """The rubber's record as a download link (``jojotte-rubber.json``); returns its text."""
        text = self.record()
        self.link.value = download_html(text, "jojotte-rubber.json")
        return text

    def _keep(self) -> None:
        if self.keeper is not None and not self.pad.pad.rubber_over:
            self.keeper.save()

    def _snapshot(self) -> str | None:
        if not self._scored and not self.table.state.history:
            return None
        return dumps_record(self.session())

    def _kept_words(self, text: str) -> str | None:
        try:
            session = loads_record(text)
        except JojotteError as error:
            raise ValueError(str(error)) from None
        if not isinstance(session, SessionRecord) or session.players != self.players:
            return None
        *scored, current = session.hands
        if not scored and not current.actions:
            return None
        return (f"{len(scored)} hand{'' if len(scored) == 1 else 's'} on the sheet; "
                f"{position_words(current.final_state(), self.players[0])}")

    def _resume(self, text: str) -> None:
        session = loads_record(text)
        assert isinstance(session, SessionRecord)
        *scored, current = session.hands
        self.another_rubber()
        for hand in scored:
            state = hand.final_state()
            self.pad.add(state)
            self._scored.append(state)
        self.hands = len(self._scored)
        self._seed += len(session.hands)  # the next deals differ from the kept ones
        self.table.restore(current.states())
        self._moved()
        self.say(f"Your rubber goes on: {self.hands} hand{'' if self.hands == 1 else 's'} "
                 "on the sheet.")
