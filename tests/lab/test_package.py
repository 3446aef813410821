"""The package fit to publish: its metadata, what the wheel carries, its command.

The wheel and the source distribution are built from this checkout and checked by
twine (the check PyPI's uploads go through); the wheel is installed with its ``lab``
extra in a fresh virtual environment, away from the repository.
"""

from __future__ import annotations

import json
import re
import sys
import tarfile
import tomllib
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest

from jojotte_teach import __version__
from jojotte_teach.cli import score_json
from jojotte_teach.engine.records import load_record

from .conftest import ROOT, Dist, LabEnv, run

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def metadata(dist: Dist) -> dict[str, list[str]]:
    with zipfile.ZipFile(dist.wheel) as wheel:
        name = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
        message = Parser().parsestr(wheel.read(name).decode("utf-8"))
    fields: dict[str, list[str]] = {}
    for key, value in message.items():
        fields.setdefault(key, []).append(value)
    return fields


def test_twine_accepts_the_wheel_and_the_sdist(dist: Dist) -> None:
    done = run(sys.executable, "-m", "twine", "check", "--strict", dist.wheel, dist.sdist)
    assert done.stdout.count("PASSED") == 2, done.stdout


def test_the_summary_says_what_the_package_is(dist: Dist) -> None:
    summary = metadata(dist)["Summary"][0]
    for words in ("textbook", "two, three and four", "rules engine", "card tables"):
        assert words in summary, summary
    assert "two-player card game" not in summary


def test_the_metadata_names_the_project_its_licence_and_its_places(dist: Dist) -> None:
    fields = metadata(dist)
    assert fields["Version"] == [__version__ == PROJECT["version"] and __version__]
    assert fields["License-Expression"] == ["MIT"]
    assert fields["License-File"] == ["LICENSE"]
    assert fields["Author"] == ["The jojotte-teach authors"]
    urls = dict(url.split(", ", 1) for url in fields["Project-URL"])
    assert set(urls) == {"Book", "Source", "Issues"}, urls
    assert all(url.startswith("https://") for url in urls.values())
    assert set(fields["Provides-Extra"]) == {"widgets", "book", "lab"}
    lab = [r for r in fields["Requires-Dist"] if re.search(r"extra == ['\"]lab['\"]", r)]
    for needed in ("jupyterlab", "jupytext", "jupyterlab-myst", "ipykernel"):
        assert any(r.startswith(needed) for r in lab), lab
    book = [r for r in fields["Requires-Dist"] if re.search(r"extra == ['\"]book['\"]", r)]
    for needed in ("ipywidgets", "jupyterquiz", "matplotlib"):
        assert any(r.startswith(needed) for r in book), book


def test_the_wheel_carries_the_licence_the_examples_and_the_lab_setting(dist: Dist) -> None:
    with zipfile.ZipFile(dist.wheel) as wheel:
        names = wheel.namelist()
        setting = next(n for n in names if n.endswith(
            "data/share/jupyter/lab/settings/overrides.d/jojotte-teach.json"))
        viewers = json.loads(wheel.read(setting))[
            "@jupyterlab/docmanager-extension:plugin"]["defaultViewers"]
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    shipped = {Path(n).name for n in names if n.startswith("jojotte_teach/book/examples/")}
    wanted = {p.name for p in (ROOT / "book" / "examples").iterdir()}
    assert wanted and shipped == wanted
    assert viewers == {"markdown": "Jupytext Notebook", "myst": "Jupytext Notebook"}
    assert not any(n.startswith(("tests/", "book/", "scripts/")) for n in names)
    assert "jojotte_teach/py.typed" in names


def test_the_sdist_holds_the_book_and_its_tests(dist: Dist) -> None:
    with tarfile.open(dist.sdist) as sdist:
        names = {Path(*Path(n).parts[1:]).as_posix() for n in sdist.getnames()}
    for needed in ("LICENSE", "README.md", "pyproject.toml", "jupytext.toml", "book/intro.md",
                   "book/examples/first-hand.json", "tests/lab/test_package.py", "Makefile"):
        assert needed in names, needed
    assert not any(n.startswith((".venv", "_build")) for n in names)


def test_the_command_says_its_name_and_version(lab_env: LabEnv) -> None:
    command = lab_env.bin / "jojotte-teach"
    assert run(command, "--version", env=lab_env.environ()).stdout.strip() == \
        f"jojotte-teach {__version__}"
    usage = run(command, "--help", env=lab_env.environ()).stdout
    assert usage.startswith("usage: jojotte-teach "), usage
    assert run(lab_env.python, "-m", "jojotte_teach", "--help",
               env=lab_env.environ()).stdout.startswith("usage: python -m jojotte_teach ")


def test_the_installed_command_scores_a_record_it_carries(lab_env: LabEnv,
                                                          empty_folder: Path) -> None:
    code = ("from jojotte_teach.book import example_path; "
            "print(example_path('first-hand'))")
    path = Path(run(lab_env.python, "-c", code, cwd=empty_folder,
                    env=lab_env.environ()).stdout.strip())
    assert path.is_relative_to(lab_env.root), f"{path} is not the installed package's"
    score = json.loads(run(lab_env.bin / "jojotte-teach", "score", path,
                           env=lab_env.environ()).stdout)
    # The installed package scores its own copy as the checkout scores the book's.
    assert score == score_json(load_record(ROOT / "book" / "examples" / "first-hand.json"))


@pytest.mark.parametrize("module", ["ipywidgets", "jupyterlab", "jupytext", "jupyterlab_myst",
                                    "matplotlib", "jupyterquiz", "ipykernel"])
def test_the_lab_extra_brings_what_a_teacher_needs(lab_env: LabEnv, module: str) -> None:
    run(lab_env.python, "-c", f"import {module}", env=lab_env.environ())


def test_jupyterlab_is_told_to_open_pages_as_notebooks(lab_env: LabEnv) -> None:
    setting = (lab_env.root / "share" / "jupyter" / "lab" / "settings" / "overrides.d"
               / "jojotte-teach.json")
    assert setting.is_file()
    extensions = run(lab_env.bin / "jupyter", "labextension", "list",
                     env=lab_env.environ()).stdout + run(
        lab_env.bin / "jupyter", "labextension", "list", env=lab_env.environ()).stderr
    for extension in ("jupyterlab-jupytext", "jupyterlab-myst",
                      "@jupyter-widgets/jupyterlab-manager"):
        assert extension in extensions, extensions
