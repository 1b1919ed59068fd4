"""TRACIE -> NLI (issue 24): the reader, the hypotheses, the clusters, the dev split and the metrics.

The fixture (tests/fixtures/tracie/tracie) is in TRACIE's own format: real lines of iid/ (train: the
first 12, six stories' worth of before/after pairs; test: the first 8) and uniform-prior/; in both
test files line 8's answer is flipped (its pair now contradicts the start-point algebra) and line 9
is line 5 made an "ends" instance with no partner.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from recast.baselines import run_baseline
from recast.catalogue import RecastError, Skip
from recast.data_sources.tracie import dev_stories, parse_line, read_file, read_instances, read_tracie
from recast.evaluate import evaluate
from recast.profiles import load_profile
from recast.recipes.corpus import recast_corpus
from recast.recipes.run import CorpusRun
from recast.recipes.tracie import hypothesis

DATA = Path(__file__).parent / "fixtures" / "tracie"


def records(folder: Path, split: str) -> list[dict]:
    return [json.loads(line) for line in (folder / f"{split}.jsonl").read_text(encoding="utf-8").splitlines()]


def gold_predictions(corpus: Path, path: Path, splits: tuple[str, ...]) -> Path:
    path.write_text("".join(json.dumps({"pair-id": r["pair-id"], "label": r["label"]}) + "\n"
                            for split in splits for r in records(corpus, split)))  # fmt: skip
    return path


# --- reader ----------------------------------------------------------------------------------


def test_reader_parses_each_instance() -> None:
    (first, *_) = read_instances(DATA, ["test"])
    assert first.instance_id == "test:1" and first.source_file == "tracie_test.txt"
    assert (first.implicit, first.point, first.relation, first.explicit, first.answer) == (
        "The teacher asked us to stop talking", "start", "after",
        "we talked the whole time during and after class.", "positive",
    )  # fmt: skip
    assert first.story.startswith("I was so nervous for my first day of school.")


def test_dev_is_held_out_of_train_by_story_and_fixed() -> None:
    train_file = read_file(DATA / "tracie" / "iid" / "tracie_train.txt", "iid:train", "train")
    held_out = dev_stories(train_file)
    assert len(held_out) == 1  # one story in ten, the first in sha256 order: six stories -> one
    split = read_instances(DATA, ["train", "dev"])
    dev = {i.story for i in split if i.split == "dev"}
    train = {i.story for i in split if i.split == "train"}
    assert dev == held_out and not dev & train and len(split) == len(train_file)
    assert dev_stories(list(reversed(train_file))) == held_out  # the file's order does not matter
    assert [s.document.doc_id for s in read_tracie(DATA, ["dev"], {})] == [i.story_id for i in split if i.split == "dev"][:1]


@pytest.mark.parametrize(
    "line, error",
    [
        ("event: Tom ran starts before he fell story: Tom ran. He fell.", "E141.*line 1.*not a TRACIE instance"),
        ("event: Tom ran then he fell story: Tom ran. He fell.\tanswer: positive", "E142.*line 1.*'Tom ran then he fell'"),
        ("event: Tom ran starts before he fell story: Tom ran.\tanswer: maybe", "E141.*line 1"),
    ],
)
def test_a_malformed_line_is_an_error_naming_file_and_line(tmp_path: Path, line: str, error: str) -> None:
    (tmp_path / "tracie" / "iid").mkdir(parents=True)
    path = tmp_path / "tracie" / "iid" / "tracie_test.txt"
    path.write_text(line + "\n", encoding="utf-8")
    with pytest.raises(RecastError, match=f"{error}") as raised:
        read_instances(tmp_path, ["test"])
    assert str(path) in str(raised.value)


def test_a_missing_file_says_where_to_get_it(tmp_path: Path) -> None:
    with pytest.raises(RecastError, match=r"E140.*uniform-prior train.*github.com/allenai/tracie"):
        read_instances(tmp_path, ["train"], "uniform-prior")
    with pytest.raises(RecastError, match=r"E143.*'ood'"):
        read_instances(DATA, ["test"], "ood")


# --- recipe ----------------------------------------------------------------------------------


def test_recast_tracie_on_the_fixture(tmp_path: Path) -> None:
    manifest = recast_corpus(CorpusRun("tracie", ["train", "dev", "test"], data_dir=DATA,
                                       profile=load_profile("paper"), out_dir=tmp_path))
    test = records(tmp_path, "test")
    assert manifest["skipped"]["test"] == {
        Skip.TRACIE_CONTRADICTION.value: 2,  # lines 7 and 8, both positive
        Skip.TRACIE_NO_PARTNER.value: 1,  # line 9
    }
    assert [r["pair-id"] for r in test] == [f"tracie:test:{n}" for n in range(1, 7)]
    answers = {n: line.rsplit("answer: ", 1)[1] for n, line in enumerate(
        (DATA / "tracie" / "iid" / "tracie_test.txt").read_text(encoding="utf-8").splitlines(), start=1)}  # fmt: skip
    for record in test:
        assert record["label"] == {"positive": "entailed", "negative": "not-entailed"}[answers[int(record["pair-id"].rsplit(":", 1)[1])]]
    clusters = Counter(r["cluster-id"] for r in test)
    assert set(clusters.values()) == {2}
    for cluster in clusters:
        members = [r for r in test if r["cluster-id"] == cluster]
        assert {r["relation"] for r in members} == {"before", "after"} and len({r["label"] for r in members}) == 2
    by_line = {int(r["pair-id"].rsplit(":", 1)[1]): r["hypothesis"] for r in test}
    assert by_line[1] == "The teacher asked us to stop talking, and this started after we talked the whole time during and after class."
    # TRACIE's lemmatised explicit event, taken back from the story
    assert by_line[3] == "The man was holding a piece of paper, and this started before he handed John a small piece of paper."
    assert manifest["tracie"]["hypothesis_rules"]["explicit event taken from the story"] >= 2
    assert sum(manifest["splits"][s]["pairs"] for s in ("train", "dev")) == 12  # every train line, one side or the other


@pytest.mark.parametrize(
    "line, expected",
    [
        # a name that is also a verb ("Sue") is no bare verb, and the story's subject is never taken across a stop
        (1, "Sue talked to someone who knew what Kathy had said, and this started after Sue found out Kathy was talking about her."),
        # a leading phrase: lower-cased, and the verb after its subject put in the story's tense
        (2, "The new Star Wars movie premiered in the theater, and this ended after at the theater he found he didn't have enough money."),
        # the point's verb takes the explicit event's tense ("she was not sure": ended, not ends)
        (3, "Susie didn't have enough money to open up a convenience store, and this ended before she was not sure she would get it."),
        # one tense for the sentence: "this" is the implicit event, so its verb takes the point's tense
        (4, "Rick was alive, and this started before everyone but Rick smoked cigars."),
        # a name the story writes only with its capital keeps it ("Martin", though "martin" is a bird)
        (5, "Martin had been exercising less frequently lately, and this started after Martin realized he needed to exercise more."),
        # an explicit event TRACIE wrote with its tense is kept, not swapped for the story's present tense
        (6, "Jill really wanted to beat Roz at the race, and this started before Jill had been practicing everyday so she could beat Roz at the big race."),
        # "was long": no bare verb after a subject ("the movie was" is none)
        (7, "Maddie sat down in her seat, and this ended after the movie was long but worth it."),
        # a name TRACIE wrote in lower case takes the story's capital
        (8, "Bill's mother searched for her son bill, and this started before Bill got himself lost."),
        # a noun before a past verb is the subject's ("the old cat stuck", not the verb "to cat")
        (9, "John brought a cat home, and this ended before the old cat stuck in a box."),
        # the implicit event's present put in the past of the explicit event ("Heidi blames ..., and this ended")
        (10, "Heidi blamed her speeding on the new convertible, and this ended before Heidi started to drive her new car very fast."),
        # "will" is put in the past as "would"
        (11, "The family would go to the zoo again in the future, and this ended before the family was at the zoo for an outing."),
        # an adverb is no subject's word: "the lettuce not grow" takes do-support, not "the lettuce not grew"
        (12, "Ellie planted potatoes where the lettuce had been, and this ended after the lettuce did not grow at all."),
        # an explicit event in the present puts the implicit event in it ("His game was interrupted, and this ends")
        (13, "His game is interrupted, and this ends before he spends money."),
        # a subject of three nouns; "isn't found" is present, though "found" alone is a past form
        (14, "The ice cream man leaves the neighborhood, and this ends after he isn't found on any of the checked streets."),
        # a capitalised word that is only ever a verb, which the story writes with its capital more than once, is a name
        (15, "The window was clean, and this ended after Sue frowned at how filthy the window was."),
        # a particle TRACIE's lemmatised event lost is taken back from the story ("ended up", "broke up")
        (16, "Lindsey bought all the gifts she needed, and this ended before she ended up finding all the gifts at Walmart."),
        (17, "I was male, and this started before we broke up because it led to conversations about deeper issues."),
        # TRACIE's bare "n't" ("Trisha n't want"): the story's "didn't", else do-support
        (18, "Trisha hung the closed sign up, and this started after Trisha didn't want the diner to lose any more money."),
        (19, "Trisha locked up for the night, and this started after the diner did not make any money."),
        # a leading subordinate clause or comma phrase is put last ("after when his son was 13 he told ...")
        (20, "The son knew he had summer reading, and this started after he told his dad there was no summer reading when his son was 13."),
        (21, "I ordered a pizza, and this ended after I felt happy again after eating a pizza."),
        # "Instead" is a connective, dropped like "so"
        (22, "I felt worried, and this ended after he told me I wasn't needed today."),
        # no subject in the story to take ("Bob love to eat steak"): a gerund, not "after eat steak"
        (23, "Bob ate lots of steak, and this started after eating steak."),
        # the name opening the story's sentence is the subject ("Tom had a long work week")
        (24, "Tom had job, and this started before Tom had a long work week ahead of him."),
        # a capital the story and the implicit event write twice is a name, though "randy" and "bill" are words
        (25, "Randy was thirsty, and this started before Randy needed a drink."),
        (26, "Bill had fun playing in the forest, and this started after Bill loved to play in the forest."),
        # a present hypothesis: "she put" (the story's past) is no present; "she puts"
        (27, "It is thanksgiving day, and this starts before she puts her brother and uncle near each other."),
        # the bare verb after a longer subject: "be", not the noun "store"; "give" after an "of" phrase
        (28, "Amy decided not to visit the grocery store near house in the summer again, and this started after the grocery store near Amy's house was crowded."),
        (29, "Mary walked over to the ice cream truck, and this started before the driver of the Ice cream Truck gave Mary another one."),
        # the implicit event's "I know" in a past hypothesis
        (30, "I knew what school Joe's son went to at 13, and this ended after Joe believed his son."),
        # a quotation mark the final stop closed is kept
        (31, 'Megan\'s mom cut her a slice of carrot cake, and this ended after Megan was more than happy to eat her "vegetables".'),
        # our read for issue 24, round 5: a present "be" or modal after a subject of another shape takes a past
        # hypothesis's tense: a capitalised phrase, a relative clause, a coordinated subject, a plural noun with "will"
        (32, "Dial up internet was not as good, and this started before Tim tried to use the internet."),
        (33, "The guy who saved my car was alive, and this started before we decided to fish together and pool our knowledge."),
        (34, "Lucy and her friends were about the same age, and this started before they decided to have a pizza party."),
        (35, "The coach and the player were alive, and this ended after the player ran to steal second base."),
        (36, "Other players would hit and throw, and this started after he could not throw a ball at all."),
        # the story's own present ("Jill and Roz run a fair race") makes the hypothesis present
        (37, "Jill becomes better at running, and this starts before Jill and Roz run a fair race."),
        # our read for issue 24, round 6: "now" opening the explicit event is dropped, its verb in the story's past;
        # a present verb coordinated after the implicit event's past one takes the past
        (38, "Students bought raffle tickets, and this started before she looked swell."),
        (39, "The taxi driver was a friendly person and liked Beth, and this started after she waved a taxi."),
        # our read for issue 24, round 7: a bare "-ing" verb after its subject made finite as the story writes it
        (40, "Matt took the jump rope with Mia, and this started after she handed him the jump rope."),
        (42, "Kelly applied to multiple colleges, and this ended before she ended up getting into her top choice."),
        # a bare "be" whose "have" TRACIE's lemmatiser dropped takes the story's perfect ("He had never been")
        (41, "Eric went to a second yoga class, and this started after he had never been."),
        (43, "Mary owned a car, and this ended after the girl had been bored."),
    ],
)  # fmt: skip
def test_hypotheses_of_real_lines(line: int, expected: str) -> None:
    """Lines 708, 4148, 4180, 1458, 1408, 1117, 2115, 1134, 2397, 2840, 2726, 3661, 2106, 2851, 3187, 4191, 1909, 71, 177,
    1755, 4232, 3437, 1087, 599, 455, 1733, 383, 879, 1049, 4161, 3965, 93, 25, 1361, 3747, 1575, 1551, 129, 1615, 795, 1485, 3349 and 2513 of TRACIE's iid test file
    (tests/fixtures/tracie/hypotheses.txt)."""
    path = DATA / "hypotheses.txt"
    text = path.read_text(encoding="utf-8").splitlines()[line - 1]
    assert hypothesis(parse_line(path, line, text, f"test:{line}", "test"), Counter()) == expected


def test_the_uniform_prior_variant(tmp_path: Path) -> None:
    manifest = recast_corpus(CorpusRun("tracie", ["train", "test"], data_dir=DATA,
                                       options={"variant": "uniform-prior"}, profile=load_profile("paper"),
                                       out_dir=tmp_path))
    assert manifest["tracie"]["variant"] == "uniform-prior"
    assert manifest["splits"]["train"]["pairs"] + manifest["splits"].get("dev", {"pairs": 0})["pairs"] <= 6
    assert all(r["pair-id"].startswith("tracie:uniform-prior:train:") for r in records(tmp_path, "train"))


def test_eval_with_gold_labels_scores_everything_and_baselines_run(tmp_path: Path) -> None:
    corpus = tmp_path / "tracie"
    recast_corpus(CorpusRun("tracie", ["train", "dev", "test"], data_dir=DATA, profile=load_profile("paper"),
                            out_dir=corpus))
    report = evaluate(corpus, gold_predictions(corpus, tmp_path / "gold.jsonl", ("test",)))
    test = report.corpus_metrics["test"]
    assert report.accuracy.accuracy == report.consistency.accuracy == 100.0
    assert (test["accuracy"], test["consistency"], test["clusters"], test["story score"]) == (100.0, 100.0, 3, 100.0)
    flipped = {r["pair-id"]: ("not-entailed" if r["label"] == "entailed" else "entailed") for r in records(corpus, "test")}
    flipped["tracie:test:1"] = records(corpus, "test")[0]["label"]  # one right: its cluster is still wrong
    (tmp_path / "one.jsonl").write_text("".join(json.dumps({"pair-id": k, "label": v}) + "\n" for k, v in flipped.items()))
    one = evaluate(corpus, tmp_path / "one.jsonl").corpus_metrics["test"]
    assert one["consistency"] == 0.0 and one["accuracy"] == pytest.approx(100 / 6)
    run = run_baseline("template-majority", corpus)
    assert set(run.report.corpus_metrics) == {"dev", "test"}


# --- the shared data -------------------------------------------------------------------------


@pytest.mark.integration
def test_tracie_test_on_shared_data(data_dir: Path, tmp_path: Path) -> None:
    if not (data_dir / "tracie" / "iid" / "tracie_test.txt").is_file():
        pytest.skip("needs tracie/iid/ under RECAST_DATA_DIR")
    manifest = recast_corpus(CorpusRun("tracie", ["test"], data_dir=data_dir, profile=load_profile("paper"),
                                       out_dir=tmp_path))
    test = records(tmp_path, "test")
    assert len(test) >= 0.99 * 4248 and len(test) + sum(manifest["skipped"]["test"].values()) == 4248
    lines = (data_dir / "tracie" / "iid" / "tracie_test.txt").read_text(encoding="utf-8").splitlines()
    for record in random.Random(0).sample(test, 500):
        answer = lines[int(record["pair-id"].rsplit(":", 1)[1]) - 1].rsplit("answer: ", 1)[1]
        assert record["label"] == {"positive": "entailed", "negative": "not-entailed"}[answer]
    clusters = Counter(r["cluster-id"] for r in test)
    assert set(clusters.values()) == {2}
    assert Skip.TRACIE_CONTRADICTION.value not in manifest["skipped"]["test"]  # TRACIE's own pairs agree with the algebra
    report = evaluate(tmp_path, gold_predictions(tmp_path, tmp_path.parent / "gold.jsonl", ("test",)))
    assert report.accuracy.accuracy == report.corpus_metrics["test"]["consistency"] == 100.0
