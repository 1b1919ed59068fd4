"""The small set of types every reader yields and the engine consumes.

Every reader (``recast.data_sources``) is a :class:`CorpusReader`: it yields one
:class:`SourceDocument` per document -- a :class:`Document` with its :class:`Event` s,
:class:`TemporalLink` s and :class:`DurationJudgement` s, and the files it was read from. The
parse stage fills :attr:`Document.sentences` and the ``sentence_index``/``head`` of events whose
corpus has no gold syntax.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, MutableMapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import NamedTuple, Protocol

from recast.catalogue import Errors, RecastError, SkipCounter

SPLITS = ("train", "dev", "test")  # in the order pair-id counters run through them
RELATION = "temporal-relation"  # the two types of inference
DURATION = "temporal-duration"


def check_splits(splits: Sequence[str]) -> None:
    """An unknown split name is an error that lists the known ones."""
    for split in splits:
        if split not in SPLITS:
            raise RecastError(Errors.E001, split=split, choices=", ".join(SPLITS))


class Token(NamedTuple):
    """One UD word. ``index`` is 1-based within its sentence; ``head`` 0 is the root.

    A named tuple, not a dataclass: a corpus is hundreds of thousands of tokens, and tuples load from a
    cache three times faster."""

    index: int
    form: str
    lemma: str
    upos: str
    xpos: str
    head: int
    deprel: str
    start_char: int | None = None  # offsets into Document.text, when the corpus has raw text
    end_char: int | None = None
    space_after: bool = True


@dataclass(frozen=True, eq=False)
class Sentence:
    """A UD tree. ``copula_heads`` holds the head indices of PredPatt predicates with a copula.

    Compared and hashed by identity, so per-sentence results can be cached cheaply.
    """

    sent_id: str
    tokens: tuple[Token, ...]
    copula_heads: frozenset[int] = frozenset()
    text: str | None = None  # the sentence as the reader sees it, when known

    def token(self, index: int) -> Token:
        return self.tokens[index - 1]

    def children(self, index: int) -> tuple[Token, ...]:
        """The dependents of token ``index`` (0: the root), in sentence order."""
        return self._children.get(index, ())

    @cached_property
    def _children(self) -> dict[int, tuple[Token, ...]]:
        # built on first use: the generator asks for a head's children many times per event
        children: dict[int, list[Token]] = {}
        for t in self.tokens:
            children.setdefault(t.head, []).append(t)
        return {head: tuple(dependents) for head, dependents in children.items()}

    @cached_property
    def lemma_counts(self) -> Counter[str]:
        return Counter(t.lemma.lower() for t in self.tokens)

    def subtree(self, index: int, trim: frozenset[str] = frozenset()) -> list[Token]:
        """The token and all its descendants, in sentence order, without branches whose relation is in ``trim``."""
        keep = {index}
        frontier = [index]
        while frontier:
            for t in self.children(frontier.pop()):
                if t.deprel not in trim and t.index not in keep:
                    keep.add(t.index)
                    frontier.append(t.index)
        return [t for t in self.tokens if t.index in keep]


@dataclass(frozen=True)
class Document:
    doc_id: str
    split: str
    source_file: str = ""
    text: str | None = None  # raw text (TimeML, RED); None when only tokens exist (UDS-T)
    sentences: tuple[Sentence, ...] = ()


FACTUALITY = "factual"  # the Event attribute holding UDS's factuality of a predicate (above 0: it happened)


@dataclass(frozen=True)
class Event:
    """An event mention. Raw-text corpora give character offsets; gold-syntax corpora a head."""

    doc_id: str
    event_id: str
    text: str = ""
    start_char: int | None = None
    end_char: int | None = None
    sentence_index: int | None = None  # index into Document.sentences
    head: int | None = None  # 1-based token index of the syntactic head
    attributes: dict[str, str] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class SliderJudgement:
    """One annotator's placement of both events on a 0-100 timeline (UDS-T)."""

    annotator: str
    start_x: float
    end_x: float
    start_y: float
    end_y: float


@dataclass(frozen=True)
class TemporalLink:
    """An ordered event pair: a corpus relation label, or per-annotator sliders (UDS-T)."""

    doc_id: str
    link_id: str
    source: str  # event_id of X
    target: str  # event_id of Y
    relation: str | None = None
    sliders: tuple[SliderJudgement, ...] = ()
    negated: bool = False  # the annotation asserts that the relation does *not* hold (RED Polarity NEG)
    inferred: bool = False  # added by temporal closure (recast.closure), not annotated
    derived_from: tuple[str, ...] = ()  # an inferred link's gold link ids


@dataclass(frozen=True)
class DurationJudgement:
    """Duration labels for one event, one per annotator, with the events that frame its context."""

    doc_id: str
    judgement_id: str
    event_id: str
    labels: tuple[str, ...]
    context_event_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class Question:
    """A temporal question over a document (TORQUE) and the document events that answer it."""

    doc_id: str
    question_id: str
    text: str
    answer: frozenset[str]  # event ids of the agreed (majority) answer
    annotators: tuple[frozenset[str], ...]  # each annotator's own answer, as event ids
    cluster_id: str = ""  # questions of one contrast cluster share it


@dataclass(frozen=True)
class SourceDocument:
    """What a reader yields per document: the document, what is annotated on it, and the files read."""

    document: Document
    events: list[Event]
    links: list[TemporalLink] = field(default_factory=list)
    durations: list[DurationJudgement] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)
    inputs: tuple[Path, ...] = ()  # every file this document's data came from, as read
    # event-time and time-time links: not recast, but temporal closure reasons with them
    time_links: list[TemporalLink] = field(default_factory=list)


class CorpusReader(Protocol):
    """The one reader signature (``recast.data_sources``); readers do no recasting.

    ``data_dir`` is the corpus's data folder (for a corpus shipped in a package, UDS-T, the folder its
    extracted tables are cached in); ``skips`` maps a split to its counter (created when absent);
    with ``strict`` the first quirk of the input is an error instead of a counted skip.
    """

    def __call__(
        self, data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool = False
    ) -> Iterator[SourceDocument]: ...


class DocumentSplits(Protocol):
    """Which split holds each document of a corpus (document id -> split), read from its data folder
    ``data_dir`` as its :class:`CorpusReader` would; a registry entry's ``document_splits``."""

    def __call__(self, data_dir: Path) -> dict[str, str]: ...
