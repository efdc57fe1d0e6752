"""What `printgen proof --against` says changed, read as JSON and as the proof's own objects: a change is
the sentence that holds it, not the face's whole text; an icon beside it is named; a face that only moved
on its sheet is "moved"; a proof against itself finds nothing; each sentence shown is one the face reads.
tests/test_proof_browser_changes.py reads the same changes in a browser."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from printgen.load.bundled import bundled_path
from printgen.layout.display import Group, Icon, Rect, Text
from printgen.layout.placed import IDENTITY, PlacedText
from printgen.proof.changes import changes
from printgen.proof.sentences import LONGEST
from printgen.proof.faces import ProofFace
from printgen.proof.spoken import PlacedIcon, paragraphs, words_of

pytestmark = pytest.mark.slow  # each proof lays out and draws a whole kit

BUNDLED = ("unstoppable-colossus", "incredible-hulk", "all-will-be-metal", "mutant-masterworks")
COLLECTIVE_RAGE = ("character gains 2 additional Power {power}.", "character gains 3 additional Power {power}.")
INNER_RAGE = ("this character gains 2 additional {power}.", "this character gains 3 additional {power}.")
SHRUNK = ("    size: 40mm\n    front: {label: Gamma Absorber}", "    size: 30mm\n    front: {label: Gamma Absorber}")


def _hulk(folder, *edits: tuple[str, str]):
    text = bundled_path("incredible-hulk").read_text(encoding="utf-8").replace(
        "id: incredible-hulk", "id: my-hulk", 1)
    path = folder / f"hulk-{len(list(folder.iterdir()))}.yaml"
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("changes")


def _changes(cli, new, old) -> list[dict]:
    result = cli("proof", str(new), "--against", str(old), "--format", "json")
    return json.loads(result.stdout)["changes"]


def test_a_one_word_edit_is_one_sentence_holding_the_word(cli, folder):
    old, new = _hulk(folder), _hulk(folder, COLLECTIVE_RAGE)
    [change] = _changes(cli, new, old)
    assert change["status"] == "changed" and change["face"] == "cards-hulk-tip-front"
    [sentence] = change["sentences"]
    assert [(run["op"], run["text"]) for run in sentence["runs"] if run["op"] != "equal"] == [
        ("delete", "2"), ("insert", "3")]
    assert sentence["text"].endswith("each Crisis Team character gains 3 additional Power Power.")
    assert sentence["was"] == sentence["text"].replace("gains 3", "gains 2")
    assert len(sentence["text"].split()) < 20  # the sentence, not the card's hundreds of words


def test_two_edits_on_one_face_are_two_sentences(cli, folder):
    """The tip card holds both edited sentences, each shown apart; the rules page prints only one of them."""
    old, new = _hulk(folder), _hulk(folder, COLLECTIVE_RAGE, ("to full strength.", "to fuller strength."))
    found = {change["face"]: [said["text"] for said in change["sentences"]] for change in _changes(cli, new, old)}
    serums = "Booster Serums can return Subdued characters to fuller strength."
    assert found["cards-hulk-tip-front"] == [
        serums, "Collective Rage: During the Power Phase, each Crisis Team character gains 3 additional Power Power."]
    assert found["rules-page-2"] == [serums]


def test_an_edit_beside_an_icon_names_the_icon(cli, folder):
    """ "gains 2 additional {power}." reads "… additional Power.", never "additional ."; the stat card prints
    the superpower on both its sides, each side one sentence."""
    old, new = _hulk(folder), _hulk(folder, INNER_RAGE)
    found = _changes(cli, new, old)
    assert [change["face"] for change in found] == ["cards-hulk-stat-front", "cards-hulk-stat-back"]
    for change in found:
        [sentence] = change["sentences"]
        assert sentence["text"] == "During the Power Phase, this character gains 3 additional Power."
        assert sentence["was"] == "During the Power Phase, this character gains 2 additional Power."


def test_a_token_that_only_moved_is_moved_and_its_sheet_still_reprints(cli, folder):
    """A smaller Gamma Absorber moves the tokens packed after it: they draw the same, elsewhere."""
    old, new = _hulk(folder), _hulk(folder, SHRUNK)
    result = cli("proof", str(new), "--against", str(old), "--format", "json")
    found = {change["face"]: change for change in json.loads(result.stdout)["changes"]}
    assert found["tokens-gamma-absorber-front"]["status"] == "changed"
    moved = [key for key, change in found.items() if change["status"] == "moved"]
    assert "tokens-booster-serum-front" in moved
    assert all(found[key]["sentences"] == [] for key in moved)
    assert "kit pages" in json.loads(result.stdout)["reprint"]


def _token(x: float, y: float, label: str = "RAGE", band: str = "#c0c0c0") -> ProofFace:
    """A 70 pt token at (x, y) on kit page 3: a white disc's box, a band along its top, its label."""
    text = Text(10.0, 20.0, label, "bold", 9.0)
    piece = Group((Rect(0.0, 0.0, 70.0, 70.0, "#ffffff"), Rect(0.0, 60.0, 70.0, 10.0, band), text), x, y)
    return ProofFace("tokens-rage-front", "Tokens", "Rage (front)", 3, (x, y, 70.0, 70.0),
                     (PlacedText(text, (1.0, 0.0, 0.0, 1.0, x, y)),), True, piece=piece)


