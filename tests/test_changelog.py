"""CHANGELOG.md keeps the Keep a Changelog form, so a user finds what was added, changed or fixed where that
form puts it: versions as second-level headings, each change under one of its six kinds."""

from __future__ import annotations

import re
from pathlib import Path

CHANGELOG = Path(__file__).resolve().parent.parent / "CHANGELOG.md"
KINDS = {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}


def test_the_changelog_is_in_the_keep_a_changelog_form():
    text = CHANGELOG.read_text(encoding="utf-8")
    versions = re.findall(r"(?m)^## (.+)$", text)
    assert versions and versions[0] == "[Unreleased]"
    assert all(re.fullmatch(r"\[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}", version) for version in versions[1:])
    kinds = re.findall(r"(?m)^### (.+)$", text)
    assert kinds and set(kinds) <= KINDS
    for version in re.split(r"(?m)^## ", text)[1:]:  # each kind once a version
        listed = re.findall(r"(?m)^### (.+)$", version)
        assert len(listed) == len(set(listed)), version.splitlines()[0]
