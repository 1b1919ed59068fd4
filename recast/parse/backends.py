"""Parse backends: each turns a document's raw text into UD CoNLL-U.

- ``stanza`` (default): Stanza's English pipeline (tokenize, mwt, pos, lemma, depparse). Its
  models are never downloaded here; when they are missing the error says how to get them.
- ``udpipe``: a UDPipe 1 model file (``--udpipe-model`` or ``$RECAST_UDPIPE_MODEL``),
  tokenizer with character ranges, tagger and parser.
- ``conllu``: parses made elsewhere, one ``<doc_id>.conllu`` per document in a directory.

A backend's ``identity`` names the model exactly, for the parse cache; ``describe()`` is what a
manifest records (backend, identity, model files and their sha256). ``parse_many`` parses a batch:
Stanza runs it through its pipeline in one bulk call. Parsers pickle without their loaded models,
so a Dask worker receives a light object and loads the model itself.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any, Protocol

import conllu

from recast import settings
from recast.catalogue import Errors, RecastError
from recast.processes import single_threaded_torch
from recast.files import sha256_file
from recast.types import Document

STANZA_PROCESSORS = "tokenize,mwt,pos,lemma,depparse"
# Stanza's own batch sizes are kept: on one CPU thread, depparse batches of 300, 1,000 (its default) and 3,000
# words and pos/lemma batches of 50 and 1,000 parse TE3 platinum within 5 % of each other, to the same trees
# (depparse is ~65 % of the time; docs/PERFORMANCE.md).
DEVICES = ("cpu", "cuda", "auto")
# Bump when stanza_to_conllu changes what it writes, so cached stanza parses are redone.
STANZA_CONVERSION = 2


class Parser(Protocol):
    backend: str
    device: str  # "cpu", or "cuda" for a parser that runs on a GPU (parsed in one process)

    @property
    def identity(self) -> str: ...

    def describe(self) -> dict[str, Any]:
        """What a manifest records: backend, identity and the model files with their sha256."""

    def parse(self, document: Document) -> str:
        """CoNLL-U for ``document.text``."""

    def parse_many(self, documents: Sequence[Document]) -> list[str]:
        """CoNLL-U for each document, in order."""


class _LoadsModels:
    """Pickles without the loaded models (``_loaded`` names them): they are rebuilt where it is unpickled."""

    _loaded: tuple[str, ...] = ()

    def __getstate__(self) -> dict[str, Any]:
        return {key: value for key, value in self.__dict__.items() if key not in self._loaded}


class StanzaParser(_LoadsModels):
    backend = "stanza"
    _loaded = ("pipeline",)

    def __init__(
        self, model_dir: Path | None = None, language: str = "en", package: str = "default", device: str = "cpu"
    ) -> None:
        self.model_dir = Path(model_dir) if model_dir else settings.stanza_dir()
        if device not in DEVICES:
            raise RecastError(Errors.E131, device=device, choices=", ".join(DEVICES))
        self.language, self.package, self.requested_device = language, package, device

    @cached_property
    def device(self) -> str:
        """"cuda" when asked for (or "auto" and a GPU is visible), else "cpu"."""
        if self.requested_device == "cpu":
            return "cpu"
        import torch

        if torch.cuda.is_available():
            return "cuda"
        if self.requested_device == "cuda":
            raise RecastError(Errors.E132)
        return "cpu"

    @cached_property
    def model_files(self) -> dict[str, str]:
        """The folder's resources.json and this language's model files, relative path -> sha256."""
        root = self.model_dir or default_stanza_dir()
        files = [root / "resources.json", *sorted((root / self.language).rglob("*.pt"))]
        return {path.relative_to(root).as_posix(): sha256_file(path) for path in files if path.is_file()}

    @cached_property
    def identity(self) -> str:
        # the models' checksums, not only the folder's name: a retrained model in place is another parse
        models = hashlib.sha256(repr(sorted(self.model_files.items())).encode()).hexdigest()[:16]
        return (
            f"stanza {stanza_version()} {self.language}/{self.package} {STANZA_PROCESSORS} "
            f"dir={self.model_dir or 'default'} models={models} conversion={STANZA_CONVERSION}"
        )

    def describe(self) -> dict[str, Any]:
        return {
            "backend": self.backend, "identity": self.identity, "version": stanza_version(),
            "model_dir": str(self.model_dir or "default"), "model_files": self.model_files,
        }

    @cached_property
    def pipeline(self) -> Any:
        """Loaded on first use, so runs answered from the cache need no models. One torch thread: a
        process parses fastest alone on its core, and the local executor runs one process per core."""
        import stanza

        single_threaded_torch()
        options = {"dir": str(self.model_dir)} if self.model_dir else {}
        try:
            return stanza.Pipeline(
                self.language, package=self.package, processors=STANZA_PROCESSORS, download_method=None,
                logging_level="WARN", use_gpu=self.device == "cuda", **options,
            )
        except FileNotFoundError as error:  # stanza's "resources/language/model not downloaded" errors
            raise RecastError(Errors.E025, reason=error) from None

    def parse(self, document: Document) -> str:
        return self.parse_many([document])[0]

    def parse_many(self, documents: Sequence[Document]) -> list[str]:
        """One bulk call: Stanza batches the sentences of all the documents through each processor."""
        import stanza

        if not documents:
            return []
        parsed = self.pipeline([stanza.Document([], text=document.text) for document in documents])
        return [stanza_to_conllu(doc) for doc in parsed]


def stanza_version() -> str:
    """Stanza's version from its installed metadata: the process that only names the parse (the cache key, the
    manifest) while spawned workers parse never imports Stanza, and so never loads torch."""
    try:
        return version("stanza")
    except PackageNotFoundError:  # what `import stanza` raises, so the CLI names the extra to install
        raise ModuleNotFoundError("No module named 'stanza'", name="stanza") from None


def default_stanza_dir() -> Path:
    import stanza

    return Path(stanza.resources.common.DEFAULT_MODEL_DIR)


def stanza_to_conllu(doc: Any) -> str:
    """A stanza Document as CoNLL-U, each surface token's character offsets as ``TokenRange``."""
    blocks = []
    for number, sentence in enumerate(doc.sentences, start=1):
        # a sentence can span lines ("KENYA:\nTotal Dead: 192"); a CoNLL-U comment cannot
        rows = conllu.TokenList([], metadata={"sent_id": str(number), "text": " ".join(sentence.text.split())})
        for token in sentence.tokens:
            misc = {}
            if token.start_char is not None and token.end_char is not None:
                misc["TokenRange"] = f"{token.start_char}:{token.end_char}"
            if token.spaces_after == "":
                misc["SpaceAfter"] = "No"
            if len(token.words) > 1:
                rows.append(_row((token.words[0].id, "-", token.words[-1].id), token.text, misc=misc))
                rows.extend([_word_row(word, {}) for word in token.words])
            else:
                rows.append(_word_row(token.words[0], misc))
        blocks.append(rows.serialize())
    return "".join(blocks)


