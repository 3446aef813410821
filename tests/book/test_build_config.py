"""The book's configuration, checked without building: what is read, what is built."""

from __future__ import annotations

import fnmatch
from pathlib import Path
from typing import Any

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML comes with the book packages (make install-book)")

ROOT = Path(__file__).resolve().parents[2]
SUFFIXES = (".md", ".ipynb", ".rst")
#: Folders Jupyter Book must never read: notebooks there would be parsed and executed.
MUST_EXCLUDE = (
    ".venv", ".pytest_cache", ".git", ".ci", ".hypothesis", ".jupyter_cache",
    "_build", "src", "tests", "benchmarks", "scripts", "node_modules",
)


def load(name: str) -> Any:
    return yaml.safe_load((ROOT / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def config() -> dict[str, Any]:
    data = load("_config.yml")
    assert isinstance(data, dict)
    return data


def toc_files(node: Any) -> list[str]:
    """Every ``file`` (and the ``root``) named anywhere in the table of contents."""
    found: list[str] = []
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("root", "file") and isinstance(value, str):
                found.append(value)
            else:
                found.extend(toc_files(value))
    elif isinstance(node, list):
        for item in node:
            found.extend(toc_files(item))
    return found


def source_of(entry: str) -> Path | None:
    """The page a toc entry names (entries may leave out the suffix)."""
    path = ROOT / entry
    if path.suffix in SUFFIXES and path.is_file():
        return path
    for suffix in SUFFIXES:
        candidate = path.with_name(path.name + suffix)
        if candidate.is_file():
            return candidate
    return None


def is_excluded(relative: str, patterns: list[str]) -> bool:
    # Sphinx matches exclude_patterns against paths relative to the source folder.
    return any(
        fnmatch.fnmatch(relative, pattern) or fnmatch.fnmatch(relative + "/x", pattern + "/*")
        for pattern in patterns
    )


def test_only_toc_files_are_built(config: dict[str, Any]) -> None:
    assert config["only_build_toc_files"] is True


@pytest.mark.parametrize("folder", MUST_EXCLUDE)
def test_hidden_and_code_folders_are_excluded(config: dict[str, Any], folder: str) -> None:
    patterns = config["exclude_patterns"]
    assert is_excluded(folder, patterns), f"{folder} is not in exclude_patterns"
    assert is_excluded(f"{folder}/page.md", patterns)


def test_hidden_folders_are_excluded_at_any_depth(config: dict[str, Any]) -> None:
    patterns = config["exclude_patterns"]
    assert ".*" in patterns and "**/.*" in patterns
    assert is_excluded("book/.ipynb_checkpoints/cards-checkpoint.ipynb", patterns)


def test_notebooks_run_inline_and_errors_fail_the_build(config: dict[str, Any]) -> None:
    assert config["execute"]["execute_notebooks"] == "inline"
    assert config["execute"]["allow_errors"] is False
    assert config["sphinx"]["config"]["nb_execution_raise_on_error"] is True


def test_widget_script_is_served_by_the_site(config: dict[str, Any]) -> None:
    sphinx = config["sphinx"]["config"]
    scripts = sphinx["nb_ipywidgets_js"]
    assert scripts, "nb_ipywidgets_js must be set, or myst-nb loads its CDN defaults"
    for url in scripts:
        assert "://" not in url and not url.startswith("//"), url
    # A root _static folder makes Jupyter Book add every .js of every static path to
    # every page (the widget bundle included): keep the widget folder elsewhere.
    assert all(Path(p).parts[0] != "_static" for p in sphinx["html_static_path"])
    assert sphinx.get("recursive_update") is not True


def test_no_root_static_folder() -> None:
    assert not (ROOT / "_static").exists(), (
        "a root _static/ folder makes Jupyter Book load every .js in the static paths, "
        "the 2 MB widget bundle included, on every page; put page assets under book/"
    )


def test_every_toc_entry_exists_and_is_not_excluded(config: dict[str, Any]) -> None:
    toc = load("_toc.yml")
    entries = toc_files(toc)
    assert toc["root"] in entries and len(entries) >= 2
    for entry in entries:
        source = source_of(entry)
        assert source is not None, f"_toc.yml lists {entry}, which does not exist"
        relative = source.relative_to(ROOT).as_posix()
        assert not is_excluded(relative, config["exclude_patterns"]), relative


def test_pages_are_myst_notebooks_or_markdown_and_no_ipynb_is_kept() -> None:
    assert not list((ROOT / "book").rglob("*.ipynb"))
    for page in (ROOT / "book").rglob("*.md"):
        text = page.read_text(encoding="utf-8")
        if "```{code-cell}" in text:
            assert text.startswith("---\njupytext:"), f"{page} runs code without a jupytext header"
