"""UDS-Time from the ``decomp`` package: gold UD sentences, slider relations, durations.

Text and syntax come from the normalized UDS corpus (``UDSCorpus``); labels from the raw
annotation files decomp ships (``RawUDSAnnotation``): one duration label and four slider
values per annotator. ``UDSCorpus(annotation_format='raw')`` would download EWT, so it is
never used. Extracted tables are cached on disk (they take ~30 s to build, <2 s to load).
"""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Iterator, MutableMapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from recast.files import read_checked_pickle, write_checked_pickle
from recast.catalogue import Errors, RecastError, SkipCounter
from recast.data_sources.base import splits_read
from recast.data_sources.text import detokenize
from recast.settings import default_cache_dir
from recast.types import (
    FACTUALITY,
    SPLITS,
    Document,
    DurationJudgement,
    Event,
    Sentence,
    SliderJudgement,
    SourceDocument,
    TemporalLink,
    Token,
)

MINIMUM_DECOMP = (0, 3, 2)
CACHE_FORMAT = 4  # 2: sentences carry their detokenized text; 3: one file per section, tokens are tuples;
# 4: events carry their annotated factuality
SECTIONS = ("documents", "events", "links", "durations")  # the cached parts of a split
SLIDERS = ("rel-start1", "rel-end1", "rel-start2", "rel-end2")


@dataclass
class UDSTimeSplit:
    """One split of UDS-T: documents with gold sentences, predicate events, links, durations."""

    split: str
    documents: dict[str, Document] = field(default_factory=dict)
    events: dict[str, dict[str, Event]] = field(default_factory=dict)  # doc_id -> event_id -> Event
    links: dict[str, list[TemporalLink]] = field(default_factory=dict)
    durations: dict[str, list[DurationJudgement]] = field(default_factory=dict)


def decomp_version() -> str:
    """The installed decomp version; a clear error when it is missing or too old."""
    import importlib.metadata

    try:
        version = importlib.metadata.version("decomp")
    except importlib.metadata.PackageNotFoundError:
        raise RecastError(Errors.E005) from None
    numbers = tuple(int(part) for part in re.findall(r"\d+", version)[:3])
    if numbers < MINIMUM_DECOMP:
        raise RecastError(Errors.E004, found=version, needed=".".join(map(str, MINIMUM_DECOMP)))
    return version


def read_uds_time(
    splits: Sequence[str] = SPLITS, cache_dir: Path | None = None, sections: Sequence[str] = SECTIONS
) -> Iterator[UDSTimeSplit]:
    """Yield each requested split with ``sections`` filled (the others left empty), from the on-disk cache
    when it is there. Each section has a cache file of its own, so a dataset loads only what it uses."""
    version = decomp_version()
    cache_dir = default_cache_dir() if cache_dir is None else cache_dir
    annotations: list[dict] = []  # loaded once, and only when a split is not cached
    for split in splits:
        paths = {
            section: cache_dir / f"uds-time-{split}-{section}-decomp{version}-v{CACHE_FORMAT}.pickle"
            for section in SECTIONS
        }
        cached = {section: read_checked_pickle(paths[section], dict) for section in sections}
        if None not in cached.values():
            yield UDSTimeSplit(split=split, **cached)
            continue
        if not annotations:
            annotations = [_raw_annotation("document").edge_attributes, _raw_annotation("sentence").node_attributes]
        data = _extract_split(split, *annotations)
        for section, path in paths.items():  # a cache that cannot be written only costs time next run
            write_checked_pickle(path, getattr(data, section))
        yield data


def read_uds_documents(
    data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], sections: Sequence[str] = SECTIONS
) -> Iterator[SourceDocument]:
    """Each document of each split, by document id, with what ``sections`` hold (links, durations or both).

    UDS-T ships in decomp, so ``data_dir`` is only where its extracted tables are cached. decomp's
    data has no quirks to count, so ``skips`` only gets each split's (empty) counter.
    """
    splits_read(splits, skips, False)
    for data in read_uds_time(splits, data_dir, sections):
        inputs = tuple(input_files([data.split]))
        for doc_id in sorted(data.documents):
            yield SourceDocument(
                data.documents[doc_id], list(data.events.get(doc_id, {}).values()), data.links.get(doc_id, []),
                data.durations.get(doc_id, []), inputs,
            )


def read_uds_relations(
    data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool = False
) -> Iterator[SourceDocument]:
    """The :class:`~recast.types.CorpusReader` of the ordering dataset: documents with their slider links
    (``strict`` changes nothing: decomp's data has no quirks)."""
    return read_uds_documents(data_dir, splits, skips, ("documents", "events", "links"))


def read_uds_durations(
    data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool = False
) -> Iterator[SourceDocument]:
    """The :class:`~recast.types.CorpusReader` of the duration dataset: documents with their judgements."""
    return read_uds_documents(data_dir, splits, skips, ("documents", "events", "durations"))


def _decomp_data() -> Path:
    """decomp's data folder, found without importing decomp (~0.6 s), which a run from the cache never needs."""
    spec = importlib.util.find_spec("decomp")
    if spec is None or spec.origin is None:
        raise RecastError(Errors.E005)
    return Path(spec.origin).parent / "data" / "2.0"


def input_files(splits: Sequence[str]) -> list[Path]:
    """The decomp files a run reads: the raw UDS-T annotations and the splits' sentence graphs."""
    data = _decomp_data()
    return [
        data / "raw" / "document" / "annotations" / "time.json",
        data / "raw" / "sentence" / "annotations" / "time.json",
        *(data / "normalized" / "sentence" / f"uds-ewt-sentences-{split}-normalized.json" for split in splits),
    ]


