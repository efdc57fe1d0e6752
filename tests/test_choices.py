"""The choices the command line offers are the ones the core knows."""

from __future__ import annotations


def test_check_offers_every_reporter_and_no_other():
    from printgen.report.check import REPORTERS
    from printgen.cli.common import FORMATS
    assert tuple(REPORTERS) == FORMATS
