"""text.divergent-copy: passages that are near-copies of each other but not quite, found through
shared word shingles so that the cost grows with the text, not its square."""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from printgen.checks.base import Issue, check
from printgen.checks.context import Context
from printgen.checks.words import numbers_as_one, words as _words

SIMILAR = 0.8       # passages this alike, but not identical, are divergent copies
SIMILAR_SENTENCE = 0.9  # a sentence taken out of its paragraph: one word of ten changed ("face up", "face down")
MIN_WORDS = 8
FUNCTION_WORDS = {"a", "an", "the", "this", "that", "these", "those", "its", "his", "her", "their", "it", "them"}
"""A sentence that differs from another only in these says the same of something else ("the Console",
"that Console"): a paraphrase, not a drift."""


# A quotation ("…" or “…”) is a passage of its own: a note quoting the rule it supplies copies it on
# purpose, and only the quote, not the words around it, is compared with other passages.
_QUOTATION = re.compile(r'"([^"\n]+)"|“([^”\n]+)”')


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


Words = tuple[str, ...]


class Passage(NamedTuple):
    """A passage as _pieces reads it."""

    text: str
    words: Words               # in lower case, without punctuation
    taken_out: bool            # a sentence taken out of its paragraph
    shingles: frozenset[Words]


def _passages(context: Context):
    """Paragraphs and bullets of every text, the quotations in them, and the sentences of each
    paragraph of more than one (a copy of one sentence inside a longer passage drifts too: "face up"
    in one, "face down" in the other), each with the field it is in."""
    written = context.enc.written
    for field in context.texts:  # as written: two texts alike only in the words a reference says are no copies
        for passage in _pieces(written.get(field.path, field.text)):
            yield field, passage


@lru_cache(maxsize=1 << 12)
def _pieces(text: str) -> tuple[Passage, ...]:
    """The passages of one text, read once per text in a process: a watch's next save has the same texts
    but the one changed."""
    found = []
    for paragraph in re.split(r"\n\s*\n|\n- |\n\d+\. ", "\n" + text):
        quotes = [a or b for a, b in _QUOTATION.findall(paragraph)]
        unquoted = _QUOTATION.sub(" ", paragraph)
        sentences = _SENTENCE_END.split(unquoted.strip())
        pieces = [(unquoted, False), *((quote, False) for quote in quotes),
                  *((sentence, True) for sentence in (sentences if len(sentences) > 1 else []))]
        for piece, taken_out in pieces:
            words = _words(piece).lstrip("- ").split()
            if len(words) >= MIN_WORDS:
                lower = tuple(w.strip(".,;:!?()\"'“”").lower() for w in words)
                found.append(Passage(piece.strip(), lower, taken_out, shingles_of(lower)))
    return tuple(found)


def shingles_of(words: Words) -> frozenset[tuple[str, ...]]:
    """The runs of SHINGLE words a passage holds."""
    return frozenset(zip(*(words[i:] for i in range(SHINGLE))))


def _only_numbers_differ(a: Words, b: Words) -> bool:
    """Parallel passages that differ only in their numbers ("Roll 1 die" / "Roll 3 dice") are meant."""
    hashed_a, hashed_b = numbers_as_one(" ".join(a)).split(), numbers_as_one(" ".join(b)).split()
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=hashed_a, b=hashed_b, autojunk=False).get_opcodes():
        if tag != "equal" and not all(word == "#" for word in hashed_a[i1:i2] + hashed_b[j1:j2]):
            return False
    return True


def _only_function_words_differ(a: Words, b: Words) -> bool:
    changed = [word for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes()
               if tag != "equal" for word in a[i1:i2] + b[j1:j2]]
    return all(word in FUNCTION_WORDS for word in changed)


def _one_holds_the_other(a: Words, b: Words) -> bool:
    """A sentence and the paragraph it stands in (or the same sentence inside a longer copy) are one
    passage, not two that drifted apart."""
    short, long = sorted((" ".join(a), " ".join(b)), key=len)
    return f" {short} " in f" {long} "


