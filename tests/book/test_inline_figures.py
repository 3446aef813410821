"""The figures in the prose show in the built book and in JupyterLab alike.

A ``{glue:text}`` placeholder shows as raw text in JupyterLab; the pages use inline
expressions instead, ``{eval}`book.figure("NAME")```, which myst-nb (the build) and
jupyterlab-myst (a teacher's JupyterLab) both evaluate. ``scripts/glue_to_eval.py``
converts any placeholder a merge brings back; these tests fail until it has run.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted((ROOT / "book").glob("*.md")) + sorted((ROOT / "book" / "live").glob("*.md"))
EVAL = re.compile(r"\{eval\}`([^`]*)`")
FIGURE = re.compile(r'book\.figure\("([A-Za-z0-9_.-]+)"\)')
#: Where a page's code says the figures' names: glue("x"), glue_scores("p", ...) etc.
GLUE_CALL = re.compile(r"\bglue(?:_scores|_table_scores|_family_scores)?\(")


def convert_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("glue_to_eval",
                                                  ROOT / "scripts" / "glue_to_eval.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_glue_placeholder_is_left(page: Path) -> None:
    left = [f"{page.name}:{n}: {line.strip()}"
            for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1)
            if "{glue" in line]
    assert not left, ("glue placeholders show as raw text in JupyterLab: run "
                      "`python scripts/glue_to_eval.py`\n" + "\n".join(left))


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_inline_expression_is_a_glued_figure(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    for expression in EVAL.findall(text):
        assert FIGURE.fullmatch(expression), (
            f"{page.name}: {{eval}}`{expression}`: the build evaluates only "
            'book.figure("NAME") (nb_eval_name_regex in _config.yml)')
    if EVAL.search(text):
        assert "from jojotte_teach import book" in text
        assert GLUE_CALL.search(text), f"{page.name} shows figures but glues none"


def test_the_builds_regex_accepts_exactly_the_figures() -> None:
    yaml = pytest.importorskip("yaml", reason="PyYAML comes with the book packages")
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    regex = re.compile(config["sphinx"]["config"]["nb_eval_name_regex"])
    assert regex.match('book.figure("first-below-Ann")')
    assert not regex.match("__import__('os').system('true')")
    assert config["execute"]["execute_notebooks"] == "inline"  # eval needs inline execution


def test_the_conversion_is_mechanical_and_can_run_again() -> None:
    script = convert_script()
    page = ("Ann scores {glue:text}`first-below-Ann` below and\n"
            "{glue:text}`first-above-Ann` above; {ref}`PLAY-2 <rule-play-2>` stays.\n")
    once, count = script.convert(page)
    assert count == 2
    assert once == ('Ann scores {eval}`book.figure("first-below-Ann")` below and\n'
                    '{eval}`book.figure("first-above-Ann")` above; {ref}`PLAY-2 <rule-play-2>`'
                    " stays.\n")
    assert script.convert(once) == (once, 0)


def test_the_conversion_refuses_what_it_cannot_convert(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    script = convert_script()
    page = tmp_path / "page.md"
    page.write_text("A {glue:text}`x` and a {glue:md}`y`.\n", encoding="utf-8")
    assert script.main([str(page)]) == 1
    assert page.read_text(encoding="utf-8") == 'A {eval}`book.figure("x")` and a {glue:md}`y`.\n'
    assert "{glue:md}" in capsys.readouterr().err
