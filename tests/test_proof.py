"""`printgen proof`, read as files (tests/test_proof_browser.py reads it in a real browser): what it
reports is what `check` reports, each finding is highlighted where its words are drawn, what it calls
changed is what draws otherwise, and reprint.pdf holds exactly the sheets it names."""

from __future__ import annotations

import json
import re
import subprocess
from html import unescape

import pytest
from pypdf import PdfReader

from printgen.load.bundled import bundled_path
from printgen.core.options import Duplex
from printgen.proof.reprint import reprint

pytestmark = pytest.mark.slow  # each proof lays out and draws a whole kit

HULK = bundled_path("incredible-hulk")
TYPO = ("Gamma Absorber", "Gamma Absorbre")


@pytest.fixture(scope="module")
def versions(tmp_path_factory):
    """The Hulk as bundled (given an id of its own) and the same with a typo in a token's name."""
    folder = tmp_path_factory.mktemp("versions")
    text = HULK.read_text(encoding="utf-8").replace("id: incredible-hulk", "id: my-hulk", 1)
    old, new = folder / "old.yaml", folder / "new.yaml"
    old.write_text(text, encoding="utf-8")
    new.write_text(text.replace(*TYPO), encoding="utf-8")
    return old, new


def _json(cli, *args):
    result = cli("proof", *args, "--format", "json")
    return result, json.loads(result.stdout)


def test_the_proof_reports_what_check_reports(cli, versions):
    _, new = versions
    result, proof = _json(cli, str(new))
    checked = json.loads(cli("check", str(new), "--format", "json").stdout)
    keys = ("file", "line", "col", "severity", "code", "message")
    assert [tuple(f[k] for k in keys) for f in proof["findings"]] == [tuple(f[k] for k in keys) for f in checked]
    assert result.exit_code == 0  # warnings only


def test_every_misspelling_is_placed_on_the_faces_where_it_prints(cli, versions):
    _, new = versions
    _, proof = _json(cli, str(new))
    spelled = [finding for finding in proof["findings"] if finding["code"] == "text.spelling"]
    assert spelled and all(finding["faces"] and finding["words"] in finding["message"] for finding in spelled)
    assert {"tokens-gamma-absorber-front", "cover-page-1"} <= {face for f in spelled for face in f["faces"]}


def test_a_highlight_lies_on_its_words_inside_its_face(versions):
    """Each highlight box lies inside its face's picture; the misspelt word's findings ring, between them,
    each place the word is drawn, and nothing else (each ring the box of that word as the layout draws it)."""
    from printgen.load.loader import load_encounter
    from printgen.core.options import PrintOptions
    from printgen.proof.face_words import Stream
    from printgen.proof.locate import place
    from printgen.proof.make import version
    from printgen.build.session import check

    loaded = load_encounter(versions[1])
    made = version(loaded, PrintOptions(), 1, str(versions[1]))
    faces = {face.key: face for face in made.faces}
    located = place(check(loaded), loaded, made.faces, made.pages)
    for found in located:
        for key, boxes in found.boxes.items():
            fx, fy, fw, fh = faces[key].box
            for x, y, w, h in boxes:
                assert fx - 1 <= x and x + w <= fx + fw + 1 and fy - 1 <= y and y + h <= fy + fh + 1
    misspelt = TYPO[1].split()[-1].lower()  # "absorbre", and its plural
    drawn = {(key, _rounded(word.box())) for key, face in faces.items() for word in Stream(face).drawn
             if word.placed.text.text[word.start:word.end].lower().rstrip("s") == misspelt}
    ringed = {(key, _rounded(box)) for found in located if found.finding.code == "text.spelling"
              for key, boxes in found.boxes.items() for box in boxes}
    assert drawn and ringed == drawn, f"drawn, not ringed: {sorted(drawn - ringed)}; ringed: {sorted(ringed - drawn)}"


def _rounded(box) -> tuple[float, ...]:
    return tuple(round(side, 3) for side in box)


