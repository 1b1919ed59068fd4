"""``recast all``: every registry corpus there is data for, for one or both profiles, then verified.

Layout: ``<out>/<profile>/<corpus>/``. A corpus whose data is shipped in a package (UDS-T) is
always made; another when the data directory holds its data folders or ``corpus_data`` names
its folder. Whatever is not made is reported with the registry's reason.

The run has two stages. First every corpus is read and parsed here, once for both profiles (the
parse stage's own pool parses); then the (profile, corpus) jobs run in a pool of spawned processes
(:mod:`recast.processes`), which only read the caches. Each corpus ends ``written``, ``failed``
(with its catalogue message: an error reading or parsing it fails that corpus alone) or ``skipped``.
A worker that dies or runs past ``job_timeout`` ends the run, naming the corpora it was making.
"""

from __future__ import annotations

import time
from functools import partial
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path

from recast.catalogue import Errors, RecastError, SkipCounter
from recast.parse.backends import Parser, ParserOptions, make_parser
from recast.parse.stage import ParseExecutor
from recast.processes import process_pool, stop_workers
from recast.profiles import load_profile
from recast.recipes.corpus import parse_corpus, read_corpus_documents, recast_corpus
from recast.recipes.run import CorpusInput, CorpusRun
from recast.registry import chosen_data_dir, has_data, registry
from recast.types import SPLITS
from recast.verify import verify

WRITTEN, FAILED, SKIPPED = "written", "failed", "skipped"
# Seconds between "still running" lines while no job finishes: a slow run is seen to be alive.
HEARTBEAT_SECONDS = 60


@dataclass(frozen=True)
class Outcome:
    profile: str
    corpus: str
    status: str  # WRITTEN, FAILED or SKIPPED
    note: str  # pair counts, or why it failed or was skipped
    directory: Path | None = None  # the corpus folder, when written


@dataclass(frozen=True)
class Job:
    profile: str
    corpus: str
    data_dir: Path | None  # the folder the corpus's reader is given (None: its default)
    parser: Parser | None  # a parsed corpus's: built in the parent, sent without its models (loaded where it parses)
    parse_cache: Path | None
    closure: bool  # corpora with a relation table only

    @property
    def name(self) -> str:
        return f"{self.profile}/{self.corpus}"


def _pairs(manifest: dict) -> str:
    return " / ".join(f"{split} {counts['pairs']:,}" for split, counts in manifest["splits"].items())


def make_corpus(job: Job, out_root: Path) -> Outcome:
    """One corpus for one profile, verified; a top-level function so a worker process can run it."""
    out_dir = out_root / job.profile / job.corpus
    entry = registry().corpora[job.corpus]
    options = {**entry.all_options, **({"closure": True} if job.closure else {})}
    manifest = recast_corpus(CorpusRun(
        job.corpus, SPLITS, job.data_dir, job.parser, job.parse_cache, options=options,
        profile=load_profile(job.profile), out_dir=out_dir,
    ))  # fmt: skip
    report = verify(out_dir)
    if not report.ok:
        raise RecastError(Errors.E133, path=out_dir, findings="; ".join(report.findings))
    return Outcome(job.profile, job.corpus, WRITTEN, _pairs(manifest), out_dir)


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
    folders: Mapping[str, Path | None], parser_options: ParserOptions, parse_cache: Path | None,
    executor: ParseExecutor | None, announce: Callable[[str], None],
) -> tuple[dict[str, str], Parser | None]:
    """Read and parse every corpus once, here, before fanning out, so two jobs never extract or parse the
    same thing; return the corpora that failed -> their error (the others go on), and the parser, built
    from ``parser_options`` when a corpus is parsed (the jobs take it)."""
    failed: dict[str, str] = {}
    done: dict[tuple[str, Path | None], str | None] = {}  # (reader module, folder) -> its error, if any
    parser = None
    for corpus, folder in folders.items():
        entry = registry().corpora[corpus]
        source = (entry.reader.partition(":")[0], folder)
        if source not in done:  # the two UDS-T datasets: one module, one cache
            announce(f"{corpus}: {'parsing' if entry.syntax == 'parsed' else 'reading'} (cached for later runs)")
            try:
                if entry.syntax == "parsed":
                    parser = parser or make_parser(parser_options)
                    parse_corpus(CorpusInput(corpus, SPLITS, folder, parser, parse_cache, executor,
                                             options=entry.all_options))
                else:
                    skips = {split: SkipCounter() for split in SPLITS}
                    read_corpus_documents(CorpusInput(corpus, SPLITS, folder), skips)
                done[source] = None
            except RecastError as error:
                done[source] = str(error)
        if done[source] is not None:
            failed[corpus] = done[source]
    return failed, parser


