"""TORQUE -> NLI (issue 12): the reader, question forms, the recipe and TORQUE's metrics.

The fixture (tests/fixtures/torque/data/torque) is in TORQUE's own JSON format: dev with three
passages of three TE3 documents, train with one, and a test file without answers as released;
tests/fixtures/torque/conllu holds UDPipe parses of the passages, read by the conllu backend.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import replace
from pathlib import Path

import pytest

from recast.baselines import run_baseline
from recast.catalogue import RecastError, Skip, SkipCounter
from recast.data_sources.torque import read_torque
from recast.evaluate import evaluate
from recast.parse.backends import ParserOptions, make_parser
from recast.parse.stage import parse_documents
from recast.profiles import load_profile
from recast.recipes.corpus import recast_corpus
from recast.recipes.run import CorpusRun
from recast.recipes.torque import question_records, repeats_anchor
from recast.generator import EventPhrase, lemma_family
from recast.parse.conll import sentences_from_conllu
from recast.questions import QuestionForm, anchor_slip, cut_anchor, misspelling, misspelt_name, modality, names_candidate, question_form
from recast.torque import answer_f1, torque_metrics

FIXTURES = Path(__file__).parent / "fixtures" / "torque"
DATA = FIXTURES / "data"
P1 = "docid_APW19980227.0489_sentid_1"


def parser():
    return make_parser(ParserOptions("conllu", conllu_dir=FIXTURES / "conllu"))


def records(folder: Path, split: str) -> list[dict]:
    return [json.loads(line) for line in (folder / f"{split}.jsonl").read_text(encoding="utf-8").splitlines()]


# --- reader ----------------------------------------------------------------------------------


def test_reader_yields_passages_with_events_and_questions() -> None:
    skips: dict[str, SkipCounter] = {}
    read = list(read_torque(DATA, ["train", "dev"], skips))
    assert [(s.document.split, s.document.doc_id) for s in read] == [
        ("train", "docid_wsj_0520_sentid_1"),
        ("dev", P1),
        ("dev", "docid_NYT19980402.0453_sentid_3"),
        ("dev", "docid_wsj_0136_sentid_2"),
    ]
    first = read[1]
    assert first.document.text.startswith("The dollar opened weakly")
    assert [(e.event_id, e.text) for e in first.events][:2] == [("11-17", "opened"), ("50-57", "rallied")]
    finished = first.questions[0]
    assert finished.question_id == f"{P1}:0" and finished.cluster_id == f"{P1}:0"
    assert finished.answer == {"11-17", "50-57", "67-71"}
    assert finished.annotators[1] == {"11-17", "50-57", "67-71", "107-114"}  # the one who chose "meeting"
    assert len(first.questions) == 7 and skips["dev"] == {}


def test_released_test_set_is_an_error_that_says_why() -> None:
    with pytest.raises(RecastError, match="E121.*no answers.*--split-dev-by-document"):
        list(read_torque(DATA, ["test"], {}))


def test_missing_train_names_the_file_and_where_to_get_it(tmp_path: Path) -> None:
    (tmp_path / "torque").mkdir()
    (tmp_path / "torque" / "dev.json").write_text("{}")
    with pytest.raises(RecastError, match="E120.*train.*github.com/qiangning/TORQUE-dataset"):
        list(read_torque(tmp_path, ["train"], {}))


def test_an_event_whose_offsets_miss_its_span_is_counted_or_strict_error(tmp_path: Path) -> None:
    data = json.loads((DATA / "torque" / "train.json").read_text(encoding="utf-8"))
    (passage,) = data.values()
    passage["events"]["answer"]["indices"][0] = "(0,3)"  # reads "The", not "met"
    (tmp_path / "torque").mkdir()
    (tmp_path / "torque" / "train.json").write_text(json.dumps(data), encoding="utf-8")
    skips: dict[str, SkipCounter] = {}
    (source,) = read_torque(tmp_path, ["train"], skips)
    assert [e.text for e in source.events] == ["approved", "merger"]
    assert skips["train"][Skip.SPAN_OUTSIDE_TEXT.value] == 1
    assert skips["train"][Skip.TORQUE_UNKNOWN_ANSWER.value] == 4  # "met" in one agreed answer and 3 annotators' answers
    with pytest.raises(RecastError, match="E008.*span outside"):
        list(read_torque(tmp_path, ["train"], {}, strict=True))


# --- questions -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question, singular, plural, template, kind",
    [
        ("What might happen after the merger?", "{X} might happen after the merger.", "{X} might happen after the merger.",
         "question:after", "hedged"),
        ("What events have not started before the meeting?", "{X} has not started before the meeting.",
         "{X} have not started before the meeting.", "question:before", "negated"),
        ("What happens while the bugs emerge?", "{X} happens while the bugs emerge.", "{X} happen while the bugs emerge.",
         "question:while", "none"),
        ("According to the company, what will happen after the layoffs?",
         "According to the company, {X} will happen after the layoffs.",
         "According to the company, {X} will happen after the layoffs.", "question:after", "future"),
        ("What events have begun but has not finished?", "{X} has begun but has not finished.",
         "{X} have begun but have not finished.", "warm-up:ongoing", "none"),
        ("What will happen in the future?", "{X} will happen in the future.", "{X} will happen in the future.",
         "warm-up:future", "future"),
        ("What is nearly certain to happen after the warning?", "{X} is nearly certain to happen after the warning.",
         "{X} are nearly certain to happen after the warning.", "question:after", "none"),
        # real dev questions: the question's own full stop is the hypothesis's, emphasis loses its asterisks,
        # a be/have after "but"/"and" agrees too, an adverb before the verb is no longer subject
        ("What happened after a bid by Ciba-Geigy Ltd.?", "{X} happened after a bid by Ciba-Geigy Ltd.",
         "{X} happened after a bid by Ciba-Geigy Ltd.", "question:after", "none"),
        ("What didn't happen during the development.", "{X} didn't happen during the development.",
         "{X} didn't happen during the development.", "question:during", "negated"),
        ("What has *not* happened after the dialogue began?", "{X} has not happened after the dialogue began.",
         "{X} have not happened after the dialogue began.", "question:after", "negated"),
        ("What happened before the acquisition but has not finished?",
         "{X} happened before the acquisition but has not finished.",
         "{X} happened before the acquisition but have not finished.", "question:before", "none"),
        ("What began after the earthquake struck and is still ongoing?",
         "{X} began after the earthquake struck and is still ongoing.",
         "{X} began after the earthquake struck and are still ongoing.", "question:after", "none"),
        ("What probably will not happen after the US made a demand?",
         "{X} probably will not happen after the US made a demand.",
         "{X} probably will not happen after the US made a demand.", "question:after", "negated"),
    ],
)  # fmt: skip
def test_questions_become_declarative(question: str, singular: str, plural: str, template: str, kind: str) -> None:
    form = question_form(question)
    assert (form.surface, form.plural_surface, form.template, form.modality) == (singular, plural, template, kind)
    assert form.warm_up == template.startswith("warm-up")


@pytest.mark.parametrize(
    "question, reason",
    [
        ("What did the traders do before the meeting?", Skip.TORQUE_OBJECT_QUESTION),
        ("What was Elian's mother doing before fleeing?", Skip.TORQUE_OBJECT_QUESTION),
        ("What could people not on the lists do before they voted?", Skip.TORQUE_OBJECT_QUESTION),
        ("How should the West react after the threats?", Skip.TORQUE_OTHER_QUESTION),
        ("What else happened after the vote?", Skip.TORQUE_OTHER_QUESTION),
        # a longer subject than the wh-word: a free relative, a wh-determiner phrase (dev)
        ("What happened was expected to happen after the fireworks?", Skip.TORQUE_OTHER_QUESTION),
        ("What action was taken after the injured were evacuated?", Skip.TORQUE_OTHER_QUESTION),
    ],
)
def test_questions_without_a_declarative_form_are_skipped(question: str, reason: Skip) -> None:
    assert question_form(question) is reason


# Crowd-written dev questions whose words no declarative copy can make grammatical, and their neighbours
# that each rule must keep.
@pytest.mark.parametrize(
    "question",
    [
        "What happened after remained?",  # a bare verb form after the relation word
        "What might have happened before said?",
        "What started after tally?",  # one lone word with a verb reading
        "What happened after active?",  # ... or an adjective reading
        "What happened during the incident was reported?",  # "during" + a clause
        "What happened during the security forces and guerrillas clashed but has not finished?",
        "What happened during Ramesh Thapa said?",
        "What happened after the commemorate?",  # a determiner before a bare verb
        "What might happen during the see?",
    ],
)
def test_relation_word_without_an_anchor_is_skipped(question: str) -> None:
    assert question_form(question) is Skip.TORQUE_NO_ANCHOR


@pytest.mark.parametrize(
    "question",
    [
        "What happened after slapping?",  # a gerund opens a clause
        "What may happen after appeals?",  # a plural noun
        "What happened after candidacy?",  # a noun
        "What happened after China signed up to other covenants?",
        "What happens during the time bugs emerge",  # "time" opens the relative clause
        "What happened during the 45-minute long clash but has not finished?",
        "What happened during the time that food was provided?",
        "What might happen during the note?",  # "note" is a noun
    ],
)
def test_relation_word_with_an_anchor_is_kept(question: str) -> None:
    assert isinstance(question_form(question), QuestionForm)


@pytest.mark.parametrize(
    "question, kept",
    [
        ("What has already happen in spite of bugs?", False),  # "has" asks for a participle
        ("What was happened after the pope assumed?", False),  # "happen" has no passive
        ("What was happening while the pope assumed?", True),
        ("What will still be happening while terrorism is fought?", True),
        ("What should have been finished by the election but might not?", True),
        ("What had started before the separatist \"commando\" held a husband and wife hostage?", True),
    ],
)
def test_auxiliary_with_a_verb_form_it_cannot_take_is_skipped(question: str, kept: bool) -> None:
    form = question_form(question)
    assert isinstance(form, QuestionForm) if kept else form is Skip.TORQUE_VERB_FORM


NIKE = "An activist group highlighted low pay and instances of corporal punishment at two of Nike's subcontracters."


@pytest.mark.parametrize(
    "question, passage, word",
    [
        ("What occured during the success in March?", "The breakthroughs in March were a success.", "occured"),
        ("What happened befure the EU and US started giving aid to the Palestinian Authority?",
         "The EU and US froze the aid.", "befure"),
        # the passage's own spelling is copied faithfully; a word one edit from no known word is no misspelling
        ("What happened during instances of corporal punishment at Nike subcontracters?", NIKE, None),
        ("What happened after suppressors began?", "Suppressors began firing.", None),
        ("What happened before Kilpatrick cautioned about China's behavior?", "Kilpatrick cautioned.", None),
    ],
)  # fmt: skip
def test_misspelled_words(question: str, passage: str, word: str | None) -> None:
    assert misspelling(question, passage) == word


@pytest.mark.parametrize(
    "question, passage, name",
    [  # round 14: TORQUE dev questions (reads of seeds 72491, 41003); the paper profile skips them
        ("What happened after Ciba-Giegy and Chiron spoke?", "Ciba-Geigy Ltd. and Chiron Corp. said", "Ciba-Giegy"),
        ("What happened before Meriuex submits details?", "Institut Merieux S.A. offered", "Meriuex"),
        ("What happened after Americans voted?", "American voters went to the polls.", None),  # a plural, no typo
        ("What happened after Chiron spoke?", "Ciba-Geigy Ltd. and Chiron Corp. said", None),
    ],
)  # fmt: skip
def test_a_name_the_passage_spells_otherwise_is_misspelt(question: str, passage: str, name: str | None) -> None:
    assert misspelling(question, passage) is None and misspelt_name(question, passage) == name


def test_a_misspelled_question_is_counted_and_yields_no_pairs() -> None:
    (source,) = [s for s in read_torque(DATA, ["dev"], {}) if s.document.doc_id == P1]
    (document,) = parse_documents([source.document], parser())
    question = source.questions[4]  # "What might happen after the meeting?", with a dev question's typo
    misspelled = replace(source, questions=[replace(question, text=question.text.replace("after", "befure"))])
    skips = SkipCounter()
    assert question_records(document, misspelled, load_profile("paper"), skips, "licence") == []
    assert skips == {Skip.TORQUE_MISSPELLING.value: 1}


# issue 29 round 5, the read of seed 30407: crowd questions whose wording the statement would copy (paper profile)
@pytest.mark.parametrize(
    "question, slip",
    [
        ("What will definitely happen after the dialogue began?", Skip.TORQUE_TENSE_CLASH),  # real dev questions
        ("What is happening when Kisangani was taken?", Skip.TORQUE_TENSE_CLASH),
        ("What happened after anonymity?", Skip.TORQUE_BARE_ANCHOR),
        ("What happened before sale?", Skip.TORQUE_BARE_ANCHOR),
        ("What will happen after they hope?", Skip.TORQUE_NO_ANCHOR),
        ("What happened after Casey added?", Skip.TORQUE_NO_ANCHOR),
        # round 15, the reads of seeds 41003 and 84640 (real dev and test questions): a past predicate with an anchor
        # in the present or future, or with "but has not finished"; a perfect one before or after a past or present anchor
        ("What happened before the supply has been built?", Skip.TORQUE_TENSE_CLASH),
        ("What happened before the global demand for oil will rise?", Skip.TORQUE_TENSE_CLASH),
        ("What happened after some can return?", Skip.TORQUE_TENSE_CLASH),
        ("What happened before that they are witnessing?", Skip.TORQUE_TENSE_CLASH),
        ("What happened before the acquisition but has not finished?", Skip.TORQUE_TENSE_CLASH),
        ("What has *not* happened after the dialogue began?", Skip.TORQUE_TENSE_CLASH),
        ("What has happened before the managers are in Leipzig?", Skip.TORQUE_TENSE_CLASH),
        ("What happened after Jiang said anything?", Skip.TORQUE_NO_ANCHOR),  # "anything" unlicensed (read of seed 10885)
        ("What happened before Grandi said anything?", None),  # "before" licenses it
        ("What happened before China would by all WTO rules?", Skip.TORQUE_VERB_FORM),  # the modal's verb left out (read of seed 29749)
        ("What happened after he did so?", None),
        ("What has happened since the troops were deployed?", None),  # "since" takes the past
        ("What happened before IBM announced that they have no plans to recall add-on cards?", None),  # reported present
        ("What happened while everyone who wanted to vote was able to do so?", None),
        # what reads right stays: a past anchor of a past question, a participle adjective, a meal, a noun anchor
        ("What happened after the dialogue began?", None),
        ("What will happen after the proposed merger?", None),
        ("What happened after dinner?", None),
        ("What happened after the report?", None),
        ("What happened after he left?", None),
        ("What events have already finished?", None),
    ],
)  # fmt: skip
def test_anchor_slips_of_crowd_questions(question: str, slip: Skip | None) -> None:
    assert isinstance(question_form(question), QuestionForm)  # the release-2020 profile keeps them all
    assert anchor_slip(question) is slip


def test_an_anchor_slip_is_counted_in_the_paper_profile_only() -> None:
    (source,) = [s for s in read_torque(DATA, ["dev"], {}) if s.document.doc_id == P1]
    (document,) = parse_documents([source.document], parser())
    question = source.questions[4]  # "What might happen after the meeting?"
    slipped = replace(source, questions=[replace(question, text="What will happen after the meeting began?")])
    skips = SkipCounter()
    assert question_records(document, slipped, load_profile("paper"), skips, "licence") == []
    assert skips == {Skip.TORQUE_TENSE_CLASH.value: 1}
    assert question_records(document, slipped, load_profile("release-2020"), SkipCounter(), "licence") != []


@pytest.mark.parametrize(("question", "cut"), [
    ("What happened after the Council passed?", True),  # *passed a resolution*: the bare verb names another act
    ("What happened after the Council passed a resolution?", False),
    ("What happened before the resolution was passed?", False),  # a passive's object is its subject
    ("What happened before revenue declined?", False),  # *declined 8%*: a measure completes nothing
    ("What might happen after the rally began?", False),  # *supporters began a rally*: another subject
    ("What happened after the protest?", False),  # a noun
])  # fmt: skip
def test_an_anchor_the_passage_completes_is_cut(question: str, cut: bool) -> None:
    # issue 29 round 14: the audit of TORQUE's question endings (28 Nov); Stanza parses of dev passages
    passage = sentences_from_conllu((FIXTURES / "anchors.conllu").read_text(encoding="utf-8"), None, "anchors.conllu")
    assert cut_anchor(question, passage) is cut


def test_modality_classes() -> None:
    assert modality("What probably will not happen after the demand?") == "negated"  # negation wins
    assert modality("What is likely to happen after the vote?") == "hedged"
    assert modality("What will start after the meeting?") == "future"
    assert modality("What happened before the vote?") == "none"


def test_modality_is_the_predicates_not_the_anchors() -> None:  # real dev questions
    assert modality("What happened after people not on electoral lists voted?") == "none"
    assert modality("What will happen after investments can be made?") == "future"
    assert modality("What could happen after Museveni would not stand in the way?") == "hedged"
    assert modality("What is happening now, before there is a European Union that can make a contribution?") == "none"


def test_self_reference_is_the_candidate_named_in_the_question_anchor() -> None:
    assert names_candidate("What happened after the dollar opened weakly?", "opened")
    assert names_candidate("What happened while Jiang was saying anything?", "said")  # any form of the word
    assert names_candidate("What happened when operations had a loss?", "had")  # an auxiliary word as the anchor
    assert not names_candidate("What happened after the dollar opened weakly?", "rallied")
    assert not names_candidate("What events have already finished?", "finished")  # warm-ups name no event


# --- metrics ---------------------------------------------------------------------------------


def pair(question: str, cluster: str, event: str, label: str, votes: list[bool]) -> dict:
    return {"pair-id": f"{question}:{event}", "question-id": question, "cluster-id": cluster, "label": label,
            "annotator-answers": votes}  # fmt: skip


E, N = "entailed", "not-entailed"
# q1: agreed {a, b}; annotators {a, b}, {a}, {a, b, c}.  q2 (same cluster): agreed {}; annotators {}, {d}, {}.
# q3 (its own cluster): agreed {e}; annotators {e}, {e}, {e}.
GOLD = [
    pair("q1", "k1", "a", E, [True, True, True]),
    pair("q1", "k1", "b", E, [True, False, True]),
    pair("q1", "k1", "c", N, [False, False, True]),
    pair("q2", "k1", "d", N, [False, True, False]),
    pair("q3", "k2", "e", E, [True, True, True]),
]


def test_metrics_by_hand_on_partial_answers() -> None:
    # q1 predicts {a}: equals annotator 2 (EM, F1 1); q2 predicts {d}: equals annotator 2; q3 predicts {}: F1 0.
    predictions = {"q1:a": E, "q1:b": N, "q1:c": N, "q2:d": E}  # q3:e missing = not-entailed
    metrics = torque_metrics(GOLD, predictions)
    assert metrics["questions"] == 3 and metrics["clusters"] == 1  # k2 has one question
    assert metrics["EM"] == pytest.approx(200 / 3)
    assert metrics["F1"] == pytest.approx(200 / 3)
    assert metrics["C"] == 100.0
    assert metrics["EM-annotators"] == metrics["EM"] and metrics["F1-annotators"] == metrics["F1"]
    assert metrics["EM-agreed"] == 0.0  # q1 {a} != {a, b}, q2 {d} != {}, q3 {} != {e}
    assert metrics["F1-agreed"] == pytest.approx(100 * (2 / 3) / 3)  # q1: P 1, R 1/2


def test_a_majority_answer_no_annotator_gave_is_a_reference_answer() -> None:
    # Each event chosen by 2 of 3 annotators: the agreed answer {f, g, h} is no one's answer.
    gold = [pair("q4", "k3", "f", E, [True, True, False]), pair("q4", "k3", "g", E, [False, True, True]),
            pair("q4", "k3", "h", E, [True, False, True])]  # fmt: skip
    metrics = torque_metrics(gold, {"q4:f": E, "q4:g": E, "q4:h": E})
    assert (metrics["EM"], metrics["F1"], metrics["EM-agreed"]) == (100.0, 100.0, 100.0)
    assert metrics["EM-annotators"] == 0.0  # what the official script, annotators only, would say
    assert metrics["F1-annotators"] == pytest.approx(80.0)  # {f, g, h} vs {f, h}: P 2/3, R 1
    annotator = torque_metrics(gold, {"q4:f": E, "q4:h": E})  # annotator 1's answer
    assert annotator["EM"] == annotator["EM-annotators"] == 100.0 and annotator["EM-agreed"] == 0.0


def test_metrics_partial_f1_and_consistency_threshold() -> None:
    # q1 predicts {b, c}: best F1 is 0.8 against {a, b, c} (P 1, R 2/3); q2 predicts {}: annotators 1 and 3, F1 1.
    metrics = torque_metrics(GOLD, {"q1:b": E, "q1:c": E, "q3:e": E})
    assert answer_f1(frozenset({"b", "c"}), frozenset({"a", "b", "c"})) == pytest.approx(0.8)
    assert metrics["EM"] == pytest.approx(200 / 3)  # q2 and q3
    assert metrics["F1"] == pytest.approx(100 * (0.8 + 1 + 1) / 3)
    assert metrics["C"] == 100.0  # 0.8 is enough
    assert torque_metrics(GOLD, {"q1:b": E, "q3:e": E})["C"] == 0.0  # {b}: best F1 2/3 < 0.8
    assert answer_f1(frozenset(), frozenset()) == 1.0 and answer_f1(frozenset({"a"}), frozenset()) == 0.0


# --- recipe ----------------------------------------------------------------------------------


def test_recast_torque_on_the_fixture(tmp_path: Path) -> None:
    manifest = recast_corpus(CorpusRun("torque", ["train", "dev"], data_dir=DATA, parser=parser(),
                                       profile=load_profile("paper"), out_dir=tmp_path))
    dev = records(tmp_path, "dev")
    # issue 29: candidates negated or hedged in the passage skipped (was 45), since the read of seed 18771
    # those still to come (was 36), since round 3 those under a hedge or in a modal verb's oblique (was 32);
    # round 4's completeness rule and reporting-verb whitelist (was 29)
    assert manifest["splits"]["dev"]["pairs"] == len(dev) == 26
    assert manifest["splits"]["train"]["pairs"] == 11
    assert manifest["skipped"]["dev"] == {
        Skip.TORQUE_SELF_REFERENCE.value: 5,  # opened x1, meeting x2, suspects' "questioned", "layoffs"
        Skip.TORQUE_CONTESTED.value: 4,
        Skip.TORQUE_OBJECT_QUESTION.value: 1,
        Skip.MODAL_EVENT.value: 8,  # issue 29: candidates under a modal ("could", "would") or a hedge are not asserted
        Skip.NOT_AN_EVENT.value: 4,  # issue 29: a word modifying the noun after it
        Skip.FUTURE_EVENT.value: 4,  # issue 29, seed 18771: "will ..." in an ordering question
        Skip.LOST_COMPLEMENT.value: 3,  # round 4: a bare gerund would leave its completing oblique behind
    }
    source = json.loads((DATA / "torque" / "dev.json").read_text(encoding="utf-8"))
    for record in dev:  # every label is answer membership; every vote is an annotator's choice
        passage, number = record["question-id"].rsplit(":", 1)
        question = list(source[passage]["question_answer_pairs"].items())[int(number)]
        assert record["question"] == question[0]
        start, end = record["event-ids"][0].split("-")
        index = f"({start},{end})"
        assert (record["label"] == "entailed") == (index in question[1]["answer"]["indices"])
        assert record["annotator-answers"] == [index in a["indices"] for a in question[1]["individual_answers"]]
    by_id = {r["pair-id"]: r for r in dev}
    # issue 29: the hedged question's candidate "cutting" ("could cut") is under a modal and skipped
    assert f"torque:{P1}:4:87-90" not in by_id
    hedged = [r for r in dev if r["modality"] == "hedged"]
    assert hedged and all(" might happen " in r["hypothesis"] for r in hedged)
    assert by_id["torque:docid_wsj_0136_sentid_2:1:22-29"]["hypothesis"] == (
        "The layoffs have begun but have not finished.")  # a plural candidate; "announced" is the misparsed main verb
    assert f"torque:{P1}:0:107-114" not in by_id  # "meeting": contested negative of the first question
    assert manifest["torque"]["te3_documents"]["train"] == ["wsj_0520"]


def test_profile_can_drop_hedged_questions() -> None:
    skips = SkipCounter()
    (source,) = [s for s in read_torque(DATA, ["dev"], {}) if s.document.doc_id == P1]
    (document,) = parse_documents([source.document], parser())
    drop = replace(load_profile("paper"), torque_hedged_questions="drop")
    kept = question_records(document, source, load_profile("paper"), SkipCounter(), "licence")
    dropped = question_records(document, source, drop, skips, "licence")
    # issue 29: one of the hedged question's three candidates is itself unasserted and skipped in both
    assert len(kept) - len(dropped) == 2 and {r["modality"] for r in dropped} == {"none", "future", "negated"}
    assert skips[Skip.TORQUE_HEDGED_QUESTION.value] == 1


def test_split_dev_by_document(tmp_path: Path) -> None:
    manifest = recast_corpus(CorpusRun("torque", ["dev", "test"], data_dir=DATA, parser=parser(),
                                       options={"split_dev_by_document": True}, profile=load_profile("paper"),
                                       out_dir=tmp_path))
    documents = manifest["torque"]["te3_documents"]
    assert set(documents) == {"dev", "test"} and not set(documents["dev"]) & set(documents["test"])
    assert sorted(documents["dev"] + documents["test"]) == ["APW19980227.0489", "NYT19980402.0453", "wsj_0136"]
    for split in ("dev", "test"):
        assert {r["doc-id"].split("_sentid_")[0][6:] for r in records(tmp_path, split)} == set(documents[split])
    again = recast_corpus(CorpusRun("torque", ["dev", "test"], data_dir=DATA, parser=parser(),
                                    options={"split_dev_by_document": True}, profile=load_profile("paper"),
                                    out_dir=tmp_path / "again"))
    assert again["torque"]["te3_documents"] == documents  # deterministic


def test_asking_for_torque_test_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(RecastError, match="E121"):
        recast_corpus(CorpusRun("torque", ["dev", "test"], data_dir=DATA, parser=parser(),
                                profile=load_profile("paper"), out_dir=tmp_path))


def test_eval_reports_torque_metrics_and_baseline_runs(tmp_path: Path) -> None:
    corpus = tmp_path / "torque"
    recast_corpus(CorpusRun("torque", ["train", "dev"], data_dir=DATA, parser=parser(), profile=load_profile("paper"),
                            out_dir=corpus))
    predictions = tmp_path / "gold.jsonl"
    predictions.write_text("".join(json.dumps({"pair-id": r["pair-id"], "label": r["label"]}) + "\n"
                                   for r in records(corpus, "dev")))  # fmt: skip
    report = evaluate(corpus, predictions)
    dev = report.corpus_metrics["dev"]
    assert (dev["EM"], dev["F1"], dev["C"], dev["EM-agreed"]) == (100.0, 100.0, 100.0, 100.0)
    assert report.accuracy.accuracy == 100.0 and "EM-agreed" in report.to_markdown()
    baseline = run_baseline("template-majority", corpus, tmp_path / "baseline.jsonl")
    assert baseline.report.accuracy.total == 26  # issue 29 (was 45, then 36, then 32, then 29)
    scored = evaluate(corpus, tmp_path / "baseline.jsonl").corpus_metrics["dev"]  # TORQUE's metrics of its predictions
    assert scored["questions"] == 12 and 0 <= scored["EM"] < 100  # seed 18771: two only on events to come (was 14)


# --- the shared data -------------------------------------------------------------------------


@pytest.mark.integration
def test_torque_dev_on_shared_data(data_dir: Path, tmp_path: Path) -> None:
    model = os.environ.get("RECAST_UDPIPE_MODEL")
    if not (data_dir / "torque" / "dev.json").is_file() or not model or not Path(model).is_file():
        pytest.skip("needs torque/dev.json under RECAST_DATA_DIR and RECAST_UDPIPE_MODEL")
    manifest = recast_corpus(CorpusRun("torque", ["dev"], data_dir=data_dir,
                                       parser=make_parser(ParserOptions("udpipe", udpipe_model=Path(model))),
                                       profile=load_profile("paper"), out_dir=tmp_path))
    dev = records(tmp_path, "dev")
    entailed = sum(r["label"] == "entailed" for r in dev)
    # issue 29: 7,414 (was 8,525); 6,609 since the infinitives, means and conjuncts the read of seed 84311 found asserted;
    # 5,4xx since round 3's hedges, alternatives and ambiguous bare phrases (seeds 43117, 58203); 4,462 since
    # round 4's completeness rule and reporting-verb whitelist (seeds 21011 to 58585); 3,847 since round 5's crowd
    # question slips (tense clash, bare or unsaid anchors) and hedges read from the words (seed 30407); 3,447 since
    # round 13's lost arguments, bare gerunds that say nothing alone and hedges of adjuncts (seeds 15410 to 60417); 3,062
    # since round 14's audit of TORQUE (cut anchors, states' times, documents and sums of money); 2,919 since round 15's
    # tense clashes (a past question about a present or future anchor, a perfect one about a past anchor) and phrases;
    # 2,888 since round 17's subjects hung elsewhere ("saying the situation remained") and answers repeating their anchor
    assert 2850 < len(dev) < 10500 and 0.30 < entailed / len(dev) < 0.37
    skipped = manifest["skipped"]["dev"]
    assert skipped[Skip.TORQUE_CONTESTED.value] == 1729 and skipped[Skip.TORQUE_OBJECT_QUESTION.value] == 36
    # contested: 1,986 before round 5 skipped the slipped questions whose candidates they were; 1,827 before round
    # 14 skipped the anchors cut short ("after the Council passed"); 1,778 before round 15's tense clashes, 1,732 before its
    # modals without a verb
    assert skipped[Skip.TORQUE_CUT_ANCHOR.value] == 24 and skipped[Skip.TORQUE_STATE_TIME.value] == 62  # round 14 (28 cut anchors before round 15)
    crowd = (Skip.TORQUE_NO_ANCHOR, Skip.TORQUE_VERB_FORM, Skip.TORQUE_MISSPELLING, Skip.TORQUE_OTHER_QUESTION)
    assert [skipped[reason.value] for reason in crowd] == [82, 4, 13, 4]  # round 5: +40 unsaid anchors ("after they hope"); round 14: +5 misspelt names ("Ciba-Giegy"); round 15: -3, -1 (tense clashes first), +2 ("after Jiang said anything"), +1 ("would by")
    source = json.loads((data_dir / "torque" / "dev.json").read_text(encoding="utf-8"))
    for record in random.Random(0).sample(dev, 500):
        passage, number = record["question-id"].rsplit(":", 1)
        answer = list(source[passage]["question_answer_pairs"].values())[int(number)]["answer"]["indices"]
        start, end = record["event-ids"][0].split("-")
        assert (record["label"] == "entailed") == (f"({start},{end})" in answer)
    gold = torque_metrics(dev, {str(r["pair-id"]): r["label"] for r in dev})
    assert gold["EM"] == gold["F1"] == gold["C"] == gold["EM-agreed"] == gold["F1-agreed"] == 100.0
    assert 99.0 < gold["EM-annotators"] < 100.0  # 7 questions' majority answer is no annotator's
    assert manifest["torque"]["shared_documents"]["tempeval3"]["dev"]["train"]  # TORQUE dev reuses TE3 train documents


def test_issue29_round16_an_answer_that_repeats_its_anchor_names_one_event_twice() -> None:
    # read of seed 89305: "What happened after the resistance?" with "put up resistance" as an answer wrote "Putting up
    # resistance happened after the resistance." (READING.md: alike)
    putting_up = EventPhrase("", ("putting", "up", "resistance"), family=lemma_family("put"), arguments=("up", "resistance"))
    assert repeats_anchor("What happened after the resistance?", putting_up)
    assert repeats_anchor("What might have started before the resistances?", putting_up)  # the family, not the form
    # an anchor that names more than the phrase is another event: "after he resisted arrest" names "he" and the arrest
    assert not repeats_anchor("What happened after he resisted arrest?", putting_up)
    assert not repeats_anchor("What happened after the elections?", putting_up)
    # release-2020's phrases have no family: nothing changes there
    assert not repeats_anchor("What happened after the resistance?", EventPhrase("the", ("putting",)))
