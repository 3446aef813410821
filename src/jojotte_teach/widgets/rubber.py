"""RubberTable: a rubber against the computer, hand after hand, with its score sheet.

One card table (its own sheet keeps the rubber, :class:`~.table.CardTable`), the sheet
drawn under it (GAME-1, GAME-2) and one button, "Score this hand, deal the next": a
finished or thrown-in hand (BID-3) goes on the sheet and the deal passes on (DEAL-4).
A hand in progress belongs to the rubber: the table's "New deal" does not throw it
away but says how to go on. When the rubber is over, "Start another rubber" offers a
fresh sheet. With a key the rubber is kept in the browser after every move
(:mod:`.kept_game`) and offered back on return.

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

from ..engine.hand import Phase
from ..engine.records import dumps_record
from ..engine.rules import Rules
from .base import JojotteWidget
from .keeping import Keeper, Store
from .kept_game import game_record, keep_table
from .record_file import download_html
from .scorepad import Scorepad
from .table import CardTable

__all__ = ["ANOTHER", "NEXT", "RubberTable"]

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
    """A rubber against the computer, scored as it is played.

    Args:
        seed: the first hand's deal (each next hand takes the next seed).
        players: the reader's name, then the computer's (clockwise, the reader first).
        dealer: the first dealer's seat.
        rules: the rule profile.
        opponent: the computer players (a name, see :class:`CardTable`).
        game: the table (two players unless said).
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
                 game: str = "two", key: str | None = None, store: Store | None = None,
                 **common: Any) -> None:
        super().__init__(**common)
        self.table = CardTable(game, seed, players=players, dealer=dealer, rules=rules,
                               opponent=opponent, **{**common, "preview": False})
        self.players = self.table.players
        self.pad = Scorepad(self.table.written(), preview=False)
        self.table.owner = self.pad.owner = self
        self._ended_at: int | None = None  # the hands on the sheet when the rubber ended
        self._drawn: tuple[int, bool] = (0, False)
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
        bar = w.HBox([self.next_button, self.another_button, self.save_button, self.link],
                     layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self._arrange(self.table, bar, self.pad)
        # The rubber's words go under its button, above the sheet.
        parts = [c for c in self.children if c is not self.message_view]
        parts.insert(parts.index(self.pad), self.message_view)
        self.children = tuple(parts)
        self.keeper: Keeper | None = None
        if key is not None:  # the bar on top; while its offer waits, no move can write
            self.keeper = keep_table(self.table, key, store, noun="rubber", place=self,
                                     sheet=True)
        # The table counts its own gestures (and, as its owner, the rubber's count with
        # them); following its drawing is no gesture.
        self.table.observe(self.following(self._moved), names=["html"])
        self._moved()

    # ------------------------------------------------------------ gestures

    def score_and_deal(self) -> bool:
        """Write the finished hand on the sheet and deal the next (DEAL-4).

        Returns:
            True if the hand was scored; False with ``message`` saying why not.
        """
        if not self.table.state.is_over:
            self.say("The hand is not over yet: play it to the end, then score it.")
            return False
        if self._ended_at is not None:
            self.say("The rubber is over: start another one.")
            return False
        if self.table.pad.rubber_over:  # this hand ends the rubber: it stays at the table
            self._ended_at = len(self.table.pad.hands)
            self._moved()
            self._ended()
            return True
        self.table.new_deal()
        self.say(f"Hand {self.hands} is on the sheet; {self.players[self.table.state.dealer]}"
                 " deals the next.")
        return True

    def new_deal(self) -> bool:
        """The table's "New deal" in a rubber: the hand is scored first, never thrown away."""
        if self._ended_at is not None:
            self.say("The rubber is over: press \u201cStart another rubber\u201d.")
            return False
        if self.table.state.is_over:
            return self.score_and_deal()
        self.say("This hand belongs to the rubber and is not thrown away: play it to the "
                 f"end (four passes throw it in, BID-3), then press \u201c{NEXT}\u201d.")
        return False

    def another_rubber(self) -> None:
        """A fresh score sheet, and the next deal."""
        self._ended_at = None
        self.another_button.layout.display = "none"
        self.table.new_deal(new_sheet=True)
        self.pad.message = ""
        self.say("A new rubber: a fresh sheet and a fresh deal.")

    # ------------------------------------------------------------ the flow

    def _ended(self) -> None:
        winner = ("The rubber is drawn" if self.rubber == "drawn"
                  else f"{self.rubber} win{'' if self.rubber == 'You' else 's'} the rubber")
        self.say(f"{winner}. Press \u201c{ANOTHER}\u201d for a fresh sheet.")
        self.another_button.layout.display = ""
        if self.keeper is not None:
            self.keeper.forget()

    def _moved(self, *_: Any) -> None:
        """After every move: the sheet, the button, and the words of a thrown-in hand."""
        table = self.table
        state = table.state
        ended = self._ended_at is not None
        drawn = (len(table.past), ended)
        if drawn != self._drawn:  # the sheet changes only when a hand is written
            self._drawn = drawn
            self.pad.pad = table.pad if ended else table.written()
            self.pad.message = ""
            self.pad._draw()
        self.hands = len(self.pad.pad.hands)
        self.rubber = self.pad.rubber
        self.next_button.disabled = not state.is_over or ended
        if state.phase is Phase.THROWN_IN and not ended:
            line = table.game.rules.thrown_in_score(table.game, table.players, 0).lines[0]
            table.say(f"{line.text} ({', '.join(line.rules)}). Press \u201c{NEXT}\u201d: it "
                      "scores nothing, and the deal passes on (DEAL-4).")

    # ------------------------------------------------------------ saving

    def record(self) -> str:
        """The rubber so far as a session record's JSON text (HAND_RECORD.md)."""
        return dumps_record(game_record(self.table))

    def save(self) -> str:
        """The rubber's record as a download link (``jojotte-rubber.json``); returns its text."""
        text = self.record()
        self.link.value = download_html(text, "jojotte-rubber.json")
        return text
