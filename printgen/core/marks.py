"""The marks a layout draws, recorded while a kit lays a part out, so that its cover can say on which
pages each value the kit chose prints (printgen/layout/supplied.py).

``Node.marked`` tells the recording each mark it draws; a memo that keeps a laid-out result keeps the
marks drawn while it was made, and tells them again whenever it gives the result (printgen/core/memo.py), so
that a part laid out from kept card faces records the marks those faces print."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

Seen = list[tuple[tuple, str]]
"""Each mark drawn: the assumptions that chose the value, with the words of each (Chosen.by), and the
value as printed before its marks."""

_SEEN: ContextVar[Seen | None] = ContextVar("marks_seen", default=None)


@contextmanager
def recording() -> Iterator[Seen]:
    """The marks drawn inside the ``with`` block, as they are drawn."""
    seen: Seen = []
    token = _SEEN.set(seen)
    try:
        yield seen
    finally:
        _SEEN.reset(token)


def saw(by: tuple, printed: str) -> None:
    """One mark drawn, told to the recording if there is one."""
    seen = _SEEN.get()
    if seen is not None:
        seen.append((by, printed))


def told_again(seen: Seen) -> None:
    """Marks drawn earlier (into a result kept and given again), told to the recording if there is one."""
    now = _SEEN.get()
    if now is not None and seen:
        now.extend(seen)
