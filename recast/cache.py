"""Caches that only save time: checksummed pickles, and the event phrases of a corpus run.

A cache file is the hex sha256 of its pickle on the first line, then the pickle: a truncated or
damaged file, or one of an older format, reads as missing and is rebuilt. A cache that cannot be
written costs time on the next run, never the run itself.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
from collections.abc import Callable, Hashable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import orjson

import recast
from recast.profiles import Profile
from recast.files import input_checksums, read_checked_pickle, write_checked_pickle
from recast.settings import default_cache_dir
from recast.templates import TEMPLATES_DIR


@cache
def code_fingerprint() -> str:
    """sha256 over recast's own code and data files and LemmInflect's version: what the generator's output
    depends on besides its input. Any edit to either makes new phrases."""
    digest = hashlib.sha256(importlib.metadata.version("lemminflect").encode())
    for folder, pattern in ((Path(recast.__file__).parent, ".py"), (TEMPLATES_DIR, "")):
        # followlinks: in a source checkout, recast/data_sources and recast/templates are links
        found = sorted(
            Path(root, name) for root, _, names in os.walk(folder, followlinks=True) for name in names
            if name.endswith(pattern) and "__pycache__" not in root
        )
        for path in found:
            digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


class PhraseCache:
    """The event phrases of one corpus, profile and kind of inference, kept between runs.

    A warm run spends a third of its time making phrases it made last time; those depend only on the
    documents' trees (so on the input files, and the parser for raw text), the profile and the code,
    so the file is named by a hash of all of them. Phrases are keyed by (document id, event id,
    context sentences, object attached) -- the arguments :class:`recast.pipeline.DocumentPhrases`
    makes them from.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.phrases: dict[Hashable, Any] = (read_checked_pickle(path, dict) if path else None) or {}
        self.added = False

    @classmethod
    def for_run(
        cls, corpus: str, profile: Profile, inputs: Sequence[Path], parser_description: dict[str, Any] | None
    ) -> PhraseCache:
        """The cache of a run reading ``inputs`` (parsed by the described parser, for raw text)."""
        key = orjson.dumps(
            {"code": code_fingerprint(), "corpus": corpus, "parameters": profile.raw,
             "inputs": input_checksums(inputs), "parser": parser_description},
            option=orjson.OPT_SORT_KEYS,
        )
        name = f"{corpus}-{profile.name}-{hashlib.sha256(key).hexdigest()[:24]}.pickle"
        return cls(default_cache_dir() / "phrases" / name)

    def phrase(self, key: Hashable, make: Callable[[], Any]) -> Any:
        """The phrase cached under ``key``, made by ``make`` and kept when it is not there yet."""
        phrase = self.phrases.get(key)
        if phrase is None:
            phrase = self.phrases[key] = make()
            self.added = True
        return phrase

    def save(self) -> None:
        """Keep the phrases for the next run, in place of this corpus's and profile's older files."""
        if self.path is None or not self.added or not write_checked_pickle(self.path, self.phrases):
            return
        stem = self.path.name.rsplit("-", 1)[0]  # "<corpus>-<profile>", before the hash
        for older in self.path.parent.glob(f"{stem}-*.pickle"):
            if older != self.path and older.name.rsplit("-", 1)[0] == stem:
                older.unlink(missing_ok=True)
