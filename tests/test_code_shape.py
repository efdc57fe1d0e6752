"""The house rules of the code, measured rather than hoped for: small modules and functions, few
parameters, imports that point one way down the pipeline with no circle anywhere, only the command
line imports Click, and only render/ touches a canvas."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "printgen"
MODULES = sorted(PACKAGE.rglob("*.py"))
MAX_MODULE_LINES = 300
MAX_FUNCTION_LINES = 40
MAX_PARAMETERS = 6


def _name(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


@functools.cache  # each module parsed once for every rule below, not once a rule (nothing here changes a tree)
def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _functions(tree: ast.Module):
    return (node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)))


def _parameters(function: ast.FunctionDef) -> int:
    args = function.args
    named = [*args.posonlyargs, *args.args, *args.kwonlyargs]
    if named and named[0].arg in ("self", "cls"):
        named = named[1:]
    return len(named) + (args.vararg is not None) + (args.kwarg is not None)


def _is_click_command(function: ast.FunctionDef) -> bool:
    """Click commands take one parameter per option; the rule exempts them."""
    return any("command" in ast.unparse(decorator) for decorator in function.decorator_list)


def _imported(tree: ast.Module) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_modules_are_small(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_MODULE_LINES, f"{lines} lines"


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_functions_are_short_and_take_few_parameters(path):
    too_big = [f"{function.name} (line {function.lineno}): {function.end_lineno - function.lineno + 1} lines, "
               f"{_parameters(function)} parameters"
               for function in _functions(_tree(path))
               if function.end_lineno - function.lineno + 1 > MAX_FUNCTION_LINES
               or (_parameters(function) > MAX_PARAMETERS and not _is_click_command(function))]
    assert not too_big


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_only_the_command_line_imports_click(path):
    if path.parent.name != "cli":
        assert not any(name == "click" or name.startswith("click.") for name in _imported(_tree(path)))


LAYERS = [
    # plain values and helpers, light enough for `printgen --help`: the choices, limits, units, words
    {"__init__", "core", "data"},
    {"model"},
    {"load"},
    {"randomise"},
    {"layout"},
    {"checks"},
    {"report"},
    {"render"},
    {"build", "press", "proof", "tts"},
    {"app"},
    {"cli", "__main__"},
]
"""The pipeline from the bottom up (docs/architecture.md): a module may import from its own layer and those below."""


def _unit(module: str) -> str:
    """The top-level module or package of printgen a dotted name belongs to."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _layer(unit: str) -> int:
    return next(index for index, units in enumerate(LAYERS) if unit in units)


def _module(path: Path) -> str:
    return ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")


def test_every_module_has_a_layer():
    assert {_unit(_module(path)) for path in MODULES} == set().union(*LAYERS)


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_imports_point_down_the_pipeline(path):
    """Imports made inside functions count too: a lazy import is still a dependency."""
    mine = _layer(_unit(_module(path)))
    upward = [name for name in _imported(_tree(path)) if name.startswith("printgen.")
              and _unit(name) in set().union(*LAYERS) and _layer(_unit(name)) > mine]
    assert upward == []


def test_no_module_imports_itself_back():
    """No circle between modules, through lazy imports too (printgen.x.y names module y or a name in x)."""
    known = {_module(path) for path in MODULES}
    graph = {_module(path): _modules_imported(_tree(path), known) for path in MODULES}
    for module in graph:
        graph[module].discard(module)
    assert _cycle(graph) == []


def _modules_imported(tree: ast.Module, known: set[str]) -> set[str]:
    """The modules of printgen a module imports: ``from printgen.x import y`` names module y where
    there is one (importing a submodule is no dependency on its package's __init__), else x."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.update(f"{node.module}.{alias.name}" if f"{node.module}.{alias.name}" in known else node.module
                         for alias in node.names)
    return found & known


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One circle of the graph, as the modules along it; [] when there is none."""
    state: dict[str, str] = {}
    for start in sorted(graph):
        stack = [(start, iter(sorted(graph[start])))]
        path = [start]
        state[start] = state.get(start, "open")
        while stack:
            node, children = stack[-1]
            child = next(children, None)
            if child is None:
                state[node] = "done"
                stack.pop()
                path.pop()
            elif state.get(child) == "open":
                return path[path.index(child):] + [child]
            elif child not in state:
                state[child] = "open"
                stack.append((child, iter(sorted(graph[child]))))
                path.append(child)
    return []


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_only_render_touches_a_canvas(path):
    if path.parent.name != "render":
        assert not [name for name in _imported(_tree(path)) if name.startswith(("reportlab.pdfgen", "pypdfium2"))]


def test_a_class_name_has_one_meaning():
    """No two classes of the package share a name: a reader (and a grep) never has to ask which one."""
    defined: dict[str, list[str]] = {}
    for path in MODULES:
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.ClassDef):
                defined.setdefault(node.name, []).append(_name(path))
    assert {name: places for name, places in defined.items() if len(places) > 1} == {}


def test_the_layers_are_the_architecture_pages_table():
    """docs/architecture.md's table of layers is the one this test holds the imports to: its rows, in
    order, are LAYERS' folders (the package's own __init__ and __main__ apart)."""
    text = (PACKAGE.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = text[text.index("| layer | folders |"):].split("\n\n", 1)[0].splitlines()[2:]
    rows = [set(re.findall(r"`(\w+)/`", row)) for row in table]
    assert rows == [layer - {"__init__", "__main__"} for layer in LAYERS]
