"""Add compiled bytecode to the live notebooks' Python code, for the interpreter running this.

The live notebooks' kernel imports IPython, ipywidgets, the engine and a
good part of the standard library when it starts. Pyodide does not write
``__pycache__`` files, and neither the standard library in Pyodide's npm package
(``python_stdlib.zip``) nor the wheels the book takes from PyPI hold bytecode, so
without this every start compiles every module again: seconds in the browser.

This adds unchecked-hash pycs (PEP 552: used without looking at the source's
timestamp, which unpacking a wheel does not keep) beside every module:

* in a wheel, as ``__pycache__/NAME.cpython-XY.pyc``, listed in its RECORD;
* in the standard library's zip, as ``NAME.pyc`` next to ``NAME.py`` (where
  zipimport looks for it).

The sources stay, so tracebacks and ``inspect`` still show code. Bytecode is
specific to one Python version, so this must run under the interpreter that will
load it: ``make book`` runs it under the pinned Pyodide in Node
(``scripts/pyodide_run.mjs``), and ``--python`` checks the version.

Usage: python scripts/pyodide_bytecode.py --python 3.14 --out DIR [--stdlib ZIP] [WHEEL...]
(under Pyodide, DIR and the inputs must be inside the current folder)
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import importlib.util
import sys
import sysconfig
import warnings
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]
from pathlib import Path


def record_line(name: str, data: bytes) -> str:
    """A RECORD row for a file of a wheel (PEP 376 hash: urlsafe base64, no padding).

    >>> record_line("a.py", b"")
    'a.py,sha256=47DEQpj8HBSa-_TLhW7OlTmTs5ZbDJiNFRBSGkUsJf4,0'
    """
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def is_module(name: str) -> bool:
    """Whether a wheel member is a module installed into site-packages.

    >>> is_module("pkg/mod.py"), is_module("pkg-1.0.data/scripts/x.py"), is_module("a.pyi")
    (True, False, False)
    """
    top = name.split("/", 1)[0]
    return name.endswith(".py") and not top.endswith((".data", ".dist-info"))


def bytecode(source: bytes, filename: str) -> bytes | None:
    """An unchecked-hash pyc of ``source``, or None if it is not valid Python here.

    Some packages ship files that are not valid for every version (test data, old
    syntax): those stay source only, as an installer's compile step leaves them.
    """
    try:
        with warnings.catch_warnings():
            # Old escape sequences in third-party code: not ours to report.
            warnings.simplefilter("ignore", SyntaxWarning)
            code = compile(source, filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    pyc: bytes = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
    return pyc


def compile_wheel(source: Path, target: Path, site: str) -> tuple[int, int]:
    """Write ``source`` to ``target`` with ``__pycache__`` pycs beside each module.

    Args:
        source: a pure-Python wheel.
        target: where to write the new wheel.
        site: the site-packages folder it is installed into (code objects name their
            file by its installed path, as an installer's compile step would).

    Returns:
        The numbers of modules compiled and of modules left as source only.
    """
    compiled = skipped = 0
    with zipfile.ZipFile(source) as wheel_in, zipfile.ZipFile(
        target, "w", compression=zipfile.ZIP_DEFLATED
    ) as wheel_out:
        record_name = next(
            n for n in wheel_in.namelist() if n.endswith(".dist-info/RECORD") and n.count("/") == 1
        )
        rows = []
        for info in wheel_in.infolist():
            if info.filename == record_name:
                continue
            data = wheel_in.read(info)
            wheel_out.writestr(info, data)
            if not is_module(info.filename):
                continue
            pyc = bytecode(data, f"{site}/{info.filename}")
            if pyc is None:
                skipped += 1
                continue
            pyc_name = importlib.util.cache_from_source(info.filename)
            pyc_info = zipfile.ZipInfo(pyc_name, date_time=info.date_time)
            pyc_info.compress_type = zipfile.ZIP_DEFLATED
            wheel_out.writestr(pyc_info, pyc)
            rows.append(record_line(pyc_name, pyc))
            compiled += 1
        record = wheel_in.read(record_name).decode("utf-8").rstrip("\n").split("\n")
        wheel_out.writestr(wheel_in.getinfo(record_name), "\n".join([*record, *rows]) + "\n")
    return compiled, skipped


def compile_stdlib(source: Path, target: Path, mounted_at: str) -> tuple[int, int]:
    """Write the standard library's zip with a ``NAME.pyc`` beside each ``NAME.py``.

    Args:
        source: the zip (``python_stdlib.zip``).
        target: where to write the new zip.
        mounted_at: the path the runtime imports it from (``/lib/python314.zip``).

    Returns:
        The numbers of modules compiled and of modules left as source only.
    """
    compiled = skipped = 0
    with zipfile.ZipFile(source) as zip_in, zipfile.ZipFile(
        target, "w", compression=zipfile.ZIP_DEFLATED
    ) as zip_out:
        for info in zip_in.infolist():
            data = zip_in.read(info)
            zip_out.writestr(info, data)
            if not info.filename.endswith(".py"):
                continue
            pyc = bytecode(data, f"{mounted_at}/{info.filename}")
            if pyc is None:
                skipped += 1
                continue
            pyc_info = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
            pyc_info.compress_type = zipfile.ZIP_DEFLATED
            zip_out.writestr(pyc_info, pyc)
            compiled += 1
    return compiled, skipped


def main(argv: list[str]) -> int:
    """Command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", required=True, help="the version the bytecode is for")
    parser.add_argument("--out", type=Path, required=True, help="the output folder")
    parser.add_argument("--stdlib", type=Path, help="the standard library's zip")
    parser.add_argument("wheels", type=Path, nargs="*")
    args = parser.parse_args(argv)
    running = f"{sys.version_info.major}.{sys.version_info.minor}"
    if running != args.python:
        raise SystemExit(f"this is Python {running}; bytecode for {args.python} must be "
                         f"compiled by Python {args.python} (run it under Pyodide)")
    args.out.mkdir(parents=True, exist_ok=True)
    done: list[tuple[str, int, int]] = []
    if args.stdlib:
        mounted = next((p for p in sys.path if p.endswith(".zip")), None)
        if mounted is None:
            raise SystemExit("this interpreter imports no standard library zip")
        done.append((args.stdlib.name,
                     *compile_stdlib(args.stdlib, args.out / args.stdlib.name, mounted)))
    site = sysconfig.get_paths()["purelib"]
    for wheel in args.wheels:
        done.append((wheel.name, *compile_wheel(wheel, args.out / wheel.name, site)))
    for name, _, skipped in done:
        if skipped:
            print(f"{name}: {skipped} files are not Python {running}; left as source")
    print(f"bytecode: {sum(c for _, c, _ in done)} modules compiled for Python {running} "
          f"in {len(done)} archives")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
