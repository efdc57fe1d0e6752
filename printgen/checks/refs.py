"""Cross-references: tokens used, Randomizer groups filling their spots, counts and
superpowers named in the text matching the data. (Ids that name nothing are load errors.)"""

from __future__ import annotations

import re

from printgen.checks import Issue, check
from printgen.integrity import walk_rules
from printgen.markup import plain
from printgen.model import StatCard
from printgen.model.trackers import Area, Spots, Track

NUMBERS = {word: n for n, word in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                                               "nine", "ten", "eleven", "twelve"])}
_NUMBER = r"(\d+|" + "|".join(NUMBERS) + r")"
DETERMINERS = {"This", "That", "A", "An", "Each", "Any", "Its", "His", "Her", "Their", "Another", "Following"}
_SUPERPOWER = re.compile(r"((?:[A-Z][\w'’!?.]*)(?:\s+(?:of|the|and|a|to|[A-Z][\w'’!?.]*))*)\**\s+superpower\b")


def _as_number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


def _names(name: str) -> str:
    """A regex for a name in the singular or plural."""
    return re.escape(name) + r"(?:e?s)?"


@check("ref.unused-token", "warning")
def every_token_is_used(context):
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
        others = " ".join(plain(f.text) for f in context.texts if f.subject != token.id).lower()  # not its own name
        if re.search(r"\b" + _names(token.name.lower()) + r"\b", others):
            continue
        yield Issue(token.path, f"token '{token.name}' is declared but nothing uses it (no rule, tracker or setup "
                    f"map names it)", token.id)


@check("ref.randomizer-spots", "error")
def groups_fill_their_spots(context):
    """A Randomizer group has as many tokens as the spots that hold it."""
    enc = context.enc
    members: dict[str, int] = {}
    for token in enc.tokens:
        if token.randomizer:
            members[token.randomizer] = members.get(token.randomizer, 0) + token.count
    group_of = {token.id: token.randomizer for token in enc.tokens if token.randomizer}
    for tracker in enc.trackers:
        for component in tracker.components:
            if not isinstance(component, Spots):
                continue
            group = group_of.get(component.token) or (component.token if component.token in members else None)
            if group and members[group] != component.count:
                yield Issue(component.path + ("count",), f"'{component.label}' has {component.count} spots for the "
                            f"{members[group]} tokens of Randomizer group '{group}'", component.id)


@check("ref.count-in-text", "warning")
def counts_in_text_match(context):
    """Counts written in the text ("the 6 Cerebro Tower Randomizer tokens", "all four Doomsday
    Consoles", "the 6 Priority Tracking spots") agree with the data."""
    enc = context.enc
    counted: list[tuple[str, int]] = [(token.name, token.count) for token in enc.tokens]
    groups: dict[str, int] = {}
    for token in enc.tokens:
        if token.randomizer:
            groups[token.randomizer] = groups.get(token.randomizer, 0) + token.count
    counted += [(group.name, groups.get(group.id, 0)) for group in enc.randomizers]
    spots = [(c.label, c.count) for tracker in enc.trackers for c in tracker.components if isinstance(c, Spots)]
    patterns = [(re.compile(r"\b(?:the|all)\s+" + _NUMBER + r"\s+\"?" + _names(name) + r"\"?(?:\s+tokens?)?\b",
                            re.IGNORECASE), name, count) for name, count in counted]
    patterns += [(re.compile(r"\b(?:the|all)\s+" + _NUMBER + r"\s+\"?" + re.escape(label) + r"\"?\s+spots?\b",
                             re.IGNORECASE), label, count) for label, count in spots]
    for field in context.texts:
        text = plain(field.text)
        for pattern, name, count in patterns:
            for match in pattern.finditer(text):
                written = _as_number(match.group(1))
                if written != count:
                    yield Issue(field.path, f"the text says {match.group(0)!r} but the data has {count} "
                                f"({name})", field.subject, needle=match.group(1))


@check("ref.superpower", "warning")
def named_superpowers_exist(context):
    """Every superpower the text names ("the We Are Ultron! superpower") is in the data."""
    enc = context.enc
    known = {power.name.lower() for power in enc.superpowers}
    for card in enc.cards:
        if isinstance(card, StatCard):
            known |= {power.name.lower() for power in card.superpowers}
    for field in context.texts:
        for match in _SUPERPOWER.finditer(plain(field.text)):
            name = match.group(1)
            if name.split()[0] in DETERMINERS:  # "This superpower can be used …"
                continue
            name = re.sub(r"^(?:The|the)\s+(?=[A-Z])", "", name) if name.lower() not in known else name
            if name.lower() in known or name.lower().removeprefix("the ") in known:
                continue
            yield Issue(field.path, f"the text names the superpower '{name}', which no stat card or granted "
                        f"superpower of this encounter has", field.subject, needle=name.split()[0])
