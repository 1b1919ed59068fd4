"""``recast all``: every registry corpus there is data for, for one or both profiles, then verified.

Layout: ``<out>/<profile>/<corpus>/``. A corpus whose data is shipped in a package (UDS-T) is
always made; another when the data directory holds its data folders or ``corpus_data`` names
its folder. Whatever is not made is reported with the registry's reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from recast.catalogue import SkipCounter
from recast.parse.backends import make_parser
from recast.parse.stage import ParseExecutor
from recast.recipes.corpus import parse_corpus, read_corpus_documents, recast_corpus
from recast.registry import chosen_data_dir, has_data, registry
from recast.types import SPLITS
from recast.verify import verify


@dataclass(frozen=True)
class Outcome:
    profile: str
    corpus: str
    directory: Path | None  # None when the corpus was skipped
    note: str  # pair counts, or why it was skipped


@dataclass(frozen=True)
class Job:
    profile: str
    corpus: str
    data_dir: Path | None  # the folder the corpus's reader is given (None: its default)
    parser_options: dict[str, Any]  # make_parser(**parser_options), built inside the worker
    parse_cache: Path | None
    closure: bool  # corpora with a relation table only


def _pairs(manifest: dict) -> str:
    return " / ".join(f"{split} {counts['pairs']:,}" for split, counts in manifest["splits"].items())


def _run(job: Job, out_root: Path) -> Outcome:
    """One corpus for one profile; a top-level function so a worker process can run it."""
    out_dir = out_root / job.profile / job.corpus
    parser = make_parser(**job.parser_options) if registry().corpora[job.corpus].syntax == "parsed" else None
    entry = registry().corpora[job.corpus]
    options = {**entry.all_options, **({"closure": True} if job.closure else {})}
    manifest = recast_corpus(job.corpus, SPLITS, job.profile, out_dir, job.data_dir, parser, job.parse_cache, **options)
    report = verify(out_dir)
    if not report.ok:
        raise RuntimeError(f"{out_dir} fails verification right after writing: {report.findings}")
    return Outcome(job.profile, job.corpus, out_dir, _pairs(manifest))


def corpus_folders(data_dir: Path | None, corpus_data: Mapping[str, Path]) -> tuple[dict[str, Path | None], dict[str, str]]:
    """Each registry corpus that can be made -> the folder its reader gets; and each other -> why not."""
    folders: dict[str, Path | None] = {}
    missing: dict[str, str] = {}
    for name, entry in registry().corpora.items():
        if name in corpus_data:
            folders[name] = corpus_data[name]
        elif entry.packaged:
            folders[name] = None
        elif has_data(entry, data_dir):
            folders[name] = data_dir
        else:
            missing[name] = f"{entry.missing} (data directory: {data_dir or 'RECAST_DATA_DIR not set'})"
    return folders, missing


def fill_caches(
    folders: Mapping[str, Path | None], parser_options: dict[str, Any], parse_cache: Path | None,
    executor: ParseExecutor | None, announce: Callable[[str], None],
) -> None:
    """Fill the caches before fanning out, so two workers never extract or parse the same thing."""
    filled = set()
    for corpus, folder in folders.items():
        entry = registry().corpora[corpus]
        source = (entry.reader.partition(":")[0], folder)  # the two UDS-T datasets: one module, one cache
        if source in filled:
            continue
        if entry.options:  # a recipe of its own (TORQUE) reads what its options say: it parses in its job
            continue
        filled.add(source)
        announce(f"{corpus}: {'parsing' if entry.syntax == 'parsed' else 'reading'} (cached for later runs)")
        if entry.syntax == "parsed":
            parse_corpus(corpus, folder, SPLITS, make_parser(**parser_options), parse_cache, executor)
        else:
            read_corpus_documents(entry, folder, SPLITS, {split: SkipCounter() for split in SPLITS})


def recast_all(
    out_root: Path,
    profiles: Sequence[str],
    data_dir: Path | None,
    corpus_data: Mapping[str, Path],
    parser_options: dict[str, Any],
    workers: int = 2,
    parse_cache: Path | None = None,
    closure: bool = False,
    executor: ParseExecutor | None = None,
    announce: Callable[[str], None] = print,
) -> list[Outcome]:
    """Regenerate every corpus for every profile, ``workers`` at a time; each is verified once written.
    The parse cache is filled first, here or by ``executor``; the workers then only read it."""
    folders, missing = corpus_folders(chosen_data_dir(data_dir), corpus_data)
    jobs = [
        Job(profile, corpus, folder, parser_options, parse_cache, closure and registry().corpora[corpus].relations is not None)
        for profile in profiles
        for corpus, folder in folders.items()
    ]
    skipped = [Outcome(profile, corpus, None, f"skipped: {why}") for profile in profiles for corpus, why in missing.items()]
    fill_caches(folders, parser_options, parse_cache, executor, announce)
    with ProcessPoolExecutor(max_workers=max(1, workers)) as pool:
        futures = {pool.submit(_run, job, out_root): index for index, job in enumerate(jobs)}
        done: dict[int, Outcome] = {}
        for future in as_completed(futures):
            done[futures[future]] = outcome = future.result()
            announce(f"{outcome.profile}/{outcome.corpus}: done")
    return [done[index] for index in range(len(jobs))] + skipped
