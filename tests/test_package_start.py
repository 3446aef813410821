"""The package's own start in the browser: Python looks in JupyterLite's drive last."""

from __future__ import annotations

import importlib.util
import sys

import pytest

import jojotte_teach
from jojotte_teach import working_folder_last


def start_the_package() -> None:
    """Run the package's ``__init__`` again, as a fresh interpreter imports it."""
    spec = importlib.util.spec_from_file_location("fresh_jojotte_teach", jojotte_teach.__file__)
    assert spec is not None and spec.loader is not None
    spec.loader.exec_module(importlib.util.module_from_spec(spec))


def test_the_working_folder_and_the_drive_go_last_in_their_order() -> None:
    path = ["", "/lib/python314.zip", "/drive", "/lib/python3.14/site-packages", "/drive/book"]
    assert working_folder_last(path) == [
        "/lib/python314.zip", "/lib/python3.14/site-packages", "", "/drive", "/drive/book"]
    # A folder that only begins like the drive is not the drive.
    assert working_folder_last(["/drivers", "/lib"]) == ["/drivers", "/lib"]


def test_in_pyodide_importing_the_package_moves_the_working_folder_last(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "path", ["", "/lib/python3.14", "/lib/site-packages"])
    monkeypatch.setattr(sys, "platform", "emscripten")
    start_the_package()
    assert sys.path == ["/lib/python3.14", "/lib/site-packages", ""]


def test_elsewhere_importing_the_package_leaves_sys_path_alone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "path", ["", "/usr/lib/python3.11"])
    start_the_package()
    assert sys.path == ["", "/usr/lib/python3.11"]
