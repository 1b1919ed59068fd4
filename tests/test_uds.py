"""UDS-T end to end, from the data decomp ships: sizes, labels re-derived from the raw files, determinism."""

from __future__ import annotations

import json
import os
from pathlib import Path

import decomp
import pytest

from recast import cache, pipeline
from recast.baselines import run_baseline
from recast.catalogue import Skip
from recast.data_sources import uds_time
from recast.generator import annotated_unasserted
from recast.profiles import load_profile
from recast.recipes.corpus import recast_corpus
from recast.recipes.run import CorpusRun
from recast.types import FACTUALITY

pytestmark = pytest.mark.integration
RAW = Path(decomp.__file__).parent / "data" / "2.0" / "raw"
# Independent restatement of RECASTING.md section 2: template -> (earlier, later) slider.
TEMPLATES = {
    "T1": ("rel-start1", "rel-start2"), "T2": ("rel-start1", "rel-end2"),
    "T3": ("rel-end1", "rel-start2"), "T4": ("rel-end1", "rel-end2"),
    "T5": ("rel-start2", "rel-start1"), "T6": ("rel-start2", "rel-end1"),
    "T7": ("rel-end2", "rel-start1"), "T8": ("rel-end2", "rel-end1"),
}
RELEASE_TRAIN = 476_744 - 608  # release-2020 ordering train pairs (see test_release_ordering_sizes_are_exact)
RANKS = ["instant", "seconds", "minutes", "hours", "days", "weeks", "months", "years", "decades", "centuries", "forever"]


@pytest.fixture(scope="session")
def uds_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return Path(os.environ.get("RECAST_CACHE_DIR") or tmp_path_factory.mktemp("uds-cache"))


@pytest.fixture(scope="session")
def release(tmp_path_factory: pytest.TempPathFactory, uds_cache: Path) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("release")
    recast_corpus(CorpusRun("uds-time-order", ["train", "dev", "test"], data_dir=uds_cache,
                            profile=load_profile("release-2020"), out_dir=root / "order"))
    recast_corpus(CorpusRun("uds-time-duration", ["train", "dev", "test"], data_dir=uds_cache,
                            profile=load_profile("release-2020"), out_dir=root / "duration"))
    return {"order": root / "order", "duration": root / "duration"}


