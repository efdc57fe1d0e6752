"""The encounter model: immutable, validated, every node located in its source file."""

from printgen.model.cards import Card, Section, StatCard, TipCard
from printgen.model.constants import GameConstants
from printgen.model.encounter import CoreRules, Encounter
from printgen.model.base import Node

__all__ = ["Card", "CoreRules", "Encounter", "GameConstants", "Node", "Section", "StatCard", "TipCard"]
