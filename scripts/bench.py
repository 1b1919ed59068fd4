"""`make bench`: wall time, CPU time and peak memory of the main runs, then parse throughput, as tables.

Each run is a fresh `recast` process (so start-up counts) with its own caches; CPU seconds include the
worker processes it started. The first table:
- UDS-T cold (no UDS cache), warm (the cache from the cold run), warm as two processes side by side;
- with the shared data: TE3 + TB-D on UDPipe with a cold and a warm parse cache, and `recast all` (what
  `make all` runs) on the default parser, Stanza (when RECAST_STANZA_DIR is set), cold and warm.
The second table, the parse stage alone (`recast parse tempeval3`, a cold parse cache each row): the TE3
platinum documents (the test split) on Stanza and UDPipe as a user runs it (default workers: few words are
parsed in the process itself), then every TE3 document, UDPipe with one worker per core and Stanza with one and
with one per core: words per CPU-second and per wall-second, Stanza's CPU over UDPipe's, the speed-up of N
workers over one.
``--dask`` adds the Dask table (about 50 minutes on two cores): UDPipe on a synthetic corpus (the TE3
documents copied under new ids, each copy's text made unique; ``--words``, default 2M) parsed locally and on
a LocalCluster of 1 and of 2 workers. ``--json PATH`` also writes every figure there (``make docs`` reads it).
Options: ``--parse-only`` (skip the first table), ``--runs-only`` (skip the second).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

RECAST = [sys.executable, "-m", "recast"]


@dataclass
class Run:
    name: str
    wall: float  # seconds
    cpu: float  # user + system seconds, the processes it started included
    peak_gb: float  # the largest resident set of any one process


def timed(name: str, commands: list[list[str]], env: dict[str, str], parallel: bool = False) -> Run:
    """Run commands (one after another, or side by side): wall and CPU seconds, the largest peak RSS."""
    start = time.perf_counter()
    cpu = peak_kb = 0.0
    batches = [commands] if parallel else [[c] for c in commands]
    for batch in batches:
        running = [subprocess.Popen(c, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for c in batch]
        for process in running:
            _, status, usage = os.wait4(process.pid, 0)
            if os.waitstatus_to_exitcode(status):
                sys.exit(f"bench: command failed: {' '.join(process.args)}\n{process.stderr.read().decode()[-2000:]}")
            cpu += usage.ru_utime + usage.ru_stime
            peak_kb = max(peak_kb, usage.ru_maxrss)
    return Run(name, time.perf_counter() - start, cpu, peak_kb / 1e6)


def print_runs(title: str, rows: list[Run]) -> None:
    print(f"{title:<66} {'wall s':>8} {'CPU s':>8} {'peak GB':>8}")
    for row in rows:
        print(f"{row.name:<66} {row.wall:>8.1f} {row.cpu:>8.1f} {row.peak_gb:>8.2f}")


def shared_inputs() -> tuple[Path, str, str]:
    return (Path(os.environ.get("RECAST_DATA_DIR", "")), os.environ.get("RECAST_UDPIPE_MODEL", ""),
            os.environ.get("RECAST_STANZA_DIR", ""))


def runs_table(work: Path) -> list[Run]:
    env = {**os.environ, "CI": "1", "RECAST_CACHE_DIR": str(work / "cache")}
    uds = [[*RECAST, "uds-duration", "--out", str(work / "dur")], [*RECAST, "uds-order", "--out", str(work / "order")]]
    rows = [
        timed("UDS-T duration + ordering, all splits, cold (no cache)", uds, env),
        timed("UDS-T duration + ordering, all splits, warm (sequential)", uds, env),
        timed("UDS-T duration + ordering, all splits, warm (2 processes)", uds, env, parallel=True),
    ]
    data_dir, model, stanza_dir = shared_inputs()
    if (data_dir / "te3").is_dir() and Path(model).is_file():
        timeml = [
            [*RECAST, corpus, "--parser", "udpipe", "--udpipe-model", model, "--data-dir", str(data_dir),
             "--out", str(work / corpus)]
            for corpus in ("tempeval3", "tbdense")
        ]
        rows.append(timed("TE3 (276 docs, UDPipe parse) + TB-D, cold parse cache", timeml, env))
        rows.append(timed("TE3 + TB-D recast from the parse cache", timeml, env))
    else:
        print(f"(TimeML rows skipped: no te3/ under RECAST_DATA_DIR={data_dir!s} or no model at {model!r})")
    if (data_dir / "te3").is_dir() and (Path(stanza_dir) / "resources.json").is_file():
        everything = [[*RECAST, "all", "--data-dir", str(data_dir), "--out", str(work / "all")]]
        cold = {**env, "RECAST_CACHE_DIR": str(work / "cold-cache")}
        rows.append(timed("recast all (make all), Stanza, both profiles, cold caches", everything, cold))
        rows.append(timed("recast all (make all), Stanza, both profiles, warm caches", everything, cold))
    else:
        print(f"(recast all rows skipped: no te3/ under RECAST_DATA_DIR or no Stanza models at {stanza_dir!r})")
    print_runs("run", rows)
    return rows


def parse_runs(work: Path) -> tuple[list[Run], dict[str, float]]:
    """`recast parse tempeval3` with a cold parse cache each row: the platinum documents (the test split) on
    both backends as the user runs it (default workers); every TE3 document on UDPipe with one worker per core
    and on Stanza with one worker and with one per core."""
    from recast.data_sources.timeml import read_tempeval3
    from recast.processes import default_workers

    data_dir, model, stanza_dir = shared_inputs()
    if not (data_dir / "te3").is_dir() or not Path(model).is_file() or not (Path(stanza_dir) / "resources.json").is_file():
        print("(parse rows skipped: they need RECAST_DATA_DIR with te3/, RECAST_UDPIPE_MODEL and RECAST_STANZA_DIR)")
        return [], {}
    env = {**os.environ, "CI": "1", "RECAST_CACHE_DIR": str(work / "cache")}
    words = {split: sum(len(r.document.text.split()) for r in read_tempeval3(data_dir, splits, {}))
             for split, splits in (("test", ["test"]), ("all", ["train", "dev", "test"]))}
    names = {"test": f"TE3 platinum ({words['test']:,} words)", "all": f"all TE3 ({words['all']:,} words)"}
    cores = default_workers()
    plan = [("udpipe", None, "test"), ("stanza", None, "test"), ("udpipe", cores, "all"), ("stanza", 1, "all"),
            ("stanza", cores, "all")]
    rows: dict[tuple[str, int | None, str], Run] = {}
    for backend, workers, split in plan:
        command = [*RECAST, "parse", "tempeval3", "--split", split, "--data-dir", str(data_dir), "--parser", backend,
                   "--parse-cache", str(work / f"parses-{backend}-{workers}-{split}")]
        if workers is not None:
            command += ["--parse-workers", str(workers)]
        shown = "default workers" if workers is None else f"{workers} worker(s)"
        rows[backend, workers, split] = timed(f"{backend}, {names[split]}, {shown}, cold", [command], env)
    print(f"{'parse stage (recast parse tempeval3)':<66} {'wall s':>8} {'CPU s':>8} {'words/CPU-s':>12} {'words/s':>9}")
    for (_, _, split), row in rows.items():
        print(f"{row.name:<66} {row.wall:>8.1f} {row.cpu:>8.1f} {words[split] / row.cpu:>12,.0f} "
              f"{words[split] / row.wall:>9,.0f}")
    figures = {
        "stanza_over_udpipe_cpu": rows["stanza", None, "test"].cpu / rows["udpipe", None, "test"].cpu,
        "stanza_over_udpipe_cpu_all": rows["stanza", cores, "all"].cpu / rows["udpipe", cores, "all"].cpu,
        "stanza_speedup_n_workers": rows["stanza", 1, "all"].wall / rows["stanza", cores, "all"].wall,
        "workers": cores,
    }
    print(f"Stanza CPU over UDPipe CPU: {figures['stanza_over_udpipe_cpu']:.2f}x on TE3 platinum (default workers), "
          f"{figures['stanza_over_udpipe_cpu_all']:.2f}x on all TE3 ({cores} workers); "
          f"Stanza on all TE3, {cores} workers over 1 (wall): {figures['stanza_speedup_n_workers']:.2f}x")
    return list(rows.values()), figures


def words_per_second(documents: list, parse: Callable[[list, Path], object], cache: Path) -> tuple[float, float]:
    """Seconds and words/s of ``parse(documents, cache)``."""
    words = sum(len(document.text.split()) for document in documents)
    start = time.perf_counter()
    parse(documents, cache)
    seconds = time.perf_counter() - start
    return seconds, words / seconds


def synthetic_corpus(documents: list, words: int) -> list:
    """The documents copied under new ids until there are ``words`` words; each copy's text is unique."""
    corpus, total, copy = [], 0, 0
    while total < words:
        copy += 1
        for document in documents:
            text = f"Copy {copy} of {document.doc_id}.\n\n{document.text}"
            corpus.append(replace(document, doc_id=f"{document.doc_id}-copy{copy}", text=text))
            total += len(text.split())
            if total >= words:
                break
    return corpus


