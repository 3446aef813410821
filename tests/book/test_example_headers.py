"""A worked example's note names, in its first line, chapters that teach it.

The numbers must be the ones the reader sees: the chapters are numbered in the
order of ``_toc.yml``, across its parts (the welcome page has no number), and each
chapter a note names must be one whose page uses the example. A note that names
no chapter by number is left alone; one that names a wrong number fails.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML comes with the book packages (make install-book)")

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "book" / "examples"
NOTES = sorted(EXAMPLES.glob("*.md"))
#: "(chapters 2, 3 and 8)" or "(chapter 13, and SCO-6 in chapter 8)" at the end of line 1.
_CHAPTERS = re.compile(r"\((chapters? [^()]*)\)$")


def chapter_numbers() -> dict[str, int]:
    """Each numbered page's file stem with its chapter number, as the built book shows it."""
    toc: Any = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    numbers: dict[str, int] = {}
    for part in toc.get("parts", []):
        if not part.get("numbered"):
            continue
        for chapter in part["chapters"]:
            numbers[Path(chapter["file"]).stem] = len(numbers) + 1
    return numbers


def test_the_chapters_are_numbered_across_parts() -> None:
    numbers = chapter_numbers()
    assert numbers["cards"] == 1 and numbers["tricks"] == 2
    # The family's part comes last, its reference closing it.
    assert numbers["family-rules"] == len(numbers) and numbers["family"] == numbers["rules"] + 1


def named_chapters(note: Path) -> set[int] | None:
    """The chapter numbers a note's first line names, ``None`` if it names none."""
    first = note.read_text(encoding="utf-8").splitlines()[0]
    found = _CHAPTERS.search(first)
    if found is None:
        return None
    numbers = {int(n) for n in re.findall(r"\b\d+\b", re.sub(r"[A-Z]+-\d+", "", found[1]))}
    return numbers or None  # a chapter named by its title, not its number


def test_the_notes_of_the_two_player_examples_name_their_chapters() -> None:
    for name in ("first-hand", "overcall-redouble", "tie", "rubber", "profiles", "slam-lost"):
        assert named_chapters(EXAMPLES / f"{name}.md"), name


@pytest.mark.parametrize("note", NOTES, ids=[n.stem for n in NOTES])
def test_a_note_names_chapters_that_use_its_example(note: Path) -> None:
    named = named_chapters(note)
    if named is None:
        return
    numbers = chapter_numbers()
    using = {number for stem, number in numbers.items()
             if f'"{note.stem}"' in (ROOT / "book" / f"{stem}.md").read_text(encoding="utf-8")}
    assert named <= using, (
        f"{note.name} names chapters {sorted(named)}; it is used in {sorted(using)}")
