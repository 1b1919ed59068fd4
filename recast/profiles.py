"""Profiles: every difference between ``paper`` and ``release-2020`` is a named parameter."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from recast.catalogue import Errors, RecastError
from recast.resources import available, load_json

Syntax = Literal["gold", "parsed"]  # gold UD trees (UDS-T) or parser output (TE3, TB-D, RED)


@dataclass(frozen=True, eq=False)  # hashed by identity, like Profile
class DurationRule:
    lower_offset: int
    upper_offset: int
    clip_bounds: bool
    lower_only_from_rank: int | None
    upper_only_through_rank: int | None
    one_side_priority: str | None  # "upper" or "lower": which side is kept when both extremes apply
    extra_units: dict[int, str]
    special_surfaces: dict[str, str]  # "<template id>:<rank>" -> whole-hypothesis surface


@dataclass(frozen=True, eq=False)  # hashed by identity: load_profile returns one object per name
class Profile:
    name: str
    description: str
    duration: DurationRule
    relation_overrides: dict[str, dict[str, list[str]]]
    skip_negated_links: bool  # RED NEG-polarity TLINKs say the relation does *not* hold
    skip_aux_det_heads: frozenset[str]  # types of inference in which AUX/DET heads are skipped
    nominal_events: dict[str, str]  # syntax -> "phrase" | "drop"
    event_pos: dict[str, str]  # syntax -> "parser" (UPOS of the head) | "corpus" (the corpus's own POS, e.g. TimeML's)
    being_for_non_verbs: bool
    negation_after_being: bool
    drop_multi_token_events: dict[str, bool]
    dependents: dict[str, tuple[str, ...]]
    object_attachment: dict[str, str]  # "none" | "object_subtree" | "first_non_pronoun_object_subtree"
    casing: str  # "keep_proper_nouns" | "lower_after_first"
    deduplicate: bool
    drop_identical_phrases: bool
    context: str  # "document_text" | "tokens"
    pair_ids: str  # "descriptive" | "counter"
    raw: dict[str, Any]


PROFILE_NAMES = tuple(available("profiles"))


@cache
def load_profile(name: str) -> Profile:
    if name not in PROFILE_NAMES:
        raise RecastError(Errors.E002, profile=name, choices=", ".join(PROFILE_NAMES))
    raw = load_json(f"profiles/{name}.json")
    duration = raw["duration"]
    return Profile(
        name=raw["name"],
        description=raw["description"],
        duration=DurationRule(
            lower_offset=duration["lower_offset"],
            upper_offset=duration["upper_offset"],
            clip_bounds=duration["clip_bounds"],
            lower_only_from_rank=duration["lower_only_from_rank"],
            upper_only_through_rank=duration["upper_only_through_rank"],
            one_side_priority=duration["one_side_priority"],
            extra_units={int(rank): unit for rank, unit in duration["extra_units"].items()},
            special_surfaces=dict(duration["special_surfaces"]),
        ),
        relation_overrides=raw["relation_overrides"],
        skip_negated_links=raw["skip_negated_links"],
        skip_aux_det_heads=frozenset(raw["skip_aux_det_heads"]),
        nominal_events=raw["nominal_events"],
        event_pos=raw["event_pos"],
        being_for_non_verbs=raw["being_for_non_verbs"],
        negation_after_being=raw["negation_after_being"],
        drop_multi_token_events=raw["drop_multi_token_events"],
        dependents={k: tuple(v) for k, v in raw["dependents"].items()},
        object_attachment=raw["object_attachment"],
        casing=raw["casing"],
        deduplicate=raw["deduplicate"],
        drop_identical_phrases=raw["drop_identical_phrases"],
        context=raw["context"],
        pair_ids=raw["pair_ids"],
        raw=raw,
    )
