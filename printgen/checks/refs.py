"""Cross-references: tokens used, Randomizer groups filling their spots, counts in the text matching the
copies printed (read by checks/counts.py), superpowers named in the text matching the data, placements
measured from what is already placed. (Ids that name nothing are load errors.)"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from printgen.load import bundled
from printgen.core import units
from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.checks.counts import countable, miscounts_of
from printgen.checks.words import in_each_text, name_or_plural
from printgen.model import Encounter
from printgen.model.rules import walk_rules
from printgen.core.markup import plain
from printgen.model import StatCard
from printgen.model.setup_map import Fixed, Placement
from printgen.model.trackers import Area, Spots, Track

DETERMINERS = {"This", "That", "A", "An", "Each", "Any", "Its", "His", "Her", "Their", "Another", "Following"}
_SUPERPOWER = re.compile(r"((?:[A-Z][\w'’!?.]*)(?:\s+(?:of|the|and|a|to|[A-Z][\w'’!?.]*))*)\**\s+superpower\b")


@check("ref.unused-token", "warning")
def every_token_is_used(context: Context) -> Iterator[Issue]:
    """Every declared token is used: by a rule, a tracker, the setup map, or named in the text."""
    enc = context.enc
    used = {block.token for block in walk_rules(enc.rules) if block.token}
    for tracker in enc.trackers:
        used |= {c.token for c in tracker.components if isinstance(c, (Track, Spots, Area)) and c.token}
    used |= {f.token for f in enc.setup_map.fixed if f.token} | {p.token for p in enc.setup_map.random}
    used |= {order.randomizer for order in enc.setup_map.orders}
    for token in enc.tokens:
        if token.id in used or token.randomizer in used:
            continue
        others = " ".join(plain(f.text) for f in context.game_texts if f.subject != token.id)  # not its own name
        if re.search(r"\b" + name_or_plural(token.name.lower()) + r"\b", others.lower()):
            continue
        yield Issue(token.path, f"token '{token.name}' is declared but nothing uses it (no rule, tracker or setup "
                    f"map names it): use it, or remove it", token.id)


def _token_references(enc: Encounter):
    """(path, id, the fix) for each reference where one token belongs: a spot or track space is
    sized for its token, and the map, fixed or at random, places copies of one token, or the backs of a
    face-down group (whose faces are drawn at the table: a face-up group's would say which token lies where)."""
    sized = "a spot or track space is sized for one token, so name one of the group's tokens"
    placed = "the map places one token, or the backs of a face-down group, so place each of its tokens by its own id"
    face_down = {group.id for group in enc.randomizers if group.face_down}
    for tracker in enc.trackers:
        for component in tracker.components:
            if isinstance(component, (Spots, Track)):  # an Area may hold a whole group (a face-down pile)
                yield component.path + ("token",), component.token, sized
    placements: list[Fixed | Placement] = [*enc.setup_map.fixed, *enc.setup_map.random]
    for placement in placements:
        if placement.token not in face_down:  # a face-down group's back: which token it is, drawn at the table
            yield placement.path + ("token",), placement.token, placed


@check("ref.group-as-token", "error")
def tokens_not_groups(context: Context) -> Iterator[Issue]:
    """A Randomizer group's id is not used where one token belongs (tracker spots and tracks, setup
    map placements): those are sized, and counted, by a token. A rule, an area or an order may name
    the group, and a placement, fixed or random, the backs of a face-down group."""
    enc = context.enc
    members = {group.id: [token.id for token in enc.tokens if token.randomizer == group.id]
               for group in enc.randomizers}
    for path, ident, fix in _token_references(enc):
        if ident in members:
            names = ", ".join(f"'{token}'" for token in members[ident]) or "it has none yet"
            yield Issue(path, f"'{ident}' is a Randomizer group, not a token: {fix} ({names})", ident)


@check("ref.randomizer-spots", "error")
def groups_fill_their_spots(context: Context) -> Iterator[Issue]:
    """A Randomizer group has as many tokens as the spots that hold it."""
    enc = context.enc
    sizes = enc.copies()
    group_of = {token.id: token.randomizer for token in enc.tokens if token.randomizer}
    for tracker in enc.trackers:
        for component in (component for component in tracker.components if isinstance(component, Spots)):
            group = group_of.get(component.token)
            if group and sizes[group] != component.count:
                yield Issue(component.path + ("count",), f"'{component.label}' has {component.count} spots for the "
                            f"{sizes[group]} tokens of Randomizer group '{group}': make the spots and the group's "
                            f"tokens the same number", component.id)


@check("ref.placed-copies", "error")
def map_places_what_the_kit_prints(context: Context) -> Iterator[Issue]:
    """The setup map places no more copies of a token than the kit prints (the token's count), and no
    more backs of a face-down group than it has tokens."""
    enc = context.enc
    printed = _printed(enc)
    setup = enc.setup_map
    placements: list[tuple[str, Fixed | Placement, int]] = [
        (fixed.token, fixed, 1) for fixed in setup.fixed if fixed.token is not None and fixed.token in printed]
    placements += [(placement.token, placement, placement.count) for placement in setup.random
                   if placement.token in printed]
    total: Counter[str] = Counter()
    for token, _, copies in placements:
        total[token] += copies
    running: Counter[str] = Counter()
    for token, placement, copies in placements:
        name, count, raise_what = printed[token]
        running[token] += copies
        if running[token] > count >= running[token] - copies:  # the placement that runs out
            yield Issue(placement.path + (("count",) if copies > 1 else ("token",)), f"the setup map places "
                        f"{total[token]} copies of '{name}' but the kit prints {count}: raise {raise_what} "
                        f"to {total[token]}, or place fewer", token)


@check("ref.placed-later", "error")
def measured_from_what_is_placed(context: Context) -> Iterator[Issue]:
    """A random placement measures only from what is on the map when it is placed: a placement listed
    before it, a fixed place, a zone, or a token placed so. A constraint from itself, or from a
    placement listed after it (two that name each other are a circle, and one of them names the later),
    would measure from nothing, and the setup would ignore it on every seed."""
    setup = context.enc.setup_map
    for index, placement in enumerate(setup.random):
        for number, constraint in enumerate(placement.constraints):
            later = _placed_at_or_after(constraint.origin, index, setup)
            if later is None:
                continue
            where = placement.path + ("constraints", number, "from")
            if later.id == placement.id and constraint.origin == placement.id:
                yield Issue(where, f"placement '{placement.id}' measures from itself: for the distance between "
                            f"its own copies write 'from: same'", placement.id)
            else:
                placed = "is placed" if later.id == constraint.origin else f"'{later.id}' places"
                yield Issue(where, f"placement '{placement.id}' measures from '{constraint.origin}', which {placed} "
                            f"after it: the setup would measure from nothing and ignore this constraint; list "
                            f"'{later.id}' before '{placement.id}'", placement.id)


def _placed_at_or_after(origin: str, index: int, setup):
    """The placement at ``index`` or later that puts ``origin`` on the map, if nothing earlier does: the
    placement of that id, or of that token when no fixed place or earlier placement holds it."""
    placements = setup.random
    named = next((p for p in placements if p.id == origin), None)
    if named is not None:
        return named if placements.index(named) >= index else None
    if any(fixed.id == origin or fixed.token == origin for fixed in setup.fixed):
        return None
    placing = [number for number, p in enumerate(placements) if p.token == origin]
    return placements[placing[0]] if placing and placing[0] >= index else None


def _printed(enc: Encounter) -> dict[str, tuple[str, int, str]]:
    """Token or group id -> its name, the copies the kit prints, and what to raise to print more."""
    copies = enc.copies()
    found = {token.id: (token.name, copies[token.id], "the token's count") for token in enc.tokens}
    return found | {group.id: (group.name, copies[group.id], "the count of its tokens") for group in enc.randomizers}


def _look(token) -> tuple[str, tuple[float, float]]:
    return token.shape, token.size_pt


def _described(look: tuple[str, tuple[float, float]]) -> str:
    shape, (w, h) = look
    wide, high = (f"{units.points_to_mm(length):.3g}" for length in (w, h))
    return f"{shape} {wide} mm" if shape != "rect" else f"{shape} {wide} × {high} mm"


@check("ref.face-down-alike", "error")
def face_down_groups_alike(context: Context) -> Iterator[Issue]:
    """The tokens of a face-down (hidden) Randomizer group share one shape and size: a token that
    differs can be told apart face down, which gives the hidden information away."""
    enc = context.enc
    for group in enc.randomizers:
        members = [token for token in enc.tokens if token.randomizer == group.id]
        if not group.face_down or not members:
            continue
        usual = Counter(_look(token) for token in members).most_common(1)[0][0]  # ties: the first declared
        for token in members:
            if _look(token) != usual:
                key = "shape" if token.shape != usual[0] else "size"
                yield Issue(token.path + (key,), f"'{token.name}' is {_described(_look(token))}, but the other tokens "
                            f"of the face-down Randomizer group '{group.name}' are {_described(usual)}: face down "
                            f"it can be told apart; make it {_described(usual)} like them", token.id)


@check("ref.count-in-text", "warning")
def counts_in_text_match(context: Context) -> Iterator[Issue]:
    """Counts written in the text agree with the data: one that claims every copy ("the 6 Cerebro
    Tower Randomizer tokens", "all four Doomsday Consoles", "shuffle 8 Starfall Shard tokens", "the 6
    Priority Tracking spots") is the data's count, and no count is more than the kit prints ("place 5
    Evacuees" of 4). The longest name that follows the number is the one counted."""
    return in_each_text(context.game_texts, miscounts_of(countable(context.enc)))


@check("ref.superpower", "warning")
def named_superpowers_exist(context: Context) -> Iterator[Issue]:
    """Every superpower the text names ("the We Are Ultron! superpower") is in the data."""
    enc = context.enc
    known = {power.name.lower() for power in enc.superpowers}
    for card in enc.cards:
        if isinstance(card, StatCard):
            known |= {power.name.lower() for power in card.superpowers}
    for field in context.game_texts:
        for match in _SUPERPOWER.finditer(plain(field.text)):
            name = match.group(1)
            if name.split()[0] in DETERMINERS:  # "This superpower can be used …"
                continue
            if name.lower() not in known:  # an owner's ("the Brine Regent's Undertow superpower"), then "The"
                name = re.sub(r"^(?:The|the)\s+(?=[A-Z])", "", re.split(r"(?<=['’]s)\s+", name)[-1])
            if name.lower() in known or name.lower().removeprefix("the ") in known:
                continue
            yield Issue(field.path, f"the text names the superpower '{name}', which no stat card or granted "
                        f"superpower of this encounter has", field.subject, needle=name.split()[0])


@check("ref.bundled-id", "error")
def a_file_has_an_id_of_its_own(context: Context) -> Iterator[Issue]:
    """A file that takes the id of a bundled encounter (a copy of one, edited) writes its parts where
    that encounter's go, OUT/<id>/, and would replace them without a word; a printed command naming
    the id would make the bundled encounter's sheets, not this file's."""
    ident = context.enc.id
    if ident in bundled.bundled_ids() and not _is_bundled_file(context.doc.path, ident):
        yield Issue(("id",), f"'{ident}' is the id of a bundled encounter: this file's kit and sheets would "
                             f"replace its own in OUT/{ident}/; give this file an id of its own", ident)


def _is_bundled_file(shown: str, ident: str) -> bool:
    return Path(shown).resolve() == bundled.bundled_path(ident).resolve()
