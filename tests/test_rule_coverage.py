"""Every rule ID of the games the engine plays is checked by a test named after it.

``test_play_2_follow_suit`` checks PLAY-2; ``test_sco_3_and_meld_7_...`` checks both;
``test_multi_4c_...`` checks MULTI-4C.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "RULES.md"
#: Klaberjass and Belote (KLAB-1..22, BEL-1..26), which replace RULES.md's FAM summaries.
FAMILY = ROOT.parent / "shared" / "FAMILY.md"
# The games the engine plays: Jo-Jotte's four, Klaberjass and Belote.
PLAYED = ("DECK", "DEAL", "BID", "DRAW", "SPEC", "MELD", "DIX", "PLAY", "JOJ", "SCO", "GAME",
          "MULTI", "THREE", "FOUR", "CUT", "KLAB", "BEL")


def rule_ids() -> list[str]:
    text = RULES.read_text(encoding="utf-8")
    if FAMILY.exists():
        text += FAMILY.read_text(encoding="utf-8")
    ids = sorted(set(re.findall(r"\*\*([A-Z]+-\d+[A-Z]?)\*\*", text)))
    return [i for i in ids if i.split("-")[0] in PLAYED]


def _tests_source() -> str:
    parts = []
    for path in (ROOT / "tests").rglob("*.py"):
        parts.append(path.read_text(encoding="utf-8"))
    return "\n".join(parts)


@pytest.mark.skipif(not RULES.exists(), reason="RULES.md lies beside the repository")
def test_every_rule_id_has_a_test() -> None:
    ids = rule_ids()
    assert len(ids) >= 78 + (22 + 26 if FAMILY.exists() else 0)
    text = _tests_source()
    rule = r"([a-z]+_\d+[a-z]?)(?=_|\()"
    names = {m.upper().replace("_", "-") for m in re.findall(r"def test_" + rule, text)}
    names |= {m.upper().replace("_", "-")
              for m in re.findall(r"def test_[a-z]+_\d+[a-z]?_and_" + rule, text)}
    missing = [i for i in ids if i not in names]
    assert missing == [], f"rules without a test naming them: {missing}"
