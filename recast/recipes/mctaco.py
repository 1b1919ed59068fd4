"""MC-TACO -> NLI: one pair per (question, candidate answer); the sentence is the context and the
question and answer made one statement (:func:`recast.questions.statement`) the hypothesis.

Label: entailed when MC-TACO says the answer is likely ("yes"). Every record carries its category
(the template is ``category:<category>``), its question and question id, and the question is its
contrast cluster, from which ``recast eval`` rebuilds MC-TACO's exact match and F1. A candidate whose
statement cannot be made grammatical (a question of another form, an answer of another kind than
asked, a misspelled answer) is counted by reason and makes no pair. MC-TACO has no train split.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lemminflect import getAllLemmas, getInflection

from recast.catalogue import Errors, RecastError, Skip, SkipCounter
from recast.data_sources.mctaco import McTacoQuestion, mctaco_root, read_questions, split_file
from recast.engine import ENTAILED, NOT_ENTAILED
from recast.parse.stage import parse_documents
from recast.pipeline import Pair, PairSource, pair_record
from recast.questions import answer_misspelling, corrected_answer, statement, statement_rules
from recast.recipes.corpus import command_line
from recast.recipes.finish import write_recast
from recast.recipes.run import CorpusInput, CorpusRun
from recast.types import Document, SourceDocument, Token, check_splits

CORPUS = "mctaco"
JOINED = "number joined as the context writes it"
PLURAL_BEFORE_QUANTIFIER = "noun before a floating quantifier made plural as the context writes it"
INFERENCE = "temporal-commonsense"


def _tokens(document: Document) -> tuple[Token, ...]:
    return tuple(token for sentence in document.sentences for token in sentence.tokens)


def candidate_hypothesis(
    question: McTacoQuestion, question_tokens: Sequence[Token], answer: str, answer_tokens: Sequence[Token],
    corrections: Counter[str] | None = None, retense: bool = True, respell: bool = True,
) -> str | Skip:
    """The statement for one candidate, or why there is none; ``corrections`` counts the answers'
    corrected slips by kind; ``retense``: an answer clause takes a past question's tense."""
    if answer_misspelling(answer, f"{question.sentence} {question.question}") is not None:
        return Skip.MCTACO_MISSPELLING
    answer, changes = corrected_answer(answer)
    if corrections is not None:
        corrections.update(changes)
    made = statement(question_tokens, answer_tokens, answer, f"{question.sentence} {question.question}", retense)
    if respell and not isinstance(made, Skip):  # a Skip is a str too
        made, spelled = as_context_writes(made, question.sentence)
        if corrections is not None:
            corrections.update(spelled)
    if isinstance(made, str) and made[:1].isdigit():
        return Skip.MCTACO_NUMERAL_FIRST  # no capital can open it, and an editor would not start a sentence so
    return made


def as_context_writes(made: str, context: str) -> tuple[str, list[str]]:
    """The statement with two slips of the crowd's that the context shows the right form of repaired,
    and the kinds repaired: a number spaced around a mark of ``joined_marks`` ("following 9 / 11" where
    the context writes "9/11"), and a singular noun before a quantifier of ``floating_quantifiers`` and a
    past verb ("The defendant all paid", the context's "defendants"). Copying the context's own spelling
    is safe; without it nothing is changed, as the right form would be a guess."""
    table = statement_rules()
    changes: list[str] = []
    context_words = set(re.findall(r"[\w'’/-]+", context))
    marks = "".join(re.escape(mark) for mark in table["joined_marks"])

    def joined(match: re.Match[str]) -> str:
        whole = f"{match[1]}{match[2]}{match[3]}"
        if re.search(rf"(?<![\w{marks}]){re.escape(whole)}(?![\w{marks}]|[{marks}]\w)", context) is None:
            return match[0]  # "1962 - 1965": the context does not write it, so it stays
        changes.append(JOINED)
        return whole

    made = re.sub(rf"(?<![\w{marks}])(\d[\w]*) ([{marks}]) (\d[\w]*)(?![\w])", joined, made)
    quantifiers = "|".join(table["floating_quantifiers"])

    def plural(match: re.Match[str]) -> str:
        noun, verb = match[2], match[4]
        plurals = getInflection(noun, tag="NNS") or ()
        lemmas = getAllLemmas(verb).get("VERB", ())
        past = any(verb in (getInflection(lemma, tag="VBD") or ()) for lemma in lemmas) and verb not in ("was", "were")
        if noun not in getAllLemmas(noun).get("NOUN", ()) or not plurals or plurals[0] == noun or plurals[0] not in context_words or not past:
            return match[0]  # only a past verb agrees with both numbers, and only the context's plural is sure
        changes.append(PLURAL_BEFORE_QUANTIFIER)
        return f"{match[1]} {plurals[0]} {match[3]} {verb}"

    made = re.sub(rf"\b([Tt]he) ([a-z]+) ({quantifiers}) ([a-z]+)\b", plural, made)
    return made, changes


