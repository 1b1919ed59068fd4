"""The rule engine against the spec's tables, plus properties every relation must have."""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from recast.catalogue import Errors, RecastError
from recast.engine import (
    ENTAILED,
    NOT_ENTAILED,
    allen_relations,
    duration_hypotheses,
    duration_labels,
    duration_rank,
    ordering_pattern,
    ordering_templates,
    relation_table,
    slider_label,
)
from recast.profiles import load_profile
from recast.types import SliderJudgement

# RECASTING.md section 2.1 and section 10: (corpus, label) -> pattern over T1..T8.
PAPER_PATTERNS = {
    ("te3", "BEFORE"): "EEEENNNN",
    ("te3", "IBEFORE"): "EENENNNN",
    ("te3", "INCLUDES"): "EENNNENE",
    ("te3", "IS_INCLUDED"): "NENEEENN",
    ("te3", "BEGINS"): "NENENENN",
    ("te3", "ENDS"): "NENNEENN",
    ("te3", "SIMULTANEOUS"): "NENNNENN",
    ("te3", "IDENTITY"): "NENNNENN",
    ("te3", "DURING"): "NENNNENN",
    ("te3", "DURING_INV"): "NENNNENN",
    ("tbdense", "b"): "EE-EN-NN",
    ("tbdense", "a"): "N-NNEE-E",
    ("red", "BEFORE"): "EE-EN-NN",
    ("red", "BEFORE/CAUSES"): "EE-EN-NN",
    ("red", "BEFORE/PRECONDITION"): "EE-EN-NN",
    ("red", "BEGINS-ON"): "NEN-NEN-",
    ("red", "ENDS-ON"): "-ENN-ENN",
}
RELEASE_CHANGES = {
    ("te3", "DURING"): "EENENENN",
    ("te3", "DURING_INV"): "NENNEENE",
    ("red", "BEFORE/CAUSES"): "EEEENNNN",
    ("red", "BEFORE/PRECONDITION"): "EEEENNNN",
}


def mirrored(pattern: str) -> str:
    """Swapping X and Y maps T1..T4 onto T5..T8."""
    return pattern[4:] + pattern[:4]


def inverse(relation: str) -> str:
    """The base relation whose timeline is ``relation``'s with X and Y swapped."""
    swap = {"sX": "sY", "eX": "eY", "sY": "sX", "eY": "eX"}
    ranks = {swap[p]: r for p, r in allen_relations()[relation].items()}
    (match,) = [name for name, other in allen_relations().items() if other == ranks]
    return match


@pytest.mark.parametrize(("corpus", "label"), sorted(PAPER_PATTERNS))
@pytest.mark.parametrize("profile", ["paper", "release-2020"])
def test_patterns_match_the_spec(corpus: str, label: str, profile: str) -> None:
    expected = PAPER_PATTERNS[corpus, label]
    if profile == "release-2020":
        expected = RELEASE_CHANGES.get((corpus, label), expected)
    table = relation_table(corpus, load_profile(profile))
    assert ordering_pattern(table.allen_set(label)) == expected


def test_inverse_labels_have_mirrored_patterns() -> None:
    table = relation_table("te3", load_profile("paper"))
    for label, inverse_label in [("BEFORE", "AFTER"), ("IBEFORE", "IAFTER"), ("BEGINS", "BEGUN_BY"),
                                 ("ENDS", "ENDED_BY"), ("IS_INCLUDED", "INCLUDES")]:
        assert ordering_pattern(table.allen_set(inverse_label)) == mirrored(ordering_pattern(table.allen_set(label)))


def test_dropped_and_unknown_labels() -> None:
    assert relation_table("tbdense", load_profile("paper")).allen_set("v") is None
    assert relation_table("red", load_profile("paper")).allen_set("OVERLAP") is None
    with pytest.raises(KeyError):
        relation_table("te3", load_profile("paper")).allen_set("SOMETIMES")


@given(st.sampled_from(sorted(allen_relations())))
def test_a_relation_and_its_inverse_give_mirrored_patterns(relation: str) -> None:
    assert ordering_pattern([inverse(relation)]) == mirrored(ordering_pattern([relation]))


