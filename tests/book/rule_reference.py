"""What the rules references hold, read from their MyST source: the text under each
rule's target, and the rule IDs given main index entries. Shared by the checks of the
Jo-Jotte reference (rules.md) and the family's (family-rules.md)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

_TARGET = re.compile(r"^\(rule-([a-z0-9-]+)\)=\s*$", re.MULTILINE)
_INDEX = re.compile(r"^```\{index\} !single: ([A-Z]+-[0-9A-Z]+)\s*$", re.MULTILINE)


def anchor(rule: str) -> str:
    """A rule's target in the reference: ``PLAY-2`` is ``rule-play-2``."""
    return f"rule-{rule.lower()}"


def reference_entries(reference: Path) -> dict[str, str]:
    """The reference's text after each target, up to the next target or heading."""
    text = reference.read_text(encoding="utf-8")
    marks = list(_TARGET.finditer(text))
    entries: dict[str, str] = {}
    for mark, following in zip(marks, [*marks[1:], None], strict=True):
        end = following.start() if following else len(text)
        entries[mark[1]] = text[mark.end():end].split("\n#", 1)[0]
    return entries


def index_entries(reference: Path) -> list[str]:
    """The rule IDs the reference makes main index entries (``!single:``)."""
    return _INDEX.findall(reference.read_text(encoding="utf-8"))


def assert_entries_state_their_rules(reference: Path, rules: Iterable[str]) -> None:
    """Each rule's entry names the rule and says something about it."""
    entries = reference_entries(reference)
    for rule in rules:
        body = entries[anchor(rule)[len("rule-"):]]
        assert f"**{rule}" in body, f"the entry under (rule-...)= for {rule} does not name it"
        assert len(body.split()) >= 8, f"the entry for {rule} says almost nothing"
