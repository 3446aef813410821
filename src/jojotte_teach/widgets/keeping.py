"""Keeping a game in the browser: it survives a reload, and comes back only if the reader says so.

In the browser, ``/drive`` is kept in the browser's storage: a live notebook's
JupyterLite mounts its own drive there, and the in-page tables' Python (the book's
``_page_python/worker.mjs``) makes one whose files it writes to the page's own
database after every move. A game written there is still there after a reload or a
closed tab. Anywhere else (the book's build, the
tests) the games are kept in memory only, or in the folder named by the
``JOJOTTE_KEEP_DIR`` environment variable, never in the project's files.

A :class:`Keeper` is the bar a table carries: when a kept game is found it offers
"Resume your game (...)" or "Start afresh", and until the reader answers nothing
is written over the kept game. What a kept game holds, and how a card table is kept,
is :mod:`.kept_game`.

>>> store = MemoryStore()
>>> store.write("practice", "{}"); store.read("practice")
'{}'
>>> store.remove("practice"); store.read("practice") is None
True
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import ipywidgets as w
from traitlets import Bool, Unicode

from ..engine.hand import HandState, Phase
from ..render.game_words import table_words
from ..venue import kept_games_folder, venue

if TYPE_CHECKING:
    from ..engine.records import HandRecord

__all__ = [
    "DRIVE",
    "OFFERING",
    "PICTURE",
    "PICTURE_FORMAT",
    "FileStore",
    "Keeper",
    "MemoryStore",
    "Store",
    "default_store",
    "exact_record",
    "place_above",
    "position_words",
]

#: Where the browser keeps files: JupyterLite's drive, or the in-page tables' own.
DRIVE = Path("/drive")
#: How the files of kept games begin, at the top of that drive (a folder of their own
#: would make the drive ask the site for that folder's listing, which it does not have).
PREFIX = "jojotte-kept-"
#: Beside a kept game, under its key and this ending: what the book's page shows of it
#: before Python starts (book/_static/inline-kept.js reads it), in this format.
PICTURE = "-picture"
PICTURE_FORMAT = "jojotte-kept-picture/1"


class Store(Protocol):
    """Somewhere to keep a game's text under a key."""

    def read(self, key: str) -> str | None:
        """The text kept under ``key``, or None."""

    def write(self, key: str, text: str) -> None:
        """Keep ``text`` under ``key``."""

    def remove(self, key: str) -> None:
        """Forget what is kept under ``key``."""


class MemoryStore:
    """Games kept in memory: they last as long as the Python process."""

    def __init__(self) -> None:
        self._kept: dict[str, str] = {}

    def read(self, key: str) -> str | None:
        return self._kept.get(key)

    def write(self, key: str, text: str) -> None:
        self._kept[key] = text

    def remove(self, key: str) -> None:
        self._kept.pop(key, None)


class FileStore:
    """Games kept as files in a folder (in the browser: on JupyterLite's drive), each
    file's name the key after ``prefix``.

    >>> import tempfile
    >>> store = FileStore(Path(tempfile.mkdtemp()), prefix="kept-")
    >>> store.write("a rubber!", "[]"); sorted(p.name for p in store.folder.iterdir())
    ['kept-a-rubber-.json']
    """

    def __init__(self, folder: Path, prefix: str = "") -> None:
        self.folder = folder
        self.prefix = prefix

    def _path(self, key: str) -> Path:
        return self.folder / (self.prefix + re.sub(r"[^A-Za-z0-9_-]", "-", key) + ".json")

    def read(self, key: str) -> str | None:
        try:
            return self._path(key).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None

    def write(self, key: str, text: str) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        self._path(key).write_text(text, encoding="utf-8")

    def remove(self, key: str) -> None:
        self._path(key).unlink(missing_ok=True)


_MEMORY = MemoryStore()


