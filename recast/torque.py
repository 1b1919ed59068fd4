"""TORQUE's own metrics over recast predictions (its questions become hypotheses in
:mod:`recast.questions`).

The metrics are TORQUE's (Ning et al. 2020; the official evaluation, github.com/rujunhan/TORQUE
``code/eval.py``), over the answer set a model predicts for each question -- the candidates whose
pair it predicts entailed:

- EM: the share of questions whose predicted set equals one of the question's reference answers;
- F1: per question the best F1 against any reference answer (both empty: 1), macro-averaged;
- C (consistency): the share of contrast clusters with at least two questions in which every
  question has F1 >= 0.8.

The reference answers are the agreed answer (the gold labels) and each annotator's answer from
``individual_answers``, all restricted to the question's candidates (the pairs the corpus holds;
each record carries its annotators' votes in ``annotator-answers``). The agreed answer is a
majority vote per event, and on TORQUE dev 7 questions' majority answer is no single annotator's
answer: the official script, which counts annotators' answers only, scores the gold answers
themselves below 100 % EM there. Its figures are reported too, as ``EM-annotators`` and
``F1-annotators`` (every annotator counts; the official ``process_dev.py`` also drops an item's
annotators after the first empty answer), beside ``EM-agreed`` and ``F1-agreed`` (the agreed
answer alone).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from recast.engine import ENTAILED

CORPUS = "torque"
CONSISTENCY_F1 = 0.8


# --- metrics ---------------------------------------------------------------------------------


def answer_f1(predicted: frozenset[str], gold: frozenset[str]) -> float:
    """F1 of a predicted answer set against a gold one; both empty is a perfect answer."""
    if not predicted and not gold:
        return 1.0
    overlap = len(predicted & gold)
    if overlap == 0:
        return 0.0
    precision, recall = overlap / len(predicted), overlap / len(gold)
    return 2 * precision * recall / (precision + recall)


@dataclass
class _QuestionGold:
    cluster: str
    candidates: list[str]  # pair ids
    agreed: set[str]  # pair ids labelled entailed
    annotators: list[set[str]]


def _questions(gold_records: Iterable[Mapping[str, Any]]) -> dict[str, _QuestionGold]:
    questions: dict[str, _QuestionGold] = {}
    for record in gold_records:
        pair_id = str(record["pair-id"])
        votes = record["annotator-answers"]
        question = questions.setdefault(
            record["question-id"], _QuestionGold(record["cluster-id"], [], set(), [set() for _ in votes])
        )
        question.candidates.append(pair_id)
        if record["label"] == ENTAILED:
            question.agreed.add(pair_id)
        for chosen, answer in zip(votes, question.annotators, strict=True):
            if chosen:
                answer.add(pair_id)
    return questions


def torque_metrics(gold_records: Iterable[Mapping[str, Any]], predictions: Mapping[str, str]) -> dict[str, Any]:
    """TORQUE's EM, F1 and C (percentages) for ``predictions`` (pair id as a string -> label) on the
    questions of ``gold_records`` (TORQUE corpus records). A candidate without a prediction counts as
    predicted not-entailed, so a partial prediction file cannot score higher."""
    questions = _questions(gold_records)
    scores: dict[str, list[tuple[bool, float]]] = {"": [], "-annotators": [], "-agreed": []}
    clusters: dict[str, list[float]] = defaultdict(list)
    for question in questions.values():
        predicted = frozenset(pid for pid in question.candidates if predictions.get(pid) == ENTAILED)
        annotators = [frozenset(answer) for answer in question.annotators]
        agreed = frozenset(question.agreed)
        for suffix, references in (("", [agreed, *annotators]), ("-annotators", annotators), ("-agreed", [agreed])):
            scores[suffix].append(_best_match(predicted, references))
        clusters[question.cluster].append(scores[""][-1][1])
    contrast = [f1s for f1s in clusters.values() if len(f1s) > 1]
    consistent = sum(all(f1 >= CONSISTENCY_F1 for f1 in f1s) for f1s in contrast)

    def share(part: float, whole: int) -> float | None:
        return 100.0 * part / whole if whole else None

    metrics: dict[str, Any] = {"questions": len(questions), "clusters": len(contrast)}
    for suffix, matches in scores.items():
        metrics[f"EM{suffix}"] = share(sum(exact for exact, _ in matches), len(questions))
        metrics[f"F1{suffix}"] = share(sum(f1 for _, f1 in matches), len(questions))
        if not suffix:
            metrics["C"] = share(consistent, len(contrast))
    return metrics


def _best_match(predicted: frozenset[str], references: list[frozenset[str]]) -> tuple[bool, float]:
    """Whether ``predicted`` equals a reference answer, and its best F1 against one (0 with none)."""
    return any(predicted == answer for answer in references), max(
        (answer_f1(predicted, answer) for answer in references), default=0.0
    )
