"""tracker.*: tiers that cover their track, a start on the track, a VP track long enough for the
VP an ending needs, spots large enough for their token, and no more spots than the tokens can fill.
(A VP track per difficulty level and a start column with no number: tests/test_designer_checks.py.)"""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located


def tracker(*component_lines: str) -> str:
    return MINIMAL + "trackers:\n  - id: t\n    name: T\n    components:\n" + "".join(
        f"      {line}\n" for line in component_lines)


def test_a_gap_between_tiers_is_an_error_at_the_tier_after_it(tmp_path):
    text = tracker("- type: track", "  id: k", "  label: K", "  from: 0", "  to: 9", "  tiers:",
                   "    - {from: 0, to: 3, label: A}", "    - {from: 5, to: 9, label: B}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{from: 5, to: 9, label: B}"), "tracker.tiers")]
    assert "gap before tier 'B': no tier holds space 4" in found[0].message


def test_a_start_off_the_track_is_an_error_at_the_start(tmp_path):
    text = tracker("- {type: track, id: k, label: K, from: 1, to: 5, start: 9}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "start: 9", "9"), "tracker.start")]
    assert "start 9 is off track 'K' (1–5)" in found[0].message


def test_a_vp_track_short_of_an_endings_vp_is_an_error_at_its_end(tmp_path):
    text = tracker("- {type: track, id: vp, label: VP, from: 1, to: 10, role: victory-points, side: crisis-team}")
    text = text.replace("    winner: crisis-team\n", "    winner: crisis-team\n    vp: 12\n")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "to: 10", "10"), "tracker.victory-points")]
    assert "track 'VP' stops at 10, short of the 12 VP of 'Victory'" in found[0].message


def test_spots_for_a_token_too_large_are_an_error_at_the_token(tmp_path):
    text = tracker("- {type: spots, id: s, label: S, count: 1, token: big}")
    text += "tokens:\n  - {id: big, name: Big, count: 1, size: 90mm, shape: round, front: {label: B}}\n"
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "token: big", "big"), "tracker.spots")]
    assert "too large for a tracker space" in found[0].message


# --- tracker.spots-count ------------------------------------------------------------------------------

EVACUATED = "tokens:\n  - {id: evacuated, name: Evacuated, count: 4, front: {label: Evacuated}}\n"
RIVETS = ("randomizers:\n  - {id: rivets, name: Rivet, back: {label: R}}\n"
          "tokens:\n  - {id: red, name: Red Rivet, count: 2, randomizer: rivets, front: {label: Red}}\n"
          "  - {id: blue, name: Blue Rivet, count: 1, randomizer: rivets, front: {label: Blue}}\n")


def spots(count: int, token: str) -> str:
    return ("trackers:\n  - id: t\n    name: T\n    components:\n"
            f"      - {{type: spots, id: s, label: Rescued, count: {count}, token: {token}}}\n")


def test_more_spots_than_printed_tokens_is_a_warning_at_the_count(tmp_path):
    text = MINIMAL + EVACUATED + spots(5, "evacuated")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "count: 5", "5"), "tracker.spots-count")]
    assert found[0].message == ("'Rescued' would print 5 spots for 4 Evacuated tokens: 1 spot can never fill; "
                                "print 4 spots, or raise the token's count to 5")


def test_spots_holding_a_group_count_its_tokens(tmp_path):
    text = MINIMAL + RIVETS + spots(4, "rivets")
    found = checked(tmp_path, text, "tracker.spots-count")
    assert located(found) == [(*at(text, "count: 4", "4"), "tracker.spots-count")]
    assert "4 spots for 3 Rivet tokens" in found[0].message


@pytest.mark.parametrize("addition", [EVACUATED + spots(4, "evacuated"), EVACUATED + spots(2, "evacuated"),
                                      RIVETS + spots(3, "rivets"), RIVETS + spots(9, "red")],
                         ids=["as many", "fewer", "a group's tokens", "a group's token (ref.randomizer-spots)"])
def test_spots_the_tokens_can_fill_are_fine(tmp_path, addition):
    assert checked(tmp_path, MINIMAL + addition, "tracker.spots-count") == []
