"""Corpus recipes: read a corpus, recast it with the shared pipeline, write it. One per corpus."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from recast.card import write_card
from recast.provenance import finalize_manifest


def complete_corpus(out_dir: Path, manifest: dict[str, Any], inputs: Sequence[Path]) -> dict[str, Any]:
    """After the splits are written: checksums, versions, licence and citations, then the dataset card."""
    manifest = finalize_manifest(out_dir, manifest, inputs)
    write_card(out_dir, manifest)
    return manifest