def question_records(
    question: McTacoQuestion, question_tokens: Sequence[Token], answers: dict[str, Sequence[Token]],
    skips: SkipCounter, license_name: str, corrections: Counter[str] | None = None,
) -> list[dict[str, Any]]:
    origin = PairSource(CORPUS, license_name, question.question_id, question.split, INFERENCE)
    records = []
    made_all = [
        candidate_hypothesis(question, question_tokens, c.answer, answers[c.answer], corrections) for c in question.candidates
    ]
    made_count = Counter(made_all)
    for candidate, made in zip(question.candidates, made_all, strict=True):
        if isinstance(made, str) and made_count[made] > 1:
            # a candidate the crowd wrote in two tenses ("mary stops picking", "mary stopped picking") keeps its
            # own tense when the question's would make it its sibling's duplicate, and so lose a pair
            plain = candidate_hypothesis(question, question_tokens, candidate.answer, answers[candidate.answer], retense=False)
            if isinstance(plain, str) and made_count[plain] == 0:
                made = plain
            else:  # "9 / 11" beside a sibling's "9/11": the crowd's spelling keeps the pair, as no pair may be lost
                unspelled = candidate_hypothesis(question, question_tokens, candidate.answer, answers[candidate.answer], respell=False)
                if isinstance(unspelled, str) and made_count[unspelled] == 0:
                    made = unspelled
                    if corrections is not None:
                        corrections.subtract(as_context_writes(unspelled, question.sentence)[1])
        if isinstance(made, Skip):
            skips.skip(made)
            continue
        label = ENTAILED if candidate.label == "yes" else NOT_ENTAILED
        record = pair_record(origin, Pair(
            f"{CORPUS}:{candidate.candidate_id}", question.sentence, candidate.candidate_id, made, label,
            f"category:{question.category}", [question.question_id], candidate.label,
        ))  # fmt: skip
        record.update({
            "question": question.question,
            "answer": candidate.answer,
            "category": question.category,
            "question-id": question.question_id,
            "cluster-id": question.question_id,
        })  # fmt: skip
        records.append(record)
    return records


def mctaco_texts(data_dir: Path, splits: Sequence[str]) -> tuple[list[McTacoQuestion], list[Document], list[str], list[Document]]:
    """MC-TACO's dev and test questions of ``splits`` and what is parsed of them: each question as a
    document, and each distinct candidate answer (sorted) as a document."""
    questions = read_questions(data_dir, splits)
    answers = sorted({c.answer for q in questions for c in q.candidates})
    return (
        questions, [Document(q.question_id, q.split, q.source_file, q.question) for q in questions],
        answers, [Document(f"answer:{n}", "", "", answer) for n, answer in enumerate(answers)],
    )


def mctaco_splits(splits: Sequence[str]) -> list[str]:
    """The splits made: train alone is an error (MC-TACO has none); with other splits it is left out."""
    check_splits(splits)
    if list(splits) == ["train"]:
        raise RecastError(Errors.E146)
    return [split for split in splits if split != "train"]


def read_mctaco_documents(source: CorpusInput, skips: dict[str, SkipCounter]) -> list[SourceDocument]:
    """What MC-TACO's recipe parses (the registry's ``documents``): its questions, then its candidate answers."""
    _, questions, _, answers = mctaco_texts(source.corpus_data_dir, mctaco_splits(source.splits))
    return [SourceDocument(document, []) for document in questions + answers]


def recast_mctaco(run: CorpusRun) -> dict[str, Any]:
    """MC-TACO's recipe (see :func:`recast.recipes.corpus.recast_corpus`): dev and test into the run's
    ``out_dir``. Asked for train alone it is an error; asked for all splits, train is left out (the
    manifest says so)."""
    splits, parser = mctaco_splits(run.splits), run.parser
    if parser is None:
        raise RecastError(Errors.E039, corpus=run.entry.pretty_name)
    questions, question_documents, answers, answer_documents = mctaco_texts(run.corpus_data_dir, splits)
    parsed = parse_documents(question_documents, parser, run.parse_cache, run.executor)
    parsed_answers = parse_documents(answer_documents, parser, run.parse_cache, run.executor)
    answer_tokens = {answer: _tokens(document) for answer, document in zip(answers, parsed_answers, strict=True)}
    skips = {split: SkipCounter() for split in splits}
    records: dict[str, list[dict[str, Any]]] = {split: [] for split in splits}
    corrections: dict[str, Counter[str]] = {split: Counter() for split in splits}
    for question, document in zip(questions, parsed, strict=True):
        records[question.split] += question_records(
            question, _tokens(document), answer_tokens, skips[question.split], run.entry.license["name"],
            corrections[question.split],
        )
    details = {
        "command": command_line(),
        "parser": parser.describe(),
        "mctaco": {
            "train": "MC-TACO has no train split (its dev set is its only supervision)",
            "questions": {split: sum(q.split == split for q in questions) for split in splits},
            "candidates": {split: sum(len(q.candidates) for q in questions if q.split == split) for split in splits},
            "answers_corrected": {split: dict(sorted((+counts).items())) for split, counts in corrections.items()},
        },
    }
    root = mctaco_root(run.corpus_data_dir)
    return write_recast(run, records, skips, details, [split_file(root, s) for s in splits])
