"""Setting up the floors that need printgen's own output: printgen runs once untimed (which also
warms its caches), its PDFs are read into replay files, the floor runs once untimed, and its
output is checked against printgen's before anything is timed."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from fidelity import Fidelity, compare, describe
from pdf_ops import extract, font_files
from processes import measure, script


class Unfaithful(RuntimeError):
    """The floor does not draw what printgen's PDFs contain: its ratio would mean nothing."""


def replay_floor(name: str, printgen_command: list[str], out_dir: Path, work: Path) -> tuple[list[str], str]:
    """The floor's command line for the PDFs ``printgen_command`` writes under ``out_dir``, and a
    line saying how faithful it is (raises Unfaithful if it is not)."""
    measure(printgen_command)
    pdfs = sorted(out_dir.rglob("*.pdf"))
    if not pdfs:
        raise Unfaithful(f"{name}: printgen wrote no PDF under {out_dir}")
    fonts, unsupported, pairs = font_files(), Counter(), []
    for number, pdf in enumerate(pdfs):
        stem = f"{name.replace(' ', '-')}-{number}"
        ops_file, floor_pdf = work / f"{stem}.ops", work / f"{stem}.floor.pdf"
        unsupported += extract(pdf, ops_file, fonts)
        pairs.append((pdf, ops_file, floor_pdf))
    command = script("replay_floor.py", *[str(path) for _, ops, floor in pairs for path in (ops, floor)])
    measure(command)
    fidelity = sum((compare(pdf, floor) for pdf, _, floor in pairs), Fidelity())
    note = f"{name}: {len(pdfs)} PDF(s), " + describe(fidelity)
    if unsupported:  # the floor skips them: its count of operators tells whether that matters
        note += f"; operators the floor does not replay: {dict(unsupported)}"
    if not fidelity.faithful:
        raise Unfaithful(note)
    return command, note


def same_images(name: str, printgen_dir: Path, floor_dir: Path) -> str:
    """After one run of each: as many PNGs, and how many are the same bytes (the same PDF rendered
    alike gives the same bytes, so a difference means the pages differ)."""
    ours, theirs = sorted(printgen_dir.rglob("*.png")), sorted(floor_dir.rglob("*.png"))
    if not ours or len(ours) != len(theirs):
        raise Unfaithful(f"{name}: printgen wrote {len(ours)} PNGs, the floor {len(theirs)}")
    equal = sum(a.read_bytes() == b.read_bytes() for a, b in zip(ours, theirs))
    return f"{name}: {len(ours)} pages rendered by both, {equal} of them identical PNGs"
