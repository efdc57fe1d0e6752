"""Where hosted images live: ``--base-url``, read with the standard library's URL parser, refused with a
reason when the images' names cannot follow it (Tabletop Simulator fetches each at base-url/name)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

_UNSAFE = re.compile(r"[\s\x00-\x1f\x7f]")
_NOT_IN_A_URL = re.compile(r"[\"<>\\^`{|}]")
"""Characters RFC 3986 allows nowhere in an address (a client refuses them or sends something else)."""
_BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")


def url_problem(url: str) -> str | None:
    """Why ``url`` cannot hold the images' names, or None when it can."""
    if _UNSAFE.search(url):
        return "an address has no spaces or control characters: write a space as %20"
    if found := _NOT_IN_A_URL.search(url):
        return f"an address cannot hold {found.group()!r}: write it as %{ord(found.group()):02X}"
    if _BAD_ESCAPE.search(url):
        return "a % in an address starts an escape of two hex digits (%20): write a % itself as %25"
    if url.split("://", 1)[-1].split("/", 1)[0].count("@") > 1:
        return "an address has one @ at most before its host (user@host): write another as %40"
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
