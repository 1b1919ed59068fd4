"""The rule engine: labels are derived from the data files in ``templates/``, never typed in.

Ordering: a corpus label denotes a set of Allen base relations; a template (a strict
endpoint comparison) is entailed if it holds in every member, not-entailed if in none,
excluded otherwise. Duration: bounds around the gold ranks, per the profile's rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache

from recast.catalogue import Errors, RecastError
from recast.profiles import DurationRule, Profile
from recast.resources import load_json
from recast.types import SliderJudgement

ENTAILED = "entailed"
NOT_ENTAILED = "not-entailed"
PATTERN_LETTERS = {ENTAILED: "E", NOT_ENTAILED: "N", None: "-"}


@dataclass(frozen=True)
class OrderingTemplate:
    id: str
    surface: str
    earlier: str  # endpoint name: sX, eX, sY or eY
    later: str


@cache
def ordering_templates() -> tuple[OrderingTemplate, ...]:
    return tuple(OrderingTemplate(**t) for t in load_json("ordering_templates.json")["ordering_templates"])


@cache
def allen_relations() -> dict[str, dict[str, int]]:
    """Each base relation as the rank of every endpoint on its timeline (equal ranks coincide)."""
    timelines = load_json("allen_relations.json")["allen_relations"]
    return {
        name: {point: rank for rank, group in enumerate(timeline) for point in group}
        for name, timeline in timelines.items()
    }


def template_holds(template: OrderingTemplate, allen_relation: str) -> bool:
    ranks = allen_relations()[allen_relation]
    return ranks[template.earlier] < ranks[template.later]


def ordering_label(template: OrderingTemplate, allen_set: Iterable[str]) -> str | None:
    """Entailed if the template holds in every relation of the set, not-entailed in none, else None."""
    holds = {template_holds(template, relation) for relation in allen_set}
    if holds == {True}:
        return ENTAILED
    if holds == {False}:
        return NOT_ENTAILED
    return None


def ordering_pattern(allen_set: Iterable[str]) -> str:
    """The T1..T8 pattern of a relation set, e.g. ``EEEENNNN`` for before."""
    members = tuple(allen_set)
    return "".join(PATTERN_LETTERS[ordering_label(t, members)] for t in ordering_templates())


@dataclass(frozen=True)
class RelationTable:
    """A corpus's labels as Allen sets, with the profile's overrides applied."""

    corpus: str
    allen_sets: dict[str, frozenset[str]]
    dropped: dict[str, str]  # label -> why the corpus drops it

    def allen_set(self, label: str) -> frozenset[str] | None:
        """The Allen set of ``label``; None when the label is dropped; KeyError when unknown."""
        if label in self.dropped:
            return None
        return self.allen_sets[label]


def relation_table(corpus: str, profile: Profile) -> RelationTable:
    table = load_json(f"relations/{corpus}.json")
    sets = {label: frozenset(members) for label, members in table["allen_relations"].items()}
    for label, members in profile.relation_overrides.get(corpus, {}).items():
        sets[label] = frozenset(members)
    unknown = {m for members in sets.values() for m in members} - allen_relations().keys()
    if unknown:
        raise RecastError(
            Errors.E012, file=f"templates/relations/{corpus}.json", key="allen_relations",
            reason=f"names unknown Allen relations {sorted(unknown)}",
        )
    return RelationTable(corpus=corpus, allen_sets=sets, dropped=dict(table["dropped"]))


def slider_label(template: OrderingTemplate, sliders: Sequence[SliderJudgement]) -> str | None:
    """UDS-T: entailed when a majority of annotators' sliders satisfy the template (1 of 1, 2 of 3),
    not-entailed when a majority do not, None when they tie (only an even number of annotations can:
    an event pair's links aggregated, RECASTING.md section 3)."""
    return slider_labels(sliders, (template,))[template.id]


def slider_labels(
    sliders: Sequence[SliderJudgement], templates: Sequence[OrderingTemplate] | None = None
) -> dict[str, str | None]:
    """:func:`slider_label` of each template (default: every ordering template), by template id."""
    points = [{"sX": s.start_x, "eX": s.end_x, "sY": s.start_y, "eY": s.end_y} for s in sliders]
    labels: dict[str, str | None] = {}
    for t in ordering_templates() if templates is None else templates:
        # a list, not a generator: this runs for every template of every UDS-T link
        votes = 2 * len([p for p in points if p[t.earlier] < p[t.later]])
        labels[t.id] = ENTAILED if votes > len(points) else NOT_ENTAILED if votes < len(points) else None
    return labels


# --- duration ---------------------------------------------------------------------------


@dataclass(frozen=True)
class DurationTemplate:
    id: str  # "longer" | "shorter"
    surface: str


@dataclass(frozen=True)
class DurationHypothesis:
    template: DurationTemplate
    rank: int  # the bound's rank
    unit: str
    label: str
    special_surface: str | None  # replaces the whole template surface when set
    surface: str = field(init=False)  # what the generator fills: the template with its unit, or the special one
    template_id: str = field(init=False)  # as records name it: "<template id>:<rank>"

    def __post_init__(self) -> None:  # made once per bound pair (the hypotheses are cached), used per pair
        object.__setattr__(self, "surface", self.special_surface or self.template.surface.replace("{unit}", self.unit))
        object.__setattr__(self, "template_id", f"{self.template.id}:{self.rank}")


@cache
def duration_labels() -> tuple[str, ...]:
    return tuple(load_json("duration.json")["duration_labels"])


@cache
def duration_templates() -> dict[str, DurationTemplate]:
    return {t["id"]: DurationTemplate(**t) for t in load_json("duration.json")["duration_templates"]}


@cache
def duration_rank(label: str) -> int:
    """Rank 0..10 of a duration label; raises ValueError for an unknown label."""
    aliases = load_json("duration.json")["label_aliases"]
    return duration_labels().index(aliases.get(label, label))


def duration_hypotheses(ranks: Sequence[int], rule: DurationRule) -> tuple[DurationHypothesis, ...]:
    """The duration pairs for one event whose annotators gave ``ranks``.

    Lower side: longer than ``lo - lower_offset`` (E), shorter than it (N); upper side:
    shorter than ``hi + upper_offset`` (E), longer than it (N). A side whose bound is no
    unit gives nothing; the release-2020 rule also keeps only one side at the extremes
    (the upper one when both apply, as the 2020 code did: it is what the paper's 80.2 %
    template-majority figure was measured on).
    """
    return _bounded_hypotheses(min(ranks), max(ranks), rule)


@lru_cache(maxsize=1024)
def _bounded_hypotheses(lo: int, hi: int, rule: DurationRule) -> tuple[DurationHypothesis, ...]:
    lower, upper = lo - rule.lower_offset, hi + rule.upper_offset
    top = len(duration_labels()) - 1
    if rule.clip_bounds:
        lower, upper = max(0, lower), min(top, upper)
    one_sided = [
        side
        for side, applies in [
            ("lower", rule.lower_only_from_rank is not None and hi >= rule.lower_only_from_rank),
            ("upper", rule.upper_only_through_rank is not None and lo <= rule.upper_only_through_rank),
        ]
        if applies
    ]
    if len(one_sided) == 2:
        one_sided = [rule.one_side_priority]
    sides = set(one_sided) or {"lower", "upper"}
    templates = duration_templates()
    pairs = []
    if "lower" in sides:
        pairs += [(templates["longer"], lower, ENTAILED), (templates["shorter"], lower, NOT_ENTAILED)]
    if "upper" in sides:
        pairs += [(templates["shorter"], upper, ENTAILED), (templates["longer"], upper, NOT_ENTAILED)]
    units = {int(rank): unit for rank, unit in load_json("duration.json")["units"].items()} | rule.extra_units
    return tuple(
        DurationHypothesis(
            template=template,
            rank=rank,
            unit=units[rank],
            label=label,
            special_surface=rule.special_surfaces.get(f"{template.id}:{rank}"),
        )
        for template, rank, label in pairs
        if rank in units
    )
