"""Every rule ID of RULES.md is taught in the book, and has its anchor in the reference.

The widgets link an illegal move to ``rules.html#rule-play-2``; the reference
chapter (``book/rules.md``) must therefore hold one MyST target per rule,
``(rule-play-2)=``. Each rule of the two-player game and of the three- and
four-player games must also be taught in a chapter, not only listed in the
reference, and a rule that RULES.md marks as an interpretation must be marked so
in the reference too, and in the chapter that teaches it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.book.rule_reference import (
    anchor,
    assert_entries_state_their_rules,
    index_entries,
    reference_entries,
)

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT.parent / "shared" / "RULES.md"
BOOK = ROOT / "book"
REFERENCE = BOOK / "rules.md"
#: Rules of the two-player game, which a chapter must teach (FAM-* are summarised in
#: the chapter on the sources, and listed in the reference).
TWO_PLAYER = ("DECK", "DEAL", "BID", "DRAW", "SPEC", "MELD", "DIX", "PLAY", "JOJ", "SCO", "GAME")
#: Rules of the three- and four-player games, which the chapters on three and four
#: players teach (MULTI-* are also outlined in the chapter on the sources).
MULTI_PLAYER = ("THREE", "FOUR", "CUT")
#: The chapters that teach the three- and four-player games.
MULTI_CHAPTERS = ("three.md", "four.md")
#: The umbrella IDs of the three- and four-player games, named in the section's preamble.
UMBRELLA = ("MULTI-3", "MULTI-4", "MULTI-4C")
_RULE = re.compile(r"^- \*\*([A-Z]+-[0-9A-Z]+)\*\*(.*?)(?=^- \*\*|^#|\Z)", re.MULTILINE | re.DOTALL)
#: The preamble of RULES.md's section on three and four players: the text between its
#: heading and its first sub-heading or rule.
_MULTI_PREAMBLE = re.compile(r"^## THREE AND FOUR PLAYERS\b[^\n]*\n(.*?)(?=^#|^- \*\*|\Z)",
                             re.MULTILINE | re.DOTALL)
_BOLD_ID = re.compile(r"\*\*([A-Z]+-[0-9A-Z]+)\*\*")
_TARGET = re.compile(r"^\(rule-([a-z0-9-]+)\)=\s*$", re.MULTILINE)

pytestmark = pytest.mark.skipif(not RULES.exists(), reason="RULES.md lies beside the repository")


def rules() -> dict[str, str]:
    """Each rule ID of RULES.md with its text.

    Rules are list items, ``- **PLAY-2** ...``; the umbrella IDs of the three- and
    four-player games are written in bold inside that section's preamble, and their
    text is the paragraph that names them.
    """
    text = RULES.read_text(encoding="utf-8")
    found = {match[1]: match[2] for match in _RULE.finditer(text)}
    preamble = _MULTI_PREAMBLE.search(text)
    if preamble:
        for paragraph in re.split(r"\n\s*\n", preamble[1]):
            for rule in _BOLD_ID.findall(paragraph):
                found.setdefault(rule, paragraph)
    return found



def pages() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(BOOK.glob("*.md"))}



def test_rules_md_has_all_sections() -> None:
    ids = rules()
    assert len(ids) >= 80
    for prefix in (*TWO_PLAYER, "MULTI", *MULTI_PLAYER, "FAM"):
        assert any(i.startswith(prefix + "-") for i in ids), prefix
    assert set(UMBRELLA) <= ids.keys(), "the umbrella IDs of the three- and four-player games"


def test_every_rule_id_appears_in_the_book() -> None:
    text = "\n".join(pages().values())
    missing = [rule for rule in rules() if not re.search(rf"\b{re.escape(rule)}\b", text)]
    assert missing == [], f"rule IDs the book never mentions: {missing}"


def test_every_rule_has_exactly_one_anchor_in_the_reference() -> None:
    targets = _TARGET.findall(REFERENCE.read_text(encoding="utf-8"))
    # Besides the rules, the reference has one anchor for the `denexa` profile, which the
    # score sheets cite where that profile departs from a rule.
    expected = sorted([*(anchor(rule)[len("rule-"):] for rule in rules()), "denexa"])
    assert sorted(targets) == expected


def test_every_rule_id_is_a_main_index_entry_of_the_reference() -> None:
    """Searching a rule ID lists its rule first: Sphinx's search ranks a main index
    entry (``!single:``) above every match in a page's words."""
    entries = index_entries(REFERENCE)
    assert sorted(entries) == sorted(rules())


