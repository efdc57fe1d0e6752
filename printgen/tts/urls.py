"""Where hosted images live: ``--base-url``, read with the standard library's URL parser, refused with a
reason when the images' names cannot follow it (Tabletop Simulator fetches each at base-url/name)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

_UNSAFE = re.compile(r"[\s\x00-\x1f\x7f]")


def url_problem(url: str) -> str | None:
    """Why ``url`` cannot hold the images' names, or None when it can."""
    if _UNSAFE.search(url):
        return "an address has no spaces or control characters: write a space as %20"
    try:
        parts = urlsplit(url)
        port = parts.port  # a port that is no number raises here
    except ValueError as exc:
        return f"not an address: {exc}"
    if parts.scheme.lower() not in ("http", "https"):
        return "give an http:// or https:// address"
    if not parts.hostname:
        return "the address names no host"
    if parts.query or parts.fragment or url.endswith(("?", "#")):
        return "the images' names follow the address: it cannot end in a ?query or a #fragment"
    return None if port is None or 0 < port < 65536 else "the port must be 1–65535"