def test_the_same_file_proofs_to_the_same_bytes(cli, versions, tmp_path):
    for name in ("one", "two"):
        assert cli("proof", str(versions[1]), "--out", str(tmp_path / name)).exit_code == 0
    one, two = (tmp_path / name / "my-hulk" / "proof.html" for name in ("one", "two"))
    assert one.read_bytes() == two.read_bytes()


def test_the_proof_is_one_file_that_asks_nothing_of_the_network(cli, versions, tmp_path):
    assert cli("proof", str(versions[1]), "--out", str(tmp_path)).exit_code == 0
    text = (tmp_path / "my-hulk" / "proof.html").read_text(encoding="utf-8")
    assert not re.search(r"""(src|href)=["'](?!#|data:)""", text)
    assert not re.search(r"https?://|@import|url\((?!data:|#)", text)  # fonts are embedded as data: URLs


def test_what_the_file_says_is_escaped_not_obeyed(cli, versions, tmp_path):
    hostile = tmp_path / "hostile.yaml"
    title = 'title: "Ultimate Encounter: The Incredible Hulk"'
    hostile.write_text(versions[1].read_text(encoding="utf-8").replace(
        title, 'title: "Ultimate Encounter: <script>alert(1)</script>"', 1), encoding="utf-8")
    cli("proof", str(hostile), "--out", str(tmp_path / "out"))
    text = (tmp_path / "out" / "my-hulk" / "proof.html").read_text(encoding="utf-8")
    assert "<script>alert(1)" not in text and "&lt;script&gt;alert(1)" in text
    assert text.count("<script>") == 1  # the page's own few lines of keys, nothing of the file's


def test_against_itself_nothing_changed_and_nothing_to_reprint(cli, versions, tmp_path):
    old, _ = versions
    result, proof = _json(cli, str(old), "--against", str(old), "--reprint", "--out", str(tmp_path))
    assert proof["changes"] == [] and proof["reprint"].startswith("Nothing to print again")
    assert not (tmp_path / "my-hulk" / "reprint.pdf").exists()


def test_against_the_old_version_the_changed_faces_and_words_are_named(cli, versions, tmp_path):
    old, new = versions
    _, proof = _json(cli, str(new), "--against", str(old), "--out", str(tmp_path))
    changed = {change["face"]: change for change in proof["changes"]}
    assert "tokens-gamma-absorber-front" in changed and all(c["status"] == "changed" for c in changed.values())
    for change in changed.values():  # a token prints its name in capitals
        assert any("absorber" in w["text"].lower() and w["op"] == "delete" for w in change["words"])
        assert any("absorbre" in w["text"].lower() and w["op"] == "insert" for w in change["words"])


def test_reprint_holds_exactly_the_sheets_the_proof_names(cli, versions, tmp_path):
    old, new = versions
    _, proof = _json(cli, str(new), "--against", str(old), "--reprint", "--out", str(tmp_path))
    named = _pages(proof["reprint"])
    reprinted = PdfReader(tmp_path / "my-hulk" / "reprint.pdf")
    assert len(reprinted.pages) == len(named) and len(named) % 2 == 0  # whole sheets, printed double-sided
    assert all(first % 2 == 1 for first in named[::2])
    assert cli("kit", str(new), "--out", str(tmp_path / "kit"), "--seed", "1").exit_code == 0
    kit = PdfReader(tmp_path / "kit" / "my-hulk" / "kit.pdf")
    for page, number in zip(reprinted.pages, named, strict=True):
        assert page.extract_text() == kit.pages[number - 1].extract_text()


def _pages(said: str) -> list[int]:
    spans = re.search(r"kit pages ([\d–, ]+)", said).group(1)
    pages = []
    for span in spans.strip(", ").split(", "):
        first, _, last = span.partition("–")
        pages += range(int(first), int(last or first) + 1)
    return pages