def _word_row(word: Any, misc: dict[str, str]) -> dict[str, Any]:
    return _row(
        word.id, word.text, lemma=word.lemma, upos=word.upos, xpos=word.xpos, feats=word.feats,
        head=word.head, deprel=word.deprel, misc=misc,
    )


def _row(row_id: Any, form: str, misc: dict[str, str], **fields: Any) -> dict[str, Any]:
    row = dict.fromkeys(("lemma", "upos", "xpos", "feats", "head", "deprel", "deps"))
    row.update(fields)
    return {"id": row_id, "form": form, **row, "misc": misc or None}


class UDPipeParser(_LoadsModels):
    backend = "udpipe"
    device = "cpu"
    _loaded = ("model", "pipeline")

    def __init__(self, model_path: Path | None = None) -> None:
        configured = Path(model_path) if model_path else settings.udpipe_model()
        if configured is None:
            raise RecastError(Errors.E026)
        self.model_path = configured
        if not self.model_path.is_file():
            raise RecastError(Errors.E027, path=self.model_path, reason="no such file")

    @cached_property
    def model_sha256(self) -> str:
        return sha256_file(self.model_path)

    @cached_property
    def identity(self) -> str:
        return f"udpipe {self.model_path.name} size={self.model_path.stat().st_size} sha256={self.model_sha256}"

    def describe(self) -> dict[str, Any]:
        return {
            "backend": self.backend, "identity": self.identity,
            "model_files": {self.model_path.name: self.model_sha256},
        }

    @cached_property
    def model(self) -> Any:
        from ufal.udpipe import Model

        model = Model.load(str(self.model_path))
        if model is None:
            raise RecastError(Errors.E027, path=self.model_path, reason="not a UDPipe 1 model")
        return model

    @cached_property
    def pipeline(self) -> Any:
        from ufal.udpipe import Pipeline

        # The Pipeline does not own the model: self.model keeps it alive (freeing it crashes).
        return Pipeline(self.model, "tokenizer=ranges", Pipeline.DEFAULT, Pipeline.DEFAULT, "conllu")

    def parse(self, document: Document) -> str:
        from ufal.udpipe import ProcessingError

        error = ProcessingError()
        result = self.pipeline.process(document.text, error)
        if error.occurred():
            raise RecastError(Errors.E028, doc_id=document.doc_id, backend=self.backend, reason=error.message)
        return result

    def parse_many(self, documents: Sequence[Document]) -> list[str]:
        return [self.parse(document) for document in documents]


class ConlluParser:
    backend = "conllu"
    device = "cpu"

    def __init__(self, directory: Path | None) -> None:
        if directory is None or not directory.is_dir():
            raise RecastError(Errors.E031, path=directory)
        self.directory = directory

    @property
    def identity(self) -> str:
        return f"conllu {self.directory.resolve()}"

    def describe(self) -> dict[str, Any]:
        return {"backend": self.backend, "identity": self.identity}

    def path(self, document: Document) -> Path:
        return self.directory / f"{document.doc_id}.conllu"

    def parse(self, document: Document) -> str:
        path = self.path(document)
        if not path.is_file():
            raise RecastError(Errors.E029, doc_id=document.doc_id, path=path)
        return path.read_text(encoding="utf-8")

    def parse_many(self, documents: Sequence[Document]) -> list[str]:
        return [self.parse(document) for document in documents]


BACKENDS = ("stanza", "udpipe", "conllu")


@dataclass(frozen=True)
class ParserOptions:
    """The parse options of the command line (``--parser`` and its model options): what :func:`make_parser`
    builds a parser from. Plain values, so ``recast all`` hands them to its worker processes."""

    backend: str = "stanza"
    udpipe_model: Path | None = None
    stanza_dir: Path | None = None
    conllu_dir: Path | None = None
    device: str = "cpu"


def make_parser(options: ParserOptions) -> Parser:
    """The backend by name, with its option (model file, model directory, parse directory; Stanza's device)."""
    if options.backend == "stanza":
        return StanzaParser(options.stanza_dir, device=options.device)
    if options.backend == "udpipe":
        return UDPipeParser(options.udpipe_model)
    if options.backend == "conllu":
        return ConlluParser(options.conllu_dir)
    raise RecastError(Errors.E024, name=options.backend, choices=", ".join(BACKENDS))
