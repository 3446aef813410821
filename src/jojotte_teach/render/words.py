"""Words about the reader: the engine's third person turned to the second for "You".

The engine speaks of every player by name ("Ann passes", "Cat overcalls Bob's
clubs"). At a table the reader's seat is called "You", and the sentences about it
must read "You pass", "your clubs".
"""

from __future__ import annotations

import re

__all__ = ["you_text"]

#: The engine's third person, for a player called "You" (``You passes`` -> ``You pass``).
_YOU_VERBS = {"accepts": "accept", "bids": "bid", "copies": "copy", "deals": "deal",
              "declares": "declare", "defends": "defend", "does": "do", "doubles": "double",
              "exchanges": "exchange", "has": "have", "holds": "hold", "is": "are",
              "leads": "lead", "sits": "sit",
              "overcalls": "overcall", "passes": "pass", "plays": "play",
              "redoubles": "redouble", "scores": "score", "sides": "side", "takes": "take",
              "wins": "win", "withdraws": "withdraw", "writes": "write"}
_YOU = re.compile(r"\bYou((?:, [^,.()]+,)?) (" + "|".join(_YOU_VERBS) + r")\b")


def you_text(text: str) -> str:
    """The engine's words about a player called "You", in the second person.

    >>> you_text("Cat declares, You defends and Bob is inactive")
    'Cat declares, You defend and Bob is inactive'
    >>> you_text("You, on the declarer's left, withdraws. Cat overcalls You's clubs.")
    "You, on the declarer's left, withdraw. Cat overcalls your clubs."
    """
    text = _YOU.sub(lambda m: f"You{m.group(1)} {_YOU_VERBS[m.group(2)]}", text)
    text = re.sub(r"\bYou's\b", "your", text)
    return re.sub(r"(^|[.!?] )your\b", r"\1Your", text)
