"""An Ultimate Encounter, and the shared core rules."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, PrivateAttr

from printgen.model.base import Count, Id, Name, Node, Text
from printgen.model.cards import Card, StatCard
from printgen.model.difficulty import DifficultyTable
from printgen.model.refs import ColumnId
from printgen.model.rules import (Assumption, Correction, Ending, Flowchart, GrantedSuperpower, Missing,
                                  RuleBlock, walk_rules)
from printgen.model.setup_map import SetupMap
from printgen.model.source import ORIGINAL, Source
from printgen.model.tables import ReferenceTable, RollTable
from printgen.model.tokens import RandomizerGroup, Token
from printgen.model.trackers import TableRef, Tracker


class SquadComposition(Node):
    players: Count
    """Crisis Team players."""
    max_threat: Count | None = None
    """Each Crisis Team squad's Maximum Threat."""
    affiliations: bool = True
    """Whether Crisis Team squads may use affiliations."""
    team_tactics: ColumnId | None = None
    """The difficulty column that gives each squad's Team Tactic cards."""
    cosmic_threat_player: bool = True
    """False when the game controls the Cosmic Threat (a cooperative encounter)."""
    cosmic_threat_squad: list[Name] = Field(min_length=1)
    """The characters of the Cosmic Threat's squad, by name."""
    minions: list[Name] = []
    """The Cosmic Threat's minions, by name."""

    def crisis_team(self) -> str:
        """The Crisis Team's terms as every part words them: "2 players, Maximum Threat 18 each"."""
        terms = [f"{self.players} players", f"Maximum Threat {self.max_threat} each" if self.max_threat else "",
                 "" if self.affiliations else "no affiliations"]
        return ", ".join(term for term in terms if term)


class Silence(Node):
    code: Name
    """The check code to silence, e.g. text.divergent-copy."""
    at: Name | None = None
    """The id of the rule, token, table … it concerns; leave out for the whole encounter."""
    reason: Text
    """Why the finding is expected: printed in the check summary's count, kept with the data."""


class KnownWord(Node):
    word: Name
    """A word the spelling check accepts in this encounter."""
    reason: Text
    """Why the word is right (a name, a sound effect …)."""


class SeverityChange(Node):
    code: Name
    """The check code whose findings change severity in this encounter, e.g. text.spelling."""
    severity: Literal["error", "warning"]
    """error or warning: what the code's findings are in this encounter."""
    reason: Text
    """Why this encounter wants it stricter or looser than the default."""


class CheckConfig(Node):
    silence: list[Silence] = []
    """Findings of `printgen check` this encounter means, each silenced with its reason."""
    severity: list[SeverityChange] = []
    """Checks whose findings are errors, or warnings, in this encounter, each with its reason."""
    words: list[KnownWord] = []
    """Words the spelling check should accept in this encounter (names, sound effects …)."""


