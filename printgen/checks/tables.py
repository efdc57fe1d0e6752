"""Roll tables cover the die."""

from __future__ import annotations

from collections import Counter

from printgen.checks.base import Issue, check


@check("table.faces", "error")
def every_face_once(context):
    """Every roll table covers every die face exactly once (faces from the constants)."""
    faces = list(context.constants.die.faces)
    for table in context.enc.tables:
        seen = Counter(face for row in table.rows for face in row.faces)
        missing = [face for face in faces if seen[face] == 0]
        doubled = [face for face in faces if seen[face] > 1]
        if missing or doubled:
            parts = []
            if missing:
                parts.append(f"missing {', '.join(missing)}")
            if doubled:
                parts.append(f"more than once: {', '.join(doubled)}")
            yield Issue(table.path + ("rows",), f"table '{table.name}' must cover each die face once: "
                        f"{'; '.join(parts)}", table.id)
