"""Writing a recast corpus: ``<out>/<split>.jsonl`` plus ``manifest.json``, atomically.

Every split is first written to a temporary file beside its target; only when all are
complete are they renamed into place, so an interrupted run leaves no partial corpus.
"""

from __future__ import annotations

import json

import orjson
import os
import tempfile
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from recast.catalogue import Errors, RecastError

MANIFEST = "manifest.json"


def _publishable(temporary: str) -> str:
    """NamedTemporaryFile makes files private (0600); a corpus file gets the usual umask-based mode."""
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(temporary, 0o666 & ~umask)
    return temporary


def ensure_writable(out_dir: Path) -> Path:
    """Create ``out_dir`` if needed and prove it is writable, or raise a clear error."""
    out_dir = Path(out_dir)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=out_dir, prefix=".probe-"):
            pass
    except OSError as error:
        raise RecastError(Errors.E003, path=out_dir, reason=error.strerror or error) from error
    return out_dir


def dumps_record(record: Mapping[str, Any]) -> bytes:
    """One JSONL line (UTF-8, newline-terminated); key order is the record's, so runs are byte-identical."""
    return orjson.dumps(record, option=orjson.OPT_APPEND_NEWLINE)


def write_jsonl_atomically(files: Mapping[Path, Iterable[Mapping[str, Any]]]) -> None:
    """Write every ``path -> records`` to a temporary file, then rename all into place."""
    written: list[tuple[str, Path]] = []
    try:
        for path, records in files.items():
            handle = tempfile.NamedTemporaryFile("wb", dir=path.parent, prefix=f".{path.name}.", delete=False)
            written.append((handle.name, path))
            with handle:
                handle.writelines(dumps_record(record) for record in records)
        for temporary, path in written:
            os.replace(_publishable(temporary), path)
    finally:
        for temporary, _ in written:
            if os.path.exists(temporary):
                os.unlink(temporary)


def write_json_atomically(path: Path, data: Any) -> None:
    handle = tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent, prefix=f".{path.name}.", delete=False)
    try:
        with handle:
            json.dump(data, handle, indent=2, ensure_ascii=False, sort_keys=False)
            handle.write("\n")
        os.replace(_publishable(handle.name), path)
    finally:
        if os.path.exists(handle.name):
            os.unlink(handle.name)


def split_counts(records: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Counts of one split's records: total, per label and per template."""
    labels: Counter[str] = Counter()
    templates: Counter[str] = Counter()
    total = 0
    for record in records:
        total += 1
        labels[record["label"]] += 1
        templates[record["template"]] += 1
    return {"pairs": total, "labels": dict(sorted(labels.items())), "templates": dict(sorted(templates.items()))}


def write_corpus(
    out_dir: Path,
    records_by_split: Mapping[str, list[dict[str, Any]]],
    manifest: dict[str, Any],
) -> dict[str, Any]:
    """Write ``<split>.jsonl`` for each split and the manifest (counts added here); return the manifest."""
    out_dir = ensure_writable(out_dir)
    write_jsonl_atomically({out_dir / f"{split}.jsonl": records for split, records in records_by_split.items()})
    manifest = dict(manifest)
    manifest["splits"] = {split: split_counts(records) for split, records in records_by_split.items()}
    write_json_atomically(out_dir / MANIFEST, manifest)
    return manifest
