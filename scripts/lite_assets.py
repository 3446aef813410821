"""Assemble the JupyterLite folder from which the book's live notebooks are built.

The live notebooks run in the reader's browser: a Pyodide kernel inside
JupyterLite, with no server. Everything they load is served by the site
itself, never by a CDN, so they work offline. This script puts together the
folder that ``jupyter lite build`` (run by jupyterlite-sphinx at the end of
``jupyter-book build``) reads:

    OUT/jupyter_lite_config.json   build options (no source maps, ...), copied
    OUT/jupyter-lite.json          the kernel's settings, with the packages to preload
    OUT/repl/jupyter-lite.json     the in-page console's settings (scripts/lite/repl/)
    OUT/static/pyodide/            the Pyodide runtime from the pinned npm package, its
                                   lock file, and the wheels the lock names; the build
                                   points the kernel here instead of at a CDN
    OUT/pypi/                      wheels that ``%pip install`` finds: ipywidgets, comm,
                                   jupyterlab_widgets and the project's own wheel
    OUT/labextensions/             the two JupyterLab extensions the notebooks need (the
                                   Pyodide kernel and the widget manager), copied from
                                   the venv and listed in jupyter_lite_config.json; the
                                   build takes nothing else from the venv; the
                                   kernel's workers enter the drive after the kernel's
                                   imports (see ``drive_after_start``) and start
                                   without jedi (``without_jedi``) or IPython's
                                   terminal (``embed_on_demand``)

Pyodide's npm package holds the runtime but not the package wheels its lock file
names. The wheels come from PyPI (downloaded by ``make book`` with pip, hashes
checked against ``scripts/lite/kernel-wheels.txt``) and get bytecode for
Pyodide's Python (``scripts/pyodide_bytecode.py``), as Pyodide's own builds have;
so does the standard library's zip (``--stdlib``).
They hold the same code as Pyodide's builds but not the same bytes, so the
site's copy of ``pyodide-lock.json`` gets their real sha256 (the browser checks
it). ``--wheels`` holds them, the widgets' wheels and the project's own wheel.

To start the kernel quickly, every package the notebooks need is added to the
lock file and preloaded while Pyodide starts (``loadPyodideOptions.packages``),
in parallel, instead of being installed one after the other once it has started.

Usage: python scripts/lite_assets.py --pyodide DIR --pyodide-version V --wheels DIR
       --stdlib ZIP --extensions DIR --config DIR --out DIR
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import sys
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement

#: The runtime files ``pyodide.mjs`` loads (the lock file is written, the standard
#: library's zip comes compiled from ``--stdlib``).
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
STDLIB = "python_stdlib.zip"
LOCK = "pyodide-lock.json"
#: The JupyterLab extensions the live notebooks need, with their pinned versions.
EXTENSIONS = {
    "@jupyterlite/pyodide-kernel-extension": "0.8.6",
    "@jupyter-widgets/jupyterlab-manager": "5.0.16",
}
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
#: What the kernel installs when it starts unless preloaded (its worker's list, with
#: micropip and piplite, less jedi: see ``without_jedi``), then what every live notebook
#: imports.
PRELOAD = (
    "micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "ipython",
    "widgetsnbextension", "ipywidgets", "jupyterlab-widgets", "jojotte-teach",
)
#: The kernel extension ships shims for these (and an old widgetsnbextension we skip).
KERNEL_SHIMS = {"piplite", "pyodide-kernel", "ipykernel", "widgetsnbextension"}


def normalize(name: str) -> str:
    """A distribution name as the lock file keys it (PEP 503).

    >>> normalize("Prompt_Toolkit")
    'prompt-toolkit'
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    """The hex sha256 of a file."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def wheel_metadata(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """Name, version, requirements and top-level import names of a wheel."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(archive.read(meta_name).decode("utf-8"))
    imports = sorted(
        {
            name.split("/")[0].removesuffix(".py")
            for name in names
            if (name.endswith("/__init__.py") and name.count("/") == 1)
            or (name.endswith(".py") and "/" not in name)
        }
    )
    return meta["Name"], meta["Version"], meta.get_all("Requires-Dist") or [], imports


def pyodide_depends(requirements: list[str], python: str) -> list[str]:
    """The requirements that apply in Pyodide (no extras), as normalized names.

    >>> pyodide_depends(["comm>=0.1.3", "pytest; extra == 'test'"], "3.14")
    ['comm']
    """
    env = {**default_environment(), "python_version": python, "python_full_version": f"{python}.0",
           "sys_platform": "emscripten", "platform_system": "Emscripten", "extra": ""}
    names = []
    for text in requirements:
        requirement = Requirement(text)
        if requirement.marker is None or requirement.marker.evaluate(env):
            names.append(normalize(requirement.name))
    return sorted(set(names))


