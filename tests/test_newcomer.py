"""A newcomer is never stuck: names are found as people type them (a command close to a real one, a file
named without its ending, a bundled encounter by its villain's or title's words, a choice in any case)."""

from __future__ import annotations

from pathlib import Path

import click
import pytest

from printgen.load.bundled import _words, bundled_path, names_of, nearest_bundled
from printgen.cli import main
from printgen.cli.lazy import every_command


def _choices() -> list[tuple[str, str, str]]:
    """(command words, option, one of its choices) for every option with choices, on every command."""
    found = []
    for words, command in every_command(main):
        for param in command.params:
            if isinstance(param, click.Option) and isinstance(param.type, click.Choice):
                found.append((" ".join(words), param.opts[0], str(param.type.choices[-1])))
    return found


@pytest.mark.parametrize(("command", "option", "value"), _choices())
def test_every_choice_is_taken_in_any_case_and_read_as_the_choice_itself(command, option, value):
    words = command.split()
    context = click.Context(main)
    for name in words:
        found = context.command.get_command(context, name) if isinstance(context.command, click.Group) else None
        assert found is not None
        context = click.Context(found, parent=context, info_name=name)
    param = next(param for param in context.command.params if option in getattr(param, "opts", ()))
    for typed in (value.upper(), value.title()):
        assert param.type_cast_value(context, typed) == value


@pytest.mark.parametrize(("typed", "meant"), [("kits", "kit"), ("chek", "check"), ("setups", "setup"),
                                              ("preveiw", "preview"), ("Proof", "proof")])
def test_a_command_close_to_a_real_one_is_suggested(cli, typed, meant):
    result = cli(typed)
    assert result.exit_code == 2
    assert f"No such command '{typed}'. Did you mean '{meant}'" in result.stderr


def test_a_command_close_to_none_names_where_they_are_listed(cli):
    result = cli("frobnicate")
    assert result.exit_code == 2
    assert "Did you mean" not in result.stderr and "`printgen --help` lists them all" in result.stderr


@pytest.mark.parametrize("ending", [".yaml", ".yml"])
def test_a_file_in_this_folder_is_found_by_its_name_alone(cli, tmp_path, monkeypatch, ending):
    (tmp_path / f"sinister-six{ending}").write_text((bundled_path("incredible-hulk")).read_text())
    monkeypatch.chdir(tmp_path)
    result = cli("show", "sinister-six")
    assert result.exit_code == 0, result.stderr
    assert f"sinister-six{ending}" in result.stdout


def test_two_files_of_that_name_are_refused_naming_both(cli, tmp_path, monkeypatch):
    for ending in (".yaml", ".yml"):
        (tmp_path / f"sinister-six{ending}").write_text("")
    monkeypatch.chdir(tmp_path)
    result = cli("check", "sinister-six")
    assert result.exit_code == 2
    assert "sinister-six.yaml and sinister-six.yml are here" in result.stderr


def test_every_word_of_a_villain_or_title_that_names_one_encounter_is_a_hint_to_it(bundled):
    """Each word of a bundled encounter's villain and title that no other encounter's names hold leads to it;
    the names read from the file's head are the model's."""
    for encounter_id, model in bundled.items():
        assert names_of(encounter_id) == (model.title, model.cosmic_threat)
        others = {word for other in bundled.values() if other is not model
                  for word in _words(f"{other.id} {other.title} {other.cosmic_threat}")}
        own = _words(f"{model.title} {model.cosmic_threat}") - others
        assert own, encounter_id
        for word in own:
            assert nearest_bundled(word) == encounter_id, word


@pytest.mark.parametrize(("typed", "meant"), [("magneto", "mutant-masterworks"), ("ultron", "all-will-be-metal"),
                                              ("Hulk", "incredible-hulk")])
def test_a_villain_gets_its_encounter_as_the_hint(cli, tmp_path, monkeypatch, typed, meant):
    monkeypatch.chdir(tmp_path)
    result = cli("check", typed)
    assert result.exit_code == 2
    assert f"did you mean '{meant}'?" in result.stderr


def test_a_word_every_encounter_or_none_holds_gives_no_hint():
    assert nearest_bundled("ultimate") is None
    assert nearest_bundled("the") is None


SHEET_OPTIONS = [[], ["--paper", "a4"], ["--ink", "low"], ["--lettering", "hyperlegible"],
                 ["--paper", "a4", "--ink", "low", "--lettering", "hyperlegible"]]


@pytest.mark.slow
def test_a_seeds_sheets_on_other_paper_ink_or_lettering_keep_their_own_files_and_their_command_remakes_them(
        cli, tmp_path):
    """An organiser's sheets of one seed, made with every mix of options, are each kept; the command each
    prints, on a line of its own, pasted whole, makes the same bytes again."""
    import shlex

    import pdfplumber

    made = {}
    for options in SHEET_OPTIONS:
        result = cli("setup", "mutant-masterworks", "--seed", "7", *options, "--out", str(tmp_path / "first"))
        assert result.exit_code == 0, result.stderr
        made[tuple(options)] = Path(result.stdout.split("wrote ", 1)[1].split(" (", 1)[0])
    assert len({path.name for path in made.values()}) == len(SHEET_OPTIONS)
    for path in made.values():
        with pdfplumber.open(path) as pdf:
            lines = (pdf.pages[0].extract_text() or "").splitlines()
        command = next(line for line in lines if line.startswith("printgen setup "))
        again = cli(*shlex.split(command)[1:], "--out", str(tmp_path / "again"))
        assert again.exit_code == 0, (command, again.stderr)
        assert (tmp_path / "again" / "mutant-masterworks" / path.name).read_bytes() == path.read_bytes(), command


