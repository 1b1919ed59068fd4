"""The paper's baselines, fitted on a corpus's train split and scored on dev and test (a corpus without
train, MC-TACO, is fitted on dev and scored on test).

- ``majority``: the most frequent training label (the paper's MAJ);
- ``template-majority``: the most frequent training label of each hypothesis template (for MC-TACO
  the template is its category: category majority), the overall majority for templates train never saw;
- ``hypothesis-only``: bag-of-words logistic regression on the hypothesis alone.

Every baseline is deterministic: label ties go to the alphabetically first label, and the
regression has a fixed seed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from sklearn.feature_extraction.text import CountVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline

from recast.catalogue import Errors, RecastError
from recast.corpus_files import corpus_dirs, corpus_splits, markdown_table
from recast.evaluate import EvalReport, corpus_metrics, percent, read_corpus, score
from recast.manifest import read_manifest
from recast.writers import ensure_writable, write_jsonl_atomically
from recast.files import write_text_atomically

EVAL_SPLITS = ("dev", "test")
# Hypothesis-only model: binary unigram+bigram counts; lbfgs with a fixed seed is deterministic.
NGRAM_RANGE = (1, 2)
MAX_ITER = 1000

Predictor = Callable[[pd.DataFrame], list[str]]


def majority_label(labels: Iterable[str]) -> str:
    """The most frequent label; a tie goes to the alphabetically first."""
    counts = Counter(labels)
    return min(counts, key=lambda label: (-counts[label], label))


def fit_majority(train: pd.DataFrame, seed: int) -> Predictor:
    label = majority_label(train["label"])
    return lambda rows: [label] * len(rows)


def fit_template_majority(train: pd.DataFrame, seed: int) -> Predictor:
    fallback = majority_label(train["label"])
    by_template = train.dropna(subset=["template"]).groupby("template")["label"].agg(majority_label).to_dict()
    return lambda rows: [by_template.get(template, fallback) for template in rows["template"]]


def fit_hypothesis_only(train: pd.DataFrame, seed: int) -> Predictor:
    if train["label"].nunique() < 2:  # logistic regression needs two classes; one label is all it can say
        return fit_majority(train, seed)
    model = make_pipeline(
        CountVectorizer(binary=True, ngram_range=NGRAM_RANGE),
        LogisticRegression(max_iter=MAX_ITER, random_state=seed),
    )
    model.fit(train["hypothesis"], train["label"])
    return lambda rows: model.predict(rows["hypothesis"]).tolist() if len(rows) else []


BASELINES: dict[str, Callable[[pd.DataFrame, int], Predictor]] = {
    "majority": fit_majority,
    "template-majority": fit_template_majority,
    "hypothesis-only": fit_hypothesis_only,
}


@dataclass
class BaselineRun:
    name: str
    corpus_dir: Path
    predictions: list[dict[str, Any]]  # {"pair-id", "label"} per dev/test pair, ids as in the corpus
    report: EvalReport


def run_baseline(name: str, corpus_dir: Path, out_path: Path | None = None, seed: int = 0) -> BaselineRun:
    """Fit baseline ``name`` on train, predict dev and test, score them; write the predictions
    as JSONL to ``out_path`` when given (the format ``recast eval`` reads)."""
    if name not in BASELINES:
        raise RecastError(Errors.E071, name=name, choices=", ".join(BASELINES))
    corpus_dir = Path(corpus_dir)
    present = corpus_splits(corpus_dir)
    eval_splits = [split for split in EVAL_SPLITS if split in present]
    # a corpus without train (MC-TACO: its dev is its only supervision) is fitted on dev, scored on test
    fit_split = "train" if "train" in present else "dev"
    eval_splits = [split for split in eval_splits if split != fit_split]
    if fit_split not in present or not eval_splits:
        raise RecastError(Errors.E072, path=corpus_dir, name=name)
    predict = BASELINES[name](read_corpus(corpus_dir, [fit_split]), seed)
    gold = read_corpus(corpus_dir, eval_splits)
    labels = predict(gold)
    predictions = [{"pair-id": raw, "label": label} for raw, label in zip(gold["raw-id"], labels)]
    if out_path is not None:
        out_path = Path(out_path)
        ensure_writable(out_path.parent)
        write_jsonl_atomically({out_path: predictions})
    by_id = dict(zip(gold["pair-id"], labels))
    report = score(gold, by_id, str(corpus_dir), str(out_path or f"<{name}>"))
    report.corpus_metrics = corpus_metrics(corpus_dir, eval_splits, by_id)  # TORQUE's, MC-TACO's, TRACIE's own
    return BaselineRun(name=name, corpus_dir=corpus_dir, predictions=predictions, report=report)


# --- the README table ---------------------------------------------------------------------

TABLE_START = "<!-- baseline-table:start -->"
TABLE_END = "<!-- baseline-table:end -->"


def _corpus_names(corpus_dir: Path) -> tuple[str, str]:
    """(profile, corpus) from the manifest, or from the directory layout without one."""
    manifest = read_manifest(corpus_dir)  # checked: a manifest of the wrong shape is a clear error
    return manifest.get("profile", corpus_dir.parent.name), manifest.get("corpus", corpus_dir.name)


def baseline_table(output_root: Path, readme: Path | None = None, seed: int = 0) -> str:
    """A Markdown table of every baseline's dev and test accuracy and consistency on every corpus;
    also written into ``readme`` (see :func:`update_readme`) when given."""
    rows = []
    for corpus_dir in corpus_dirs(output_root):
        profile, corpus = _corpus_names(corpus_dir)
        for name in BASELINES:
            report = run_baseline(name, corpus_dir, seed=seed).report
            cells = []
            for scores in (report.by_split, report.consistency_by_split):
                cells += [percent(scores[split]) if split in scores else "–" for split in EVAL_SPLITS]
            rows.append([profile, corpus, name, *cells])
    header = ["profile", "corpus", "baseline", "dev acc. %", "test acc. %", "dev consistency %", "test consistency %"]
    table = markdown_table(header, rows)
    if readme is not None:
        update_readme(readme, table)
    return table


def update_readme(readme: Path, table: str) -> None:
    """Put ``table`` between the README's baseline-table markers, adding a section if they are absent."""
    readme = Path(readme)
    text = readme.read_text(encoding="utf-8") if readme.is_file() else ""
    block = f"{TABLE_START}\n{table}\n{TABLE_END}"
    if TABLE_START in text and TABLE_END in text:
        before, rest = text.split(TABLE_START, 1)
        text = before + block + rest.split(TABLE_END, 1)[1]
    else:
        section = (
            "## Baselines\n\n"
            "Fitted on each corpus's train split, scored on dev and test (accuracy and contrast\n"
            "consistency, %); regenerate with `make baselines`.\n\n"
        )
        text = (text.rstrip("\n") + "\n\n" if text.strip() else "") + section + block + "\n"
    write_text_atomically(readme, text)
