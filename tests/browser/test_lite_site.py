"""The built JupyterLite site, read from disk: self-hosted, consistent, nothing remote."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest

KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
LIVE_NOTEBOOKS = ("practice_hand", "scoring_quiz", "meld_interrogation", "rubber_scorepad",
                  "three_player_table", "partnership_table", "problems", "klaberjass_table",
                  "belote_table")


@pytest.fixture(scope="module")
def lite(site: Path) -> Path:
    return site / "lite"


@pytest.fixture(scope="module")
def settings(lite: Path) -> dict[str, Any]:
    config = json.loads((lite / "jupyter-lite.json").read_text(encoding="utf-8"))
    found: dict[str, Any] = config["jupyter-config-data"]["litePluginSettings"][KERNEL_SETTINGS]
    return found


def test_the_kernel_loads_pyodide_and_wheels_from_the_site(lite: Path,
                                                           settings: dict[str, Any]) -> None:
    assert settings["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert (lite / "static" / "pyodide" / "pyodide.asm.wasm").is_file()
    assert settings["disablePyPIFallback"] is True
    assert settings["pipliteUrls"], "no wheel index for %pip"
    for url in settings["pipliteUrls"]:
        assert url.startswith("./"), url
        assert (lite / url.split("?")[0]).is_file(), url
    index = json.loads((lite / "pypi" / "all.json").read_text(encoding="utf-8"))
    assert {"jojotte-teach", "ipywidgets", "comm", "jupyterlab-widgets"} <= set(index)


def test_every_preloaded_package_is_served_with_its_hash(lite: Path,
                                                         settings: dict[str, Any]) -> None:
    runtime = lite / "static" / "pyodide"
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    wanted = list(settings["loadPyodideOptions"]["packages"])
    assert {"ipython", "pyodide-kernel", "ipywidgets", "jojotte-teach"} <= set(wanted)
    checked: set[str] = set()
    while wanted:
        name = wanted.pop().lower().replace("_", "-")
        if name in checked:
            continue
        checked.add(name)
        entry = packages[name]
        served = Path(urljoin(f"{runtime}/", entry["file_name"]))
        assert served.is_file(), f"{name}: {entry['file_name']} is not in the site"
        assert hashlib.sha256(served.read_bytes()).hexdigest() == entry["sha256"], name
        wanted.extend(entry["depends"])
    assert len(checked) >= 20


def test_the_live_notebooks_open_fresh_in_the_pyodide_kernel(lite: Path) -> None:
    for name in LIVE_NOTEBOOKS:
        path = lite / "files" / "book" / "live" / f"{name}.ipynb"
        notebook = json.loads(path.read_text(encoding="utf-8"))
        assert notebook["metadata"]["kernelspec"]["name"] == "python", name
        code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
        assert "".join(code[0]["source"]).startswith("%pip install -q jojotte-teach ipywidgets")
        assert all(not c["outputs"] and c["execution_count"] is None for c in code), name


def test_pages_link_to_no_google_font(site: Path) -> None:
    for page in (site / "book").glob("*.html"):
        assert "fonts.googleapis.com" not in page.read_text(encoding="utf-8"), page.name
