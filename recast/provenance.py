"""Provenance: checksums, package versions, and each source corpus's licence and citations.

A corpus directory's ``manifest.json`` is finished here: the sha256 of every input read, the
sha256, size and pair count of every file recast wrote into the directory (``outputs``), the
versions of the packages that shaped the data, and the licence and citations of the source
corpus (from ``templates/corpora.json``). ``recast verify`` re-checks the ``outputs``.
"""

from __future__ import annotations

import importlib.metadata
import logging
import platform
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import orjson

from recast.catalogue import Errors, RecastError
from recast.resources import load_json
from recast.files import input_checksums
from recast.types import SPLITS
from recast.writers import MANIFEST, MANIFEST_CHECKSUM, record_outputs

# The packages whose versions can change a corpus's bytes: recast itself, the UDS-T data
# (decomp), the parsers (stanza, UDPipe) and the text tools the generator uses.
TRACKED_PACKAGES = ("recast", "decomp", "stanza", "ufal.udpipe", "conllu", "lxml", "lemminflect", "sacremoses")

log = logging.getLogger(__name__)


def package_versions(names: Iterable[str] = TRACKED_PACKAGES) -> dict[str, str | None]:
    """Installed version of each package; None for one that is not installed."""
    versions: dict[str, str | None] = {}
    for name in names:
        try:
            versions[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            versions[name] = None
    return versions


def corpus_source(corpus: str) -> dict[str, Any]:
    """The ``templates/corpora.json`` entry for ``corpus``: source, licence, citation keys."""
    corpora = load_json("corpora.json")["corpora"]
    if corpus not in corpora:
        raise RecastError(Errors.E080, corpus=corpus, choices=", ".join(sorted(corpora)))
    return corpora[corpus]


def bibtex(key: str) -> str:
    """The BibTeX entry ``key`` of ``templates/corpora.json``, fields in the file's order."""
    entry = load_json("corpora.json")["citations"][key]
    width = max(map(len, entry["fields"]))
    fields = ",\n".join(
        f"  {name.ljust(width)} = {value if name == 'month' else '{' + value + '}'}"
        for name, value in entry["fields"].items()
    )
    return f"@{entry['type']}{{{key},\n{fields}\n}}"


def citations(corpus: str) -> list[str]:
    """BibTeX for the source corpus's papers, then for the recasting paper (Vashishtha et al., 2020)."""
    keys = [*corpus_source(corpus)["citations"], load_json("corpora.json")["recast_citation"]]
    return [bibtex(key) for key in keys]


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
