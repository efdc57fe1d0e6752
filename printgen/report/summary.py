"""The readable summary `printgen show` prints: a view built here, laid out by a template."""

from __future__ import annotations

from printgen.core.markup import faces_text, plain
from printgen.model import Encounter, StatCard
from printgen.model.source import is_transcription
from printgen.core.wording import count_of, number_range
from printgen.model.tokens import Face, Token
from printgen.model.trackers import Area, Spots, TableRef, Track
from printgen.core.templating import render_text
from printgen.core.units import points_to_mm

def columns(rows: list[list[str]]) -> list[str]:
    """Rows of cells as lines with aligned columns."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))] if rows else []
    return ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip() for row in rows]


def mm(points: float) -> str:
    return f"{points_to_mm(points):g}"


def token_size(token: Token) -> str:
    if isinstance(token.size, list):
        return f"{token.shape} {mm(token.size[0])} × {mm(token.size[1])} mm"
    return f"{token.shape} {mm(token.size)} mm"


def face_text(face: Face) -> str:
    words = [face.label or "(blank)"]
    if face.number is not None:
        words.append(f"#{face.number}")
    if face.icon:
        words.append(f"{{{face.icon}}}")
    return " ".join(words)


def token_lines(enc: Encounter) -> list[str]:
    rows = []
    for token in enc.tokens:
        notes = [token.kind] if token.kind else []
        if token.numbered:
            notes.append(f"numbered {number_range(1, token.count)}")
        group = enc.group(token.randomizer)
        if group:
            hidden = "face down, " if group.face_down else ""
            notes.append(f"Randomizer {group.name} ({hidden}back: {face_text(group.back)})")
        elif token.back:
            notes.append(f"back: {face_text(token.back)}")
        rows.append([f"{token.count:>3} ×", token.name, token_size(token), "; ".join(notes)])
    return columns(rows)


def difficulty_lines(enc: Encounter) -> list[str]:
    table = enc.difficulty
    header = ["Level", *(column.label for column in table.columns)]
    rows = [[level.name, *(str(level.values.get(c.id, "—")) for c in table.columns)] for level in table.levels]
    harder = ["harder →", *(column.harder for column in table.columns)]
    return columns([header, *rows, harder])


def dice_text(enc: Encounter, table) -> str:
    dice = enc.dice(table)
    if isinstance(dice, dict):
        text = ", ".join(f"{level} {n}" for level, n in dice.items())
    else:
        text = count_of(dice, "die", "dice")
    if table.extra_dice:
        text += f", +1 per {table.extra_dice.per} (up to {table.extra_dice.max})"
    return text


def roll_table_view(enc: Encounter, table) -> dict:
    rows = [[faces_text(row.faces), row.name or "", plain(row.text)] for row in table.rows]
    return {"name": table.name, "dice": dice_text(enc, table), "resolve": table.resolve, "rows": rows}


def tier_text(track: Track, tier) -> str:
    labels = {column.id: column.label for column in track.tier_columns}
    values = ", ".join(f"{labels.get(key, key)} {plain(str(value))}" for key, value in tier.values.items())
    return f"{tier.label} ({number_range(tier.first, tier.last)})" + (f": {values}" if values else "")


def component_lines(component) -> list[str]:
    if isinstance(component, Track):
        start = (f", start {component.start}" if component.start is not None
                 else f", start from difficulty '{component.start_from}'" if component.start_from else "")
        head = f"track {component.label}: {number_range(component.first, component.last)}{start}"
        return [head, *(f"  {tier_text(component, tier)}" for tier in component.tiers)]
    return [component_text(component)]


def component_text(component) -> str:
    if isinstance(component, Spots):
        return f"{count_of(component.count, 'spot')} {component.label} (for {component.token})"
    if isinstance(component, Area):
        return f"area {component.label}"
    if isinstance(component, TableRef):
        return f"table {component.table}"
    raise TypeError(component)


def card_text(card, transcription: bool) -> str:
    if isinstance(card, StatCard):
        faces = "healthy and injured sides"
    else:
        faces = f"front {count_of(len(card.front), 'section')}" + (
            f", back {count_of(len(card.back), 'section')}" if card.back else "")
    printed = "" if card.printed else "  [not printed in the source: made from what survives]" if transcription \
        else "  [not printed in the source: made from what it says]"
    return f"{card.kind:<5} {card.title} ({faces}){printed}"


def setup_lines(enc: Encounter) -> list[str]:
    setup = enc.setup_map
    lines = [f"deployment {zone.label}: " + (
        f"{zone.edge} edge, {zone.depth:g} in deep" if zone.edge else
        f"{zone.corner} corner, within {zone.radius:g} in" if zone.corner else "polygon")
        for zone in setup.deployment]
    lines += [f"fixed {fixed.label} at {fixed.at if isinstance(fixed.at, str) else tuple(fixed.at)}"
              for fixed in setup.fixed]
    lines += [f"random {placement.count} × {placement.token}, {count_of(len(placement.constraints), 'constraint')}"
              + (f", symmetry {placement.symmetry}" if placement.symmetry != "none" else "")
              for placement in setup.random]
    lines += [f"order {order.name} ({'hidden' if order.hidden else 'open'})" for order in setup.orders]
    if setup.terrain:
        lines.append(f"terrain: {plain(setup.terrain.text)}")
    return lines


def render_summary(enc: Encounter, path: str) -> str:
    squad = enc.squad
    view = {
        "enc": enc,
        "path": path,
        "squad": (squad.crisis_team()
                  + ("" if squad.cosmic_threat_player else "; the game controls the Cosmic Threat")),
        "difficulty": difficulty_lines(enc),
        "tokens": token_lines(enc),
        "token_counts": (f"{count_of(len(enc.tokens), 'kind')}, "
                         f"{count_of(sum(token.count for token in enc.tokens), 'token')}"),
        "roll_tables": [roll_table_view(enc, table) for table in enc.tables],
        "reference_tables": [{"name": t.name, "rows": [[str(r.key), r.name or "", plain(r.text)] for r in t.rows]}
                             for t in enc.reference_tables],
        "trackers": [{"name": t.name, "lines": [line for c in t.components for line in component_lines(c)]}
                     for t in enc.trackers],
        "cards": [card_text(card, is_transcription(enc.source)) for card in enc.cards],
        "endings": [f"{e.name}: {'Crisis Team' if e.winner == 'crisis-team' else 'Cosmic Threat'} wins"
                    + (f" at {e.vp} VP" if e.vp else "") for e in enc.endings],
        "setup": setup_lines(enc),
        "missing": enc.missing,
        "assumptions": enc.assumptions,
        "corrections": enc.corrections,
        "transcription": is_transcription(enc.source),
        "plain": plain,
    }
    return render_text("show.txt.j2", **view)


def render_list(entries: list[dict]) -> str:
    rows = [[entry["id"], entry["title"], ", ".join(entry["difficulties"])] for entry in entries]
    return render_text("list.txt.j2", lines=columns([["ID", "TITLE", "DIFFICULTIES"], *rows]))
