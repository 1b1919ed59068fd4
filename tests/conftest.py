"""Shared test fixtures: where the shared data lives, and UD sentences from CoNLL-U text."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import conllu
import pytest

from recast.types import Document, Event, Sentence, SourceDocument, TemporalLink, Token

REPO = Path(__file__).resolve().parents[1]


def shared_data_dir() -> Path:
    return Path(os.environ.get("RECAST_DATA_DIR", REPO.parent / "shared" / "data" / "raw"))


@pytest.fixture
def corpus_root(tmp_path: Path) -> Path:
    """A writable copy of tests/fixtures/corpus: <profile>/<corpus>/ directories as recast finishes
    them (splits, finalized manifest, dataset card), cut from real UDS-T output."""
    root = tmp_path / "output"
    shutil.copytree(REPO / "tests" / "fixtures" / "corpus", root)
    return root


@pytest.fixture(scope="session")
def udpipe_model() -> Path:
    """The UDPipe model the parse tests use: $RECAST_UDPIPE_MODEL, else the shared one."""
    path = Path(os.environ.get("RECAST_UDPIPE_MODEL", REPO.parent / "shared" / "models" / "udpipe" / "en_ewt-ud.udpipe"))
    if not path.is_file():
        pytest.skip(f"UDPipe model not found at {path} (set RECAST_UDPIPE_MODEL)")
    return path


@pytest.fixture
def data_dir() -> Path:
    path = shared_data_dir()
    if not path.is_dir():
        pytest.skip(f"shared data not found at {path} (set RECAST_DATA_DIR)")
    return path


def ud_sentence(text: str, copula_heads: frozenset[int] = frozenset(), sent_id: str = "s1") -> Sentence:
    """A Sentence from compact CoNLL-U rows ``ID FORM LEMMA UPOS XPOS HEAD DEPREL`` (FEATS, DEPS, MISC empty)."""
    rows = "\n".join(
        "\t".join([*fields[:5], "_", *fields[5:7], "_", "_"])
        for fields in (line.split() for line in text.strip().splitlines())
    )
    (parsed,) = conllu.parse(rows + "\n\n")
    tokens = tuple(
        Token(index=t["id"], form=t["form"], lemma=t["lemma"], upos=t["upos"], xpos=t["xpos"] or "_",
              head=t["head"], deprel=t["deprel"])
        for t in parsed
        if isinstance(t["id"], int)
    )
    return Sentence(sent_id=sent_id, tokens=tokens, copula_heads=copula_heads)


def triple(read: SourceDocument) -> tuple[Document, list[Event], list[TemporalLink]]:
    """A reader's document, events and links, for tests that look at all three."""
    return read.document, read.events, read.links


# A small data folder in the corpora's own formats, cut from ../shared/data/raw: a few TempEval-3
# documents (TB-D train, dev and test, a TE3 dev document, an AQUAINT and a platinum one), the TB-D and
# MATRES rows for them, TORQUE dev passages of two documents (so --split-dev-by-document has a side each), and the
# first lines of the TRACIE and MC-TACO files.
SMALL_TIMEBANK = ("ea980120.1830.0456", "CNN19980223.1130.0960", "CNN19980126.1600.1104", "PRI19980205.2000.1890")
SMALL_AQUAINT = ("APW19980809.0700",)
SMALL_PLATINUM = ("CNN_20130321_821",)
SMALL_TORQUE = ("docid_wsj_0533", "docid_XIE19980821.0077")
SMALL_LINES = 60  # of each TRACIE and MC-TACO file


def build_small_data(raw: Path, target: Path) -> Path:
    import json

    documents = (*SMALL_TIMEBANK, *SMALL_AQUAINT, *SMALL_PLATINUM)
    for part, names in (("TBAQ-cleaned/TimeBank", SMALL_TIMEBANK), ("TBAQ-cleaned/AQUAINT", SMALL_AQUAINT),
                        ("te3-platinum", SMALL_PLATINUM)):
        (target / "te3" / part).mkdir(parents=True)
        for name in names:
            shutil.copy(raw / "te3" / part / f"{name}.tml", target / "te3" / part / f"{name}.tml")
    for folder, names in (("tbdense", ("TimebankDense.T3.txt",)), ("matres", ("timebank.txt", "aquaint.txt", "platinum.txt"))):
        (target / folder).mkdir()
        for name in names:
            lines = (raw / folder / name).read_text(encoding="utf-8").splitlines(keepends=True)
            (target / folder / name).write_text("".join(l for l in lines if l.split("\t")[0] in documents), encoding="utf-8")
    for folder, names in (("tracie", ("iid/tracie_train.txt", "iid/tracie_test.txt", "uniform-prior/tracie_test.txt",
                                      "uniform-prior/tracie_train_uniform_prior.txt")),
                          ("mctaco", ("dev_3783.tsv", "test_9442.tsv"))):
        for name in names:  # the first lines: TRACIE's before/after pairs and MC-TACO's candidates are adjacent
            (target / folder / name).parent.mkdir(parents=True, exist_ok=True)
            lines = (raw / folder / name).read_text(encoding="utf-8").splitlines(keepends=True)
            (target / folder / name).write_text("".join(lines[:SMALL_LINES]), encoding="utf-8")
    (target / "torque").mkdir()
    passages = json.loads((raw / "torque" / "dev.json").read_text(encoding="utf-8"))
    kept = {key: value for key, value in passages.items() if key.split("_sentid")[0] in SMALL_TORQUE}
    (target / "torque" / "dev.json").write_text(json.dumps(kept), encoding="utf-8")
    return target


@pytest.fixture(scope="session")
def small_data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    raw = shared_data_dir()
    if not raw.is_dir():
        pytest.skip(f"shared data not found at {raw} (set RECAST_DATA_DIR)")
    return build_small_data(raw, tmp_path_factory.mktemp("small-data"))


@pytest.fixture(scope="session")
def stanza_dir() -> Path:
    """The Stanza model folder of the default parser's tests: $RECAST_STANZA_DIR, else the shared one."""
    path = Path(os.environ.get("RECAST_STANZA_DIR", REPO.parent / "shared" / "models" / "stanza"))
    if not (path / "resources.json").is_file():
        pytest.skip(f"Stanza models not found at {path} (set RECAST_STANZA_DIR)")
    return path


@pytest.fixture(scope="session")
def user_environment(tmp_path_factory: pytest.TempPathFactory, stanza_dir: Path, udpipe_model: Path) -> dict[str, str]:
    """A new user's environment: the models configured, an empty cache folder (cold at its first use in the
    session), and no data directory unless a command names one."""
    env = {**os.environ, "RECAST_CACHE_DIR": str(tmp_path_factory.mktemp("user-cache")),
           "RECAST_STANZA_DIR": str(stanza_dir), "RECAST_UDPIPE_MODEL": str(udpipe_model)}
    env.pop("RECAST_DATA_DIR", None)
    return env
