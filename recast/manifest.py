"""A corpus folder's manifest, in one place: written sealed with its own checksum, completed with versions,
input checksums and the outputs' entries, read back and checked field by field.

The manifest records the profile and its parameters, the command, tool and data versions, the sha256 of every
input and output, pairs per split, label and template, and skipped items by reason; ``recast verify``
re-checks it against the folder.
"""

from __future__ import annotations

import hashlib
import platform
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from itertools import batched
from operator import itemgetter
from pathlib import Path
from typing import Any

import orjson

from recast.catalogue import Errors, RecastError
from recast.files import CHUNK, atomic_file, input_checksums, sha256_file
from recast.provenance import citations, corpus_source, package_versions
from recast.types import SPLITS

MANIFEST = "manifest.json"
MANIFEST_CHECKSUM = "manifest_sha256"  # the manifest's own checksum: sha256 of the rest, canonical JSON


def manifest_checksum(manifest: Mapping[str, Any]) -> str:
    """sha256 of the manifest without its own checksum field, as canonical JSON (sorted keys)."""

    rest = {key: value for key, value in manifest.items() if key != MANIFEST_CHECKSUM}
    as_read = orjson.loads(orjson.dumps(rest, option=orjson.OPT_NON_STR_KEYS))  # the form verify will see
    return hashlib.sha256(orjson.dumps(as_read, option=orjson.OPT_SORT_KEYS)).hexdigest()


def sealed(manifest: Mapping[str, Any]) -> dict[str, Any]:
    """``manifest`` with its own checksum (last), so an edit to any field is caught by verify."""
    rest = {key: value for key, value in manifest.items() if key != MANIFEST_CHECKSUM}
    return {**rest, MANIFEST_CHECKSUM: manifest_checksum(rest)}


def write_json_atomically(path: Path, data: Any) -> None:
    with atomic_file(path) as handle:
        handle.write(orjson.dumps(data, option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE | orjson.OPT_NON_STR_KEYS))


def write_manifest(directory: Path, manifest: Mapping[str, Any]) -> dict[str, Any]:
    """Write ``manifest.json`` sealed with its own checksum; return what was written."""
    manifest = sealed(manifest)
    write_json_atomically(Path(directory) / MANIFEST, manifest)
    return manifest


def split_counts(records: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Counts of one split's records: total, per label and per template."""
    labels: Counter[str] = Counter()
    templates: Counter[str] = Counter()
    total = 0
    for batch in batched(records, 10_000):  # counted in C, a batch at a time: a split is up to 400k records
        total += len(batch)
        labels.update(map(itemgetter("label"), batch))
        templates.update(map(itemgetter("template"), batch))
    return {"pairs": total, "labels": dict(sorted(labels.items())), "templates": dict(sorted(templates.items()))}


def _newlines(path: Path) -> int:
    with open(path, "rb") as handle:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: handle.read(CHUNK), b""))


def count_pairs(path: Path) -> int | None:
    """Records in a data file recast wrote, by its format (JSONL line, JSON array item, TSV row
    after the header, Parquet row); None for a file that holds no records (a README, a manifest)."""
    path = Path(path)
    if path.suffix == ".jsonl":
        return _newlines(path)
    if path.suffix == ".json":  # recast's JSON arrays: "[", one item per line, "]"
        return max(_newlines(path) - 2, 0)
    if path.suffix == ".tsv":
        return _newlines(path) - 1  # the header
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq

        return pq.ParquetFile(path).metadata.num_rows
    return None


def output_entry(path: Path) -> dict[str, Any]:
    entry: dict[str, Any] = {"sha256": sha256_file(path), "bytes": Path(path).stat().st_size}
    pairs = count_pairs(path)
    if pairs is not None:
        entry["pairs"] = pairs
    return entry


def record_outputs(
    corpus_dir: Path, manifest: dict[str, Any], names: Iterable[str], known: Mapping[str, dict[str, Any]] | None = None
) -> dict[str, Any]:
    """Add the files ``names`` (relative to ``corpus_dir``) to ``manifest["outputs"]`` -- from ``known``
    (entries taken while writing them) or by reading them -- and rewrite ``manifest.json`` (sealed).
    Updates ``manifest`` in place, so a caller's copy stays current; returns it."""
    corpus_dir = Path(corpus_dir)
    outputs, known = dict(manifest.get("outputs", {})), known or {}
    for name in names:
        key = Path(name).as_posix()
        outputs[key] = known[key] if key in known else output_entry(corpus_dir / name)
    manifest["outputs"] = dict(sorted(outputs.items()))
    manifest.update(write_manifest(corpus_dir, manifest))
    return manifest



