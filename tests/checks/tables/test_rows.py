"""table.missing-key, table.repeated-key, table.empty-cell: a reference table has a row for every number the
kit prints for it, each key once, and no cell of a table prints empty."""

from __future__ import annotations

import pytest

from conftest import MINIMAL, at, checked, located, with_rule


def table(*rows: str) -> str:
    return MINIMAL + "tables:\n  - id: t\n    name: Rolls\n    dice: 1\n    rows:\n" + "".join(
        f"      - {row}\n" for row in rows)


TOWERS = """tokens:
  - {id: tower, name: Cerebro Tower, count: 6, numbered: true, front: {label: Tower}}
"""


def reference(keys, key_label: str = "Tower", token_rule: bool = True, cumulative: bool = False) -> str:
    """The minimal encounter with a reference table keyed ``keys``, printed by a rule (about the numbered
    towers, if ``token_rule``)."""
    rows = "".join(f"      - {{key: {key}, text: Effect {number}.}}\n" for number, key in enumerate(keys, start=1))
    rule = "  - id: towers\n    title: Towers\n    text: Each tower does something.\n    reference_table: effects\n"
    rule += "    token: tower\n" if token_rule else ""
    text = MINIMAL.replace("endings:\n", rule + "endings:\n")
    return text + f"reference_tables:\n  - id: effects\n    name: Tower Effects\n    key_label: {key_label}\n" \
        f"    cumulative: {str(cumulative).lower()}\n    rows:\n{rows}" + TOWERS


def test_a_table_keyed_to_numbered_tokens_skipping_a_number_is_an_error_at_its_rows(tmp_path):
    text = reference([1, 2, 3, 5, 6])
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{key: 5", "5"), "table.missing-key")]
    assert found[0].message == ("'Tower Effects' has no row for Tower 4, but the kit prints Cerebro Tower tokens "
                                "numbered 1–6: the paper would print no entry for it; add a row keyed 4")


@pytest.mark.parametrize("key_label", ["Cerebro Tower", "Tower Number", "Towers"])
def test_a_key_column_named_for_numbered_tokens_keys_the_table_to_them(tmp_path, key_label):
    found = checked(tmp_path, reference([1, 2, 3, 4], key_label, token_rule=False), "table.missing-key")
    assert [finding.message.split(",")[0] for finding in found] == [
        f"'Tower Effects' has no row for {key_label} 5 and 6"]


def test_a_key_column_headed_number_in_the_rule_of_numbered_tokens_keys_the_table_to_them(tmp_path):
    found = checked(tmp_path, reference([1, 2, 3, 4, 5], "Number"), "table.missing-key")
    assert [finding.message.split(",")[0] for finding in found] == ["'Tower Effects' has no row for Number 6"]
    assert checked(tmp_path, reference([1, 2, 3, 4, 5], "Number", token_rule=False), "table.missing-key") == []
    assert checked(tmp_path, reference([1, 2, 3], "Towers Destroyed"), "table.missing-key") == []


@pytest.mark.parametrize("keys", [[1, 2, 3, 4, 5, 6], [1, 2, 3, "4-6"], [1, 2, "3+"], ['"1"', 2, 3, 4, 5, 6]])
def test_a_row_for_every_number_or_a_span_of_them_is_fine(tmp_path, keys):
    assert checked(tmp_path, reference(keys)) == []


def test_a_cumulative_table_whose_keys_skip_a_level_is_an_error_without_tokens(tmp_path):
    text = reference([1, 2, 3, 5, 6], "Stage", token_rule=False, cumulative=True).replace(TOWERS, "")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{key: 5", "5"), "table.missing-key")]
    assert "has no row for Stage 4, but each level includes those below it" in found[0].message
    for keys in ([2, 4, 6], [1, 2, 4, 8], [0, 1]):  # steps of their own, or mostly apart
        assert checked(tmp_path, reference(keys, "Stage", token_rule=False, cumulative=True).replace(TOWERS, "")) == []
    assert checked(tmp_path, reference([1, 2, 3, 5, 6], "Stage", token_rule=False).replace(TOWERS, "")) == []


def test_a_table_keyed_like_a_tracks_tiers_has_a_row_for_each_tier(tmp_path):
    tiers = "".join(f"          - {{from: {3 * n}, to: {3 * n + 2}, label: T{n}, values: {{storm: {n}}}}}\n"
                    for n in range(4))
    text = reference([0, 1, 2], "Storm Level", token_rule=False).replace(TOWERS, "") + \
        "trackers:\n  - id: board\n    name: Board\n    components:\n      - type: track\n        id: debris\n" \
        "        label: Debris\n        from: 0\n        to: 11\n" \
        "        tier_columns: [{id: storm, label: Storm Level}]\n        tiers:\n" + tiers
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{key: 2", "2"), "table.missing-key")]
    assert "no row for Storm Level 3, but the tiers of track 'Debris' print Storm Level 0–3" in found[0].message


def test_a_table_keyed_by_difficulty_level_has_a_row_for_every_level(tmp_path):
    text = reference(["Normal"], "Level", token_rule=False).replace(TOWERS, "")
    assert checked(tmp_path, text, "table.missing-key") == []  # one level named is not a table keyed by level
    text = reference(["Normal", "Insane"], "Level", token_rule=False).replace(TOWERS, "").replace(
        "{name: Hard, values: {menace-dice: 2}}",
        "{name: Hard, values: {menace-dice: 2}}\n    - {name: Insane, values: {menace-dice: 3}}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{key: Insane", "Insane"), "table.missing-key")]
    assert "'Tower Effects' is keyed by difficulty level but has no row for Hard" in found[0].message


# --- table.repeated-key -------------------------------------------------------------------------------

def stages(*keys) -> str:
    rows = "".join(f"      - {{key: {key}, text: Stage {n}.}}\n" for n, key in enumerate(keys))
    return with_rule("The Crisis Team starts with priority.\n    reference_table: storm") + \
        "reference_tables:\n  - id: storm\n    name: Storm\n    key_label: Stage\n    rows:\n" + rows


def test_a_repeated_key_is_an_error_at_the_second_row_with_it(tmp_path):
    text = stages(0, 1, 1, 3)
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, "{key: 1, text: Stage 2.}", "1"), "table.repeated-key")]
    assert found[0].message == ("'Storm' would print Stage 0, 1, 1, 3: 1 twice (rows 2 and 3); give each row its "
                                "own key")


