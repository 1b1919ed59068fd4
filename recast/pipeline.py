"""From reader types to NLI records: the part of recasting every corpus shares.

A corpus recipe (``recast/recipes``) reads a corpus, makes sure every document has UD
sentences and every event a head token, then calls :func:`ordering_records` and/or
:func:`duration_records` per document and :func:`recast.recipes.finish.write_recast` once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from recast.cache import PhraseCache
from recast.catalogue import Errors, RecastError, Skip, SkipCounter
from recast.closure import inferred_allen_set
from recast.data_sources.text import detokenize
from recast.engine import (
    RelationTable,
    duration_hypotheses,
    duration_rank,
    ordering_label,
    ordering_templates,
    slider_labels,
)
from recast.generator import EventPhrase, PhraseStyle, annotated_unasserted, event_phrase, fill_all
from recast.profiles import Profile, Syntax
from recast.types import (
    DURATION,
    RELATION,
    SPLITS,
    Document,
    DurationJudgement,
    Event,
    SliderJudgement,
    TemporalLink,
)

FINAL_PUNCTUATION = (".", "!", "?")


def context_text(document: Document, sentence_indices: Iterable[int], profile: Profile, syntax: Syntax) -> str:
    """The premise: the event sentences in document order, as the profile renders them."""
    parts = []
    for index in sorted(set(sentence_indices)):
        sentence = document.sentences[index]
        forms = [t.form for t in sentence.tokens]
        if profile.context == "tokens":
            if syntax == "gold" and len(forms) > 1 and forms[-1] in FINAL_PUNCTUATION:
                forms = [*forms[:-2], forms[-2] + forms[-1]]
            parts.append(" ".join(forms))
        elif document.text is not None and sentence.tokens[0].start_char is not None:
            parts.append(document.text[sentence.tokens[0].start_char : sentence.tokens[-1].end_char])
        elif sentence.text is not None:  # a gold treebank's text, or its tokens detokenized once by the reader
            parts.append(sentence.text)
        else:
            parts.append(detokenize(tuple(forms)))
    return " ".join(" ".join(part.split()) for part in parts)


def lemma_repeats(document: Document, sentence_indices: Iterable[int], lemma: str) -> bool:
    lemma = lemma.lower()
    return sum(document.sentences[i].lemma_counts[lemma] for i in set(sentence_indices)) > 1


def _span_tokens(document: Document, event: Event) -> int:
    sentence = document.sentences[event.sentence_index]
    if event.start_char is None:
        return 1
    return sum(
        1
        for t in sentence.tokens
        if t.start_char is not None and t.start_char < event.end_char and t.end_char > event.start_char
    )


def document_event_phrase(
    document: Document, event: Event, sentences: Sequence[int], style: PhraseStyle, obj: bool
) -> EventPhrase | Skip:
    """The event's phrase in a pair whose context is ``sentences``: with its object when ``obj`` or when its
    lemma repeats there (so two events of one lemma read apart); in a readable profile the skip when it
    repeats and the phrase has nothing to tell the mentions apart."""
    if style.profile.drop_multi_token_events[style.syntax] and _span_tokens(document, event) > 1:
        return Skip.MULTI_TOKEN_EVENT
    if style.profile.skip_annotated_unasserted:
        status = annotated_unasserted(event.attributes)
        if status is not None:
            return status
    sentence = document.sentences[event.sentence_index]
    repeats = lemma_repeats(document, sentences, sentence.token(event.head).lemma)
    phrase = event_phrase(sentence, event.head, style, obj or repeats, event.attributes.get("pos"))
    if repeats and style.profile.readable_phrases and isinstance(phrase, EventPhrase) and not phrase.arguments:
        return Skip.AMBIGUOUS_EVENT  # two "said" in the context: "the saying" cannot tell which
    return phrase


class DocumentPhrases:
    """One document's event phrases and contexts, each made once: an event and a sentence set recur
    across a document's links and judgements."""

    def __init__(self, document: Document, style: PhraseStyle, known: PhraseCache | None = None) -> None:
        self.document, self.style = document, style
        self.known = PhraseCache(None) if known is None else known  # ``known``: phrases of earlier runs
        self._contexts: dict[tuple[int, ...], tuple[str, str]] = {}

    def phrase(self, event: Event, sentences: tuple[int, ...], obj: bool) -> EventPhrase | Skip:
        """:func:`document_event_phrase` in a pair whose context is ``sentences`` (sorted, distinct)."""
        return self.known.phrase(
            (self.document.doc_id, event.event_id, sentences, obj),
            lambda: document_event_phrase(self.document, event, sentences, self.style, obj),
        )

    def context(self, sentences: tuple[int, ...]) -> tuple[str, str]:
        """The premise over ``sentences`` and their sentence ids joined by "|" (the records' corpus-sent-id)."""
        if sentences not in self._contexts:
            self._contexts[sentences] = (
                context_text(self.document, sentences, self.style.profile, self.style.syntax),
                "|".join(self.document.sentences[i].sent_id for i in sentences),
            )
        return self._contexts[sentences]


