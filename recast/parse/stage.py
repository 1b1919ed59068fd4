"""The parse stage: raw-text documents -> documents with UD sentences, parses cached on disk.

A backend's CoNLL-U for a document is kept at
``<cache>/<backend>/<sha256 of the model identity, 16 hex>/<sha256 of the text>.conllu``,
so a later run with the same backend, model and text reads it instead of parsing again.
The cache is ``$RECAST_CACHE_DIR/parses`` (default ``~/.cache/recast/parses``).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from recast.catalogue import Errors, RecastError
from recast.parse.backends import ConlluParser, Parser
from recast.parse.conll import sentences_from_conllu
from recast.progress import progress
from recast.resources import default_cache_dir
from recast.types import Document


def default_parse_cache() -> Path:
    return default_cache_dir() / "parses"


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def cache_path(cache_dir: Path, parser: Parser, text: str) -> Path:
    return cache_dir / parser.backend / _sha256(parser.identity)[:16] / f"{_sha256(text)}.conllu"


def document_conllu(document: Document, parser: Parser, cache_dir: Path) -> tuple[str, str]:
    """The document's CoNLL-U and where it lives (cache file, or the parser's own file)."""
    if isinstance(parser, ConlluParser):  # the user's own parse files: nothing to cache
        return parser.parse(document), parser.path(document).as_posix()
    path = cache_path(cache_dir, parser, document.text)
    if path.is_file():
        return path.read_text(encoding="utf-8"), path.as_posix()
    conllu_text = parser.parse(document)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(f".{os.getpid()}.tmp")
    temporary.write_text(conllu_text, encoding="utf-8")
    os.replace(temporary, path)  # atomic: a run killed mid-write leaves no half parse behind
    return conllu_text, path.as_posix()


def parse_documents(documents: Iterable[Document], parser: Parser, cache_dir: Path | None = None) -> list[Document]:
    """The documents with their ``sentences`` filled from ``parser`` (or the cache), in order."""
    documents = list(documents)
    cache_dir = default_parse_cache() if cache_dir is None else cache_dir
    parsed = []
    for document in progress(documents, desc=f"parsing ({parser.backend})"):
        if document.text is None:
            raise RecastError(Errors.E010, file=document.source_file or document.doc_id, reason="no raw text to parse")
        conllu_text, source = document_conllu(document, parser, cache_dir)
        parsed.append(replace(document, sentences=sentences_from_conllu(conllu_text, document.text, source)))
    return parsed
