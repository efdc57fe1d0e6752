"""The proofreading checks, one test file per module of printgen/checks/text/; what the name checks'
tests share: an encounter naming tokens and a tracker, and three more tokens whose names lie one letter
from everyday words."""

from conftest import checked, with_rule

CODES = ("text.name-case", "text.name-variant", "text.name-typo")

TOKENS = """
tokens:
  - {id: rift-anchor, name: Rift Anchor, count: 2, front: {label: Rift Anchor}}
  - {id: console, name: Doomsday Console, count: 4, front: {label: Doomsday Console}}
  - {id: serum, name: Booster Serum, count: 1, front: {label: Booster Serum}}
  - {id: citizen, name: Terrified Citizen, count: 3, front: {label: Terrified Citizen}}
trackers:
  - id: eclipse
    name: Eclipse Tracker
    components:
      - {type: track, id: eclipse-track, label: Eclipse, from: 0, to: 5}
"""


def encounter(rule: str, extra: str = "") -> str:
    """The minimal encounter with ``rule`` as its rule's text, the tokens and tracker above, and ``extra``."""
    return with_rule(rule) + TOKENS + extra


def with_tokens(rule: str, *tokens: str) -> str:
    """``encounter(rule)`` with more tokens after those above, each a flow mapping."""
    more = "".join(f"  - {token}\n" for token in tokens)
    return with_rule(rule) + TOKENS.replace("trackers:\n", more + "trackers:\n")


def findings(tmp_path, text: str):
    return checked(tmp_path, text, *CODES)


NEAR_TOKENS = ("{id: tide-gauge, name: Tide Gauge, count: 1, front: {label: Tide Gauge}}",
               "{id: black-console, name: Black Console, count: 2, front: {label: Black Console}}",
               "{id: shard, name: Shard, count: 3, front: {label: Shard}}")


def near_names(rule: str) -> str:
    """The tokens above and three more whose names lie one letter from everyday words: Tide Gauge (side,
    tidy), Black Console (slack) and Shard (sharp, shark)."""
    return with_tokens(rule, *NEAR_TOKENS)
