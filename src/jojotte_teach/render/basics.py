"""What the book's drawings share: links to the rules page, and the type style.

>>> rule_list(["PLAY-2", "SCO-1"], "r.html").count("jj-rule")
2
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from ..venue import rules_url_here
from .words import you_text

__all__ = [
    "FAMILY_RULES_PAGE", "FONT", "HEADER", "LIST", "RULES_URL", "linked_rules", "rule_link",
    "rule_list", "rules_page_of",
]

#: Where rule IDs link to: the book's rules page, with one anchor per rule (``#rule-play-2``).
RULES_URL = "rules.html"
#: The reference of Klaberjass and Belote (FAMILY.md), beside the rules page.
FAMILY_RULES_PAGE = "family-rules.html"
#: The rule IDs of FAMILY.md, whose entries are on the family's page.
_FAMILY_PREFIXES = ("KLAB-", "BEL-")

FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"
HEADER = "font-weight:600;margin:2px 0"
#: A numbered list: room at its left for "10." and "11." (an auction at four runs past nine).
LIST = "margin:2px 0;padding-left:2.2em"

#: A rule ID of RULES.md, as the engine and the book cite it (``PLAY-2``, ``THREE-11``).
_RULE_ID = re.compile(r"\b(?:BEL|BID|CUT|DEAL|DIX|DRAW|FOUR|GAME|JOJ|KLAB|MELD|MULTI|PLAY|SCO|"
                      r"SPEC|THREE)-\d*[0-9A-Z]\b")


def rules_page_of(rule: str, rules_url: str) -> str:
    """The page a rule's entry is on: the rules page, or for a rule of Klaberjass or Belote
    the family's reference beside it (a page given by another name is kept).

    >>> rules_page_of("BEL-16", "../../book/rules.html"), rules_page_of("PLAY-2", "rules.html")
    ('../../book/family-rules.html', 'rules.html')
    """
    folder, _, page = rules_url.rpartition("/")
    if page != RULES_URL or not rule.startswith(_FAMILY_PREFIXES):
        return rules_url
    return f"{folder}/{FAMILY_RULES_PAGE}" if folder else FAMILY_RULES_PAGE


def rule_link(rule: str, rules_url: str = RULES_URL) -> str:
    """A rule ID as a link to its entry on the rules page (``rules.html#rule-play-2``).

    The rule opens in a new tab: a link that replaced the page would take the reader
    away from a game in progress.

    >>> rule_link("SCO-7", "../rules.html")
    '<a class="jj-rule" href="../rules.html#rule-sco-7" target="_blank" rel="noopener">SCO-7</a>'
    """
    rules_url = rules_url_here(rules_url)  # the default "rules.html" is a chapter's link
    rules_url = rules_page_of(rule, rules_url)  # KLAB and BEL: the family's reference
    return (f'<a class="jj-rule" href="{escape(rules_url, quote=True)}#rule-{rule.lower()}" '
            f'target="_blank" rel="noopener">{escape(rule)}</a>')


def rule_list(rules: Sequence[str], rules_url: str) -> str:
    """Rule IDs as links, separated by commas."""
    return ", ".join(rule_link(r, rules_url) for r in rules)


def linked_rules(text: str, rules_url: str = RULES_URL) -> str:
    """Plain text, escaped, with every rule ID in it linked to the rules page; about a
    player called "You", in the second person.

    >>> linked_rules("Cat withdraws (THREE-4).", "r.html")  # doctest: +ELLIPSIS
    'Cat withdraws (<a class="jj-rule" href="r.html#rule-three-4" ...>THREE-4</a>).'
    """
    return _RULE_ID.sub(lambda m: rule_link(m.group(0), rules_url), escape(you_text(text)))
