"""The parse stage on Dask: workers parse document batches straight into the parse cache.

``DaskExecutor`` connects to a running scheduler (``scheduler="tcp://host:8786"``, e.g. one that
dask-jobqueue started on SLURM) or starts a ``LocalCluster`` of ``workers`` single-threaded worker
processes. Each batch of documents is one task: the worker loads the parser's model once per
process, parses the batch in one call and writes each CoNLL-U into the content-addressed cache
(``recast.parse.stage``), which must therefore be on storage every worker shares. Nothing comes
back but word counts; the caller then reads the cache, so the recast output is byte-identical to
a local run. A batch that fails is retried, a batch on a worker that dies is rescheduled by Dask,
and a rerun sends only what is still missing from the cache.

``dask[distributed]`` is the ``recast[dask]`` extra; nothing imports it until a Dask run starts.
"""

from __future__ import annotations

import asyncio
import math
import socket
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from recast.catalogue import Errors, RecastError, missing_extra
from recast.parse.backends import Parser
from recast.parse.stage import LocalExecutor, ParseExecutor, parse_batch, words
from recast.processes import default_workers
from recast.progress import progress
from recast.types import Document

EXECUTORS = ("local", "dask")
# A batch is at most this many words: minutes of Stanza on one CPU thread (~1k words/s), seconds of
# UDPipe; small enough that a lost worker costs little, large enough that task overhead is nothing.
BATCH_WORDS = 100_000
# Batches shrink toward the end of a run (guided scheduling), but not below this: about a second of
# UDPipe, so the last batches still outweigh a task's overhead.
MIN_BATCH_WORDS = 1_000
# Seconds to wait for a --scheduler to answer (distributed's own default is 30 s, spent retrying).
SCHEDULER_TIMEOUT = 10.0

def _distributed() -> Any:
    try:
        import distributed
    except ModuleNotFoundError as error:
        raise (missing_extra(error) or error) from None
    return distributed


def document_batches(documents: Sequence[Document], batch_words: int, workers: int = 1) -> list[list[Document]]:
    """Consecutive documents in batches of at most ``batch_words`` words (a long document alone).

    Each batch takes about 1/(2 x ``workers``) of the words still left, so batches shrink toward the end
    and the workers run out of work together instead of one idling while another finishes a big batch.
    """
    counts = [words(d) for d in documents]
    remaining = sum(counts)
    batches: list[list[Document]] = []
    size = target = 0
    for document, count in zip(documents, counts, strict=True):
        if not batches or size >= target:
            target = min(batch_words, max(MIN_BATCH_WORDS, math.ceil(remaining / (2 * workers))))
            batches.append([])
            size = 0
        batches[-1].append(document)
        size += count
        remaining -= count
    return batches


@dataclass
class DaskExecutor:
    """Fills the parse cache on a Dask cluster: ``scheduler`` address, or a LocalCluster of ``workers``."""

    scheduler: str | None = None
    workers: int = 2
    batch_words: int = BATCH_WORDS
    retries: int = 3
    timeout: float = SCHEDULER_TIMEOUT
    name: str = "dask"

    @contextmanager
    def client(self) -> Iterator[Any]:
        distributed = _distributed()
        if self.scheduler:
            try:
                client = distributed.Client(self.scheduler, timeout=self.timeout)
            except (OSError, TimeoutError, ValueError) as error:
                raise unreachable(self.scheduler, self.timeout, error) from None
            with client:
                yield client
            return
        # processes, one thread each: the parsers hold the GIL, and torch gets one thread per process;
        # spawned whatever the user's Dask configuration says, as every recast process is (recast.processes)
        import dask

        with dask.config.set({"distributed.worker.multiprocessing-method": "spawn"}), distributed.LocalCluster(
            n_workers=self.workers, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster, distributed.Client(cluster) as client:
            yield client

    def fill(self, documents: Sequence[Document], parser: Parser, cache_dir: Path) -> None:
        distributed = _distributed()
        with self.client() as client:
            workers = max(1, len(client.scheduler_info()["workers"]) or self.workers)
            batches = document_batches(documents, self.batch_words, workers)
            futures = [
                client.submit(parse_batch, parser, cache_dir, batch, retries=self.retries, pure=False)
                for batch in batches
            ]
            desc = f"parsing ({parser.backend}) on {workers} Dask workers, {len(batches)} batches"
            for future in progress(distributed.as_completed(futures), desc=desc, total=len(futures)):
                future.result()  # raises the batch's error once its retries are spent


def unreachable(address: str, timeout: float, error: BaseException) -> RecastError:
    reason = getattr(error, "strerror", None) or str(error) or "no answer"
    return RecastError(Errors.E044, address=address, timeout=timeout, reason=reason)


def check_reachable(address: str, timeout: float) -> None:
    """Greet the scheduler once, within ``timeout``, before any reading or parsing. A plain connection first,
    so that nobody listening there (or no such host) is an error at once, then Dask's handshake, so that
    something that listens but never answers is one too (the client's own timeout does not bound that: it
    waits as long as the other end keeps the connection open)."""
    comm = _distributed().comm

    async def greet() -> None:
        await (await asyncio.wait_for(comm.connect(address, timeout=timeout), timeout)).close()

    try:
        try:
            host, port = comm.get_address_host_port(address)
        except ValueError:
            if "://" not in address:
                raise
        else:  # a host and port: try them plainly first
            socket.create_connection((host, port), timeout=timeout).close()
        asyncio.run(greet())
    except (OSError, TimeoutError, ValueError) as error:
        raise unreachable(address, timeout, error) from None


def make_executor(
    name: str = "local", scheduler: str | None = None, workers: int | None = None, timeout: float | None = None
) -> ParseExecutor:
    """The executor for ``--executor``: "local" a LocalExecutor, "dask" a DaskExecutor; ``workers``
    parse processes (default: one per core) locally or in the LocalCluster; a Dask scheduler (when given)
    must answer within ``timeout`` seconds."""
    if name == "local":
        if scheduler is not None:
            raise RecastError(Errors.E038)
        return LocalExecutor(workers or default_workers())
    if name == "dask":
        _distributed()  # a missing extra is reported before any reading or parsing
        timeout = SCHEDULER_TIMEOUT if timeout is None else timeout
        if scheduler:
            check_reachable(scheduler, timeout)
        return DaskExecutor(scheduler=scheduler, workers=workers or default_workers(), timeout=timeout)
    raise RecastError(Errors.E037, name=name, choices=", ".join(EXECUTORS))
