"""The corpus registry (templates/corpora.json) and profile validation."""

from __future__ import annotations

import inspect
import json
import pickle
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

import recast.recipes.all
import recast.resources
from recast import cli
from recast.catalogue import Errors, RecastError
from recast.parse.backends import ParserOptions
from recast.profiles import Profile
from recast.recipes.all import corpus_folders, fill_caches
from recast.registry import corpus_entry, registry
from recast.resources import load_json, load_validated, template_path
from recast.types import SPLITS, CorpusReader, DocumentSplits


def test_every_entry_names_a_reader_tables_and_a_download_that_exist() -> None:
    downloads = load_json("downloads.json")
    def parameters(function) -> list[tuple[str, object, object]]:
        return [(p.name, p.kind, p.default) for p in inspect.signature(function).parameters.values()]

    reader_parameters = parameters(CorpusReader.__call__)[1:]
    document_splits_parameters = parameters(DocumentSplits.__call__)[1:]
    for name, entry in registry().corpora.items():
        assert parameters(entry.read) == reader_parameters, name  # names, defaults and all: one signature
        if entry.document_splits is not None:
            assert parameters(entry.split_of_document) == document_splits_parameters, name
        for folder, table in (("relations", entry.relations), ("splits", entry.splits)):
            assert table is None or template_path(f"{folder}/{table}.json").is_file(), (name, table)
        assert entry.download is None or entry.download in downloads, name
        assert entry.citations and all(key in registry().citations for key in entry.citations), name


def test_each_entry_is_a_command_with_its_options() -> None:
    runner = CliRunner()
    for name, entry in registry().corpora.items():
        result = runner.invoke(cli.recast, [entry.command, "--help"])
        assert result.exit_code == 0, result.output
        assert entry.summary.split()[0] in result.output
        assert ("--parser" in result.output) == (entry.syntax == "parsed")
        assert ("--data-dir" in result.output) == (not entry.packaged)
        assert "--strict" in result.output


def test_a_raw_text_corpus_without_a_parser_is_an_error() -> None:
    from recast.recipes.corpus import parsed_documents
    from recast.recipes.run import CorpusInput

    with pytest.raises(RecastError, match=r"TempEval-3 \(recast\) is raw text: recasting it needs a parser") as raised:
        parsed_documents(CorpusInput("tempeval3"), [])
    assert raised.value.error is Errors.E039


def test_unknown_corpus_names_the_registry() -> None:
    with pytest.raises(RecastError, match=r"\[E080\] unknown corpus 'nope'.*matres"):
        corpus_entry("nope")


def test_recast_all_makes_every_corpus_it_has_data_for(tmp_path: Path) -> None:
    (tmp_path / "te3").mkdir()
    folders, missing = corpus_folders(tmp_path, {"red": tmp_path / "my-red"})
    assert folders == {"uds-time-duration": None, "uds-time-order": None, "tempeval3": tmp_path,
                       "red": tmp_path / "my-red"}
    assert set(missing) == set(registry().corpora) - set(folders)
    assert "recast download tbdense" in missing["tbdense"] and "matres" in missing["matres"]


def test_recast_all_reads_the_uds_t_cache_once_for_both_datasets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[str] = []
    monkeypatch.setattr(recast.recipes.all, "read_corpus_documents",
                        lambda source, skips: read.append(source.entry.reader))
    folders = {"uds-time-duration": None, "uds-time-order": None}
    fill_caches(folders, ParserOptions(), None, None, announce=lambda line: None)
    assert len(read) == 1  # two readers of one module, one cache: filled once


def test_a_workers_error_reaches_the_parent_whole() -> None:
    error = RecastError(Errors.E100, file="out/train.jsonl", reason="No space left on device")
    rebuilt = pickle.loads(pickle.dumps(error))
    assert type(rebuilt) is RecastError and rebuilt.error is Errors.E100 and str(rebuilt) == str(error)


@pytest.fixture
def templates_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    copy = tmp_path / "templates"
    shutil.copytree(recast.resources.TEMPLATES_DIR, copy)
    monkeypatch.setattr(recast.resources, "TEMPLATES_DIR", copy)
    return copy


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda p: p.pop("casing"), r"profiles/paper.json: casing: Field required"),
        (lambda p: p.update(colour="blue"), r"profiles/paper.json: colour: Unexpected keyword argument"),
        (lambda p: p.update(deduplicate="yes"), r"profiles/paper.json: deduplicate: Input should be a valid boolean"),
        (lambda p: p.update(pair_ids="random"), r"profiles/paper.json: pair_ids: Input should be 'descriptive' or 'counter'"),
        (lambda p: p["duration"].update(lower_offset=1.5), r"profiles/paper.json: duration.lower_offset: Input should be a valid integer"),
    ],
)
def test_a_bad_profile_is_an_error_naming_file_and_key(templates_copy: Path, change, message: str) -> None:
    path = templates_copy / "profiles" / "paper.json"
    profile = json.loads(path.read_text())
    change(profile)
    path.write_text(json.dumps(profile))
    with pytest.raises(RecastError, match=r"\[E012\] templates/" + message):
        load_validated("profiles/paper.json", Profile)


def test_a_reader_says_which_split_holds_each_document_it_reads(tmp_path: Path) -> None:
    from recast.recipes.torque import SHARING_CORPORA

    fixtures = Path(__file__).parent / "fixtures"
    for name in ("te3", "tbdense"):
        shutil.copytree(fixtures / "timeml" / name, tmp_path / name)
    shutil.copytree(fixtures / "matres", tmp_path / "matres")
    for corpus in SHARING_CORPORA:  # TORQUE's recipe asks these
        entry = corpus_entry(corpus)
        read = {source.document.doc_id: source.document.split for source in entry.read(tmp_path, SPLITS, {})}
        assert read and entry.split_of_document(tmp_path) == read, corpus
    with pytest.raises(RecastError) as raised:
        corpus_entry("red").split_of_document
    assert raised.value.error is Errors.E147


def test_a_run_takes_only_the_options_its_recipe_takes() -> None:
    from recast.recipes.run import CorpusInput

    assert CorpusInput("tempeval3", options={"skip_unknown": True, "closure": True}).option("closure") is True
    assert CorpusInput("torque", options={"split_dev_by_document": True}).option("split_dev_by_document") is True
    for corpus, options in (("torque", {"split_dev_by_documents": True}), ("tracie", {"closure": True}),
                            ("mctaco", {"variant": "iid"})):
        with pytest.raises(RecastError) as raised:
            CorpusInput(corpus, options=options)
        assert raised.value.error is Errors.E148 and next(iter(options)) in str(raised.value), corpus
    with pytest.raises(RecastError) as raised:
        CorpusInput("nope")
    assert raised.value.error is Errors.E080
