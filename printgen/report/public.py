"""The JSON forms other tools rely on (see the README's JSON contract).

The normalised model is the model's own JSON dump (print sizes in millimetres,
battlefield distances in inches), with tokens and roll tables resolved: a
Randomizer token shows its group's back, a table shows its dice per level.
"""

from __future__ import annotations

from printgen.model import Encounter
from printgen.model.tables import RollTable
from printgen.model.tokens import Token


def encounter_json(enc: Encounter, path: str) -> dict:
    data = enc.model_dump(mode="json", by_alias=True)
    data["path"] = path
    data["tokens"] = [token_json(enc, token) for token in enc.tokens]
    data["tables"] = [table_json(enc, table) for table in enc.tables]
    return data


def list_entry(enc: Encounter, path: str) -> dict:
    return {"id": enc.id, "title": enc.title, "difficulties": enc.difficulty.level_names(), "path": path}


def token_json(enc: Encounter, token: Token) -> dict:
    data = token.model_dump(mode="json", by_alias=True, exclude={"size", "back"})
    group = enc.group(token.randomizer)
    data["size_mm"] = token.model_dump(mode="json", include={"size"})["size"]
    back = group.back if group else token.back
    data["back"] = back.model_dump(mode="json") if back else None
    data["face_down"] = bool(group and group.face_down)
    return data


def table_json(enc: Encounter, table: RollTable) -> dict:
    data = table.model_dump(mode="json", by_alias=True)
    data["dice"] = enc.dice(table)
    return data
