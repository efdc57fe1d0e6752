"""The proof's rows (issue 49's "small and quick"): `printgen proof` against `printgen kit` of the same
encounter (a proof at most 1.3× the kit), and the live proof's wait from a save to the updated page against
the issue's 1.5 s (proof_live.py). Registered in run.py beside rows.py's."""

from __future__ import annotations

import json
from pathlib import Path

from floors import Unfaithful
from processes import measure, printgen, python, script
from rows import Config, Row

from printgen.load import bundled

TARGET_S = 1.5
"""Issue 49: from a save to the updated page, at most this long for the Hulk."""


def _proof_and_kit(work: Path, config: Config) -> tuple[str, list[str], list[str]]:
    encounter = config.preview_encounter
    return (encounter, printgen("proof", encounter, "--seed", "1", "--out", str(work / "proof")),
            printgen("kit", encounter, "--seed", "1", "--out", str(work / "proof-kit")))


def proof_row(work: Path, config: Config) -> Row:
    """What a person waits for: the wall time of a proof against that of the kit (the proof cuts its fonts in
    a process of its own while it places the findings and writes the page)."""
    encounter, proof, kit = _proof_and_kit(work, config)
    return Row(f"`printgen proof {encounter}` vs `printgen kit {encounter}`, waited", proof, kit, 1.3, metric="wall")


def proof_cpu_row(work: Path, config: Config) -> Row:
    """The same, in CPU seconds (the font cutting's process counted): the work, not the wait."""
    encounter, proof, kit = _proof_and_kit(work, config)
    return Row(f"`printgen proof {encounter}` vs `printgen kit {encounter}`, CPU", proof, kit, None)


def proof_live_row(work: Path, config: Config) -> Row:
    """The live proof's wait from a save to the new page fetched whole, median of ``config.saves``, against a
    command that reports the target itself: the ratio is the wait in units of the issue's 1.5 s."""
    source = bundled.bundled_path(config.preview_encounter)
    loop = script("proof_live.py", str(source), str(config.saves))
    target = python("-c", f"print({json.dumps(json.dumps({'seconds': TARGET_S}))})")
    first = measure(loop).report  # untimed: warms the command, and tells where the wait goes
    if first is None:
        raise Unfaithful("proof-live: proof_live.py printed no report of its saves")
    note = (f"proof-live: in the untimed first run, a save's wait for its new page was {first['seconds']:.3f} s "
            f"(median): the build event after {first['event']:.3f} s, of which the build itself took "
            f"{first['build']:.3f} s; the page fetched was {first['page_mb']:.2f} MB. The floor is no command but "
            f"the issue's target, {TARGET_S:g} s, so that the ratio reads as a share of it")
    return Row(f"`printgen proof {config.preview_encounter} --serve`: a save to its updated page (median of "
               f"{config.saves} saves) vs the issue's {TARGET_S:g} s", loop, target, 1.0, metric="latency",
               note=note, warmed=True)


PROOF_ROWS = {"proof": proof_row, "proof-cpu": proof_cpu_row, "proof-live": proof_live_row}