@pytest.mark.parametrize("digests", ["relative to the box", "of the pixels where the face lies"])
def test_moved_holds_whichever_way_a_picture_is_digested(digests):
    """Digested relative to its box, a moved face keeps its digest; digested where it lies, it does not,
    and the piece's own drawing tells that it only moved. Drawn otherwise, it is changed either way."""
    old, new = _token(50, 50), _token(150, 50)
    new_digest = "same" if digests == "relative to the box" else "other"
    assert [c.status for c in changes([old], {old.key: "same"}, [new], {new.key: new_digest})] == ["moved"]
    relabelled = _token(150, 50, "RAGED")
    assert [c.status for c in changes([old], {old.key: "same"}, [relabelled], {new.key: "other"})] == ["changed"]
    assert changes([old], {old.key: "same"}, [replace(old)], {old.key: "same"}) == []


def test_drawn_otherwise_in_the_same_words_the_part_that_differs_is_outlined():
    """A band drawn in another colour is outlined where it lies, on the old face and the new; a face that
    differs all over (another size) is only said to be drawn otherwise."""
    old, new = _token(50, 50), _token(150, 50, band="#ff0000")
    [change] = changes([old], {old.key: "old"}, [new], {new.key: "new"})
    assert (change.status, change.sentences, change.before, change.after) == (
        "changed", (), ((50.0, 110.0, 70.0, 10.0),), ((150.0, 110.0, 70.0, 10.0),))
    grown = replace(new, piece=new.piece._replace(items=tuple(item._replace(w=item.w * 1.2, h=item.h * 1.2)
                                                              for item in new.piece.items[:2]) + new.piece.items[2:]))
    [change] = changes([old], {old.key: "old"}, [grown], {new.key: "new"})
    assert change.same_words and (change.before, change.after) == ((), ())