#: The kernel's workers (pyodide-kernel-extension 0.8.6, minified): the drive is mounted
#: and made the working folder before Pyodide imports the kernel (IPython ...), and
#: then every module imported looks in the working folder first, each look a request
#: through the page (about eighty of them before a table's first cell can run).
_MOUNT_AND_ENTER = re.compile(r"(\w)\.mount\((\w),\{\},(\w)\),\1\.chdir\(\3\),")
#: ... and the kernel enters the notebook's folder (relative to the drive) once imported.
_ENTER_LOCAL = re.compile(
    r'(\w)\.mountDrive&&this\._localPath&&(\w)\.push\("import os",'
    r'`os\.chdir\("\$\{this\._localPath\}"\)`\)')


def drive_after_start(script: str) -> str:
    """A kernel worker that enters the drive once the kernel is imported, not before.

    The drive is mounted as before; the working folder becomes the drive (or the
    notebook's folder on it) at the end of the kernel's start, where the worker already
    entered the notebook's folder: the same working folder, without a request for each
    module the kernel imports.

    Raises:
        ValueError: the worker is not the one this was written for.

    >>> start = 'f.mkdirTree(t),f.mount(a,{},t),f.chdir(t),this._driveFS=a'
    >>> kernel = ('e.mountDrive&&this._localPath&&s.push("import os",'
    ...           '`os.chdir("${this._localPath}")`)')
    >>> for part in drive_after_start(";".join([start, start, kernel])).split(";"):
    ...     print(part)
    f.mkdirTree(t),f.mount(a,{},t),this._driveFS=a
    f.mkdirTree(t),f.mount(a,{},t),this._driveFS=a
    e.mountDrive&&s.push("import os",`os.chdir("/drive/${this._localPath}")`)
    """
    mounts = len(_MOUNT_AND_ENTER.findall(script))
    enters = len(_ENTER_LOCAL.findall(script))
    if mounts != 2 or enters != 1:
        raise ValueError(f"unknown kernel worker: {mounts} drive mounts, {enters} folder changes "
                         f"(written for {KERNEL_EXTENSION} {EXTENSIONS[KERNEL_EXTENSION]})")
    script = _MOUNT_AND_ENTER.sub(r"\1.mount(\2,{},\3),", script)
    return _ENTER_LOCAL.sub(
        r'\1.mountDrive&&\2.push("import os",`os.chdir("/drive/${this._localPath}")`)', script)


#: ... the packages the kernel installs when it starts (unless preloaded), and its import.
_KERNEL_PACKAGES = '"pyodide-kernel","jedi","ipython"'
_IMPORT_KERNEL = re.compile(r'(\w)\.push\("import pyodide_kernel"\)')
_IMPORT_KERNEL_LINE = re.compile(r'(\w)\.push\((?="import pyodide_kernel")')


def without_jedi(script: str) -> str:
    """A kernel worker that neither installs nor uses jedi.

    IPython completes names with jedi when jedi is installed, and the kernel asks for it.
    jedi and parso are almost 2,000 files (typeshed's stubs) to unpack into Pyodide,
    and importing them is the slowest part of importing IPython: about a third of a
    second of every start, in a book whose readers complete few names. Without it,
    IPython's own completer answers Tab (names, attributes, keys, paths).

    Raises:
        ValueError: the worker is not the one this was written for.

    >>> worker = 'for(let e of["ipykernel","comm","pyodide-kernel","jedi","ipython"])' \\
    ...          'i.push(e);i.push("import pyodide_kernel")'
    >>> print(without_jedi(worker))  # doctest: +NORMALIZE_WHITESPACE
    for(let e of["ipykernel","comm","pyodide-kernel","ipython"])i.push(e);i.push("import
    pyodide_kernel","pyodide_kernel.ipython_shell.Completer.use_jedi = False")
    """
    lists = script.count(_KERNEL_PACKAGES)
    imports = len(_IMPORT_KERNEL.findall(script))
    if lists != 1 or imports != 1:
        raise ValueError(f"unknown kernel worker: {lists} package lists with jedi, {imports} "
                         f"kernel imports (written for {KERNEL_EXTENSION} "
                         f"{EXTENSIONS[KERNEL_EXTENSION]})")
    script = script.replace(_KERNEL_PACKAGES, '"pyodide-kernel","ipython"')
    return _IMPORT_KERNEL.sub(
        r'\1.push("import pyodide_kernel",'
        r'"pyodide_kernel.ipython_shell.Completer.use_jedi = False")', script)


