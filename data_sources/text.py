"""Reading source text and XML safely: one place for what every reader must do the same way.

- XML: internal entities (``<!ENTITY co "Co.">``) are resolved, so ``&co;`` never reaches a context
  literally; external entities are never loaded or fetched (no network, no DTD loading), and one
  left unresolved is an error naming the file; libxml2's amplification limits stay on (no
  ``huge_tree``), so an entity bomb ("billion laughs") is refused in bounded memory.
- Text: Unicode format characters (category Cf: zero-width space, soft hyphen, joiners, bidi
  marks) become spaces, one for one, so offsets are unchanged and event text, tokens and
  contexts all see the same plain text.
- Tokens: a corpus that has no text of its own (UDS-T's treebank) reads as detokenized text.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from lxml import etree

from recast.catalogue import Errors, RecastError
from recast.files import record_read

UTF8_BOM = b"\xef\xbb\xbf"


def xml_parser(**options: bool) -> etree.XMLParser:
    return etree.XMLParser(resolve_entities="internal", no_network=True, load_dtd=False, huge_tree=False, **options)


def parse_xml(source: bytes, path: Path, **options: bool) -> etree._Element:
    """The root of ``source`` (the bytes of ``path``); malformed XML or an unresolved entity is an error."""
    try:
        root = etree.fromstring(source, xml_parser(**options))
    except etree.XMLSyntaxError as error:
        undefined = re.match(r"Entity '([^']+)' not defined", error.msg or "")
        if undefined:  # external entities are declared but never loaded, so they end here too
            raise RecastError(Errors.E108, file=path, item=f"line {error.lineno}", entity=undefined[1]) from None
        raise RecastError(Errors.E007, file=path, line=error.lineno, reason=error.msg) from None
    for entity in root.iter(etree.Entity):
        line = f"line {entity.sourceline}" if entity.sourceline else "entity"
        raise RecastError(Errors.E108, file=path, item=line, entity=entity.name)
    return root


def read_bytes(path: Path) -> bytes:
    """A file's bytes, their checksum kept for the manifest; a directory or an unreadable file is an error naming it."""
    if Path(path).is_dir():
        raise RecastError(Errors.E109, file=path)
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise RecastError(Errors.E010, file=path, reason=error.strerror or error) from None
    record_read(path, data)  # the manifest records the checksum of these bytes
    return data


def decode_utf8(raw: bytes, path: Path) -> str:
    """``raw`` as UTF-8; otherwise an error naming the file, line and byte."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        raise RecastError(Errors.E068, file=path, reason=f"line {line}, byte {error.start}: {error.reason}") from None


def without_byte_order_mark(raw: bytes) -> tuple[bytes, bool]:
    """``raw`` without a leading UTF-8 byte-order mark, and whether it had one (readers count it)."""
    return raw.removeprefix(UTF8_BOM), raw.startswith(UTF8_BOM)


def read_text(path: Path) -> tuple[str, bool]:
    """A text file as UTF-8 without its byte-order mark, and whether it had one; an unreadable or
    non-UTF-8 file is an error naming it (and the line)."""
    raw, byte_order_mark = without_byte_order_mark(read_bytes(path))
    return decode_utf8(raw, path), byte_order_mark


@cache
def _format_characters() -> dict[int, str]:
    return {code: " " for code in range(sys.maxunicode + 1) if unicodedata.category(chr(code)) == "Cf"}


def blank_format_characters(text: str) -> str:
    """``text`` with each format character (Cf) replaced by a space: same length, same offsets."""
    if text.isascii():
        return text
    return text.translate(_format_characters())


@cache
def _detokenizer() -> Any:
    from sacremoses import MosesDetokenizer  # imported when needed: it pulls in joblib and numpy (~0.4 s)

    return MosesDetokenizer(lang="en")


@lru_cache(maxsize=65536)
def detokenize(forms: tuple[str, ...]) -> str:
    """Tokens as running text ("It 's just" -> "It's just"), for a corpus that has no text of its own."""
    return _detokenizer().detokenize(list(forms))
