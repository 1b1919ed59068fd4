"""TORQUE -> NLI: one pair per (question, annotated passage event), labelled by answer membership.

Context: the passage. Hypothesis: the question made declarative with the candidate's event phrase
as its subject (:func:`recast.torque.question_form`). Label: entailed if the candidate is in the
question's agreed answer. Dropped and counted: questions with no declarative form or whose
crowd-written words no copy can make grammatical (a misspelling, a relation word with no anchor
after it, a wrong verb form), hedged questions when the profile says so, candidates the question
names itself, and negatives some annotator chose (contested). Records carry the question, its
cluster, its modality and each annotator's vote, from which ``recast eval`` rebuilds TORQUE's EM, F1
and consistency (:func:`recast.torque.torque_metrics`).

TORQUE's train maps to train and dev to dev; its test has no answers. ``split_dev_by_document``
divides dev by TempEval-3 document into dev and test, so a model trained without TORQUE's train can
still be evaluated on documents it has not seen.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from recast.catalogue import RecastError, Skip, SkipCounter
from recast.data_sources.torque import read_torque, te3_document, torque_root
from recast.engine import ENTAILED, NOT_ENTAILED
from recast.generator import EventPhrase, PhraseStyle, fill, lemma_family, phrase_rules
from recast.parse.align import align_events
from recast.parse.stage import parse_documents
from recast.pipeline import DocumentPhrases, Pair, PairSource, pair_record
from recast.profiles import Profile
from recast.recipes.corpus import command_line
from recast.recipes.finish import write_recast
from recast.recipes.run import CorpusInput, CorpusRun
from recast.registry import corpus_entry
from recast.questions import QuestionForm, anchor_words, crowd_slip, misspelling, names_candidate, question_form
from recast.torque import CORPUS
from recast.types import RELATION, SPLITS, Document, Question, SourceDocument, check_splits

SYNTAX = "parsed"
PLURAL_XPOS = frozenset({"NNS", "NNPS"})  # a plural noun event takes a plural verb
SHARING_CORPORA = ("tempeval3", "matres", "tbdense")  # corpora of TE3 documents, asked which split holds each


def question_records(
    document: Document, source: SourceDocument, profile: Profile, skips: SkipCounter, license_name: str
) -> list[dict[str, Any]]:
    """The pairs of one parsed passage: each usable question against each of its events."""
    events = align_events(document, source.events, skips)
    passage = tuple(range(len(document.sentences)))
    made = DocumentPhrases(document, PhraseStyle(profile, SYNTAX, RELATION))
    context, sent_id = made.context(passage)
    origin = PairSource(CORPUS, license_name, document.doc_id, document.split, RELATION)
    records = []
    for question in source.questions:
        form = question_form(question.text)
        if isinstance(form, Skip):
            skips.skip(form)
            continue
        if not form.warm_up and misspelling(question.text, source.document.text) is not None:
            skips.skip(Skip.TORQUE_MISSPELLING)  # the hypothesis would copy the typo
            continue
        slip = (
            crowd_slip(question.text, document.sentences, source.document.text)
            if profile.readable_phrases and not form.warm_up else None
        )
        if slip is not None:
            skips.skip(slip)  # "will happen after the dialogue began", "after anonymity"
            continue
        if form.modality == "hedged" and profile.torque_hedged_questions == "drop":
            skips.skip(Skip.TORQUE_HEDGED_QUESTION)
            continue
        for event in events:
            entailed = event.event_id in question.answer
            if not entailed and any(event.event_id in answer for answer in question.annotators):
                skips.skip(Skip.TORQUE_CONTESTED)
                continue
            if names_candidate(question.text, event.text):
                skips.skip(Skip.TORQUE_SELF_REFERENCE)
                continue
            if event.head is None:
                skips.skip(Skip.UNALIGNED_LINK)
                continue
            phrase = made.phrase(event, passage, obj=False)  # a lemma recurring in the passage takes its object
            if isinstance(phrase, Skip):
                skips.skip(phrase)
                continue
            if profile.readable_phrases and phrase.names_a_state_time():
                skips.skip(Skip.TORQUE_STATE_TIME)  # "The time when he was arrested happened ...": a time does not happen
                continue
            if profile.readable_phrases and repeats_anchor(question.text, phrase):
                skips.skip(Skip.IDENTICAL_PHRASES)  # "Putting up resistance happened after the resistance.": one event
                continue
            head = document.sentences[event.sentence_index].token(event.head)
            plural = head.xpos in PLURAL_XPOS and "being" not in phrase.words  # "the being victims" is one state
            surface = form.plural_surface if plural else form.surface
            votes = [event.event_id in answer for answer in question.annotators]
            pair = Pair(
                f"{CORPUS}:{question.question_id}:{event.event_id}", context, sent_id, fill(surface, profile, X=phrase),
                ENTAILED if entailed else NOT_ENTAILED, form.template, [event.event_id], f"{sum(votes)}/{len(votes)}",
            )
            records.append(_question_record(origin, pair, question, form, votes))
    return records


def repeats_anchor(question: str, phrase: EventPhrase) -> bool:
    """Every word of the question's anchor but its articles is in the candidate's phrase by derivational family, so
    the hypothesis names one event twice ("What happened after the resistance?" for "put up resistance": "Putting up
    resistance happened after the resistance."; READING.md: alike)."""
    if not phrase.family:
        return False
    anchor = [w for w in anchor_words(question) if w.isalpha() and w not in phrase_rules().article_words]
    return bool(anchor) and {lemma_family(w) for w in anchor} <= phrase.families()


def _question_record(
    origin: PairSource, pair: Pair, question: Question, form: QuestionForm, votes: list[bool]
) -> dict[str, Any]:
    record = pair_record(origin, pair)
    record.update(
        {
            "question": question.text,
            "question-id": question.question_id,
            "cluster-id": question.cluster_id,
            "warm-up": form.warm_up,
            "modality": form.modality,
            "annotator-answers": votes,  # one vote per annotator: recast.torque.torque_metrics rebuilds their answers
        }
    )
    return record


def dev_document_splits(sources: Iterable[SourceDocument]) -> dict[str, str]:
    """TE3 document -> dev or test for TORQUE dev's passages: documents in a fixed pseudo-random order
    (sha256 of the id), each to the side with fewer questions so far, so the halves are even in
    questions and a document is never on both sides."""
    questions: Counter[str] = Counter()
    for source in sources:
        questions[te3_document(source.document.doc_id)] += len(source.questions)
    sides = {"dev": 0, "test": 0}
    assigned = {}
    for doc in sorted(questions, key=lambda d: hashlib.sha256(d.encode("utf-8")).hexdigest()):
        side = min(sides, key=lambda s: (sides[s], s))
        assigned[doc] = side
        sides[side] += questions[doc]
    return assigned


def shared_documents(documents: dict[str, set[str]], data_dir: Path) -> dict[str, Any]:
    """For each TORQUE split, its TE3 documents that TempEval-3, MATRES and TimeBank-Dense also use,
    by their split (TORQUE's test is TE3 platinum and TB-D test material); a corpus whose data is not
    under ``data_dir`` is recorded as unavailable."""
    shared: dict[str, Any] = {}
    for corpus in SHARING_CORPORA:
        splits_of = corpus_entry(corpus).split_of_document
        try:
            theirs = splits_of(data_dir)
        except RecastError:
            shared[corpus] = "unavailable: no data under the data directory"
            continue
        shared[corpus] = {
            split: {
                their: sorted(doc for doc in docs if theirs.get(doc) == their)
                for their in SPLITS
                if any(theirs.get(doc) == their for doc in docs)
            }
            for split, docs in documents.items()
        }
    return shared


def torque_splits(data_dir: Path, splits: Sequence[str], split_dev_by_document: bool) -> tuple[list[str], list[str]]:
    """The splits made and TORQUE's files read for them. With ``split_dev_by_document``, test is made
    from dev (TORQUE's own test has no answers), and train is left out when there is no train.json
    beside dev.json unless train is all that was asked for."""
    check_splits(splits)
    if split_dev_by_document and len(splits) > 1 and not (torque_root(data_dir) / "train.json").is_file():
        splits = [split for split in splits if split != "train"]
    read_splits = sorted({"dev" if split_dev_by_document and s == "test" else s for s in splits}, key=SPLITS.index)
    return list(splits), read_splits


def read_torque_documents(source: CorpusInput, skips: dict[str, SkipCounter]) -> list[SourceDocument]:
    """The passages recast for the source's splits (see :func:`torque_splits`), dev's divided by TE3 document
    into dev and test with option ``split_dev_by_document`` (see :func:`dev_document_splits`)."""
    by_document = bool(source.option("split_dev_by_document"))
    splits, read_splits = torque_splits(source.corpus_data_dir, source.splits, by_document)
    read = list(read_torque(source.corpus_data_dir, read_splits, skips, source.strict))
    if by_document:
        sides = dev_document_splits(s for s in read if s.document.split == "dev")
        read = [
            replace(s, document=replace(s.document, split=sides[te3_document(s.document.doc_id)]))
            if s.document.split == "dev" else s
            for s in read
        ]  # fmt: skip
    return [s for s in read if s.document.split in splits]


def recast_torque(run: CorpusRun) -> dict[str, Any]:
    """TORQUE's recipe (see :func:`recast.recipes.corpus.recast_corpus`): the run's splits into its
    ``out_dir``, made from the passages of :func:`read_torque_documents`; the manifest says which splits
    were left out."""
    by_document, profile, parser = bool(run.option("split_dev_by_document")), run.profile, run.parser
    splits, read_splits = torque_splits(run.corpus_data_dir, run.splits, by_document)
    skips = {split: SkipCounter() for split in {*splits, *read_splits}}
    read = read_torque_documents(run, skips)
    documents = parse_documents([s.document for s in read], parser, run.parse_cache, run.executor)
    license_name = run.entry.license["name"]
    records: dict[str, list[dict[str, Any]]] = {split: [] for split in splits}
    te3_documents: dict[str, set[str]] = {split: set() for split in splits}
    for document, source in zip(documents, read, strict=True):
        records[document.split] += question_records(document, source, profile, skips[document.split], license_name)
        te3_documents[document.split].add(te3_document(document.doc_id))
    details = {
        "command": command_line(),
        "parser": parser.describe(),
        "torque": {
            "split_dev_by_document": by_document,
            "hedged_questions": profile.torque_hedged_questions,
            "questions": {split: sum(len(s.questions) for s in read if s.document.split == split) for split in splits},
            "te3_documents": {split: sorted(docs) for split, docs in te3_documents.items()},
            "shared_documents": shared_documents(te3_documents, run.corpus_data_dir),
        },
    }
    skips = {split: skips[split] for split in splits}
    inputs = sorted({path for source in read for path in source.inputs})
    return write_recast(run, records, skips, details, inputs)
