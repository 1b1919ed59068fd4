"""De-duplication of (context, hypothesis) pairs: while records are made, and over finished lists."""

from __future__ import annotations

from recast.catalogue import Skip, SkipCounter
from recast.pipeline import PairDeduplicator, deduplicate


def row(context: str, hypothesis: str, label: str, n: int) -> dict[str, str | int]:
    return {"context": context, "hypothesis": hypothesis, "label": label, "n": n}


ROWS = [
    row("c1", "h1", "entailed", 1),
    row("c1", "h2", "entailed", 2),
    row("c1", "h1", "entailed", 3),  # an exact repeat of 1
    row("c2", "h1", "entailed", 4),  # another context: a pair of its own
    row("c1", "h2", "not-entailed", 5),  # 2 with the other label: a conflict
    row("c1", "h2", "entailed", 6),
]


def test_the_first_of_repeats_is_kept_and_a_conflicting_pair_is_dropped_whole() -> None:
    skips = SkipCounter()
    kept = deduplicate(ROWS, skips)
    assert [r["n"] for r in kept] == [1, 4]
    assert skips.as_dict() == {Skip.CONFLICTING_PAIR.value: 3, Skip.DUPLICATE_PAIR.value: 1}


def test_repeats_found_while_records_are_made_need_no_record_and_count_the_same() -> None:
    pairs, built = PairDeduplicator(), []
    for r in ROWS:
        if not pairs.repeat(r["context"], r["hypothesis"], r["label"]):
            built.append(r)  # only a pair's first occurrence is ever built
    assert [r["n"] for r in built] == [1, 2, 4]
    skips = SkipCounter()
    assert pairs.finish(built, skips) == deduplicate(ROWS, SkipCounter())
    assert skips.as_dict() == {Skip.CONFLICTING_PAIR.value: 3, Skip.DUPLICATE_PAIR.value: 1}
