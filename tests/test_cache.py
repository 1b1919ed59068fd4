"""The phrase cache: named by everything a phrase depends on, never trusted when damaged."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from recast import cache
from recast.cache import PhraseCache
from recast.catalogue import Skip
from recast.generator import EventPhrase
from recast.parse.backends import ConlluParser
from recast.profiles import load_profile
from recast.recipes.corpus import known_phrases
from recast.recipes.run import CorpusRun
from recast.templates import TEMPLATES_DIR


def test_an_edited_template_file_changes_the_code_fingerprint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copy = tmp_path / "templates"
    shutil.copytree(TEMPLATES_DIR, copy)
    monkeypatch.setattr(cache, "TEMPLATES_DIR", copy)
    before = cache.code_fingerprint.__wrapped__()
    assert cache.code_fingerprint.__wrapped__() == before  # stable while nothing changes
    rules = copy / "generator" / "phrases.json"
    rules.write_text(rules.read_text().replace('"make"', '"mkae"', 1))
    assert cache.code_fingerprint.__wrapped__() != before


def test_phrases_are_kept_per_inputs_and_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RECAST_CACHE_DIR", str(tmp_path / "cache"))
    source = tmp_path / "doc.tml"
    source.write_text("<TimeML>Shares fell.</TimeML>")
    paper = load_profile("paper")
    first = PhraseCache.for_run("tempeval3", paper, [source], {"backend": "udpipe"})
    assert first.phrase(("d", "e1", (0,), False), lambda: EventPhrase("the", ("falling",))) == EventPhrase("the", ("falling",))
    assert first.phrase(("d", "e2", (0,), False), lambda: Skip.FRAGMENT) is Skip.FRAGMENT
    first.save()
    again = PhraseCache.for_run("tempeval3", paper, [source], {"backend": "udpipe"})
    assert again.phrases == first.phrases and not again.added
    release = load_profile("release-2020")
    assert PhraseCache.for_run("tempeval3", release, [source], {"backend": "udpipe"}).phrases == {}
    assert PhraseCache.for_run("tempeval3", paper, [source], {"backend": "stanza"}).phrases == {}
    source.write_text("<TimeML>Shares rose.</TimeML>")  # same path, new content: other trees, other phrases
    edited = PhraseCache.for_run("tempeval3", paper, [source], {"backend": "udpipe"})
    assert edited.phrases == {} and edited.path != first.path


def test_the_users_own_conllu_files_are_never_cached(tmp_path: Path) -> None:
    parser = ConlluParser(tmp_path)
    run = CorpusRun("tempeval3", parser=parser, profile=load_profile("paper"), out_dir=tmp_path / "out")
    phrases = known_phrases(run, [])
    assert phrases.path is None
