"""Scorepad: the bridge-style score sheet of a rubber at any table (GAME-1, GAME-2).

One column per player, or per side in a partnership, above and below the line; each
game ruled off under its last hand; the prison; the rubber bonus; the grand totals.
The sheet itself is the engine's :class:`~jojotte_teach.engine.Scorepad`; this widget
draws it (:func:`~jojotte_teach.render.scorepad_html`).
"""

from __future__ import annotations

from typing import Any

from traitlets import Int, List, Unicode

from ..engine import scorepad
from ..engine.game import Game, get_game
from ..engine.hand import HandState
from ..engine.records import HandRecord, SessionRecord
from ..engine.rules import Rules, get_rules
from ..render.family_sheet import sheet_html
from .base import JojotteWidget

__all__ = ["Scorepad"]


class Scorepad(JojotteWidget):
    """The score sheet, hand after hand.

    Args:
        source: an engine Scorepad, a session, one hand (record or finished state), or
            ``None`` for an empty sheet.
        players, rules, game: for an empty sheet (two players unless said).
        **common: ``preview``, ``live_url``, ``preview_text``, ``rules_url``.

    Raises:
        InvalidRecordError, IllegalActionError: a hand of the session is wrong.

    Traits:
        totals: each player's grand total (the rubber bonus included).
        games: the winner of each finished game.
        prison: the points in prison now.
        rubber: who won the rubber ("" while it goes on; "drawn" for equal totals).
    """

    totals = List(Int())
    games = List(Unicode())
    prison = Int(0)
    rubber = Unicode("")

    def __init__(self, source: scorepad.Scorepad | SessionRecord | HandRecord | HandState |
                 None = None, *, players: tuple[str, ...] = ("Ann", "Bob"),
                 rules: str | Rules = "pagat", game: str | Game | None = None,
                 **common: Any) -> None:
        super().__init__(**common)
        if isinstance(source, scorepad.Scorepad):
            self.pad = source
        elif isinstance(source, SessionRecord):
            self.pad = source.sheet()
        else:
            table = game if isinstance(game, Game) else get_game(game)
            if isinstance(source, HandRecord | HandState):
                players, rules, table = source.players, source.rules, source.game
            profile = get_rules(rules) if isinstance(rules, str) else rules
            self.pad = scorepad.Scorepad(players, profile, game=table)
            if source is not None:
                self.pad.add(source.final_state() if isinstance(source, HandRecord) else source)
        self._arrange()
        self._draw()

    def add(self, hand: HandState | HandRecord) -> bool:
        """Score one more finished hand onto the sheet.

        Returns:
            True if it was scored; False with ``message`` saying why not (the hand is
            unfinished, or the rubber is over).
        """
        state = hand.final_state() if isinstance(hand, HandRecord) else hand
        if state.players != self.pad.players:
            self.say(f"That hand is between {' and '.join(state.players)}, not "
                     f"{' and '.join(self.pad.players)}.")
            return False
        try:
            self.pad.add(state)
        except ValueError as error:
            self.say(f"{str(error)[:1].upper()}{str(error)[1:]}.")
            return False
        self.message = ""
        self._draw()
        return True

    def _draw(self) -> None:
        pad = self.pad
        names = pad.names
        self.totals = list(pad.totals())
        self.games = [names[g.winner] for g in pad.games]
        self.prison = pad.prison
        if pad.rubber_over:
            self.rubber = "drawn" if pad.rubber_winner is None else names[pad.rubber_winner]
        else:
            self.rubber = ""
        self.html = sheet_html(pad, self.rules_url)
