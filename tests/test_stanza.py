"""Stanza, the default parser, for real: the shared small English pipeline on TE3 and TB-D dev.

Needs the Stanza folder ($RECAST_STANZA_DIR, default ../shared/models/stanza), the UDPipe model
and the shared data; each is skipped when absent. The module parses TE3 dev (19 documents, ~8k
words) and TB-D dev once per backend into one parse cache, then recasts from it: ~1-2 minutes of
CPU for Stanza (about 1k words/s on one core), seconds for UDPipe.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from conftest import REPO, shared_data_dir
from recast.catalogue import Skip
from recast.data_sources.timeml import read_tempeval3
from recast.parse import StanzaParser, UDPipeParser, parse_documents
from recast.parse.stage import cache_path, read_cached
from recast.profiles import PROFILE_NAMES
from recast.profiles import load_profile
from recast.recipes.corpus import recast_corpus
from recast.recipes.run import CorpusRun
from recast.verify import verify

pytestmark = pytest.mark.integration
CORPORA = ("tempeval3", "tbdense")


@pytest.fixture(scope="module")
def parsers() -> dict[str, StanzaParser | UDPipeParser]:
    pytest.importorskip("stanza")
    stanza_dir = Path(os.environ.get("RECAST_STANZA_DIR", REPO.parent / "shared" / "models" / "stanza"))
    model = Path(os.environ.get("RECAST_UDPIPE_MODEL", REPO.parent / "shared" / "models" / "udpipe" / "en_ewt-ud.udpipe"))
    if not (stanza_dir / "resources.json").is_file():
        pytest.skip(f"no Stanza models at {stanza_dir} (set RECAST_STANZA_DIR)")
    if not model.is_file():
        pytest.skip(f"no UDPipe model at {model} (set RECAST_UDPIPE_MODEL)")
    return {"stanza": StanzaParser(stanza_dir), "udpipe": UDPipeParser(model)}


@pytest.fixture(scope="module")
def shared_data() -> Path:
    path = shared_data_dir()
    if not (path / "te3").is_dir() or not (path / "tbdense").is_dir():
        pytest.skip(f"no te3/ and tbdense/ under {path} (set RECAST_DATA_DIR)")
    return path


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("parses")


@pytest.fixture(scope="module")
def manifests(
    parsers: dict, shared_data: Path, cache: Path, tmp_path_factory: pytest.TempPathFactory
) -> dict[tuple[str, str, str], tuple[Path, dict]]:
    """(backend, corpus, profile) -> (output folder, manifest), every dev split recast for real."""
    out = tmp_path_factory.mktemp("out")
    done = {}
    for backend, parser in parsers.items():
        start = time.perf_counter()
        for corpus in CORPORA:
            for profile in PROFILE_NAMES:
                folder = out / backend / profile / corpus
                done[backend, corpus, profile] = folder, recast_corpus(CorpusRun(corpus, ["dev"],
                                                                                 data_dir=shared_data, parser=parser,
                                                                                 parse_cache=cache,
                                                                                 profile=load_profile(profile),
                                                                                 out_dir=folder))
        print(f"\n{backend}: TE3 + TB-D dev, both profiles, parsed and recast in {time.perf_counter() - start:.0f} s")
    return done


def unaligned(manifest: dict) -> int:
    return manifest["skipped"]["dev"].get(Skip.UNALIGNED_SPAN.value, 0)


def test_stanza_recasts_te3_and_tbdense_dev_end_to_end(manifests: dict, parsers: dict) -> None:
    for corpus in CORPORA:
        for profile in PROFILE_NAMES:
            folder, manifest = manifests["stanza", corpus, profile]
            udpipe_pairs = manifests["udpipe", corpus, profile][1]["splits"]["dev"]["pairs"]
            pairs = manifest["splits"]["dev"]["pairs"]
            print(f"{corpus} {profile} dev pairs: stanza {pairs:,}, udpipe {udpipe_pairs:,}")
            assert manifest["parser"]["identity"] == parsers["stanza"].identity
            assert all(len(sha) == 64 for sha in manifest["parser"]["model_files"].values())
            assert verify(folder).ok
            # the same corpus, another parser; the paper profile's faithfulness skips read modals, infinitives,
            # hedges and negation off the tree, so there the small shared Stanza model's trees and UDPipe's part
            # further (TB-D dev, 26 Nov: 1,212 pairs on Stanza, 1,318 on UDPipe; after round 3, 554 and 688; after
            # round 4's completeness and reporting rules, which read more of the tree, 306 and 410; after round 15's
            # misparse and restriction skips, 240 and 344)
            assert abs(pairs - udpipe_pairs) <= (0.05 if profile == "release-2020" else 0.35) * udpipe_pairs


def test_stanza_leaves_no_more_events_unaligned_than_udpipe(manifests: dict) -> None:
    for corpus in CORPORA:
        counts = {backend: unaligned(manifests[backend, corpus, "paper"][1]) for backend in ("stanza", "udpipe")}
        print(f"{corpus} dev unaligned event spans: {counts}")
        assert counts["stanza"] <= counts["udpipe"]


def test_multiword_tokens_and_offsets_on_real_documents(manifests: dict, parsers: dict, shared_data: Path, cache: Path) -> None:
    stanza = parsers["stanza"]
    documents = parse_documents([read.document for read in read_tempeval3(shared_data, ["dev"], {})], stanza, cache)
    multiword = 0
    for document in documents:
        conllu_text = read_cached(cache_path(cache, stanza, document.text))
        assert conllu_text is not None  # parsed by the recasts above: read from the cache
        for line in conllu_text.splitlines():
            fields = line.split("\t")
            if len(fields) == 10 and "-" in fields[0]:  # a multiword token row carries the surface span
                start, end = map(int, fields[9].split("TokenRange=")[1].split("|")[0].split(":"))
                assert document.text[start:end] == fields[1]
                multiword += 1
        for sentence in document.sentences:
            for token in sentence.tokens:
                assert token.start_char is not None, (document.doc_id, token)
                piece = document.text[token.start_char : token.end_char]
                # a word of "didn't" gets its own piece; a word stanza rewrote ("wo" of "won't") shares the token's
                assert piece == token.form or len(piece) > len(token.form), (document.doc_id, token, piece)
            assert sentence.text == document.text[sentence.tokens[0].start_char : sentence.tokens[-1].end_char]
    assert multiword > 10  # "'s", "n't" and the like occur in news text
