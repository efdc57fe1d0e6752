"""Trackers: tracks and tiers that make sense, starts on the track, VP tracks that reach the goal, spots
that fit their token and can fill."""

from __future__ import annotations

from collections.abc import Iterator

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.model import Encounter
from printgen.model.trackers import Spots, Track
from printgen.core.wording import count_of, number_range

MAX_SPOT_MM = 80


def _tracks(enc: Encounter):
    for tracker in enc.trackers:
        for component in tracker.components:
            if isinstance(component, Track):
                yield tracker, component


def _spaces(first: int, last: int) -> str:
    return f"space {first}" if first == last else f"spaces {number_range(first, last)}"


@check("tracker.tiers", "error")
def tiers_cover_the_track(context: Context) -> Iterator[Issue]:
    """Tiers cover their track from end to end, without gaps or overlaps, in order."""
    for _, track in _tracks(context.enc):
        if not track.tiers:
            continue
        expected = track.first
        for tier in track.tiers:
            if tier.last < tier.first:
                yield Issue(tier.path, f"tier '{tier.label}' runs backwards ({tier.first}–{tier.last})", track.id)
            elif tier.first > expected:
                yield Issue(tier.path,
                            f"gap before tier '{tier.label}': no tier holds {_spaces(expected, tier.first - 1)}",
                            track.id)
            elif tier.first < expected:
                yield Issue(tier.path, f"tier '{tier.label}' overlaps the tier before it at {tier.first}", track.id)
            expected = max(expected, tier.last + 1)
        if expected <= track.last:
            yield Issue(track.path + ("tiers",), f"no tier holds {_spaces(expected, track.last)} of track "
                        f"'{track.label}'", track.id)
        elif expected > track.last + 1:
            yield Issue(track.path + ("tiers",), f"the tiers run past the end of track '{track.label}' "
                        f"({track.last})", track.id)
        columns = {column.id for column in track.tier_columns}
        for tier in track.tiers:
            for key in tier.values:
                if columns and key not in columns:
                    yield Issue(tier.path + ("values", key), f"tier value '{key}' is not one of the track's tier "
                                f"columns ({', '.join(sorted(columns))})", track.id)


@check("tracker.start", "error")
def start_on_the_track(context: Context) -> Iterator[Issue]:
    """A track's start (or each difficulty's start) is a space on the track."""
    enc = context.enc
    for _, track in _tracks(enc):
        if track.start is not None and not track.first <= track.start <= track.last:
            yield Issue(track.path + ("start",), f"start {track.start} is off track '{track.label}' "
                        f"({number_range(track.first, track.last)}): start on one of its spaces", track.id)
        if track.start_from:
            for level, value in enc.difficulty.numbers(track.start_from).items():
                if value is None:
                    yield Issue(track.path + ("start_from",), f"at {level} the difficulty column "
                                f"'{track.start_from}' has no number to start track '{track.label}' on: give "
                                f"that level a number there", track.id)
                elif not track.first <= value <= track.last:
                    spaces = number_range(track.first, track.last)
                    yield Issue(track.path + ("start_from",), f"at {level} the start ({value}) is off track "
                                f"'{track.label}' ({spaces}): start on one of its spaces", track.id)


def _level_thresholds(enc: Encounter, ending) -> dict[str, int]:
    """Level -> the VP ``ending`` needs there, from the difficulty column it names (if any)."""
    if not ending.difficulty:
        return {}
    return {level: vp for level, vp in enc.difficulty.numbers(ending.difficulty).items() if vp is not None}


@check("tracker.victory-points", "error")
def vp_tracks_reach_the_goal(context: Context) -> Iterator[Issue]:
    """A victory-point track reaches the threshold its side's ending condition names: a fixed
    ``vp``, or each level's value in the difficulty column the ending names (when that side
    counts victory points on a track, the column's values are its VP thresholds)."""
    enc = context.enc
    tracks = [track for _, track in _tracks(enc) if track.role == "victory-points"]
    for ending in enc.endings:
        mine = [track for track in tracks if track.side in (None, ending.winner)]
        if ending.vp is not None and not mine:
            yield Issue(ending.path + ("vp",), f"'{ending.name}' ends the game at {ending.vp} VP, but no "
                        f"victory-point track counts {ending.winner}'s points: add one (role: victory-points)",
                        ending.id)
        by_level = _level_thresholds(enc, ending)
        needed = max([*by_level.values(), ending.vp or 0])
        for track in mine:
            short = [f"the {ending.vp} VP of '{ending.name}'"] if track.last < (ending.vp or 0) else []
            levels = [f"{level} ({vp})" for level, vp in by_level.items() if track.last < vp]
            if levels:
                short.append(f"the VP '{ending.name}' needs at {_and(levels)}")
            if short:
                yield Issue(track.path + ("to",), f"track '{track.label}' stops at {track.last}, short of "
                            f"{' and '.join(short)}: make it run to at least {needed}", track.id)


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


@check("tracker.spots", "error")
def spots_fit(context: Context) -> Iterator[Issue]:
    """Spots and track spaces hold a token that fits on a page (they are sized for it)."""
    tokens = {token.id: token for token in context.enc.tokens}
    for tracker in context.enc.trackers:
        for component in tracker.components:
            if isinstance(component, (Spots, Track)) and component.token in tokens:
                w, h = tokens[component.token].size_pt
                if max(w, h) / 72 * 25.4 > MAX_SPOT_MM:
                    yield Issue(component.path + ("token",), f"'{component.label}' holds '{component.token}', "
                                f"too large for a tracker space (over {MAX_SPOT_MM} mm)", component.id)


@check("tracker.spots-count", "warning")
def spots_can_fill(context: Context) -> Iterator[Issue]:
    """Spots are no more than the copies the kit prints of the token they hold (without ``--spares``;
    of its tokens, for a Randomizer group): a spot beyond them can never fill."""
    enc = context.enc
    names, printed = _holdable(enc), enc.copies()  # the copies without --spares
    for tracker in enc.trackers:
        for spots in (component for component in tracker.components if isinstance(component, Spots)):
            if spots.token not in names:
                continue  # a Randomizer group's own token: ref.randomizer-spots counts it
            copies, name = printed[spots.token], names[spots.token]
            if spots.count > copies:
                yield Issue(spots.path + ("count",), f"'{spots.label}' would print {spots.count} spots for "
                            f"{count_of(copies, f'{name} token')}: {count_of(spots.count - copies, 'spot')} can never "
                            f"fill; print {copies} spots, or raise the token's count to {spots.count}", spots.id)


def _holdable(enc: Encounter) -> dict[str, str]:
    """What spots may hold -> its name: a token, or a Randomizer group. A group's own token is left out:
    ref.randomizer-spots already holds its spots to the group's size."""
    tokens = {token.id: token.name for token in enc.tokens if not token.randomizer}
    return tokens | {group.id: group.name for group in enc.randomizers}
