"""Tabletop Simulator export: the encounter's cards, tokens, trackers and setup map as images and a
saved object (JSON) that Tabletop Simulator spawns from its Saved Objects folder.

grid.py lays a deck's cards out on sheets, objects.py writes the saved object's entries, table.py
says where each thing sits on the virtual table, export.py renders the images and writes the files.
"""
