"""card.*: every card can be told from the others: no two print one title, and an INJURED face changes
what the healthy face prints."""

from __future__ import annotations

from collections.abc import Iterator

from pydantic import BaseModel

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.checks.words import said
from printgen.core.markup import plain
from printgen.model.cards import StatCard, TipCard


@check("card.duplicate-title", "warning")
def card_titles_differ(context: Context) -> Iterator[Issue]:
    """No two cards print one title (whatever the case or spacing) over different faces: a player cannot
    tell which card a rule or a setup names, and one of them is most likely a copy whose title was not
    changed. A card's two faces are one card (``front`` and ``back``), and two cards alike in all but
    their ids are a second copy, printed on purpose."""
    first: dict[str, TipCard | StatCard] = {}
    for card in context.enc.cards:
        earlier = first.setdefault(said(plain(card.title)), card)
        if earlier is not card and _faces(earlier) != _faces(card):
            field = "character" if isinstance(card, StatCard) else "title"
            yield Issue(card.path + (field,), f"card '{card.id}' prints the title '{card.title}', as card "
                        f"'{earlier.id}' does: give each card its own title", card.id)


def _faces(card) -> dict:
    """Everything a card prints, without the id that only names it in the file."""
    return card.model_dump(exclude={"id"})


@check("card.injured-repeats", "warning")
def injured_face_differs(context: Context) -> Iterator[Issue]:
    """A printed stat card's INJURED face differs from its healthy face: its ``injured`` gives something
    that changes, unless an assumption covers ``cards.<id>.injured`` (the designer says so on purpose).
    Every printed stat card prints an INJURED face, which would otherwise repeat the healthy stats."""
    for card in context.enc.cards:
        if isinstance(card, StatCard) and card.printed and not card.assumed("injured") and not _injury_changes(card):
            yield Issue(card.path + (("injured",) if card.injured else ()), f"the INJURED face of "
                        f"'{card.character}' would repeat the healthy side: give `injured:` what changes, or "
                        f"declare it in an assumption that covers `cards.{card.id}.injured`", card.id)


def _injury_changes(card: StatCard) -> bool:
    """Whether the card's ``injured`` changes anything the healthy side prints."""
    injured = card.injured
    return injured is not None and any(
        getattr(injured, name) is not None and _plain(getattr(injured, name)) != _plain(getattr(card, name, None))
        for name in type(injured).model_fields)


def _plain(value):
    """A value as data, to compare an injured side's value with the healthy one (a node's place in the
    file is part of its equality, so two equal attacks at two places would differ)."""
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value.model_dump() if isinstance(value, BaseModel) else value
