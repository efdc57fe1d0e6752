"""The tests that read the source documents (../shared/seeds) run wherever the documents are, skip where a
clone has none beside it, and fail under CI=true, where the documents are always laid beside the clone: a
missing one never lets those tests pass unseen."""

from __future__ import annotations

from pathlib import Path

import pytest

from source_documents import SEEDS, seeds_folder


def test_a_folder_with_every_document_named_is_the_folder(tmp_path):
    (tmp_path / "000_a.txt").write_text("the core rules")
    assert seeds_folder(["000_a.txt"], tmp_path) == tmp_path


@pytest.mark.parametrize("ci", ["true", "TRUE"])
def test_a_missing_document_fails_under_ci_and_names_it(tmp_path, monkeypatch, ci):
    (tmp_path / "000_a.txt").write_text("the core rules")
    monkeypatch.setenv("CI", ci)
    with pytest.raises(pytest.fail.Exception, match=r"has no 001_b\.txt \(CI=true\)"):
        seeds_folder(["000_a.txt", "001_b.txt"], tmp_path)


@pytest.mark.parametrize("ci", [None, "false", ""])
def test_a_missing_folder_skips_outside_ci(tmp_path, monkeypatch, ci):
    if ci is None:
        monkeypatch.delenv("CI", raising=False)
    else:
        monkeypatch.setenv("CI", ci)
    with pytest.raises(pytest.skip.Exception, match="not beside the repository"):
        seeds_folder(["000_a.txt"], tmp_path / "seeds")


def test_the_documents_are_looked_for_beside_the_repository_and_hold_every_source_named(seeds, bundled):
    assert SEEDS.parent.parent == Path(__file__).resolve().parents[1].parent and seeds == SEEDS
    assert all((seeds / name).is_file() for enc in bundled.values() for name in enc.sources)
