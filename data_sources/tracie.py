"""TRACIE (Zhou et al., NAACL 2021): start- and end-point questions about implicit events in stories.

``tracie/<variant>/`` (github.com/allenai/tracie, ``data/``) holds one instance a line:
``event: <hypothesis> story: <story>\\tanswer: positive|negative``, where the hypothesis reads
"<implicit event> starts|ends before|after <explicit event, lemmatised>". Two variants: ``iid``
(``tracie_train.txt``, ``tracie_test.txt``) and ``uniform-prior`` (``tracie_train_uniform_prior.txt``
re-balanced so that before/after carries no prior; the same test file). No dev split is published:
:func:`dev_stories` holds one out of train by story.

An instance is identified by its file and line (``<variant>:train:<line>``, ``test:<line>``: the test
file is the same in both variants). The instances over one story, implicit event, point and explicit
event are one before/after contrast cluster.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator, MutableMapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from recast.catalogue import Errors, RecastError, SkipCounter
from recast.data_sources.base import splits_read
from recast.data_sources.text import decode_utf8, read_bytes
from recast.types import Document, SourceDocument, check_splits

FOLDER = "tracie"
VARIANTS = {  # variant -> (folder, train file, test file)
    "iid": ("iid", "tracie_train.txt", "tracie_test.txt"),
    "uniform-prior": ("uniform-prior", "tracie_train_uniform_prior.txt", "tracie_test.txt"),
}
LINE = re.compile(r"event: (?P<hypothesis>.+?) story: (?P<story>.+)\tanswer: (?P<answer>positive|negative)")
RELATION = re.compile(r" (?P<point>starts|ends) (?P<relation>before|after) ")
DEV_SHARE = 10  # one train story in DEV_SHARE goes to dev


@dataclass(frozen=True)
class TracieInstance:
    instance_id: str  # "<variant>:train:<line>" or "test:<line>"
    split: str  # train, dev (held out of train) or test
    source_file: str
    line: int
    story: str
    hypothesis: str  # as TRACIE wrote it
    implicit: str  # the implicit event, before "starts|ends"
    point: str  # start or end (of the implicit event)
    relation: str  # before or after
    explicit: str  # the explicit event, after "before|after"
    answer: str  # positive or negative

    @property
    def story_id(self) -> str:
        return story_id(self.story)

    @property
    def cluster_key(self) -> tuple[str, str, str, str]:
        """The before/after contrast cluster: same story, implicit event, point and explicit event."""
        return (self.story, self.implicit, self.point, self.explicit)


def story_id(story: str) -> str:
    return "story-" + hashlib.sha256(story.encode("utf-8")).hexdigest()[:12]


def tracie_root(data_dir: Path) -> Path:
    """``data_dir/tracie`` when there is one, else ``data_dir``."""
    return data_dir / FOLDER if (data_dir / FOLDER).is_dir() else data_dir


def split_file(root: Path, variant: str, split: str) -> Path:
    if variant not in VARIANTS:
        raise RecastError(Errors.E143, variant=variant, choices=", ".join(VARIANTS))
    folder, train, test = VARIANTS[variant]
    path = root / folder / (test if split == "test" else train)
    if not path.is_file():
        raise RecastError(Errors.E140, variant=variant, split=split, path=path, folder=folder, root=root)
    return path


def parse_line(path: Path, number: int, text: str, instance_id: str, split: str) -> TracieInstance:
    """One line as an instance; a line of another shape is an error naming the file and line."""
    match = LINE.fullmatch(text)
    if match is None:
        raise RecastError(Errors.E141, file=path, line=number)
    hypothesis = match["hypothesis"]
    relation = RELATION.search(hypothesis)
    if relation is None or not hypothesis[: relation.start()].strip() or not hypothesis[relation.end() :].strip():
        raise RecastError(Errors.E142, file=path, line=number, hypothesis=hypothesis)
    return TracieInstance(
        instance_id=instance_id, split=split, source_file=path.name, line=number, story=match["story"],
        hypothesis=hypothesis, implicit=hypothesis[: relation.start()].strip(),
        point="start" if relation["point"] == "starts" else "end", relation=relation["relation"],
        explicit=hypothesis[relation.end() :].strip(), answer=match["answer"],
    )  # fmt: skip


def read_file(path: Path, prefix: str, split: str) -> list[TracieInstance]:
    text = decode_utf8(read_bytes(path), path)
    return [
        parse_line(path, number, line, f"{prefix}:{number}", split)
        for number, line in enumerate(text.split("\n"), start=1)
        if line.strip()
    ]


def dev_stories(instances: Sequence[TracieInstance]) -> frozenset[str]:
    """The train stories held out as dev: every story of train in sha256 order of its text, one in
    DEV_SHARE (the first, the eleventh, ...), so dev is fixed by the train file alone and a story is
    never on both sides."""
    stories = sorted({i.story for i in instances}, key=lambda s: hashlib.sha256(s.encode("utf-8")).hexdigest())
    return frozenset(stories[::DEV_SHARE])


def read_instances(data_dir: Path, splits: Sequence[str], variant: str = "iid") -> list[TracieInstance]:
    """The instances of ``splits`` (train, dev, test), in file order; dev and train both come from
    the variant's train file, divided by story (:func:`dev_stories`)."""
    check_splits(splits)
    root = tracie_root(Path(data_dir))
    instances: list[TracieInstance] = []
    if {"train", "dev"} & set(splits):
        train = read_file(split_file(root, variant, "train"), f"{variant}:train", "train")
        held_out = dev_stories(train)
        for instance in train:
            split = "dev" if instance.story in held_out else "train"
            if split in splits:
                instances.append(instance if split == "train" else replace(instance, split="dev"))
    if "test" in splits:
        instances += read_file(split_file(root, variant, "test"), "test", "test")
    return instances


def read_tracie(
    data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool = False
) -> Iterator[SourceDocument]:
    """The registry's reader: one document per story of ``splits`` of the iid variant (its text the
    story), in file order. The recipe reads the instances themselves with :func:`read_instances`."""
    splits_read(splits, skips, strict)  # a malformed line is always an error: no quirks to count
    variant = "iid"
    seen: set[tuple[str, str]] = set()
    for instance in read_instances(data_dir, splits, variant):
        if (instance.split, instance.story) in seen:
            continue
        seen.add((instance.split, instance.story))
        document = Document(instance.story_id, instance.split, instance.source_file, instance.story)
        yield SourceDocument(document, [], inputs=(tracie_root(Path(data_dir)) / VARIANTS[variant][0] / instance.source_file,))
