"""The Jinja2 environment for printgen's templates (words, not geometry)."""

from __future__ import annotations

from functools import cache

import jinja2

from printgen.resources import TEMPLATES_DIR


@cache
def text_environment() -> jinja2.Environment:
    """Plain-text templates: strict about undefined names, no HTML escaping (nothing here is HTML)."""
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES_DIR)),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def render_text(name: str, **context) -> str:
    return text_environment().get_template(name).render(**context)


@cache
def html_environment() -> jinja2.Environment:
    """HTML templates: every value escaped (ids, names and texts come from files nobody vetted)."""
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES_DIR)),
        undefined=jinja2.StrictUndefined,
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render_html(name: str, **context) -> str:
    return html_environment().get_template(name).render(**context)
