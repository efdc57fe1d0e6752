"""One policy for every command that builds: `printgen check` runs first and its findings are printed;
an error stops the build with nothing written, unless --force, and what every build enforces holds
even then (tests/test_limits.py holds the size limits to it)."""

from __future__ import annotations

import pytest

from conftest import FIXTURES

BUILDS = [["kit"], ["cards"], ["tokens"], ["trackers"], ["setup", "--seed", "1"], ["preview", "--part", "tokens"],
          ["tts"]]
NO_FONT = "\U0001D11E"  # a character no bundled font draws: a text.glyph error, which prints as a blank


@pytest.fixture
def erroneous(tmp_path):
    text = (FIXTURES / "valid" / "homebrew-trackers.yaml").read_text(encoding="utf-8")
    path = tmp_path / "erroneous.yaml"
    path.write_text(text.replace("A menace of minimal size", f"A menace {NO_FONT} of minimal size"), encoding="utf-8")
    return path


def files_in(folder) -> list:
    return [p for p in folder.rglob("*") if p.is_file()] if folder.exists() else []


@pytest.mark.parametrize("command", BUILDS, ids=lambda command: command[0])
def test_an_error_of_check_stops_every_build_with_nothing_written(cli, erroneous, tmp_path, command):
    out = tmp_path / "out"
    result = cli(command[0], str(erroneous), *command[1:], "--out", str(out))
    assert result.exit_code == 1
    assert f"{erroneous}:" in result.stderr and "error [text.glyph]" in result.stderr
    assert "not built (--force builds anyway)" in result.stderr
    assert files_in(out) == []


@pytest.mark.parametrize("command", BUILDS, ids=lambda command: command[0])
def test_force_builds_anyway_and_still_says_what_check_found(cli, erroneous, tmp_path, command):
    out = tmp_path / "out"
    result = cli(command[0], str(erroneous), *command[1:], "--out", str(out), "--force")
    assert result.exit_code == 0, result.stderr
    assert "error [text.glyph]" in result.stderr
    assert files_in(out) != [] or f"has no {command[0]} to print" in result.stdout  # the fixture has no cards


@pytest.mark.parametrize("command", BUILDS, ids=lambda command: command[0])
def test_a_battlefield_of_one_length_stops_every_build_even_forced(cli, tmp_path, command):
    """No sheet can be drawn on it, so no build can be made: refused with the finding, never a traceback."""
    text = (FIXTURES / "valid" / "homebrew-trackers.yaml").read_text(encoding="utf-8")
    path = tmp_path / "one-length.yaml"
    path.write_text(text.replace("setup_map:\n", "setup_map:\n  battlefield: [30in]\n", 1), encoding="utf-8")
    out = tmp_path / "out"
    result = cli(command[0], str(path), *command[1:], "--out", str(out), "--force")
    assert result.exit_code == 1
    assert "error [setup.battlefield]" in result.stderr and "even under --force" in result.stderr
    assert files_in(out) == []


@pytest.mark.parametrize("force", [False, True], ids=["checked", "forced"])
def test_a_watch_turn_follows_the_same_policy(erroneous, tmp_path, capsys, force):
    """watch builds through the same session as every command: refused with the same words, or forced."""
    from printgen.cli.authoring import _rebuild
    from printgen.core.options import PrintOptions

    out = tmp_path / "out"
    built: list[str] = []
    _rebuild(str(erroneous), "trackers", PrintOptions(), (out, 1, force), built)
    said = capsys.readouterr()
    assert "error [text.glyph]" in said.out
    if force:
        assert files_in(out) != [] and "wrote" in said.out and built
    else:
        assert "not built (--force builds anyway)" in said.err and files_in(out) == [] and not built
        assert "trackers not written yet: mend the file and save it again" in said.err


def test_a_refused_session_builds_nothing_whoever_asks(erroneous, tmp_path):
    """The policy is the session's, not the command line's: a refused verdict stops every build it offers."""
    from printgen.load.loader import load_encounter
    from printgen.core.options import PrintOptions
    from printgen.build.session import Refused, Session

    session = Session.judged(load_encounter(erroneous), str(erroneous))
    for build in (lambda: session.build("trackers", PrintOptions(), tmp_path),
                  lambda: session.pdf("kit", PrintOptions()), lambda: session.series(["Normal"], [1]),
                  lambda: session.setup_sheets([], PrintOptions(), tmp_path),
                  lambda: session.export(tmp_path, None, None, None)):
        with pytest.raises(Refused, match="not built"):
            build()
    assert files_in(tmp_path) == [erroneous]
