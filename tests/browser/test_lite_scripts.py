"""The build scripts of the live notebooks, on small inputs (no browser, no site needed)."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
import zipfile
import zipimport
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bytecode = load_script("pyodide_bytecode")
assets = load_script("lite_assets")
pages = load_script("lite_pages")


def make_wheel(path: Path, source: str) -> Path:
    """A minimal pure-Python wheel holding the module ``tiny``."""
    with zipfile.ZipFile(path, "w") as wheel:
        wheel.writestr("tiny/__init__.py", source)
        wheel.writestr("tiny/data.txt", "not Python")
        wheel.writestr("tiny-1.0.dist-info/METADATA",
                       "Metadata-Version: 2.1\nName: tiny\nVersion: 1.0\n"
                       "Requires-Dist: comm>=0.1\nRequires-Dist: pytest; extra == 'test'\n")
        wheel.writestr("tiny-1.0.dist-info/RECORD", "tiny/__init__.py,,\n")
    return path


def test_a_compiled_wheel_imports_from_its_bytecode(tmp_path: Path) -> None:
    wheel = make_wheel(tmp_path / "tiny-1.0-py3-none-any.whl", "VALUE = 1\n")
    site = tmp_path / "site"
    out = tmp_path / "out.whl"
    compiled, skipped = bytecode.compile_wheel(wheel, out, str(site))
    assert (compiled, skipped) == (1, 0)
    with zipfile.ZipFile(out) as archive:
        archive.extractall(site)
        record = archive.read("tiny-1.0.dist-info/RECORD").decode()
    pyc = f"tiny/__pycache__/__init__.{sys.implementation.cache_tag}.pyc"
    assert bytecode.record_line(pyc, (site / pyc).read_bytes()) in record
    # An unchecked pyc is used whatever the source says: change the source to prove it.
    (site / "tiny" / "__init__.py").write_text("VALUE = 2\n")
    sys.path.insert(0, str(site))
    try:
        module = importlib.import_module("tiny")
        assert module.VALUE == 1
        assert module.__spec__.cached == str(site / pyc)
    finally:
        sys.path.remove(str(site))
        sys.modules.pop("tiny", None)


def test_invalid_python_stays_source_only(tmp_path: Path) -> None:
    wheel = make_wheel(tmp_path / "tiny-1.0-py3-none-any.whl", "def (:\n")
    assert bytecode.compile_wheel(wheel, tmp_path / "out.whl", "/site") == (0, 1)


def test_the_standard_library_zip_gets_pycs_zipimport_uses(tmp_path: Path) -> None:
    source = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(source, "w") as archive:
        archive.writestr("mod.py", "VALUE = 1\n")
        archive.writestr("pkg/__init__.py", "")
    out = tmp_path / "out" / "python_stdlib.zip"
    out.parent.mkdir()
    assert bytecode.compile_stdlib(source, out, "/lib/python3.zip") == (2, 0)
    importer = zipimport.zipimporter(str(out))
    assert importer.get_filename("mod").endswith("mod.pyc")
    assert importer.get_code("mod").co_filename == "/lib/python3.zip/mod.py"


def test_bytecode_for_another_python_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match=r"bytecode for 2\.7 must be compiled by Python 2\.7"):
        bytecode.main(["--python", "2.7", "--out", str(tmp_path)])


def test_lock_entries_for_extra_wheels(tmp_path: Path) -> None:
    wheel = make_wheel(tmp_path / "tiny-1.0-py3-none-any.whl", "VALUE = 1\n")
    entry = assets.lock_entry(wheel, "../../pypi/tiny-1.0-py3-none-any.whl", "3.14")
    assert entry["name"] == "tiny" and entry["version"] == "1.0"
    assert entry["depends"] == ["comm"]  # the test extra does not apply
    assert entry["imports"] == ["tiny"]
    assert entry["sha256"] == assets.sha256(wheel)


def test_a_pyodide_package_of_another_version_is_refused(tmp_path: Path) -> None:
    pyodide = tmp_path / "pyodide"
    pyodide.mkdir()
    (pyodide / "package.json").write_text('{"version": "314.0.5"}')
    with pytest.raises(SystemExit, match=r"is version 314\.0\.5, the book pins 314\.0\.6"):
        assets.check_version(pyodide, "314.0.6", "the npm package pyodide")


def test_one_pyodide_version_everywhere() -> None:
    mk = (ROOT / "mk" / "lite.mk").read_text(encoding="utf-8")
    in_make = re.search(r"^PYODIDE_VERSION := (\S+)$", mk, re.MULTILINE)
    assert in_make
    package = json.loads((ROOT / "scripts" / "npm" / "package.json").read_text("utf-8"))
    assert package["dependencies"]["pyodide"] == in_make.group(1)
    kernel = pytest.importorskip("jupyterlite_pyodide_kernel.constants")
    assert in_make.group(1) == kernel.PYODIDE_VERSION, "the kernel expects another Pyodide"
    python = re.search(r"^PYODIDE_PYTHON := (\S+)$", mk, re.MULTILINE)
    assert python and python.group(1) == kernel.PYODIDE_PYTHON_VERSION


KERNEL_STATIC = (ROOT / ".venv" / "share" / "jupyter" / "labextensions" / assets.KERNEL_EXTENSION
                 / "static")


@pytest.mark.skipif(not KERNEL_STATIC.is_dir(), reason="the book's packages are not installed")
@pytest.mark.parametrize("worker", sorted(KERNEL_STATIC.glob("*.worker.*.js")),
                         ids=lambda p: p.name.split(".")[0])
def test_the_kernel_workers_enter_the_drive_after_the_kernels_imports(worker: Path) -> None:
    script = worker.read_text(encoding="utf-8")
    patched = assets.drive_after_start(script)
    # Still mounted, no longer entered when mounted, entered at the end of the start.
    assert len(re.findall(r"\w\.mount\(\w,\{\},\w\),this\._driveFS=", patched)) == 2
    assert not re.search(r"\.mount\(\w,\{\},(\w)\),\w\.chdir\(\1\)", patched)
    assert patched.count('os.chdir("/drive/${this._localPath}")') == 1
    assert len(patched) < len(script)
    with pytest.raises(ValueError, match="unknown kernel worker"):
        assets.drive_after_start(patched)


@pytest.mark.skipif(not KERNEL_STATIC.is_dir(), reason="the book's packages are not installed")
@pytest.mark.parametrize("worker", sorted(KERNEL_STATIC.glob("*.worker.*.js")),
                         ids=lambda p: p.name.split(".")[0])
def test_the_kernel_workers_start_without_jedi(worker: Path) -> None:
    script = assets.drive_after_start(worker.read_text(encoding="utf-8"))
    patched = assets.without_jedi(script)
    assert '"jedi"' not in patched
    assert '"pyodide-kernel","ipython"' in patched
    assert patched.count("Completer.use_jedi = False") == 1
    with pytest.raises(ValueError, match="unknown kernel worker"):
        assets.without_jedi(patched)


def test_jedi_is_neither_preloaded_nor_downloaded() -> None:
    assert "jedi" not in assets.PRELOAD
    wheels = (ROOT / "scripts" / "lite" / "kernel-wheels.txt").read_text(encoding="utf-8")
    assert not re.search(r"^(jedi|parso)==", wheels, re.MULTILINE)


def test_the_live_notebooks_pages_get_the_card_tables_keyboard_and_style_once(
        tmp_path: Path) -> None:
    (tmp_path / "_static").mkdir()
    (tmp_path / "_static" / "hand-keys.js").write_text("// keys\n", encoding="utf-8")
    (tmp_path / "_static" / "table.css").write_text("/* look */\n", encoding="utf-8")
    for app in pages.APPS:
        (tmp_path / "lite" / app).mkdir(parents=True)
        (tmp_path / "lite" / app / "index.html").write_text(
            "<html><head><title>JupyterLite</title></head><body></body></html>",
            encoding="utf-8")
    assert pages.main([str(tmp_path)]) == 0
    assert pages.main([str(tmp_path)]) == 0  # a second run adds nothing
    for app in pages.APPS:
        page = (tmp_path / "lite" / app / "index.html").read_text(encoding="utf-8")
        assert page.count("hand-keys.js") == 1
        assert page.index("hand-keys.js") < page.index("</head>")
        # The tag's address, from the app's folder, is the book's own copy.
        source = page.split('<script src="')[1].split('"')[0]
        assert (tmp_path / "lite" / app / source).resolve() == (
            tmp_path / "_static" / "hand-keys.js").resolve()
        assert page.count("table.css") == 1
        sheet = page.split('<link rel="stylesheet" href="')[1].split('"')[0]
        assert (tmp_path / "lite" / app / sheet).resolve() == (
            tmp_path / "_static" / "table.css").resolve()
    (tmp_path / "lite" / "lab" / "index.html").write_text("<html></html>", encoding="utf-8")
    assert pages.main([str(tmp_path)]) == 1


@pytest.mark.skipif(not KERNEL_STATIC.is_dir(), reason="the book's packages are not installed")
@pytest.mark.parametrize("worker", sorted(KERNEL_STATIC.glob("*.worker.*.js")),
                         ids=lambda p: p.name.split(".")[0])
def test_the_kernel_workers_import_ipythons_terminal_on_demand(
        worker: Path, tmp_path: Path) -> None:
    script = assets.without_jedi(assets.drive_after_start(worker.read_text(encoding="utf-8")))
    patched = assets.embed_on_demand(script)
    assert patched.count("def _embed_on_demand") == 1
    # The snippet runs just before the kernel's import, in the same list of lines.
    snippet = patched.index("def _embed_on_demand")
    assert snippet < patched.index('"import pyodide_kernel"') < snippet + 2000
    with pytest.raises(ValueError, match="unknown kernel worker"):
        assets.embed_on_demand(patched)
    node = shutil.which("node")
    if node is not None:  # the patched worker is still JavaScript
        copy = tmp_path / "worker.js"
        copy.write_text(patched, encoding="utf-8")
        subprocess.run([node, "--check", str(copy)], check=True)


def test_ipythons_terminal_is_imported_when_first_used() -> None:
    pytest.importorskip("IPython")
    check = assets.EMBED_ON_DEMAND + """
import sys
import IPython
from IPython.core.interactiveshell import InteractiveShell
assert "prompt_toolkit" not in sys.modules, "IPython's import brought the terminal"
assert callable(IPython.embed)
from IPython.terminal.embed import InteractiveShellEmbed
assert "prompt_toolkit" in sys.modules
import IPython.terminal.embed as embed
assert embed.InteractiveShellEmbed is InteractiveShellEmbed and embed.embed
"""
    subprocess.run([sys.executable, "-c", check], check=True)

