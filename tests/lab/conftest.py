"""The package as a teacher gets it: the wheel built from this checkout, installed with
its ``lab`` extra in a fresh virtual environment (pinned by requirements/lab.txt).

The fixtures are built once per test session and shared: the source distribution and
the wheel (``python -m build``), then the environment, which has only what the wheel
and its extra bring (JupyterLab, Jupytext, jupyterlab-myst, ipywidgets ...), never the
repository's source. Jupyter's own folders (data, config, runtime, settings) are
temporary too, so nothing of the machine's user leaks in or out.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
ARTIFACTS = Path(os.environ.get("JOJOTTE_ARTIFACTS", ROOT / "test-artifacts"))
#: Installing JupyterLab and its company from the registry, on a busy machine.
INSTALL_TIMEOUT = 1200


def run(*command: str | Path, timeout: float = 600, env: dict[str, str] | None = None,
        cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run a command; fail with its output if it fails."""
    done = subprocess.run([str(c) for c in command], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=cwd, check=False)
    if done.returncode != 0:
        pytest.fail(f"{' '.join(str(c) for c in command)} exited {done.returncode}:\n"
                    f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return done


@dataclass(frozen=True)
class Dist:
    """The built distributions."""

    wheel: Path
    sdist: Path


@dataclass(frozen=True)
class LabEnv:
    """The fresh environment with ``jojotte-teach[lab]`` and its own Jupyter folders."""

    root: Path
    home: Path

    @property
    def bin(self) -> Path:
        return self.root / "bin"

    @property
    def python(self) -> Path:
        return self.bin / "python"

    def environ(self, **extra: str) -> dict[str, str]:
        """The environment a teacher's shell would give its commands (this venv first)."""
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("JUPYTER", "JOJOTTE", "PYTHON", "VIRTUAL_ENV"))
        or k == "JOJOTTE_ARTIFACTS"}
        env.update({
            "PATH": f"{self.bin}{os.pathsep}{env.get('PATH', '')}",
            "VIRTUAL_ENV": str(self.root),
            "HOME": str(self.home),
            "JUPYTER_DATA_DIR": str(self.home / "jupyter-data"),
            "JUPYTER_CONFIG_DIR": str(self.home / "jupyter-config"),
            "JUPYTER_RUNTIME_DIR": str(self.home / "jupyter-runtime"),
            "JUPYTERLAB_SETTINGS_DIR": str(self.home / "lab-settings"),
            "JUPYTERLAB_WORKSPACES_DIR": str(self.home / "lab-workspaces"),
            "JUPYTER_PLATFORM_DIRS": "1",
        })
        env.update(extra)
        return env


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Dist:
    """The source distribution and the wheel, built from this checkout by ``build``."""
    out = tmp_path_factory.mktemp("dist")
    run(sys.executable, "-m", "build", "--outdir", out, ROOT, timeout=INSTALL_TIMEOUT)
    wheels, sdists = sorted(out.glob("*.whl")), sorted(out.glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, sorted(out.iterdir())
    return Dist(wheels[0], sdists[0])


@pytest.fixture(scope="session")
def lab_env(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> LabEnv:
    """A fresh venv with the wheel and its ``lab`` extra (requirements/lab.txt's pins).

    ``JOJOTTE_LAB_ENV`` names an environment installed elsewhere to test instead (one
    made by ``make lab-install``, say), with its Jupyter folders still temporary.
    """
    base = tmp_path_factory.mktemp("teacher")
    named = os.environ.get("JOJOTTE_LAB_ENV")
    env = LabEnv(Path(named) if named else base / "venv", base / "home")
    env.home.mkdir()
    if named:
        return env
    dist: Dist = request.getfixturevalue("dist")
    venv.create(env.root, with_pip=True)
    run(env.python, "-m", "pip", "install", "--quiet", "--upgrade", "pip==26.3",
        timeout=INSTALL_TIMEOUT)
    run(env.python, "-m", "pip", "install", "--quiet", "-c", ROOT / "requirements" / "lab.txt",
        f"jojotte-teach[lab] @ {dist.wheel.as_uri()}", timeout=INSTALL_TIMEOUT,
        env=env.environ())
    return env


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Debian's Chromium, headless, never a downloaded browser."""
    if not CHROMIUM.is_file():
        pytest.fail(f"{CHROMIUM} is missing: run `make browser-deps` (apt-get install chromium)")
    return {**browser_type_launch_args, "executable_path": str(CHROMIUM),
            "headless": True, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}}


def copy_book(target: Path) -> Path:
    """The book's pages as a teacher has them from a clone: book/ (pages, live pages),
    with the project's jupytext.toml; no examples (the package carries them)."""
    book = target / "book"
    shutil.copytree(ROOT / "book", book, ignore=shutil.ignore_patterns(
        "examples", "_static", "_extra", "*.ipynb", ".ipynb_checkpoints"))
    shutil.copy(ROOT / "jupytext.toml", target / "jupytext.toml")
    return book


@pytest.fixture
def empty_folder(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "class"
    folder.mkdir()
    yield folder