def test_against_a_git_revision_of_the_same_file(cli, versions, tmp_path):
    work = tmp_path / "repo"
    work.mkdir()
    mine = work / "mine.yaml"
    mine.write_text(versions[0].read_text(encoding="utf-8"), encoding="utf-8")
    git = ["git", "-C", str(work), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "init", "-q", str(work)], check=True)
    subprocess.run([*git, "add", "mine.yaml"], check=True)
    subprocess.run([*git, "commit", "-qm", "v1"], check=True)
    mine.write_text(versions[1].read_text(encoding="utf-8"), encoding="utf-8")
    _, proof = _json(cli, str(mine), "--against", "HEAD")
    assert proof["against"] == "HEAD" and proof["changes"]
    missing = cli("proof", str(mine), "--against", "no-such-revision")
    assert missing.exit_code == 2 and "neither a file nor a git revision" in missing.stderr


def test_errors_are_shown_not_refused_but_what_no_kit_survives_is(cli, versions, tmp_path):
    text = versions[1].read_text(encoding="utf-8")
    erroneous = tmp_path / "erroneous.yaml"
    erroneous.write_text(text.replace("id: my-hulk", "id: incredible-hulk", 1), encoding="utf-8")
    shown = cli("proof", str(erroneous), "--out", str(tmp_path / "out"))
    assert shown.exit_code == 1 and (tmp_path / "out" / "incredible-hulk" / "proof.html").exists()
    one_length = tmp_path / "one-length.yaml"
    one_length.write_text(text.replace("setup_map:\n", "setup_map:\n  battlefield: [30in]\n", 1), encoding="utf-8")
    refused = cli("proof", str(one_length), "--out", str(tmp_path / "refused"))
    assert refused.exit_code == 1 and "even under --force" in refused.stderr
    assert not (tmp_path / "refused").exists()


def test_reprint_needs_another_version(cli, versions):
    result = cli("proof", str(versions[1]), "--reprint")
    assert result.exit_code == 2 and "--against" in result.stderr


@pytest.mark.parametrize("duplex", list(Duplex))
def test_reprint_takes_whole_sheets_when_printed_double_sided(duplex):
    old, new = ["a", "b", "c", "d", "e"], ["a", "B", "c", "d", "e", "f"]
    pages = reprint(old, new, duplex).pages
    assert pages == ([1, 2, 5, 6] if duplex.double_sided else [2, 6])
    assert "now has 6 pages (it had 5)" in reprint(old, new, duplex).said


def test_the_proof_keeps_within_the_limits_every_build_keeps(cli, versions, tmp_path):
    """--max-pages and --max-tokens bound the kit a proof lays out, as they bound the kit itself."""
    for option in (("--max-pages", "3"), ("--max-tokens", "1")):
        result = cli("proof", str(versions[1]), "--out", str(tmp_path), *option)
        assert result.exit_code == 1 and f"raise it with {option[0]}" in result.stderr
    assert not (tmp_path / "my-hulk").exists()


