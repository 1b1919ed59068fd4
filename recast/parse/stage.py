"""The parse stage: raw-text documents -> documents with UD sentences, parses cached on disk.

A backend's CoNLL-U for a document is kept at
``<cache>/<backend>/<sha256 of the model identity, 16 hex>/<sha256 of the text>.conllu``,
so a later run with the same backend, model and text reads it instead of parsing again.
The cache is ``$RECAST_CACHE_DIR/parses`` (default ``~/.cache/recast/parses``).

Each cache file ends with a trailer line ``# recast-sha256 = <sha256 of the CoNLL-U above it>``;
a file whose trailer is missing or does not match (cut short, damaged, or written by an older
recast) is parsed again and replaced, never read.

What is missing from the cache is parsed by an executor that fills the cache: :class:`LocalExecutor`
(this process, or a pool of spawned single-threaded worker processes, one per core by default) or
:class:`recast.parse.distributed.DaskExecutor` (a Dask cluster); the documents are then read from the
cache either way, in document order, so the result does not depend on what parsed them. The local
batches do not depend on the number of workers, so one worker and eight write the same parses.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterable, Sequence
from concurrent.futures import as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Protocol

from recast.catalogue import Errors, RecastError
from recast.parse.backends import ConlluParser, Parser
from recast.parse.conll import sentences_from_conllu
from recast.processes import process_pool
from recast.progress import progress
from recast.settings import default_cache_dir
from recast.types import Document
from recast.files import write_text_atomically

CHECKSUM_TRAILER = "# recast-sha256 = "
# A local batch -- what one call of the backend parses -- closes at this many documents or words:
# enough for Stanza to batch sentences across documents, small enough to share among workers and
# that an interrupted run keeps most of its work in the cache.
LOCAL_BATCH_DOCUMENTS = 16
LOCAL_BATCH_WORDS = 4_000
# A pool worker is started for every this many words to parse, up to the workers asked for: starting one
# (a fresh interpreter importing torch and Stanza, then loading the models) costs about 5 CPU-seconds, what
# one thread spends parsing ~4,000 words, so a worker pays for itself only over a few times that.
WORDS_PER_WORKER = 10_000

# One loaded parser per worker process, by backend and model identity: its batches reuse the model.
_WORKER_PARSERS: dict[tuple[str, str], Parser] = {}

log = logging.getLogger(__name__)


class ParseExecutor(Protocol):
    """Parses documents into the cache: :class:`LocalExecutor`, ``recast.parse.distributed.DaskExecutor``."""

    name: str

    def fill(self, documents: Sequence[Document], parser: Parser, cache_dir: Path) -> None:
        """Leave a valid cache file for every document (the documents are the ones missing from it)."""


def default_parse_cache() -> Path:
    return default_cache_dir() / "parses"


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def cache_path(cache_dir: Path, parser: Parser, text: str) -> Path:
    return cache_dir / parser.backend / _sha256(parser.identity)[:16] / f"{_sha256(text)}.conllu"


def read_cached(path: Path) -> str | None:
    """The cached CoNLL-U at ``path``; None when there is none or its checksum trailer does not match."""
    try:
        data = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError, UnicodeDecodeError):  # absent or unreadable: parse again
        return None
    cut = data.rfind("\n", 0, len(data) - 1) + 1  # the start of the last line
    body, trailer = data[:cut], data[cut:]
    if trailer != f"{CHECKSUM_TRAILER}{_sha256(body)}\n":
        log.warning("%s: parse cache damaged or from an older recast; parsing again", path)
        return None
    return body


def write_cached(path: Path, conllu_text: str) -> None:
    """Store ``conllu_text`` with its checksum trailer, atomically (a killed run leaves no half parse)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:  # e.g. RECAST_CACHE_DIR under a file, or a read-only disk
        raise RecastError(Errors.E100, file=path.parent, reason=error.strerror or error) from error
    write_text_atomically(path, f"{conllu_text}{CHECKSUM_TRAILER}{_sha256(conllu_text)}\n")


def words(document: Document) -> int:
    return len(document.text.split())


def fill_cache(documents: Sequence[Document], parser: Parser, cache_dir: Path) -> None:
    """Parse ``documents`` in one call of the backend into the cache."""
    for document, conllu_text in zip(documents, parser.parse_many(documents), strict=True):
        write_cached(cache_path(cache_dir, parser, document.text), conllu_text)


