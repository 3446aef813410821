"""The computer players use the standard library only, so they run in a browser (Pyodide)."""

from __future__ import annotations

import subprocess
import sys

MODULES = ["advisor", "analysis", "bidding", "contracts", "evaluation", "expert", "heuristic",
           "hints", "knowledge", "match", "outcome", "players", "sampling", "search"]


def test_ai_imports_nothing_outside_the_standard_library() -> None:
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        f"for name in {MODULES!r}:\n"
        "    __import__('jojotte_teach.ai.' + name)\n"
        "new = {m.split('.')[0] for m in set(sys.modules) - before}\n"
        "outside = sorted(new - set(sys.stdlib_module_names) - {'jojotte_teach'})\n"
        "print(' '.join(outside))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == ""
