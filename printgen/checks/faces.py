"""What the paper will show, checked before it is printed: faces and tables that would print wrong."""

from __future__ import annotations
