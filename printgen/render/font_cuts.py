"""The fonts of a proof, cut while the rest of it is made: the cutting (fontTools, about a fifth of a
second for a kit's six faces) runs in a forked process from the moment the pages are drawn, while this one
places the findings and writes the page, and the rules are read back where the page writes them. Where a
fork is not safe (another thread running, as a live proof's server has; a system other than Linux) or
fails, they are cut here, when asked for: the same rules either way."""

from __future__ import annotations

import os
import sys
import threading

from markupsafe import Markup

from printgen.render.webfonts import font_faces


class FontCuts:
    """The @font-face rules of ``drawn`` (font name -> characters), as a <style> for the page: being cut
    from the moment this is made, read when the page is written (``__html__``, as Jinja2 asks for it)."""

    def __init__(self, drawn: dict[str, str]):
        self.drawn = drawn
        self._rules: str | None = None
        self._child: tuple[int, int] | None = _forked(drawn) if drawn and _may_fork() else None

    def rules(self) -> str:
        if self._rules is None:
            self._rules = _read(self._child) if self._child else None
            self._rules = self._rules if self._rules is not None else font_faces(self.drawn)
            self._child = None
        return self._rules

    def __html__(self) -> Markup:
        return Markup(f"<style>{self.rules()}</style>") if self.drawn else Markup("")


def _may_fork() -> bool:
    """Linux, and one thread: a fork copies only the thread that forks, and a lock another held stays held."""
    return sys.platform == "linux" and threading.active_count() == 1


def _forked(drawn: dict[str, str]) -> tuple[int, int] | None:
    """A child cutting the fonts into a pipe: (its pid, the pipe's end to read); None where it cannot start."""
    try:
        read, write = os.pipe()
        pid = os.fork()
    except OSError:
        return None
    if pid == 0:  # the child: cut, write, and end at once, running nothing of the parent's on the way out
        code = 1
        try:
            os.close(read)
            with os.fdopen(write, "wb") as pipe:
                pipe.write(font_faces(drawn).encode("utf-8"))
            code = 0
        finally:
            os._exit(code)
    os.close(write)
    return pid, read


def _read(child: tuple[int, int]) -> str | None:
    """What the child wrote, once it has ended well; None if it did not (the rules are then cut here)."""
    pid, read = child
    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    return data.decode("utf-8") if os.waitstatus_to_exitcode(status) == 0 else None
