"""The docstring under each field of a model class, as the JSON Schema's description of it.

Pydantic can read these itself (``use_attribute_docstrings``), but it then parses every model's
source at import, a third of the time the model takes to import; only `printgen schema` needs
them, so they are read here, when it asks.
"""

from __future__ import annotations

import ast
import functools
import inspect
import textwrap
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import BaseModel


@functools.cache  # a class's source is parsed once, not once for each of its fields
def field_docs(model: type) -> dict[str, str]:
    """{field name: its docstring} for the fields ``model`` itself declares."""
    definition = ast.parse(textwrap.dedent(inspect.getsource(model))).body[0]
    assert isinstance(definition, ast.ClassDef)  # the source of a class is its class statement
    body = definition.body
    docs = {}
    for statement, following in zip(body, body[1:]):
        text = _text(following)
        if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name) and text is not None:
            docs[statement.target.id] = inspect.cleandoc(text)
    return docs


def _text(statement: ast.stmt) -> str | None:
    """The string a statement is, if it is one alone (a docstring)."""
    if (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
            and isinstance(statement.value.value, str)):
        return statement.value.value
    return None


def described(schema: dict, models: list[type[BaseModel]]) -> dict:
    """``schema`` with each model's properties described by their field docstrings (inherited fields
    by the class that declares them)."""
    definitions = {**schema.get("$defs", {}), models[0].__name__: schema}
    for model in models:
        properties = definitions.get(model.__name__, {}).get("properties", {})
        for name, field in model.model_fields.items():
            doc = _declared_doc(model, name)
            key = field.alias or name
            if doc and key in properties:
                properties[key] = _with_description(properties[key], doc)
    return schema


def _declared_doc(model: type, name: str) -> str | None:
    for cls in model.__mro__:
        if name in cls.__dict__.get("__annotations__", {}):
            return field_docs(cls).get(name) if cls.__module__.startswith("printgen.") else None
    return None


def _with_description(prop: dict, doc: str) -> dict:
    """The property described by its field's docstring, then by its type's own words where it has them
    (how rules text or a length is written), since an editor shows one description: the property's. Keys
    in pydantic's (alphabetical) order."""
    hint = prop.get("description") or next((branch["description"] for branch in prop.get("anyOf", [])
                                            if "description" in branch), None)
    return dict(sorted({**prop, "description": f"{doc}\n\n{hint}" if hint else doc}.items()))
