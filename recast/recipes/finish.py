"""The corpus tail every recipe shares: finish the splits (de-duplicate or number the pairs), then
publish the corpus -- splits, manifest and dataset card -- in one swap."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import recast
from recast.card import write_card
from recast.catalogue import SkipCounter
from recast.pipeline import PairDeduplicator, deduplicate
from recast.profiles import Profile
from recast.manifest import finalize_manifest
from recast.recipes.run import CorpusRun
from recast.types import SPLITS
from recast.writers import write_corpus


def finish_splits(
    records_by_split: dict[str, list[dict[str, Any]]], skips_by_split: Mapping[str, SkipCounter], profile: Profile,
    deduplicated: Mapping[str, PairDeduplicator] | None = None,
) -> dict[str, list[dict[str, Any]]]:
    """De-duplicate (paper) or number pairs with one counter running train -> dev -> test (release-2020).
    ``deduplicated`` holds the splits' deduplicators when the records were made through them."""
    if profile.deduplicate:
        records_by_split = {
            split: deduplicated[split].finish(records, skips_by_split[split]) if deduplicated
            else deduplicate(records, skips_by_split[split])
            for split, records in records_by_split.items()
        }
    if profile.pair_ids == "counter":
        counter = 0
        for split in sorted(records_by_split, key=SPLITS.index):
            for record in records_by_split[split]:
                counter += 1
                record["pair-id"] = record["metadata"]["pair-id"] = counter
    return records_by_split


def write_recast(
    run: CorpusRun,
    records_by_split: dict[str, list[dict[str, Any]]],
    skips_by_split: Mapping[str, SkipCounter],
    details: Mapping[str, Any],
    inputs: Sequence[Path],
    deduplicated: Mapping[str, PairDeduplicator] | None = None,
) -> dict[str, Any]:
    """Finish the splits and publish the run's complete corpus in its ``out_dir`` -- splits, the manifest
    with the checksums of ``inputs`` (the files read) and of every output, and the card -- in one swap;
    return the manifest."""
    profile = run.profile
    records_by_split = finish_splits(records_by_split, skips_by_split, profile, deduplicated)
    manifest = {
        "corpus": run.corpus,
        "profile": profile.name,
        "recast_version": recast.__version__,
        "parameters": profile.raw,
        **details,
        "skipped": {split: skips_by_split[split].as_dict() for split in records_by_split},
    }
    return write_corpus(run.out_dir, records_by_split, manifest, partial(finish_corpus, inputs=inputs))


def finish_corpus(folder: Path, manifest: dict[str, Any], inputs: Sequence[Path]) -> dict[str, Any]:
    """In ``folder`` (a staging folder holding the splits): checksums, versions, licence and
    citations, then the dataset card."""
    manifest = finalize_manifest(folder, manifest, inputs)
    write_card(folder, manifest)
    return manifest
