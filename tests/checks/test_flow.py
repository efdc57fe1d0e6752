"""flow.repeated-question: a flowchart asks each question once."""

from __future__ import annotations

from conftest import MINIMAL, at, checked, located


CHART = """flowcharts:
  - id: plan
    title: Plan
    then: End the turn.
    steps:
      - {ask: Is there a Citizen within 3 inches?, action: Advance toward it.}
      - {ask: Is there a **Console** within 3 inches?, action: Advance toward it.}
      - {ask: Is there an enemy within 3 inches?, action: Attack it.}
"""


def test_a_question_asked_twice_is_a_warning_at_the_later_step(tmp_path):
    text = MINIMAL + CHART.replace("Is there an enemy within 3 inches?", "is there a  citizen within 3 inches")
    found = checked(tmp_path, text, "flow.repeated-question")
    assert located(found) == [(*at(text, "is there a  citizen"), "flow.repeated-question")]
    assert found[0].message.startswith("step 3 of 'Plan' asks the same question as step 1: it can never be answered")
    same = MINIMAL + CHART.replace("**Console**", "**Citizen**")
    found = checked(tmp_path, same, "flow.repeated-question")
    assert located(found) == [(*at(same, "Is there a **Citizen**"), "flow.repeated-question")]
    assert "as step 1 and does the same" in found[0].message


def test_steps_asking_different_questions_alike_are_fine(tmp_path):
    """The bundled programming steps: the same action after two different questions."""
    assert checked(tmp_path, MINIMAL + CHART) == []