SCREEN = 40  # lines: a terminal's height, less the prompt


@pytest.mark.parametrize("words", [words for words, _ in every_command(main)], ids=" ".join)
def test_every_commands_help_fits_one_screen_of_80_columns_and_names_every_option(words):
    from click.testing import CliRunner

    result = CliRunner().invoke(main, [*words, "--help"], env={"COLUMNS": "80"}, terminal_width=80)
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert len(lines) <= SCREEN, f"printgen {' '.join(words)} --help: {len(lines)} lines"
    command = dict(every_command(main))[words]
    for param in command.params:
        if isinstance(param, click.Option) and not param.hidden:
            assert param.opts[0] in result.output, param.opts[0]


UNUSED = [  # (part, the combination, an option it leaves unused, two values of that option)
    ("cards", ["--duplex", "fold"], "--back-offset", ("1,1", "-2,3")),
    ("cards", ["--profile", "print-shop"], "--back-offset", ("1,1", "-2,3")),
    ("cards", ["--profile", "print-shop"], "--paper", ("letter", "a4")),
    ("cards", ["--profile", "print-shop"], "--duplex", ("long", "fold")),
    ("tokens", ["--profile", "print-shop"], "--paper", ("letter", "a4")),
    ("tokens", ["--profile", "print-shop"], "--duplex", ("long", "short")),
]


@pytest.mark.slow
@pytest.mark.parametrize(("part", "combination", "option", "values"), UNUSED, ids=lambda v: " ".join(v)
                         if isinstance(v, list) else str(v))
def test_an_option_said_unused_is_unused_and_is_said_so(cli, tmp_path, part, combination, option, values):
    """What printgen says it does not use makes no difference to a byte of what it writes, and is said."""
    written = []
    for number, value in enumerate(values):
        result = cli(part, "incredible-hulk", *combination, option, value, "--out", str(tmp_path / str(number)))
        assert result.exit_code == 0, result.stderr
        assert f"{option} is not used with {combination[0]} {combination[1]}: " in result.stderr
        written.append(sorted((path.relative_to(tmp_path / str(number)), path.read_bytes())
                              for path in (tmp_path / str(number)).rglob("*") if path.is_file()))
    assert written[0] == written[1]


def test_an_option_a_combination_uses_is_not_said_unused(cli, tmp_path):
    result = cli("cards", "incredible-hulk", "--back-offset", "1,1", "--paper", "a4", "--out", str(tmp_path))
    assert result.exit_code == 0 and "is not used" not in result.stderr


def _unloadable(folder: Path) -> Path:
    path = folder / "broken.yaml"
    path.write_text(bundled_path("incredible-hulk").read_text().replace("{power}", "{powr}")
                    .replace("id: incredible-hulk", "id: broken", 1))
    return path


def test_force_says_it_cannot_get_past_a_file_that_does_not_load(cli, tmp_path):
    result = cli("kit", str(_unloadable(tmp_path)), "--force", "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    assert "error [markup.unknown-icon]" in result.stderr
    assert "the file does not load, so no kit is built: --force builds past what `printgen check` finds, not past" \
        in result.stderr
    assert not (tmp_path / "out").exists()


@pytest.mark.slow
def test_a_file_that_does_not_load_does_not_stop_the_other_kits(cli, tmp_path):
    result = cli("kit", str(_unloadable(tmp_path)), "mutant-masterworks", "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    assert "no kit is built" in result.stderr
    assert [path.name for path in (tmp_path / "out").rglob("*.pdf")] == ["kit.pdf"]


@pytest.mark.slow
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_command_a_kit_prints_parses_as_pasted_whole(loaded_bundled, paper):
    """Each command on a kit's cover and setup sheet, its lines pasted as they print (each but the last
    ending in a backslash), is one command Click takes, with nothing of a sentence touching it."""
    import shlex

    from conftest import drawn_texts, printed_commands
    from printgen.build.kit import kit_pages
    from printgen.core.options import PrintOptions

    for encounter_id, loaded in loaded_bundled.items():
        texts = [text for page in kit_pages(loaded, PrintOptions(paper), 7, encounter_id)
                 for text in drawn_texts(page.items)]
        commands = printed_commands(texts)
        assert len(commands) == 2, (encounter_id, commands)
        for command in commands:
            words = shlex.split(command.replace("\\\n", ""))
            name, *args = words[1:]
            assert not args[-1].endswith((".", ",", ";", ":")), command
            context = main.make_context("printgen", [name, *args])
            sub = main.get_command(context, name)
            assert sub is not None and sub.make_context(name, list(args)).params["paper"] == paper, command


@pytest.mark.slow
def test_a_services_own_bleed_is_said_to_leave_bleed_unused(cli, tmp_path):
    assert cli("new", "mine", "--dir", str(tmp_path)).exit_code == 0
    written = []
    for bleed in ("0", "3"):
        out = tmp_path / f"out-{bleed}"
        result = cli("cards", str(tmp_path / "mine.yaml"), "--profile", "makeplayingcards", "--bleed", bleed,
                     "--out", str(out))
        assert "--bleed is not used with --profile makeplayingcards: the service sets its own bleed" in result.stderr
        written.append(sorted((path.relative_to(out), path.read_bytes()) for path in out.rglob("*") if path.is_file()))
    assert written[0] == written[1] and written[0]
