"""MC-TACO (Zhou et al., EMNLP 2019): temporal-commonsense questions with candidate answers.

``mctaco/dev_3783.tsv`` and ``mctaco/test_9442.tsv`` (github.com/CogComp/MCTACO, ``dataset/``) hold one
candidate answer a line, TAB-separated: ``sentence, question, answer (lower case), yes|no, category``.
The lines of one question follow each other; a question is identified by its file's split and the line
of its first candidate (``dev:1``), a candidate by its line (``dev:1:3``). There is no train split.
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from recast.catalogue import Errors, RecastError, SkipCounter
from recast.data_sources.base import splits_read
from recast.data_sources.text import decode_utf8, read_bytes
from recast.types import Document, SourceDocument, check_splits

FOLDER = "mctaco"
FILES = {"dev": "dev_3783.tsv", "test": "test_9442.tsv"}
CATEGORIES = ("Event Duration", "Event Ordering", "Frequency", "Stationarity", "Typical Time")
LABELS = ("yes", "no")
FIELDS = 5


@dataclass(frozen=True)
class Candidate:
    candidate_id: str  # "<split>:<question line>:<line>"
    line: int
    answer: str
    label: str  # yes or no


@dataclass(frozen=True)
class McTacoQuestion:
    question_id: str  # "<split>:<line of its first candidate>"
    split: str
    source_file: str
    sentence: str
    question: str
    category: str
    candidates: tuple[Candidate, ...]


def mctaco_root(data_dir: Path) -> Path:
    """``data_dir/mctaco`` when there is one, else ``data_dir``."""
    return data_dir / FOLDER if (data_dir / FOLDER).is_dir() else data_dir


def split_file(root: Path, split: str) -> Path:
    if split == "train":
        raise RecastError(Errors.E146)
    path = root / FILES[split]
    if not path.is_file():
        raise RecastError(Errors.E144, split=split, path=path, name=FILES[split], root=root)
    return path


def _fields(path: Path, number: int, line: str) -> list[str]:
    fields = line.split("\t")
    if len(fields) != FIELDS:
        reason = f"expected {FIELDS} tab-separated fields (sentence, question, answer, yes|no, category), found {len(fields)}"
        raise RecastError(Errors.E145, file=path, line=number, reason=reason)
    sentence, question, answer, label, category = (field.strip() for field in fields)
    if label not in LABELS:
        raise RecastError(Errors.E145, file=path, line=number, reason=f"label {label!r} is neither yes nor no")
    if category not in CATEGORIES:
        reason = f"category {category!r} is none of {', '.join(CATEGORIES)}"
        raise RecastError(Errors.E145, file=path, line=number, reason=reason)
    if not (sentence and question and answer):
        raise RecastError(Errors.E145, file=path, line=number, reason="an empty sentence, question or answer")
    return [sentence, question, answer, label, category]


def read_split(root: Path, split: str) -> list[McTacoQuestion]:
    """The questions of one split file, in file order, each with its candidates."""
    path = split_file(root, split)
    text = decode_utf8(read_bytes(path), path)
    questions: list[McTacoQuestion] = []
    current: list[tuple[int, list[str]]] = []

    def close() -> None:
        if current:
            first, (sentence, question, _, _, category) = current[0]
            question_id = f"{split}:{first}"
            candidates = tuple(
                Candidate(f"{question_id}:{number}", number, fields[2], fields[3]) for number, fields in current
            )
            questions.append(McTacoQuestion(question_id, split, path.name, sentence, question, category, candidates))

    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        fields = _fields(path, number, line.rstrip("\r"))
        if current and current[0][1][:2] != fields[:2]:
            close()
            current = []
        elif current and current[0][1][4] != fields[4]:
            reason = f"category {fields[4]!r} differs from its question's {current[0][1][4]!r} (line {current[0][0]})"
            raise RecastError(Errors.E145, file=path, line=number, reason=reason)
        current.append((number, fields))
    close()
    return questions


def read_questions(data_dir: Path, splits: Sequence[str]) -> list[McTacoQuestion]:
    """The questions of ``splits`` (dev, test; train is an error that says there is none)."""
    check_splits(splits)
    root = mctaco_root(Path(data_dir))
    return [question for split in splits for question in read_split(root, split)]


def read_mctaco(
    data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool = False
) -> Iterator[SourceDocument]:
    """The registry's reader: one document per question, its text the question (what the parse stage
    parses); asking for train, which MC-TACO has not, reads dev and test only when they are asked too."""
    root = mctaco_root(Path(data_dir))
    wanted = [split for split in splits if split != "train"] if len(splits) > 1 else list(splits)
    splits_read(wanted, skips, strict)  # a malformed line is always an error: no quirks to count
    for question in read_questions(data_dir, wanted):
        document = Document(question.question_id, question.split, question.source_file, question.question)
        yield SourceDocument(document, [], inputs=(root / question.source_file,))
