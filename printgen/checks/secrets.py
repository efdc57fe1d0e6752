"""secret.*: what a face-down Randomizer group hides stays hidden on every sheet players see.

What such a group hides is which of its faces lies where. Its backs may be named anywhere; its faces
may be named by the rules (what a revealed Shutdown Code does). What gives the secret away is paper
that puts a face at a place: the setup sheet's map and placement table naming a token where it lies
(and the setup JSON and virtual table made from the same setup), an open order listing the faces in
the order they are laid, or a label or text that names a face on, or at, a place the group's tokens
lie face down (a fixed place, a zone, tracker spots or an area)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.core.markup import plain
from printgen.model import Encounter
from printgen.model.setup_map import Fixed, Zone
from printgen.model.tables import ReferenceTable, RollTable
from printgen.model.tokens import RandomizerGroup, Token
from printgen.model.trackers import Area, Spots

FACE_UP = re.compile(r"\b(?:reveal\w*|face[ -]up|flipped)\b", re.IGNORECASE)
FACE_DOWN = re.compile(r"\bface[ -]down\b", re.IGNORECASE)


@dataclass(frozen=True)
class Secret:
    """A face-down group whose tokens show more than one face: which lies where is hidden."""

    group: RandomizerGroup
    members: tuple[Token, ...]
    ids: frozenset[str]  # the group's id and its tokens': what places or holds its tokens
    faces: tuple[tuple[str, re.Pattern], ...]  # the words on some faces but not all, each found in a text

    def face_in(self, text: str) -> str | None:
        """The first of the faces ``text`` names, as written there."""
        return next((match.group() for _, pattern in self.faces if (match := pattern.search(plain(text)))), None)

    @property
    def back(self) -> str:
        return self.group.back.label or self.group.name


def kept_secrets(enc: Encounter) -> list[Secret]:
    """Every face-down group whose tokens can be told apart face up (two names or fronts, or numbers)."""
    found = []
    for group in enc.randomizers:
        members = tuple(token for token in enc.tokens if token.randomizer == group.id)
        if group.face_down and len({face for token in members for face in _faces(token)}) > 1:
            found.append(Secret(group, members, frozenset({group.id, *(token.id for token in members)}),
                                _telling(group, members)))
    return found


def _faces(token) -> list[tuple]:
    """Each copy's face as printed: its name, its front, and its number if it is numbered."""
    front = (token.name, token.front.label, token.front.icon, token.front.number)
    return [(*front, number) for number in range(1, token.count + 1)] if token.numbered else [front]


def _telling(group, members) -> tuple[tuple[str, re.Pattern], ...]:
    """The names and front labels on some of the group's tokens but not all (nor its name or back):
    the words that tell one face from another, each with a pattern for it, plural too."""
    words = [{text.strip().lower() for text in (token.name, token.front.label) if len(text.strip()) > 2}
             for token in members]
    shared = set.intersection(*words) | {group.name.lower(), group.back.label.lower()}
    telling = sorted(set().union(*words) - shared, key=len, reverse=True)
    return tuple((word, re.compile(rf"(?<!\w){re.escape(word)}(?:e?s)?(?!\w)", re.IGNORECASE)) for word in telling)


@check("secret.printed", "error")
def secrets_stay_secret(context: Context) -> Iterator[Issue]:
    """No face of a face-down Randomizer group is printed where players see which token lies where: a
    setup placement, fixed or random, of one of its tokens by the token's own id (the map, placement
    table and setup JSON would name it there); an open order of the group (hidden: false lists its
    faces in the order they are laid); the label or text of a place that holds its tokens face down (a
    fixed place, a zone a placement keeps them in, tracker spots or an area) naming one of its faces,
    unless that place is for tokens turned face up; a roll-table or reference-table row, or a text of
    the setup sheet (an order's text, the terrain, the note, a level's value), naming a face together
    with such a place. Each finding says how to keep the secret."""
    enc = context.enc
    for secret in kept_secrets(enc):
        yield from _placed_by_face(enc, secret)
        yield from _open_orders(enc, secret)
        holders = list(_holders(enc, secret))
        yield from _named_holders(secret, holders)
        # a place whose own label names a face is found at the label, and is no place to look for here
        yield from _placing_texts(enc, secret, [label for _, label, *_ in holders
                                                if len(label) > 2 and not secret.face_in(label)])
        yield from _sheet_texts_placing(enc, secret)