@given(st.sets(st.sampled_from(sorted(allen_relations())), min_size=1))
def test_a_relation_set_and_its_inverse_give_mirrored_patterns(relations: set[str]) -> None:
    assert ordering_pattern([inverse(r) for r in relations]) == mirrored(ordering_pattern(relations))


@given(st.lists(st.integers(0, 5), min_size=4, max_size=4))
def test_base_relations_are_mutually_exclusive_and_exhaustive(points: list[int]) -> None:
    s_x, e_x, s_y, e_y = points
    if not (s_x < e_x and s_y < e_y):
        return
    value = {"sX": s_x, "eX": e_x, "sY": s_y, "eY": e_y}
    matching = [
        name
        for name, ranks in allen_relations().items()
        if all((ranks[a] < ranks[b]) == (value[a] < value[b]) and (ranks[a] == ranks[b]) == (value[a] == value[b])
               for a, b in itertools.combinations(value, 2))
    ]
    assert len(matching) == 1


def test_base_relations_have_distinct_patterns() -> None:
    patterns = [ordering_pattern([r]) for r in allen_relations()]
    assert len(set(patterns)) == len(patterns) == 13
    assert all("-" not in p for p in patterns)


def slider(s_x: float, e_x: float, s_y: float, e_y: float, annotator: str = "a") -> SliderJudgement:
    return SliderJudgement(annotator, s_x, e_x, s_y, e_y)


def test_sliders_one_annotator_compare_strictly() -> None:
    t1, t2, t3 = ordering_templates()[:3]
    judgement = [slider(0, 50, 50, 100)]  # X meets Y
    assert slider_label(t1, judgement) == ENTAILED  # start X < start Y
    assert slider_label(t2, judgement) == ENTAILED
    assert slider_label(t3, judgement) == NOT_ENTAILED  # end X == start Y is not "before"


def test_sliders_three_annotators_take_the_majority() -> None:
    t1 = ordering_templates()[0]
    two_of_three = [slider(0, 10, 5, 20, "a"), slider(0, 10, 5, 20, "b"), slider(9, 10, 5, 20, "c")]
    one_of_three = [slider(0, 10, 5, 20, "a"), slider(9, 10, 5, 20, "b"), slider(9, 10, 5, 20, "c")]
    assert slider_label(t1, two_of_three) == ENTAILED
    assert slider_label(t1, one_of_three) == NOT_ENTAILED


def test_sliders_that_tie_have_no_majority() -> None:
    t1, t2 = ordering_templates()[:2]
    one_of_two = [slider(0, 10, 5, 20, "a"), slider(9, 10, 5, 20, "b")]
    assert slider_label(t1, one_of_two) is None  # start X < start Y for a, not for b
    assert slider_label(t2, one_of_two) == ENTAILED  # start X < end Y for both


def duration_pairs(labels: list[str], profile: str) -> set[tuple[str, str, str]]:
    """(template, unit, label) triples, or the special surface in place of the unit."""
    rule = load_profile(profile).duration
    return {
        (h.template.id, h.special_surface or h.unit, h.label)
        for h in duration_hypotheses([duration_rank(label) for label in labels], rule)
    }


UNITS = [None, "a second", "a minute", "an hour", "a day", "a week", "a month", "a year", "a decade", "a century", None]


@pytest.mark.parametrize("label", duration_labels())
def test_paper_duration_train_labels(label: str) -> None:
    rank = duration_rank(label)
    expected = set()
    lower = UNITS[rank - 1] if rank >= 1 else None
    if lower:
        expected |= {("longer", UNITS[rank - 1], ENTAILED), ("shorter", UNITS[rank - 1], NOT_ENTAILED)}
    if rank + 1 <= 9:
        expected |= {("shorter", UNITS[rank + 1], ENTAILED), ("longer", UNITS[rank + 1], NOT_ENTAILED)}
    assert duration_pairs([label], "paper") == expected
    assert len(expected) == (2 if label in {"instantaneous", "seconds", "centuries", "forever"} else 4)


def test_paper_duration_examples_from_the_spec() -> None:
    assert duration_pairs(["minutes"], "paper") == {
        ("longer", "a second", ENTAILED), ("shorter", "an hour", ENTAILED),
        ("shorter", "a second", NOT_ENTAILED), ("longer", "an hour", NOT_ENTAILED),
    }
    assert duration_pairs(["hours", "weeks", "months"], "paper") == {
        ("longer", "a minute", ENTAILED), ("shorter", "a year", ENTAILED),
        ("shorter", "a minute", NOT_ENTAILED), ("longer", "a year", NOT_ENTAILED),
    }


