"""Every rule ID of FAMILY.md is taught in the book, and has its anchor in the family's reference.

The sibling of test_rule_ids_taught.py for Klaberjass (KLAB-1 to KLAB-22) and Belote
(BEL-1 to BEL-26): the family's reference (``book/family-rules.md``) holds one MyST
target per rule, ``(rule-bel-16)=``, where the engine's rule links for these games lead
(``family-rules.html#rule-bel-16``); each rule is taught, linked to that target, in the
chapter on its game or on the comparison page; and a rule FAMILY.md marks as an
interpretation is marked so in the reference and where a chapter teaches it.
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
FAMILY = ROOT.parent / "shared" / "FAMILY.md"
BOOK = ROOT / "book"
REFERENCE = BOOK / "family-rules.md"
#: The pages that teach the family: the comparison, then one chapter per game.
TEACHING = ("family.md", "klaberjass.md", "belote.md")
#: Each game's own chapter.
CHAPTER = {"KLAB": "klaberjass.md", "BEL": "belote.md"}
_RULE = re.compile(r"^- \*\*((?:KLAB|BEL)-[0-9]+)\*\*(.*?)(?=^- \*\*|^#|\Z)",
                   re.MULTILINE | re.DOTALL)
_TARGET = re.compile(r"^\(rule-([a-z0-9-]+)\)=\s*$", re.MULTILINE)
#: A paragraph, or a list item: the block a chapter teaches a rule in.
_BLOCK = re.compile(r"\n\s*\n|\n(?=- )")

pytestmark = pytest.mark.skipif(not FAMILY.exists(),
                                reason="FAMILY.md lies beside the repository")


def rules() -> dict[str, str]:
    """Each rule ID of FAMILY.md with its text (its sub-items included)."""
    return {m[1]: m[2] for m in _RULE.finditer(FAMILY.read_text(encoding="utf-8"))}




def taught(rule: str) -> list[str]:
    """The blocks of the teaching pages that link the rule to its entry."""
    link = f"<{anchor(rule)}>"
    return [block for name in TEACHING
            for block in _BLOCK.split((BOOK / name).read_text(encoding="utf-8"))
            if link in block]


def interpretations() -> list[str]:
    return [rule for rule, text in rules().items() if "interpretation" in text.lower()]


def test_family_md_numbers_both_games() -> None:
    ids = rules()
    assert [r for r in ids if r.startswith("KLAB-")] == [f"KLAB-{n}" for n in range(1, 23)]
    assert [r for r in ids if r.startswith("BEL-")] == [f"BEL-{n}" for n in range(1, 27)]
    assert "KLAB-12" in interpretations() and "BEL-25" in interpretations()


def test_every_rule_has_exactly_one_anchor_in_the_family_reference() -> None:
    targets = _TARGET.findall(REFERENCE.read_text(encoding="utf-8"))
    assert sorted(targets) == sorted(anchor(rule)[len("rule-"):] for rule in rules())


def test_no_family_rule_has_an_anchor_in_jo_jottes_reference() -> None:
    # One target per label in the whole book: a second would be a build warning.
    targets = set(_TARGET.findall((BOOK / "rules.md").read_text(encoding="utf-8")))
    assert not targets & {anchor(rule)[len("rule-"):] for rule in rules()}


def test_every_rule_id_is_a_main_index_entry_of_the_family_reference() -> None:
    entries = index_entries(REFERENCE)
    assert sorted(entries) == sorted(rules())


def test_every_reference_entry_states_its_rule() -> None:
    assert_entries_state_their_rules(REFERENCE, rules())


def test_interpretations_are_marked_in_the_family_reference() -> None:
    entries = reference_entries(REFERENCE)
    for rule in interpretations():
        body = entries[anchor(rule)[len("rule-"):]]
        assert "interpretation" in body.lower(), f"{rule} is an interpretation: say so"


@pytest.mark.parametrize("rule", list(rules()) if FAMILY.exists() else [])
def test_family_rule_is_taught(rule: str) -> None:
    assert taught(rule), (f"no page of the family links {rule} to the reference "
                          f"({{ref}}`{rule} <{anchor(rule)}>`)")


@pytest.mark.parametrize("rule", list(rules()) if FAMILY.exists() else [])
def test_family_rule_is_taught_in_its_games_chapter(rule: str) -> None:
    chapter = CHAPTER[rule.split("-")[0]]
    assert f"<{anchor(rule)}>" in (BOOK / chapter).read_text(encoding="utf-8"), (
        f"{rule} is not taught in {chapter}")


def test_family_interpretations_are_marked_where_taught() -> None:
    unmarked = [rule for rule in interpretations()
                if not any("interpretation" in block.lower() for block in taught(rule))]
    assert unmarked == [], f"interpretations taught without saying so: {unmarked}"


def test_the_family_pages_follow_the_other_parts_in_the_table_of_contents() -> None:
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    part = toc.split("- caption: The family", 1)
    assert len(part) == 2, "_toc.yml has no part captioned 'The family'"
    assert "- caption:" not in part[1], "the family's part must come after the others"
    files = re.findall(r"file: book/([a-z-]+)", part[1])
    assert files == ["family", "klaberjass", "belote", "family-rules"]