def records(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def test_release_ordering_sizes_are_exact(release: dict[str, Path]) -> None:
    manifest = json.loads((release["order"] / "manifest.json").read_text())
    # Published: 476,744 / 45,104 / 41,096. Train loses the 608 rows of 76 links whose verb lemma cannot be
    # confirmed against its form ("Arrv.", "unde$tood", "useing", "fixeded"): the 2020 generator inflected
    # them anyway.
    assert {s: c["pairs"] for s, c in manifest["splits"].items()} == {"train": RELEASE_TRAIN, "dev": 45_104, "test": 41_096}
    assert manifest["skipped"]["train"]["verb whose lemma cannot be confirmed against its form"] == 76


def test_release_duration_sizes_within_a_thousandth_and_half_entailed(release: dict[str, Path]) -> None:
    manifest = json.loads((release["duration"] / "manifest.json").read_text())
    published = {"train": 437_836, "dev": 34_446, "test": 31_854}
    for split, size in published.items():
        counts = manifest["splits"][split]
        assert abs(counts["pairs"] - size) <= size / 1000
        assert counts["labels"]["entailed"] == counts["labels"]["not-entailed"]


def test_release_pair_ids_run_train_dev_test(release: dict[str, Path]) -> None:
    first_dev = json.loads((release["order"] / "dev.jsonl").open().readline())
    assert first_dev["pair-id"] == RELEASE_TRAIN + 1


def test_every_ordering_label_agrees_with_the_raw_sliders(release: dict[str, Path]) -> None:
    raw = json.loads((RAW / "document" / "annotations" / "time.json").read_text())["data"]
    checked = 0
    for split in ("dev", "test"):
        for record in records(release["order"] / f"{split}.jsonl"):
            x, y = (e.replace("-pred-", "-document-pred-") for e in record["event-ids"])
            sliders = raw[record["doc-id"]][f"{x}%%{y}"]["time"]
            earlier, later = TEMPLATES[record["template"]]
            votes = [sliders[earlier]["value"][a] < sliders[later]["value"][a] for a in sliders[earlier]["value"]]
            assert record["label"] == ("entailed" if sum(votes) * 2 > len(votes) else "not-entailed"), record
            checked += 1
    assert checked == 45_104 + 41_096


def test_every_duration_label_agrees_with_the_annotators(release: dict[str, Path]) -> None:
    for record in records(release["duration"] / "dev.jsonl"):
        ranks = [RANKS.index(label) for label in record["source-label"].split("|")]
        side, bound = record["template"].split(":")
        lo, hi = min(ranks), max(ranks)
        lower_bound, upper_bound = lo - 1, min(10, hi + 2)
        assert int(bound) in ({upper_bound} if lo <= 1 else {lower_bound} if hi >= 9 else {lower_bound, upper_bound})
        expected_entailed = (side == "longer" and int(bound) == lower_bound) or (
            side == "shorter" and int(bound) == upper_bound
        )
        assert record["label"] == ("entailed" if expected_entailed else "not-entailed"), record


def test_paper_profile_is_deterministic_and_deduplicated(tmp_path: Path, uds_cache: Path) -> None:
    first = recast_corpus(CorpusRun("uds-time-order", ["dev"], data_dir=uds_cache, profile=load_profile("paper"),
                                    out_dir=tmp_path / "a"))
    recast_corpus(CorpusRun("uds-time-order", ["dev"], data_dir=uds_cache, profile=load_profile("paper"),
                            out_dir=tmp_path / "b"))
    assert (tmp_path / "a" / "dev.jsonl").read_bytes() == (tmp_path / "b" / "dev.jsonl").read_bytes()
    rows = records(tmp_path / "a" / "dev.jsonl")
    assert len({(r["context"], r["hypothesis"]) for r in rows}) == len(rows) == first["splits"]["dev"]["pairs"]
    assert all(r["hypothesis"].split(" started")[0] != r["hypothesis"].split("before ")[1].rsplit(" ", 1)[0].capitalize()
               for r in rows)
    skipped = first["skipped"]["dev"]
    # (round 3's skips left this split no repeated pair; the uniqueness above is what deduplication promises)
    assert skipped["event head is AUX or DET"] > 0
    # issue 29: no event its annotators judged unfactual is asserted; each is counted by that reason
    events = {e.event_id: e for s in uds_time.read_uds_relations(uds_cache, ["dev"], {}) for e in s.events}
    unfactual = {i for i, e in events.items() if float(e.attributes.get(FACTUALITY, "0")) < 0}
    assert unfactual and not any(set(r["event-ids"]) & unfactual for r in rows)
    assert skipped[Skip.ANNOTATED_NOT_FACTUAL.value] > 0


def test_paper_duration_contexts_read_as_text(tmp_path: Path, uds_cache: Path) -> None:
    recast_corpus(CorpusRun("uds-time-duration", ["test"], data_dir=uds_cache, profile=load_profile("paper"),
                            out_dir=tmp_path))
    rows = records(tmp_path / "test.jsonl")
    assert not any(" ," in r["context"] or " ." == r["context"][-2:] for r in rows[:2000])
    assert all(r["hypothesis"][0].isupper() and r["hypothesis"].endswith(".") for r in rows)


def test_template_majority_on_release_duration_scores_the_papers_80_2(release: dict[str, Path]) -> None:
    accuracy = run_baseline("template-majority", release["duration"]).report.by_split["test"].accuracy
    assert accuracy == pytest.approx(80.2, abs=0.3)


def test_a_warm_run_reuses_its_phrases_and_writes_the_same_bytes(
    tmp_path: Path, uds_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RECAST_CACHE_DIR", str(tmp_path / "cache"))
    recast_corpus(CorpusRun("uds-time-order", ["dev"], data_dir=uds_cache, profile=load_profile("paper"),
                            out_dir=tmp_path / "cold"))
    (kept,) = (tmp_path / "cache" / "phrases").glob("uds-time-order-paper-*.pickle")

    def not_again(*args: object) -> None:
        raise AssertionError("a phrase was made again although the cache holds it")

    monkeypatch.setattr(pipeline, "document_event_phrase", not_again)
    recast_corpus(CorpusRun("uds-time-order", ["dev"], data_dir=uds_cache, profile=load_profile("paper"),
                            out_dir=tmp_path / "warm"))
    assert (tmp_path / "warm" / "dev.jsonl").read_bytes() == (tmp_path / "cold" / "dev.jsonl").read_bytes()
    monkeypatch.setattr(cache, "code_fingerprint", lambda: "the code changed")  # then no phrase is reused
    with pytest.raises(AssertionError, match="made again"):
        recast_corpus(CorpusRun("uds-time-order", ["dev"], data_dir=uds_cache, profile=load_profile("paper"),
                                out_dir=tmp_path / "edited"))
    monkeypatch.undo()
    monkeypatch.setenv("RECAST_CACHE_DIR", str(tmp_path / "cache"))
    kept.write_bytes(kept.read_bytes()[:-100])  # a damaged cache is made anew, not trusted
    recast_corpus(CorpusRun("uds-time-order", ["dev"], data_dir=uds_cache, profile=load_profile("paper"),
                            out_dir=tmp_path / "rebuilt"))
    assert (tmp_path / "rebuilt" / "dev.jsonl").read_bytes() == (tmp_path / "cold" / "dev.jsonl").read_bytes()
    assert [p.name for p in (tmp_path / "cache" / "phrases").iterdir()] == [kept.name]


def test_each_dataset_loads_only_its_own_annotations(uds_cache: Path) -> None:
    relations = list(uds_time.read_uds_relations(uds_cache, ["dev"], {}))
    durations = list(uds_time.read_uds_durations(uds_cache, ["dev"], {}))
    assert [s.document.doc_id for s in relations] == [s.document.doc_id for s in durations]
    assert sum(len(s.links) for s in relations) > 1_000 and not any(s.durations for s in relations)
    assert sum(len(s.durations) for s in durations) > 1_000 and not any(s.links for s in durations)


def test_paper_duration_train_folds_every_judgement_of_an_event(tmp_path: Path, uds_cache: Path) -> None:
    manifest = recast_corpus(CorpusRun("uds-time-duration", ["train"], data_dir=uds_cache,
                                       profile=load_profile("paper"), out_dir=tmp_path))
    raw = json.loads((RAW / "sentence" / "annotations" / "time.json").read_text())["data"]
    labels_of_event: dict[str, set[str]] = {}
    claims: dict[tuple[str, str], str] = {}
    for record in records(tmp_path / "train.jsonl"):
        (event,) = record["event-ids"]
        labels_of_event.setdefault(event, set()).add(record["source-label"])
        assert claims.setdefault((record["context"], record["hypothesis"]), record["label"]) == record["label"]
        sentence, position = event.split("-pred-")
        annotators = raw[sentence][f"{sentence}-semantics-pred-{position}"]["time"]["duration"]["value"]
        ranks = [RANKS.index(label) for label in annotators.values()]  # every train annotator of the event
        side, bound = record["template"].split(":")
        entailed = (side == "longer" and int(bound) == min(ranks) - 1) or (side == "shorter" and int(bound) == max(ranks) + 1)
        assert record["label"] == ("entailed" if entailed else "not-entailed"), record
    assert all(len(labels) == 1 for labels in labels_of_event.values())  # one range per event
    counts = manifest["splits"]["train"]
    assert counts["labels"]["entailed"] == counts["labels"]["not-entailed"]
    aggregated = manifest["aggregated"]["train"]
    judgements = sum(int(n) * events for n, events in aggregated["judgements per event"].items())
    assert (aggregated["events"], judgements) == (26_324, 119_186)  # every train event and every judgement
    assert aggregated["events aggregated"] == aggregated["events"] - aggregated["judgements per event"]["1"]



def test_events_carry_their_annotated_factuality(uds_cache: Path) -> None:
    # issue 29: UDS's factuality (decomp's normalized predicate attribute, above 0: it happened) rides on each event
    events = {e.event_id: e for s in uds_time.read_uds_durations(uds_cache, ["dev"], {}) for e in s.events}
    annotated = [e for e in events.values() if FACTUALITY in e.attributes]
    assert len(annotated) > 0.7 * len(events)  # 2,320 of 3,051 in dev
    assert float(events["ewt-dev-517-pred-12"].attributes[FACTUALITY]) > 0  # "something ... seems to be holding you back"
    unfactual = [e for e in annotated if float(e.attributes[FACTUALITY]) < 0]
    assert 0.1 * len(annotated) < len(unfactual) < 0.5 * len(annotated)
    assert all(annotated_unasserted(e.attributes) is Skip.ANNOTATED_NOT_FACTUAL for e in unfactual)
