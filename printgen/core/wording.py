"""Small English helpers shared by every message, summary and printed line: agreement, ranges, full stops."""

from __future__ import annotations

import re


def count_of(number: int, noun: str, plural: str | None = None) -> str:
    """The number with its noun in agreement: '1 section', '2 sections', '1 die', '3 dice'."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def number_range(first: int, last: int) -> str:
    """'0–2', or '10' when the range holds one number (not '10–10')."""
    return f"{first}" if first == last else f"{first}–{last}"


def pages_said(numbers) -> str:
    """Page numbers as a reader looks them up, runs joined: 'page 3', 'pages 9–10', 'pages 5–7, 9, 17'."""
    runs: list[list[int]] = []
    for number in sorted(set(numbers)):
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    said = ", ".join(number_range(run[0], run[-1]) for run in runs)
    return f"page {said}" if len(runs) == 1 and len(runs[0]) == 1 else f"pages {said}"


def sentence(text: str) -> str:
    """``text`` ending in one full stop: none added after . ! ? … (or a closing quote or bracket
    after them), so that data which ends its own sentence does not print "turn.." or "SMASH!."."""
    text = text.rstrip()
    return text if re.search(r"[.!?…][\"'”’)\]]*$", text) else text + "."


def one_edit_apart(a: str, b: str) -> bool:
    """One letter changed, added or dropped, or two neighbours swapped: a slip of one keystroke."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diffs = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        return len(diffs) == 1 or (len(diffs) == 2 and diffs[1] == diffs[0] + 1
                                   and a[diffs[0]] == b[diffs[1]] and a[diffs[1]] == b[diffs[0]])
    short, long = sorted((a, b), key=len)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def slug(text: str, length: int | None = None) -> str:
    """``text`` as a name any file system or web page takes: lower-case letters and digits, each run of
    anything else one hyphen, none at either end, at most ``length`` characters; "" if nothing is left."""
    dashed = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return dashed[:length].rstrip("-") if length is not None else dashed
