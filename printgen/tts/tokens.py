"""The tokens as Tabletop Simulator tiles at their printed size, both faces, and where each goes:
on the map where a setup put it, in its Randomizer group's bag, or beside the map."""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from printgen.layout.token_faces import TokenCopy, back_items, front_items
from printgen.layout.print_shop import pixel_size
from printgen.layout.tokens import copies
from printgen.model import Encounter
from printgen.randomise import Placed, Setup
from printgen.tts.images import POINTS_PER_INCH, Images, picture, rasterised
from printgen.tts.objects import Tile

TOKEN_DPI = 300
SHAPES = {"round": "circle", "square": "box", "rect": "box"}


@dataclass(frozen=True)
class OnMap:
    """A token where the setup put it (x, y in the setup's inches), described as the map keys it."""

    tile: Tile
    x: float
    y: float
    face_down: bool


@dataclass(frozen=True)
class Bagged:
    """A bag: a Randomizer group's, or a pile of one token's copies; its name, whether its tokens
    lie face down, the tokens, and whether it is drawn from at random (a Randomizer group's: its
    tokens shuffled by the seed, and the bag set to give one at random)."""

    name: str
    face_down: bool
    tiles: list[Tile]
    random: bool = False


@dataclass
class TokenLayout:
    """Every token copy once: on the map, in a bag (a Randomizer group's, or one per token with
    several copies left; by group or token id), or loose."""

    on_map: list[OnMap] = field(default_factory=list)
    bags: dict[str, Bagged] = field(default_factory=dict)
    loose: list[Tile] = field(default_factory=list)


def token_tiles(enc: Encounter, images: Images) -> list[tuple[TokenCopy, Tile]]:
    """A tile for every copy the kit prints (no spares); copies that look alike share their images, but
    for a face-down token's front, which is named by its group and a number that says nothing of it."""
    made = list(copies(enc, 0))
    looks: dict[tuple[str, int | None], TokenCopy] = {}
    for copy in made:
        looks.setdefault((copy.token.id, copy.number), copy)
    drawn = dict(zip(looks, _drawn_faces(enc, list(looks.values())), strict=True))
    hidden = _hidden_stems(enc, made, {index: drawn[copy.token.id, copy.number][0] for index, copy in enumerate(made)})
    tiles = []
    for index, copy in enumerate(made):
        front, back = drawn[copy.token.id, copy.number]
        front_url = (images.add(f"{hidden[index]}-front", front, alone=True) if index in hidden
                     else images.add(f"{_stem(copy)}-front", front))
        back_url = images.add(f"{_back_stem(enc, copy)}-back", back) if back is not None else ""
        tiles.append((copy, _tile(enc, copy, front_url, back_url)))
    return tiles


def _drawn_faces(enc: Encounter, shown: list[TokenCopy]) -> Iterator[tuple[bytes, bytes | None]]:
    """(front PNG, back PNG or None) of each copy, both faces rendered in one pass."""
    # drawn as for a print shop (bleed 0): colour to the image's edge and no cut line, since the
    # tile's own edge is the cut and a drawn line there would show as a rim
    faces = [(copy, front_items(copy, 0.0), back_items(enc, copy, 0.0)) for copy in shown]
    pages = [picture(*copy.size(), items)
             for copy, front, back in faces for items in (front, back) if items is not None]
    pngs = rasterised(pages, [pixel_size(page, TOKEN_DPI) for page in pages])
    for _, _, back in faces:
        yield next(pngs), next(pngs) if back is not None else None


def _stem(copy: TokenCopy) -> str:
    """"token-<id>", and its number for a numbered token."""
    return f"token-{copy.token.id}" + (f"-{copy.number}" if copy.number else "")


def _back_stem(enc: Encounter, copy: TokenCopy) -> str:
    """A Randomizer group's tokens share one back, named by the group; any other token's by itself."""
    group = enc.group(copy.token.randomizer)
    return f"token-{group.id}" if group is not None else _stem(copy)


