"""Plain values and helpers every stage uses: errors, findings, units, limits, the typed choices,
wording, markup, memos, the fonts' metrics. Light enough for `printgen --help`."""