def parse_batch(parser: Parser, cache_dir: Path, documents: list[Document]) -> int:
    """Runs in a worker process (local pool or Dask): parse what the cache still lacks of ``documents``
    into it, with the process's one loaded copy of the parser; return the words parsed."""
    parser = _WORKER_PARSERS.setdefault((parser.backend, parser.identity), parser)
    # a retried batch, or one a lost worker had half done, skips what is already there
    todo = [d for d in documents if read_cached(cache_path(cache_dir, parser, d.text)) is None]
    fill_cache(todo, parser, cache_dir)
    return sum(words(d) for d in todo)


def local_batches(documents: Sequence[Document]) -> list[list[Document]]:
    """Consecutive documents, a batch closing at LOCAL_BATCH_DOCUMENTS documents or LOCAL_BATCH_WORDS words."""
    batches: list[list[Document]] = []
    size = 0
    for document in documents:
        if not batches or len(batches[-1]) >= LOCAL_BATCH_DOCUMENTS or size >= LOCAL_BATCH_WORDS:
            batches.append([])
            size = 0
        batches[-1].append(document)
        size += words(document)
    return batches


@dataclass(frozen=True)
class LocalExecutor:
    """Parses on this machine: in this process with one worker, else in a pool of up to ``workers`` spawned
    single-threaded processes (:mod:`recast.processes`), one per WORDS_PER_WORKER words to parse.
    A parser on a GPU parses in this process."""

    workers: int = 1
    name: str = "local"

    def fill(self, documents: Sequence[Document], parser: Parser, cache_dir: Path) -> None:
        batches = local_batches(documents)
        worth_starting = max(1, sum(words(d) for d in documents) // WORDS_PER_WORKER)
        workers = 1 if parser.device != "cpu" else min(self.workers, len(batches), worth_starting)
        desc = f"parsing ({parser.backend}, {len(documents):,} documents, {workers} worker{'s' * (workers > 1)})"
        if workers == 1:
            for batch in progress(batches, desc=desc):
                fill_cache(batch, parser, cache_dir)
            return
        with process_pool(workers) as pool:
            futures = {pool.submit(parse_batch, parser, cache_dir, batch): batch for batch in batches}
            try:
                for future in progress(as_completed(futures), desc=desc, total=len(futures)):
                    future.result()
            except BrokenProcessPool:
                unfinished = [d.doc_id for f, batch in futures.items() if f.cancelled() or not f.done() or f.exception()
                              for d in batch]
                raise RecastError(
                    Errors.E130, count=len(unfinished), first=unfinished[0], last=unfinished[-1]
                ) from None


def parse_documents(
    documents: Iterable[Document],
    parser: Parser,
    cache_dir: Path | None = None,
    executor: ParseExecutor | None = None,
) -> list[Document]:
    """The documents with their ``sentences`` filled from ``parser`` (or the cache), in order.

    What the cache lacks is parsed by ``executor`` (default: in this process).
    """
    documents = list(documents)
    for document in documents:
        if document.text is None:
            raise RecastError(Errors.E010, file=document.source_file or document.doc_id, reason="no raw text to parse")
    if isinstance(parser, ConlluParser):  # the user's own parse files: nothing to cache
        return [_with_sentences(d, parser.parse(d), parser.path(d).as_posix()) for d in documents]
    cache_dir = default_parse_cache() if cache_dir is None else cache_dir
    executor = executor or LocalExecutor()
    paths = [cache_path(cache_dir, parser, document.text) for document in documents]
    cached = {path: read_cached(path) for path in set(paths)}
    missing = list({path: d for path, d in zip(paths, documents) if cached[path] is None}.values())  # one per text
    if missing:
        executor.fill(missing, parser, cache_dir)
    for document in missing:
        path = cache_path(cache_dir, parser, document.text)
        cached[path] = read_cached(path)
        if cached[path] is None:
            raise RecastError(Errors.E036, doc_id=document.doc_id, path=path, executor=executor.name)
    return [_with_sentences(d, cached[path], path.as_posix()) for d, path in zip(documents, paths)]


def _with_sentences(document: Document, conllu_text: str, source: str) -> Document:
    return replace(document, sentences=sentences_from_conllu(conllu_text, document.text, source))
