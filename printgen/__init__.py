"""printgen: print-and-play kits for Marvel: Crisis Protocol Ultimate Encounters."""

__version__ = "0.1.0"
