"""Help that fits one screen: every command's `--help` lists its options as Click does, but the limits
every build takes (--max-pages, --max-tokens, --max-mb) as one line of their own, since few people
ever change them. docs/commands.md has each option at length."""

from __future__ import annotations

import click

LIMITS = ("max_pages", "max_tokens", "max_mb")
"""The options that bound what one build may make (cli.common.limit_options)."""


class BriefCommand(click.Command):
    """A command whose --help groups its limits on one line."""

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        limits = [param for param in self.params if param.name in LIMITS]
        rows = [row for param in self.params if isinstance(param, click.Option) and param.name not in LIMITS
                if (row := param.get_help_record(ctx)) is not None]
        if rows:
            with formatter.section("Options"):
                formatter.write_dl(rows)
        if limits:
            with formatter.section("Limits (most pages, tokens and MB one build makes)"):
                formatter.write_text(_limits_line(limits))


def _limits_line(limits: list[click.Parameter]) -> str:
    return ", ".join(f"{param.opts[0]} N [{param.default}]" for param in limits)


def command(name: str | None = None, **settings):
    """``click.command`` with brief help: what every printgen command is made with."""
    return click.command(name, cls=BriefCommand, **settings)
