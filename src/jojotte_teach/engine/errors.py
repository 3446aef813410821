"""The engine's errors: each says what was wrong, and which rule says so.

    JojotteError
      InvalidNotationError(ValueError)   "1OS" is not a card
      IllegalActionError(ValueError)     well formed, not allowed now
      InvalidRecordError(ValueError)     a record or deal that cannot be
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import Action


#: How a message writes the control characters it must not print raw.
_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\", '"': '\\"'}
_MAX_QUOTED = 60


def one_line(text: str) -> str:
    r"""The text with every control character and line break escaped, so it prints on one line.

    >>> print(one_line("Ann play 8S\nBob"))
    Ann play 8S\nBob
    """
    if text.isprintable():
        return text
    return "".join(_escape(ch, keep_quotes=True) for ch in text)


def quoted(text: str) -> str:
    r"""Text from a record, quoted for a message: escaped, and cut if very long.

    A record can hold anything; what a message echoes of it must stay one short line.

    >>> print(quoted('An"n\n'))
    "An\"n\n"
    >>> len(quoted("x" * 1000)) < 80
    True
    """
    short = text if len(text) <= _MAX_QUOTED else text[:_MAX_QUOTED] + "…"
    return '"' + "".join(_escape(ch, keep_quotes=False) for ch in short) + '"'


#: A verb's second-person form, for the reader: the widgets call the learner "You".
_YOU_FORMS = {"does": "do", "has": "have", "holds": "hold", "is": "are", "was": "were",
              "scores": "score"}


def does(name: str, verb: str) -> str:
    """A player as the subject of a verb in a message: the name, never "he".

    The widgets call the learner "You"; a message about them reads in the second
    person, so that "You cannot play A♠: you have a club" stays right.

    >>> does("Ann", "holds"), does("You", "holds"), does("You", "used")
    ('Ann holds', 'you hold', 'you used')
    """
    if name == "You":
        return f"you {_YOU_FORMS.get(verb, verb)}"
    return f"{name} {verb}"


def whose(name: str, *, alone: bool = False) -> str:
    """A player's name as a possessive in a message: ``Ann's``, or ``your`` for "You"
    (``yours`` when it stands ``alone``, as in "not yours").

    >>> whose("Bob"), whose("You"), whose("You", alone=True)
    ("Bob's", 'your', 'yours')
    """
    if name == "You":
        return "yours" if alone else "your"
    return f"{name}'s"


def _escape(ch: str, *, keep_quotes: bool) -> str:
    if ch in ('"', "\\") and keep_quotes:
        return ch
    if ch in _ESCAPES:
        return _ESCAPES[ch]
    if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"):
        return f"\\u{ord(ch):04x}"
    return ch


class JojotteError(Exception):
    """Base class of every error the engine raises on purpose."""


class InvalidNotationError(JojotteError, ValueError):
    """A card, suit, rank, strain or action that cannot be read.

    >>> from jojotte_teach.engine import Card
    >>> Card("1OS")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    jojotte_teach.engine.errors.InvalidNotationError: "1OS" is not a card (write rank ...)
    """


class InvalidRecordError(JojotteError, ValueError):
    """A hand record, session or deal that cannot be (a card twice, 31 cards, ...)."""


class IllegalActionError(JojotteError, ValueError):
    """A well-formed action that the rules do not allow now.

    Attributes:
        rule: the rule ID from RULES.md that forbids it, e.g. ``"PLAY-2"``.
        action: the action that was refused.
        player: the player who tried it.
        reason: the reason in plain words, without the rule ID.
        legal: the actions that were legal instead.
    """

    def __init__(
        self,
        rule: str,
        action: Action,
        reason: str,
        legal: Sequence[Action] = (),
        context: str = "",
    ) -> None:
        self.rule = rule
        self.action = action
        self.player = action.player
        self.reason = reason
        self.legal = tuple(legal)
        self.context = context
        super().__init__(self.describe())

    def in_context(self, context: str) -> IllegalActionError:
        """The same verdict, introduced by where it happened (``action 14 "Bob play 9D"``)."""
        return IllegalActionError(self.rule, self.action, self.reason, self.legal, context)

    def describe(self) -> str:
        """The whole verdict in one line: who, what, why, which rule, what is legal.

        Cards are written as the reader sees them (``9♦``), the legal actions too, in
        their short form, which a record may use as it is (``legal: play K♣ play 9♣``:
        a record reads ``K♣`` as ``KC``).
        """
        text = f"{self.player} cannot {action_phrase(self.action)}: {self.reason} ({self.rule})"
        if self.context:
            text = f"{self.context}: {text}"
        own = [a for a in self.legal if a.player == self.player]
        if own:
            text += "; legal: " + " ".join(pretty_short(a) for a in own)
        return text


def pretty_short(action: Action) -> str:
    """The action's short form with its cards as the reader sees them: ``play K♥ jo``,
    ``meld A♠ K♠ Q♠``. It reads back as the same action (a record may write ``K♥``).

    >>> from jojotte_teach.engine import Action
    >>> pretty_short(Action.parse("Ann play KH jo")), pretty_short(Action.parse("Ann bid NT"))
    ('play K♥ jo', 'bid NT')
    """
    parts = action.short().split()
    if action.card is not None:
        parts[1] = action.card.pretty
    elif action.cards:
        parts[1:1 + len(action.cards)] = [c.pretty for c in action.cards]
    return " ".join(parts)


def action_phrase(action: Action) -> str:
    """The action as a verb phrase for messages, its cards as a sentence writes them
    (``J♣``; the record's ``JC`` is for typing): ``play 9♦``, ``play K♥ saying "Jo"``,
    ``meld A♠ K♠ Q♠``, ``bid Nullo``, ``side with the declarer``.

    >>> from jojotte_teach.engine import Action
    >>> [action_phrase(Action.parse(t)) for t in ("Ann play 10D", "Ann play KH jo", "Ann nullo")]
    ['play 10♦', 'play K♥ saying "Jo"', 'bid Nullo']
    >>> [action_phrase(Action.parse(t)) for t in ("Ann bid H", "Ann bid NT")]
    ['bid hearts', 'bid No-trump']
    """
    from .actions import strain_name

    verb = action.verb.value
    if verb in ("nullo", "slam"):
        return f"bid {verb.capitalize()}"
    if verb == "bid" and action.strain is not None:  # as the call's button names it
        return f"bid {strain_name(action.strain)}"
    if verb == "side" and action.side is not None:
        return f"side with the {action.side}"
    if action.card is not None:
        said = f' saying "{action.announce.capitalize()}"' if action.announce else ""
        return f"{verb} {action.card.pretty}{said}"
    if action.cards:
        return f"{verb} {' '.join(c.pretty for c in action.cards)}"
    return action.short()
