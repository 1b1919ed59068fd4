"""A blind reading sample of recast output, as ../shared/docs/READING.md asks.

    python scripts/reading_sample.py OUTPUT_FOLDER SEED SHEET.md [--per-corpus 40] [--data-dir DIR]

Draws, with ``SEED``, ``--per-corpus`` pairs (half entailed, half not-entailed) from the dev and test splits
of every corpus under ``OUTPUT_FOLDER`` (each folder holding a manifest.json), and writes two files:
``SHEET.md`` for the reader (pair id, context, the source event words, hypothesis; no label) and
``SHEET-key.md`` with the labels, which the reader opens only after judging. The source event words come
from the corpus reader (``RECAST_DATA_DIR`` or ``--data-dir``); where the data cannot be read the sheet
says so. The same folder, seed and size always give the same sheet.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

from recast.catalogue import Errors
from recast.corpus_files import corpus_dirs, corpus_records, split_jsonl
from recast.manifest import MANIFEST

SPLITS = ("dev", "test")
LABELS = ("entailed", "not-entailed")


def corpus_folders(root: Path) -> list[Path]:
    """The corpus folders at or below ``root``: those holding a manifest.json and a dev or test split."""
    def sampled(folder: Path) -> bool:
        return (folder / MANIFEST).is_file() and any(split_jsonl(folder, split).is_file() for split in SPLITS)

    return corpus_dirs(root, sampled, Errors.E082)


def draw(folder: Path, rng: random.Random, per_corpus: int) -> list[dict[str, Any]]:
    """``per_corpus`` records of ``folder``, half of each label (fewer where a label has fewer), in a random
    order; ordered by pair id first, so the draw depends on the seed and the data, not on file order."""
    by_label: dict[str, list[dict[str, Any]]] = {label: [] for label in LABELS}
    for record in corpus_records(folder, SPLITS):
        by_label.setdefault(record["label"], []).append(record)
    drawn = []
    for label in LABELS:
        pool = sorted(by_label[label], key=lambda r: r["pair-id"])
        drawn += rng.sample(pool, min(per_corpus // 2, len(pool)))
    rng.shuffle(drawn)
    return drawn


def event_words(corpus: str, wanted: set[tuple[str, str]], data_dir: Path | None) -> dict[tuple[str, str], str]:
    """(doc id, event id) -> the event's words in its source, read with the corpus's own reader."""
    from recast.catalogue import RecastError
    from recast.registry import corpus_data_dir, corpus_entry

    found: dict[tuple[str, str], str] = {}
    for split in SPLITS:  # one at a time: a corpus may hold out a split's annotations (TORQUE's test)
        try:
            entry = corpus_entry(corpus)
            for source in entry.read(corpus_data_dir(entry, data_dir), [split], {}, False):
                for event in source.events:
                    key = (source.document.doc_id, event.event_id)
                    if key in wanted:
                        found[key] = event_text(source.document, event)
        except (RecastError, OSError, KeyError) as error:
            print(f"{corpus} {split}: source event words not read ({error})", file=sys.stderr)
    return found


def event_text(document: Any, event: Any) -> str:
    """The event's own words: its annotated text, or the head word of its gold tree."""
    if event.text:
        return event.text
    if event.sentence_index is not None and event.head is not None:
        return document.sentences[event.sentence_index].token(event.head).form
    return ""


def sheet_row(number: int, record: dict[str, Any], words: dict[tuple[str, str], str]) -> str:
    events = [words.get((record["doc-id"], e), "?") for e in record.get("event-ids", [])]
    question = f"\n- TORQUE question: {record['question']}" if "question" in record else ""
    return (
        f"### {number}. `{record['pair-id']}`\n\n- Context: {record['context']}\n"
        f"- Source event words: {' / '.join(events) or '?'}{question}\n- Hypothesis: **{record['hypothesis']}**\n"
        "- Reader: grammatical (y/n) · faithful (y/n) · own reading (entailed / not supported / cannot tell) · note:\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", type=Path, help="a recast output folder (e.g. out/paper)")
    parser.add_argument("seed", type=int, help="a seed never used for a read before")
    parser.add_argument("sheet", type=Path, help="the reader's sheet (.md); the key goes beside it as NAME-key.md")
    parser.add_argument("--per-corpus", type=int, default=40)
    parser.add_argument("--data-dir", type=Path, default=os.environ.get("RECAST_DATA_DIR"))
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    sheet = [
        f"# Blind reading sample (seed {args.seed})\n",
        f"{args.per_corpus} pairs per corpus from the dev and test splits of `{args.output}`, half entailed and half "
        "not (the label is hidden: see the key file only after judging). Judge each pair by "
        "../shared/docs/READING.md: grammatical (strictly), faithful, and your own reading of the label.\n",
    ]
    key = [f"# Key to the blind reading sample (seed {args.seed})\n", "| # | pair id | label | source label |", "|---:|---|---|---|"]
    number = 0
    for folder in corpus_folders(args.output):
        corpus = json.loads((folder / MANIFEST).read_text(encoding="utf-8")).get("corpus", folder.name)
        drawn = draw(folder, rng, args.per_corpus)
        wanted = {(r["doc-id"], e) for r in drawn for e in r.get("event-ids", [])}
        words = event_words(corpus, wanted, args.data_dir)
        sheet.append(f"## {corpus} (`{folder}`)\n")
        for record in drawn:
            number += 1
            sheet.append(sheet_row(number, record, words))
            key.append(f"| {number} | `{record['pair-id']}` | {record['label']} | {record.get('source-label', '')} |")
    args.sheet.write_text("\n".join(sheet), encoding="utf-8")
    args.sheet.with_name(args.sheet.stem + "-key.md").write_text("\n".join(key) + "\n", encoding="utf-8")
    print(f"{number} pairs: {args.sheet} and {args.sheet.with_name(args.sheet.stem + '-key.md')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
