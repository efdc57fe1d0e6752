"""Tip cards (and AI cards) made of sections, and stat cards."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, computed_field, model_validator

from printgen.errors import InvalidAt
from printgen.model.base import Id, MovementTool, Name, Node, Side, Small, Text
from printgen.model.refs import CardSizeId, FlowchartId, ReferenceTableId, RollTableId, RuleId, SuperpowerId
from printgen.model.rules import Attack, Superpower

SECTION_CONTENT = ("heading", "text", "rule", "table", "reference_table", "superpower", "flowchart")


class Section(Node):
    """One part of a card face: exactly one of the content keys."""

    heading: Name | None = None
    text: Text | None = None
    rule: RuleId | None = None
    """A rule block, printed from the same text as the rules document."""
    table: RollTableId | None = None
    reference_table: ReferenceTableId | None = None
    superpower: SuperpowerId | None = None
    flowchart: FlowchartId | None = None
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
    side: Side | Literal["both"]
    size: CardSizeId
    """A card size named in the constants (tip, stat, poker …)."""
    printed: bool = True
    """False for a card the seeds name but do not print: it is made from the data that exists."""
    note: Text | None = None


class TipCard(CardBase):
    kind: Literal["tip", "ai"]
    title: Name
    size: CardSizeId = "tip"
    front: list[Section] = Field(min_length=1)
    back: list[Section] | None = None


class Defences(Node):
    physical: Small
    energy: Small
    mystic: Small


class InjuredSide(Node):
    """What changes on the injured side; anything left out is as on the healthy side."""

    stamina: Small | None = None
    defences: Defences | None = None
    attacks: list[Attack] | None = None
    superpowers: list[Superpower] | None = None


class StatCard(CardBase):
    kind: Literal["stat"]
    character: Name
    alter_ego: Name | None = None
    size: CardSizeId = "stat"
    threat: Name | None = None
    """Threat value as printed ('UE' for an Ultimate Encounter character)."""
    character_size: Small | None = None
    """The character's Size."""
    speed: MovementTool | None = None
    stamina: Small | Literal["unlimited"] | None = None
    defences: Defences | None = None
    keywords: list[Name] = []
    immunities: list[Name] = []
    attacks: list[Attack] = []
    superpowers: list[Superpower] = []
    injured: InjuredSide | None = None

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