def _placed_by_face(enc: Encounter, secret: Secret) -> Iterator[Issue]:
    """Placements of one of the group's tokens by its own id, each with what would print it."""
    tokens = {token.id: token for token in secret.members}
    for fixed in enc.setup_map.fixed:
        if (token := tokens.get(fixed.token or "")) is None:
            continue
        yield _by_face(fixed, token, secret, f"the setup JSON would name it at '{fixed.label}', and "
                       f"every virtual table would lay that very token there")
    for placement in (placement for placement in enc.setup_map.random if placement.token in tokens):
        token = tokens[placement.token]
        yield _by_face(placement, token, secret, f"each setup sheet's map and placement table, and its JSON, would "
                       f"name it where it lies ('{token.name}{' 1' if token.numbered else ''}')")


def _by_face(placement, token: Token, secret: Secret, shown: str) -> Issue:
    return Issue(placement.path + ("token",), f"'{placement.id}' places '{token.name}' by its own id, a token of the "
                 f"face-down Randomizer group '{secret.group.name}': {shown}, which its back hides; place the "
                 f"group's backs (token: {secret.group.id}), which is which drawn at the table", placement.id)


def _open_orders(enc: Encounter, secret: Secret) -> Iterator[Issue]:
    for order in enc.setup_map.orders:
        listed = sorted({f"{token.name} {n}" if token.numbered else token.name for token in secret.members
                         if order.randomizer in (token.id, token.randomizer) for n in range(1, token.count + 1)})
        if order.hidden or len(listed) < 2:
            continue
        yield Issue(order.path + ("hidden",), f"order '{order.name}' is open (hidden: false): each setup sheet and "
                    f"its JSON would list the faces of the face-down Randomizer group '{secret.group.name}' in the "
                    f"order they are laid ({', '.join(listed[:2])} …), which their backs hide; write hidden: true, "
                    f"and the sheet prints the order's text in place of the list", order.id)


def _holders(enc: Encounter, secret: Secret) -> Iterator[tuple[tuple, str, str, str | None, str]]:
    """Each place that holds the group's tokens face down: (the path of its label, the label, what it is,
    its text if it has one, its id)."""
    setup = enc.setup_map
    for fixed in setup.fixed:
        if fixed.token in secret.ids or (fixed.token is None and _names_group(secret, fixed.label)):
            yield fixed.path + ("label",), fixed.label, "a fixed place", None, fixed.id
    kept = {placement.zone for placement in setup.random if placement.token in secret.ids and placement.zone}
    for zone in setup.deployment:
        if zone.id in kept:
            yield zone.path + ("label",), zone.label, "a zone", None, zone.id
    for tracker in enc.trackers:
        for part in tracker.components:
            if isinstance(part, (Spots, Area)) and part.token in secret.ids and not _face_up(part):
                kind = "spots" if isinstance(part, Spots) else "an area"
                yield part.path + ("label",), part.label, f"{kind} of tracker '{tracker.name}'", part.text, part.id


def _names_group(secret: Secret, text: str) -> bool:
    """Whether ``text`` names the group by its name or its back ("Cargo Crate", "Cargo"), as a place
    labelled "Cargo Crate (Relief Supplies)" does."""
    names = {secret.group.name, secret.back}
    return any(re.search(rf"(?<!\w){re.escape(name)}(?:e?s)?(?!\w)", plain(text), re.IGNORECASE) for name in names)


def _face_up(part) -> bool:
    """Whether a tracker's spots or area is for tokens turned face up (revealed), by its own words."""
    words = f"{part.label} {part.text or ''}"
    return bool(FACE_UP.search(words)) and not FACE_DOWN.search(words)


