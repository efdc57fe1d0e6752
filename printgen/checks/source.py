"""What the source lacks is said up front: every card the kit cannot print in full is a component
the cover lists as missing, and every missing component that names a placeholder names one."""

from __future__ import annotations

from collections.abc import Iterator

from printgen.checks.base import Issue, check
from printgen.checks.context import Context


@check("source.missing", "error")
def placeholders_are_declared_missing(context: Context) -> Iterator[Issue]:
    """A card marked ``printed: false`` is named by an entry of ``missing`` (the kit's cover lists
    those, so that nobody finds the gap at the table); an entry's ``card`` is such a card."""
    enc = context.enc
    declared = {item.card for item in enc.missing if item.card}
    for card in enc.cards:
        if not card.printed and card.id not in declared:
            yield Issue(card.path + ("printed",), f"card '{card.id}' is not printed in full, but no entry of "
                        "`missing` names it, so the kit's cover would not say it is missing: add "
                        f"{{what: …, why: …, card: {card.id}}} to `missing`", card.id)
    printed = {card.id for card in enc.cards if card.printed}
    for item in enc.missing:
        if item.card in printed:
            yield Issue(item.path + ("card",), f"'{item.card}' is printed in full; a missing component's card is "
                        "its placeholder (`printed: false`)", item.card)
