"""Dataset cards: ``README.md`` for a corpus directory, in the Hugging Face dataset-card convention.

The YAML header names the licence, task, size and one data file per split, so the folder
loads with ``datasets.load_dataset(<folder>)`` or ``load_dataset("json", data_dir=<folder>)``
and reads well on a hub; the body says what the pairs are, how they were made, how many there
are, and what to cite. The prose is ``templates/dataset_card.md``; everything it says of a corpus comes
from the manifest and ``templates/corpora.json``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from recast.corpus_files import markdown_table, natural_key
from recast.provenance import citations, corpus_source
from recast.manifest import record_outputs
from recast.resources import template_path
from recast.writers import CARD
from recast.files import write_text_atomically

CARD_TEMPLATE = "dataset_card.md"  # the card's prose, its {fields} filled from the manifest
HUB_SPLITS = {"train": "train", "dev": "validation", "test": "test"}  # the hub's name for a dev split
# the hub's size_categories buckets: (upper bound, name)
SIZE_CATEGORIES = ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M"),
                   (10_000_000, "1M<n<10M"), (100_000_000, "10M<n<100M"))
ENTAILED = "entailed"


def size_category(pairs: int) -> str:
    return next((name for bound, name in SIZE_CATEGORIES if pairs < bound), "n>100M")


def card_header(manifest: Mapping[str, Any]) -> dict[str, Any]:
    """The YAML front matter as a dict (``yaml.safe_dump`` keeps its order)."""
    source = corpus_source(manifest["corpus"])
    licence = source["license"]
    splits = manifest["splits"]
    header: dict[str, Any] = {"pretty_name": source["pretty_name"], "license": licence["id"]}
    if licence["id"] == "other":
        header |= {"license_name": licence["hub_name"], "license_link": licence["url"]}
    header |= {
        "language": ["en"],
        "task_categories": ["text-classification"],
        "task_ids": ["natural-language-inference"],
        "size_categories": [size_category(sum(counts["pairs"] for counts in splits.values()))],
        "annotations_creators": source["annotations_creators"],
        "language_creators": ["found", "machine-generated"],  # contexts found, hypotheses generated
        "multilinguality": ["monolingual"],
        "tags": ["temporal-reasoning", source["type_of_inference"], "recast", f"profile-{manifest['profile']}"],
        "configs": [
            {
                "config_name": "default",
                "data_files": [{"split": HUB_SPLITS[split], "path": f"{split}.jsonl"} for split in splits],
            }
        ],
        "dataset_info": {"splits": [_split_info(manifest, split) for split in splits]},
    }
    return header


def _split_info(manifest: Mapping[str, Any], split: str) -> dict[str, Any]:
    """The hub's split record; ``datasets`` checks num_examples on loading (num_bytes: the file's size)."""
    info: dict[str, Any] = {"name": HUB_SPLITS[split]}
    output = manifest.get("outputs", {}).get(f"{split}.jsonl")
    if output:
        info["num_bytes"] = output["bytes"]
    return info | {"num_examples": manifest["splits"][split]["pairs"]}


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}" if whole else "–"


def _size_table(splits: Mapping[str, Any]) -> str:
    rows = []
    for split, counts in splits.items():
        entailed = counts["labels"].get(ENTAILED, 0)
        rows.append([split, f"`{split}.jsonl`", f"{counts['pairs']:,}", f"{entailed:,}",
                     f"{counts['pairs'] - entailed:,}", _percent(entailed, counts["pairs"])])
    return markdown_table(["split", "file", "pairs", "entailed", "not-entailed", "entailed %"], rows)


def _template_table(splits: Mapping[str, Any]) -> str:
    templates = sorted({template for counts in splits.values() for template in counts["templates"]}, key=natural_key)
    rows = [[f"`{t}`", *(f"{splits[s]['templates'].get(t, 0):,}" for s in splits)] for t in templates]
    return markdown_table(["template", *splits], rows)


def _skip_table(skipped: Mapping[str, Mapping[str, int]]) -> str:
    reasons = sorted({reason for counts in skipped.values() for reason in counts})
    rows = [[reason, *(f"{skipped[s].get(reason, 0):,}" for s in skipped)] for reason in reasons]
    return markdown_table(["reason", *skipped], rows) if rows else "Nothing was skipped."


def _lint_summary(lint: Mapping[str, Any] | None) -> str:
    if not lint:
        return "not checked yet (`recast lint <this folder>` records it here)."
    rows = [[name, f"{count:,}"] for name, count in lint["counts"].items()]
    checks = "rules and a UDPipe re-parse" if lint["round_trip"] else "rules"
    flagged = f"{lint['flagged']:,} of {lint['rows']:,} hypotheses flagged by {checks}"
    return f"{flagged}.\n\n" + markdown_table(["defect", "hypotheses"], rows)


def _source_notes(manifest: Mapping[str, Any]) -> str:
    """What a corpus with a recipe of its own records about its making (TRACIE, MC-TACO), as sentences."""
    notes = []
    tracie = manifest.get("tracie")
    if tracie:
        rules = "; ".join(f"{name}: {count:,}" for name, count in tracie["hypothesis_rules"].items())
        notes.append(
            f"TRACIE variant `{tracie['variant']}`. TRACIE publishes no dev split: dev is {tracie['dev_split']}. "
            "Each hypothesis is TRACIE's, made a sentence (\"<implicit event>, and this started|ended before|after "
            f"<explicit event>.\"); the explicit event's rules, by instance: {rules or 'none'}. The before and after "
            "instances over one story and pair of events are a contrast cluster (`cluster-id`)."
        )
    mctaco = manifest.get("mctaco")
    if mctaco:
        corrected = "; ".join(
            f"{split}: " + ", ".join(f"{kind} {count:,}" for kind, count in counts.items())
            for split, counts in mctaco["answers_corrected"].items() if counts
        )
        notes.append(
            f"{mctaco['train']}. One pair per candidate answer: the question and the answer made one statement; "
            "`category` is MC-TACO's (the `template` field names it), `question-id` its question, whose candidates "
            f"`recast eval` scores with MC-TACO's EM and F1. Answers' slips corrected: {corrected or 'none'}."
        )
    return "\n\n".join(notes) + ("\n\n" if notes else "")


def card_body(manifest: Mapping[str, Any]) -> str:
    corpus, profile = manifest["corpus"], manifest["profile"]
    source = corpus_source(corpus)
    licence = source["license"]
    total = sum(counts["pairs"] for counts in manifest["splits"].values())
    description = manifest.get("parameters", {}).get("description")
    profile_note = f": {description}" if description else "."
    command = manifest.get("command", "(not recorded in the manifest)")
    versions = ", ".join(f"{name} {version}" for name, version in manifest.get("versions", {}).items() if version)
    parser = manifest.get("parser")
    if isinstance(parser, Mapping):  # the model files and their checksums stay in the manifest
        parser = ", ".join(f"{key} {value}" for key, value in parser.items() if not isinstance(value, Mapping))
    made_with = f"Parser: {parser}. " if parser else ""
    bibtex = "\n\n".join(citations(corpus))
    hub_splits = ", ".join(f"`{HUB_SPLITS[s]}` ({s}.jsonl)" for s in manifest["splits"])
    return template_path(CARD_TEMPLATE).read_text(encoding="utf-8").format(
        pretty_name=source["pretty_name"],
        total=total,
        type_of_inference=source["type_of_inference"],
        source=source["source"],
        hub_splits=hub_splits,
        size_table=_size_table(manifest["splits"]),
        template_table=_template_table(manifest["splits"]),
        recast_version=manifest.get("recast_version", ""),
        profile=profile,
        profile_note=profile_note,
        command=command,
        source_notes=_source_notes(manifest),
        made_with=made_with,
        versions=versions or "not recorded",
        skip_table=_skip_table(manifest.get("skipped", {})),
        lint_summary=_lint_summary(manifest.get("lint")),
        licence_name=licence["name"],
        licence_url=licence["url"],
        licence_note=licence["note"],
        bibtex=bibtex,
    )


def card_text(manifest: Mapping[str, Any]) -> str:
    header = yaml.safe_dump(card_header(manifest), sort_keys=False, allow_unicode=True, width=120)
    return f"---\n{header}---\n\n{card_body(manifest)}"


def write_card(corpus_dir: Path, manifest: dict[str, Any]) -> Path:
    """Write ``README.md`` into ``corpus_dir`` and record it in the manifest's ``outputs``."""
    path = write_text_atomically(Path(corpus_dir) / CARD, card_text(manifest))
    record_outputs(corpus_dir, manifest, [CARD])
    return path
