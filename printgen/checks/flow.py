"""flow.*: a flowchart asks each question once."""

from __future__ import annotations

from collections.abc import Iterator

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.checks.words import said
from printgen.core.markup import plain
from printgen.model.rules import FlowStep


@check("flow.repeated-question", "warning")
def questions_asked_once(context: Context) -> Iterator[Issue]:
    """A flowchart asks each question once (whatever the case, spacing or bold): a question asked again
    can never be answered yes the second time, so its step is a copy left unedited."""
    for chart in context.enc.flowcharts:
        first: dict[str, tuple[int, FlowStep]] = {}
        for number, step in enumerate(chart.steps, start=1):
            earlier, before = first.setdefault(said(plain(step.ask)).rstrip("?. "), (number, step))
            if before is not step:
                whole = " and does the same" if said(step.action) == said(before.action) else ""
                yield Issue(step.path + ("ask",), f"step {number} of '{chart.title}' asks the same question as "
                            f"step {earlier}{whole}: it can never be answered yes there; ask what this step means "
                            f"to ask, or leave it out", chart.id)