def default_store() -> Store:
    """Where games are kept here: JupyterLite's drive in the browser, Jupyter's data folder
    in another kernel (a teacher's JupyterLab), else memory.

    ``JOJOTTE_KEEP_DIR`` names a folder to use instead (tests use a temporary one).

    >>> isinstance(default_store(), (MemoryStore, FileStore))
    True
    """
    named = os.environ.get("JOJOTTE_KEEP_DIR")
    if named:
        return FileStore(Path(named))
    if sys.platform == "emscripten" and DRIVE.is_dir():  # pragma: no cover (browser only)
        return FileStore(DRIVE, prefix=PREFIX)
    return FileStore(kept_games_folder()) if venue() == "kernel" else _MEMORY


def position_words(state: HandState, you: str = "You") -> str:
    """Where a hand stands, in a few words, for the resume offer.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> position_words(new_hand(Deal.from_seed(3, dealer=1), ("You", "Bob")))
    'the auction, your turn'
    """
    if state.phase is Phase.OVER:
        return "the hand is over"
    if state.phase is Phase.THROWN_IN:
        return "the hand was thrown in"
    turn = "your turn" if state.player_to_act == you else f"{state.player_to_act} to act"
    if state.phase is Phase.AUCTION:
        return f"the auction, {turn}"
    if state.phase is Phase.PLAY:
        return f"trick {len(state.tricks) + 1}, {turn}"
    # BEL-12: Belote has no draw; its declarations come once the deal is complete.
    return f"{table_words(state.game).after_auction_stage}, {turn}"


