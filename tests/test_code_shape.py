"""The house rules of the code, measured rather than hoped for: small modules and functions, few
parameters, and layers that point one way (only the command line imports Click; checks never
build or draw; only render/ touches a canvas)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "printgen"
MODULES = sorted(PACKAGE.rglob("*.py"))
MAX_MODULE_LINES = 300
MAX_FUNCTION_LINES = 40
MAX_PARAMETERS = 6


def _name(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


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


@pytest.mark.parametrize("path", sorted((PACKAGE / "checks").glob("*.py")), ids=_name)
def test_checks_neither_build_nor_draw(path):
    forbidden = ("printgen.build", "printgen.parts", "printgen.render", "printgen.output", "reportlab")
    assert not [name for name in _imported(_tree(path)) if name.startswith(forbidden)]


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_only_render_touches_a_canvas(path):
    if path.parent.name != "render":
        assert not [name for name in _imported(_tree(path)) if name.startswith(("reportlab.pdfgen", "pypdfium2"))]
