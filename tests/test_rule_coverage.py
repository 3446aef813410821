"""Every two-player rule ID of RULES.md is checked by at least one test named after it.

``test_play_2_follow_suit`` checks PLAY-2; ``test_sco_3_and_meld_7_...`` checks both.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "RULES.md"
# The two-player game; MULTI-* (three and four players) and FAM-* (related games) are
# described for the book only.
TWO_PLAYER = ("DECK", "DEAL", "BID", "DRAW", "SPEC", "MELD", "DIX", "PLAY", "JOJ", "SCO", "GAME")


def rule_ids() -> list[str]:
    text = RULES.read_text(encoding="utf-8")
    ids = sorted(set(re.findall(r"\*\*([A-Z]+-\d+)\*\*", text)))
    return [i for i in ids if i.split("-")[0] in TWO_PLAYER]


def _tests_source() -> str:
    parts = []
    for path in (ROOT / "tests").rglob("*.py"):
        parts.append(path.read_text(encoding="utf-8"))
    return "\n".join(parts)


@pytest.mark.skipif(not RULES.exists(), reason="RULES.md lies beside the repository")
def test_every_rule_id_has_a_test() -> None:
    ids = rule_ids()
    assert len(ids) >= 50
    text = _tests_source()
    names = {m.upper().replace("_", "-") for m in re.findall(r"def test_([a-z]+_\d+)", text)}
    names |= {m.upper().replace("_", "-")
              for m in re.findall(r"def test_[a-z]+_\d+_and_([a-z]+_\d+)", text)}
    missing = [i for i in ids if i not in names]
    assert missing == [], f"rules without a test naming them: {missing}"