def test_a_file_that_does_not_load_gets_a_proof_of_every_finding_with_its_lines(cli, versions, tmp_path):
    """Never "nothing shown": every finding at once, each with the file's line and a caret at its column,
    and the page says plainly that no face can be shown."""
    broken = tmp_path / "broken.yaml"
    broken.write_text(versions[1].read_text(encoding="utf-8").replace("{move-s}", "{move-x}", 1).replace(
        "max_threat: 17", "max_threats: 17", 1), encoding="utf-8")
    result = cli("proof", str(broken), "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    page = unescape((tmp_path / "out" / "my-hulk" / "proof.html").read_text(encoding="utf-8"))
    reported = [line for line in result.stderr.splitlines() if ": error [" in line]
    assert [line.split("] ", 1)[0].rsplit("[", 1)[1] for line in reported] == ["schema.unknown-key",
                                                                              "markup.unknown-icon"]
    lines = broken.read_text(encoding="utf-8").splitlines()
    for line in reported:
        number, column = (int(part) for part in line.split(": error ", 1)[0].rsplit(":", 2)[1:])
        assert line.split("] ", 1)[1] in page
        assert f'<span class="line-number">{number}</span> {lines[number - 1]}\n' in page
        assert re.search(r'<span class="caret">' + " " * (column - 1) + r"\^</span>", page)
    assert "No face is shown" in page and "<img" not in page and 'class="frame"' not in page
    _, found = _json(cli, str(broken))
    assert found["loaded"] is False and [f["code"] for f in found["findings"]] == ["schema.unknown-key",
                                                                                   "markup.unknown-icon"]


def test_the_proof_takes_the_seed_of_the_kit_it_stands_for_or_says_it_does_not(cli, versions, tmp_path):
    """One seed: the kit records its setup seed; a proof made after it lays the kit out with that seed (so a
    reprint's cover names the setup sheet already printed), and says plainly when it is asked for another."""
    out = str(tmp_path / "out")
    _, before = _json(cli, str(versions[1]), "--out", out)
    assert before["seed"] == 1 and "no kit beside this proof records a seed" in before["seed_said"]
    assert cli("kit", str(versions[1]), "--seed", "4242", "--out", out).exit_code == 0
    result, found = _json(cli, str(versions[1]), "--out", out)
    assert found["seed"] == 4242 and "the seed of the kit beside this proof" in found["seed_said"]
    assert "proof laid out with setup seed 4242, the seed of the kit beside this proof" in result.stderr
    _, other = _json(cli, str(versions[1]), "--out", out, "--seed", "7")
    assert other["seed"] == 7 and "which is not the seed of the kit beside this proof" in other["seed_said"]
    assert "(4242)" in other["seed_said"]
    assert cli("proof", str(versions[1]), "--out", out).exit_code == 0
    page = unescape((tmp_path / "out" / "my-hulk" / "proof.html").read_text(encoding="utf-8"))
    assert "The faces are laid out with setup seed 4242, the seed of the kit beside this proof" in page
    assert re.search(r"\b4242\b", "".join(PdfReader(tmp_path / "out" / "my-hulk" / "kit.pdf").pages[0].extract_text()))


def test_each_finding_opens_in_the_users_editor_only_when_a_pattern_is_given(cli, versions, tmp_path):
    out = tmp_path / "out"
    assert cli("proof", str(versions[1]), "--out", str(out)).exit_code == 0
    assert 'class="editor"' not in (out / "my-hulk" / "proof.html").read_text(encoding="utf-8")  # off by default
    result = cli("proof", str(versions[1]), "--out", str(out), "--editor", "vscode://file{path}:{line}:{col}")
    assert result.exit_code == 0
    page = (out / "my-hulk" / "proof.html").read_text(encoding="utf-8")
    _, found = _json(cli, str(versions[1]))
    for finding in found["findings"]:
        assert f'href="vscode://file{versions[1].resolve()}:{finding["line"]}:{finding["col"]}"' in page
    for unsafe in ("javascript:alert({path}{line})", "file://{path}:{line}", "{path}:{line}", "vscode://x"):
        refused = cli("proof", str(versions[1]), "--out", str(out), "--editor", unsafe)
        assert refused.exit_code == 2 and "--editor" in refused.stderr


def test_each_finding_links_to_the_next_and_the_one_before(cli, versions, tmp_path):
    out = tmp_path / "out"
    assert cli("proof", str(versions[1]), "--out", str(out)).exit_code == 0
    page = (out / "my-hulk" / "proof.html").read_text(encoding="utf-8")
    count = page.count('<li class="finding')
    assert count >= 2
    assert [page.count(f'href="#finding-{n}" rel="next"') for n in range(2, count + 1)] == [1] * (count - 1)
    assert [page.count(f'href="#finding-{n}" rel="prev"') for n in range(1, count)] == [1] * (count - 1)