def test_an_icon_is_read_where_it_stands_among_the_words():
    size, line = 7.0, (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    before = PlacedText(Text(0.0, 100.0, "Gains 2", "text", size), line)
    after = PlacedText(Text(40.0, 100.0, ".", "text", size), line)
    next_line = PlacedText(Text(0.0, 100.0 - 1.28 * size, "Then rest.", "text", size), line)
    heading = PlacedText(Text(0.0, 60.0, "SMASH", "heading", 9.0), IDENTITY)
    icon = PlacedIcon(Icon(40.0 - 1.08 * size + 0.04 * size, 100.0, "power", size), line, after=1)
    words = words_of((before, after, next_line, heading), (icon,))
    assert paragraphs(words) == ["Gains 2 Power. Then rest.", "SMASH"]
    assert [word.text for word in words if word.icon] == ["Power"]


@pytest.fixture(scope="module")
def bundled(tmp_path_factory):
    """Each bundled encounter as the proof lays it out: as bundled, and with three words misspelt."""
    from printgen.load.loader import load_encounter
    from printgen.core.options import PrintOptions
    from printgen.proof.make import version

    folder, made = tmp_path_factory.mktemp("bundled"), {}
    for name in BUNDLED:
        path, edited = bundled_path(name), folder / f"{name}.yaml"
        edited.write_text(_misspelt(path.read_text(encoding="utf-8")), encoding="utf-8")
        made[name] = [version(load_encounter(file), PrintOptions(), 1, name) for file in (path, edited)]
    return made


def _misspelt(text: str, times: int = 3) -> str:
    """The file with its first few "the"s written "teh", outside its comments."""
    lines = text.splitlines(keepends=True)
    for number, line in enumerate(lines):
        if times and not line.lstrip().startswith("#") and " the " in line:
            lines[number], times = line.replace(" the ", " teh ", 1), times - 1
    return "".join(lines)


@pytest.mark.parametrize("name", BUNDLED)
def test_against_itself_a_bundled_encounter_has_no_change(bundled, name):
    old, _ = bundled[name]
    assert changes(old.faces, old.drawn.faces, old.faces, old.drawn.faces) == []


@pytest.mark.parametrize("name", BUNDLED)
def test_each_sentence_shown_is_read_on_its_face_before_and_now(bundled, name):
    """Every changed sentence is a stretch of what the new face reads aloud, and what it was, of the old's;
    the misspelt words are shown, each inserted, and no sentence is longer than a sentence cut down."""
    old, new = bundled[name]
    found = changes(old.faces, old.drawn.faces, new.faces, new.drawn.faces)
    assert found and any(change.sentences for change in found)
    faces, before = {face.key: face for face in new.faces}, {face.key: face for face in old.faces}
    for change in found:
        for sentence in change.sentences:
            if change.status in ("changed", "new"):
                assert sentence.text() in "\n".join(faces[change.key].reading()), change.key
            if change.status in ("changed", "gone"):
                assert sentence.text(("equal", "delete")) in "\n".join(before[change.key].reading()), change.key
            assert sum(len(run.words) for run in sentence.runs) <= LONGEST
    inserted = {word.text for change in found for s in change.sentences for run in s.runs if run.op == "insert"
                for word in run.words}
    assert "teh" in {word.lower() for word in inserted}


@pytest.mark.parametrize("name", BUNDLED)
def test_a_bundled_faces_icons_are_read_by_name(bundled, name):
    """Every icon a face draws is read, by the name the icon key gives it, in the face's reading text."""
    old, _ = bundled[name]
    for face in old.faces:
        said = "\n".join(face.reading())
        assert all(icon.name in said for icon in face.icons), face.key
        assert len(face.words) == len([word for placed in face.texts for word in placed.text.text.split()]) + len(
            face.icons)


def test_a_sentence_a_face_says_many_times_is_shown_once_with_how_often(folder):
    """A renamed token changes each of its placement rows on the setup sheet alike (a name of the same
    initials keeps its map keys): the change list shows the sentence once, saying how many times, where the
    JSON keeps every one."""
    import re
    import subprocess
    import sys

    old, new = _hulk(folder), _hulk(folder, ("name: Gamma Absorber", "name: Gamma Amplifier"))  # its keys stay GA
    out = folder / "many"
    made = subprocess.run([sys.executable, "-m", "printgen", "proof", str(new), "--against", str(old), "--out",
                           str(out), "--seed", "1"], capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    shown = (out / "my-hulk" / "proof.html").read_text(encoding="utf-8")
    listed = json.loads(subprocess.run([sys.executable, "-m", "printgen", "proof", str(new), "--against", str(old),
                                        "--format", "json", "--seed", "1"], capture_output=True, text=True).stdout)
    setup = next(change for change in listed["changes"] if change["face"].startswith("setup"))
    texts = [sentence["text"] for sentence in setup["sentences"]]
    repeated = max(set(texts), key=texts.count)
    assert texts.count(repeated) > 1
    assert re.search(rf"\({texts.count(repeated)} times on this face\)", shown)
