"""The one walk of a model (printgen.model.tree): what each string is under and where each node is,
as the loader's paths and the checks' texts read them."""

from __future__ import annotations

from pydantic import BaseModel, Field

from printgen.model.tree import Tree, tree_of


class Face(BaseModel):
    label: str
    notes: list[str] = []


class Piece(BaseModel):
    id: str
    name: str
    faces: dict[str, Face] = {}


class Settings(BaseModel):
    words: list[str] = []


class File(BaseModel):
    id: str
    title: str
    pieces: list[Piece] = []
    settings: Settings = Field(default_factory=Settings, alias="checks")


FILE = File.model_validate({"id": "file", "title": "A Title", "checks": {"words": ["Zzyzx"]},
                            "pieces": [{"id": "hulk", "name": "Hulk", "faces": {"front": {"label": "Smash",
                                                                                         "notes": ["Big"]}}}]})


def test_each_node_is_met_before_what_it_holds_in_the_order_of_its_fields_with_its_path_as_the_file_spells_it():
    assert [(type(node).__name__, path) for node, path in Tree.of(FILE).models] == [
        ("File", ()), ("Piece", ("pieces", 0)), ("Face", ("pieces", 0, "faces", "front")), ("Settings", ("checks",))]


def test_each_string_says_the_field_it_is_under_the_nearest_id_and_whether_it_is_bookkeeping():
    found = {leaf.path: (leaf.text, leaf.subject, leaf.owner.__name__, leaf.name, leaf.bookkeeping)
             for leaf in Tree.of(FILE).strings}
    assert found == {
        ("id",): ("file", "file", "File", "id", True),
        ("title",): ("A Title", "file", "File", "title", False),
        ("checks", "words", 0): ("Zzyzx", "file", "Settings", "words", True),
        ("pieces", 0, "id"): ("hulk", "hulk", "Piece", "id", True),
        ("pieces", 0, "name"): ("Hulk", "hulk", "Piece", "name", False),
        ("pieces", 0, "faces", "front", "label"): ("Smash", "hulk", "Face", "label", False),
        ("pieces", 0, "faces", "front", "notes", 0): ("Big", "hulk", "Face", "notes", False),
    }


def test_a_part_is_walked_with_its_paths_from_where_it_stands():
    piece = FILE.pieces[0]
    walked = Tree.of(piece, ("pieces", 0))
    assert [path for _, path in walked.models] == [("pieces", 0), ("pieces", 0, "faces", "front")]


def test_a_whole_model_is_walked_once_however_many_ask():
    assert tree_of(FILE) is tree_of(FILE)
    assert tree_of(FILE).strings == Tree.of(FILE).strings