def dask_table(work: Path, synthetic_words: int) -> None:
    from recast.data_sources.timeml import read_tempeval3
    from recast.parse import UDPipeParser
    from recast.parse.distributed import DaskExecutor
    from recast.parse.stage import LocalExecutor
    from recast.types import SPLITS

    data_dir, model, _ = shared_inputs()
    if not (data_dir / "te3").is_dir() or not Path(model).is_file():
        print(f"(Dask rows skipped: no te3/ under RECAST_DATA_DIR={data_dir!s} or no UDPipe model at {model!s})")
        return
    udpipe = UDPipeParser(Path(model))
    corpus = synthetic_corpus([read.document for read in read_tempeval3(data_dir, SPLITS, {})], synthetic_words)
    words = sum(len(document.text.split()) for document in corpus)
    label = f"UDPipe, synthetic {words / 1e6:.2f}M words ({len(corpus)} docs)"

    def fill_only(executor: LocalExecutor | DaskExecutor) -> Callable[[list, Path], object]:
        return lambda documents, cache: executor.fill(documents, udpipe, cache)

    local = words_per_second(corpus, fill_only(LocalExecutor(1)), work / "parses-local")
    one = words_per_second(corpus, fill_only(DaskExecutor(workers=1)), work / "parses-dask1")
    two = words_per_second(corpus, fill_only(DaskExecutor(workers=2)), work / "parses-dask2")
    rows = [(f"{label}, local, 1 worker", *local), (f"{label}, Dask 1 worker", *one), (f"{label}, Dask 2 workers", *two)]
    print(f"{'parse stage on Dask':<70} {'s':>8} {'words/s':>9}")
    for name, seconds, rate in rows:
        print(f"{name:<70} {seconds:>8.1f} {rate:>9,.0f}")
    print(f"Dask speed-up, 2 workers over 1: {one[0] / two[0]:.2f}x; "
          f"scheduler overhead, 1 Dask worker over local: {100 * (one[0] - local[0]) / local[0]:+.0f}%")


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--words", type=int, default=2_000_000, help="synthetic corpus size for the Dask rows")
    options.add_argument("--dask", action="store_true", help="add the Dask table (about 50 minutes)")
    options.add_argument("--json", type=Path, default=None, help="also write the figures to this JSON file")
    only = options.add_mutually_exclusive_group()
    only.add_argument("--parse-only", action="store_true", help="only the parse-stage table")
    only.add_argument("--runs-only", action="store_true", help="only the table of whole runs")
    arguments = options.parse_args()
    runs, parses, figures = [], [], {}
    with tempfile.TemporaryDirectory(prefix="recast-bench-") as folder:  # gigabytes of corpora and caches
        work = Path(folder)
        if not arguments.parse_only:
            runs = runs_table(work)
        if not arguments.runs_only:
            parses, figures = parse_runs(work)
        if arguments.dask:
            dask_table(work, arguments.words)
    if arguments.json:  # the format scripts/docs.py reads for the README's speed table
        arguments.json.parent.mkdir(parents=True, exist_ok=True)
        runs_out = [{"run": row.name, "wall_s": round(row.wall, 1), "cpu_s": round(row.cpu, 1),
                     "peak_gb": round(row.peak_gb, 2)} for row in runs + parses]
        machine = f"{os.cpu_count()} cores"
        arguments.json.write_text(json.dumps({"date": time.strftime("%d %b %Y"), "machine": machine,
                                              "runs": runs_out, "figures": figures}, indent=1) + "\n")

if __name__ == "__main__":
    main()
