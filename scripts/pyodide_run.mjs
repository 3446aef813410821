// Run a Python script with the pinned Pyodide in Node, for build steps that need
// Pyodide's own interpreter (its Python version, its bytecode).
//
// Usage: node scripts/pyodide_run.mjs SCRIPT.py [ARGS...]
//
// The current folder is mounted at the same path inside Pyodide and made the
// working folder, so relative paths in ARGS mean the same thing on both sides.
// Exits with the script's exit status; a Python exception prints its traceback.

import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(path.join(here, "npm/node_modules/pyodide/pyodide.mjs"));

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node scripts/pyodide_run.mjs SCRIPT.py [ARGS...]");
  process.exit(2);
}
const cwd = process.cwd();
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree(cwd);
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: cwd }, cwd);
pyodide.globals.set("_argv", pyodide.toPy([script, ...args]));
pyodide.globals.set("_cwd", cwd);
const status = pyodide.runPython(`
import os, runpy, sys
os.chdir(_cwd)
sys.argv = list(_argv)
try:
    runpy.run_path(sys.argv[0], run_name="__main__")
    _status = 0
except SystemExit as exit:
    if isinstance(exit.code, str):
        print(exit.code, file=sys.stderr)
    _status = exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 1)
_status
`);
process.exit(status);
