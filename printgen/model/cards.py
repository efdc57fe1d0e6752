"""Tip cards (and AI cards) made of sections, and stat cards."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, computed_field, model_validator

from printgen.core.errors import InvalidAt
from printgen.model.base import Id, MovementTool, Name, Node, Side, Small, Text
from printgen.model.refs import CardSizeId, FlowchartId, ReferenceTableId, RollTableId, RuleId, SuperpowerId
from printgen.model.rules import Attack, Superpower

SECTION_CONTENT = ("heading", "text", "rule", "table", "reference_table", "superpower", "flowchart")


class Section(Node):
    """One part of a card face: exactly one of the content keys."""

    heading: Name | None = None
    """A heading."""
    text: Text | None = None
    """Text, printed as written."""
    rule: RuleId | None = None
    """A rule block, printed from the same text as the rules document."""
    table: RollTableId | None = None
    """A roll table, by id."""
    reference_table: ReferenceTableId | None = None
    """A reference table, by id."""
    superpower: SuperpowerId | None = None
    """A superpower, by id."""
    flowchart: FlowchartId | None = None
    """A flowchart, by id."""
    title: Name | None = None
    """With ``rule``: print this title instead of the block's."""
    hints: bool = True
    """With ``rule``: print the ending conditions' strategy hints."""

    @model_validator(mode="after")
    def _exactly_one(self):
        given = [key for key in SECTION_CONTENT if getattr(self, key) is not None]
        if len(given) != 1:
            raise ValueError(f"a section has exactly one of {', '.join(SECTION_CONTENT)}; "
                             f"this one has {', '.join(given) or 'none'}")
        return self

    @property
    def content(self) -> tuple[str, str]:
        key = next(k for k in SECTION_CONTENT if getattr(self, k) is not None)
        return key, getattr(self, key)


class CardBase(Node):
    id: Id
    """The card's id, which an assumption's ``covers`` and a missing component's ``card`` name."""
    side: Side | Literal["both"]
    """Whose card: crisis-team, cosmic-threat or both."""
    size: CardSizeId
    """A card size named in the constants (tip, stat, poker …)."""
    printed: bool = True
    """False for a card the seeds name but do not print: it is made from the data that exists."""
    note: Text | None = None
    """A note printed on the card."""


class TipCard(CardBase):
    kind: Literal["tip", "ai"]
    """tip (a tip card), or ai (a programming card: what characters the game moves do, and when)."""
    title: Name
    """The card's title as printed."""
    size: CardSizeId = "tip"
    """A card size named in the constants (tip, stat, poker …); tip unless given."""
    front: list[Section] = Field(min_length=1)
    """The front face's sections, top to bottom."""
    back: list[Section] | None = None
    """The back face's sections, top to bottom, if the card has a back."""


class Defences(Node):
    physical: Small
    """The Physical defence."""
    energy: Small
    """The Energy defence."""
    mystic: Small
    """The Mystic defence."""


class InjuredSide(Node):
    """What changes on the injured side; anything left out is as on the healthy side."""

    stamina: Small | None = None
    """Stamina on the injured side."""
    defences: Defences | None = None
    """Defences on the injured side."""
    attacks: list[Attack] | None = None
    """The injured side's attacks, in place of the healthy side's."""
    superpowers: list[Superpower] | None = None
    """The injured side's superpowers, in place of the healthy side's."""


class StatCard(CardBase):
    kind: Literal["stat"]
    """stat: a character's stat card."""
    character: Name
    """The character's name as printed."""
    alter_ego: Name | None = None
    """The character's alter ego, printed under the name."""
    size: CardSizeId = "stat"
    """A card size named in the constants (tip, stat, poker …); stat unless given."""
    threat: Name | None = None
    """Threat value as printed ('UE' for an Ultimate Encounter character)."""
    character_size: Small | None = None
    """The character's Size."""
    speed: MovementTool | None = None
    """The movement tool: move-s, move-m or move-l."""
    stamina: Small | Literal["unlimited"] | None = None
    """Stamina, or unlimited."""
    defences: Defences | None = None
    """The Physical, Energy and Mystic defences."""
    keywords: list[Name] = []
    """Keywords as printed."""
    immunities: list[Name] = []
    """What the character is immune to, as printed."""
    attacks: list[Attack] = []
    """The attacks, in printed order."""
    superpowers: list[Superpower] = []
    """The superpowers, in printed order."""
    injured: InjuredSide | None = None
    """What changes on the injured side, if the card has one."""

    @model_validator(mode="after")
    def _complete_when_printed(self):
        if not self.printed:
            return self
        for index, attack in enumerate(self.attacks):
            if attack.missing_stats():
                raise InvalidAt(f"attack '{attack.name}' needs {', '.join(attack.missing_stats())} "
                                f"(only a card with printed: false may leave them out)", at=("attacks", index))
        for index, power in enumerate(self.superpowers):
            if power.text is None:
                raise InvalidAt(f"superpower '{power.name}' needs text "
                                f"(only a card with printed: false may leave it out)", at=("superpowers", index))
        return self

    @computed_field  # type: ignore[prop-decorator]  # pydantic's documented form, which mypy cannot follow
    @property
    def title(self) -> str:
        return self.character


Card = Annotated[Union[TipCard, StatCard], Field(discriminator="kind")]
