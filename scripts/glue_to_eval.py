"""Turn the glue placeholders of book pages into inline expressions both renderers show.

    python scripts/glue_to_eval.py [PAGE ...]     (default: book/*.md and book/live/*.md)

Each ``{glue:text}`NAME``` becomes ``{eval}`book.figure("NAME")```: the built book
(myst-nb, executing pages inline) and a teacher's JupyterLab (jupyterlab-myst) both
evaluate it, where a glue placeholder shows as raw text in JupyterLab. The page's code
is left as it is: ``book.glue(...)``, ``book.glue_scores(...)`` and
``book.glue_table_scores(...)`` keep the values that ``book.figure`` returns. Nothing
else in a page changes, so the conversion can be run again after any merge; it prints
each page it changed and the count of placeholders, and fails on any other kind of
glue placeholder (``{glue}``, ``{glue:md}`` ...), which needs a person's decision.
``tests/book/test_inline_figures.py`` fails while a page still has a placeholder.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: ``{glue:text}`NAME``` (a format after a colon in NAME is not used in the book).
TEXT = re.compile(r"\{glue:text\}`([A-Za-z0-9_.-]+)`")
#: Any glue role or directive left after the conversion.
ANY_GLUE = re.compile(r"\{glue(:[a-z]*)?\}")


def convert(text: str) -> tuple[str, int]:
    """The page with every text placeholder replaced, and how many there were.

    >>> convert("She scores {glue:text}`first-below-Ann` below.")
    ('She scores {eval}`book.figure("first-below-Ann")` below.', 1)
    """
    return TEXT.subn(lambda m: '{eval}`book.figure("' + m.group(1) + '")`', text)


def pages(arguments: list[str]) -> list[Path]:
    if arguments:
        return [Path(a) for a in arguments]
    return sorted((ROOT / "book").glob("*.md")) + sorted((ROOT / "book" / "live").glob("*.md"))


def main(arguments: list[str]) -> int:
    left: list[str] = []
    for page in pages(arguments):
        text = page.read_text(encoding="utf-8")
        new, count = convert(text)
        if count:
            page.write_text(new, encoding="utf-8")
            print(f"{page}: {count} placeholders")
        for number, line in enumerate(new.splitlines(), 1):
            if ANY_GLUE.search(line):
                left.append(f"{page}:{number}: {line.strip()}")
    if left:
        print("glue placeholders this script does not convert:", *left, sep="\n  ",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
