"""The fonts of a proof, cut while the rest of it is made. Cutting them (fontTools: about a fifth of a
second for a kit's six faces) starts as soon as the file is loaded, in a forked process, for the
characters the kit is likely to draw (its file's text in each face the lettering has, and the characters
printgen adds itself: webfonts.likely_characters); this process checks the file, lays the kit out and
writes the page meanwhile, and takes the cuts where the page writes them. A face that draws a character
the likely ones lack is cut here, for exactly what it draws. Where a fork is not safe (another thread
running, as a live proof's server has; a system other than Linux) or fails, every face is cut here: the
same rules whichever way, since a face is the same glyphs however many others its cut holds."""

from __future__ import annotations

import json
import os
import sys
import threading

from markupsafe import Markup

from printgen.render.webfonts import font_rule


class FontCuts:
    """The faces of ``likely`` (font name -> characters) being cut, in a child process where it is safe."""

    def __init__(self, likely: dict[str, str]):
        self.likely = likely
        self._cut: dict[str, str] | None = None
        self._child = _forked(likely) if likely and _may_fork() else None

    def rules(self, drawn: dict[str, str]) -> str:
        """The @font-face rules for what the pages draw (font name -> characters): each face's likely cut
        where it holds every character drawn in it, else a cut made here of exactly those."""
        cut = self._taken()
        return "".join(cut[name] if name in cut and set(chars) <= set(self.likely.get(name, "")) else
                       font_rule(name, chars) for name, chars in drawn.items())

    def _taken(self) -> dict[str, str]:
        if self._cut is None:
            self._cut = (_read(self._child) if self._child else None) or {}
            self._child = None
        return self._cut


class PageFonts:
    """The <style> of a page's fonts, written where the page asks for it (``__html__``, as Jinja2 does)."""

    def __init__(self, cuts: FontCuts, drawn: dict[str, str]):
        self.cuts, self.drawn = cuts, drawn

    def __html__(self) -> Markup:
        return Markup(f"<style>{self.cuts.rules(self.drawn)}</style>") if self.drawn else Markup("")


def _may_fork() -> bool:
    """Linux, and one thread: a fork copies only the thread that forks, and a lock another held stays held."""
    return sys.platform == "linux" and threading.active_count() == 1


def _forked(likely: dict[str, str]) -> tuple[int, int] | None:
    """A child cutting the faces into a pipe: (its pid, the pipe's end to read); None where it cannot start."""
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
                pipe.write(json.dumps({name: font_rule(name, chars) for name, chars in likely.items()}).encode())
            code = 0
        finally:
            os._exit(code)
    os.close(write)
    return pid, read


def _read(child: tuple[int, int]) -> dict[str, str] | None:
    """What the child wrote, once it has ended well; None if it did not (the faces are then cut here)."""
    pid, read = child
    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    return json.loads(data) if os.waitstatus_to_exitcode(status) == 0 else None
