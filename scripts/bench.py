"""`make bench`: wall time and peak memory of the main runs, then parse throughput, printed as tables.

Each run of the first table is a fresh `recast` process (so start-up counts) with its own caches:
UDS-T cold (no UDS cache), UDS-T warm (the cache from the cold run), and, when the shared
data and UDPipe model are there, TempEval-3 + TimeBank-Dense with a cold and a warm parse cache,
and `recast all` (what `make all` runs) with cold and with warm caches.

The second table (parse stage, in this process, each row with a fresh parse cache):
- Stanza and UDPipe side by side on TE3 dev, words/s parsing cold and reading the parse cache;
- UDPipe on a synthetic large corpus (the TE3 documents copied under new ids, each copy's text made
  unique so the content-addressed cache cannot answer it; ``--words``, default 2M) parsed locally
  and on a Dask LocalCluster of 1 and of 2 workers: words/s, the speed-up of 2 workers over 1, and
  the scheduler overhead of 1 Dask worker over the local run (cluster start-up included).
Options: ``--words N`` (synthetic corpus size), ``--parse-only`` (skip the first table), ``--runs-only``
(skip the second).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

RECAST = [sys.executable, "-m", "recast"]


def timed(commands: list[list[str]], env: dict[str, str], parallel: bool = False) -> tuple[float, float]:
    """Run commands (one after another, or side by side); wall seconds and the largest peak RSS in GB."""
    start = time.perf_counter()
    peak_kb = 0
    batches = [commands] if parallel else [[c] for c in commands]
    for batch in batches:
        running = [subprocess.Popen(c, env=env, stdout=subprocess.DEVNULL) for c in batch]
        for process in running:
            _, status, usage = os.wait4(process.pid, 0)
            if os.waitstatus_to_exitcode(status):
                sys.exit(f"bench: command failed: {' '.join(process.args)}")
            peak_kb = max(peak_kb, usage.ru_maxrss)
    return time.perf_counter() - start, peak_kb / 1e6


def runs_table(work: Path) -> None:
    env = {**os.environ, "CI": "1", "RECAST_CACHE_DIR": str(work / "cache")}
    rows = []
    uds = [[*RECAST, "uds-duration", "--out", str(work / "dur")], [*RECAST, "uds-order", "--out", str(work / "order")]]
    rows.append(("UDS-T duration + ordering, all splits, cold (no cache)", *timed(uds, env)))
    rows.append(("UDS-T duration + ordering, all splits, warm (sequential)", *timed(uds, env)))
    rows.append(("UDS-T duration + ordering, all splits, warm (2 processes)", *timed(uds, env, parallel=True)))
    data_dir = Path(os.environ.get("RECAST_DATA_DIR", ""))
    model = os.environ.get("RECAST_UDPIPE_MODEL", "")
    if (data_dir / "te3").is_dir() and Path(model).is_file():
        timeml = [
            [*RECAST, corpus, "--parser", "udpipe", "--udpipe-model", model, "--data-dir", str(data_dir),
             "--out", str(work / corpus)]
            for corpus in ("tempeval3", "tbdense")
        ]
        rows.append(("TE3 (276 docs, UDPipe parse) + TB-D, cold parse cache", *timed(timeml, env)))
        rows.append(("TE3 + TB-D recast from the parse cache", *timed(timeml, env)))
        everything = [[*RECAST, "all", "--parser", "udpipe", "--udpipe-model", model, "--data-dir", str(data_dir),
                       "--out", str(work / "all")]]
        cold = {**env, "RECAST_CACHE_DIR": str(work / "cold-cache")}
        rows.append(("recast all (make all), both profiles, cold caches", *timed(everything, cold)))
        rows.append(("recast all (make all), both profiles, warm caches", *timed(everything, cold)))
    else:
        print(f"(TimeML rows skipped: no te3/ under RECAST_DATA_DIR={data_dir!s} or no model at {model!r})")
    print(f"{'run':<62} {'wall s':>8} {'peak GB':>8}")
    for name, seconds, gigabytes in rows:
        print(f"{name:<62} {seconds:>8.1f} {gigabytes:>8.2f}")


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


def parse_table(work: Path, synthetic_words: int) -> None:
    from recast.data_sources.timeml import read_tempeval3
    from recast.parse import StanzaParser, UDPipeParser, parse_documents

    data_dir = Path(os.environ.get("RECAST_DATA_DIR", ""))
    model = Path(os.environ.get("RECAST_UDPIPE_MODEL", ""))
    stanza_dir = Path(os.environ.get("RECAST_STANZA_DIR", "")) if os.environ.get("RECAST_STANZA_DIR") else None
    if not (data_dir / "te3").is_dir() or not model.is_file():
        print(f"(parse rows skipped: no te3/ under RECAST_DATA_DIR={data_dir!s} or no UDPipe model at {model!s})")
        return
    udpipe = UDPipeParser(model)
    dev = [read.document for read in read_tempeval3(data_dir, ["dev"])]
    rows = []
    backends = {"UDPipe": udpipe}
    if stanza_dir is not None and (stanza_dir / "resources.json").is_file():
        backends["Stanza"] = StanzaParser(stanza_dir)
    else:
        print("(Stanza rows skipped: set RECAST_STANZA_DIR to a Stanza model folder)")
    for name, parser in backends.items():
        cache = work / f"parses-{name}"
        cold = words_per_second(dev, lambda documents, c: parse_documents(documents, parser, c), cache)
        warm = words_per_second(dev, lambda documents, c: parse_documents(documents, parser, c), cache)
        rows.append((f"{name}, TE3 dev ({len(dev)} docs), cold parse cache", *cold))
        rows.append((f"{name}, TE3 dev, from the parse cache", *warm))

    from recast.parse.distributed import DaskExecutor
    from recast.parse.stage import parse_locally

    everything = [read.document for read in read_tempeval3(data_dir)]
    corpus = synthetic_corpus(everything, synthetic_words)
    words = sum(len(document.text.split()) for document in corpus)
    label = f"UDPipe, synthetic {words / 1e6:.2f}M words ({len(corpus)} docs)"

    def fill_only(executor: DaskExecutor | None) -> Callable[[list, Path], object]:
        if executor is None:  # the local executor, without reading the parses back
            return lambda documents, cache: parse_locally(documents, udpipe, cache)
        return lambda documents, cache: executor.fill(documents, udpipe, cache)

    local = words_per_second(corpus, fill_only(None), work / "parses-local")
    one = words_per_second(corpus, fill_only(DaskExecutor(workers=1)), work / "parses-dask1")
    two = words_per_second(corpus, fill_only(DaskExecutor(workers=2)), work / "parses-dask2")
    rows += [(f"{label}, local", *local), (f"{label}, Dask 1 worker", *one), (f"{label}, Dask 2 workers", *two)]
    print(f"{'parse stage':<70} {'s':>8} {'words/s':>9}")
    for name, seconds, rate in rows:
        print(f"{name:<70} {seconds:>8.1f} {rate:>9,.0f}")
    print(f"Dask speed-up, 2 workers over 1: {one[0] / two[0]:.2f}x; "
          f"scheduler overhead, 1 Dask worker over local: {100 * (one[0] - local[0]) / local[0]:+.0f}%")


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--words", type=int, default=2_000_000, help="synthetic corpus size for the Dask rows")
    only = options.add_mutually_exclusive_group()
    only.add_argument("--parse-only", action="store_true", help="only the parse-stage table")
    only.add_argument("--runs-only", action="store_true", help="only the table of whole runs")
    arguments = options.parse_args()
    with tempfile.TemporaryDirectory(prefix="recast-bench-") as folder:  # gigabytes of corpora and caches
        work = Path(folder)
        if not arguments.parse_only:
            runs_table(work)
        if not arguments.runs_only:
            parse_table(work, arguments.words)


if __name__ == "__main__":
    main()
