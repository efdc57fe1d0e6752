"""The choices the command line offers are the ones the core knows."""

from __future__ import annotations

def test_check_offers_every_reporter_and_no_other():
    from printgen.report.check import REPORTERS
    from printgen.cli import FORMATS
    assert tuple(REPORTERS) == FORMATS


def test_the_choices_the_command_line_offers_are_the_ones_the_layout_and_data_know():
    from typing import get_args

    from printgen.layout.sheet import Duplex
    from printgen.load.loader import game_constants
    from printgen.options import Duplex as DuplexChoice
    from printgen.options import Paper, names
    assert list(get_args(Duplex)) == names(DuplexChoice)
    assert list(game_constants().papers) == names(Paper)