def context_sentences(events: Iterable[Event]) -> tuple[int, ...]:
    """The sorted, distinct sentences of a pair's events: the key of its context."""
    return tuple(sorted({event.sentence_index for event in events}))


class PairSource(NamedTuple):
    """Where a pair comes from, as its record says: the corpus and its licence, the document and its split,
    and the type of inference."""

    corpus: str
    license_name: str
    doc_id: str
    split: str
    inference: str


class Pair(NamedTuple):
    """One pair of a :class:`PairSource`: ``sent_id`` names the context's sentences (corpus-sent-id),
    ``source_label`` the annotation the label was derived from. ``event_ids`` may be shared by the
    pairs of one link or judgement."""

    pair_id: str
    context: str
    sent_id: str
    hypothesis: str
    label: str
    template: str
    event_ids: list[str]
    source_label: str | None


def pair_record(source: PairSource, pair: Pair) -> dict[str, Any]:
    """One NLI pair as written."""
    return {
        "pair-id": pair.pair_id,
        "context": pair.context,
        "hypothesis": pair.hypothesis,
        "label": pair.label,
        "split": source.split,
        "type-of-inference": source.inference,
        "corpus": source.corpus,
        "template": pair.template,
        "doc-id": source.doc_id,
        "event-ids": pair.event_ids,
        "source-label": pair.source_label,
        "corpus-sent-id": pair.sent_id,
        "metadata": {
            "corpus": source.corpus,
            "corpus-license": source.license_name,
            "corpus-sent-id": pair.sent_id,
            "creation-approach": "automatic",
            "pair-id": pair.pair_id,
        },
    }


def _resolved(events: Mapping[str, Event], event_id: str, skips: SkipCounter) -> Event | None:
    event = events.get(event_id)
    if event is None:
        skips.skip(Skip.UNKNOWN_EVENT)
    elif event.sentence_index is None or event.head is None:
        skips.skip(Skip.UNALIGNED_LINK)
        return None
    return event


class AggregatedAnnotations:
    """Per split, how many annotations each aggregated item had -- duration judgements per event, slider
    links per event pair -- as the manifest's ``aggregated`` entry records it."""

    def __init__(self, item: str, annotations: str) -> None:
        self.item, self.annotations = item, annotations  # e.g. "event", "judgements"
        self.sizes: dict[str, Counter[int]] = {}

    def add(self, split: str, sizes: Iterable[int]) -> None:
        counts = Counter(sizes)
        if counts:  # a document with nothing to aggregate (a corpus without sliders) leaves no entry
            self.sizes.setdefault(split, Counter()).update(counts)

    def as_dict(self) -> dict[str, dict[str, Any]]:
        return {
            split: {
                f"{self.item}s": sum(sizes.values()),
                f"{self.item}s aggregated": sum(n for size, n in sizes.items() if size > 1),
                f"{self.annotations} per {self.item}": {str(size): sizes[size] for size in sorted(sizes)},
            }
            for split, sizes in sorted(self.sizes.items(), key=lambda item: SPLITS.index(item[0]))
        }


def _reversed(slider: SliderJudgement) -> SliderJudgement:
    """One annotation of (Y, X) as an annotation of (X, Y)."""
    return SliderJudgement(slider.annotator, slider.start_y, slider.end_y, slider.start_x, slider.end_x)


def aggregated_links(
    links: Iterable[TemporalLink], split: str, aggregated: AggregatedAnnotations | None = None
) -> list[TemporalLink]:
    """One link per event pair holding the slider annotations of all its links, each turned to the first
    link's direction, so the majority rule runs across them (RECASTING.md section 3); links without sliders
    are left as they are."""
    groups: dict[frozenset[str] | int, list[TemporalLink]] = {}
    for index, link in enumerate(links):
        groups.setdefault(frozenset((link.source, link.target)) if link.sliders else index, []).append(link)
    if aggregated is not None:
        aggregated.add(split, (len(group) for group in groups.values() if group[0].sliders))
    return [
        group[0] if len(group) == 1 else replace(group[0], sliders=tuple(
            slider if link.source == group[0].source else _reversed(slider) for link in group for slider in link.sliders
        ))
        for group in groups.values()
    ]


def aggregated_durations(
    judgements: Iterable[DurationJudgement], split: str, aggregated: AggregatedAnnotations | None = None
) -> dict[str, tuple[str, ...]]:
    """Every label of each event's judgements, in judgement order: the labels its one range is drawn
    around (RECASTING.md section 4)."""
    labels: dict[str, list[str]] = {}
    judgement_counts: Counter[str] = Counter()
    for judgement in judgements:
        labels.setdefault(judgement.event_id, []).extend(judgement.labels)
        judgement_counts[judgement.event_id] += 1
    if aggregated is not None:
        aggregated.add(split, judgement_counts.values())
    return {event_id: tuple(event_labels) for event_id, event_labels in labels.items()}


