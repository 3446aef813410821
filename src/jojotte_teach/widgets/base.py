"""What every widget shares: the drawing, the message, the error log and the preview note.

A widget's state lives in the engine; the widget holds traitlets (``html``,
``message``, ``error``) and wiring. Every gesture is a plain method, and every
click handler goes through :meth:`JojotteWidget.guarded`, so an error in a
callback is written to the ``errors`` output and the ``error`` trait, never
lost.
"""

from __future__ import annotations

import re
import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w
from traitlets import Unicode

from ..engine.actions import Action
from ..engine.state import Verdict
from ..render.table import RULES_URL, rule_link
from ..render.words import you_text

__all__ = [
    "LIVE_URL",
    "PREVIEW_TEXT",
    "JojotteWidget",
    "configure",
    "second_person",
    "verdict_html",
    "you_say",
]

#: The live practice notebook (JupyterLite, built with the site), relative to a chapter page.
LIVE_URL = "../lite/notebooks/index.html?path=book/live/practice_hand.ipynb"
#: The note a widget shows on a static page, where no kernel answers its buttons.
PREVIEW_TEXT = "Preview: open the live version to play"


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
    """In the browser (Pyodide, as JupyterLite runs it) the widgets answer: no preview note."""
    return sys.platform == "emscripten"


_VERBS = {"holds": "hold", "has": "have", "does": "do"}


def second_person(text: str) -> str:
    """The engine's third person turned to the second, for a player called "You".

    >>> second_person("You cannot play 9D: he holds a spade and must follow suit")
    'You cannot play 9D: you hold a spade and must follow suit'
    >>> second_person("he used the Seven of hearts in his meld")
    'you used the Seven of hearts in your meld'
    """
    text = re.sub(r"\bhe (holds|has|does)\b", lambda m: "you " + _VERBS[m.group(1)], text)
    text = re.sub(r"\bhe\b", "you", text)
    text = re.sub(r"\bhis\b", "your", text)
    return re.sub(r"\bhim\b", "you", text)


def you_say(text: str) -> str:
    """A sentence about a player called "You", in the second person.

    >>> you_say("You plays the Jack of hearts. Bob wins the trick. You leads the 7S.")
    'You play the Jack of hearts. Bob wins the trick. You lead the 7S.'
    """
    return you_text(text)


def verdict_html(verdict: Verdict, action: Action, rules_url: str,
                 legal: Sequence[str] = ()) -> str:
    """An illegal action explained in plain words, its rule ID linked to the rules page.

    >>> from jojotte_teach.engine import Deal, new_hand, explain
    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> a = Action.parse("Ann accept")
    >>> html = verdict_html(explain(s, a), a, "rules.html")
    >>> "it is Bob&#x27;s turn" in html, 'href="rules.html#rule-bid-1" target="_blank"' in html
    (True, True)
    """
    text = f"{action.player} cannot {action.short()}: {verdict.reason}"
    if action.player == "You":
        text = second_person(text)
    body = f"{escape(text)} ({rule_link(verdict.rule, rules_url)})."
    if legal:
        body += f" Legal now: {escape(', '.join(legal))}."
    return f'<div class="jj-illegal" role="alert">{body}</div>'


class JojotteWidget(w.VBox):
    """The base of the book's widgets: a drawing, a message, an error log, a preview note.

    Traits:
        html: the main drawing (HTML).
        message: the last message (HTML), e.g. why a move is not allowed.
        error: the last error raised in a callback, as text ("" if none).
    """

    html = Unicode("")
    message = Unicode("")
    error = Unicode("")

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
            try:
                gesture()
            except Exception as error:  # a callback error must be shown, never lost
                self.report(error)

        return handler

    def button(self, label: str, gesture: Callable[[], object], *, tooltip: str = "",
               style: str = "", width: str | None = None) -> w.Button:
        """A button whose click runs ``gesture`` (guarded)."""
        layout = w.Layout(width=width) if width else w.Layout(width="auto")
        made = w.Button(description=label, tooltip=tooltip or label, button_style=style,
                        layout=layout)
        made.on_click(self.guarded(gesture))
        return made
