"""What every widget shares: the drawing, the message, the error log and the preview note.

A widget's state lives in the engine; the widget holds traitlets (``html``,
``message``, ``error``) and wiring. Every gesture is a plain method, and every
click handler goes through :meth:`JojotteWidget.guarded`, so an error in a
callback is written to the ``errors`` output and the ``error`` trait, never
lost.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w
from traitlets import Int, Unicode

from ..engine.actions import Action
from ..engine.errors import InvalidNotationError, action_phrase
from ..engine.state import Verdict
from ..render.table import RULES_URL, rule_link
from ..render.words import second_person, you_text
from ..venue import is_interactive

__all__ = [
    "LIVE_URL",
    "PREVIEW_TEXT",
    "JojotteWidget",
    "configure",
    "second_person",
    "verdict_html",
    "you_say",
]

#: Where a preview sends the reader to play: the page's first live box (the book's
#: inline-play.js gives it this id).
LIVE_URL = "#jj-play"
#: The note a widget shows on a static page, where no kernel answers its buttons.
PREVIEW_TEXT = "Preview, a picture of the table: to play, start the live table in this page"


#: Where the book's rules page is from the live notebooks and the in-page tables: they
#: run in JupyterLite, two folders down from the site's root (``lite/notebooks/``,
#: ``lite/repl/``), and the chapters are in ``book/``.
LIVE_RULES_URL = "../../book/rules.html"


@dataclass
class _Settings:
    live_url: str = LIVE_URL
    preview_text: str = PREVIEW_TEXT
    rules_url: str = RULES_URL


_SETTINGS = _Settings()
if sys.platform == "emscripten":  # in the browser: the rules are the book's, not beside
    _SETTINGS.rules_url = LIVE_RULES_URL


def configure(*, live_url: str | None = None, preview_text: str | None = None,
              rules_url: str | None = None) -> None:
    """Change the defaults of the widgets made afterwards (once per page is enough).

    >>> configure(rules_url="../rules.html"); _SETTINGS.rules_url
    '../rules.html'
    >>> configure(rules_url=RULES_URL)
    """
    if live_url is not None:
        _SETTINGS.live_url = live_url
    if preview_text is not None:
        _SETTINGS.preview_text = preview_text
    if rules_url is not None:
        _SETTINGS.rules_url = rules_url


def _is_live() -> bool:
    """A kernel answers the widgets (JupyterLite's, or a teacher's JupyterLab): no preview note."""
    return is_interactive()


def you_say(text: str) -> str:
    """A sentence about a player called "You", in the second person (the words are
    :func:`jojotte_teach.render.words.you_text`'s, the one place that knows them).

    >>> you_say("You plays the Jack of hearts. Bob wins the trick. You leads the 7♠.")
    'You play the Jack of hearts. Bob wins the trick. You lead the 7♠.'
    """
    return you_text(text)


def verdict_html(verdict: Verdict, action: Action, rules_url: str,
                 legal: Sequence[str] = ()) -> str:
    """An illegal action explained in plain words, its rule ID linked to the rules page.

    ``legal`` are the player's legal actions in short notation (``"play KH jo"``); the
    message writes them, like the refused action, with the cards as the reader sees them
    (``play K♥ saying "Jo"``).

    >>> from jojotte_teach.engine import Deal, new_hand, explain
    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> a = Action.parse("Ann accept")
    >>> html = verdict_html(explain(s, a), a, "rules.html")
    >>> "it is Bob&#x27;s turn" in html, 'href="rules.html#rule-bid-1" target="_blank"' in html
    (True, True)
    >>> s = new_hand(Deal.from_seed(1, dealer=1), ("Ann", "Bob"))
    >>> a = Action.parse("Ann play 9D")
    >>> print(verdict_html(explain(s, a), a, "r.html", ["pass", "accept"]))  # doctest: +ELLIPSIS
    <div ...>Ann cannot play 9♦: the auction is not over: ... Legal now: pass, accept.</div>
    """
    text = f"{action.player} cannot {action_phrase(action)}: {verdict.reason}"
    if action.player == "You":
        text = you_text(second_person(text))
    body = f"{escape(text)} ({rule_link(verdict.rule, rules_url)})."
    if legal:
        body += f" Legal now: {escape(', '.join(_phrase(action.player, t) for t in legal))}."
    return f'<div class="jj-illegal" role="alert">{body}</div>'


def _phrase(player: str, short: str) -> str:
    """A legal action given in short notation, as a message writes it (``play 9♦``)."""
    try:
        return action_phrase(Action.parse(f"{player} {short}"))
    except InvalidNotationError:
        return short


class JojotteWidget(w.VBox):
    """The base of the book's widgets: a drawing, a message, an error log, a preview note.

    Traits:
        html: the main drawing (HTML).
        message: the last message (HTML), e.g. why a move is not allowed.
        error: the last error raised in a callback, as text ("" if none).
        answered: how many of the reader's gestures the widget has answered; the page
            sees it as the class ``jj-answered-N``, set once the answer is drawn (a
            script, or a test, waits for it rather than for a time).
    """

    html = Unicode("")
    message = Unicode("")
    error = Unicode("")
    answered = Int(0)

    def __init__(self, *, preview: bool | None = None, live_url: str | None = None,
                 preview_text: str | None = None, rules_url: str | None = None,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.rules_url = rules_url if rules_url is not None else _SETTINGS.rules_url
        show = (not _is_live()) if preview is None else preview
        url = live_url if live_url is not None else _SETTINGS.live_url
        text = preview_text if preview_text is not None else _SETTINGS.preview_text
        self.preview_note = w.HTML(
            f'<div class="jj-preview" role="note" style="font-size:12px;color:#555">'
            f'<a href="{escape(url, quote=True)}">{escape(text)}</a></div>' if show else "")
        self.view = w.HTML()
        self.message_view = w.HTML()
        self.errors = w.Output()
        self.observe(self._show_html, names=["html"])
        self.observe(self._show_message, names=["message"])
        self.add_class("jj-answered-0")
        #: The widget this one is part of: it counts this one's answers too, so that the
        #: outermost widget's count covers every gesture inside it.
        self.owner: JojotteWidget | None = None
        #: Gestures under way in this widget and the widgets it owns (a handler that runs
        #: inside another's answer is part of that answer, not one of its own).
        self._gestures = 0

    def _show_html(self, change: dict[str, Any]) -> None:
        self.view.value = change["new"]

    def _show_message(self, change: dict[str, Any]) -> None:
        self.message_view.value = change["new"]

    def _arrange(self, *middle: w.Widget) -> None:
        """Lay the widget out: note, drawing, the widget's own controls, message, errors."""
        parts = [self.preview_note] if self.preview_note.value else []
        self.children = (*parts, self.view, *middle, self.message_view, self.errors)

    def say(self, text: str) -> None:
        """Show a plain-text message (escaped)."""
        self.message = f'<div class="jj-message" role="status">{escape(text)}</div>' if text \
            else ""

    def report(self, error: BaseException) -> None:
        """Record an error from a callback: in the ``error`` trait and the ``errors`` output."""
        self.error = f"{type(error).__name__}: {error}"
        self.errors.append_stderr("".join(
            traceback.format_exception(type(error), error, error.__traceback__)))

    def guarded(self, gesture: Callable[[], object]) -> Callable[..., None]:
        """A click or change handler that runs ``gesture`` and reports any error it raises."""

        def handler(*_: Any) -> None:
            outermost = self._outermost()
            outermost._gestures += 1
            try:
                gesture()
            except Exception as error:  # a callback error must be shown, never lost
                self.report(error)
            finally:
                outermost._gestures -= 1
                # One gesture, one answer, once everything it set off is done: a handler
                # it set off (a redraw, the rubber following its table) adds no answer.
                if not outermost._gestures:
                    self._answer()

        return handler

    def _outermost(self) -> JojotteWidget:
        """The widget that owns this one, directly or not (this one if none does)."""
        widget = self
        while widget.owner is not None:
            widget = widget.owner
        return widget

    def following(self, change: Callable[[], object]) -> Callable[..., None]:
        """A handler for a change this widget follows in another (not a gesture of the
        reader's): an error it raises is reported, and no answer is counted."""

        def handler(*_: Any) -> None:
            try:
                change()
            except Exception as error:  # a callback error must be shown, never lost
                self.report(error)

        return handler

    def _answer(self) -> None:
        """Count one more gesture answered, after everything it changed (the class goes
        to the page last, so whoever waits for it finds the answer drawn)."""
        self.remove_class(f"jj-answered-{self.answered}")
        self.answered += 1
        self.add_class(f"jj-answered-{self.answered}")
        if self.owner is not None:
            self.owner._answer()

    def button(self, label: str, gesture: Callable[[], object], *, tooltip: str = "",
               style: str = "", width: str | None = None) -> w.Button:
        """A button whose click runs ``gesture`` (guarded)."""
        layout = w.Layout(width=width) if width else w.Layout(width="auto")
        made = w.Button(description=label, tooltip=tooltip or label, button_style=style,
                        layout=layout)
        made.on_click(self.guarded(gesture))
        return made


class AuctionCalls:
    """The auction's calls by name, for a widget that takes any action in words (``call``):
    the bidding box and the card table share them.

    >>> class Echo(AuctionCalls):
    ...     def call(self, text: str) -> bool:
    ...         print(text)
    ...         return True
    >>> Echo().bid("NT")
    bid NT
    True
    """

    def call(self, text: str) -> bool:
        """Any action in words, without the player."""
        raise NotImplementedError

    def accept(self) -> bool:
        """Accept the turn-up's suit as trumps (BID-1)."""
        return self.call("accept")

    def bid(self, strain: str) -> bool:
        """Name a suit or No-trump (BID-2, BID-4)."""
        return self.call(f"bid {strain}")

    def pass_(self) -> bool:
        """Pass: in the auction (BID-1, BID-2, BID-5), or to say nothing more after the draw."""
        return self.call("pass")

    def double(self) -> bool:
        """Double the opponent's bid (BID-5)."""
        return self.call("double")

    def redouble(self) -> bool:
        """Redouble after a Double (BID-5)."""
        return self.call("redouble")
