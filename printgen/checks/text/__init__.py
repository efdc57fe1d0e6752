"""text.*: the words the kit prints, proofread.

- proofreading.py: spelling, a word twice, a lone letter, game terms' case, balanced markup, tabs
- articles.py: 'a' or 'an' as the next word sounds
- glyphs.py: characters a font can draw, no control characters, no † of the data's own
- copies.py: passages that drifted from their near-copies
- names.py: the file's own names written as the data writes them, not one word off (name_terms.py: the
  names as terms)
- name_typos.py: no real word one letter off a word of a name, where the sentence uses it as the name
- named.py: a phrase in the shape of a name names something
"""

from printgen.checks.text.proofreading import bare_word, unknown_words  # noqa: F401  (what `printgen new` reads)
