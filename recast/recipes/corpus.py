"""Recast any corpus of the registry (``templates/corpora.json``): read -> parse -> recast -> write.

Every corpus takes the same road; what differs is data: the entry's reader, whether its text
needs the parse stage (``syntax``), its relation table and its kind of inference. A new corpus
is a reader, a table and a registry entry -- nothing here changes.
"""

from __future__ import annotations

import gc
import os
import shlex
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from recast.cache import PhraseCache
from recast.catalogue import Errors, RecastError, Skip, SkipCounter
from recast.closure import ClosureSummary, close_document
from recast.engine import relation_table
from recast.parse.align import align_events
from recast.parse.backends import ConlluParser, Parser
from recast.parse.stage import ParseExecutor, parse_documents
from recast.pipeline import AggregatedAnnotations, PairDeduplicator, duration_records, ordering_records
from recast.profiles import Profile, load_profile
from recast.progress import progress
from recast.recipes.finish import write_recast
from recast.registry import CorpusEntry, corpus_data_dir, corpus_entry
from recast.types import DURATION, Document, SourceDocument, TemporalLink
from recast.writers import ensure_writable, made_folders, output_lock


def command_line() -> str:
    """The command that is running, as a user would type it (recorded in every manifest)."""
    return shlex.join([os.path.basename(sys.argv[0]), *sys.argv[1:]])


def read_corpus_documents(
    entry: CorpusEntry, data_dir: Path | None, splits: Sequence[str], skips: dict[str, SkipCounter],
    strict: bool = False,
) -> list[SourceDocument]:
    return list(entry.read(corpus_data_dir(entry, data_dir), splits, skips, strict))


def parsed_documents(
    entry: CorpusEntry, read: Sequence[SourceDocument], parser: Parser | None, parse_cache: Path | None,
    executor: ParseExecutor | None = None,
) -> list[Document]:
    """The documents with UD sentences: the corpus's own (gold syntax) or from the parse stage."""
    documents = [source.document for source in read]
    if entry.syntax == "gold":
        return documents
    if parser is None:
        raise RecastError(Errors.E039, corpus=entry.pretty_name)
    return parse_documents(documents, parser, parse_cache, executor)


def parse_corpus(
    corpus: str, data_dir: Path | None, splits: Sequence[str], parser: Parser, parse_cache: Path | None = None,
    executor: ParseExecutor | None = None, **options: bool,
) -> int:
    """Fill the parse cache with every document of ``corpus`` that recasting (with the recipe's flags
    ``options``) would parse (``recast parse``, ``recast all``); return how many documents that is."""
    entry = corpus_entry(corpus)
    read = entry.read_documents(entry, data_dir, splits, {split: SkipCounter() for split in splits}, False, **options)
    return len(parsed_documents(entry, read, parser, parse_cache, executor))


def usable_links(links: Iterable[TemporalLink], profile: Profile, skips: SkipCounter) -> list[TemporalLink]:
    """The links the profile recasts: a negated link (RED Polarity NEG) says the relation does *not*
    hold, which the 2020 release ignored and the paper profile does not recast."""
    kept = []
    for link in links:
        if link.negated and profile.skip_negated_links:
            skips.skip(Skip.NEGATED_LINK)
        else:
            kept.append(link)
    return kept


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off for a run: a corpus is hundreds of thousands of long-lived
    records and no cycles, and the collector's repeated passes over them cost a quarter of a UDS-T run."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def recast_corpus(
    corpus: str,
    splits: Sequence[str],
    profile_name: str,
    out_dir: Path,
    data_dir: Path | None = None,
    parser: Parser | None = None,
    parse_cache: Path | None = None,
    strict: bool = False,
    *,
    executor: ParseExecutor | None = None,
    **options: bool,
) -> dict[str, Any]:
    """Recast registry corpus ``corpus`` for ``splits`` into ``out_dir``; return its manifest.

    The whole run holds ``out_dir``'s lock, so a second run into the same folder fails at once
    instead of racing this one; the splits, manifest and card are swapped in together. A run that
    stops with an error leaves no folder it made.

    ``data_dir`` is the folder holding the corpus's data folders (default ``$RECAST_DATA_DIR``;
    for UDS-T, shipped in decomp, the cache folder). Raw-text corpora need ``parser``.
    ``executor`` parses what the parse cache lacks on other workers (``recast.parse.distributed``).
    ``options`` are the entry's recipe's flags (:func:`recast_annotations`: ``skip_unknown``,
    ``closure``; a corpus with its own recipe declares its flags in the registry).
    """
    entry = corpus_entry(corpus)
    profile = load_profile(profile_name)
    with made_folders(out_dir):  # taken away again when the run stops with an error
        ensure_writable(out_dir)
        with output_lock(out_dir), collector_paused():
            return entry.run(
                entry, corpus, splits, profile, out_dir, data_dir, parser, parse_cache, executor, strict, **options
            )


