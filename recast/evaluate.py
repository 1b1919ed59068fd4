"""Scoring predictions against a recast corpus: accuracy by split, template and source label,
a confusion table, and contrast consistency.

Contrast consistency follows TORQUE's consistency metric: the hypotheses about one
(context, event pair) form a contrast group, and a group counts only when every one of its
hypotheses is predicted correctly. A gold pair without a prediction counts as wrong (it is
also listed as missing), so a partial prediction file cannot score higher than a full one.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import pandas as pd

from recast.catalogue import Errors, RecastError
from recast.corpus_files import (
    chosen_splits,
    json_lines,
    markdown_table,
    natural_key,
    split_jsonl,
    split_records,
    text_lines,
)
from recast.engine import ENTAILED, NOT_ENTAILED, duration_labels
from recast.torque import CORPUS as TORQUE, answer_f1, torque_metrics
from recast.types import DURATION, SPLITS
LABELS = (ENTAILED, NOT_ENTAILED)
LABEL_COLUMNS = ("label", "prediction")  # tried in order when no label column is named
MISSING = "(missing)"  # the confusion table's column for gold pairs without a prediction
SHOWN_IDS = 10  # how many missing or extra ids the Markdown report lists
# read_corpus's columns; "raw-id" keeps the corpus's own id (int or str) for writing predictions
GOLD_COLUMNS = ["pair-id", "raw-id", "split", "context", "hypothesis", "label", "template", "source-label",
                "type-of-inference", "doc-id", "event-ids"]  # fmt: skip


@dataclass(frozen=True)
class Score:
    correct: int
    total: int

    @property
    def accuracy(self) -> float | None:
        """Percent correct; None when there is nothing to score."""
        return 100.0 * self.correct / self.total if self.total else None

    def to_dict(self) -> dict[str, Any]:
        return {"correct": self.correct, "total": self.total, "accuracy": self.accuracy}


@dataclass
class EvalReport:
    """Every figure of one evaluation; ids are strings, as predictions are matched by string."""

    gold: str
    predictions: str
    splits: tuple[str, ...]
    accuracy: Score
    consistency: Score  # contrast groups whose every pair is predicted correctly
    by_split: dict[str, Score]
    consistency_by_split: dict[str, Score]
    by_template: dict[str, Score]
    by_source_label: dict[str, Score]  # duration pairs count under each of their annotators' labels
    confusion: dict[str, dict[str, int]]  # gold label -> predicted label (or MISSING) -> pairs
    missing: list[str] = field(default_factory=list)  # gold ids in the scored splits with no prediction
    extra: list[str] = field(default_factory=list)  # predicted ids that are in no gold split
    outside_splits: int = 0  # predictions for gold pairs of splits not scored
    corpus_metrics: dict[str, Any] = field(default_factory=dict)  # the source corpus's own metrics, by split (TORQUE)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: every Score with its accuracy."""

        def plain(value: Any) -> Any:
            if isinstance(value, Score):
                return value.to_dict()
            if isinstance(value, dict):
                return {key: plain(item) for key, item in value.items()}
            return list(value) if isinstance(value, tuple) else value

        return {item.name: plain(getattr(self, item.name)) for item in fields(self)}

    def split_table(self) -> str:
        """Accuracy and consistency per scored split, with the overall row last."""
        rows = [
            [split, str(score.total), percent(score), percent(self.consistency_by_split[split])]
            for split, score in self.by_split.items()
        ]
        rows.append(["all", str(self.accuracy.total), percent(self.accuracy), percent(self.consistency)])
        return markdown_table(["split", "pairs", "accuracy %", "consistency %"], rows)

    def corpus_metrics_table(self) -> str:
        """The source corpus's own metrics per split (TORQUE: EM, F1, consistency); empty for others."""
        if not self.corpus_metrics:
            return ""
        names = list(next(iter(self.corpus_metrics.values())))
        rows = [[split, *(_metric(metrics[name]) for name in names)] for split, metrics in self.corpus_metrics.items()]
        return markdown_table(["split", *names], rows)

    def to_markdown(self) -> str:
        n_predicted = self.accuracy.total - len(self.missing)
        parts = [
            f"gold: {self.gold}  \npredictions: {self.predictions}  \nsplits: {', '.join(self.splits) or 'none'}",
            f"pairs: {self.accuracy.total} gold, {n_predicted} predicted, {len(self.missing)} missing, "
            f"{len(self.extra)} extra, {self.outside_splits} for other splits",
            self.split_table(),
            score_table("template", self.by_template),
        ]
        if self.corpus_metrics:
            parts.append(self.corpus_metrics_table())
        if self.by_source_label:
            parts.append(score_table("source label", self.by_source_label))
        columns = [*LABELS, *([MISSING] if self.missing else [])]
        parts.append(
            markdown_table(
                ["gold \\ predicted", *columns],
                [[gold, *(str(self.confusion[gold].get(c, 0)) for c in columns)] for gold in LABELS],
            )
        )
        for name, ids in (("missing", self.missing), ("extra", self.extra)):
            if ids:
                more = f" (and {len(ids) - SHOWN_IDS} more)" if len(ids) > SHOWN_IDS else ""
                parts.append(f"{name} ids: {', '.join(ids[:SHOWN_IDS])}{more}")
        return "\n\n".join(parts) + "\n"