def word_diff(a: Words, b: Words, raw_a: list[str], raw_b: list[str]) -> str:
    parts = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag != "equal":
            removed, added = " ".join(raw_a[i1:i2]), " ".join(raw_b[j1:j2])
            parts.append(f"[-{removed}-]{{+{added}+}}" if removed and added else
                         f"[-{removed}-]" if removed else f"{{+{added}+}}")
    return " ".join(parts)


@check("text.divergent-copy", "warning")
def divergent_copies(context: Context) -> Iterator[Issue]:
    """Two passages that are near-duplicates but not identical (similarity 0.8 or more): one text
    drifted from the other. Shown with a word diff. Passages that differ only in their numbers
    (and the singular or plural noun of each) are parallel, not drifted; a quotation is compared
    on its own, so a note quoting a rule is not the rule's drifted copy."""
    passages = _distinct(_passages(context))
    drifts: dict[tuple, tuple[bool, Issue]] = {}
    for a, b in _candidate_pairs(tuple(passage.shingles for _, passage in passages)):
        (field_a, passage_a), (field_b, passage_b) = passages[a], passages[b]
        drift = _drift(passage_a, passage_b)
        if drift is None:
            continue
        alike, diff = drift
        line = context.doc.position(field_a.path)[0]
        found = Issue(field_b.path, f"near-copy of the passage at line {line} ({alike:.0%} alike): {diff}",
                      field_b.subject)
        # one drift, one finding: a paragraph's drift is also its sentence's, and the paragraph says it whole
        key, taken_out = (field_a.path, field_b.path, diff), passage_a.taken_out or passage_b.taken_out
        if key not in drifts or drifts[key][0] and not taken_out:
            drifts[key] = (taken_out, found)
    yield from (found for _, found in drifts.values())


@lru_cache(maxsize=1 << 12)
def _drift(a: Passage, b: Passage) -> tuple[float, str] | None:
    """How alike two passages are and their word diff, if one drifted from the other; None if not.
    Kept per pair in a process: a watch's next save compares again only the passages it changed."""
    (raw_a, words_a, out_a, _), (raw_b, words_b, out_b, _) = a, b
    if not 0.7 <= len(words_a) / len(words_b) <= 1.43:
        return None
    similar = SIMILAR_SENTENCE if out_a or out_b else SIMILAR
    matcher = difflib.SequenceMatcher(a=words_a, b=words_b, autojunk=False)
    if matcher.real_quick_ratio() < similar or matcher.quick_ratio() < similar or matcher.ratio() < similar:
        return None
    if _only_numbers_differ(words_a, words_b) or _one_holds_the_other(words_a, words_b) or (
            (out_a or out_b) and _only_function_words_differ(words_a, words_b)):
        return None
    return matcher.ratio(), word_diff(words_a, words_b, _words(raw_a).split(), _words(raw_b).split())


def _distinct(found) -> list:
    """Each passage once (exact copies are the single-source rule at work, not drift), first place first."""
    seen: dict[Words, tuple] = {}
    for field, passage in found:
        seen.setdefault(passage.words, (field, passage))
    return list(seen.values())


SHINGLE = 3          # words per shingle
COMMON = 64          # a shingle in more passages than this is a stock phrase: it proposes no pairs
SHARED = 0.25        # 80 % alike passages share at least this share of their shingles


@lru_cache(maxsize=16)
def _candidate_pairs(shingles: tuple[frozenset[tuple[str, ...]], ...]) -> tuple[tuple[int, int], ...]:
    """Index pairs (a < b) of passages that share enough word shingles to be near-copies: an
    inverted index instead of every pair, so the cost grows with the text, not its square. Kept for
    the passages of a file (each text's shingles are the same set while the text is the same: a save
    that changes no passage finds them at once)."""
    postings: dict[tuple, list[int]] = {}
    for index, found in enumerate(shingles):
        for shingle in found:
            postings.setdefault(shingle, []).append(index)
    # each posting in ascending order: its pairs come as (a, b), a < b; counted in one pass
    shared = Counter(pair for holders in postings.values() if 1 < len(holders) <= COMMON
                     for pair in combinations(holders, 2))
    sizes = [len(found) for found in shingles]
    enough = (pair for pair, count in shared.items() if count >= SHARED * min(sizes[pair[0]], sizes[pair[1]]))
    return tuple(sorted(enough))
