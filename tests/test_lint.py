"""``recast lint`` on hypotheses the generator made before issue 9 (tests/fixtures/lint: rows cut from real
paper-profile TE3, TB-D and UDS-T output) and on hypotheses it makes now."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import REPO

from recast.catalogue import Lint
from recast.cli import recast
from recast.lint import alike, clause_form, event_phrases, lint_corpora, lint_corpus, misshapen, phrase_defects
from recast.manifest import read_manifest
from recast.manifest import record_outputs

FIXTURES = REPO / "tests" / "fixtures" / "lint"
ISSUE29_CLASSES = {Lint.LOST_ARGUMENT, Lint.THE_BEING, Lint.GERUND_BARE_OBJECT, Lint.ALIKE, Lint.ASSERTED_UNREAL}


def defects(phrase: str, context: str) -> set[Lint]:
    return set(phrase_defects(phrase, context))


@pytest.mark.parametrize(("phrase", "context", "expected"), [
    ("the agreeding", "The parties agreed on Friday.", Lint.DOUBLE_INFLECTION),
    ("the shotting", "The guards shot him.", Lint.WRONG_LEMMA),
    ("the tacking", "The army is tackling the rebels.", Lint.WRONG_LEMMA),
    ("the being", "There are hundreds of members.", Lint.BARE_BEING),
    ("the being the offing", "A deal is in the offing.", Lint.LOST_WORDS),
    ("the being a experienced bird owner", "He is a very experienced bird owner.", Lint.LOST_WORDS),
    ("the filing a concurring opinion in which", "She filed a concurring opinion, in which two joined.", Lint.FRAGMENT),
    ("the making him", "They made him leave.", Lint.FRAGMENT),
    ("the force investigation", "The task-force investigation found nothing.", Lint.FRAGMENT),
    ("the Nicolas informing", "Nicolas Sarkozy was informed on Thursday.", Lint.FRAGMENT),
    ("the not authorizing", "The strikes are not authorized by the UN.", Lint.VOICE),
    ("the being comply", "The companies will comply.", Lint.VOICE),
    ("the having", "We had a multiplying effect.", Lint.BARE_LIGHT_VERB),
    # issue 29: READING.md's classes, on the phrases the blind read of 240 found
    ("the opening", "The activists said the troops had opened fire as soon as they boarded.", Lint.LOST_ARGUMENT),
    ("the helping", "Albright helped hang a poster.", Lint.LOST_ARGUMENT),
    ("the keeping", "They keep asking me.", Lint.LOST_ARGUMENT),
    ("the being held", "The presidential poll will be held a week later.", Lint.THE_BEING),
    ("the not being injured", "Nobody else was not injured.", Lint.THE_BEING),
    ("their being nocturnal", "No, technically they do not need a UVB light; they are nocturnal.", Lint.THE_BEING),  # seed 84311
    ("the making the short journey", "They made the short journey across the Florida Straits.", Lint.GERUND_BARE_OBJECT),
    ("the making Farkas", "Farkas was made a general.", Lint.GERUND_BARE_OBJECT),
    ("the sinking", "Nobody was hurt, and the boat did not sink.", Lint.ASSERTED_UNREAL),
    ("the spending", "It is a great way to see the city without spending a fortune.", Lint.ASSERTED_UNREAL),
    # round 4 (seed 57437): a clause feared or believed, whatever its parse
    ("the witnessing of the beginnings", "They fear they are witnessing the beginnings of a much wider conflict.", Lint.ASSERTED_UNREAL),
    ("the joining of an underground movement", "She denied that she joined an underground movement.", Lint.ASSERTED_UNREAL),
    ("the fearing", "They would fear the worst.", Lint.ASSERTED_UNREAL),  # a belief's own modal still counts
    ("the arresting of the men", "Police suspect the men were arrested.", Lint.ASSERTED_UNREAL),
    ("the winning", "They hoped to win the election.", Lint.ASSERTED_UNREAL),
])
def test_each_defect_class_is_found(phrase, context, expected) -> None:
    assert expected in defects(phrase, context)


@pytest.mark.parametrize(("phrase", "context"), [
    ("the shooting", "The guards shot at the crowd."),
    ("the time when a deal is in the offing", "A deal is in the offing."),
    ("the time when he is a very experienced bird owner", "He is a very experienced bird owner."),
    ("the time when it looks amazing", "They did a vehicle wrap for my Toyota Venza that looks amazing."),  # its own finite verb
    ("the time when they were being sought", "Police said they were being sought."),  # a progressive passive
    ("the task-force investigation", "The task-force investigation found nothing."),
    ("the having of a multiplying effect", "We had a multiplying effect."),
    ("the setting up of a panel", "They set up a panel."),
    # issue 29
    ("the opening of fire", "The activists said the troops had opened fire as soon as they boarded."),
    ("the holding of the presidential poll", "The presidential poll will be held a week later."),
    ("the saying", "Officials said the talks collapsed."),
    ("the collapsing", "Officials said the talks collapsed."),
    ("leaving nine passengers dead", "The crash left nine passengers dead."),
    ("cleaning it", "I cleaned the apartment, then cleaned it again."),  # a gerund clause ends in its pronoun
    ("the talking to him", "She talked to him for an hour."),
    # round 10 (TB-D's flags): a belief or a charge is itself asserted, and a noun is no verb of belief
    ("the fearing", "The Albanians are considerably worried about the future and fear they are witnessing a war."),
    ("the accusations", "She also denied accusations made by Amir's brother that she joined an underground movement."),
    ("the arresting of suspects", "Of nine women who had been killed last year, suspects had been arrested in only four cases."),
    ("the overruling of a 1971 Convention", "They claimed resolutions to force the suspects' extradition overruled a 1971 Convention."),
    ("the bombings", "It is another indication officials suspect a link between all the bombings."),
    ("the saying", "The move had been widely expected after police said they believe the IRA was behind two killings."),
])
def test_what_the_generator_makes_now_is_clean(phrase, context) -> None:
    assert defects(phrase, context) == set()


# Issue 9, second round. Each narrowing of a rule comes with good phrases it flagged (real paper-profile
# phrases and the contexts they were made from) and keeps flagging the defect it is for (the cases above).
@pytest.mark.parametrize(("phrase", "context"), [
    # a passive with a participle that looks like a base form: "being" + "put" is no "the being comply"
    ("the being put", "The Immigration and Naturalization Service has ruled in favor of the father's request that "
     "the boy be returned to him in Cuba, but that decision was put on hold while the Miami relatives battle in "
     "federal court to keep him in this country."),
    # the context has the verb in the active too: the gerund may be for that one
    ("the censoring", "My argument is it's art and therefore should not be censored he's making us censor it who's right"),
    # "the Nairobi bombing" is the context's own wording, not a name cut before a gerund ("the Nicolas informing")
    ("the Nairobi bombing", "Some Kenyans have complained that after the Nairobi bombing, rescuers gave priority to "
     "finding American victims and to protecting evidence at the expense of saving African lives."),
    # "commerce" stands unhyphenated in the context as well: no piece of "e-commerce"
    ("the electronic commerce initiatives", "The application will create the necessary framework and infrastructure "
     "to support electronic commerce (e-commerce) initiatives in the country."),
    # "tell'em" holds "tell"
    ("the telling", "Great for the kiddies - they love the labyrinth (do n't forget to tell'em it s really a 'pagen' thing!)."),
    # one occurrence of the predicate follows a preposition, the other a copula
    ("the being different", "You said they live in different cages and they are free in day, so no problem, do n't put "
     "both of them in one cage because rabbits bedding is different than that of hens"),
])
def test_good_phrases_the_first_round_rules_flagged_are_clean(phrase, context) -> None:
    # issue 29 judges "the being" and a bare gerund whose object follows ("censor it") defects of their own
    assert defects(phrase, context) - ISSUE29_CLASSES == set()


@pytest.mark.parametrize(("phrase", "expected"), [
    ("the ``large-scale'' arrests", Lint.FRAGMENT),  # quotation marks (TB-D AP900816-0139)
    ("the being because the buffer", Lint.FRAGMENT),  # a subordinator opens the predicate (UDS-T)
    ("the that seeing", Lint.FRAGMENT),  # a complementiser after the determiner (UDS-T)
    ("the making it tough declares Robert Antolini head of otc trading", Lint.FRAGMENT),  # a second clause (TE3)
    ("the being his", Lint.FRAGMENT),  # a possessive pronoun as the predicate (UDS-T)
    ("the not being so a stupid name", Lint.LOST_WORDS),  # "so" lost its adjective (UDS-T)
    ("the so much pressure", Lint.LOST_WORDS),  # a degree word right after "the" (TE3)
])
def test_second_round_defects_are_found(phrase, expected) -> None:
    assert expected in defects(phrase, "")


def test_a_prepositional_passive_is_no_dangling_fragment_but_an_active_stranded_preposition_is() -> None:
    # UDS-T: "yeah i got yelled at also."; "... their food is to die for"
    assert defects("the time when I got yelled at", "yeah i got yelled at also.") == set()
    assert Lint.FRAGMENT in defects("the dying for", "their food is to die for")
    assert Lint.FRAGMENT in defects("the not having the money for", "I do n't have the money for it")


def test_rule_findings_belong_to_the_row_whose_context_they_judge(tmp_path: Path) -> None:
    # One hypothesis over two real UDS-T contexts: "kind of curious" loses "kind of", "now i'm curious" loses
    # nothing. Only the first row is flagged (the first round flagged every row of a hypothesis flagged once).
    corpus = tmp_path / "uds-time-duration"
    corpus.mkdir()
    hypothesis = "The time when I am curious did take or will take longer than an hour."
    contexts = ["I was kind of curious, what exactly is Guild Wars?", "EDIT: now i'm curious... EDIT: How did I know..."]
    (corpus / "train.jsonl").write_text(
        "".join(json.dumps({"hypothesis": hypothesis, "context": c}) + "\n" for c in contexts), encoding="utf-8"
    )
    record_outputs(corpus, {"corpus": "uds-time-duration"}, ["train.jsonl"])  # a corpus that verifies
    result = lint_corpus(corpus, round_trip=False)
    assert (result.rows, result.flagged) == (2, 1)
    assert result.counts == {Lint.LOST_WORDS.value: 1}


def test_hypotheses_are_cut_by_their_templates() -> None:
    assert event_phrases("The being late started before the waiting ended.") == [(0, "The being late"), (30, "the waiting")]
    assert event_phrases("The waiting did take or will take longer than a minute.") == [(0, "The waiting")]
    assert event_phrases("Something else.") == []


def test_counts_and_examples_per_corpus_without_round_trip() -> None:
    report = lint_corpora(FIXTURES, round_trip=False)
    by_corpus = {c.corpus: c for c in report.corpora}
    assert sorted(by_corpus) == ["tbdense", "tempeval3", "uds-time-order"]
    te3 = by_corpus["tempeval3"]
    assert (te3.rows, te3.flagged) == (6, 5)  # "The dying started before the saying started." is clean
    assert te3.counts[Lint.DOUBLE_INFLECTION.value] == 1
    assert te3.examples[Lint.BARE_LIGHT_VERB.value] == [  # "lead" is a light verb too since the third round
        "The being comply started before the leading started.", "The having started before the saying started."
    ]
    assert by_corpus["tbdense"].counts[Lint.WRONG_LEMMA.value] == 2  # shotting, tacking
    markdown = report.to_markdown()
    assert "## tempeval3" in markdown and f"| {Lint.DOUBLE_INFLECTION.value} | 1 |" in markdown
    assert report.over(0.5) == report.corpora and report.over(1.0) == []


def test_cli_exit_status_follows_max_rate(tmp_path: Path) -> None:
    corpus = tmp_path / "tempeval3"
    shutil.copytree(FIXTURES / "tempeval3", corpus)
    runner = CliRunner()
    failing = runner.invoke(recast, ["lint", str(corpus), "--no-round-trip", "--no-record", "--max-rate", "0.01"])
    assert failing.exit_code == 1 and "5 of 6 hypotheses flagged" in failing.output
    report = tmp_path / "lint.md"
    passing = runner.invoke(recast, ["lint", str(corpus), "--no-round-trip", "--no-record", "--max-rate", "0.9", "--markdown", str(report)])
    assert passing.exit_code == 0 and report.read_text().startswith("## tempeval3")


@pytest.mark.skipif(not os.path.isfile(os.environ.get("RECAST_UDPIPE_MODEL", "")), reason="set RECAST_UDPIPE_MODEL")
def test_round_trip_flags_phrases_the_template_cannot_hold() -> None:
    from recast.parse.backends import UDPipeParser

    parser = UDPipeParser()
    broken = "The responding started before the with the task-force investigation getting started."
    fine = [
        "The responding started before the not being authorized started.",
        "The being in the offing did take or will take longer than a day.",
        "The task-force investigation ended before the setting up ended.",
    ]
    assert misshapen([broken, *fine], parser) == [broken]


def test_clause_forms_of_verbal_phrases() -> None:
    assert clause_form("the taking the stand") == "They took the stand."
    assert clause_form("the not being disclosed") == "They were not disclosed."
    assert clause_form("the not having anything") == "They did not have anything."
    assert clause_form("the with the task-force investigation getting") is None  # no verbal phrase: no retry
    assert clause_form("the civil war") is None
    assert clause_form("the time when they are nocturnal") == "They are nocturnal."  # a state's clause
    assert clause_form("having a dog") == "They had a dog."  # a gerund clause


@pytest.mark.skipif(not os.path.isfile(os.environ.get("RECAST_UDPIPE_MODEL", "")), reason="set RECAST_UDPIPE_MODEL")
def test_round_trip_reads_verbal_phrases_as_clauses_and_still_flags_broken_ones() -> None:
    from recast.parse.backends import UDPipeParser

    parser = UDPipeParser()
    template = "{X} started before the waiting ended."
    # good phrases of real paper output (TE3, TB-D, UDS-T) that UDPipe misreads after "the" (two subjects for
    # "started", "being" + participle read as a passive clause of its own): the clause form reads them
    misread = ["the having nothing", "the taking the stand", "the not being disclosed", "the being aimed",
               "the holding the subpoena", "the doing something", "the having a doctor's appointment",
               # issue 29: a state's clause and a gerund clause (UDS-T)
               "the time when the Iguazu Falls are a certainly must see attraction", "the time when they are nocturnal",
               "having a dog", "the time when the buses are very comfortable"]
    # real defects of the same kind that the retry still flags: "were" as a plain auxiliary ("They were offer
    # ..."), a predicate that is no phrase ("They were not up anything extraordinary")
    broken = ["the being offer three paribas shares for one Navigation Mixte share",
              "the not being up anything extraordinary"]
    hypotheses = {p: template.format(X=p[:1].upper() + p[1:]) for p in [*misread, *broken]}
    flagged = set(misshapen(list(hypotheses.values()), parser))
    assert {p for p, h in hypotheses.items() if h in flagged} == set(broken)


def test_recorded_counts_reach_the_manifest_card_and_stats(corpus_root: Path) -> None:
    from recast.stats import lint_table
    from recast.verify import verify

    corpus_dir = corpus_root / "paper" / "uds-time-order"
    (result,) = lint_corpora(corpus_dir, round_trip=False, record=True).corpora
    manifest = read_manifest(corpus_dir)
    assert manifest["lint"]["rows"] == result.rows and manifest["lint"]["flagged"] == result.flagged
    assert set(manifest["lint"]["counts"]) == {lint.value for lint in Lint}
    card = (corpus_dir / "README.md").read_text(encoding="utf-8")
    assert f"{result.flagged:,} of {result.rows:,} hypotheses flagged by rules" in card
    assert Lint.BARE_LIGHT_VERB.value in card
    assert set(lint_table(manifest)["defect"]) >= {lint.value for lint in Lint}
    assert verify(corpus_dir).ok  # the card and manifest were rewritten with their checksums


@pytest.mark.parametrize(("phrases", "expected"), [
    (["The arrival", "the arriving"], True),  # one derivational family, nothing else to tell them apart
    (["The saying", "the saying"], True),
    (["The Albright arrival", "the arriving"], True),  # "the arriving" adds nothing to tell them apart
    (["The flu season", "the season"], True),  # seed 84311
    (["The blast", "the surviving of the blast"], False),  # two heads, two events (READING.md)
    (["The ruling", "the decision"], False),  # different words the annotation links pass (READING.md)
    (["The hanging of a poster", "the hanging of a flag"], False),
])
def test_issue29_alike_phrases_of_one_hypothesis(phrases, expected) -> None:
    assert alike(phrases) is expected
