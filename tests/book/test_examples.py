"""The book's worked examples: every record replays, and scores what its note says.

Each ``book/examples/NAME.json`` is a hand record or a session; ``NAME.md`` beside
it works the score out by hand and ends with one ``## Expected score`` block per
profile (``## Expected score (denexa)`` replays the same actions under that
profile). The chapters show these records through the engine, so a change in
the engine that alters a worked example fails here, not silently in the prose.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach.engine import (
    HandRecord,
    IllegalActionError,
    SessionRecord,
    parse_record,
    score_hand,
)

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "book" / "examples"
PAGES = ROOT / "book"
RECORDS = sorted(EXAMPLES.glob("*.json"))
_EXPECTED = re.compile(
    r"^## Expected score(?: \((?P<profile>[a-z]+)\))?\s*\n+```json\n(?P<body>.*?)^```",
    re.MULTILINE | re.DOTALL,
)


def expectations(record_path: Path) -> dict[str, Any]:
    """The expected score blocks of a note, by profile (``None``: the record's own)."""
    note = record_path.with_suffix(".md").read_text(encoding="utf-8")
    found: dict[str, Any] = {}
    for match in _EXPECTED.finditer(note):
        found[match["profile"] or ""] = json.loads(match["body"])
    return found


def replay(record_path: Path, profile: str) -> dict[str, Any]:
    """The score object of a record, under its own profile or the one named."""
    data = json.loads(record_path.read_text(encoding="utf-8"))
    if profile:
        data["rules"] = profile
    record = parse_record(data)
    if isinstance(record, SessionRecord):
        return record.scorepad().to_json()
    assert isinstance(record, HandRecord)
    return score_hand(record.final_state()).to_json()


def subset(actual: Any, expected: Any) -> Any:
    """``actual`` cut down to the keys ``expected`` names (notes may leave some out)."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        return {key: subset(actual.get(key), value) for key, value in expected.items()}
    if isinstance(expected, list) and isinstance(actual, list) and len(actual) == len(expected):
        return [subset(a, e) for a, e in zip(actual, expected, strict=True)]
    return actual


CASES = [(path, profile) for path in RECORDS for profile in expectations(path)]


def test_there_are_worked_examples() -> None:
    formats = [json.loads(p.read_text(encoding="utf-8"))["format"] for p in RECORDS]
    assert formats.count("jojotte-hand/1") >= 10
    assert "jojotte-session/1" in formats


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_every_example_has_a_note_with_an_expected_score(path: Path) -> None:
    assert path.with_suffix(".md").is_file(), f"{path.name} has no note beside it"
    assert expectations(path), f"{path.stem}.md has no '## Expected score' block"


@pytest.mark.parametrize(
    ("path", "profile"), CASES, ids=[f"{p.stem}-{q or 'own'}" for p, q in CASES]
)
def test_example_scores_what_its_note_says(path: Path, profile: str) -> None:
    expected = expectations(path)[profile]
    actual = replay(path, profile)
    assert subset(actual, expected) == expected


def test_the_profiles_example_really_differs_between_profiles() -> None:
    path = EXAMPLES / "profiles.json"
    pagat, denexa = replay(path, "pagat"), replay(path, "denexa")
    assert pagat["below"] != denexa["below"]
    assert pagat["trick_score"] != denexa["trick_score"]


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_every_example_is_shown_in_a_chapter(path: Path) -> None:
    pages = "\n".join(p.read_text(encoding="utf-8") for p in PAGES.glob("*.md"))
    assert f'"{path.stem}"' in pages, f"no page uses the example {path.stem}"


def test_a_wrong_card_in_a_record_is_caught() -> None:
    # The checks above are only worth something if a wrong record fails: in the first
    # hand Ann has no club and holds trumps, so discarding a spade on Bob's Ace of clubs
    # breaks PLAY-3, and the replay must stop there and say so.
    data = json.loads((EXAMPLES / "first-hand.json").read_text(encoding="utf-8"))
    assert data["actions"][3] == "Ann play KH"
    data["actions"][3] = "Ann play AS"
    record = parse_record(data)
    assert isinstance(record, HandRecord)
    with pytest.raises(IllegalActionError) as caught:
        record.final_state()
    assert caught.value.rule == "PLAY-3"
    assert "AS" in str(caught.value)


def test_the_family_chapters_have_three_worked_examples_per_game() -> None:
    # The chapters on Klaberjass and Belote (FAMILY_RECORDS.md records) work at least
    # three hands each; every Belote example is also checked under the other profile.
    games: dict[str, list[Path]] = {}
    for path in RECORDS:
        data = json.loads(path.read_text(encoding="utf-8"))
        games.setdefault(data.get("game", "jojotte"), []).append(path)
    assert len(games.get("klaberjass", [])) >= 3
    assert len(games.get("belote", [])) >= 3
    for path in games["belote"]:
        assert set(expectations(path)) >= {"", "citizendium"}, path.stem
    for game, chapter in (("klaberjass", "klaberjass.md"), ("belote", "belote.md")):
        text = (PAGES / chapter).read_text(encoding="utf-8")
        for path in games[game]:
            assert f'"{path.stem}"' in text, f"{chapter} does not show {path.stem}"


def test_the_dedans_example_is_lost_under_denexa_and_made_under_citizendium() -> None:
    # BEL-21: the same tricks, the contract judged on trick points or on hand totals.
    path = EXAMPLES / "belote-dedans.json"
    denexa, citizendium = replay(path, ""), replay(path, "citizendium")
    assert denexa["made"] is False and citizendium["made"] is True
    assert denexa["below"] != citizendium["below"]