class Encounter(Node):
    format: Literal[1]
    """The version of this file format."""
    id: Id
    """The encounter's id, lower-case words joined by hyphens (``incredible-hulk``): commands and file names call it
    so."""
    title: Name
    """The title as the kit prints it, e.g. "Ultimate Encounter: The Incredible Hulk"."""
    cosmic_threat: Name
    """The Cosmic Threat's name as printed, e.g. The Incredible Hulk."""
    mode: Literal["competitive", "cooperative"] = "competitive"
    """competitive (a player is the Cosmic Threat) or cooperative (the game controls it)."""
    play_time: Name | None = None
    """How long a game takes, as the cover prints it (e.g. 90 minutes)."""
    source: Source = ORIGINAL
    """``{kind: original}`` (the default) or ``{kind: transcription, citation: …}``: sets the wording
    of the kit's notes (the designer's, or what a transcription corrected)."""
    sources: list[Name] = []
    """The documents this encounter was transcribed from."""
    story: Text
    """The story that opens the rules: why the Crisis Team is here."""
    squad: SquadComposition
    """Who plays: the Crisis Team's players and their terms, and the Cosmic Threat's squad."""
    difficulty: DifficultyTable
    """The difficulty levels, easiest first, and the columns of values that change with them."""
    rules: list[RuleBlock] = Field(min_length=1)
    """The encounter's rules, in the order the rules document prints them."""
    tokens: list[Token] = []
    """The encounter's tokens, each with its count, shape, size and faces."""
    randomizers: list[RandomizerGroup] = []
    """Randomizer groups: tokens that share one back and are placed face down."""
    tables: list[RollTable] = []
    """Roll tables: a result for the die faces rolled."""
    reference_tables: list[ReferenceTable] = []
    """Reference tables: rows keyed by a level or a number (e.g. a Storm Level's effects)."""
    superpowers: list[GrantedSuperpower] = []
    """Superpowers the encounter grants (not on a stat card)."""
    flowcharts: list[Flowchart] = []
    """Flowcharts of yes-or-no questions (e.g. programming functions)."""
    trackers: list[Tracker] = []
    """Trackers: boards of numbered tracks, spots for tokens, labelled areas and tables."""
    cards: list[Card] = []
    """Cards: tip and AI cards made of sections, and stat cards."""
    endings: list[Ending] = Field(min_length=1)
    """How the game ends: each condition, and the side that wins by it."""
    setup_map: SetupMap
    """The setup map: deployment zones, fixed and random placements, terrain advice and orders."""
    missing: list[Missing] = []
    """What the encounter needs and its source does not contain; the cover lists it up front."""
    assumptions: list[Assumption] = []
    """Values the source leaves open or illegible: what was chosen, and why; the kit marks them †."""
    corrections: list[Correction] = []
    """Changes to the source's text (typos, OCR damage) or to earlier versions, as was and now."""
    checks: CheckConfig = CheckConfig()
    """Configuration of `printgen check` for this encounter."""

    _written: dict = PrivateAttr(default_factory=dict)
    """Data path -> a text as the file writes it, where it holds text references (the model holds it said
    in words: printgen/load/text_values.py); set once at load."""

    @property
    def written(self) -> dict[tuple, str]:
        return self._written

    @property
    def short_title(self) -> str:
        """The title after its series ("Ultimate Encounter: The Incredible Hulk" -> "The Incredible Hulk"),
        as page headers and names print it; the whole title when nothing follows a colon."""
        return self.title.split(":", 1)[-1].strip() or self.title

    def dice(self, table: RollTable) -> int | dict[str, int | None]:
        """How many dice ``table`` rolls: one number for every level, or level name -> dice, a
        ``dice_from`` cell read for its first number in digits or words ("Roll four dice" is 4), None
        where the cell writes none (check's table.dice-per-level)."""
        if table.dice_from is not None:
            return self.difficulty.numbers(table.dice_from)
        if table.dice is None:
            raise ValueError(f"roll table '{table.id}' gives neither dice nor dice_from")  # the schema requires one
        if isinstance(table.dice, dict):
            return {level: count for level, count in table.dice.items()}
        return table.dice

    def defined(self) -> dict[str, list]:
        """Each kind of thing the encounter defines (the kinds a reference names), and its things in
        the file's order: what integrity checks ids against and limits measures references by."""
        stat_cards = [card for card in self.cards if isinstance(card, StatCard)]
        setup = self.setup_map
        return {
            "token": [*self.tokens, *self.randomizers],
            "roll table": self.tables,
            "reference table": self.reference_tables,
            "rule": list(walk_rules(self.rules)),
            "superpower": [*self.superpowers,
                           *(power for card in stat_cards for power in (*card.superpowers, *card.attacks))],
            "flowchart": self.flowcharts,
            "tracker": self.trackers,
            "tracker component": [component for tracker in self.trackers for component in tracker.components
                                  if not isinstance(component, TableRef)],
            "card": self.cards,
            "ending": self.endings,
            "difficulty column": self.difficulty.columns,
            "difficulty level": self.difficulty.levels,
            "setup map": [*setup.deployment, *setup.fixed, *setup.random],
            "order": setup.orders,
        }

    def copies(self) -> dict[str, int]:
        """Token or Randomizer group id -> how many the kit prints (a group's: the copies of all its tokens)."""
        found = {token.id: token.count for token in self.tokens} | {group.id: 0 for group in self.randomizers}
        for token in self.tokens:
            if token.randomizer in found:
                found[token.randomizer] += token.count
        return found

    def token(self, ident: str | None) -> Token | None:
        """The token with this id, if there is one."""
        return next((token for token in self.tokens if token.id == ident), None)

    def group(self, ident: str | None) -> RandomizerGroup | None:
        """The Randomizer group with this id (a token's ``randomizer``), if there is one."""
        return next((group for group in self.randomizers if group.id == ident), None)


class CoreRules(Node):
    format: Literal[1]
    id: Id
    title: Name
    rules: list[RuleBlock] = Field(min_length=1)
    corrections: list[Correction] = []
    assumptions: list[Assumption] = []
