"""The package's modules import one another in one direction: no cycle, and the layers of the
house style (engine below ai and render, widgets and book above them).

The imports read are those Python runs when a module is imported: its top-level
``import`` statements (those inside functions run later, and those under
``if TYPE_CHECKING:`` never run).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "jojotte_teach"
#: Which layers each layer may import (STYLE.md, "Layout: imports flow one way").
ALLOWED = {
    "engine": {"engine"},
    "ai": {"engine", "ai"},
    "render": {"engine", "render", "venue"},
    "quiz": {"engine", "render", "quiz", "venue"},
    "widgets": {"engine", "ai", "render", "quiz", "widgets", "venue"},
    "book": {"engine", "ai", "render", "quiz", "widgets", "book", "venue"},
    "cli": {"engine", "ai", "render", "venue", "package"},  # the package: its version
    # Where the code runs (the build, the browser, a kernel): asked by the layers that show.
    "venue": {"venue"},
}


def module_name(path: Path) -> str:
    parts = ("jojotte_teach", *path.relative_to(PACKAGE).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def _top_level(body: list[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If):
            test = node.test
            if isinstance(test, ast.Name) and test.id == "TYPE_CHECKING":
                yield from _top_level(node.orelse)
            else:
                yield from _top_level(node.body)
                yield from _top_level(node.orelse)
        elif isinstance(node, ast.Try):
            yield from _top_level(node.body)


def imports_of(name: str) -> set[str]:
    """The package's modules ``name`` imports when it is imported."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in _top_level(ast.parse(path.read_text(encoding="utf-8")).body):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name in MODULES}
            continue
        base = package
        for _ in range(node.level - 1):
            base = base.rsplit(".", 1)[0]
        target = (f"{base}.{node.module}" if node.module else base) if node.level else (
            node.module or "")
        for alias in node.names:
            sub = f"{target}.{alias.name}"
            found.add(sub if sub in MODULES else target)
    return {m for m in found if m in MODULES and m != name}


def layer(name: str) -> str:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else "package"


def test_no_module_imports_itself_through_others() -> None:
    graph = {name: imports_of(name) for name in MODULES}
    # Tarjan's strongly connected components: a component of two or more is a cycle.
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    assert cycles == []


@pytest.mark.parametrize("name", sorted(n for n in MODULES if layer(n) in ALLOWED))
def test_each_layer_imports_only_the_layers_below_it(name: str) -> None:
    above = {m for m in imports_of(name) if layer(m) not in ALLOWED[layer(name)]}
    assert above == set(), f"{name} imports {sorted(above)}"


def test_the_reader_finds_the_modules() -> None:
    assert "jojotte_teach.engine.state" in MODULES
    assert "jojotte_teach.engine.jojotte.family" in imports_of("jojotte_teach.engine.jojotte.two")
