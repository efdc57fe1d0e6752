"""Build printgen/data/icc/printgen-fogra39-240.icc, the CMYK output profile printgen's print-shop files
are separated for (printgen/render/press_colour.py), from Fogra's FOGRA39L characterisation data:
offset on coated paper (ISO 12647-2:2004/Amd 1), the printing condition registered with the ICC as
FOGRA39, which the files' output intent names.

The data comes with Debian's icc-profiles-free (zlib licence; printgen/data/icc/LICENSE-FOGRA39L.txt),
the profile is made by ArgyllCMS's colprof. Neither is needed to use printgen, nor run by its tests or
CI: the built profile is committed, and this script says how it was made. To rebuild it:

    apt-get install argyll icc-profiles-free
    .venv/bin/python tools/make_cmyk_profile.py

colprof is told: medium quality tables (-qm: a profile of 120 KB that reads its own data back within
0.72 ΔE, 0.16 on average; the low quality one misses light colours by up to 6); a black ramp (-kr,
its default: black from the mid-tones on, so dark colours are not muddy with three inks); a total ink
limit of 240 % (-l240), DriveThruCards' limit and the strictest of the services printgen knows
(core/services.py), which every print shop takes; no perceptual gamut mapping (printgen converts
relative colorimetric) and no copy of the measurements (-nc). colprof stamps the time it ran in the
profile's header; the script stamps a fixed one instead, so a rebuild gives the same bytes.
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

DATA = Path("/usr/share/color/icc/FOGRA39L.ti3")  # Debian's icc-profiles-free
PROFILE = Path(__file__).resolve().parent.parent / "printgen" / "data" / "icc" / "printgen-fogra39-240.icc"
DESCRIPTION = "Coated FOGRA39, 240% total ink (printgen)"
COPYRIGHT = ("Built by printgen with ArgyllCMS colprof from FOGRA39L.ti3 (Fogra, www.fogra.org), as packaged by "
             "Kai-Uwe Behrmann in icc-profiles-free under the zlib licence; altered: a profile, not the data")
OPTIONS = ["-qm", "-kr", "-l240", "-nc", "-A", "printgen", "-M", "FOGRA39 offset, coated paper",
           "-D", DESCRIPTION, "-C", COPYRIGHT]
STAMP = (2026, 11, 28, 0, 0, 0)  # the header's dateTimeNumber (ICC.1 5.1.1): year, month, day, h, min, s


def build(data: Path, out: Path) -> None:
    """Run colprof on a copy of ``data`` and write the profile, with a fixed time stamp, to ``out``."""
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder) / "FOGRA39L"
        shutil.copyfile(data, work.with_suffix(".ti3"))
        subprocess.run(["colprof", *OPTIONS, str(work)], check=True, capture_output=True)
        profile = bytearray(work.with_suffix(".icc").read_bytes())
    profile[24:36] = struct.pack(">6H", *STAMP)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(bytes(profile))


def main() -> int:
    if shutil.which("colprof") is None or not DATA.exists():
        print("needs ArgyllCMS's colprof and Debian's icc-profiles-free: apt-get install argyll icc-profiles-free",
              file=sys.stderr)
        return 1
    build(DATA, PROFILE)
    print(f"wrote {PROFILE} ({PROFILE.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