def check_manifest(manifest: Any, path: Path) -> dict[str, Any]:
    """``manifest`` when its fields have the types recast writes; else a RecastError naming the field."""

    def fail(reason: str) -> RecastError:
        return RecastError(Errors.E104, file=path, reason=reason)

    if not isinstance(manifest, dict):
        raise fail(f"expected a JSON object, found {type(manifest).__name__}")
    for key in ("corpus", "profile", "manifest_sha256"):
        if key in manifest and not isinstance(manifest[key], str | None):
            raise fail(f"{key!r} should be a string, found {type(manifest[key]).__name__}")
    for key in ("splits", "outputs", "skipped", "inputs", "versions", "parameters"):
        if key in manifest and not isinstance(manifest[key], dict):
            raise fail(f"{key!r} should be an object, found {type(manifest[key]).__name__}")
    for name, entry in manifest.get("outputs", {}).items():
        if not isinstance(entry, dict) or not isinstance(entry.get("sha256"), str):
            raise fail(f"outputs[{name!r}] should be an object with a 'sha256' string")
        for count in ("bytes", "pairs"):
            if count in entry and (type(entry[count]) is not int or entry[count] < 0):
                raise fail(f"outputs[{name!r}][{count!r}] should be a count, found {entry[count]!r}")
        if Path(name).is_absolute() or ".." in Path(name).parts:
            raise fail(f"outputs[{name!r}] names a file outside the folder")
    for split, counts in manifest.get("splits", {}).items():
        if split not in SPLITS or not isinstance(counts, dict):
            raise fail(f"splits[{split!r}] should be one of {', '.join(SPLITS)} with an object of counts")
        if "pairs" in counts and (type(counts["pairs"]) is not int or counts["pairs"] < 0):
            raise fail(f"splits[{split!r}]['pairs'] should be a count, found {counts['pairs']!r}")
        for key in ("labels", "templates"):
            table = counts.get(key, {})
            if not isinstance(table, dict) or not all(type(n) is int for n in table.values()):
                raise fail(f"splits[{split!r}][{key!r}] should map names to counts")
    return manifest


def load_manifest(path: Path) -> dict[str, Any]:
    """The manifest at ``path``, checked (:func:`check_manifest`); a clear error when it is not one."""
    try:
        manifest = orjson.loads(Path(path).read_bytes())
    except orjson.JSONDecodeError as error:
        raise RecastError(Errors.E104, file=path, reason=f"not valid JSON: {error}") from None
    except OSError as error:
        raise RecastError(Errors.E104, file=path, reason=error.strerror or error) from None
    return check_manifest(manifest, Path(path))


def read_manifest(directory: Path) -> dict[str, Any]:
    """``directory``'s manifest (checked), or an empty dict where it has none."""
    path = Path(directory) / MANIFEST
    return load_manifest(path) if path.is_file() else {}


def finalized(manifest: dict[str, Any], input_files: Sequence[Path]) -> dict[str, Any]:
    """``manifest`` with package versions, input checksums and the source's licence and citations."""
    corpus = manifest["corpus"]
    finished = {
        **manifest,
        # the recipe's own entries (e.g. decomp's version as it reports it) win over the lookup
        "versions": {**package_versions(), "python": platform.python_version(), **manifest.get("versions", {})},
        "inputs": input_checksums(input_files),
        "license": corpus_source(corpus)["license"],
        "citations": citations(corpus),
    }
    finished.pop("outputs", None)  # a rewritten corpus starts a fresh list
    finished.pop(MANIFEST_CHECKSUM, None)
    return finished


def finalize_manifest(corpus_dir: Path, manifest: dict[str, Any], input_files: Sequence[Path]) -> dict[str, Any]:
    """Complete a manifest written by :func:`recast.writers.write_corpus` in ``corpus_dir`` (in place:
    use it on a staging folder, see :func:`recast.recipes.finish.finish_corpus`): :func:`finalized`, then the
    checksums of the split files (``manifest["outputs"]`` holds them as the writer took them). Write the
    dataset card afterwards (it records itself).
    """
    written = manifest.get("outputs", {})
    finished = finalized(manifest, input_files)
    splits = [f"{split}.jsonl" for split in manifest.get("splits", {})]
    return record_outputs(corpus_dir, finished, splits, {name: written[name] for name in splits if name in written})

