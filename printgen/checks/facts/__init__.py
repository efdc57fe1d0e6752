"""fact.*: what the words say about the data agrees with the data.

A rule that writes a value out ("scores 15 VPs", "within Range 3 of the north edge") prints beside the
data that states it (the ending's `vp:`, the deployment zone drawn on the setup sheet). When the two
disagree the paper contradicts itself, so each literal the words state is compared with the data, and
the finding offers the text reference that prints the data's value instead (load/text_values.py).

- values.py: an ending's VP, a deployment's range and edge, a track's spaces, a superpower's cost
- placements.py: a random placement's distances and count
"""
