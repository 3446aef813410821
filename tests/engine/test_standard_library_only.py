"""The engine runs in the browser (Pyodide): it imports nothing outside the standard library."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
before = set(sys.modules)
import jojotte_teach.engine
import jojotte_teach.engine.records, jojotte_teach.engine.scoring, jojotte_teach.engine.view
new = sorted(set(sys.modules) - before)
stdlib = sys.stdlib_module_names
outside = [m for m in new if m.split(".")[0] not in stdlib and m.split(".")[0] != "jojotte_teach"]
print("\\n".join(outside))
print("ipywidgets" in sys.modules, "IPython" in sys.modules)
"""


def test_importing_the_engine_imports_only_the_standard_library() -> None:
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                            check=True)
    lines = result.stdout.strip().splitlines()
    assert lines[-1] == "False False", "ipywidgets or IPython was imported"
    assert lines[:-1] == [], f"imported from outside the standard library: {lines[:-1]}"
