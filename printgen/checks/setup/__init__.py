"""setup.*: the setup sheet can be drawn, and made on every seed an organiser prints.

- battlefield.py: the battlefield is two lengths; its zones and fixed places lie on it; its lengths
  are written in its own units
- zones.py: a zone encloses room and stands a base, and no fixed piece stands in one
- placements.py: random placements are met on all but a rare seed, the terrain finds room, and no
  token lands where a side deploys
"""