@dataclass(frozen=True)
class CorpusRecords:
    """What the record builders share across one corpus run: the ``corpus``, the ``profile`` and the kind
    of trees (``syntax``), the licence every record names, the ``relation_table`` of a corpus of labelled
    links (an unknown label counted instead of an error with ``skip_unknown``), the phrases of earlier
    runs (``known``) and, where the profile aggregates annotations, their counts (``aggregated``)."""

    corpus: str
    profile: Profile
    syntax: Syntax
    license_name: str
    relation_table: RelationTable | None = None
    skip_unknown: bool = False
    known: PhraseCache = field(default_factory=lambda: PhraseCache(None))
    aggregated: AggregatedAnnotations | None = None

    def document(self, document: Document, skips: SkipCounter, pairs: PairDeduplicator | None = None) -> DocumentRun:
        return DocumentRun(self, document, skips, pairs)


@dataclass(frozen=True)
class DocumentRun:
    """One document's records in a corpus run: its ``skips`` counter (its split's) and, in a de-duplicating
    profile, its split's ``pairs`` (a pair made before in the split is not made again)."""

    corpus: CorpusRecords
    document: Document
    skips: SkipCounter
    pairs: PairDeduplicator | None = None

    def phrases(self, inference: str) -> DocumentPhrases:
        style = PhraseStyle(self.corpus.profile, self.corpus.syntax, inference)
        return DocumentPhrases(self.document, style, self.corpus.known)

    def source(self, inference: str) -> PairSource:
        corpus, document = self.corpus, self.document
        return PairSource(corpus.corpus, corpus.license_name, document.doc_id, document.split, inference)


def ordering_records(
    run: DocumentRun, events: Mapping[str, Event], links: Iterable[TemporalLink]
) -> Iterator[dict[str, Any]]:
    """The 8 ordering templates for each link, labelled from its relation or its sliders; none for a pair
    made before in the split (``run.pairs``); phrases made in earlier runs are reused (``known``).
    In the profile's ``aggregate_annotations`` splits one event pair's slider links are recast as one
    (:func:`aggregated_links`, their sizes counted in ``aggregated``)."""
    corpus, document, skips = run.corpus, run.document, run.skips
    profile = corpus.profile
    templates = ordering_templates()
    surfaces = [t.surface for t in templates]
    made = run.phrases(RELATION)
    source = run.source(RELATION)
    if document.split in profile.aggregate_annotations:
        links = aggregated_links(links, document.split, corpus.aggregated)
    for link in links:
        x, y = _resolved(events, link.source, skips), _resolved(events, link.target, skips)
        if x is None or y is None:
            continue
        if link.sliders:
            labels = slider_labels(link.sliders)
        elif link.inferred:  # the closure's own Allen set, not a corpus label
            labels = {t.id: ordering_label(t, inferred_allen_set(link)) for t in templates}
        else:
            try:
                allen_set = corpus.relation_table.allen_set(link.relation)
            except KeyError:
                if not corpus.skip_unknown:
                    raise RecastError(
                        Errors.E006, file=document.source_file or document.doc_id, label=link.relation, link=link.link_id
                    ) from None
                skips.skip(Skip.UNKNOWN_RELATION)
                continue
            if allen_set is None:
                skips.skip(Skip.DROPPED_RELATION)
                continue
            labels = {t.id: ordering_label(t, allen_set) for t in templates}
        sentences = context_sentences((x, y))
        phrases = [made.phrase(e, sentences, obj=False) for e in (x, y)]
        if isinstance(phrases[0], EventPhrase) and phrases[0] == phrases[1]:
            phrases = [made.phrase(e, sentences, obj=True) for e in (x, y)]
            if phrases[0] == phrases[1] and profile.drop_identical_phrases:
                skips.skip(Skip.IDENTICAL_PHRASES)
                continue
        if (
            isinstance(phrases[0], EventPhrase) and isinstance(phrases[1], EventPhrase) and profile.drop_identical_phrases
            and (phrases[0].repeats(phrases[1]) or phrases[1].repeats(phrases[0]))
        ):
            skips.skip(Skip.IDENTICAL_PHRASES)  # "The making of arrests ended before the arrests ended."
            continue
        reason = next((p for p in phrases if isinstance(p, Skip)), None)
        if reason is not None:
            skips.skip(reason)
            continue
        context, sent_id = made.context(sentences)
        event_ids = [x.event_id, y.event_id]
        hypotheses = fill_all(surfaces, profile, X=phrases[0], Y=phrases[1])
        for template, hypothesis in zip(templates, hypotheses, strict=True):
            label = labels[template.id]
            if label is None:  # sliders decide every template, unless their annotations tie
                skips.skip(Skip.NO_SLIDER_MAJORITY if link.sliders else Skip.EXCLUDED_TEMPLATE)
                continue
            if run.pairs is not None and run.pairs.repeat(context, hypothesis, label):
                continue
            record = pair_record(source, Pair(
                f"{corpus.corpus}:{document.doc_id}:{x.event_id}:{y.event_id}:{template.id}",
                context, sent_id, hypothesis, label, template.id, event_ids, link.relation,
            ))  # fmt: skip
            if link.inferred:  # only on inferred pairs, so output without --closure stays byte-identical
                record |= {"inferred": True, "derived-from": list(link.derived_from)}
            yield record


