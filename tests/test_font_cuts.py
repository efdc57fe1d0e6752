"""A proof's fonts are the same whether they are cut in a forked process, while the rest of the proof is
made, or here: the same rules, byte for byte, and a child that fails leaves them to be cut here."""

from __future__ import annotations

import os

import pytest

from printgen.render import font_cuts
from printgen.render.font_cuts import FontCuts, PageFonts
from printgen.render.webfonts import font_rule, font_rules

DRAWN = {"PrintgenRoboto": "Gamma Absorber 2 ×", "PrintgenRoboto-Bold": "RAGE"}


@pytest.fixture(autouse=True)
def _uncut():
    font_rule.cache_clear()  # each test cuts afresh, in whichever process it means to
    yield
    font_rule.cache_clear()


def test_a_fork_and_this_process_cut_the_same_rules(monkeypatch):
    monkeypatch.setattr(font_cuts, "_may_fork", lambda: True)
    forked = FontCuts(DRAWN)
    assert forked._child is not None or not hasattr(os, "fork")
    assert forked.rules(DRAWN) == font_rules(DRAWN)
    assert str(PageFonts(forked, DRAWN).__html__()) == f"<style>{font_rules(DRAWN)}</style>"


def test_a_child_that_fails_leaves_the_cut_to_this_process(monkeypatch):
    monkeypatch.setattr(font_cuts, "_may_fork", lambda: True)
    monkeypatch.setattr(font_cuts, "font_rule", lambda name, chars: 1 / 0)  # the child fails as it cuts
    failing = FontCuts(DRAWN)
    monkeypatch.setattr(font_cuts, "font_rule", font_rule)
    assert failing.rules(DRAWN) == font_rules(DRAWN)


def test_a_face_drawing_what_the_likely_cut_lacks_is_cut_here_for_what_it_draws(monkeypatch):
    monkeypatch.setattr(font_cuts, "_may_fork", lambda: True)
    cuts = FontCuts({"PrintgenRoboto": "Gamma"})
    drawn = {"PrintgenRoboto": "Gamma Absorber", "PrintgenRoboto-Bold": "RAGE"}
    assert cuts.rules(drawn) == font_rules(drawn)
    assert cuts.rules({"PrintgenRoboto": "Gam"}) == font_rule("PrintgenRoboto", "Gamma")  # the likely cut


@pytest.mark.slow
def test_the_likely_characters_hold_all_a_bundled_kit_draws(loaded_bundled, monkeypatch):
    """Cut as the file is loaded, the likely faces are the ones the page takes: none of the four bundled
    kits draws a character they lack, in either lettering, so none is cut again after its pages are drawn."""
    from printgen.build.part_pdf import laid_out
    from printgen.core.options import PrintOptions
    from printgen.proof.make import fonts_soon
    from printgen.render.webfonts import characters
    from printgen.core.typography import lettering

    monkeypatch.setattr(font_cuts, "_may_fork", lambda: False)  # the likely characters alone: nothing cut
    for name in ("standard", "hyperlegible"):
        with lettering(name):
            for encounter_id, loaded in loaded_bundled.items():
                likely = fonts_soon(loaded).likely
                assert fonts_soon(loaded)._cut is None
                drawn = characters(laid_out(loaded, "kit", PrintOptions(), 1, encounter_id))
                lacking = {font: set(chars) - set(likely.get(font, "")) for font, chars in drawn.items()}
                assert not any(lacking.values()), (name, encounter_id, lacking)


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
    assert str(PageFonts(FontCuts({}), {}).__html__()) == ""