def _metric(value: float | int | None) -> str:
    return "–" if value is None else f"{value:.1f}" if isinstance(value, float) else str(value)


def percent(score: Score) -> str:
    return "–" if score.accuracy is None else f"{score.accuracy:.1f}"


def score_table(name: str, scores: Mapping[str, Score]) -> str:
    rows = [[key, str(score.total), percent(score)] for key, score in scores.items()]
    return markdown_table([name, "pairs", "accuracy %"], rows)


# --- reading ------------------------------------------------------------------------------


def _check_label(path: Path, line: int, label: object) -> str:
    if label not in LABELS:
        raise RecastError(Errors.E063, file=path, line=line, label=label)
    return label  # type: ignore[return-value]


def _pair_id(path: Path, line: int, value: object) -> str:
    """Pair ids are ints (release-2020) or strings (paper); both are compared as strings."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise RecastError(Errors.E065, file=path, line=line, found=value)
    return str(value)


def _field(path: Path, line: int, record: Mapping[str, Any], name: str) -> Any:
    if name not in record:
        raise RecastError(Errors.E062, file=path, line=line, field=name, found=", ".join(record) or "none")
    return record[name]


def _prediction_rows(path: Path, label_column: str | None) -> Iterator[tuple[int, object, object]]:
    """(line, pair id, label) of every prediction, from JSONL or (``.tsv``/``.tab``) TSV."""
    if path.suffix.lower() in (".tsv", ".tab"):
        yield from _tsv_rows(path, label_column)
        return
    for line, record in json_lines(path):
        column = label_column or next((c for c in LABEL_COLUMNS if c in record), LABEL_COLUMNS[0])
        yield line, _field(path, line, record, "pair-id"), _field(path, line, record, column)


def _tsv_rows(path: Path, label_column: str | None) -> Iterator[tuple[int, object, object]]:
    lines = text_lines(path)
    _, header_text = next(lines, (1, ""))
    header = next(csv.reader([header_text], delimiter="\t", quoting=csv.QUOTE_NONE), [])
    column = label_column or next((c for c in LABEL_COLUMNS if c in header), LABEL_COLUMNS[0])
    for name in ("pair-id", column):
        if name not in header:
            raise RecastError(Errors.E067, file=path, column=name, columns=", ".join(header) or "none")
    id_index, label_index = header.index("pair-id"), header.index(column)
    for line, text in lines:
        fields = next(csv.reader([text], delimiter="\t", quoting=csv.QUOTE_NONE))
        if len(fields) != len(header):
            raise RecastError(Errors.E066, file=path, line=line, expected=len(header), found=len(fields))
        yield line, fields[id_index], fields[label_index]


def read_predictions(path: Path, label_column: str | None = None) -> dict[str, str]:
    """``pair-id`` (as a string) -> predicted label; any malformed line is a RecastError naming it."""
    path = Path(path)
    predictions: dict[str, str] = {}
    first_line: dict[str, int] = {}
    for line, raw_id, label in _prediction_rows(path, label_column):
        pair_id = _pair_id(path, line, raw_id)
        if pair_id in predictions:
            raise RecastError(Errors.E064, file=path, line=line, pair_id=pair_id, first=f"line {first_line[pair_id]}")
        predictions[pair_id] = _check_label(path, line, label)
        first_line[pair_id] = line
    return predictions


def read_corpus(corpus_dir: Path, splits: Sequence[str] | None = None) -> pd.DataFrame:
    """One row per gold pair of ``splits`` (default: all present), with the fields scoring needs.

    Only ``pair-id``, ``context``, ``hypothesis`` and ``label`` are required; the tracing
    fields (template, source label, event ids) may be absent, as in the published 2020 data.
    """
    corpus_dir = Path(corpus_dir)
    rows = []
    seen: dict[str, str] = {}
    for split in chosen_splits(corpus_dir, splits):
        path = split_jsonl(corpus_dir, split)
        for line, record in json_lines(path):
            pair_id = _pair_id(path, line, _field(path, line, record, "pair-id"))
            if pair_id in seen:
                raise RecastError(Errors.E064, file=path, line=line, pair_id=pair_id, first=seen[pair_id])
            seen[pair_id] = f"{path.name} line {line}"
            event_ids = record.get("event-ids") or ()
            rows.append(
                {
                    "pair-id": pair_id,
                    "raw-id": record["pair-id"],
                    "split": split,
                    "context": _field(path, line, record, "context"),
                    "hypothesis": _field(path, line, record, "hypothesis"),
                    "label": _check_label(path, line, _field(path, line, record, "label")),
                    "template": record.get("template"),
                    "source-label": record.get("source-label"),
                    "type-of-inference": record.get("type-of-inference"),
                    "doc-id": record.get("doc-id"),
                    "event-ids": "|".join(map(str, event_ids)),
                }
            )
    return pd.DataFrame(rows, columns=GOLD_COLUMNS)


# --- scoring ------------------------------------------------------------------------------

# A contrast group: one context and event pair (or event) under one kind of inference.
# doc-id is part of the key because event ids are only unique within a document.
GROUP_KEY = ["split", "context", "doc-id", "event-ids", "type-of-inference"]


def _source_label_key(label: str) -> tuple[int, list[object]]:
    """Duration labels in rank order, then relation labels alphabetically."""
    ranks = {name: rank for rank, name in enumerate(duration_labels())}
    return (ranks.get(label, len(ranks)), natural_key(label))


def _scores(frame: pd.DataFrame, column: str, sort_key=natural_key) -> dict[str, Score]:
    grouped = frame.dropna(subset=[column]).groupby(column, sort=False)["correct"].agg(["sum", "size"])
    return {
        str(key): Score(int(row["sum"]), int(row["size"]))
        for key, row in sorted(grouped.iterrows(), key=lambda item: sort_key(str(item[0])))
    }


def _source_labels(frame: pd.DataFrame) -> pd.DataFrame:
    """One row per (pair, source label): a duration pair's annotators' labels are split apart."""
    labels = [
        label.split("|") if kind == DURATION and isinstance(label, str) else label
        for label, kind in zip(frame["source-label"], frame["type-of-inference"])
    ]
    exploded = frame.assign(**{"source-label": labels}).explode("source-label")
    return exploded.drop_duplicates(subset=["pair-id", "source-label"])


def score(
    gold: pd.DataFrame, predictions: Mapping[str, str], gold_name: str = "", predictions_name: str = ""
) -> EvalReport:
    """Score ``predictions`` (pair-id string -> label) against the gold rows of :func:`read_corpus`."""
    frame = gold.assign(predicted=gold["pair-id"].map(predictions))
    frame["correct"] = frame["predicted"] == frame["label"]
    splits = tuple(split for split in SPLITS if split in set(frame["split"]))
    groups = frame.groupby(GROUP_KEY, sort=False, dropna=False)["correct"].all().reset_index()
    predicted = frame["predicted"].fillna(MISSING)
    confusion = {
        label: {str(k): int(n) for k, n in predicted[frame["label"] == label].value_counts().items()}
        for label in LABELS
    }
    gold_ids = set(frame["pair-id"])
    return EvalReport(
        gold=gold_name,
        predictions=predictions_name,
        splits=splits,
        accuracy=Score(int(frame["correct"].sum()), len(frame)),
        consistency=Score(int(groups["correct"].sum()), len(groups)),
        by_split=_scores(frame, "split", SPLITS.index),
        consistency_by_split=_scores(groups, "split", SPLITS.index),
        by_template=_scores(frame, "template"),
        by_source_label=_scores(_source_labels(frame), "source-label", _source_label_key),
        confusion=confusion,
        missing=sorted(frame.loc[frame["predicted"].isna(), "pair-id"], key=natural_key),
        extra=sorted((pid for pid in predictions if pid not in gold_ids), key=natural_key),
    )


def evaluate(
    gold_dir: Path,
    predictions_path: Path,
    splits: Sequence[str] | None = None,
    label_column: str | None = None,
) -> EvalReport:
    """Score a prediction file (JSONL or TSV) against a corpus directory.

    With no ``splits``, the gold splits that the predictions touch are scored (all of them
    when they touch none), so a dev+test prediction file is not charged with every train pair.
    """
    gold_dir, predictions_path = Path(gold_dir), Path(predictions_path)
    predictions = read_predictions(predictions_path, label_column)
    gold = read_corpus(gold_dir)
    if splits:
        chosen = chosen_splits(gold_dir, splits)
    else:
        touched = set(gold.loc[gold["pair-id"].isin(predictions.keys()), "split"])
        chosen = tuple(split for split in SPLITS if split in touched) or tuple(gold["split"].unique())
    in_scope = gold["split"].isin(chosen)
    report = score(gold[in_scope], predictions, str(gold_dir), str(predictions_path))
    outside = set(gold.loc[~in_scope, "pair-id"])
    report.extra = [pid for pid in report.extra if pid not in outside]
    report.outside_splits = sum(pid in outside for pid in predictions)
    report.corpus_metrics = corpus_metrics(gold_dir, chosen, predictions)
    return report


# --- the source corpora's own metrics -------------------------------------------------------


def mctaco_metrics(gold_records: Iterable[Mapping[str, Any]], predictions: Mapping[str, str]) -> dict[str, Any]:
    """MC-TACO's metrics (percentages; its official evaluator's): EM, the share of questions whose every
    candidate is labelled right, and F1 over each question's entailed ("yes") candidates, macro-averaged
    (no prediction and no gold "yes": 1). Questions are scored over the candidates the corpus holds; a
    candidate without a prediction counts as not-entailed."""
    questions: dict[str, list[tuple[str, str]]] = {}
    for record in gold_records:
        questions.setdefault(record["question-id"], []).append((str(record["pair-id"]), record["label"]))
    exact = f1 = 0.0
    for candidates in questions.values():
        predicted = frozenset(pid for pid, _ in candidates if predictions.get(pid) == ENTAILED)
        gold = frozenset(pid for pid, label in candidates if label == ENTAILED)
        exact += predicted == gold
        f1 += answer_f1(predicted, gold)
    count = len(questions)
    return {"questions": count, "EM": 100 * exact / count if count else None, "F1": 100 * f1 / count if count else None}


def tracie_metrics(gold_records: Iterable[Mapping[str, Any]], predictions: Mapping[str, str]) -> dict[str, Any]:
    """TRACIE's figures (percentages): accuracy, consistency (before/after clusters whose two instances are
    both right) and the story score of its reference evaluator (stories whose every instance is right)."""
    clusters: dict[str, bool] = {}
    stories: dict[str, bool] = {}
    correct = total = 0
    for record in gold_records:
        right = predictions.get(str(record["pair-id"])) == record["label"]
        correct, total = correct + right, total + 1
        clusters[record["cluster-id"]] = clusters.get(record["cluster-id"], True) and right
        stories[record["doc-id"]] = stories.get(record["doc-id"], True) and right

    def share(values: Iterable[bool], whole: int) -> float | None:
        return 100 * sum(values) / whole if whole else None

    return {"pairs": total, "accuracy": 100 * correct / total if total else None, "clusters": len(clusters),
            "consistency": share(clusters.values(), len(clusters)), "stories": len(stories),
            "story score": share(stories.values(), len(stories))}  # fmt: skip


CORPUS_METRICS = {TORQUE: torque_metrics, "mctaco": mctaco_metrics, "tracie": tracie_metrics}


def corpus_metrics(corpus_dir: Path, splits: Iterable[str], predictions: Mapping[str, str]) -> dict[str, Any]:
    """The source corpus's own metrics per split (TORQUE, MC-TACO, TRACIE); empty for any other corpus."""
    metrics = {}
    for split in splits:
        records = split_records(corpus_dir, split)
        first = next(records, None)
        corpus = first.get("corpus") if first is not None else None
        if corpus not in CORPUS_METRICS:  # no metrics of its own: read no further
            continue
        metrics[split] = CORPUS_METRICS[corpus]([first, *records], predictions)
    return metrics
