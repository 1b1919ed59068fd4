"""A blind-reading sample of MC-TACO statements and TRACIE hypotheses (../shared/docs/READING.md).

Draws, with the seed given, 100 MC-TACO and 50 TRACIE pairs from the dev and test splits of two recast
corpus folders, half entailed and half not-entailed each, in a shuffled order, and writes two files: the
sample a reader judges (id, context, the source's words -- MC-TACO's question and candidate answer,
TRACIE's own hypothesis with its implicit and explicit event -- and the hypothesis), and a key with the
labels, kept apart until the reader has written their judgements.

    python scripts/statement_reading_sample.py --seed 8123 --mctaco output/paper/mctaco \\
        --tracie output/paper/tracie --out reads
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

from recast.corpus_files import corpus_records

SPLITS = ("dev", "test")
LABELS = ("entailed", "not-entailed")


def _records(corpus: Path) -> list[dict[str, Any]]:
    return list(corpus_records(corpus, SPLITS))


def draw(rows: list[dict[str, Any]], count: int, chance: random.Random) -> list[dict[str, Any]]:
    """``count`` rows, half of each label (as near as the rows allow), in the order drawn."""
    chosen = []
    for number, label in enumerate(LABELS):
        pool = sorted((r for r in rows if r["label"] == label), key=lambda r: str(r["pair-id"]))
        wanted = count // 2 + (count % 2 if number == 0 else 0)
        chosen += chance.sample(pool, min(wanted, len(pool)))
    return chosen


def _source(row: dict[str, Any]) -> str:
    if row["corpus"] == "mctaco":
        return f"**Question:** {row['question']}  \n**Candidate answer:** {row['answer']}  \n**Category:** {row['category']}"
    return (f"**TRACIE's hypothesis:** {row['tracie-hypothesis']}  \n**Implicit event:** {row['implicit-event']}  \n"
            f"**Explicit event:** {row['explicit-event']}")  # fmt: skip


def write_sample(seed: int, mctaco: Path, tracie: Path, out: Path, n_mctaco: int = 100, n_tracie: int = 50) -> tuple[Path, Path]:
    """Write ``issue24-sample-SEED.md`` and ``issue24-sample-SEED-key.md`` into ``out``; return both paths."""
    chance = random.Random(seed)
    rows = draw(_records(mctaco), n_mctaco, chance) + draw(_records(tracie), n_tracie, chance)
    chance.shuffle(rows)
    sample = [
        f"# Blind reading sample, issue 24 (MC-TACO statements, TRACIE hypotheses), seed {seed}\n",
        "Judge each pair by ../shared/docs/READING.md: grammatical (strictly), faithful to the source's words "
        "(question and answer, or TRACIE's events), and your own label (entailed / contradicted or not supported / "
        "cannot tell). MC-TACO's 'yes' means a likely answer, so its statements are judged for plausibility given "
        "the context, not strict entailment. The labels are in the key file; do not open it before you are done.\n",
    ]
    key = [f"# Key to issue24-sample-{seed}.md\n", "| id | pair-id | label | source label |", "|---|---|---|---|"]
    for number, row in enumerate(rows, start=1):
        sample += [f"## {number}. {row['corpus']}\n", f"**Context:** {row['context']}  ", _source(row) + "  ",
                   f"**Hypothesis:** {row['hypothesis']}\n"]  # fmt: skip
        key.append(f"| {number} | {row['pair-id']} | {row['label']} | {row['source-label']} |")
    out.mkdir(parents=True, exist_ok=True)
    sample_path, key_path = out / f"issue24-sample-{seed}.md", out / f"issue24-sample-{seed}-key.md"
    sample_path.write_text("\n".join(sample) + "\n", encoding="utf-8")
    key_path.write_text("\n".join(key) + "\n", encoding="utf-8")
    return sample_path, key_path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--mctaco", type=Path, required=True, help="a recast MC-TACO corpus folder")
    parser.add_argument("--tracie", type=Path, required=True, help="a recast TRACIE corpus folder")
    parser.add_argument("--out", type=Path, default=Path("reads"), help="folder for the sample and its key")
    arguments = parser.parse_args()
    for path in write_sample(arguments.seed, arguments.mctaco, arguments.tracie, arguments.out):
        print(path)


if __name__ == "__main__":
    main()