def test_keys_each_once_are_fine(tmp_path):
    assert checked(tmp_path, stages(0, 1, 2, 3)) == []


# --- table.empty-cell -------------------------------------------------------------------------------------


@pytest.mark.parametrize("empty", ['" "', '"**  **"', '"\\u00a0"'])
def test_a_cell_that_prints_nothing_is_an_error_at_the_cell(tmp_path, empty):
    text = table("{faces: [critical, wild, hit], text: Good.}", f"{{faces: [block, blank, failure], text: {empty}}}")
    found = checked(tmp_path, text)
    assert located(found) == [(*at(text, f"text: {empty}", empty), "table.empty-cell")]
    assert found[0].message.startswith("a cell of row 2 of 'Rolls' would print empty")


def test_empty_cells_of_the_chart_reference_tables_and_tiers_are_found_each(tmp_path):
    text = MINIMAL.replace("{menace-dice: 2}", "{menace-dice: ' '}") + \
        "reference_tables:\n  - {id: r, name: R, key_label: ' ', rows: [{key: 1, text: Fine.}]}\n" \
        "trackers:\n  - id: board\n    name: Board\n    components:\n      - type: track\n        id: k\n" \
        "        label: K\n        from: 0\n        to: 3\n        tier_columns: [{id: d, label: Dice}]\n" \
        "        tiers: [{from: 0, to: 3, label: All, values: {d: '**'}}]\n"
    found = checked(tmp_path, text, "table.empty-cell")
    assert located(found) == [(*at(text, "{menace-dice: ' '}", "' '"), "table.empty-cell"),
                              (*at(text, "key_label: ' '", "' '"), "table.empty-cell"),
                              (*at(text, "{d: '**'}", "'**'"), "table.empty-cell")]


def test_an_icon_alone_is_a_cell_that_prints(tmp_path):
    text = table("{faces: [critical, wild, hit], text: '{power}'}", "{faces: [block, blank, failure], text: '-'}")
    assert checked(tmp_path, text) == []
