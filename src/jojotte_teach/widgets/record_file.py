"""Save this hand, open a record: a card table's hand as a file, and a file back on the table.

"Save this hand" gives the hand record (HAND_RECORD.md) as a download link, which
needs no server (the record is in the link itself, a ``data:`` address), and in a
text box to copy. "Open a record" takes a record pasted or uploaded, checks it
(a bad one is refused in one sentence, and the table is left as it was), and
replays it on the table: a step slider goes to any point, and "Play on from here"
gives the computers back their seats from that point. It serves every card table,
each opening its own game's records.

>>> from jojotte_teach.widgets import CardTable
>>> table = CardTable(seed=3, preview=False); box = RecordBox(table)
>>> table.accept(), box.save().startswith('{')
(True, True)
>>> box.open_text('{"format": "jojotte-hand/1"}')
False
>>> box.message
'That record cannot be opened: "players" must be a list of two names.'

At three, a record of the game at three opens, and a two-player one is refused:

>>> game = CardTable("three", seed=2, preview=False); box = RecordBox(game)
>>> box.open_text(RecordBox(table).save())
False
>>> box.message
'That record cannot be opened: it is a hand at two; this table plays at three.'
"""

from __future__ import annotations

from html import escape
from typing import Any
from urllib.parse import quote

import ipywidgets as w
from traitlets import Int, Unicode

from ..engine.errors import JojotteError
from ..engine.game import Game
from ..engine.hand import HandState
from ..engine.records import HandRecord, dumps_record, loads_record
from ..render.words import action_text
from .keeping import exact_record
from .table import CardTable

__all__ = ["FILE_NAME", "UPLOAD_CSS", "RecordBox", "download_html", "game_words"]

#: The name a saved hand gets.
FILE_NAME = "jojotte-hand.json"

#: ipywidgets' upload button writes its count of files after its words ("Upload a
#: record (0)"), which means nothing to a reader: the button's own text is drawn at no
#: size and its words are drawn after it instead (left out of its spoken name, which
#: its own text gives).
UPLOAD_CSS = (
    ".jj-upload.jupyter-button { font-size: 0 !important; }"
    ".jj-upload.jupyter-button > i { font-size: var(--jp-widgets-font-size, 13px); }"
    ".jj-upload.jupyter-button::after { content: 'Upload a record';"
    " content: 'Upload a record' / ''; margin-left: 0.35em;"
    " font-size: var(--jp-widgets-font-size, 13px); }"
)


def download_html(text: str, name: str = FILE_NAME) -> str:
    """A link that downloads ``text`` as a JSON file, with no server behind it.

    >>> download_html('{"a": 1}')[:60]
    '<a class="jj-download" download="jojotte-hand.json" href="da'
    """
    href = "data:application/json;charset=utf-8," + quote(text, safe="")
    return (f'<a class="jj-download" download="{escape(name, quote=True)}" '
            f'href="{escape(href, quote=True)}" style="color:#1a5fb4;'
            f'text-decoration:underline">Download {escape(name)}</a>')


def game_words(game: Game, beside: Game | None = None, *, hand: bool = True) -> str:
    """Which game a record's hand (``hand``) or a table is of, in words; ``beside`` a game
    of the family, Jo-Jotte's tables say their game's name too.

    >>> from jojotte_teach.engine.game import get_game
    >>> game_words(get_game("two")), game_words(get_game("partnership"))
    ('at two', 'in partnership at four')
    >>> game_words(get_game("two"), get_game("klaberjass")), game_words(get_game("belote"))
    ('of Jo-Jotte at two', 'of Belote')
    >>> game_words(get_game("belote"), hand=False)
    'Belote'
    """
    table = _JOJOTTE_TABLES.get(game.name)
    of = "of " if hand else ""
    if table is None:
        return f"{of}{game.title}"
    return table if beside is None or beside.name in _JOJOTTE_TABLES else f"{of}Jo-Jotte {table}"


