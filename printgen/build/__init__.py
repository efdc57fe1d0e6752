"""Building: each part's pages and the registry of parts, the one policy a run follows (session),
the kit, setup series, several kits at once, atomic output."""
