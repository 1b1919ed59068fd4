"""``recast all``: every corpus it has data for, for one or both profiles, then verified.

Layout: ``<out>/<profile>/<corpus>/``. UDS-T always (it ships with decomp); TempEval-3 and
TimeBank-Dense when the data directory holds them; RED when a RED path is given. Whatever
is not made is reported with the reason.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from recast.parse.backends import Parser
from recast.recipes.raw_text import recast_raw_text
from recast.recipes.uds import recast_uds
from recast.verify import verify

SPLITS = ("train", "dev", "test")


@dataclass(frozen=True)
class Outcome:
    profile: str
    corpus: str
    directory: Path | None  # None when the corpus was skipped
    note: str  # pair counts, or why it was skipped


def _pairs(manifest: dict) -> str:
    return " / ".join(f"{split} {counts['pairs']:,}" for split, counts in manifest["splits"].items())


def recast_all(
    out_root: Path,
    profiles: Sequence[str],
    data_dir: Path | None,
    red_dir: Path | None,
    make_parser: Callable[[], Parser],
    announce: Callable[[str], None] = print,
) -> list[Outcome]:
    """Regenerate every corpus for every profile; each finished corpus directory is verified."""
    data_dir = data_dir or (Path(os.environ["RECAST_DATA_DIR"]) if os.environ.get("RECAST_DATA_DIR") else None)
    raw_text = {
        "tempeval3": data_dir if data_dir and (data_dir / "te3").is_dir() else None,
        "tbdense": data_dir if data_dir and (data_dir / "tbdense").is_dir() and (data_dir / "te3").is_dir() else None,
        "red": red_dir,
    }
    why_not = {
        "tempeval3": f"no te3/ under the data directory ({data_dir or 'RECAST_DATA_DIR not set'}); try `recast download tempeval3`",
        "tbdense": f"no tbdense/ and te3/ under the data directory ({data_dir or 'RECAST_DATA_DIR not set'}); try `recast download tbdense`",
        "red": "no RED path given (--red-dir): RED is LDC2016T23, licensed by the LDC",
    }
    parser: Parser | None = None
    outcomes = []
    for profile in profiles:
        for task, corpus in (("duration", "uds-time-duration"), ("order", "uds-time-order")):
            announce(f"{profile}/{corpus}: recasting")
            manifest = recast_uds(task, SPLITS, profile, out_root / profile / corpus)
            outcomes.append(Outcome(profile, corpus, out_root / profile / corpus, _pairs(manifest)))
        for corpus, source in raw_text.items():
            if source is None:
                outcomes.append(Outcome(profile, corpus, None, f"skipped: {why_not[corpus]}"))
                continue
            announce(f"{profile}/{corpus}: recasting")
            parser = parser or make_parser()
            manifest = recast_raw_text(corpus, source, SPLITS, profile, out_root / profile / corpus, parser)
            outcomes.append(Outcome(profile, corpus, out_root / profile / corpus, _pairs(manifest)))
    for outcome in outcomes:
        if outcome.directory is not None:
            report = verify(outcome.directory)
            if not report.ok:
                raise RuntimeError(f"{outcome.directory} fails verification right after writing: {report.findings}")
    return outcomes
