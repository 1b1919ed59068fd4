"""Provenance: the versions of the packages that shaped a corpus, and each source corpus's licence and
citations (from ``templates/corpora.json``), for the manifest (:mod:`recast.manifest`) and the dataset card."""

from __future__ import annotations

import importlib.metadata
from collections.abc import Iterable
from typing import Any

from recast.catalogue import Errors, RecastError
from recast.resources import load_json

# The packages whose versions can change a corpus's bytes: recast itself, the UDS-T data
# (decomp), the parsers (stanza, UDPipe) and the text tools the generator uses.
TRACKED_PACKAGES = ("recast", "decomp", "stanza", "ufal.udpipe", "conllu", "lxml", "lemminflect", "sacremoses")


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


