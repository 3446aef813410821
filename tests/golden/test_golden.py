"""Golden hand records: `python -m jojotte_teach score` against hand-computed results.

Each `NN-name.json` in this folder is a hand record (`jojotte-hand/1`) or a session
(`jojotte-session/1`); `NN-name.expected.json` is exactly the JSON object the score
command must print for it, computed by hand from RULES.md, or, for a record the rules
refuse, ``{"refused": {"action": N, "rule": ID}}``: exit status 2 and one line naming
that action and rule; `NN-name.md` shows the
arithmetic trick by trick. RULES_COVERED names the rule IDs each record exercises.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent

_RULES = {
    "01-accept-nondealer-dix-jojotte": "BID-1 BID-5 BID-6 DRAW-1 DIX-1 JOJ-2 JOJ-4 PLAY-1 "
    "PLAY-2 PLAY-3 PLAY-4 PLAY-5 PLAY-6 SCO-1 SCO-4 SCO-5",
    "02-dealer-accepts-defender-wins": "BID-1 BID-5 PLAY-1 PLAY-3 PLAY-4 PLAY-5 SCO-1 SCO-4 SCO-6",
    "03-round-two-suit-higher-top-card": "BID-1 BID-2 BID-5 SPEC-2 SPEC-4 MELD-2 MELD-3 "
    "MELD-7 PLAY-3 PLAY-4 SCO-1 SCO-5",
    "04-round-two-notrump-equal-sequences": "BID-1 BID-2 BID-5 MELD-2 MELD-3 JOJ-1 PLAY-2 "
    "SCO-1 SCO-6",
    "05-notrump-overcall-longer-sequence": "BID-1 BID-4 BID-5 MELD-2 MELD-3 MELD-7 SCO-1 SCO-5",
    "06-double-jo-without-jotte": "BID-1 BID-5 BID-6 JOJ-3 PLAY-4 SCO-1 SCO-7",
    "07-redouble-jojotte-multiplied": "BID-1 BID-5 BID-6 JOJ-2 JOJ-4 PLAY-3 PLAY-4 SCO-1 SCO-7",
    "08-throw-in": "BID-1 BID-2 BID-3",
    "09-tie-into-prison": "BID-1 MELD-2 MELD-7 PLAY-3 PLAY-4 SCO-1 SCO-4 SCO-8",
    "10-nullo-made": "BID-1 SPEC-1 SPEC-4 SPEC-5 MELD-1 MELD-2 MELD-3 PLAY-1 SCO-1 SCO-9 SCO-10",
    "11-nullo-failed": "BID-1 SPEC-1 SPEC-5 MELD-1 PLAY-1 PLAY-2 SCO-1 SCO-9",
    "12-slam-bid-made": "BID-1 SPEC-2 SPEC-3 SPEC-4 SPEC-5 MELD-1 MELD-2 PLAY-4 SCO-1 SCO-5 SCO-10",
    "13-slam-bid-failed": "BID-1 SPEC-3 SPEC-5 MELD-2 MELD-7 PLAY-3 PLAY-4 SCO-1 SCO-11",
    "14-unbid-slam-queen-first": "BID-1 JOJ-2 JOJ-3 PLAY-4 SCO-1 SCO-5 SCO-10",
    "15-four-jacks-beat-four-nines": "BID-1 MELD-1 MELD-3 MELD-5 PLAY-3 PLAY-4 SCO-1 SCO-4 SCO-6",
    "16-trump-sequence-tiebreak": "BID-1 BID-2 MELD-2 MELD-3 PLAY-3 PLAY-4 SCO-1 SCO-5",
    "17-two-sequences": "BID-1 MELD-2 MELD-3 MELD-4 PLAY-3 PLAY-4 SCO-1 SCO-4 SCO-6",
    "18-denexa-trick-score-decides": "profile:denexa BID-1 PLAY-1 PLAY-4 JOJ-2 JOJ-4 MELD-7 "
    "SCO-4 SCO-5",
    "19-denexa-doubled-declarer-wins": "profile:denexa BID-1 BID-5 PLAY-1 PLAY-4 SCO-7",
    "20-denexa-slam-no-melds": "profile:denexa BID-1 SPEC-3 SPEC-5 PLAY-1 SCO-5 SCO-10",
    "21-denexa-nullo-after-double": "profile:denexa BID-5 SPEC-1 SPEC-5 PLAY-1 SCO-9 SCO-10",
    "22-rubber-session": "DEAL-4 BID-1 BID-2 BID-3 BID-5 JOJ-3 MELD-3 SCO-7 SCO-8 GAME-1 GAME-2",
    "23-tied-unbid-slam": "BID-1 BID-5 SPEC-2 MELD-1 MELD-3 MELD-5 MELD-7 PLAY-1 PLAY-2 "
    "PLAY-4 SCO-1 SCO-4 SCO-8 SCO-10",
    "24-tied-bid-slam": "BID-1 BID-2 BID-5 BID-6 SPEC-2 SPEC-3 SPEC-4 SPEC-5 MELD-1 MELD-2 "
    "MELD-3 MELD-7 PLAY-1 PLAY-3 PLAY-4 SCO-1 SCO-4 SCO-8 SCO-10",
    "25-run-of-seven-one-meld": "BID-1 BID-2 BID-5 SPEC-2 SPEC-4 MELD-2 MELD-3 MELD-5 JOJ-2 "
    "JOJ-4 PLAY-1 PLAY-2 PLAY-3 PLAY-4 SCO-1 SCO-4 SCO-5",
    "26-touching-runs-refused": "BID-1 BID-5 SPEC-2 MELD-2",
}
RULES_COVERED: dict[str, list[str]] = {stem: ids.split() for stem, ids in _RULES.items()}

#: The three- and four-player games, Klaberjass and Belote keep their records in a folder
#: each; a record's note names the rules it exercises on its second line, ``Rules: ...``.
JOJOTTE_FOLDERS = ("three", "partnership", "cutthroat")
#: Klaberjass and Belote (FAMILY.md, FAMILY_RECORDS.md): how many records each has at least.
FAMILY_FOLDERS = {"klaberjass": 8, "belote": 12}
GAME_FOLDERS = (*JOJOTTE_FOLDERS, *FAMILY_FOLDERS)


def _noted_rules(note: Path) -> list[str]:
    line = note.read_text(encoding="utf-8").splitlines()[1]
    assert line.startswith("Rules: "), f"{note.name}: the second line names the rules"
    return line.removeprefix("Rules: ").split()


for _folder in GAME_FOLDERS:
    for _note in sorted((HERE / _folder).glob("*.md")):
        RULES_COVERED[f"{_folder}/{_note.stem}"] = _noted_rules(_note)


def _records() -> list[Path]:
    found = [*HERE.glob("*.json"), *(p for f in GAME_FOLDERS for p in (HERE / f).glob("*.json"))]
    return sorted(p for p in found if not p.name.endswith(".expected.json"))


def _stem(path: Path) -> str:
    """A record's name: ``09-tie-into-prison``, or ``three/05-...`` in a game's folder."""
    return path.stem if path.parent == HERE else f"{path.parent.name}/{path.stem}"


def _load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


RECORDS = _records()


@pytest.mark.parametrize("path", RECORDS, ids=[_stem(p) for p in RECORDS])
def test_score_matches_expected(path: Path) -> None:
    expected = _load(path.with_name(path.stem + ".expected.json"))
    proc = subprocess.run(
        [sys.executable, "-m", "jojotte_teach", "score", str(path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    if "refused" in expected:
        refused = expected["refused"]
        assert proc.returncode == 2 and proc.stdout == ""
        assert len(proc.stderr.splitlines()) == 1, proc.stderr
        assert f'action {refused["action"]} "' in proc.stderr
        assert f'({refused["rule"]})' in proc.stderr, proc.stderr
        return
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert json.loads(proc.stdout) == expected


def test_enough_records() -> None:
    games = [(_load(p).get("game", "two"), _load(p)["format"]) for p in RECORDS]
    assert games.count(("two", "jojotte-hand/1")) >= 15
    assert games.count(("two", "jojotte-session/1")) == 1
    for game in JOJOTTE_FOLDERS:  # six hands and a session to the end of a rubber, at least
        assert games.count((game, "jojotte-hand/1")) >= 6, game
        assert games.count((game, "jojotte-session/1")) >= 1, game
    for game, least in FAMILY_FOLDERS.items():  # and a session to the end of the game
        assert games.count((game, "jojotte-session/1")) >= 1, game
        assert games.count((game, "jojotte-hand/1")) + 1 >= least, game


def test_every_record_has_expectation_notes_and_rules() -> None:
    for path in RECORDS:
        assert path.with_name(path.stem + ".expected.json").is_file(), path.name
        assert path.with_name(path.stem + ".md").is_file(), path.name
        assert RULES_COVERED.get(_stem(path)), path.name
    assert set(RULES_COVERED) == {_stem(p) for p in RECORDS}


#: FAMILY.md's Belote profile table, row by row: one hand under each profile, whose
#: results differ (round two, the contract test, a failed contract, belote on a
#: failure, rounding).
PROFILE_ROWS = {
    "BEL-7": ("09-round-two-upcard-suit-named", "10-round-two-upcard-suit-refused"),
    "BEL-21": ("01-made-with-belote-on-equal-trick-points", "02-dedans-on-equal-trick-points"),
    "BEL-23": ("04-dedans-both-hand-totals", "03-dedans-declaration-and-belote"),
    "BEL-14": ("06-dedans-belote-to-defenders", "05-dedans-belote-kept"),
    "BEL-25": ("08-not-rounded", "07-rounded-to-tens"),
}


@pytest.mark.parametrize("row", sorted(PROFILE_ROWS))
def test_belote_profile_rows_differ(row: str) -> None:
    citizendium, denexa = (HERE / "belote" / f"{stem}.json" for stem in PROFILE_ROWS[row])
    first, second = _load(citizendium), _load(denexa)
    assert first.pop("rules") == "citizendium" and second.pop("rules") == "denexa"
    assert first == second  # the same hand, played the same way
    results = [_load(p.with_name(p.stem + ".expected.json")) for p in (citizendium, denexa)]
    assert results[0] != results[1]
    assert row in _noted_rules(citizendium.with_suffix(".md"))
