"""Multi-file outputs (previews, a print shop's images, a service's order) are replaced as a set or not
at all: a run that fails part-way (a full disk) leaves the last set as it was, with nothing of its
own; a finished run leaves none of an earlier run's files of its kind, and every other file alone."""

from __future__ import annotations

import pytest

from printgen.build import output

pytestmark = pytest.mark.slow  # renders pages: outside the fast tier

RUNS = {
    "preview": (["preview", "incredible-hulk", "--part", "cards", "--dpi", "30"], "preview"),
    "print-shop images": (["tokens", "incredible-hulk", "--profile", "print-shop", "--png"], "tokens-print-shop"),
    "service order": (["tokens", "incredible-hulk", "--profile", "thegamecrafter"], "thegamecrafter-tokens"),
}


def _files(folder) -> dict:
    return {path.relative_to(folder): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def _disk_full_after(count: int, monkeypatch) -> None:
    real, written = output.replace_file, []

    def full_disk(target, data):
        if len(written) >= count:
            raise output.OutputError(f"{target.parent}: cannot write: No space left on device")
        written.append(target)
        return real(target, data)

    monkeypatch.setattr(output, "replace_file", full_disk)


@pytest.mark.parametrize("run", RUNS)
def test_a_run_that_fails_part_way_leaves_the_last_set_whole(cli, tmp_path, monkeypatch, run):
    args, name = RUNS[run]
    assert cli(*args, "--out", str(tmp_path)).exit_code == 0
    folder = tmp_path / "incredible-hulk" / name
    (folder / "mine.txt").write_text("a file of the user's own")
    before = _files(folder)
    _disk_full_after(1, monkeypatch)
    result = cli(*args, "--out", str(tmp_path))
    assert result.exit_code == 2 and "No space left on device" in result.stderr
    assert _files(folder) == before
    assert [path.name for path in folder.parent.iterdir() if path.name.startswith(".")] == []


def test_a_preview_of_one_part_keeps_the_other_parts_previews_and_none_of_its_own_old_pages(cli, tmp_path):
    folder = tmp_path / "incredible-hulk" / "preview"
    assert cli("preview", "incredible-hulk", "--part", "trackers", "--dpi", "20", "--out", str(tmp_path)).exit_code == 0
    trackers = _files(folder)
    (folder / "cards-99.png").write_bytes(b"a page of an earlier, longer run")
    assert cli("preview", "incredible-hulk", "--part", "cards", "--dpi", "20", "--out", str(tmp_path)).exit_code == 0
    now = _files(folder)
    assert all(now[name] == data for name, data in trackers.items())
    cards = sorted(str(name) for name in now if str(name).startswith("cards-"))
    assert cards and "cards-99.png" not in cards and cards == [f"cards-{n:02d}.png" for n in range(1, len(cards) + 1)]
