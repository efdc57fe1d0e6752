"""The Jinja2 environments for printgen's templates (words, not geometry)."""

from __future__ import annotations

from functools import cache

import jinja2

from printgen.core.resources import TEMPLATES_DIR


@cache
def _environment(html: bool) -> jinja2.Environment:
    """Strict about undefined names. HTML templates escape every value (ids, names and texts come from
    files nobody vetted); plain-text ones escape nothing, since nothing in them is HTML."""
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES_DIR)),
        undefined=jinja2.StrictUndefined,
        autoescape=html,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=not html,
    )


def render_text(name: str, **context) -> str:
    return _environment(False).get_template(name).render(**context)


def render_html(name: str, **context) -> str:
    return _environment(True).get_template(name).render(**context)
