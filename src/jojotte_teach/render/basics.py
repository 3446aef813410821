"""What the book's drawings share: links to the rules page, and the type style.

>>> rule_list(["PLAY-2", "SCO-1"], "r.html").count("jj-rule")
2
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..venue import rules_url_here

__all__ = ["FONT", "HEADER", "LIST", "RULES_URL", "rule_link", "rule_list"]

#: Where rule IDs link to: the book's rules page, with one anchor per rule (``#rule-play-2``).
RULES_URL = "rules.html"

FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"
HEADER = "font-weight:600;margin:2px 0"
LIST = "margin:2px 0;padding-left:1.4em"


def rule_link(rule: str, rules_url: str = RULES_URL) -> str:
    """A rule ID as a link to its entry on the rules page (``rules.html#rule-play-2``).

    The rule opens in a new tab: a link that replaced the page would take the reader
    away from a game in progress.

    >>> rule_link("SCO-7", "../rules.html")
    '<a class="jj-rule" href="../rules.html#rule-sco-7" target="_blank" rel="noopener">SCO-7</a>'
    """
    rules_url = rules_url_here(rules_url)  # the default "rules.html" is a chapter's link
    return (f'<a class="jj-rule" href="{escape(rules_url, quote=True)}#rule-{rule.lower()}" '
            f'target="_blank" rel="noopener">{escape(rule)}</a>')


def rule_list(rules: Sequence[str], rules_url: str) -> str:
    """Rule IDs as links, separated by commas."""
    return ", ".join(rule_link(r, rules_url) for r in rules)
