"""table.*: tables print whole.

- dice.py: a roll table covers the die and rolls a whole number of dice at every level, and the rules
  say the dice it rolls
- rows.py: a reference table has a row for every number the kit prints for it, each key once, and no
  cell of any table prints empty
"""