#: Run before the kernel is imported: IPython's ``IPython.terminal.embed`` (imported by
#: ``import IPython`` for ``IPython.embed``) becomes a module that imports itself when
#: first used. It brings prompt_toolkit, over a hundred modules a kernel never uses.
EMBED_ON_DEMAND = """\
def _embed_on_demand():
    import importlib, sys, types
    name = "IPython.terminal.embed"

    class OnDemand(types.ModuleType):
        def __getattr__(self, attribute):
            if attribute.startswith("__"):
                raise AttributeError(attribute)
            if sys.modules.get(name) is self:
                del sys.modules[name]
            return getattr(importlib.import_module(name), attribute)

    def embed(*args, **kwargs):
        if isinstance(sys.modules.get(name), OnDemand):
            del sys.modules[name]
        return importlib.import_module(name).embed(*args, **kwargs)

    module = OnDemand(name)
    module.embed = embed
    sys.modules.setdefault(name, module)
_embed_on_demand()
del _embed_on_demand"""


def embed_on_demand(script: str) -> str:
    """A kernel worker that imports IPython's terminal (and prompt_toolkit) only if asked to.

    ``import IPython`` imports ``IPython.terminal.embed`` for ``IPython.embed``, and with
    it prompt_toolkit: about a third of the time IPython takes to import, before every
    table, for a terminal a kernel has not got. The worker now runs
    :data:`EMBED_ON_DEMAND` first; ``IPython.embed`` and everything in the module still
    work, the module imported when first used.

    Raises:
        ValueError: the worker is not the one this was written for.

    >>> worker = 'i.push("import pyodide_kernel");'
    >>> embed_on_demand(worker).startswith('i.push("def _embed_on_demand():')
    True
    """
    imports = len(_IMPORT_KERNEL_LINE.findall(script))
    if imports != 1 or "_embed_on_demand" in script:
        raise ValueError(f"unknown kernel worker: {imports} kernel imports (written for "
                         f"{KERNEL_EXTENSION} {EXTENSIONS[KERNEL_EXTENSION]})")
    return _IMPORT_KERNEL_LINE.sub(
        lambda found: f"{found.group(1)}.push({json.dumps(EMBED_ON_DEMAND)},", script)


def check_version(path: Path, wanted: str, what: str) -> None:
    """Fail unless the npm-style package at ``path`` is version ``wanted``."""
    meta = path / "package.json"
    if not meta.is_file():
        raise SystemExit(f"{what} is missing: {path} (run make book, which installs it)")
    found = json.loads(meta.read_text(encoding="utf-8"))["version"]
    if found != wanted:
        raise SystemExit(f"{what} at {path} is version {found}, the book pins {wanted}")


def lock_entry(wheel: Path, file_name: str, python: str) -> dict[str, object]:
    """A pyodide-lock.json entry for a pure-Python wheel served at ``file_name``."""
    name, version, requirements, imports = wheel_metadata(wheel)
    return {
        "name": normalize(name),
        "version": version,
        "file_name": file_name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": pyodide_depends(requirements, python),
        "unvendored_tests": False,
    }