def test_every_reference_entry_states_its_rule() -> None:
    assert_entries_state_their_rules(REFERENCE, rules())


def test_interpretations_are_marked_in_the_reference() -> None:
    entries = reference_entries(REFERENCE)
    for rule, text in rules().items():
        if "interpretation" in text.lower():
            body = entries[anchor(rule)[len("rule-"):]]
            assert "interpretation" in body.lower(), f"{rule} is an interpretation: say so"


@pytest.mark.parametrize("rule", [r for r in rules() if r.split("-")[0] in TWO_PLAYER]
                         if RULES.exists() else [])
def test_two_player_rule_is_taught_in_a_chapter(rule: str) -> None:
    link = f"<{anchor(rule)}>"
    assert any(link in text for text in _chapters()), (
        f"no chapter links {rule} to the reference ({{ref}}`{rule} {link}`)")


def _chapters() -> list[str]:
    return [text for name, text in pages().items()
            if name not in (REFERENCE.name, "family-rules.md")]


@pytest.mark.parametrize("rule", [r for r in rules() if r.split("-")[0] in (*MULTI_PLAYER,
                                                                             "MULTI")]
                         if RULES.exists() else [])
def test_multiplayer_rule_is_taught_in_a_chapter(rule: str) -> None:
    link = f"<{anchor(rule)}>"
    assert any(link in text for text in _chapters()), (
        f"no chapter links {rule} to the reference ({{ref}}`{rule} {link}`)")
    taught = [(BOOK / name).read_text(encoding="utf-8") for name in MULTI_CHAPTERS]
    assert any(link in text for text in taught), (
        f"{rule} is not taught in {' or '.join(MULTI_CHAPTERS)}")


def test_multiplayer_interpretations_are_marked_where_taught() -> None:
    # A chapter that teaches a rule RULES.md calls an interpretation says "interpretation"
    # in the paragraph (or list item) that links it.
    for rule, text in rules().items():
        if rule.split("-")[0] not in MULTI_PLAYER or "interpretation" not in text.lower():
            continue
        link = f"<{anchor(rule)}>"
        blocks = [block for name in MULTI_CHAPTERS
                  for block in re.split(r"\n\s*\n|\n(?=- )",
                                        (BOOK / name).read_text(encoding="utf-8"))
                  if link in block]
        assert any("interpretation" in block.lower() for block in blocks), (
            f"{rule} is an interpretation: say so where a chapter teaches it")


def test_family_and_multiplayer_rules_are_summarised() -> None:
    chapter = (BOOK / "profiles.md").read_text(encoding="utf-8")
    for rule in rules():
        if rule.split("-")[0] in ("MULTI", "FAM"):
            assert f"<{anchor(rule)}>" in chapter, rule


def test_every_rule_link_in_the_pages_has_a_target() -> None:
    # The rules of Klaberjass and Belote have their targets in the family's reference
    # (tests/book/test_family_rule_ids_taught.py checks them against FAMILY.md).
    references = (REFERENCE, BOOK / "family-rules.md")
    targets = {f"rule-{t}" for page in references
               for t in _TARGET.findall(page.read_text(encoding="utf-8"))}
    for name, text in pages().items():
        for label in re.findall(r"<(rule-[a-z0-9-]+)>", text):
            assert label in targets, f"{name} links {label}, which the reference lacks"
