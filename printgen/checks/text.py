"""Proofreading: spelling, repeated words, lone letters, game terms' case, markup, and
passages that are near-copies of each other but not quite."""

from __future__ import annotations

import difflib
import re
from functools import cache

from printgen.checks.base import Issue, check, occurrence_at
from printgen.markup import ICONS
from printgen.resources import DATA_DIR

_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*[A-Za-z]|[A-Za-z]")
_ICON = re.compile(r"\{[^{}\s]*\}")
_MARKUP = re.compile(r"\{[^{}\s]*\}|\*\*")
GAME_TERMS = ["Crisis Team", "Cosmic Threat", "Target of Opportunity", "Encounter Tracker", "Momentum Tracker",
              "Team Tactic", "Encounter Character", "Activation Phase", "Cleanup Phase", "Power Phase",
              "Doomsday Device", "Doomsday Console", "Cerebro Tower", "Randomizer", "Dazed", "Status card"]
SIMILAR = 0.8       # passages this alike, but not identical, are divergent copies
MIN_WORDS = 8


@cache
def glossary() -> frozenset[str]:
    """The game glossary kept in the repo (one word a line, # comments)."""
    lines = (DATA_DIR / "glossary.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(line.split("#")[0].strip().lower() for line in lines if line.split("#")[0].strip())


@cache
def dictionary():
    from spellchecker import SpellChecker  # loaded only when spelling is checked: it takes a tenth of a second
    return SpellChecker(distance=1)


def _words(text: str) -> str:
    return _ICON.sub(" ", text).replace("**", "")


def _words_and_origins(text: str) -> tuple[str, list[int]]:
    """``_words(text)``, and where each of its characters stands in ``text``, so that a finding
    made in the words can be pointed at in the file."""
    words, origins, last = [], [], 0
    for markup in _MARKUP.finditer(text):
        words.append(text[last:markup.start()])
        origins += range(last, markup.start())
        if markup.group() != "**":
            words.append(" ")
            origins.append(markup.start())
        last = markup.end()
    words.append(text[last:])
    origins += range(last, len(text))
    return "".join(words), origins


def _at(field, origins: list[int], needle: str, start: int, subject_message: str) -> Issue:
    """An issue pointing at the ``needle`` found at ``start`` of the field's words."""
    occurrence = occurrence_at(field.text, needle, origins[start])
    return Issue(field.path, subject_message, field.subject, needle=needle, occurrence=occurrence)


# British spellings, as the format writes them, and their American forms (the dictionary's)
BRITISH = [(re.compile(r"our"), "or"),                                     # colour, armoured, favourite
           (re.compile(r"ence"), "ense"),                                  # defence, offences
           (re.compile(r"tre(?=s?$)"), "ter"),                             # centre, centres
           (re.compile(r"tred$"), "tered"),                                # centred
           (re.compile(r"is(?=e$|es$|ed$|ing$|ation)"), "iz"),             # realise, organisation
           (re.compile(r"yse(?=s?$|d$)"), "yze"),                          # analyse
           (re.compile(r"oeuvre"), "euver")]                               # manoeuvre


def american(word: str) -> list[str]:
    """The American forms of a British spelling (each rule alone, then all), for the dictionary."""
    forms = [rule.sub(replacement, word) for rule, replacement in BRITISH]
    every = word
    for rule, replacement in BRITISH:
        every = rule.sub(replacement, every)
    return [form for form in dict.fromkeys([*forms, every]) if form != word]


def _known(word: str, extra: frozenset[str]) -> bool:
    lower = word.lower().replace("’", "'")
    for candidate in (lower, lower.removesuffix("'s"), lower.removesuffix("'d"), lower.removesuffix("'")):
        if candidate in glossary() or candidate in extra:
            return True
    return False


@check("text.spelling", "warning")
def spelling(context):
    """Every word is in the English dictionary, the game glossary (printgen/data/glossary.txt) or the
    encounter's own known words; the message suggests a correction."""
    extra = frozenset(entry.word.lower() for entry in context.enc.checks.words)
    checker = dictionary()
    known: set[str] = set()
    for field in context.texts:
        words, origins = _words_and_origins(field.text)
        for match in _WORD.finditer(words):
            word = match.group()
            if len(word) < 3 or (word.isupper() and len(word) <= 4) or _known(word, extra):
                continue
            lower = word.lower().replace("’", "'").removesuffix("'s").removesuffix("'")
            if lower in known:
                continue
            if not checker.unknown([lower]) or any(not checker.unknown([form]) for form in american(lower)):
                known.add(lower)  # words repeat: ask the dictionary about each once
                continue
            suggestion = checker.correction(lower)
            hint = f"; did you mean '{suggestion}'?" if suggestion and suggestion != lower else ""
            yield _at(field, origins, word, match.start(), f"unknown word '{word}'{hint}")


@check("text.repeated-word", "warning")
def repeated_words(context):
    """A word is not written twice in a row ("the the")."""
    pattern = re.compile(r"\b(\w+)[ \t]+\1\b", re.IGNORECASE)  # within a line: "N/A" then "A Better Age" is fine
    for field in context.texts:
        words, origins = _words_and_origins(field.text)
        for match in pattern.finditer(words):
            if not match.group(1).isdigit():
                yield _at(field, origins, match.group(0), match.start(), f"'{match.group(1)}' twice in a row")


# "letter l", "letters n, m, p and l": letters the text names as letters
_NAMED_LETTERS = re.compile(r"\bletters?\s+[a-z](?:(?:,\s*|\s+(?:and|or)\s+)[a-z])*\b", re.IGNORECASE)


@check("text.lone-letter", "warning")
def lone_letters(context):
    """No lower-case letter stands alone as a word except 'a' ("at the end of n activation");
    capitals alone are names (Asteroid M, zone B)."""
    pattern = re.compile(r"(?<![\w'’.\-/(])([b-z])(?![\w'’\-/)])")
    for field in context.texts:
        text, origins = _words_and_origins(field.text)
        named = [match.span() for match in _NAMED_LETTERS.finditer(text)]
        for match in pattern.finditer(text):
            if any(start <= match.start() < end for start, end in named):
                continue  # "icon letter l": a letter named as a letter is meant
            yield _at(field, origins, match.group(1), match.start(1),
                      f"a lone letter '{match.group(1)}' (a letter lost in transcription?)")


@check("text.keyword-case", "warning")
def game_terms_case(context):
    """Game terms are written the same way everywhere (Crisis Team, Cosmic Threat, Target of
    Opportunity, Dazed …); headings in capitals are fine."""
    for field in context.texts:
        text, origins = _words_and_origins(field.text)
        for term in GAME_TERMS:
            for match in re.finditer(r"\b" + re.escape(term) + r"\b", text, re.IGNORECASE):
                written = match.group()
                if written != term and not written.isupper():
                    yield _at(field, origins, written, match.start(), f"'{written}' should be written '{term}'")


@check("text.markup", "error")
def balanced_markup(context):
    """Braces, brackets, parentheses, bold markers and quotes are balanced; icons are known."""
    pairs = (("{", "}"), ("(", ")"), ("[", "]"), ("“", "”"))
    for field in context.texts:
        text = field.text
        for opening, closing in pairs:
            if text.count(opening) != text.count(closing):
                yield Issue(field.path, f"unbalanced {opening}{closing}: {text.count(opening)} '{opening}' and "
                            f"{text.count(closing)} '{closing}'", field.subject)
        if text.count("**") % 2:
            yield Issue(field.path, "unbalanced ** (bold is switched on and never off)", field.subject)
        if text.count('"') % 2:
            yield Issue(field.path, 'unbalanced " (a quotation is never closed)', field.subject)
        for name in re.findall(r"\{([^{}\s]*)\}", text):
            if name not in ICONS:
                yield Issue(field.path, f"unknown icon {{{name}}}", field.subject, needle="{" + name + "}")


# A quotation ("…" or “…”) is a passage of its own: a note quoting the rule it supplies copies it on
# purpose, and only the quote, not the words around it, is compared with other passages.
_QUOTATION = re.compile(r'"([^"\n]+)"|“([^”\n]+)”')


def _passages(context):
    """Paragraphs and bullets of every text, and the quotations in them, with where they are."""
    for field in context.texts:
        for paragraph in re.split(r"\n\s*\n|\n- |\n\d+\. ", "\n" + field.text):
            quotes = [a or b for a, b in _QUOTATION.findall(paragraph)]
            for piece in [_QUOTATION.sub(" ", paragraph), *quotes]:
                words = _words(piece).lstrip("- ").split()
                if len(words) >= MIN_WORDS:
                    yield field, piece.strip(), [w.strip(".,;:!?()\"'“”").lower() for w in words]


NUMBER_WORDS = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
IRREGULAR_PLURALS = {"dice": "die", "men": "man", "women": "woman", "people": "person"}


def _singular(word: str) -> str:
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(?:s|x|z|ch|sh)es$", word):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _counted(numbers: str) -> re.Pattern:
    """A number, then (optionally) the word it counts."""
    return re.compile(r"\b(" + numbers + r")\b(?:(\s+)([A-Za-z]+))?", re.IGNORECASE)


_COUNTED = {True: _counted(r"\d+|" + "|".join(sorted(NUMBER_WORDS))), False: _counted(r"\d+")}


def numbers_as_one(text: str, number_words: bool = True) -> str:
    """The text with every number (digits, and number words unless told not) made '#' and the noun
    after it singular: "Roll 1 die" and "Roll 3 dice" say the same with different numbers (a
    number's noun agrees with it by grammar alone)."""
    def one(match: re.Match) -> str:
        return "#" + (match.group(2) + _singular_like(match.group(3)) if match.group(3) else "")
    return _COUNTED[number_words].sub(one, text)


def _singular_like(word: str) -> str:
    singular = _singular(word.lower())
    return singular.capitalize() if word[:1].isupper() else singular


def _only_numbers_differ(a: list[str], b: list[str]) -> bool:
    """Parallel passages that differ only in their numbers ("Roll 1 die" / "Roll 3 dice") are meant."""
    a, b = numbers_as_one(" ".join(a)).split(), numbers_as_one(" ".join(b)).split()
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag != "equal" and not all(word == "#" for word in a[i1:i2] + b[j1:j2]):
            return False
    return True


def word_diff(a: list[str], b: list[str], raw_a: list[str], raw_b: list[str]) -> str:
    parts = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag != "equal":
            removed, added = " ".join(raw_a[i1:i2]), " ".join(raw_b[j1:j2])
            parts.append(f"[-{removed}-]{{+{added}+}}" if removed and added else
                         f"[-{removed}-]" if removed else f"{{+{added}+}}")
    return " ".join(parts)


@check("text.divergent-copy", "warning")
def divergent_copies(context):
    """Two passages that are near-duplicates but not identical (similarity 0.8 or more): one text
    drifted from the other. Shown with a word diff. Passages that differ only in their numbers
    (and the singular or plural noun of each) are parallel, not drifted; a quotation is compared
    on its own, so a note quoting a rule is not the rule's drifted copy."""
    passages = _distinct(_passages(context))
    for a, b in _candidate_pairs([words for _, _, words in passages]):
        (field_a, raw_a, words_a), (field_b, raw_b, words_b) = passages[a], passages[b]
        if not 0.7 <= len(words_a) / len(words_b) <= 1.43:
            continue
        matcher = difflib.SequenceMatcher(a=words_a, b=words_b, autojunk=False)
        if matcher.real_quick_ratio() < SIMILAR or matcher.quick_ratio() < SIMILAR or matcher.ratio() < SIMILAR:
            continue
        if _only_numbers_differ(words_a, words_b):
            continue
        line = context.doc.position(field_a.path)[0]
        diff = word_diff(words_a, words_b, _words(raw_a).split(), _words(raw_b).split())
        yield Issue(field_b.path, f"near-copy of the passage at line {line} ({matcher.ratio():.0%} alike): "
                    f"{diff}", field_b.subject)


def _distinct(found) -> list:
    """Each passage once (exact copies are the single-source rule at work, not drift), first place first."""
    seen: dict[tuple, tuple] = {}
    for passage in found:
        seen.setdefault(tuple(passage[2]), passage)
    return list(seen.values())


SHINGLE = 3          # words per shingle
COMMON = 64          # a shingle in more passages than this is a stock phrase: it proposes no pairs
SHARED = 0.25        # 80 % alike passages share at least this share of their shingles


def _candidate_pairs(texts: list[list[str]]) -> list[tuple[int, int]]:
    """Index pairs (a < b) of passages that share enough word shingles to be near-copies: an
    inverted index instead of every pair, so the cost grows with the text, not its square."""
    shingles = [{tuple(words[i:i + SHINGLE]) for i in range(len(words) - SHINGLE + 1)} for words in texts]
    postings: dict[tuple, list[int]] = {}
    for index, found in enumerate(shingles):
        for shingle in found:
            postings.setdefault(shingle, []).append(index)
    pairs = []
    for a, found in enumerate(shingles):
        shared: dict[int, int] = {}
        for shingle in found:
            holders = postings[shingle]
            if len(holders) <= COMMON:
                for b in holders:
                    if b > a:
                        shared[b] = shared.get(b, 0) + 1
        pairs += [(a, b) for b, count in sorted(shared.items())
                  if count >= SHARED * min(len(found), len(shingles[b]))]
    return pairs


@check("text.tab", "warning")
def tab_characters(context):
    """No tab character in any printed text: the kit prints a tab as one space, so whatever
    columns or indent it makes in the editor are lost on paper."""
    for field in context.printed:
        if "\t" in field.text:
            yield Issue(field.path, "a tab character, which prints as a single space: replace it with spaces "
                        "(for columns, use a table)", field.subject, needle="\t")
