"""Rules text: rule blocks, granted superpowers, flowcharts, ending conditions and notes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, WithJsonSchema

from printgen.core.limits import COVER_WORDS
from printgen.model.base import Count, Id, Matching, Name, Node, Side, Small, Text
from printgen.model.refs import CardId, ColumnId, EndingId, ReferenceTableId, RollTableId, SuperpowerId, TokenId


class RuleBlock(Node):
    id: Id
    """The block's id: a card names it (``{rule: id}``) to print the same text."""
    title: Name
    """The heading printed above the block."""
    text: Text | None = None
    """The block's rules text."""
    token: TokenId | None = None
    """The token or Randomizer group this block describes; its kind is printed after the title."""
    table: RollTableId | None = None
    """A roll table printed after the text."""
    reference_table: ReferenceTableId | None = None
    """A reference table printed after the text."""
    superpowers: list[SuperpowerId] = []
    """Superpowers printed after the text (e.g. one granted to every Crisis Team character)."""
    difficulty: bool = False
    """Print the difficulty chart after the text."""
    endings: list[EndingId] = []
    """Ending conditions printed after the text."""
    blocks: list["RuleBlock"] = []
    """Nested blocks, e.g. the entries under Tokens & Objectives."""
    card_only: bool = False
    """Printed on cards only, not in the rules document."""


def _attack_range(value):
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value


RANGE_PATTERN = re.compile(r"^((beam|area) )?([1-9]|10)$")
AttackRange = Annotated[str, BeforeValidator(_attack_range),
                        Matching(RANGE_PATTERN, "range", "a range", "write 2, 'beam 3' or 'area 1'"),
                        WithJsonSchema({"anyOf": [{"type": "integer", "minimum": 1, "maximum": 10},
                                                  {"type": "string", "pattern": RANGE_PATTERN.pattern}]})]
"""A range band (``2``) or a beam or area range (``beam 3``, ``area 1``)."""


class Superpower(Node):
    id: Id | None = None
    """The superpower's id, which text references name (``{cost:id}``)."""
    name: Name
    """The superpower's name as printed."""
    cost: Small | None = None
    """Power cost; leave out for superpowers that cost nothing."""
    text: Text | None = None
    """Required, except on a stat card the seeds name but do not print."""


class GrantedSuperpower(Superpower):
    """A superpower the encounter gives characters; it always has an id and text."""

    id: Id
    """The superpower's id, which a rule block's ``superpowers`` and text references name."""
    text: Text
    """What the superpower does."""


class Attack(Node):
    id: Id | None = None
    """The attack's id, which text references name (``{cost:id}``)."""
    name: Name
    """The attack's name as printed."""
    type: Literal["physical", "energy", "mystic"] | None = None
    """physical, energy or mystic."""
    range: AttackRange | None = None
    """A range band (2), or a beam or area with its band (beam 3, area 1)."""
    strength: Count | None = None
    """Type, range and strength are required, except on a stat card the seeds do not print."""
    cost: Small = 0
    """Power cost; 0 (the default) for an attack that costs none."""
    text: Text | None = None
    """The attack's effects, as printed under it."""

    def missing_stats(self) -> list[str]:
        return [name for name in ("type", "range", "strength") if getattr(self, name) is None]


class FlowStep(Node):
    ask: Text
    """The question, answered yes or no."""
    action: Text
    """What to do if the answer is yes; then follow ``then`` of the flowchart."""


class Flowchart(Node):
    id: Id
    """The flowchart's id, which a card section names (``{flowchart: id}``)."""
    title: Name
    """The heading printed above the flowchart."""
    steps: list[FlowStep] = Field(min_length=1)
    """The questions, asked in order: the first answered yes gives the action."""
    then: Text
    """Where every branch ends: after a yes-branch's action, and after ``if_none``."""
    if_none: Text | None = None
    """What to do if every answer is no, before ``then`` (when the no-branch has a step of its own)."""


class Ending(Node):
    id: Id
    """The ending's id, which rule blocks and text references (``{vp:id}``) name."""
    name: Name
    """The condition's name as printed."""
    winner: Side
    """The side that wins when it happens: crisis-team or cosmic-threat."""
    text: Text
    """The condition: what ends the game."""
    details: list[Text] = []
    """Bullet points printed under the condition."""
    hint: Text | None = None
    """Strategy advice printed in the rules document, left out where a card says so."""
    vp: Count | None = None
    """The victory points that end the game, if this condition is a VP threshold."""
    difficulty: ColumnId | None = None
    """The difficulty column that holds this condition's threshold, if it depends on the level."""


def _cover_as_mapping(value):
    return {"at": value} if isinstance(value, str) else value


class Cover(Node):
    """A value an assumption chose, which the kit marks with a dagger wherever it prints it."""

    at: Name
    """The value's path: field names, ids (or 1-based positions, or * for every one) and keys, joined by
    dots, e.g. ``cards.hulk.speed`` or ``tables.gamma-aura.rows.2.faces``; a path that ends on a piece
    (a tracker, a card) covers its name. A plain string is short for ``{at: …}``."""
    words: list[Name] = Field(default=[], max_length=COVER_WORDS)
    """In a text: the words after which the mark goes (an icon's markup, a number), not the whole text; at
    most 50 (each is looked for in every printing of the text)."""


class Assumption(Node):
    what: Text
    """What the seeds leave illegible or unsaid."""
    value: Text
    """The value the data uses."""
    why: Text
    """Why this value: what the source says around it, or the reason for the choice."""
    covers: list[Annotated[Cover, BeforeValidator(_cover_as_mapping, json_schema_input_type=Name | Cover)]] = []
    """The printed values this assumption chose: each is marked where the kit prints it."""


class Missing(Node):
    """A component the encounter needs and its source does not contain: the kit's cover says so up
    front, so that nobody finds out at the table."""

    what: Name
    """The component, as a player would ask for it ("Ultron's stat card")."""
    why: Text
    """What the source says of it, and where to get it to play."""
    card: CardId | None = None
    """The placeholder card that stands in for it in the kit (a card with ``printed: false``)."""


class Correction(Node):
    was: Text
    """The seed's text, as it stands."""
    now: Text
    """What the data says instead."""
    where: Name
    """Where the text stands (a page, a card, a section)."""


RuleBlock.model_rebuild()


def walk_rules(blocks) -> Iterator[RuleBlock]:
    """Every rule block, each followed by the blocks inside it, at any depth."""
    for block in blocks:
        yield block
        yield from walk_rules(block.blocks)
