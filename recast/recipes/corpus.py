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
from recast.parse.backends import ConlluParser
from recast.parse.stage import parse_documents
from recast.pipeline import AggregatedAnnotations, CorpusRecords, PairDeduplicator, duration_records, ordering_records
from recast.profiles import Profile
from recast.progress import progress
from recast.recipes.finish import write_recast
from recast.recipes.run import CorpusInput, CorpusRun
from recast.types import DURATION, Document, SourceDocument, TemporalLink
from recast.writers import ensure_writable, made_folders, output_lock


def command_line() -> str:
    """The command that is running, as a user would type it (recorded in every manifest)."""
    return shlex.join([os.path.basename(sys.argv[0]), *sys.argv[1:]])


def read_corpus_documents(source: CorpusInput, skips: dict[str, SkipCounter]) -> list[SourceDocument]:
    return list(source.entry.read(source.corpus_data_dir, source.splits, skips, source.strict))


def parsed_documents(source: CorpusInput, read: Sequence[SourceDocument]) -> list[Document]:
    """The documents with UD sentences: the corpus's own (gold syntax) or from the parse stage."""
    documents = [source_document.document for source_document in read]
    if source.entry.syntax == "gold":
        return documents
    if source.parser is None:
        raise RecastError(Errors.E039, corpus=source.entry.pretty_name)
    return parse_documents(documents, source.parser, source.parse_cache, source.executor)


def parse_corpus(source: CorpusInput) -> int:
    """Fill the parse cache with every document of the corpus that recasting (with the recipe's options)
    would parse (``recast parse``, ``recast all``); return how many documents that is."""
    read = source.entry.read_documents(source, {split: SkipCounter() for split in source.splits})
    return len(parsed_documents(source, read))


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


def recast_corpus(run: CorpusRun) -> dict[str, Any]:
    """Recast the run's corpus for its splits into its ``out_dir``; return the manifest.

    The whole run holds ``out_dir``'s lock, so a second run into the same folder fails at once
    instead of racing this one; the splits, manifest and card are swapped in together. A run that
    stops with an error leaves no folder it made.

    ``run.data_dir`` is the folder holding the corpus's data folders (default ``$RECAST_DATA_DIR``;
    for UDS-T, shipped in decomp, the cache folder). Raw-text corpora need ``run.parser``; its
    ``executor`` parses what the parse cache lacks on other workers (``recast.parse.distributed``).
    ``run.options`` are the entry's recipe's (:func:`recast_annotations`: ``skip_unknown``,
    ``closure``; a corpus with its own recipe declares its options in the registry).
    """
    with made_folders(run.out_dir):  # taken away again when the run stops with an error
        ensure_writable(run.out_dir)
        with output_lock(run.out_dir), collector_paused():
            return run.entry.run(run)


def known_phrases(run: CorpusRun, inputs: Sequence[Path]) -> PhraseCache:
    """The phrases earlier runs made from the same trees: those of gold syntax come from ``inputs``, a parser's
    from the parse cache (named by text and model); the user's own CoNLL-U files are read anew each run,
    so their phrases are not kept."""
    if run.entry.syntax == "gold":
        return PhraseCache.for_run(run.corpus, run.profile, inputs, None)
    if run.parser is None or isinstance(run.parser, ConlluParser):
        return PhraseCache(None)
    return PhraseCache.for_run(run.corpus, run.profile, inputs, run.parser.describe())


def recast_annotations(run: CorpusRun) -> dict[str, Any]:
    """The recipe of a corpus of links or duration judgements (every corpus but TORQUE, TRACIE and MC-TACO).

    With option ``skip_unknown`` an unknown relation label is counted, not an error. With ``closure``
    (corpora with a relation table) each document's links are closed first (:mod:`recast.closure`):
    inferred pairs are added and contradictory links set aside, with the figures and conflicts in
    the manifest's ``closure`` entry.
    """
    entry, profile, closure = run.entry, run.profile, bool(run.option("closure"))
    table = relation_table(entry.relations, profile) if entry.relations else None
    skips = {split: SkipCounter() for split in run.splits}
    read = read_corpus_documents(run, skips)
    documents = parsed_documents(run, read)
    if closure and table is None:
        raise RecastError(Errors.E051, corpus=run.corpus)
    closure_summary = ClosureSummary()
    inputs = sorted({path for source in read for path in source.inputs})
    records_of = CorpusRecords(
        run.corpus, profile, entry.syntax, entry.license["name"], table, bool(run.option("skip_unknown")),
        known_phrases(run, inputs),
        # UDS-T: one event's duration judgements, one event pair's slider links (profile aggregate_annotations)
        AggregatedAnnotations(*(("event", "judgements") if entry.inference == DURATION else ("event pair", "links"))),
    )
    records: dict[str, list[dict[str, Any]]] = {split: [] for split in run.splits}
    # the paper profile's repeats are found as records are made, so none is built only to be dropped
    deduplicated = {split: PairDeduplicator() for split in run.splits} if profile.deduplicate else None
    for document, source in progress(list(zip(documents, read, strict=True)), desc=f"{run.corpus} recast"):
        split_skips = skips[document.split]
        made = records_of.document(document, split_skips, deduplicated[document.split] if deduplicated else None)
        events = source.events if entry.syntax == "gold" else align_events(document, source.events, split_skips)
        by_id = {event.event_id: event for event in events}
        if entry.inference == DURATION:
            pairs = duration_records(made, by_id, source.durations)
        else:
            if closure:
                closed = close_document(source, table, split_skips, run.strict)
                closure_summary.add(closed)
                source = closed.source
            pairs = ordering_records(made, by_id, usable_links(source.links, profile, split_skips))
        records[document.split].extend(pairs)
    records_of.known.save()
    details: dict[str, Any] = {"command": command_line()}
    if closure:
        details["closure"] = closure_summary.as_dict()
    if records_of.aggregated.sizes:
        details["aggregated"] = records_of.aggregated.as_dict()
    if run.parser is not None and entry.syntax == "parsed":
        details["parser"] = run.parser.describe()
    return write_recast(run, records, skips, details, inputs, deduplicated)