def _hidden_stems(enc: Encounter, made: list[TokenCopy], fronts: dict[int, bytes]) -> dict[int, str]:
    """The name of each face-down copy's front image (by its index in ``made``): its group's id and a
    number from 1, in an order set by a digest of the picture itself (and which of its look-alikes it
    is), not by the data's order, which lists the faces token by token: so neither a name nor its place
    in the numbering says which face it is, and the same encounter always gives the same names."""
    stems = {}
    for group in (group for group in enc.randomizers if group.face_down):
        members = [index for index, copy in enumerate(made) if copy.token.randomizer == group.id]
        seen: Counter = Counter()
        keys = {}
        for index in members:
            seen[fronts[index]] += 1
            keys[index] = hashlib.sha256(fronts[index] + seen[fronts[index]].to_bytes(4, "big")).digest()
        for number, index in enumerate(sorted(members, key=keys.__getitem__), start=1):
            stems[index] = f"token-{group.id}-{number}"
    return stems


def _tile(enc: Encounter, copy: TokenCopy, front: str, back: str) -> Tile:
    """A copy's tile, named as a player may see it: a face-down token by its group, whose back everyone
    sees (TTS shows a tile's name to whoever points at it, face down or not)."""
    token = copy.token
    w, h = copy.size()
    group = enc.group(token.randomizer)
    if group is not None and group.face_down:
        name, description = _hidden_name(enc, token, group), group.kind or ""
    else:
        name, description = (f"{token.name} {copy.number}" if copy.number else token.name), token.kind or ""
    return Tile(name, front, back, (w / POINTS_PER_INCH, h / POINTS_PER_INCH), SHAPES[token.shape],
                description=description)


def _hidden_name(enc: Encounter, token, group) -> str:
    """What a face-down token is called: the token's own name where every token of its group is that token
    (the Cerebro Tower Randomizers, told apart only by the number the face hides), else the group's."""
    members = {other.id for other in enc.tokens if other.randomizer == group.id}
    return token.name if members == {token.id} else group.name


def lay_out(enc: Encounter, tiles: list[tuple[TokenCopy, Tile]], setup: Setup) -> TokenLayout:
    """Where each copy goes: the setup's placements take copies of their token in order (a placement
    beyond the copies printed gets one more, as a table would need); the rest go to their bag or beside.
    A Randomizer group's bag holds its tokens in the order the seed shuffles them (the draws above
    first, then each bag's shuffle, all from one random.Random(seed): the same seed, the same table)."""
    layout = TokenLayout()
    left = list(tiles)
    draw = random.Random(setup.seed)  # which face-down token lies where: the seed's, as a table would shuffle
    for placed, row in zip(setup.placements, setup.table(), strict=False):  # the table's terrain rows follow
        if placed.token is None:
            continue
        copy, tile = _take(left, placed, tiles, draw)
        named = replace(tile, description=f"map key {row.key}: {placed.label}")  # as the setup sheet keys it
        layout.on_map.append(OnMap(named, placed.x, placed.y, _face_down(enc, copy)))
    piles = Counter(copy.token.id for copy, _ in left)
    for copy, tile in left:
        group = enc.group(copy.token.randomizer)
        if group is not None:
            layout.bags.setdefault(group.id, Bagged(group.name, group.face_down, [], random=True)).tiles.append(tile)
        elif piles[copy.token.id] > 1:  # a pile of one kind: tidied into a bag
            layout.bags.setdefault(copy.token.id, Bagged(copy.token.name, False, [])).tiles.append(tile)
        else:
            layout.loose.append(tile)
    for bagged in layout.bags.values():
        if bagged.random:
            draw.shuffle(bagged.tiles)
    return layout


def _take(left: list, placed: Placed, tiles: list, draw: random.Random) -> tuple[TokenCopy, Tile]:
    """The copy a placement puts down: of a numbered token, the one printed with its number; of a
    face-down group, one of its tokens drawn at random (the seed's draw: which is which is hidden)."""
    def wanted(copy: TokenCopy) -> bool:
        return copy.token.id == placed.token and (placed.number is None or copy.number == placed.number)

    drawn = [index for index, (copy, _) in enumerate(left) if copy.token.randomizer == placed.token]
    if drawn:
        return left.pop(draw.choice(drawn))
    for index, (copy, tile) in enumerate(left):
        if wanted(copy):
            return left.pop(index)
    same = [(copy, tile) for copy, tile in tiles if placed.token in (copy.token.id, copy.token.randomizer)]
    return next(((copy, tile) for copy, tile in same if wanted(copy)), same[0])  # beyond the copies printed


def _face_down(enc: Encounter, copy: TokenCopy) -> bool:
    group = enc.group(copy.token.randomizer)
    return bool(group and group.face_down)
