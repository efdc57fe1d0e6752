"""A proof's fonts are the same whether they are cut in a forked process, while the rest of the proof is
made, or here: the same rules, byte for byte, and a child that fails leaves them to be cut here."""

from __future__ import annotations

import os

import pytest

from printgen.render import font_cuts
from printgen.render.font_cuts import FontCuts
from printgen.render.webfonts import font_face, font_faces

DRAWN = {"PrintgenRoboto": "Gamma Absorber 2 ×", "PrintgenRoboto-Bold": "RAGE"}


@pytest.fixture(autouse=True)
def _uncut():
    font_face.cache_clear()  # each test cuts afresh, in whichever process it means to
    yield
    font_face.cache_clear()


def test_a_fork_and_this_process_cut_the_same_rules(monkeypatch):
    monkeypatch.setattr(font_cuts, "_may_fork", lambda: True)
    forked = FontCuts(DRAWN)
    assert forked._child is not None or not hasattr(os, "fork")
    assert forked.rules() == font_faces(DRAWN)
    assert str(forked.__html__()) == f"<style>{font_faces(DRAWN)}</style>"


def test_a_child_that_fails_leaves_the_cut_to_this_process(monkeypatch):
    monkeypatch.setattr(font_cuts, "_may_fork", lambda: True)
    monkeypatch.setattr(font_cuts, "font_faces", lambda drawn: 1 / 0)  # the child fails as it cuts
    failing = FontCuts(DRAWN)
    monkeypatch.setattr(font_cuts, "font_faces", font_faces)
    assert failing.rules() == font_faces(DRAWN)


def test_with_another_thread_running_nothing_is_forked(monkeypatch):
    import threading

    started, done = threading.Event(), threading.Event()
    thread = threading.Thread(target=lambda: (started.set(), done.wait(10)))
    thread.start()
    try:
        started.wait(10)
        assert FontCuts(DRAWN)._child is None
    finally:
        done.set()
        thread.join()


def test_nothing_drawn_is_no_style():
    assert str(FontCuts({}).__html__()) == ""
