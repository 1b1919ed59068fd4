"""UDS-T annotations of one event (durations) or one event pair (sliders) aggregated before recasting
(profile key ``aggregate_annotations``, RECASTING.md sections 3 and 4), on a hand-made document."""

from __future__ import annotations

from typing import Any

from recast.catalogue import Skip, SkipCounter
from recast.engine import ENTAILED, NOT_ENTAILED
from recast.pipeline import (
    AggregatedAnnotations,
    CorpusRecords,
    PairDeduplicator,
    duration_records,
    ordering_records,
)
from recast.profiles import load_profile
from recast.types import Document, DurationJudgement, Event, SliderJudgement, TemporalLink
from conftest import ud_sentence

SENTENCE = ud_sentence("""
1 She she PRON PRP 2 nsubj
2 waited wait VERB VBD 0 root
3 while while SCONJ IN 5 mark
4 he he PRON PRP 5 nsubj
5 cooked cook VERB VBD 2 advcl
6 dinner dinner NOUN NN 5 obj
7 . . PUNCT . 2 punct
""", sent_id="ewt-train-1")
WAIT, COOK = "ewt-train-1-pred-2", "ewt-train-1-pred-5"
EVENTS = {
    event_id: Event(doc_id="d1", event_id=event_id, sentence_index=0, head=head)
    for event_id, head in ((WAIT, 2), (COOK, 5))
}


def document(split: str) -> Document:
    return Document(doc_id="d1", split=split, sentences=(SENTENCE,))


def judgement(number: int, event_id: str, *labels: str) -> DurationJudgement:
    return DurationJudgement("d1", f"j{number}", event_id, labels, context_event_ids=(WAIT, COOK))


# one annotator each, as in UDS-T train: the waiting judged minutes, hours and days in three pairs
WAIT_JUDGEMENTS = [judgement(1, WAIT, "minutes"), judgement(2, WAIT, "hours"), judgement(3, WAIT, "days")]


def recast_durations(
    judgements: list[DurationJudgement], split: str = "train", profile: str = "paper"
) -> tuple[list[dict[str, Any]], SkipCounter, AggregatedAnnotations]:
    skips, aggregated = SkipCounter(), AggregatedAnnotations("event", "judgements")
    pairs = PairDeduplicator() if load_profile(profile).deduplicate else None
    corpus = CorpusRecords("uds-time-duration", load_profile(profile), "gold", "CC BY-SA", aggregated=aggregated)
    made = list(duration_records(corpus.document(document(split), skips, pairs), EVENTS, judgements))
    return (made if pairs is None else pairs.finish(made, skips)), skips, aggregated


def claims(records: list[dict[str, Any]]) -> set[tuple[str, str]]:
    return {(r["hypothesis"], r["label"]) for r in records}


def test_one_events_judgements_in_train_are_folded_into_one_range() -> None:
    records, skips, aggregated = recast_durations([*WAIT_JUDGEMENTS, judgement(4, COOK, "hours")])
    waiting = [r for r in records if r["event-ids"] == [WAIT]]
    # lowest minutes, highest days: longer than a second, shorter than a week, as dev/test's three annotators
    assert claims(waiting) == {
        ("The waiting did take or will take longer than a second.", ENTAILED),
        ("The waiting did take or will take shorter than a second.", NOT_ENTAILED),
        ("The waiting did take or will take shorter than a week.", ENTAILED),
        ("The waiting did take or will take longer than a week.", NOT_ENTAILED),
    }
    assert {r["source-label"] for r in waiting} == {"minutes|hours|days"}
    assert [r["pair-id"].split(":")[1] for r in waiting] == ["j1"] * 4  # the first judgement's pairs are kept
    assert skips.as_dict() == {Skip.DUPLICATE_PAIR.value: 8}  # judgements 2 and 3 repeat them: no conflict
    assert aggregated.as_dict() == {
        "train": {"events": 2, "events aggregated": 1, "judgements per event": {"1": 1, "3": 1}}
    }