def duration_records(
    run: DocumentRun, events: Mapping[str, Event], judgements: Iterable[DurationJudgement]
) -> Iterator[dict[str, Any]]:
    """The duration templates for each judgement: bounds around the annotators' ranks; none for a pair
    made before in the split (``run.pairs``); phrases made in earlier runs are reused (``known``).
    In the profile's ``aggregate_annotations`` splits the ranks are those of every judgement of the event
    (:func:`aggregated_durations`, the judgements per event counted in ``aggregated``)."""
    corpus, document, skips = run.corpus, run.document, run.skips
    made = run.phrases(DURATION)
    source = run.source(DURATION)
    judgements = list(judgements)
    event_labels = (
        aggregated_durations(judgements, document.split, corpus.aggregated)
        if document.split in corpus.profile.aggregate_annotations else {}
    )
    for judgement in judgements:
        labels = event_labels.get(judgement.event_id, judgement.labels)
        event = _resolved(events, judgement.event_id, skips)
        framing = [_resolved(events, e, skips) for e in judgement.context_event_ids]
        if event is None or None in framing:
            continue
        if not labels:
            skips.skip(Skip.NO_DURATION_LABEL)
            continue
        sentences = context_sentences((event, *framing))
        phrase = made.phrase(event, sentences, obj=False)
        if isinstance(phrase, Skip):
            skips.skip(phrase)
            continue
        context, sent_id = made.context(sentences)
        event_ids, source_label = [event.event_id], "|".join(labels)
        hypotheses = duration_hypotheses([duration_rank(label) for label in labels], corpus.profile.duration)
        texts = fill_all([h.surface for h in hypotheses], corpus.profile, X=phrase)
        for hypothesis, text in zip(hypotheses, texts, strict=True):
            if run.pairs is not None and run.pairs.repeat(context, text, hypothesis.label):
                continue
            yield pair_record(source, Pair(
                f"{corpus.corpus}:{judgement.judgement_id}:{hypothesis.template_id}",
                context, sent_id, text, hypothesis.label, hypothesis.template_id, event_ids, source_label,
            ))  # fmt: skip


class PairDeduplicator:
    """One split's (context, hypothesis) pairs as records are made (the paper profile): the first of exact
    repeats is kept and later ones are never built, only counted; a pair seen with two labels is dropped
    whole by :meth:`finish`."""

    def __init__(self) -> None:
        self.labels: dict[tuple[str, str], str] = {}
        self.repeats: Counter[tuple[str, str]] = Counter()  # rows after the first, per pair
        self.conflicting: set[tuple[str, str]] = set()

    def repeat(self, context: str, hypothesis: str, label: str) -> bool:
        """Whether this pair was made before in the split (then it is counted, and needs no record)."""
        key = (context, hypothesis)
        first = self.labels.get(key)
        if first is None:
            self.labels[key] = label
            return False
        self.repeats[key] += 1
        if first != label:
            self.conflicting.add(key)
        return True

    def finish(self, records: list[dict[str, Any]], skips: SkipCounter) -> list[dict[str, Any]]:
        """``records`` (each pair's first) without conflicting pairs; the drops counted by reason."""
        if self.conflicting:
            skips.skip(Skip.CONFLICTING_PAIR, sum(1 + self.repeats[key] for key in self.conflicting))
        duplicates = sum(n for key, n in self.repeats.items() if key not in self.conflicting)
        if duplicates:
            skips.skip(Skip.DUPLICATE_PAIR, duplicates)
        if not self.conflicting:
            return records
        return [record for record in records if (record["context"], record["hypothesis"]) not in self.conflicting]


def deduplicate(records: list[dict[str, Any]], skips: SkipCounter) -> list[dict[str, Any]]:
    """Keep the first of exact (context, hypothesis) duplicates; drop every row of a conflicting one."""
    pairs = PairDeduplicator()
    firsts = [record for record in records if not pairs.repeat(record["context"], record["hypothesis"], record["label"])]
    return pairs.finish(firsts, skips)
