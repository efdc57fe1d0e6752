"""The encounter's own names as terms: a name written as the data defines it, not nearly so."""

from __future__ import annotations
