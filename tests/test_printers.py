"""Printer profiles: the back offset saved by name in the user's configuration folder, used with
`--printer NAME`; every mistake (a bad offset, an unknown name, a broken file, both options at
once) is one clear line and exit 2, and nothing but the profiles file is written outside --out."""

from __future__ import annotations

import json

import pytest

from printgen.app import printers
from printgen.core.options import BackOffset, parse_back_offset
from printgen.app.printers import Printer


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv(printers.CONFIG_ENV, str(folder))
    return folder


def test_a_saved_printer_is_listed_and_prints_like_its_offset_given(cli, tmp_path, config):
    assert cli("printer", "save", "office", "--back-offset", "1.5,-0.5,0.2").exit_code == 0
    saved = json.loads((config / "printers.json").read_text())
    assert saved == {"printers": {"office": {"back_offset": "1.5,-0.5,0.2"}}}
    assert cli("printer", "list").stdout == "office: backs move 1.5,-0.5 mm, 0.2°\n"
    by_name = cli("cards", "incredible-hulk", "--printer", "office", "--out", str(tmp_path / "a"))
    given = cli("cards", "incredible-hulk", "--back-offset", "1.5,-0.5,0.2", "--out", str(tmp_path / "b"))
    assert by_name.exit_code == given.exit_code == 0
    assert "backs moved 1.5,-0.5 mm, 0.2°" in by_name.stdout
    first, second = (tmp_path / "a/incredible-hulk/cards.pdf"), (tmp_path / "b/incredible-hulk/cards.pdf")
    assert first.read_bytes() == second.read_bytes()


def test_saving_again_replaces_and_remove_forgets(cli):
    cli("printer", "save", "office", "--back-offset", "1,1")
    cli("printer", "save", "office", "--back-offset", "2,-1")
    cli("printer", "save", "home-laser", "--back-offset", "0,0.5")
    assert printers.saved() == {"office": Printer(BackOffset(2, -1)), "home-laser": Printer(BackOffset(0, 0.5))}
    assert cli("printer", "remove", "office").exit_code == 0
    assert list(printers.saved()) == ["home-laser"]


@pytest.mark.parametrize("args,message", [
    (["printer", "save", "office", "--back-offset", "11,0"], "a printer to mend"),
    (["printer", "save", "office", "--back-offset", "1,1,5"], "fed askew"),
    (["printer", "save", "office", "--back-offset", "1"], "expected X,Y"),
    (["printer", "save", "office", "--back-offset", "a,b"], "expected numbers"),
    (["printer", "save", "office"], "give --back-offset, --paper or --duplex"),
    (["printer", "save", "office", "--paper", "a3"], "'a3' is not one of"),
    (["printer", "save", "bad name", "--back-offset", "1,1"], "cannot name a printer"),
    (["printer", "save", "x" * 41, "--back-offset", "1,1"], "cannot name a printer"),
    (["printer", "remove", "nobody"], "no printer profile named 'nobody'"),
    (["cards", "incredible-hulk", "--printer", "nobody"], "no printer profile named 'nobody'"),
    (["cards", "incredible-hulk", "--printer", "x", "--back-offset", "1,1"], "not both"),
    (["tokens", "incredible-hulk", "--back-offset", "nan,1"], "expected numbers like 1.5,-0.5"),
])
def test_mistakes_are_one_line_and_exit_2(cli, tmp_path, args, message):
    result = cli(*args, "--out", str(tmp_path / "out")) if args[0] != "printer" else cli(*args)
    assert result.exit_code == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "out").exists()


def test_a_broken_profiles_file_is_reported_and_left_alone(cli, tmp_path, config):
    config.mkdir()
    (config / "printers.json").write_text("{not json")
    for args in (["printer", "list"], ["printer", "save", "x", "--back-offset", "1,1"],
                 ["kit", "incredible-hulk", "--printer", "x", "--out", str(tmp_path / "out")]):
        result = cli(*args)
        assert result.exit_code == 2 and "cannot read the printer profiles" in result.stderr
    assert (config / "printers.json").read_text() == "{not json"


@pytest.mark.parametrize("text,offset", [("1.5,-0.5", BackOffset(1.5, -0.5)), (" 0 , 0 ", BackOffset()),
                                         ("-10,10,-2", BackOffset(-10, 10, -2))])
def test_offsets_read_as_written_and_up_to_their_bounds(text, offset):
    assert parse_back_offset(text) == offset


def test_a_profiles_paper_and_duplex_apply_unless_the_command_line_gives_its_own(cli, tmp_path, config):
    from pypdf import PdfReader

    assert cli("printer", "save", "office", "--paper", "a4", "--duplex", "short").exit_code == 0
    assert cli("printer", "list").stdout == "office: no back offset, a4 paper, duplex short\n"

    def built(*args: str) -> tuple[list[float], str]:
        out = tmp_path / "-".join(args)
        assert cli("cards", "incredible-hulk", "--out", str(out), *args).exit_code == 0
        reader = PdfReader(out / "incredible-hulk" / "cards.pdf")
        return [round(float(side)) for side in reader.pages[0].mediabox[2:]], \
            str(reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"])

    assert built("--printer", "office") == ([595, 842], "/DuplexFlipShortEdge")
    assert built("--printer", "office", "--paper", "letter") == ([612, 792], "/DuplexFlipShortEdge")
    assert built("--printer", "office", "--duplex", "long") == ([595, 842], "/DuplexFlipLongEdge")
    assert built() == ([612, 792], "/DuplexFlipLongEdge")


@pytest.mark.parametrize("content", ["{not json", '{"printers": {"x": {"paper": "a3"}}}'])
def test_a_profile_printgen_cannot_print_with_is_reported(cli, config, content):
    config.mkdir()
    (config / "printers.json").write_text(content)
    result = cli("printer", "list")
    assert result.exit_code == 2 and "cannot read the printer profiles" in result.stderr
