"""Safe YAML loading that remembers where every value came from.

PyYAML composes the document into nodes (each with a start mark); we turn the
nodes into plain Python data ourselves, recording for every path the position of
its value and, in mappings, of its key. That is what lets any later finding say
``file:line:col``. Only the safe schema's scalars are built; tags that would
construct Python objects are refused.

The parsed file and its position lookups are ``yaml_doc``'s; how to fix a syntax error is
``yaml_syntax``'s. Their names stay importable from here.
"""

from __future__ import annotations

import re
import stat
from pathlib import Path
from typing import Any

import yaml

from printgen.core.errors import UnreadableInput
from printgen.core.findings import Finding
from printgen.load.yaml_doc import PathKey, YamlDoc, Span, line_col
from printgen.model.value_words import read_as
from printgen.load.yaml_syntax import syntax_message

__all__ = ["MAX_DEPTH", "MAX_FILE_BYTES", "MAX_NODES", "MAX_TEXT", "PathKey", "YamlDoc", "Span", "line_col", "parse",
           "read_as", "read_text"]

try:  # the C parser is several times faster and keeps the same marks
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader as _Loader

MAX_FILE_BYTES = 2 * 1024 * 1024
MAX_NODES = 200_000  # aliases are expanded: this bounds a "billion laughs" file
MAX_TEXT = MAX_FILE_BYTES  # characters of text once aliases are expanded: what the file could hold written out
MAX_DEPTH = 100


def _unreadable(path: str, message: str, code: str = "input.unreadable", line: int = 1, col: int = 1):
    return UnreadableInput(Finding(path, line, col, "error", code, message))


