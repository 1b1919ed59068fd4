"""TORQUE (Ning et al., EMNLP 2020): temporal-ordering questions over TempEval-3 passages.

``<split>.json`` (github.com/qiangning/TORQUE-dataset, ``data/``) is a JSON object keyed by passage
id (``docid_<TE3 doc>_sentid_<n>``); each passage has its ``passage`` text, its annotated event
triggers (``events.answer``: ``spans`` and ``indices``, character offsets written ``"(start,end)"``,
end exclusive) and ``question_answer_pairs`` keyed by question text. Each question has its agreed
``answer`` (the spans a majority of its annotators chose), each annotator's ``individual_answers``,
and a ``cluster_id`` naming its contrast cluster within the passage. The released test set has its
answers and events removed, so only train and dev can be read.

A passage is a document (its id the passage id); its events are identified by their offsets
(``"41-45"``); questions are identified by passage and position (``<passage>:<n>``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, MutableMapping, Sequence
from pathlib import Path

from pydantic import TypeAdapter, model_validator

from recast.catalogue import Errors, Quirks, RecastError, Skip, SkipCounter
from recast.data_sources.base import splits_read
from recast.data_sources.schema import InputModel, Location, field_path, parallel, validated
from recast.data_sources.text import read_text
from recast.types import Document, Event, Question, SourceDocument

FOLDER = "torque"
PASSAGE_ID = re.compile(r"docid_(?P<doc>.+)_sentid_(?P<sentence>\d+)")
INDEX = re.compile(r"\((\d+),(\d+)\)")


def torque_root(data_dir: Path) -> Path:
    """The folder holding TORQUE's ``<split>.json``: ``data_dir/torque`` when there is one, else ``data_dir``."""
    return data_dir / FOLDER if (data_dir / FOLDER).is_dir() else data_dir


def te3_document(passage_id: str) -> str:
    """The TempEval-3 document a passage comes from: ``docid_<DOC>_sentid_<n>`` -> ``<DOC>``."""
    match = PASSAGE_ID.fullmatch(passage_id)
    return match["doc"] if match else passage_id


def event_id(index: str) -> str | None:
    """``"(41,45)"`` -> ``"41-45"``; None for anything else."""
    match = INDEX.fullmatch(index.replace(" ", ""))
    return f"{match[1]}-{match[2]}" if match else None


class Spans(InputModel):
    """The passage's events or an answer: offsets ``"(start,end)"`` and the words they read, side by side."""

    indices: list[str]
    spans: list[str]

    @model_validator(mode="after")
    def _side_by_side(self) -> Spans:
        parallel(self.indices, self.spans, ("indices", "spans"))
        return self


class PassageEvents(InputModel):
    answer: Spans


class QuestionEntry(InputModel):
    answer: Spans  # the spans a majority of its annotators chose
    individual_answers: list[Spans]
    cluster_id: str | int | None = None


class Passage(InputModel):
    passage: str
    events: PassageEvents
    question_answer_pairs: dict[str, QuestionEntry]


PASSAGES = TypeAdapter(dict[str, Passage])  # a split file: passage id -> passage


def shape_error(path: Path, location: Location, reason: str) -> RecastError:
    """The error for a misshapen split file, naming the passage and, inside one, the question."""
    passage, *rest = location
    if rest[:1] == ["question_answer_pairs"] and len(rest) > 1:
        question, inner = rest[1], rest[2:]
        reason = f"{field_path(tuple(inner))}: {reason}" if inner else reason
        return RecastError(Errors.E123, file=path, passage=passage, question=question, reason=reason)
    reason = f"{field_path(tuple(rest))}: {reason}" if rest else reason
    return RecastError(Errors.E122, file=path, passage=passage, reason=reason)


def load_split(path: Path, quirk: Quirks) -> dict[str, Passage]:
    """A split file's passages, checked against the schema; an empty file is counted and has none."""
    text, byte_order_mark = read_text(path)
    if byte_order_mark:
        quirk(Skip.BYTE_ORDER_MARK, "byte-order mark")
    if not text.strip():
        quirk(Skip.EMPTY_INPUT, "the file is empty")
        return {}
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecastError(Errors.E010, file=path, reason=f"not valid JSON: {error}") from None
    if not isinstance(data, dict):
        raise RecastError(Errors.E010, file=path, reason="expected a JSON object keyed by passage id")
    if not data:
        quirk(Skip.EMPTY_INPUT, "the file has no passages")
    if data and all(isinstance(passage, dict) and "events" not in passage for passage in data.values()):
        raise RecastError(Errors.E121, file=path)  # the released test set
    return validated(PASSAGES, data, path, lambda location, reason: shape_error(path, location, reason))


def passage_events(path: Path, passage_id: str, passage: Passage, quirk: Quirks) -> list[Event]:
    events = []
    for index, span in zip(passage.events.answer.indices, passage.events.answer.spans, strict=True):
        eid = event_id(index)
        if eid is None:
            reason = f"event index {index!r} is not (start,end)"
            raise RecastError(Errors.E122, file=path, passage=passage_id, reason=reason)
        start, end = map(int, eid.split("-"))
        if passage.passage[start:end] != span:  # the offsets must read the span, or the event is not where it says
            quirk(Skip.SPAN_OUTSIDE_TEXT, f"{passage_id} event {index} {span!r}")
            continue
        events.append(Event(doc_id=passage_id, event_id=eid, text=span, start_char=start, end_char=end))
    return events


def answer_ids(indices: Sequence[str], known: set[str], quirk: Quirks, item: str) -> frozenset[str]:
    """The event ids of an answer's spans; a span that is not an event of the passage is counted."""
    ids = set()
    for index in indices:
        eid = event_id(index)
        if eid in known:
            ids.add(eid)
        else:
            quirk(Skip.TORQUE_UNKNOWN_ANSWER, f"{item}: {index}")
    return frozenset(ids)


def passage_questions(passage_id: str, passage: Passage, known: set[str], quirk: Quirks) -> list[Question]:
    questions = []
    for number, (text, entry) in enumerate(passage.question_answer_pairs.items()):
        item = f"{passage_id} {text!r}"
        cluster = number if entry.cluster_id is None else entry.cluster_id
        questions.append(
            Question(
                doc_id=passage_id,
                question_id=f"{passage_id}:{number}",
                text=text,
                answer=answer_ids(entry.answer.indices, known, quirk, item),
                annotators=tuple(
                    answer_ids(individual.indices, known, quirk, item) for individual in entry.individual_answers
                ),
                cluster_id=f"{passage_id}:{cluster}",  # clusters are per passage
            )
        )
    return questions


def read_torque(
    data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool = False
) -> Iterator[SourceDocument]:
    """One document per TORQUE passage of ``splits`` (train, dev), in file order, with its events and
    questions. ``data_dir`` holds ``torque/<split>.json`` (or is that folder); asking for the released
    test set, which has no answers, is an error that says so."""
    read = splits_read(splits, skips, strict)
    root = torque_root(Path(data_dir))
    for split in splits:
        path = root / f"{split}.json"
        if not path.is_file():
            raise RecastError(Errors.E120, split=split, path=path, folder=root)
        quirk = read.quirks(path, split)
        for passage_id, passage in load_split(path, quirk).items():
            events = passage_events(path, passage_id, passage, quirk)
            document = Document(doc_id=passage_id, split=split, source_file=path.name, text=passage.passage)
            questions = passage_questions(passage_id, passage, {e.event_id for e in events}, quirk)
            yield SourceDocument(document, events, questions=questions, inputs=(path,))