def test_outside_the_aggregated_splits_each_judgement_has_its_own_range() -> None:
    records, skips, aggregated = recast_durations(WAIT_JUDGEMENTS, split="dev")
    # minutes says "longer than an hour" is not entailed, days says it is: the pair is dropped as conflicting
    assert ("The waiting did take or will take longer than an hour.", ENTAILED) not in claims(records)
    assert skips[Skip.CONFLICTING_PAIR.value] > 0
    assert {r["source-label"] for r in records} <= {"minutes", "hours", "days"}
    assert aggregated.as_dict() == {}


def test_release_2020_never_aggregates() -> None:
    records, _, aggregated = recast_durations(WAIT_JUDGEMENTS, profile="release-2020")
    assert [r["source-label"] for r in records] == ["minutes"] * 4 + ["hours"] * 4 + ["days"] * 4
    assert aggregated.as_dict() == {}


def test_an_event_judged_from_seconds_to_centuries_has_no_bound_and_no_pair() -> None:
    records, skips, _ = recast_durations([judgement(1, WAIT, "seconds"), judgement(2, WAIT, "centuries")])
    assert records == [] and not skips  # neither bound (an instant, eternity) is a unit


def slider(annotator: str, x: tuple[float, float], y: tuple[float, float]) -> SliderJudgement:
    return SliderJudgement(annotator, *x, *y)


def link(number: int, source: str, target: str, *sliders: SliderJudgement) -> TemporalLink:
    return TemporalLink(doc_id="d1", link_id=f"l{number}", source=source, target=target, sliders=sliders)


# the waiting before the cooking, from (waiting, cooking); the same pair annotated from (cooking, waiting) with
# the waiting overlapping the cooking's start
BEFORE = link(1, WAIT, COOK, slider("a", (0, 10), (20, 30)))
OVERLAPS_REVERSED = link(2, COOK, WAIT, slider("b", (20, 30), (0, 25)))


def recast_links(links: list[TemporalLink]) -> tuple[dict[str, str], SkipCounter, AggregatedAnnotations]:
    skips, aggregated = SkipCounter(), AggregatedAnnotations("event pair", "links")
    corpus = CorpusRecords("uds-time-order", load_profile("paper"), "gold", "CC BY-SA", aggregated=aggregated)
    records = list(ordering_records(corpus.document(document("train"), skips), EVENTS, links))
    assert {tuple(r["event-ids"]) for r in records} == {(WAIT, COOK)}  # in the first link's direction
    return {r["template"]: r["label"] for r in records}, skips, aggregated


def test_one_event_pairs_links_take_the_majority_across_them() -> None:
    agreeing = link(3, WAIT, COOK, slider("c", (5, 15), (40, 50)))
    labels, skips, aggregated = recast_links([BEFORE, OVERLAPS_REVERSED, agreeing])
    # two of three annotations put the waiting's end before the cooking's start
    assert labels == {"T1": "entailed", "T2": "entailed", "T3": "entailed", "T4": "entailed",
                      "T5": "not-entailed", "T6": "not-entailed", "T7": "not-entailed", "T8": "not-entailed"}
    assert not skips
    assert aggregated.as_dict() == {"train": {"event pairs": 1, "event pairs aggregated": 1, "links per event pair": {"3": 1}}}


def test_a_tie_between_one_event_pairs_links_is_a_counted_skip() -> None:
    labels, skips, _ = recast_links([BEFORE, OVERLAPS_REVERSED])
    # they agree on every template but T3 (end of X before start of Y) and T6 (start of Y before end of X)
    assert labels == {"T1": "entailed", "T2": "entailed", "T4": "entailed",
                      "T5": "not-entailed", "T7": "not-entailed", "T8": "not-entailed"}
    assert skips.as_dict() == {Skip.NO_SLIDER_MAJORITY.value: 2}
