"""What `printgen check` of the four bundled encounters costs before it checks anything: the
command line's start-up, the imports of everything check runs, and loading each encounter (YAML,
the model's validation, references); no check runs and nothing is printed. Its row in the table
shows how much of check's ratio is spent before the first check.

    python benchmarks/check_startup.py
"""

from __future__ import annotations

import printgen.cli  # noqa: F401 (the command line itself, as `printgen check` starts it)
from printgen.load import bundled
from printgen.report.check_run import run_check  # noqa: F401 (imports the loader, the model and every check)
from printgen.load.loader import load_encounter

for encounter in bundled.bundled_ids():
    load_encounter(bundled.resolve(encounter))