def read_text(path: Path, display: str) -> str:
    """The file's text, or one clear UnreadableInput saying why not. Only a regular file is read
    (a device or a FIFO would never end, or never start), and never more than the limit."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise _unreadable(display, "no such file") from None
    except OSError as exc:
        raise _unreadable(display, f"cannot be read: {exc.strerror or exc}") from None
    if stat.S_ISDIR(mode):
        raise _unreadable(display, "is a directory, not a YAML file")
    if not stat.S_ISREG(mode):
        raise _unreadable(display, "is not a regular file (a device, a pipe or a socket); give a YAML file")
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise _unreadable(display, f"cannot be read: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise _unreadable(display, f"file is over {MAX_FILE_BYTES:,} bytes, the limit", "input.too-large")
    try:
        return with_line_feeds(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        before = with_line_feeds(raw[: exc.start].decode("utf-8", "replace"))
        line, col = line_col(before, len(before))
        message = f"is not UTF-8 text (byte 0x{raw[exc.start]:02x})"
        raise _unreadable(display, message, "input.encoding", line, col) from None


_LINE_BREAKS = re.compile("\r\n|[\r\x85\u2028\u2029]")


def with_line_feeds(text: str) -> str:
    """``text`` with every line break YAML knows (CR LF from Windows, CR from an old Mac, NEL, LS, PS)
    written as a line feed: YAML reads them alike, and so every line and column printgen reports
    (found from the text, not only by the parser) is the one an editor shows."""
    return _LINE_BREAKS.sub("\n", text)


_OPENS = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSES = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


def _nesting_problem(text: str) -> tuple[int, int] | None:
    """Where collections nest deeper than MAX_DEPTH, if they do, found from the parser's events
    (which do not recurse) before anything is composed: the composer recurses once per level and
    would crash the process long before Python could catch anything. Block and flow collections
    and complex keys all open a level; brackets inside strings do not."""
    loader = _Loader(text)
    depth = 0
    try:
        while loader.check_event():
            event = loader.get_event()
            if isinstance(event, _OPENS):
                depth += 1
                if depth > MAX_DEPTH + 1:  # the document's own collection is level 0
                    return event.start_mark.line + 1, event.start_mark.column + 1
            elif isinstance(event, _CLOSES):
                depth -= 1
    finally:
        loader.dispose()
    return None


def _unallowed(exc: yaml.reader.ReaderError) -> str:
    """A character YAML allows nowhere (a NUL, another control character), named by its code point."""
    code = exc.character if isinstance(exc.character, int) else ord(exc.character)
    return (f"not valid YAML: the character U+{code:04X} is allowed nowhere in a YAML file (a NUL or another "
            f"control character): remove it")


def parse(text: str, display: str) -> YamlDoc:
    """Compose ``text`` into data with positions. Raises UnreadableInput if it is not YAML."""
    try:
        if (deep := _nesting_problem(text)) is not None:
            raise _unreadable(display, f"nesting deeper than {MAX_DEPTH} levels", "yaml.limit", *deep)
        node = _compose_single(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        if _too_deep_for_libyaml(exc):
            raise _unreadable(display, f"nesting deeper than {MAX_DEPTH} levels", "yaml.limit", line, col) from None
        raise _unreadable(display, syntax_message(text, exc), "yaml.syntax", line, col) from None
    except yaml.reader.ReaderError as exc:  # a character YAML allows nowhere: said where it stands
        raise _unreadable(display, _unallowed(exc), "yaml.syntax", *line_col(text, exc.position)) from None
    except yaml.YAMLError as exc:
        raise _unreadable(display, f"not valid YAML: {exc}", "yaml.syntax") from None
    except RecursionError:
        raise _unreadable(display, "nesting is too deep to read", "yaml.limit") from None
    doc = YamlDoc(display, text, None)
    if node is not None:
        doc.data = _Builder(doc).build(node)
    return doc


def _too_deep_for_libyaml(exc: yaml.MarkedYAMLError) -> bool:
    """Whether libyaml itself refused the nesting. Since PyYAML 6.0.3 its scanner stops at 1,000
    levels, and it reads a run of flow brackets ahead of the first event, so it can refuse before
    _nesting_problem counts level 101. The user is told the same thing whichever layer saw it."""
    return "maximum nesting depth" in (exc.problem or "")


def _compose_single(text: str):
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
    finally:
        loader.dispose()
    return node


def _shown(value: str, limit: int = 40) -> str:
    return value if len(value) <= limit else value[:limit] + "…"


def _span(node) -> Span:
    start, end = node.start_mark, node.end_mark
    return Span(start.line + 1, start.column + 1, start.index, end.index)


def _tag_as_written(tag: str) -> str:
    return tag.replace("tag:yaml.org,2002:", "!!", 1)


# What a value of each YAML type is, in words (a scalar whose text its type does not admit).
_TYPE_IN_WORDS = {"bool": "true or false", "int": "a whole number", "float": "a number",
                  "timestamp": "a date", "binary": "base64 data", "null": "null"}


def _pos(node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


_COLLECTION_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}
_STR = "tag:yaml.org,2002:str"
# A number as a reader reads it: digits with an optional sign, point and exponent, and no leading zero
_PLAIN_NUMBER = re.compile(r"[-+]?(0|[1-9][0-9]*)(\.[0-9]*)?([eE][-+]?[0-9]+)?|[-+]?\.[0-9]+([eE][-+]?[0-9]+)?")
_SPECIAL_FLOATS = {".inf", "+.inf", "-.inf", ".nan"}  # read as written; what is finite is the schema's to say


def _reading(text: str) -> str:
    """How YAML 1.1 reads a number a reader would read otherwise."""
    bare = text.lstrip("+-")
    if ":" in bare:
        return "base 60, as a time of day"
    if bare[:2].lower() == "0x":
        return "hexadecimal"
    if bare[:2].lower() == "0b":
        return "binary"
    if "_" in bare:
        return "the underscores dropped"
    return "octal, for its leading zero" if bare[:1] == "0" and bare[1:2].isdigit() else "not as written"


class _Builder:
    """Turns composed nodes into data, recording spans and refusing unsafe or huge input."""

    def __init__(self, doc: YamlDoc):
        self.doc = doc
        self.nodes = 0
        self.characters = 0
        self.constructor = yaml.constructor.SafeConstructor()

    def build(self, node):
        return self._node(node, ())

    def _node(self, node, path):
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _unreadable(self.doc.path, f"more than {MAX_NODES:,} values (are aliases expanding?)", "yaml.limit",
                              *self.doc.position(path))
        if len(path) > MAX_DEPTH:
            raise _unreadable(self.doc.path, f"nesting deeper than {MAX_DEPTH} levels", "yaml.limit", *_pos(node))
        self.doc.values[path] = _span(node)
        if isinstance(node, yaml.CollectionNode) and node.tag not in _COLLECTION_TAGS:
            raise self._tag_refused(node)
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, path)
        if isinstance(node, yaml.SequenceNode):
            return [self._node(child, path + (i,)) for i, child in enumerate(node.value)]
        return self._scalar(node)

    def _mapping(self, node, path):
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                self._problem(key_node, "yaml.merge", "merge keys (<<) are not supported; write the keys out")
                continue
            key = self._scalar(key_node) if isinstance(key_node, yaml.ScalarNode) else None
            if isinstance(key, bool):
                self._problem(key_node, "yaml.key", f"YAML reads the key '{key_node.value}' as {str(key).lower()}; "
                                                    f"quote it or use another word")
                continue
            if not isinstance(key_node, yaml.ScalarNode):
                kind = "a list" if isinstance(key_node, yaml.SequenceNode) else "a mapping"
                self._problem(key_node, "yaml.key", f"keys must be words, not {kind}")
                continue
            if not isinstance(key, str):
                self._problem(key_node, "yaml.key", f"YAML reads the key '{_shown(key_node.value)}' as {read_as(key)}; "
                                                    f"quote it if it is meant as a word")
                continue
            if key in result:
                first = self.doc.keys[path + (key,)]
                self._problem(key_node, "yaml.duplicate-key", f"duplicate key '{key}' (first at line {first.line})")
                continue
            self.doc.keys[path + (key,)] = _span(key_node)
            result[key] = self._node(value_node, path + (key,))
        return result

    def _scalar(self, node):
        self.characters += len(node.value)
        if self.characters > MAX_TEXT:  # a long text repeated through aliases: each copy is laid out
            raise _unreadable(self.doc.path, f"more than {MAX_TEXT:,} characters of text once aliases are "
                                             f"expanded (an alias repeats its text where it is used)", "yaml.limit",
                              *_pos(node))
        if node.tag == _STR:  # most values: the text as written, which is what PyYAML would construct
            return node.value
        if not node.tag.startswith("tag:yaml.org,2002:"):
            raise self._tag_refused(node)
        try:
            value = self.constructor.construct_object(node, deep=True)
            self._as_written(node, value)
            return value
        except yaml.constructor.ConstructorError:  # a yaml.org tag PyYAML cannot build (!!foo, !!map on a word)
            raise self._tag_refused(node) from None
        except Exception:  # noqa: BLE001 - PyYAML's constructors raise KeyError, AttributeError,
            # ValueError … on values their tag does not admit: "!!bool maybe", "!!timestamp abc",
            # an impossible date (2020-02-30), an integer too long to convert
            kind = node.tag.rsplit(":", 1)[-1]
            wanted = _TYPE_IN_WORDS.get(kind, f"a {_tag_as_written(node.tag)} value")
            raise _unreadable(self.doc.path, f"'{_shown(node.value)}' cannot be read as {wanted}; quote it if it "
                                             f"is meant as text", "yaml.value", *_pos(node)) from None

    def _as_written(self, node, value) -> None:
        """A number YAML 1.1 reads otherwise than a reader does (010 is octal 8, 0x10 is 16, 1:30 is
        90, 1_000 drops its underscores) is a finding: every number is the number written."""
        if node.style or isinstance(value, bool) or not isinstance(value, (int, float)):  # plain: None, or "" (libyaml)
            return
        if _PLAIN_NUMBER.fullmatch(node.value) or node.value.lower() in _SPECIAL_FLOATS:
            return
        read = f"{value}" if isinstance(value, int) else f"{value:g}"
        self._problem(node, "yaml.number", f"YAML reads '{_shown(node.value)}' as {read} ({_reading(node.value)}); "
                                           f"write {read} if that is meant, or quote it as text")

    def _tag_refused(self, node) -> UnreadableInput:
        return _unreadable(self.doc.path, f"the tag {_tag_as_written(node.tag)} is not allowed (only plain YAML "
                                          f"values)", "yaml.tag", *_pos(node))

    def _problem(self, node, code, message):
        span = _span(node)
        self.doc.problems.append(Finding(self.doc.path, span.line, span.col, "error", code, message))
