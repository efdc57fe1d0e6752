"""Rendering: the only code that touches a canvas."""