_JOJOTTE_TABLES = {"two": "at two", "three": "at three", "partnership": "in partnership at four",
                   "cutthroat": "at four, cutthroat"}


class RecordBox(w.VBox):
    """Save the table's hand as a record; open a record on the table and replay it.

    Args:
        table: the card table it works on, at any table.

    Traits:
        message: the last thing it said (a refused record, where the replay stands).
        step: the point of the replay shown (actions from the deal), while replaying.
        steps: how many states the opened record has (0 when none is being replayed).
    """

    message = Unicode("")
    step = Int(0)
    steps = Int(0)

    def __init__(self, table: CardTable, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.table = table
        self._states: list[HandState] = []
        self._confirmed = False  # a new score sheet agreed to (the table's rubber)
        self.link = w.HTML()
        # The box shows once it is wanted: to copy a saved hand, or to paste a record.
        self.text = w.Textarea(layout=w.Layout(width="100%", height="8em", display="none"),
                               placeholder="Paste a hand record (JSON) here, or upload its file")
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False,
                                   description="Upload a record",
                                   tooltip="Upload a hand record saved before (a .json file)",
                                   layout=w.Layout(width="auto"))
        self.upload.add_class("jj-upload")
        # A style sheet applies from a hidden HTML child, in a page as in a notebook.
        self.style_view = w.HTML(f"<style>{UPLOAD_CSS}</style>",
                                 layout=w.Layout(display="none"))
        # A new deal leaves the last hand's record: its replay, its link, its text.
        table.observe(table.following(self._leave), names=["dealt"])
        # The reader's act during a replay ends it there, his act kept.
        table.observe(table.following(self._taken_over), names=["held"])
        # Guarded, as the buttons are: an error is shown, and the gesture counted.
        self.upload.observe(table.guarded(self._uploaded), names=["value"])
        self.said = w.HTML()
        self.slider = w.IntSlider(min=0, max=0, description="Step", continuous_update=False,
                                  layout=w.Layout(width="60%"))
        self.slider.observe(table.guarded(lambda: self.go(int(self.slider.value))),
                            names=["value"])
        self.replay_bar = w.HBox([
            self._button("\u25c0 Back", lambda: self.go(self.step - 1)),
            self.slider,
            self._button("Forward \u25b6", lambda: self.go(self.step + 1)),
            self._button("Play on from here", self.play_on, "success"),
        ], layout=w.Layout(flex_flow="row wrap", display="none"))
        self.observe(lambda change: setattr(self.said, "value", (
            f'<div class="jj-message" role="status">{escape(change["new"])}</div>'
            if change["new"] else "")), names=["message"])
        self.children = (
            w.HBox([self._button("Save this hand", self.save),
                    self._button("Open a record", self._open_clicked), self.upload],
                   layout=w.Layout(flex_flow="row wrap")),
            self.link, self.text, self.replay_bar, self.said, self.style_view)

    def _button(self, label: str, gesture: Any, style: str = "") -> w.Button:
        made = w.Button(description=label, button_style=style, layout=w.Layout(width="auto"))
        made.on_click(self.table.guarded(gesture))  # an error shown, and the click counted
        return made

    # ------------------------------------------------------------ saving

    def save(self) -> str:
        """The table's hand as a record, given as a file to download (the link); the
        record's text is returned."""
        text = dumps_record(exact_record(self.table.state))
        self.link.value = download_html(text)
        self.message = f"\u201cDownload {FILE_NAME}\u201d above saves the hand as a file."
        return text

    def _leave(self) -> None:
        """A new hand is dealt: the last one's record goes (the replay, with the computers
        given back their seats, the link, the text and the words under the table)."""
        if self._states:
            self._end_replay()
            self._hold(False)
        self._confirmed = False
        self.link.value = self.text.value = self.message = ""
        self.text.layout.display = "none"

    def _taken_over(self) -> None:
        """The reader acted during the replay: the table is his from that step, with his
        act (as "Play on from here" would give it, and his act after it)."""
        if self._states and not self.table.held:
            step = self.step
            self._end_replay()
            self.message = (f"You played on from step {step}: the table is yours from "
                            "this point.")

    # ------------------------------------------------------------ opening

    def _open_clicked(self) -> None:
        if self.text.layout.display == "none":
            self.text.layout.display = ""
            self.message = ("Paste a hand record in the box, then press \u201cOpen a "
                            "record\u201d again; or upload its file.")
            return
        self.open_text(self.text.value)

    def _uploaded(self) -> None:
        files = self.upload.value
        if not files:
            return
        content = files[0]["content"]
        try:
            text = bytes(content).decode("utf-8")
        except UnicodeDecodeError:
            self.message = "That file cannot be opened: it is not text in UTF-8."
            return
        self.text.value = text
        self.open_text(text)

    def open_text(self, text: str) -> bool:
        """Check a record and replay it on the table, at its last step.

        Returns:
            True if it was opened; False with ``message`` naming the problem (the
            table is left as it was).
        """
        if not text.strip():
            self.message = "There is no record to open: paste one in the box, or upload it."
            return False
        try:
            record = loads_record(text)
            if not isinstance(record, HandRecord):
                raise ValueError("it is a session of several hands; open one hand's record")
            game = self.table.state.game
            if record.game.name != game.name:
                raise ValueError(f"it is a hand {game_words(record.game, game)}; this table "
                                 f"plays {game_words(game, record.game, hand=False)}")
            states = record.states()
        except (JojotteError, ValueError) as error:
            reason = str(error).rstrip(".")
            self.message = f"That record cannot be opened: {reason}."
            return False
        if self.table.sheet and self.table._past and not self._confirmed:
            # The record's hand is not one of this rubber's: it starts a new score sheet.
            done = len(self.table._past)
            self._confirmed = True
            self.text.value = text  # "Open a record" opens it from the box
            self.text.layout.display = ""
            self.message = ("Opening a record starts a new score sheet: your rubber leaves the "
                            f"table, with its {done} finished hand{'' if done == 1 else 's'}. "
                            "Press \u201cOpen a record\u201d again to open it.")
            return False
        self._confirmed = False
        self._states = states
        self.steps = len(states)
        self.slider.max = len(states) - 1
        self.replay_bar.layout.display = "flex"
        self._hold(True)  # a replay moves no card by itself
        self.go(len(states) - 1)
        return True

    def _end_replay(self) -> None:
        """The record's steps and the replay's bar go (the table keeps its hand)."""
        self._states = []
        self.steps = 0
        self.replay_bar.layout.display = "none"

    def _hold(self, held: bool) -> None:
        """Keep the computer seats still while a record is replayed (or let them play)."""
        self.table.held = held

    def _restore(self, states: list[HandState]) -> None:
        self.table.restore(states, [])  # the record's hand starts a new score sheet

    def go(self, step: int) -> bool:
        """Show the opened record after ``step`` actions (0: the deal)."""
        if not self._states:
            self.message = "Open a record first."
            return False
        step = max(0, min(step, len(self._states) - 1))
        self.step = step
        if self.slider.value != step:
            self.slider.value = step
        self._restore(self._states[:step + 1])
        shown = self._states[step]
        last = "" if not step else ": " + action_text(
            self._states[step - 1], shown.history[-1], self.table.seat).rstrip(".")
        seats = ("the computer back its seat" if self.table.game.seats == 2
                 else "the computers back their seats")
        self.message = (f"Step {step} of {len(self._states) - 1}{last}. \u201cPlay on from "
                        f"here\u201d gives {seats}.")
        return True

    def play_on(self) -> bool:
        """Play on from the step shown, the computer at its seat again."""
        if not self._states:
            self.message = "Open a record first."
            return False
        states = self._states[:self.step + 1]
        self._end_replay()
        self._hold(False)
        self._restore(states)
        self.message = "Play on: the table is yours from this point."
        return True