class Keeper(w.VBox):
    """The bar that keeps a game under a key and offers a kept one back.

    Args:
        key: the name the game is kept under (one per kind of table).
        snapshot: the game now, as text (None: nothing worth keeping).
        describe: the words for a kept game's position, or None when it is not worth
            offering (finished, or not begun); it may raise ValueError for a bad text.
        resume: go on from a kept game's text.
        store: where games are kept (default: :func:`default_store`).
        noun: what is kept, in the offer's words ("game", "rubber").

    Traits:
        offer: the words of the offer on screen ("" when none is open).
        pending: an offer waits for the reader's answer (nothing is written meanwhile).

    With ``picture`` set (a drawing of the game now, as HTML), the keeper also keeps
    what a page needs to offer the game back before Python has started: under the key
    plus :data:`PICTURE`, the offer's words and that drawing, while the game is worth
    offering.
    """

    offer = Unicode("")
    pending = Bool(False)

    def __init__(self, key: str, snapshot: Callable[[], str | None],
                 describe: Callable[[str], str | None], resume: Callable[[str], None],
                 store: Store | None = None, *, noun: str = "game", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.key = key
        self.store = store if store is not None else default_store()
        self._snapshot = snapshot
        self._describe = describe
        self._noun = noun
        self._resume = resume
        self.picture: Callable[[], str] | None = None
        self.words = w.HTML()
        self.resume_button = w.Button(description="Resume your game", button_style="success",
                                      layout=w.Layout(width="auto"))
        self.afresh_button = w.Button(description="Start afresh",
                                      tooltip="Forget the kept game and play the table below",
                                      layout=w.Layout(width="auto"))
        self.resume_button.on_click(lambda _: self.answer(resume=True))
        self.afresh_button.on_click(lambda _: self.answer(resume=False))
        self._kept: str | None = None
        self._last = ""
        self.children: tuple[w.Widget, ...] = ()
        kept = self.store.read(key)
        where = None
        if kept is not None:
            try:
                where = describe(kept)
            except ValueError:  # a kept text that no longer reads: not offered
                where = None
        if where is None:
            return
        self._kept = kept
        self.offer = f"Resume your {noun} ({where})"
        self.resume_button.description = self.offer
        self.resume_button.tooltip = "Go on with the game kept in this browser"
        self.words.value = (f'<div class="jj-keep" role="status">A {noun} you had started is '
                            "kept in this browser. Go on with it, or start afresh?</div>")
        self.children = (self.words, w.HBox([self.resume_button, self.afresh_button]))
        self.pending = True

    def answer(self, resume: bool) -> None:
        """The reader's answer to the offer: go on with the kept game, or forget it."""
        if not self.pending or self._kept is None:
            return
        kept, self._kept = self._kept, None
        self.offer = ""
        self.children = ()
        self.pending = False
        if resume:
            self._resume(kept)
        self.save()

    def save(self) -> bool:
        """Keep the game as it is now (not while an offer waits). True if written."""
        if self.pending:
            return False
        text = self._snapshot()
        if text is None or text == self._last:
            return False
        try:
            self.store.write(self.key, text)
            self._keep_picture(text)
        except OSError as error:  # a full or closed storage: say so once, play on
            self.words.value = (f'<div class="jj-keep" role="status">This game cannot be '
                                f"kept in this browser ({error.strerror or error}).</div>")
            self.children = (self.words,)
            return False
        self._last = text
        return True

    def _keep_picture(self, text: str) -> None:
        """Keep the offer's words and the drawing beside the game (see :attr:`picture`)."""
        if self.picture is None:
            return
        try:
            where = self._describe(text)
        except ValueError:
            where = None
        if where is None:  # not worth offering: nothing for the page to offer either
            self.store.remove(self.key + PICTURE)
            return
        self.store.write(self.key + PICTURE, json.dumps({
            "format": PICTURE_FORMAT, "offer": f"Resume your {self._noun} ({where})",
            "picture": self.picture()}, ensure_ascii=False))

    def forget(self) -> None:
        """Forget the kept game (e.g. when a rubber is over)."""
        self._last = ""
        self.store.remove(self.key)
        self.store.remove(self.key + PICTURE)


def exact_record(state: HandState) -> HandRecord:
    """A hand's record with every action, the passes after the draw included: replayed,
    it gives this very state (the usual record leaves those passes out, and would stop
    before a pass that ended the draw).

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> s = new_hand(Deal.from_seed(3, dealer=1), ("You", "Bob"))
    >>> exact_record(s).states()[-1] == s
    True
    """
    from ..engine.records import HandRecord

    return HandRecord(state.rules, state.players, state.deal, state.history)


#: The class ``widget`` carries while its bar's offer waits (see :func:`place_above`).
OFFERING = "jj-offering"


def place_above(keeper: Keeper, widget: w.Box) -> None:
    """Put the keeper's bar at the top of ``widget``, whose other parts stay hidden while
    the bar's offer waits (so that no move can write over the kept game).

    Meanwhile ``widget`` carries the class :data:`OFFERING`: a page that starts the table
    out of sight (inline-play.js) tells from the widget's own classes, drawn with it,
    whether it offers a kept game, before the bar's buttons are drawn.

    >>> from jojotte_teach.widgets import CardTable
    >>> table = CardTable(seed=3, preview=False)
    >>> store = MemoryStore()
    >>> store.write("k", "a game")
    >>> keeper = Keeper("k", lambda: None, lambda text: "the auction", lambda text: None,
    ...                 store)
    >>> place_above(keeper, table)
    >>> OFFERING in table._dom_classes, table.children[1].layout.display
    (True, 'none')
    >>> keeper.answer(resume=False)
    >>> OFFERING in table._dom_classes, table.children[1].layout.display
    (False, '')
    """
    body = tuple(c for c in widget.children if c is not keeper)
    # "" (not None) clears the style in the browser: None leaves "display: none" behind.
    shown = {id(part): part.layout.display or "" for part in body}

    def show_body(change: dict[str, Any]) -> None:
        for part in body:
            part.layout.display = "none" if change["new"] else shown[id(part)]
        (widget.add_class if change["new"] else widget.remove_class)(OFFERING)

    keeper.observe(show_body, names=["pending"])
    show_body({"new": keeper.pending})
    widget.children = (keeper, *body)