RELEASE_TRAIN = {
    # label: expected (template, unit or special surface, label) set, per RECASTING.md section 10
    "instantaneous": {("shorter", "a minute", ENTAILED), ("longer", "a minute", NOT_ENTAILED)},
    "seconds": {("shorter", "an hour", ENTAILED), ("longer", "an hour", NOT_ENTAILED)},
    "minutes": {("longer", "a second", ENTAILED), ("shorter", "{X} did happen or will happen instantaneously.", NOT_ENTAILED),
                ("shorter", "a day", ENTAILED), ("longer", "a day", NOT_ENTAILED)},
    "decades": {("longer", "a year", ENTAILED), ("shorter", "a year", NOT_ENTAILED),
                ("shorter", "{X} is not always true.", ENTAILED), ("longer", "{X} is always true.", NOT_ENTAILED)},
    "centuries": {("longer", "a decade", ENTAILED), ("shorter", "a decade", NOT_ENTAILED)},
    "forever": {("longer", "a century", ENTAILED), ("shorter", "a century", NOT_ENTAILED)},
}


@pytest.mark.parametrize("label", duration_labels())
def test_release_duration_train_labels(label: str) -> None:
    rank = duration_rank(label)
    pairs = duration_pairs([label], "release-2020")
    if label in RELEASE_TRAIN:
        assert pairs == RELEASE_TRAIN[label]
    else:
        assert pairs == {("longer", UNITS[rank - 1], ENTAILED), ("shorter", UNITS[rank - 1], NOT_ENTAILED),
                         ("shorter", UNITS[rank + 2], ENTAILED), ("longer", UNITS[rank + 2], NOT_ENTAILED)}


def test_release_duration_three_annotators() -> None:
    # lo = hours, hi = months: longer than a minute, shorter than a decade (hi + 2)
    assert duration_pairs(["hours", "months", "weeks"], "release-2020") == {
        ("longer", "a minute", ENTAILED), ("shorter", "a minute", NOT_ENTAILED),
        ("shorter", "a decade", ENTAILED), ("longer", "a decade", NOT_ENTAILED),
    }
    # hi >= centuries: only the lower side
    assert duration_pairs(["minutes", "centuries", "days"], "release-2020") == {
        ("longer", "a second", ENTAILED), ("shorter", "{X} did happen or will happen instantaneously.", NOT_ENTAILED),
    }
    # both extremes: the upper side is kept, as in the 2020 code
    assert duration_pairs(["seconds", "centuries", "days"], "release-2020") == {
        ("shorter", "{X} is not always true.", ENTAILED), ("longer", "{X} is always true.", NOT_ENTAILED),
    }
    # lo <= seconds: only the upper side, hi (minutes) + 2
    assert duration_pairs(["seconds", "minutes", "instant"], "release-2020") == {
        ("shorter", "a day", ENTAILED), ("longer", "a day", NOT_ENTAILED),
    }


@given(st.lists(st.sampled_from(duration_labels()), min_size=1, max_size=3), st.sampled_from(["paper", "release-2020"]))
def test_duration_pairs_are_half_entailed(labels: list[str], profile: str) -> None:
    hypotheses = duration_hypotheses([duration_rank(label) for label in labels], load_profile(profile).duration)
    entailed = sum(h.label == ENTAILED for h in hypotheses)
    assert 2 * entailed == len(hypotheses)


def test_unknown_duration_label_is_an_error() -> None:
    with pytest.raises(ValueError):
        duration_rank("fortnights")


def test_a_relation_table_naming_an_unknown_allen_relation_is_an_error_naming_the_file() -> None:
    profile = dataclasses.replace(load_profile("paper"), relation_overrides={"matres": {"BEFORE": ["before", "soon"]}})
    with pytest.raises(RecastError, match=r"templates/relations/matres.json: allen_relations: .*\['soon'\]") as raised:
        relation_table("matres", profile)
    assert raised.value.error is Errors.E012