def _raw_annotation(kind: str):
    """decomp's raw UDS-T annotation file (``sentence`` durations or ``document`` relations)."""
    from decomp.semantics.uds.annotation import RawUDSAnnotation

    return RawUDSAnnotation.from_json(str(_decomp_data() / "raw" / kind / "annotations" / "time.json"))


def sentence_from_graph(graph) -> Sentence:
    """A recast Sentence from a UDSSentenceGraph: gold UD tokens, PredPatt copula heads, detokenized text."""
    position = {node: attrs["position"] for node, attrs in graph.syntax_nodes.items()}
    heads: dict[int, tuple[int, str]] = {}
    for (source, target), attrs in graph.graph.edges.items():
        if attrs.get("domain") == "syntax" and target in position:
            heads[position[target]] = (position.get(source, 0), attrs["deprel"])
    tokens = tuple(
        Token(
            index=attrs["position"], form=attrs["form"], lemma=attrs["lemma"], upos=attrs["upos"],
            xpos=attrs["xpos"], head=heads.get(attrs["position"], (0, "dep"))[0],
            deprel=heads.get(attrs["position"], (0, "dep"))[1],
        )
        for attrs in sorted(graph.syntax_nodes.values(), key=lambda a: a["position"])
    )
    copula_heads = set()
    for predicate, attrs in graph.predicate_nodes.items():
        span = {
            position[target]: kind["type"]
            for (source, target), kind in graph.graph.edges.items()
            if source == predicate and kind.get("domain") == "interface" and target in position
        }
        head = next((p for p, kind in span.items() if kind == "head"), None)
        if head is not None and any(tokens[p - 1].deprel == "cop" and tokens[p - 1].head == head for p in span):
            copula_heads.add(head)
    # decomp keeps no sentence text: the detokenized tokens, made once here and cached with the tables
    text = detokenize(tuple(t.form for t in tokens))
    return Sentence(sent_id=graph.name, tokens=tokens, copula_heads=frozenset(copula_heads), text=text)


def _event_id(sentence_id: str, position: int) -> str:
    return f"{sentence_id}-pred-{position}"


def _extract_split(split: str, relations: dict, durations: dict) -> UDSTimeSplit:
    from decomp import UDSCorpus

    corpus = UDSCorpus(split=split, annotation_format="normalized")
    data = UDSTimeSplit(split=split)
    sentences: dict[str, Sentence] = {}
    document_of: dict[str, str] = {}
    factuality: dict[str, str] = {}
    for name, graph in corpus.items():
        sentences[name] = sentence_from_graph(graph)
        document_of[name] = graph.document_id
        factuality.update(annotated_factuality(graph))
    by_document: dict[str, list[str]] = {}
    for name in sentences:
        by_document.setdefault(document_of[name], []).append(name)
    for doc_id, names in by_document.items():
        names.sort(key=lambda n: int(n.rsplit("-", 1)[1]))
        data.documents[doc_id] = Document(
            doc_id=doc_id, split=split, source_file=f"decomp UDS EWT {split}",
            sentences=tuple(sentences[n] for n in names),
        )
        index = {n: i for i, n in enumerate(names)}
        events = data.events.setdefault(doc_id, {})
        for edge, annotation in sorted(relations.get(doc_id, {}).items()):
            pair = [_predicate(doc_id, p, index, events, factuality) for p in edge]
            sliders = annotation["time"]
            annotators = sorted(sliders["rel-start1"]["value"])
            data.links.setdefault(doc_id, []).append(
                TemporalLink(
                    doc_id=doc_id, link_id="%%".join(edge), source=pair[0], target=pair[1],
                    sliders=tuple(
                        SliderJudgement(a, *(float(sliders[s]["value"][a]) for s in SLIDERS)) for a in annotators
                    ),
                )
            )
            for position, event_id in enumerate(pair):
                labels = _duration_labels(durations, events[event_id], annotators)
                data.durations.setdefault(doc_id, []).append(
                    DurationJudgement(
                        doc_id=doc_id, judgement_id=f"{'%%'.join(edge)}|event_{position + 1}", event_id=event_id,
                        labels=labels, context_event_ids=tuple(pair),
                    )
                )
    return data


def annotated_factuality(graph) -> dict[str, str]:
    """Each predicate's UDS factuality (normalized: above 0, its annotators judged it happened), by event id,
    where it is annotated (most predicates of EWT; none of the root's)."""
    factuality = {}
    for node, attrs in graph.predicate_nodes.items():
        value = attrs.get("factuality", {}).get("factual", {}).get("value")
        if value is not None:
            factuality[_event_id(graph.name, int(node.rsplit("-", 1)[1]))] = str(value)
    return factuality


def _predicate(
    doc_id: str, document_predicate: str, index: dict[str, int], events: dict[str, Event], factuality: dict[str, str]
) -> str:
    """Register the event named by a document-level predicate id such as ``ewt-dev-1-document-pred-4``."""
    sentence_id, position = document_predicate.split("-document-pred-")
    event_id = _event_id(sentence_id, int(position))
    if event_id not in events:
        attributes = {"sentence_id": sentence_id}
        if event_id in factuality:
            attributes[FACTUALITY] = factuality[event_id]
        events[event_id] = Event(
            doc_id=doc_id, event_id=event_id, sentence_index=index[sentence_id], head=int(position),
            attributes=attributes,
        )
    return event_id


def _duration_labels(durations: dict, event: Event, annotators: list[str]) -> tuple[str, ...]:
    """The pair's annotators' duration labels for one predicate (one each, in annotator order)."""
    sentence_id = event.attributes["sentence_id"]
    node = f"{sentence_id}-semantics-pred-{event.head}"
    values = durations.get(sentence_id, {}).get(node, {}).get("time", {}).get("duration", {}).get("value", {})
    return tuple(values[a] for a in annotators if a in values)