def run_jobs(
    jobs: Sequence[Job], task: Callable[[Job], Outcome], workers: int, job_timeout: float | None,
    announce: Callable[[str], None],
) -> Iterator[Outcome]:
    """Run ``task`` (a picklable top-level function) on each of ``jobs`` in a pool of spawned workers, at
    most ``workers`` at a time, yielding each outcome as it ends. Only running jobs are ever submitted,
    so a dead or hung worker names the corpora it held."""
    pending = list(reversed(jobs))
    running: dict[Future, tuple[Job, float]] = {}
    with process_pool(workers) as pool:
        while pending or running:
            while pending and len(running) < workers:
                job = pending.pop()
                running[pool.submit(task, job)] = (job, time.monotonic())
                announce(f"{job.name}: started")
            finished, _ = wait(running, timeout=HEARTBEAT_SECONDS, return_when=FIRST_COMPLETED)
            now = time.monotonic()
            culprits, error = [], Errors.E134
            for future in [f for f in running if f in finished]:  # in the order they were started
                job, started = running.pop(future)
                try:
                    outcome = future.result()
                except BrokenProcessPool:
                    culprits.append(job)
                    continue
                except RecastError as failure:
                    outcome = Outcome(job.profile, job.corpus, FAILED, str(failure))
                except Exception as failure:  # a bug: one line naming the corpus; the other corpora go on
                    outcome = Outcome(job.profile, job.corpus, FAILED, f"internal error: {type(failure).__name__}: {failure}")
                announce(f"{job.name}: {outcome.status} in {now - started:.0f} s")
                yield outcome
            if not culprits and job_timeout:
                culprits, error = [job for job, started in running.values() if now - started > job_timeout], Errors.E135
            if culprits:
                stop_workers(pool)
                yield from _stopped(culprits, [job for job, _ in running.values()] + pending[::-1], error, job_timeout)
                return
            if not finished:
                announce("still running: " + ", ".join(f"{j.name} ({now - t:.0f} s)" for j, t in running.values()))


def _stopped(culprits: Sequence[Job], unfinished: Sequence[Job], error: Errors, timeout: float | None) -> Iterator[Outcome]:
    """The outcomes of a run ended by a dead or hung worker: the culprits failed with ``error``, the
    other unfinished jobs were not made."""
    names = ", ".join(job.name for job in culprits)
    message = str(RecastError(error, corpora=names, timeout=timeout))
    for job in culprits:
        yield Outcome(job.profile, job.corpus, FAILED, message)
    for job in unfinished:
        if job not in culprits:
            yield Outcome(job.profile, job.corpus, FAILED, f"not made: the run stopped when {names} failed")


@dataclass(frozen=True)
class AllRun:
    """One ``recast all``: the ``profiles`` made under ``out_root``, the data (``data_dir``, else
    ``$RECAST_DATA_DIR``; ``corpus_data``: a corpus's folder elsewhere), the parse stage (the parser's
    options, the parse cache, the ``executor`` that fills it), ``closure`` (corpora with a relation table
    only), and the pool: ``workers`` corpora at a time, each stopped after ``job_timeout`` seconds."""

    out_root: Path
    profiles: tuple[str, ...]
    data_dir: Path | None = None
    corpus_data: Mapping[str, Path] = field(default_factory=dict)
    parser_options: ParserOptions = ParserOptions()
    parse_cache: Path | None = None
    executor: ParseExecutor | None = None
    closure: bool = False
    workers: int = 2
    job_timeout: float | None = None


def recast_all(run: AllRun, announce: Callable[[str], None] = print) -> list[Outcome]:
    """Regenerate every corpus for every profile, ``workers`` at a time; each is verified once written.
    The caches are filled first (parses by ``executor``); the jobs then only read them. Outcomes come in
    registry order: written, failed (why) or skipped (why)."""
    folders, missing = corpus_folders(chosen_data_dir(run.data_dir), run.corpus_data)
    failed_early, parser = fill_caches(folders, run.parser_options, run.parse_cache, run.executor, announce)
    outcomes = [
        Outcome(profile, corpus, FAILED, failed_early[corpus]) if corpus in failed_early
        else Outcome(profile, corpus, SKIPPED, missing[corpus])
        for profile in run.profiles for corpus in registry().corpora
        if corpus in failed_early or corpus in missing
    ]
    jobs = [
        Job(profile, corpus, folder, parser if registry().corpora[corpus].syntax == "parsed" else None,
            run.parse_cache, run.closure and registry().corpora[corpus].relations is not None)
        for profile in run.profiles
        for corpus, folder in folders.items()
        if corpus not in failed_early
    ]  # fmt: skip
    outcomes += run_jobs(jobs, partial(make_corpus, out_root=run.out_root), run.workers, run.job_timeout, announce)
    for outcome in outcomes:
        if outcome.status == FAILED:
            _remove_if_empty(run.out_root / outcome.profile / outcome.corpus)
    order = {(profile, corpus): i for i, (profile, corpus) in enumerate(
        (profile, corpus) for profile in run.profiles for corpus in registry().corpora)}
    return sorted(outcomes, key=lambda outcome: order[outcome.profile, outcome.corpus])


def _remove_if_empty(folder: Path) -> None:
    """A failed corpus leaves no empty folder behind (a folder with a good earlier corpus stays)."""
    for path in (folder, folder.parent):
        try:
            path.rmdir()
        except OSError:  # absent, or not empty
            return
