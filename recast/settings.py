"""Settings from the environment: every variable recast reads, with its default, in one place.

Each is read when asked for, not at import, so a test's patched environment and a worker's
inherited one both hold. A command-line option, where there is one, wins over its variable.
"""

from __future__ import annotations

import os
from pathlib import Path

DATA_DIR = "RECAST_DATA_DIR"  # the folder holding the corpora's data folders (--data-dir)
CACHE_DIR = "RECAST_CACHE_DIR"  # caches: UDS-T tables, parses, phrases, checksums
UDPIPE_MODEL = "RECAST_UDPIPE_MODEL"  # the UDPipe model file (--udpipe-model)
STANZA_DIR = "RECAST_STANZA_DIR"  # Stanza's model folder (--stanza-dir)
CI = "CI"  # set by CI services: progress is logged in plain lines, never drawn as bars


def data_dir() -> Path | None:
    """``$RECAST_DATA_DIR``, else None."""
    value = os.environ.get(DATA_DIR)
    return Path(value) if value else None


def default_cache_dir() -> Path:
    """Where caches live: ``$RECAST_CACHE_DIR``, else ``~/.cache/recast``."""
    return Path(os.environ.get(CACHE_DIR, Path.home() / ".cache" / "recast"))


def udpipe_model() -> Path | None:
    """``$RECAST_UDPIPE_MODEL``, else None."""
    value = os.environ.get(UDPIPE_MODEL)
    return Path(value) if value else None


def stanza_dir() -> Path | None:
    """``$RECAST_STANZA_DIR``, else None (Stanza's own default folder)."""
    value = os.environ.get(STANZA_DIR)
    return Path(value) if value else None


def in_ci() -> bool:
    """Whether a CI service runs this (``$CI`` set and not empty)."""
    return bool(os.environ.get(CI))