def _named_holders(secret: Secret, holders) -> Iterator[Issue]:
    for path, label, what, text, ident in holders:
        for where, written in ((path, label), (path[:-1] + ("text",), text)):
            face = secret.face_in(written) if written else None
            if face:
                yield Issue(where, f"'{label}', {what} where tokens of the face-down Randomizer group "
                            f"'{secret.group.name}' lie face down, names the face '{face}' in its {where[-1]}: "
                            f"players would read which token lies there; name the place, not the face (their backs "
                            f"say '{secret.back}')", ident, needle=face)


def _placing_texts(enc: Encounter, secret: Secret, places: list[str]) -> Iterator[Issue]:
    """Table rows and texts of the setup sheet that name a face together with a place its tokens lie."""
    for path, text, ident in _rows_and_sheet_texts(enc):
        face = secret.face_in(text)
        place = next((place for place in places
                      if face and re.search(rf"(?<!\w){re.escape(place)}(?!\w)", plain(text), re.IGNORECASE)), None)
        if face and place:
            yield Issue(path, f"this text names the face '{face}' of the face-down Randomizer group "
                        f"'{secret.group.name}' with '{place}', where its tokens lie face down: players would read "
                        f"which token lies there; say what a revealed token does, not where one lies", ident,
                        needle=face)


def _rows_and_sheet_texts(enc: Encounter) -> Iterator[tuple[tuple, str, str | None]]:
    """(path, text, the id of its owner) for every table row's words, and every text the setup sheet
    prints beside its map: orders' texts, the terrain's, the note, and the levels' values."""
    tables: list[RollTable | ReferenceTable] = [*enc.tables, *enc.reference_tables]
    for table in tables:
        for index, row in enumerate(table.rows):
            for key in ("key", "name", "text"):
                if isinstance(value := getattr(row, key, None), str):
                    yield table.path + ("rows", index, key), value, table.id
    setup = enc.setup_map
    yield from ((order.path + ("text",), order.text, order.id) for order in setup.orders)
    yield from [(setup.path + ("terrain", "text"), setup.terrain.text, None)] if setup.terrain else []
    yield from [(setup.path + ("note",), setup.note, None)] if setup.note else []
    for level in enc.difficulty.levels:
        yield from ((level.path + ("values", column), value, None) for column, value in level.values.items()
                    if isinstance(value, str))


def _sheet_texts_placing(enc: Encounter, secret: Secret) -> Iterator[Issue]:
    """The setup sheet's texts (orders, terrain, note) with a sentence that names a face, the group and a
    place on the map together ("put the Relief Supplies under the Cargo Crates nearest the Beacon")."""
    setup = enc.setup_map
    placed: list[Fixed | Zone] = [*setup.fixed, *setup.deployment]
    places = [place.label for place in placed if len(place.label) > 2]
    texts: list[tuple[tuple, str, str | None]] = [(order.path + ("text",), order.text, order.id)
                                                  for order in setup.orders]
    texts += [(setup.path + ("note",), setup.note, None)] if setup.note else []
    texts += [(setup.path + ("terrain", "text"), setup.terrain.text, None)] if setup.terrain else []
    for path, text, ident in texts:
        for sentence in re.split(r"(?<=[.!?])\s+", plain(text)):
            face = secret.face_in(sentence)
            place = next((place for place in places if face and _names_place(sentence, place)), None)
            if face and place and _names_group(secret, sentence.replace(face, " ")) and not FACE_UP.search(sentence):
                yield Issue(path, f"this text of the setup sheet puts the face '{face}' of the face-down Randomizer "
                            f"group '{secret.group.name}' by '{place}': players would read which token lies where; "
                            f"say to shuffle the backs, not where a face goes", ident, needle=face)


def _names_place(sentence: str, place: str) -> bool:
    return bool(re.search(rf"(?<!\w){re.escape(place)}(?!\w)", sentence, re.IGNORECASE))
