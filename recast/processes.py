"""Worker processes: the one way recast runs work in other processes on this machine.

Every pool starts its workers with ``spawn``, never ``fork``: a child forked from a process whose
torch (or OpenMP, BLAS) threads are already running inherits their locks but not the threads, and
waits on them for ever -- the hang of ``recast all`` on Stanza. A spawned worker is a fresh
interpreter that imports what it needs.

Each worker is single-threaded: OpenMP/BLAS pools are capped by environment before anything loads
them, and torch by :func:`single_threaded_torch` when a Stanza pipeline is built. On a CPU, several
one-thread processes parse several times faster than one process whose threads fight each other.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

# Read by OpenMP, MKL and OpenBLAS when they first start, so set before a worker imports them.
SINGLE_THREAD_ENVIRONMENT = {"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"}


def default_workers() -> int:
    """One worker per core this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def single_threaded_torch() -> None:
    """One intra-op and one inter-op torch thread in this process (call before building a pipeline)."""
    import torch

    torch.set_num_threads(1)
    try:
        torch.set_num_interop_threads(1)
    except RuntimeError:  # torch allows it once, before any inter-op work: already set in this process
        pass


def _start_worker() -> None:
    os.environ.update(SINGLE_THREAD_ENVIRONMENT)


def process_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` spawned, single-threaded processes."""
    return ProcessPoolExecutor(
        max_workers=max(1, workers), mp_context=multiprocessing.get_context("spawn"), initializer=_start_worker
    )


def stop_workers(pool: ProcessPoolExecutor) -> None:
    """End a pool at once, its running tasks too (a hung worker would otherwise keep the run alive)."""
    processes = list(getattr(pool, "_processes", {}).values())  # the stdlib has no public handle before 3.14
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.kill()
