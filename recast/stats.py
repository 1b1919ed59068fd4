"""``recast stats``: tables and plots describing recast corpora, in one Markdown report.

For each corpus directory (one, or every one below an output root): pairs and entailed share
per split, per template and per source relation or duration label; hypothesis length;
distinct contexts and contexts shared with train; duplicate and conflicting (context,
hypothesis) pairs left in the data and those removed while recasting; skipped items. Plots
are PNGs drawn on bare matplotlib Figures (the Agg renderer, no display, no pyplot state),
written beside ``report.md`` and linked from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pandas as pd
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator, StrMethodFormatter

from recast.catalogue import Skip
from recast.corpus_files import corpus_dirs, corpus_splits, natural_key
from recast.evaluate import _source_label_key, _source_labels, read_corpus
from recast.progress import progress
from recast.manifest import read_manifest
from recast.types import SPLITS
from recast.writers import ensure_writable
from recast.files import atomic_path, write_text_atomically

REPORT = "report.md"
ENTAILED = "entailed"
COLORS = {"entailed": "#4c72b0", "not-entailed": "#dd8452"}
LENGTH_QUANTILE = 0.995  # the length histogram's last bin starts here
SPLIT_COLORS = {"train": "#4c72b0", "dev": "#55a868", "test": "#c44e52"}


def _share(labels: pd.Series) -> float:
    return round(100 * float((labels == ENTAILED).mean()), 1) if len(labels) else float("nan")


def _words(frame: pd.DataFrame) -> pd.Series:
    return frame["hypothesis"].str.split().str.len()


def split_table(frame: pd.DataFrame, manifest: Mapping[str, Any]) -> pd.DataFrame:
    """Per split: size, entailed share, contexts, and duplicates/conflicts left in or removed."""
    skipped = manifest.get("skipped", {})
    train_contexts = set(frame.loc[frame["split"] == "train", "context"])
    rows = []
    for split, part in frame.groupby("split", sort=False):
        pairs = part.groupby(["context", "hypothesis"])["label"].nunique()
        shared = int(part["context"].drop_duplicates().isin(train_contexts).sum())
        rows.append({
            "split": split,
            "pairs": len(part),
            "entailed": int((part["label"] == ENTAILED).sum()),
            "entailed %": _share(part["label"]),
            "distinct contexts": part["context"].nunique(),
            "contexts also in train": "–" if split == "train" else shared,
            "duplicate pairs": len(part) - len(part.drop_duplicates(["context", "hypothesis", "label"])),
            "conflicting pairs": int((pairs > 1).sum()),
            "duplicates removed": skipped.get(split, {}).get(Skip.DUPLICATE_PAIR.value, 0),
            "conflicts removed": skipped.get(split, {}).get(Skip.CONFLICTING_PAIR.value, 0),
        })  # fmt: skip
    return pd.DataFrame(rows)


def _by(frame: pd.DataFrame, column: str, sort_key) -> pd.DataFrame:
    """Pairs per split and entailed share for each value of ``column``, sorted by ``sort_key``."""
    counts = frame.pivot_table(index=column, columns="split", values="pair-id", aggfunc="size", fill_value=0)
    counts = counts.reindex(columns=[s for s in SPLITS if s in counts.columns])
    table = counts.assign(total=counts.sum(axis=1), **{"entailed %": frame.groupby(column)["label"].agg(_share)})
    table = table.loc[sorted(table.index, key=lambda key: sort_key(str(key)))]
    return table.rename_axis(column).reset_index().rename_axis(None, axis=1)


def template_table(frame: pd.DataFrame) -> pd.DataFrame:
    return _by(frame, "template", natural_key)


def source_label_table(frame: pd.DataFrame) -> pd.DataFrame:
    """Per source relation, or per duration label (a pair counts once under each of its
    annotators' labels). Empty for UDS-T ordering, whose labels come from sliders."""
    labelled = _source_labels(frame).dropna(subset=["source-label"])
    return _by(labelled, "source-label", _source_label_key) if len(labelled) else pd.DataFrame()


def length_table(frame: pd.DataFrame) -> pd.DataFrame:
    words = frame.assign(words=_words(frame)).groupby("split", sort=False)["words"]
    table = words.agg(["mean", "median", "min", "max"]).round(1)
    return table.rename_axis("split").reset_index()


def skip_table(manifest: Mapping[str, Any]) -> pd.DataFrame:
    skipped = manifest.get("skipped", {})
    reasons = sorted({reason for counts in skipped.values() for reason in counts})
    rows = [{"reason": reason, **{s: counts.get(reason, 0) for s, counts in skipped.items()}} for reason in reasons]
    return pd.DataFrame(rows)


# --- plots --------------------------------------------------------------------------------


def lint_table(manifest: Mapping[str, Any]) -> pd.DataFrame:
    """Hypotheses flagged per defect class, as ``recast lint`` recorded them in the manifest."""
    lint = manifest.get("lint") or {}
    rows = [{"defect": name, "hypotheses": count} for name, count in lint.get("counts", {}).items()]
    if rows:
        rows.append({"defect": "any (share of all hypotheses)", "hypotheses": lint["flagged"]})
    return pd.DataFrame(rows)


def _save(figure: Figure, path: Path) -> Path:
    with atomic_path(path) as temporary:
        figure.savefig(temporary, dpi=100, format=path.suffix.lstrip(".") or "png")
    return path


def plot_splits(frame: pd.DataFrame, title: str, path: Path) -> Path:
    counts = pd.crosstab(frame["split"], frame["label"]).reindex([s for s in SPLITS if s in set(frame["split"])])
    figure = Figure(figsize=(6, 3.5), layout="tight")
    axes = figure.subplots()
    bottom = pd.Series(0, index=counts.index)
    for label, color in COLORS.items():
        values = counts[label] if label in counts else pd.Series(0, index=counts.index)
        axes.bar(counts.index, values, bottom=bottom, color=color, label=label)
        bottom += values
    axes.set(title=f"{title}: pairs per split", ylabel="pairs")
    axes.yaxis.set_major_formatter(StrMethodFormatter("{x:,.0f}"))
    axes.legend()
    return _save(figure, path)


def plot_templates(table: pd.DataFrame, title: str, path: Path) -> Path:
    figure = Figure(figsize=(7, 1.5 + 0.3 * len(table)), layout="tight")
    axes = figure.subplots()
    axes.barh(table["template"].astype(str), table["entailed %"], color=COLORS["entailed"])
    axes.axvline(50, color="grey", linestyle="--", linewidth=1)
    axes.invert_yaxis()  # first template on top, as in the table
    axes.set(title=f"{title}: entailed share per template", xlabel="entailed %", xlim=(0, 100))
    return _save(figure, path)


def plot_lengths(frame: pd.DataFrame, title: str, path: Path) -> Path:
    """One step histogram per split; the few very long hypotheses share the last bin."""
    words = _words(frame)
    top = int(words.quantile(LENGTH_QUANTILE)) + 1
    bins = range(int(words.min()), top + 2)
    figure = Figure(figsize=(6, 3.5), layout="tight")
    axes = figure.subplots()
    for split, part in words.clip(upper=top).groupby(frame["split"], sort=False):
        axes.hist(part, bins=bins, histtype="step", linewidth=1.5, density=True, label=split,
                  color=SPLIT_COLORS.get(str(split)))
    axes.set(title=f"{title}: hypothesis length", xlabel=f"words (last bin: {top} or more)", ylabel="share of pairs")
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.legend()
    return _save(figure, path)


# --- the report ---------------------------------------------------------------------------


def _markdown(table: pd.DataFrame, empty: str) -> str:
    return table.to_markdown(index=False, floatfmt=".1f", intfmt=",") if len(table) else empty


def corpus_section(corpus_dir: Path, out_dir: Path) -> tuple[str, dict[str, Any]]:
    """The corpus's Markdown section (plots written into ``out_dir``) and its overview row."""
    manifest = read_manifest(corpus_dir)
    profile, corpus = manifest.get("profile", corpus_dir.parent.name), manifest.get("corpus", corpus_dir.name)
    title = f"{profile}/{corpus}"
    frame = read_corpus(corpus_dir)
    templates = template_table(frame)
    slug = f"{profile}-{corpus}"
    plots = [
        plot_splits(frame, title, out_dir / f"{slug}-splits.png"),
        plot_templates(templates, title, out_dir / f"{slug}-templates.png"),
        plot_lengths(frame, title, out_dir / f"{slug}-hypothesis-length.png"),
    ]
    images = "\n".join(f"![{path.stem}]({path.name})" for path in plots)
    section = f"""## {title}

From `{corpus_dir}`.

### Splits

{_markdown(split_table(frame, manifest), "No pairs.")}

### Templates

{_markdown(templates, "No pairs.")}

### Source labels

{_markdown(source_label_table(frame), "No source labels (UDS-T ordering labels come from sliders).")}

### Hypothesis length (words)

{_markdown(length_table(frame), "No pairs.")}

### Skipped while recasting

{_markdown(skip_table(manifest), "Nothing skipped (or no manifest).")}

### Phrase quality (recast lint)

{_markdown(lint_table(manifest), "Not checked yet: run `recast lint` on the corpus.")}

### Plots

{images}
"""
    counts = frame["split"].value_counts()
    row = {"profile": profile, "corpus": corpus, **{s: int(counts.get(s, 0)) for s in SPLITS},
           "total": len(frame), "entailed %": _share(frame["label"])}
    return section, row


def default_out_dir(path: Path) -> Path:
    """``<root>/stats`` for an output root; ``<corpus_dir>.stats`` beside a corpus directory, whose
    folder holds only the corpus's own files."""
    path = Path(path)
    return path.parent / f"{path.name}.stats" if corpus_splits(path) else path / "stats"


def stats(path: Path, out_dir: Path | None = None) -> Path:
    """Write ``report.md`` and its plots into ``out_dir`` (default: :func:`default_out_dir`) for the
    corpus directory ``path`` or every corpus directory below it; return the report's path."""
    folders = corpus_dirs(Path(path))
    out_dir = ensure_writable(Path(out_dir) if out_dir is not None else default_out_dir(path))
    sections, rows = [], []
    for corpus_dir in progress(folders, desc="stats"):
        section, row = corpus_section(corpus_dir, out_dir)
        sections.append(section)
        rows.append(row)
    overview = _markdown(pd.DataFrame(rows), "")
    report = out_dir / REPORT
    write_text_atomically(report, "# recast corpus statistics\n\n" + overview + "\n\n" + "\n".join(sections))
    return report