def assemble(args: argparse.Namespace) -> dict[str, int]:
    """Build the JupyterLite folder; returns counts for the summary line."""
    out: Path = args.out
    check_version(args.pyodide, args.pyodide_version, "the npm package pyodide")
    if out.exists():
        shutil.rmtree(out)
    runtime_dir = out / "static" / "pyodide"
    pypi_dir = out / "pypi"
    runtime_dir.mkdir(parents=True)
    pypi_dir.mkdir(parents=True)
    shutil.copy2(args.config / "jupyter-lite.json", out / "jupyter-lite.json")
    # The console that plays inside the pages (replite) has no notebooks, so the editor's
    # notebook commands cannot start there: they are turned off for that app only.
    (out / "repl").mkdir()
    shutil.copy2(args.config / "repl" / "jupyter-lite.json", out / "repl" / "jupyter-lite.json")

    for name in RUNTIME:
        shutil.copy2(args.pyodide / name, runtime_dir / name)
    # The standard library with its bytecode (scripts/pyodide_bytecode.py).
    shutil.copy2(args.stdlib, runtime_dir / STDLIB)
    for name in ("LICENSE", "README.md"):
        if (args.pyodide / name).is_file():
            shutil.copy2(args.pyodide / name, runtime_dir / f"pyodide-{name}")
    lock = json.loads((args.pyodide / LOCK).read_text(encoding="utf-8"))
    python = ".".join(lock["info"]["python"].split(".")[:2])
    packages: dict[str, dict[str, object]] = lock["packages"]

    # The wheels the lock names: same file name and version, our bytes and hash.
    lock_wheels = pypi_wheels = 0
    for wheel in sorted(args.wheels.glob("*.whl")):
        name, version, _, _ = wheel_metadata(wheel)
        key = normalize(name)
        if key in packages:
            entry = packages[key]
            if entry["version"] != version:
                raise SystemExit(
                    f"{wheel.name}: pyodide-lock.json of Pyodide {args.pyodide_version} "
                    f"wants {key} {entry['version']}; fix scripts/lite/kernel-wheels.txt"
                )
            shutil.copy2(wheel, runtime_dir / wheel.name)
            entry["file_name"] = wheel.name
            entry["sha256"] = sha256(wheel)
            lock_wheels += 1
        else:
            shutil.copy2(wheel, pypi_dir / wheel.name)
            pypi_wheels += 1

    project = sorted(pypi_dir.glob("jojotte_teach-*.whl"))
    if len(project) != 1:
        raise SystemExit(f"expected one jojotte_teach wheel in {args.wheels}, found {len(project)}")

    # The extensions, and the kernel's own wheels (piplite, its ipykernel shim ...).
    # The build copies them to OUT/../extensions/, where the lock file looks below.
    build_config = json.loads((args.config / "jupyter_lite_config.json").read_text("utf-8"))
    listed = build_config["LiteBuildConfig"]["federated_extensions"] = []
    for ext_name, version in EXTENSIONS.items():
        source = args.extensions / ext_name
        check_version(source, version, f"the JupyterLab extension {ext_name}")
        shutil.copytree(source, out / "labextensions" / ext_name,
                        ignore=shutil.ignore_patterns("*.map"))
        listed.append(f"labextensions/{ext_name}")
    (out / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=2) + "\n",
                                                  encoding="utf-8")
    # The kernel's workers enter the drive after the kernel's imports (drive_after_start),
    # and start without jedi (without_jedi) or IPython's terminal (embed_on_demand).
    workers = sorted((out / "labextensions" / KERNEL_EXTENSION / "static").glob("*.worker.*.js"))
    if len(workers) != 2:
        raise SystemExit(f"expected the kernel's two workers in {KERNEL_EXTENSION}, found "
                         f"{[w.name for w in workers]}")
    for worker in workers:
        script = drive_after_start(worker.read_text(encoding="utf-8"))
        worker.write_text(embed_on_demand(without_jedi(script)), encoding="utf-8")
    shim_dir = out / "labextensions" / KERNEL_EXTENSION / "static" / "pypi"

    # Lock entries for what is preloaded but not in Pyodide's lock. The wheels stay
    # where %pip finds them: the lock points at them with a path relative to itself.
    extra: dict[str, tuple[Path, str]] = {}
    for wheel in sorted(shim_dir.glob("*.whl")):
        key = normalize(wheel_metadata(wheel)[0])
        if key in KERNEL_SHIMS and (key not in extra or wheel.name > extra[key][0].name):
            extra[key] = (wheel, f"../../extensions/{KERNEL_EXTENSION}/static/pypi/{wheel.name}")
    for wheel in sorted(pypi_dir.glob("*.whl")):
        extra[normalize(wheel_metadata(wheel)[0])] = (wheel, f"../../pypi/{wheel.name}")
    for key, (wheel, file_name) in sorted(extra.items()):
        packages[key] = lock_entry(wheel, file_name, python)

    missing = [name for name in PRELOAD if name not in packages]
    for key in PRELOAD:
        for dep in packages[key]["depends"] if key in packages else []:  # type: ignore[union-attr]
            if normalize(dep) not in packages:
                missing.append(f"{dep} (needed by {key})")
    if missing:
        raise SystemExit(f"the live notebooks' kernel needs packages no wheel provides: "
                         f"{', '.join(missing)}")
    (runtime_dir / LOCK).write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n",
                                    encoding="utf-8")

    lite_json = out / "jupyter-lite.json"
    config = json.loads(lite_json.read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"][KERNEL_SETTINGS]
    settings["loadPyodideOptions"] = {"packages": list(PRELOAD)}
    lite_json.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    return {"lock": lock_wheels, "pypi": pypi_wheels, "preload": len(PRELOAD)}


def main(argv: list[str]) -> int:
    """Command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    for flag in ("--pyodide", "--wheels", "--extensions", "--config", "--out"):
        parser.add_argument(flag, type=Path, required=True)
    parser.add_argument("--pyodide-version", required=True)
    parser.add_argument("--stdlib", type=Path, required=True,
                        help="python_stdlib.zip with bytecode (scripts/pyodide_bytecode.py)")
    args = parser.parse_args(argv)
    counts = assemble(args)
    size = sum(p.stat().st_size for p in args.out.rglob("*") if p.is_file())
    print(f"lite assets: Pyodide {args.pyodide_version}, {counts['lock']} kernel wheels, "
          f"{counts['pypi']} wheels for %pip, {counts['preload']} packages preloaded, "
          f"{size / 1e6:.1f} MB in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
