"""TORQUE questions as hypotheses, and TORQUE's own metrics over recast predictions.

A question becomes a hypothesis surface with one slot, ``{X}``, for the candidate event's phrase:
the three warm-up questions have fixed surfaces; any other question keeps its words, with the
event phrase in place of its subject wh-phrase ("What might happen after the merger?" ->
"{X} might happen after the merger."). The rules are data (``templates/torque.json``).

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

import json
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from lemminflect import getAllLemmas, getInflection

from recast.catalogue import Skip
from recast.engine import ENTAILED
from recast.resources import load_json

CORPUS = "torque"
Modality = Literal["none", "hedged", "future", "negated"]
MODALITY_ORDER: tuple[Modality, ...] = ("negated", "hedged", "future")  # the first class found wins
CONSISTENCY_F1 = 0.8
WORD = re.compile(r"\*not\*|n't|'ll|[a-z]+(?:'[a-z]+)?")


@dataclass(frozen=True)
class QuestionForm:
    """What a question becomes: a surface with an ``{X}`` slot and what the records say about it."""

    surface: str  # for a singular candidate
    plural_surface: str  # for a plural candidate ("The sanctions have already finished.")
    template: str  # warm-up:<kind> or question:<relation word>
    warm_up: bool
    modality: Modality


@cache
def rules() -> dict[str, Any]:
    return load_json("torque.json")


def words(text: str) -> list[str]:
    """Lower-cased words, contractions split as the word lists write them ("didn't" -> did, n't)."""
    return WORD.findall(re.sub(r"n't\b", " n't", text.lower()))


def _holds(phrase: str, question_words: list[str]) -> bool:
    wanted = phrase.split()
    return any(question_words[i : i + len(wanted)] == wanted for i in range(len(question_words) - len(wanted) + 1))


def modality(question: str) -> Modality:
    question_words = words(question)
    for kind in MODALITY_ORDER:
        if any(_holds(phrase, question_words) for phrase in rules()["modality"][kind]):
            return kind
    return "none"


def _relation(question: str) -> str:
    question_words = words(question)
    return next((word for word in rules()["relations"] if _holds(word, question_words)), "other")


def _can_be_verb(word: str) -> bool:
    return bool({"VERB", "AUX"} & getAllLemmas(word).keys())


def _predicate_start(rest: list[str]) -> bool:
    """Whether ``rest`` (the words after the subject) starts a predicate, not an inverted question
    ("did not happen" vs "did the police do")."""
    table = rules()
    auxiliaries, adverbs = set(table["auxiliaries"]), set(table["adverbs"])
    position = 0
    while position < len(rest) and rest[position] in adverbs:
        position += 1
    if position < len(rest) and rest[position] not in auxiliaries:
        return _can_be_verb(rest[position])
    position += 1  # the auxiliary: what follows it (past adverbs) must be a verb, not a subject
    while position < len(rest) and rest[position] in adverbs:
        position += 1
    if position == len(rest):
        return False
    word = rest[position]
    if word in set(table["predicatives"]):  # "has to happen", "is nearly certain to happen"
        return True
    return word not in set(table["noun_phrase_starters"]) and "'" not in word and _can_be_verb(word)


def _agree(verb: str, subject: str, candidate: str) -> str:
    """The verb right after the subject, agreeing with a ``candidate`` that is singular or plural
    ("What events have ..." about "the saying" -> "has"); ``subject`` is the question's own number."""
    agreed = rules()["agreement"][candidate].get(verb.lower())
    if agreed is not None:
        return agreed if verb.islower() else agreed.capitalize()
    lemmas = getAllLemmas(verb.lower()).get("VERB", ()) if verb.isalpha() else ()
    if candidate == "singular" and subject == "plural" and verb.lower() in lemmas:
        return (getInflection(verb.lower(), tag="VBZ") or (verb,))[0]  # "events happen" -> "happens"
    if candidate == "plural":
        base = next((lemma for lemma in lemmas if getInflection(lemma, tag="VBZ") == (verb.lower(),)), None)
        return base or verb  # "happens" -> "happen"
    return verb


def _surface(prefix: str, rest: list[str]) -> str:
    """A format string: braces in the question are escaped, the subject slot is ``{X}``."""

    def escaped(text: str) -> str:
        return text.replace("{", "{{").replace("}", "}}")

    return f"{escaped(prefix)}{{X}} {escaped(' '.join(rest))}."


@cache
def question_form(question: str) -> QuestionForm | Skip:
    """The hypothesis surfaces for ``question``, or why it has none."""
    text = " ".join(question.split())
    table = rules()
    if text in table["warm_up"]:
        warm = table["warm_up"][text]
        return QuestionForm(warm["surface"], warm["plural_surface"], f"warm-up:{warm['kind']}", True, warm["modality"])
    body = re.sub(r"\s*\?+$", "", text)
    lead = re.match(table["lead_in"], body, flags=re.IGNORECASE)
    prefix = lead.group(0) if lead else ""
    body = body[len(prefix) :]
    lowered = body.lower()
    subject = next(
        (s for s in sorted(table["subjects"], key=len, reverse=True) if lowered.startswith(s + " ")), None
    )
    if subject is None:
        return Skip.TORQUE_OTHER_QUESTION
    rest = body[len(subject) + 1 :].split(" ")
    rest_words = words(" ".join(rest))
    if not rest_words:
        return Skip.TORQUE_OTHER_QUESTION
    if not _predicate_start(rest_words):
        first = rest_words[0]
        return Skip.TORQUE_OBJECT_QUESTION if first in set(table["auxiliaries"]) else Skip.TORQUE_OTHER_QUESTION
    number = table["subjects"][subject]
    singular, plural = ([_agree(rest[0], number, candidate), *rest[1:]] for candidate in ("singular", "plural"))
    return QuestionForm(
        _surface(prefix, singular), _surface(prefix, plural), f"question:{_relation(text)}", False, modality(text)
    )


def _lemmas(word: str) -> set[str]:
    return {word, *(lemma for lemmas in getAllLemmas(word).values() for lemma in lemmas)}


def names_candidate(question: str, span: str) -> bool:
    """Whether the question's anchor -- what follows its first relation word ("before", "while"...),
    or, without one, its words other than auxiliaries -- holds the candidate's own word in any form
    (a self-reference: "What happened after the dollar opened?" about "opened", "... while Jiang was
    saying" about "said"). Warm-up questions name no event."""
    if " ".join(question.split()) in rules()["warm_up"]:
        return False
    question_words = words(question)
    starts = [i for i, word in enumerate(question_words) if word in set(rules()["relations"])]
    if starts:
        anchor = question_words[starts[0] + 1 :]
    else:
        anchor = [word for word in question_words if word not in set(rules()["auxiliaries"])]
    named = {lemma for word in anchor for lemma in _lemmas(word)}
    span_words = words(span)
    return bool(span_words) and all(_lemmas(word) & named for word in span_words)


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


def corpus_metrics(corpus_dir: Path, splits: Iterable[str], predictions: Mapping[str, str]) -> dict[str, Any]:
    """TORQUE's metrics per split when ``corpus_dir`` is a recast TORQUE corpus; empty for any other."""
    metrics = {}
    for split in splits:
        with open(Path(corpus_dir) / f"{split}.jsonl", encoding="utf-8") as handle:
            first = handle.readline()
            if not first.strip() or json.loads(first).get("corpus") != CORPUS:  # not TORQUE: read no further
                continue
            records = [json.loads(first), *(json.loads(line) for line in handle if line.strip())]
        metrics[split] = torque_metrics(records, predictions)
    return metrics
