"""TempEval-3 and TimeBank-Dense end to end on the shared data, parsed for real with UDPipe."""

from __future__ import annotations

import json
import os
from collections import defaultdict
from pathlib import Path

import pytest

from recast.parse.backends import ParserOptions, make_parser
from recast.profiles import load_profile
from recast.recipes.corpus import recast_corpus
from recast.recipes.run import CorpusRun

pytestmark = pytest.mark.integration
MODEL = Path(os.environ.get("RECAST_UDPIPE_MODEL", Path(__file__).resolve().parents[2] / "shared" / "models" / "udpipe" / "en_ewt-ud.udpipe"))
PUBLISHED = {"tempeval3": {"train": 20_592, "dev": 3_320, "test": 3_336}, "tbdense": {"train": 7_418, "dev": 1_528, "test": 2_964}}
# RECASTING.md sections 2.1 and 10 (release-2020), as T1..T8 patterns; '-' = no pair.
RELEASE_PATTERNS = {
    "BEFORE": "EEEENNNN", "AFTER": "NNNNEEEE", "IBEFORE": "EENENNNN", "IAFTER": "NNNNEENE",
    "BEGINS": "NENENENN", "BEGUN_BY": "NENNNENE", "ENDS": "NENNEENN", "ENDED_BY": "EENNNENN",
    "IS_INCLUDED": "NENEEENN", "INCLUDES": "EENNNENE", "SIMULTANEOUS": "NENNNENN", "IDENTITY": "NENNNENN",
    "DURING": "EENENENN", "DURING_INV": "NENNEENE",
    "b": "EE-EN-NN", "a": "N-NNEE-E", "ii": "NENEEENN", "i": "EENNNENE", "s": "NENNNENN",
}


@pytest.fixture(scope="session")
def recast_timeml(tmp_path_factory: pytest.TempPathFactory):
    data_dir = Path(os.environ.get("RECAST_DATA_DIR", Path(__file__).resolve().parents[2] / "shared" / "data" / "raw"))
    if not (data_dir / "te3").is_dir() or not MODEL.is_file():
        pytest.skip("shared TempEval-3 data or UDPipe model not found")
    root = tmp_path_factory.mktemp("timeml")
    parser = make_parser(ParserOptions("udpipe", udpipe_model=MODEL))

    def run(corpus: str, profile: str) -> Path:
        out = root / profile / corpus
        if not (out / "manifest.json").exists():
            recast_corpus(CorpusRun(corpus, ("train", "dev", "test"), data_dir=data_dir, parser=parser,
                                    parse_cache=root / "parses", profile=load_profile(profile), out_dir=out))
        return out

    return run


def rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.open(encoding="utf-8")]


@pytest.mark.parametrize("corpus", ["tempeval3", "tbdense"])
def test_release_sizes_are_within_five_percent(recast_timeml, corpus: str) -> None:
    manifest = json.loads((recast_timeml(corpus, "release-2020") / "manifest.json").read_text())
    for split, size in PUBLISHED[corpus].items():
        assert abs(manifest["splits"][split]["pairs"] - size) <= 0.05 * size, (split, manifest["splits"][split]["pairs"])


@pytest.mark.parametrize("corpus", ["tempeval3", "tbdense"])
def test_every_event_pair_has_the_spec_pattern_of_its_relation(recast_timeml, corpus: str) -> None:
    out = recast_timeml(corpus, "release-2020")
    for split in ("train", "dev", "test"):
        patterns: dict[tuple, dict[str, str]] = defaultdict(dict)
        relation = {}
        for record in rows(out / f"{split}.jsonl"):
            key = (record["doc-id"], *record["event-ids"])
            patterns[key][record["template"]] = record["label"][0].upper()
            relation[key] = record["source-label"]
        for key, labels in patterns.items():
            pattern = "".join(labels.get(f"T{i}", "-") for i in range(1, 9))
            assert pattern == RELEASE_PATTERNS[relation[key]], (key, relation[key])


def test_paper_profile_keeps_nominal_events_and_distinct_phrases(recast_timeml) -> None:
    out = recast_timeml("tempeval3", "paper")
    manifest = json.loads((out / "manifest.json").read_text())
    release = json.loads((recast_timeml("tempeval3", "release-2020") / "manifest.json").read_text())
    # issue 29: the paper profile skips the events its context does not assert (counted by reason), so it
    # no longer outnumbers the release, which asserts them; it still keeps the nominal events the release drops.
    # The infinitives the strict read of seed 84311 found asserted (purposes, a noun's or an adjective's
    # infinitive, "urged ... to", "was allowed to stay", a conjunct's status) cost this dev split most: 2,344
    # pairs of 3,176; futures and commands in ordering pairs and verbs without their prepositional complement
    # (the read of seed 18771) 2,096, a phrase holding the other event ("the condemning of the bombing" / "the
    # bombing") 1,904; round 3's annotated modality, hedges, alternatives and ambiguous bare phrases ("the saying"
    # with two "said" in the context: seeds 43117, 58203) 1,584; round 4 (a phrase that misses its object,
    # particle or complement, clauses no verb reports: seeds 21011 to 94043) 1,032; rounds 9 to 11 (misparses
    # skipped rather than written short, copied slips: seeds 25193, 99102, 16143) leave 880 of 3,176 with UDPipe
    # (27.7 %; the default parser, Stanza, keeps 93 % of the session's start on dev and test); round 13 (lost
    # arguments, hedged adjuncts, sense shifts: seeds 15410 to 27341) 824; round 14 (documents and sums of money, objects
    # that need their complement, states in before-clauses, purposes of motion verbs: seeds 60526 to 79023) 792; round
    # 15 (bare gerunds of a figure's change, "the losing", misparsed sums and predicates, restrictions a phrase cannot
    # carry: seeds 41003 to 98331) 720
    assert manifest["splits"]["dev"]["pairs"] >= 0.22 * release["splits"]["dev"]["pairs"]
    assert "event is neither a verb nor copular" not in manifest["skipped"]["dev"]
    assert manifest["skipped"]["dev"]["event negated in its context (not, never, without, no)"] > 0
    dev = rows(out / "dev.jsonl")
    identical = 0
    for record in dev:
        x, _, rest = record["hypothesis"].partition(" started before ")
        if not rest:
            x, _, rest = record["hypothesis"].partition(" ended before ")
        y = rest.rsplit(" ", 1)[0]
        identical += x.lower() == y.lower()
    assert identical <= 0.01 * len(dev)
    assert len({(r["context"], r["hypothesis"]) for r in dev}) == len(dev)