def known_phrases(
    entry: CorpusEntry, corpus: str, profile: Profile, inputs: Sequence[Path], parser: Parser | None
) -> PhraseCache:
    """The phrases earlier runs made from the same trees: those of gold syntax come from ``inputs``, a parser's
    from the parse cache (named by text and model); the user's own CoNLL-U files are read anew each run,
    so their phrases are not kept."""
    if entry.syntax == "gold":
        return PhraseCache.for_run(corpus, profile, inputs, None)
    if parser is None or isinstance(parser, ConlluParser):
        return PhraseCache(None)
    return PhraseCache.for_run(corpus, profile, inputs, parser.describe())


def recast_annotations(
    entry: CorpusEntry, corpus: str, splits: Sequence[str], profile: Profile, out_dir: Path, data_dir: Path | None,
    parser: Parser | None, parse_cache: Path | None, executor: ParseExecutor | None, strict: bool,
    skip_unknown: bool = False, closure: bool = False,
) -> dict[str, Any]:
    """The recipe of a corpus of links or duration judgements (every corpus but TORQUE).

    With ``skip_unknown`` an unknown relation label is counted, not an error. With ``closure``
    (corpora with a relation table) each document's links are closed first (:mod:`recast.closure`):
    inferred pairs are added and contradictory links set aside, with the figures and conflicts in
    the manifest's ``closure`` entry.
    """
    table = relation_table(entry.relations, profile) if entry.relations else None
    license_name = entry.license["name"]
    skips = {split: SkipCounter() for split in splits}
    read = read_corpus_documents(entry, data_dir, splits, skips, strict)
    documents = parsed_documents(entry, read, parser, parse_cache, executor)
    if closure and table is None:
        raise RecastError(Errors.E051, corpus=corpus)
    closure_summary = ClosureSummary()
    inputs = sorted({path for source in read for path in source.inputs})
    known = known_phrases(entry, corpus, profile, inputs, parser)
    records: dict[str, list[dict[str, Any]]] = {split: [] for split in splits}
    # the paper profile's repeats are found as records are made, so none is built only to be dropped
    deduplicated = {split: PairDeduplicator() for split in splits} if profile.deduplicate else None
    # UDS-T: one event's duration judgements, one event pair's slider links (profile aggregate_annotations)
    aggregated = AggregatedAnnotations(*(("event", "judgements") if entry.inference == DURATION else ("event pair", "links")))
    for document, source in progress(list(zip(documents, read, strict=True)), desc=f"{corpus} recast"):
        split_skips = skips[document.split]
        repeats = deduplicated[document.split] if deduplicated else None
        events = source.events if entry.syntax == "gold" else align_events(document, source.events, split_skips)
        by_id = {event.event_id: event for event in events}
        if entry.inference == DURATION:
            pairs = duration_records(
                corpus, document, by_id, source.durations, profile, entry.syntax, split_skips, license_name, repeats,
                known, aggregated,
            )
        else:
            if closure:
                closed = close_document(source, table, split_skips, strict)
                closure_summary.add(closed)
                source = closed.source
            links = usable_links(source.links, profile, split_skips)
            pairs = ordering_records(
                corpus, document, by_id, links, profile, entry.syntax, split_skips, license_name, table, skip_unknown,
                repeats, known, aggregated,
            )
        records[document.split].extend(pairs)
    known.save()
    details: dict[str, Any] = {"command": command_line()}
    if closure:
        details["closure"] = closure_summary.as_dict()
    if aggregated.sizes:
        details["aggregated"] = aggregated.as_dict()
    if parser is not None and entry.syntax == "parsed":
        details["parser"] = parser.describe()
    return write_recast(out_dir, corpus, profile, records, skips, details, inputs=inputs, deduplicated=deduplicated)
