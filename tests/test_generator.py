"""Event phrases and hypotheses on hand-written UD trees (RECASTING.md section 5)."""

from __future__ import annotations

from dataclasses import replace

import conllu
import pytest
from conftest import REPO, ud_sentence

from recast.catalogue import Skip
from recast.engine import ordering_templates
from recast.generator import (
    EventPhrase, PhraseStyle, agree_articles, annotated_unasserted, copied_writing, event_phrase, fill, fill_all, glue,
    hedged_scope, lemma_family, phrase_rules, stray_capital, subject_words, unasserted,
)
from recast.morphology import misspelt
from recast.profiles import load_profile
from recast.pipeline import document_event_phrase
from recast.types import FACTUALITY, Document, Event, Sentence, Token

PAPER = load_profile("paper")
RELEASE = load_profile("release-2020")
RELATION, DURATION = "temporal-relation", "temporal-duration"

WAITED = """
1 We we PRON PRP 2 nsubj
2 waited wait VERB VBD 0 root
3 . . PUNCT . 2 punct
"""
NOT_HAPPY_V2 = """
1 We we PRON PRP 4 nsubj
2 're be AUX VBP 4 cop
3 not not PART RB 4 advmod
4 happy happy ADJ JJ 0 root
"""
NOT_HAPPY_V1 = NOT_HAPPY_V2.replace("4 advmod", "4 neg")
DID_NOT_KNOW = """
1 They they PRON PRP 4 nsubj
2 did do AUX VBD 4 aux
3 n't not PART RB 4 advmod
4 know know VERB VB 0 root
"""
THIS_ATTACK = """
1 This this DET DT 2 det
2 attack attack NOUN NN 3 nsubj
3 killed kill VERB VBD 0 root
4 five five NUM CD 3 obj
"""
CLEANED_TWICE = """
1 I I PRON PRP 2 nsubj
2 cleaned clean VERB VBD 0 root
3 the the DET DT 4 det
4 apartment apartment NOUN NN 2 obj
5 , , PUNCT , 7 punct
6 then then ADV RB 7 advmod
7 cleaned clean VERB VBD 2 conj
8 it it PRON PRP 7 obj
"""
IN_PARIS = """
1 I I PRON PRP 4 nsubj
2 was be AUX VBD 4 cop
3 in in ADP IN 4 case
4 Paris Paris PROPN NNP 0 root
"""
CAN = """
1 It it PRON PRP 2 nsubj
2 can can AUX MD 0 root
"""
GAVE_UP_LONG_FIGHT = """
1 They they PRON PRP 2 nsubj
2 gave give VERB VBD 0 root
3 up up ADP RP 2 compound:prt
4 the the DET DT 6 det
5 long long ADJ JJ 6 amod
6 fight fight NOUN NN 2 obj
7 that that PRON WDT 8 nsubj
8 hurt hurt VERB VBD 6 acl:relcl
"""


def phrase(conllu: str, head: int, profile=PAPER, syntax="parsed", inference=RELATION, obj=False, copula=()):
    result = event_phrase(ud_sentence(conllu, frozenset(copula)), head, PhraseStyle(profile, syntax, inference), obj)
    return result if isinstance(result, Skip) else result.text()


def test_verbs_become_gerunds() -> None:
    assert phrase(WAITED, 2) == "the waiting"


def test_negated_copulas_are_skipped_in_the_paper_profile() -> None:
    # issue 29: a negated event is never asserted (was "the not being happy")
    assert phrase(NOT_HAPPY_V2, 4, copula=[4]) is Skip.NEGATED_EVENT
    assert phrase(NOT_HAPPY_V1, 4, copula=[4], syntax="gold") is Skip.NEGATED_EVENT
    assert phrase(NOT_HAPPY_V2.replace("not not PART RB 4 advmod", "very very ADV RB 4 advmod"), 4, copula=[4]) == (
        "the time when we were very happy"
    )


def test_release_profile_puts_negation_after_being_and_ignores_advmod_negation() -> None:
    assert phrase(NOT_HAPPY_V1, 4, RELEASE, syntax="gold", copula=[4]) == "the being not happy"
    assert phrase(NOT_HAPPY_V2, 4, RELEASE, syntax="parsed", copula=[4]) == "the being happy"


def test_negation_is_attached_and_nt_expanded() -> None:
    assert phrase(DID_NOT_KNOW, 4) is Skip.NEGATED_EVENT  # issue 29: was "the not knowing"
    assert phrase(DID_NOT_KNOW, 4, RELEASE) == "the knowing"


def test_nominal_events_keep_their_determiner_bar_a_demonstrative_in_the_paper_profile_and_are_dropped_in_release() -> None:
    # issue 29 round 14: a demonstrative points back to words the hypothesis lacks ("those talks"), so "the"
    assert phrase(THIS_ATTACK, 2) == "the attack"
    assert phrase(THIS_ATTACK, 2, RELEASE) is Skip.NOMINAL_EVENT
    assert phrase(THIS_ATTACK, 2, RELEASE, syntax="gold") == "the being this attack"


def test_repeated_lemma_attaches_the_object_without_clauses() -> None:
    assert phrase(CLEANED_TWICE, 2, obj=True) == "the cleaning of the apartment"  # issue 29: an of-phrase
    assert phrase(CLEANED_TWICE, 7, obj=True) == "cleaning it"  # issue 29: a gerund clause, was "the cleaning"
    assert phrase(CLEANED_TWICE, 7, RELEASE, syntax="gold", obj=True) == "the cleaning"  # pronoun objects skipped
    assert phrase(GAVE_UP_LONG_FIGHT, 2, obj=True) == "giving up the long fight"
    assert phrase(GAVE_UP_LONG_FIGHT, 2, RELEASE, syntax="gold", obj=True) == "the giving the long fight that hurt"


def test_aux_and_det_heads_are_skipped_per_profile() -> None:
    assert phrase(CAN, 2) is Skip.AUX_DET_HEAD
    assert phrase(CAN, 2, inference=DURATION) is Skip.AUX_DET_HEAD
    assert phrase(CAN, 2, RELEASE, syntax="gold") == "the being can"  # defect 5 of the 2020 release
    assert phrase(CAN, 2, RELEASE, syntax="gold", inference=DURATION) is Skip.AUX_DET_HEAD


def test_hypothesis_casing() -> None:
    sentence = ud_sentence(IN_PARIS, frozenset({4}))
    t1 = ordering_templates()[0]
    x = event_phrase(sentence, 4, PhraseStyle(PAPER, "parsed", RELATION), False)
    y = event_phrase(ud_sentence(WAITED), 2, PhraseStyle(PAPER, "parsed", RELATION), False)
    assert fill(t1.surface, PAPER, X=x, Y=y) == "The time when I was in Paris started before the waiting started."
    x = event_phrase(sentence, 4, PhraseStyle(RELEASE, "gold", RELATION), False)
    assert fill(t1.surface, RELEASE, X=x, Y=y) == "The being paris started before the waiting started."
    attack = event_phrase(ud_sentence(THIS_ATTACK), 2, PhraseStyle(PAPER, "parsed", RELATION), False)
    assert fill(t1.surface, PAPER, X=attack, Y=y) == "The attack started before the waiting started."  # "this": round 14


AN_ORDER = """
1 They they PRON PRP 2 nsubj
2 gave give VERB VBD 0 root
3 a a DET DT 4 det
4 order order NOUN NN 2 obj
"""


def test_indefinite_articles_agree_and_verbs_take_no_determiner() -> None:
    assert phrase(AN_ORDER, 4) == "the order"  # round 6: the context's event is definite ("a" was made "an")
    assert phrase(AN_ORDER, 2) == "giving an order"  # "give" makes a gerund clause; the argument keeps its "a"
    verbal_with_det = AN_ORDER.replace("4 order order NOUN NN 2 obj", "4 ruling rule VERB VBG 2 obj")
    assert phrase(verbal_with_det, 4) == "the ruling"

TOP_NOTCH = """
1 It it PRON PRP 4 nsubj
2 was be AUX VBD 4 cop
3 top top ADJ JJ 4 compound
4 notch notch NOUN NN 0 root
"""


def test_compounds_stay_with_their_head_in_the_paper_profile() -> None:
    assert phrase(TOP_NOTCH, 4, copula=[4]) == "the time when it was top notch"
    assert phrase(TOP_NOTCH, 4, RELEASE, syntax="gold", copula=[4]) == "the being notch"


# Issue 9: real sentences from TE3 and TB-D (parsed by UDPipe) and UDS-T (gold UD-EWT trees), one or more
# per defect class, in tests/fixtures/generator/issue9.conllu. Each expected phrase differs from what the
# generator made before (the fixture's ``phrase_before``).
ISSUE9 = {
    tree.metadata["sent_id"]: tree
    for fixture in (
        "issue9.conllu", "issue9_more.conllu", "issue9_third.conllu", "issue9_fourth.conllu", "issue29.conllu",
        "issue29_round3.conllu", "issue29_round4.conllu", "issue29_round5.conllu", "issue29_round9.conllu",
        "issue29_round13.conllu", "issue29_round14.conllu", "issue29_round15.conllu", "issue29_round16.conllu",
    )
    for tree in conllu.parse((REPO / "tests" / "fixtures" / "generator" / fixture).read_text(encoding="utf-8"))
}


def issue9(name: str, profile=PAPER, obj: bool = False, inference: str = DURATION) -> str | Skip:
    """The fixture's phrase; for a duration, whose templates allow a future event ("will take")."""
    meta = ISSUE9[name].metadata
    corpus_pos = None if meta["corpus_pos"] == "_" else meta["corpus_pos"]
    style = PhraseStyle(profile, meta["syntax"], inference)
    result = event_phrase(ud_sentence_of(name), head_of(name), style, obj, corpus_pos)
    return result if isinstance(result, Skip) else result.text()


@pytest.mark.parametrize(("name", "profile", "expected"), [
    # issue 29: the infinitive comes along, a gerund clause (round 3); a bare noun after its noun since round 18
    ("agreed", PAPER, "agreeing to complete the agreement on compensation"),
    ("agreed", RELEASE, "the agreeing"),
    ("building", RELEASE, "the building"),  # TimeML says VERB, UDPipe lemmatised the noun
    ("meeting", RELEASE, "the meeting"),
    ("impoverished", RELEASE, "the impoverishing"),
])
def test_class_1_no_double_inflection_in_any_profile(name, profile, expected) -> None:
    assert issue9(name, profile) == expected


@pytest.mark.parametrize(("name", "expected", "published"), [
    ("shot", "the shooting down of Rwandan President Juvenal Habyarimana's plane", "the shooting"),  # issue 29
    # issue 29 round 4: "discussed how we will be tackling them": a clause of "discuss", which reports nothing
    ("tackling", Skip.UNREPORTED_CLAUSE, "the tackling"),
])
def test_class_2_wrong_parser_lemmas_are_checked_against_the_form(name, expected, published) -> None:
    assert issue9(name) == expected
    assert issue9(name, RELEASE) == published  # the same lemma check


def test_class_3_existential_there_be_is_skipped_not_a_bare_being() -> None:
    # "Do you think there are any koreans": the existential and, first (round 4), a clause of "think"
    assert issue9("existential") is Skip.UNREPORTED_CLAUSE
    there_were = "1 There there PRON EX 2 expl\n2 were be VERB VBD 0 root\n3 protests protest NOUN NNS 2 nsubj\n"
    assert phrase(there_were, 2, inference=DURATION) is Skip.EXISTENTIAL
    assert issue9("existential", RELEASE) == "the being"  # published behaviour


@pytest.mark.parametrize(("name", "expected"), [
    ("offing", Skip.CONDITIONAL_EVENT),  # issue 29, was "the being in the offing"
    ("bird_owner", "the time when I was a very experienced bird owner"),  # issue 29, was "the being a very experienced bird owner"
])
def test_class_4_copular_predicates_keep_case_markers_and_degree_words(name, expected) -> None:
    assert issue9(name) == expected


def test_class_4_articles_agree_wherever_they_stand() -> None:
    assert agree_articles(["a", "experienced", "owner", "an", "bird"]) == ["an", "experienced", "owner", "a", "bird"]


@pytest.mark.parametrize(("name", "obj", "expected"), [
    ("in_which", True, "the filing of a concurring opinion"),  # issue 29, was "the filing a concurring opinion"; no dangling "in which"
    ("making_him", False, Skip.BARE_LIGHT_VERB),  # a pronoun object is no complement: "the making him"
    ("nicolas", False, Skip.CLAUSAL_COMPLEMENT),  # issue 29, was "the being informed"; no piece of a name: "the Nicolas informing"
    ("task_force", False, "the task-force investigation"),  # the whole hyphenated word: "the force investigation"
])
def test_class_5_attached_words_leave_no_fragments(name, obj, expected) -> None:
    assert issue9(name, obj=obj) == expected


@pytest.mark.parametrize(("name", "expected"), [
    ("not_authorized", Skip.NEGATED_EVENT),  # issue 29, was "the not being authorized"; was "the not authorizing": meaning inverted
    ("be_based", Skip.STATIVE_PARTICIPLE),  # issue 29, was "the basing of the panel" (a reader: a state made an act); was "the being based"
    ("will_comply", "the complying"),  # UDPipe tags "comply" ADV, TimeML says VERB: was "the being comply"
    ("expressed_regret", "the expressing of regret"),  # "had expressed": active; issue 29: its object, parsed as its noun
])
def test_class_6_passives_keep_their_voice(name, expected) -> None:
    assert issue9(name) == expected


@pytest.mark.parametrize(("name", "expected"), [
    ("bare_having", "having a multiplying effect"),  # issue 29, was "the having a multiplying effect"; the lemma occurs once, the object still comes
    ("bare_getting", Skip.QUESTION_EVENT),  # "Do you get what's wrong ...?": was BARE_LIGHT_VERB, a question now first
])
def test_class_7_light_verbs_carry_their_complement(name, expected) -> None:
    assert issue9(name) == expected
    assert issue9(name, RELEASE) in ("the having", "the getting")  # published behaviour


# TB-D ABC19980120.1830.0957 as UDPipe parses it: "is" hangs on "begin" as its copula, with the outer
# subject and "that"; PredPatt makes "begin" a copula head.
CAN_BEGIN = """
1 One one NUM CD 6 nsubj:outer
2 is be AUX VBZ 6 cop
3 that that SCONJ IN 6 mark
4 Cuba Cuba PROPN NNP 6 nsubj
5 can can AUX MD 6 aux
6 begin begin VERB VB 0 root
7 a a DET DT 9 det
8 productive productive ADJ JJ 9 amod
9 relationship relationship NOUN NN 6 obj
10 . . PUNCT . 6 punct
"""


def test_a_verb_whose_copula_belongs_to_the_outer_clause_is_no_copular_predicate() -> None:
    assert phrase(CAN_BEGIN, 6, copula=[6]) is Skip.MODAL_EVENT  # "can begin": issue 29, not "the being begin"
    assert phrase(CAN_BEGIN, 6, profile=load_profile("release-2020"), copula=[6]) == "the being begin"  # as in 2020


# "no damage" names no event that happened (TORQUE dev: "No damage did not happen after the blaze came.").
NO_DAMAGE = """
1 No no DET DT 2 det
2 damage damage NOUN NN 4 nsubj:pass
3 was be AUX VBD 4 aux:pass
4 reported report VERB VBN 0 root
5 . . PUNCT . 4 punct
"""


# "what sanctions" asks which sanctions; it determines no event (TORQUE dev, UDPipe's tree: "What sanctions
# happened before Iran refused to comply with the UN resolution.").
WHAT_SANCTIONS = """
1 They they PRON PRP 2 nsubj
2 agreed agree VERB VBD 0 root
3 on on ADP RP 5 case
4 what what PRON WP 5 det
5 sanctions sanction NOUN NNS 2 obl
6 to to PART TO 7 mark
7 impose impose VERB VB 5 acl
8 on on ADP IN 9 case
9 Iran Iran PROPN NNP 7 obl
10 . . PUNCT . 2 punct
"""


def test_a_negative_determiner_is_not_the_events_determiner() -> None:
    assert phrase(NO_DAMAGE, 2) is Skip.NEGATED_EVENT  # issue 29: "no damage" happened not (was "the damage")


def test_a_wh_determiner_is_not_the_events_determiner() -> None:
    # not "what sanctions" (round 3: "They tried to agree on what sanctions ...": a noun in an oblique shares its
    # verb's status, here only attempted)
    assert phrase(WHAT_SANCTIONS, 5) is Skip.MODAL_EVENT  # round 4: "what sanctions" names none (was "the sanctions")


# Issue 9, second round: the defects `recast lint` still found on the full paper output, and the phrases
# the issue lists as remaining (tests/fixtures/generator/issue9_more.conllu; each expected phrase differs
# from the fixture's ``phrase_before``).
@pytest.mark.parametrize(("name", "expected"), [
    ("so_much_pressure", "the pressure"),  # a quantity is no property of the event: was "the so much pressure"
    ("quite_a_story", Skip.PRONOUN_ARGUMENT),  # issue 29, was "the being quite an extraordinary story"; the predeterminer stays
    ("so_no_stupid_name", Skip.NEGATED_EVENT),  # issue 29, was "the not being a stupid name"; "So, no, R2D2 is not ...": that "so" is no degree word
    ("too_warm", Skip.UNREALISED_EVENT),  # issue 29, was "the being too warm"; "getting too warm": the degree word hangs on "getting"
    # issue 29, was "the being much more mild"; round 5: "than most of the US" is what it is compared with
    ("much_more_mild", Skip.LOST_COMPLEMENT),
    ("mr_bushs_job", Skip.NO_SUBJECT),  # issue 29, was "the being Mr. Bush's job"; a possessor whole: was "the being Bush job"
    ("no_problem", Skip.NEGATED_EVENT),  # issue 29, was "the being no problem"; UD v1 "neg" on "no" is a determiner: was "the no being so problem"
])
def test_copular_predicates_keep_their_own_words_in_place(name, expected) -> None:
    assert issue9(name) == expected


@pytest.mark.parametrize("name", [
    "for_200",  # "one is for 200": a number names nothing
    "was_north_korea",  # "the talk of the day ... was North Korea": a bare name
    "because_glut",  # "is because a worldwide glut of oil ...": a clause
    "lights_out",  # "the lights are out": "the being out" says not what is out
    "is_dominate",  # a typo for an adjective: "the being dominate"
])
def test_copular_predicates_that_name_nothing_are_skipped(name) -> None:
    assert issue9(name) is Skip.FRAGMENT


def test_a_predicate_parsed_as_a_clause_of_have_is_not_asserted() -> None:
    # "will be able to help" parsed as a clause of "have" (round 4); "the being able" said nothing (was FRAGMENT)
    assert issue9("able_to_help") is Skip.UNREPORTED_CLAUSE


def test_a_passive_aspectual_verb_reads_as_the_active_gerund_of_its_subject() -> None:
    # "was started": "the being started" would read as a bare "the being" + the template's verb
    assert issue9("was_started", RELEASE) == "the starting"
    # issue 29: a passive is the active gerund of its subject
    assert issue9("was_started") == "the starting of an organization"


@pytest.mark.parametrize(("name", "expected"), [
    ("was_to_press", Skip.CLAUSAL_COMPLEMENT),  # round 4: "to press the king to shut down ...": the object's infinitive is the point (was "the pressing of the king")
    ("cubans_believe", Skip.LOST_ARGUMENT),  # round 4: "who will Cubans believe?": the relative's noun is what is believed (was "the believing")
    ("fear_is_that_interned", Skip.UNREPORTED_CLAUSE),  # round 4: "the fear is that they will be interned": feared, not told (was "the time when they will be interned"); issue 29, was "the being interned"; "is" belongs to the outer clause, "interned" is passive
    ("were_submitted", "the submitting of around 1,100 cartoons"),  # issue 29, was "the being submitted"; passive "were" labelled aux: was "the submitting"; round 5: "around" kept
    ("got_upgraded", "the time when we got upgraded to a corner suite"),  # round 4: the state carries its complement (was "... got upgraded")
    ("revenue_declined", "the declining to $3 billion"),  # a measure verb's goal
    ("earthquake", "the earthquake"),  # a noun tagged VERB: was "the earthquaking"
    ("will_acceptable", Skip.NO_FINITE_VERB),  # issue 29, was "the being acceptable"; "will acceptable" tagged VB: was "the acceptabling"
    ("test_conducted", "the conducting of the February 26th PVT test"),  # issue 29, was "the being conducted"; "the PVT test conducted on Nville": was "the conducting"
    ("series_called", Skip.STATIVE_PARTICIPLE),  # issue 29, round 3: a name, no act (was Skip.CLAUSAL_COMPLEMENT); was "the being called"; "some new series called The Tale of Terra": was "the calling"
    ("petition_filed_by", "the filing of a petition"),  # issue 29, was "the being filed"; UDPipe's tree: only with its agent ("filed by Timex Inc.")
])
def test_verbs_nouns_and_passives_as_the_dictionary_and_auxiliaries_say(name, expected) -> None:
    assert issue9(name) == expected


@pytest.mark.parametrize(("name", "expected"), [
    ("hes_expected", Skip.FRAGMENT),  # "He's expected to meet": "the expecting" says nothing
    ("take_care", Skip.NOT_AN_EVENT),  # issue 29, was Skip.FRAGMENT; "take care" parsed as a compound noun: was "the take"
    ("do_my_best", Skip.MODAL_EVENT),  # issue 29, was Skip.BARE_LIGHT_VERB; an idiom, no thing done: was "the doing my best"
    ("fish_you_have", Skip.BARE_LIGHT_VERB),  # the "object" is the antecedent: was "the kind of newborn fish having"
    ("it_conceivable", Skip.BARE_LIGHT_VERB),  # "is it conceivable that": was "the being it conceivable"
    ("hlepping", Skip.UNRESOLVED_LEMMA),  # a typo no dictionary knows: was "the hlepping"
    ("let_us_know", Skip.IMPERATIVE_EVENT),  # issue 29, round 3: a command ("Let aggressive leaders know"), was Skip.BARE_LIGHT_VERB; was "the letting"
])
def test_phrases_with_nothing_good_to_say_are_skipped_and_counted(name, expected) -> None:
    assert issue9(name) is expected


def test_class_1_an_inflected_stem_is_no_lemma_in_any_profile() -> None:
    assert issue9("fixeded") is Skip.UNRESOLVED_LEMMA  # "fixeded", lemma "fixede": was "the fixeding"
    assert issue9("fixeded", RELEASE) is Skip.UNRESOLVED_LEMMA


@pytest.mark.parametrize(("name", "obj", "expected"), [
    ("getting_north_korea", False, "getting North Korea to the table"),  # issue 29, was "the getting North Korea to the table"; a light verb's goal comes along
    ("large_scale_quoted", False, "the large-scale arrests"),  # no quotation marks: was "the ``large-scale'' arrests"
    ("post_soviet", False, "the chaotic post-Soviet transition"),  # "post-" glued: was "the chaotic Soviet transition"
    ("wednesdays_meeting", False, "Wednesday's meeting"),  # a name's possessive takes no article
    ("companys_acquisition", False, "the company's acquisition of Emery"),  # a common noun's keeps it; round 4: and its complement
    ("commission_filing", False, "the filing"),  # no piece of "Securities and Exchange Commission"
    ("disclosure_in_securities", True, "making the disclosure"),  # issue 29, was "the making the disclosure"; nor "in a Securities"
    ("million_charge", False, Skip.NOT_AN_EVENT),  # was "the $230 million charge"; round 14: a sum of money, no event
    ("good_on_them", False, Skip.UNREPORTED_CLAUSE),  # "the ability ... to make good on them": was "making good"; an ability is no act (round 5)
    ("task_itself", False, Skip.MODAL_EVENT),  # round 3: "having to do the task itself" is an obligation, was "doing the task"; issue 29, was "the doing the task"; was "the doing the task itself"
    ("suffering_more", True, "the suffering"),  # "more" is no object: was "the suffering more here amongst them"
    ("said_his_daughter", True, "the saying"),  # "..., said his daughter": the speaker, not what was said
    ("offer_for", False, Skip.MODAL_EVENT),  # issue 29, was "the making a tender offer"; no preposition after its noun: was "... offer for"
])
def test_attached_words_leave_no_fragments_second_round(name, obj, expected) -> None:
    assert issue9(name, obj=obj) == expected


@pytest.mark.parametrize(("name", "published"), [
    ("was_to_press", "the being press"),
    ("its_me", "the being me"),
    ("too_warm", "the being warm"),
    ("were_submitted", "the submitting"),
    ("hlepping", "the hlepping"),
])
def test_release_2020_keeps_its_published_phrases_under_the_second_round_rules(name, published) -> None:
    assert issue9(name, RELEASE) == published


@pytest.mark.parametrize(("name", "expected"), [
    # a capitalised word keeps its case where its sentence does not open with it: was "afghan Arabs"
    ("afghan_arabs", "the time when Al-Qaeda was a group of only a few hundred Afghan Arabs"),  # issue 29, was "the being a group of only a few hundred Afghan Arabs"; round 6: "Al - Qaeda" (HYPH) whole
    # "remain" is a light verb: was "the remaining"
    ("remained_a_man", "remaining a humble, happy man to the end"),  # round 4: the comma of the coordination stays; issue 29, was "the remaining a humble happy man right to the end"
    ("ended_up", Skip.BARE_LIGHT_VERB),  # "end up" with no complement to carry: was "the ending up"
    ("fallen_foul", "falling foul of Russian authorities"),  # issue 29, was "the falling foul ..." ("the" + gerund + predicate); an adjective completes its verb: was "the falling"
    ("made_a_general", Skip.CLAUSAL_COMPLEMENT),  # issue 29, was "the being made a brigadier general"; a passive light verb carries its complement too
    ("arrests_were_made", "the making of arrests"),  # issue 29, was Skip.BARE_LIGHT_VERB; ... or is skipped: was "the being made"
    ("become_impoverished", Skip.NO_SUBJECT),  # issue 29, was "the being impoverished"; TimeML's VERB, an adjective here: was "the impoverishing"
    ("reported_missing", Skip.NO_SUBJECT),  # issue 29, was "the being missing"; was "the missing"
    ("rally", "the rally"),  # a noun the tagger made an adverb (TORQUE): was "the being rally"
    ("government_admitted", "the mistakes"),  # a clause in the noun phrase: was "the israeli government admitted mistakes"
    ("up_to_the_task", Skip.NEGATED_EVENT),  # issue 29, was "the not being up to the task"; a multiword case marker whole: was "up the task"
    ("to_shutter", "the shuttering"),  # TimeML's verb, tagged a noun with no noun's words: was "the shutter"
    ("europe_mount", Skip.FRAGMENT),  # "as debts in Europe mount": was "the Europe mount", then "the mounting" (what mounts? read of seed 84640)
    ("four_hundred_million", Skip.UNREALISED_EVENT),  # "on track to hit 400 million": was "the 400 million", then a fragment
    ("losses_resulting", Skip.FRAGMENT),  # "the losses resulting from": was "the resulting"
    # round 3: a short of-phrase stays; issue 29, was "the giving one less claim of superiority over Android"; the
    # thing, not the recipient; round 14: the recipient before the thing (read of seed 79023: "giving less claim")
    ("gives_the_competition", "giving the competition one less claim of superiority"),
    ("making_things_crazy", "making things crazy"),  # issue 29, was "the making things crazy"; the object's adjective: was "the making things"
    ("finding_her_helpful", Skip.NEGATED_EVENT),  # issue 29, was "the not finding"; but not without its object: not "the not finding very helpful"
    ("is_thought_to", Skip.FRAGMENT),  # "is thought to have been planned": was "the being thought"
    ("october_9_test", "the October 9 nuclear test"),  # a date's month comes with its day: was "the 9 nuclear test"
    ("putting_trade", Skip.UNREPORTED_CLAUSE),  # issue 29 round 4: "prompting criticism that they were putting trade ...": a charge, not a report (was "putting trade with China before moral considerations")
    ("got_yelled_at", "the time when I got yelled at"),  # issue 29, was "the being yelled at"; a passive keeps its stranded preposition: was "the being yelled"
    ("get_stuff_done", Skip.UNREALISED_EVENT),  # "a place to get stuff done": was "getting stuff done", "the getting stuff"
    ("made_my_life_step", Skip.BARE_LIGHT_VERB),  # "made my life step onto ...": was "the making my life"
    ("reining_them_in", Skip.MODAL_EVENT),  # "That can raise ..., while reining them in": was "the reining"; the adjunct shares "can" (round 5)
    ("responsible", Skip.CONDITIONAL_EVENT),  # round 4: the sentence opens with "If" (was NEGATED_EVENT); "If you are not the addressee (or responsible ...)": the conjunct shares "not"; was "the being responsible"
    ("over_priced", Skip.CONDITIONAL_EVENT),  # issue 29, was "the being in an over priced Olive Garden"; a word written in two: was "a priced Olive Garden"
    ("have_a_woman_managing", Skip.UNREALISED_EVENT),  # issue 29, round 3: an adjective's infinitive ("it was unusual to have a woman managing a bill"), was Skip.BARE_LIGHT_VERB; was "the having a woman"
    ("any_errors", Skip.MODAL_EVENT),  # round 4: "any errors that could have led to ...": none in particular (was "the errors", before that "any errors")
    ("led_to", Skip.MODAL_EVENT),  # issue 29, was "the leading to loss of life"; a goal completes a light verb alone: was "the leading"
    ("bringing_flooding", "bringing flooding to the south-west"),  # issue 29, was "the bringing flooding to the south-west"; "bring" carries its object: was "the bringing"
    ("wasnt_operation", Skip.UNREALISED_EVENT),  # issue 29, was "the not being a major planned operation"; round 5: a "planned" operation is not (yet) one
    ("step_up", Skip.NOT_AN_EVENT),  # issue 29, was "the stepping up"; a particle parsed as a case marker: was "the stepping"
    ("made_it_clear", Skip.BARE_LIGHT_VERB),  # "made very clear that ...": was "the making very clear"
    ("left_dead", "leaving nine passengers dead"),  # issue 29, was "the leaving nine passengers dead"; the object the adjective is about: was "the leaving"
    ("used_to", Skip.NO_SUBJECT),  # issue 29, was "the being used to"; "than computer companies have been used to.": stranded at the end
    ("dying_for", Skip.CONDITIONAL_EVENT),  # round 4: "If you're looking for a good burger ... (they are too die for!)": was "the dying"
    ("appear_to_be", Skip.BARE_LIGHT_VERB),  # "e-mails that appeared to detail a plan": "appear" is "seem"
    ("own_divisions", "the divisions"),  # "their own divisions" without the pronoun (TORQUE): was "the own divisions"
    ("being_due", Skip.FRAGMENT),  # a lone "due" says not what is due (TORQUE): was "the being due"
    ("ruling_likely", Skip.CLAUSAL_COMPLEMENT),  # "a ruling likely to send ...": round 4, the clause is the point (was "the ruling")
    ("led_bywen", Skip.FRAGMENT),  # "officials led byWen Jiabao": a source typo, was "the leading byWen Jiabao"
    ("pulled_over", "the time when he had been pulled over"),  # issue 29, was "the being pulled over"; a passive keeps its particle
    ("causing_disruption", Skip.BARE_LIGHT_VERB),  # "cause" is a light verb: was a bare "the causing"
    ("fell_down", Skip.LOST_COMPLEMENT),  # "fell to dlrs 14 billion": round 4, "the falling" loses where it fell (was)
    ("means_crazy", Skip.BARE_LIGHT_VERB),  # "MAD means crazy": only a linking verb takes an adjective
    ("pulled_over_adv", Skip.NO_SUBJECT),  # issue 29, round 3: the subject is a misparsed time, was "the pulling over of the day" (a reader: wrong argument); a particle parsed as an adverb: was "the being pulled"
    ("reported_him_missing", Skip.CLAUSAL_COMPLEMENT),  # "reported him missing": round 4, not "the reporting" (was)
    ("happened_on_board", Skip.FRAGMENT),  # "what happened on board": issue 29, round 3, was "the happening" (a reader: says nothing); "on" is no particle here
    # a complement's words before its verb are a fronted phrase: was "the with their cooperation becoming ..."
    ("with_cooperation", Skip.MODAL_EVENT),  # issue 29, was "the becoming a nuclear free peninsula"
])
def test_third_round_case_complements_and_states(name, expected) -> None:
    assert issue9(name) == expected


def test_what_say_takes_is_a_clause_never_an_object() -> None:
    # "a 2009 analysis ... that says average individual premiums ... would be lower"
    assert issue9("says_premiums", obj=True) == "the saying"  # was "the saying average individual premiums ..."


@pytest.mark.parametrize(("name", "published"), [
    ("afghan_arabs", "the being a group"),
    ("remained_a_man", "the remaining"),
    ("made_a_general", "the making"),
    ("reported_missing", "the missing"),
])
def test_release_2020_keeps_its_published_phrases_under_the_third_round_rules(name, published) -> None:
    assert issue9(name, RELEASE) == published


@pytest.mark.parametrize(("name", "expected"), [
    ("plead", "the pleading"),  # "agreed to plead guilty", "plead" tagged ADJ: an infinitive, was "the being plead"
    ("season_started", Skip.BARE_LIGHT_VERB),  # "the season started": was "The starting started ..."
    ("dollars", Skip.FRAGMENT),  # TimeML annotates "$250" as a state: was "the being for $250"
    ("started_ago", Skip.BARE_LIGHT_VERB),  # "started just six years ago": a time, not "the starting just six years"
    ("is_it_true", Skip.UNREPORTED_CLAUSE),  # round 4: "i was wondering, is it true": a question's clause (was NO_SUBJECT; "the being true"); UDS-T gold "is" as aux, not cop, of "true": was "the trueing"
    ("the_organization_that", Skip.FRAGMENT),  # "this is the organization that bombed ...": which one?
    ("it_is_time", Skip.FRAGMENT),  # "it is time to recognize ...": was "the being time"
    ("used_to_take", Skip.FRAGMENT),  # "I used to take my cars there": a habit's marker, was "the using"
    # issue 29, was "the being very over proofed", then "the time when the Donuts were very over proofed"; round 14:
    # "Donuts" after the sentence's capitalised "The" is a stray capital (read of seed 81529); since round 18 the
    # sentence's title case goes with its first word, so the phrase writes it small
    ("over_proofed", "the time when the donuts were very over proofed"),
])
def test_fourth_round_infinitives_aspectual_verbs_and_amounts(name, expected) -> None:
    assert issue9(name) == expected


# Issue 29: phrases a stranger reads right. Real sentences (tests/fixtures/generator/issue29.conllu and the
# issue 9 fixtures), one or more per rule; the fixture's ``phrase_before`` is the defect the rule removes.
@pytest.mark.parametrize(("name", "obj", "expected"), [
    ("opened_fire", False, "the opening of fire"),  # object_as_of_phrase: was "the opening"
    ("helped_hang", False, "helping to hang a poster"),  # infinitive_complement: was "the helping"
    ("task_itself", False, Skip.MODAL_EVENT),  # round 3: "having to do the task itself" is an obligation, was "doing the task"; was "the doing the task" ('the' + gerund + bare object)
    ("disclosure_in_securities", True, "making the disclosure"),  # a light verb's object too
    ("shot", False, "the shooting down of Rwandan President Juvenal Habyarimana's plane"),  # particle kept
    ("remained_a_man", False, "remaining a humble, happy man to the end"),  # a linking verb's predicate: no "of"
    ("left_dead", False, "leaving nine passengers dead"),  # an object with its predicate: a gerund clause
])
def test_issue29_objects_and_particles_as_an_of_phrase(name, obj, expected) -> None:
    assert issue9(name, obj=obj) == expected


@pytest.mark.parametrize(("name", "expected"), [
    ("poll_held", "the holding of the presidential poll"),  # passive_as_active_gerund: was "the being held"
    ("arrests_were_made", "the making of arrests"),  # a passive light verb: was skipped
    ("petition_filed_by", "the filing of a petition"),  # a reduced relative's noun is its subject
    ("pulled_over", "the time when he had been pulled over"),  # state_clause: a pronoun's passive (was "his being pulled over")
    ("made_a_general", Skip.CLAUSAL_COMPLEMENT),  # a passive with a complement: not "the making of Farkas"
])
def test_issue29_passives_become_the_active_gerund_of_their_subject(name, expected) -> None:
    assert issue9(name) == expected


# state_clause: a copular or adjectival predicate is the time of its clause, subject and finite verb as the
# context has them; the strict read of seed 84311 failed "their being nocturnal" like "the being nocturnal"
@pytest.mark.parametrize(("name", "expected"), [
    ("nocturnal", "the time when they were nocturnal"),  # was "their being nocturnal"
    ("looks_amazing", "the time when a vehicle wrap looked amazing"),  # a linking verb's state: was "its being amazing"
    ("option_is_great", "the time when the option was great"),  # UD-EWT's "is" as the head, "great" its xcomp: was "being great"
    ("two_beaten", "the time when two were beaten to death"),  # round 4: "to death" comes along (was "the time when two were beaten")
    ("born_in_cuba", "the time when Diana de Cardenas was born"),  # a clause participle: was "the bearing of Diana de Cardenas"
    ("company_confident", "the time when it was confident about future earnings"),  # a coordination of nouns is not joined (round 4: "the clashes and ethnic Albanians")
    ("much_more_mild", Skip.LOST_COMPLEMENT),  # round 5: not without "than most of the US"
    ("afghan_arabs", "the time when Al-Qaeda was a group of only a few hundred Afghan Arabs"),
    ("reported_missing", Skip.NO_SUBJECT),  # no subject the tree gives: skipped, not "the being missing"
])
def test_issue29_no_the_being_a_state_is_the_time_of_its_clause(name, expected) -> None:
    assert issue9(name) == expected


def test_issue29_no_paper_phrase_of_any_fixture_is_the_being() -> None:
    phrases = [issue9(name, obj=obj) for name in ISSUE9 for obj in (False, True)]
    assert not [p for p in phrases if isinstance(p, str) and "being" in p.lower().split()]  # nor "their being"


@pytest.mark.parametrize(("name", "expected"), [
    ("without_spending", Skip.NEGATED_EVENT),  # "without spending a fortune": was "the spending"
    ("finding_her_helpful", Skip.NEGATED_EVENT),  # "did not find her very helpful": was "the not finding"
    ("not_authorized", Skip.NEGATED_EVENT),
    ("offer_for", Skip.MODAL_EVENT),  # "would make a tender offer"
    ("would_like", Skip.MODAL_EVENT),
    ("offing", Skip.CONDITIONAL_EVENT),  # "whether a boycott is in the offing"
    ("too_warm", Skip.UNREALISED_EVENT),  # "try not to get too warm" (xcomp of an unrealising verb)
    ("agreed", "agreeing to complete the agreement on compensation"),  # infinitive_complement: was "the agreeing"
    ("engineering", Skip.NOT_AN_EVENT),  # "engineering workstations": a noun modifying a noun
    ("wednesdays_meeting", "Wednesday's meeting"),  # a nominal event stays one
])
def test_issue29_unasserted_events_and_non_events_are_skipped_by_reason(name, expected) -> None:
    assert issue9(name) == expected


# gerund_clause: a light or state verb's object makes a gerund clause, an amount keeps what it is of; the
# strict read of seed 84311 failed "the having of a dog", "the doing of a bunch", "the representing of 10.2%"
@pytest.mark.parametrize(("name", "expected"), [
    ("have_a_dog", "having a dog"),
    ("bunch_of_research", "doing a bunch of research"),
    ("represents_share", "representing 10.2% of Meridian's shares outstanding"),
])
def test_issue29_light_and_state_verbs_make_a_gerund_clause(name, expected) -> None:
    assert issue9(name) == expected


# misparsed_particle: a particle right after its verb that the parser hung elsewhere
@pytest.mark.parametrize(("name", "expected"), [
    ("rolled_out", "the rolling out of the red carpet"),  # "out" a case marker of "carpet": was "the rolling"
    ("pushed_back", "the pushing back"),  # "back" an adverb of "hard": was "the pushing"
])
def test_issue29_a_misparsed_particle_stays_with_its_verb(name, expected) -> None:
    assert issue9(name) == expected


# The strict read of seed 84311: hedges the first rules did not reach
@pytest.mark.parametrize(("name", "inference", "expected"), [
    ("by_attacking", RELATION, Skip.MODAL_EVENT),  # "would break international law by attacking": the means shares its status
    ("no_plans_to_recall", RELATION, Skip.NEGATED_EVENT),  # "has no plans to recall": the noun's "no"
    ("reluctant_to_engage", RELATION, Skip.UNREALISED_EVENT),  # an adjective's infinitive
    ("will_finish", RELATION, Skip.FUTURE_EVENT),  # the paper profile skips futures in ordering pairs (see below)
    ("will_finish", DURATION, "finishing its investigation"),  # "did take or will take" allows it
    ("no_inside_information", RELATION, Skip.NEGATED_EVENT),  # "I have no inside information": was "having inside information"
    ("responsible", DURATION, Skip.CONDITIONAL_EVENT),  # round 4: "If ..." opens the sentence  # a conjunct shares its first conjunct's "not" ("not the addressee (or responsible")
])
def test_issue29_means_purposes_infinitives_and_futures_are_not_asserted(name, inference, expected) -> None:
    assert issue9(name, inference=inference) == expected


def test_issue29_a_profile_can_skip_future_events_in_ordering_pairs() -> None:
    # "will finish its investigation": an ordering template would say it started; a duration's "did take or
    # will take" allows it. Round 2 (blind read of seed 18771) turned skip_future_events on in the paper profile
    future = PAPER
    assert future.skip_future_events and not RELEASE.skip_future_events
    sentence = ud_sentence_of("will_finish")
    assert event_phrase(sentence, head_of("will_finish"), PhraseStyle(future, "parsed", RELATION), False) is Skip.FUTURE_EVENT
    assert event_phrase(sentence, head_of("will_finish"), PhraseStyle(future, "parsed", DURATION), False).text() == (
        "finishing its investigation"
    )
    # a command is asked for, not done: "Hop onto a Hop On / Hop Off bus." (was "the hopping onto a Hop bus"); since
    # round 3 (seed 43117: "Stop the bloodshed", "Burning them did take ...") in duration pairs too
    bus = ud_sentence_of("hop_onto_a_bus")
    assert event_phrase(bus, head_of("hop_onto_a_bus"), PhraseStyle(future, "gold", RELATION), False) is Skip.IMPERATIVE_EVENT
    assert event_phrase(bus, head_of("hop_onto_a_bus"), PhraseStyle(PAPER, "gold", DURATION), False) is Skip.IMPERATIVE_EVENT


# Round 2, blind read of seed 18771: hedges the rules still missed
@pytest.mark.parametrize(("name", "expected"), [
    ("no_nominee", Skip.NEGATED_EVENT),  # "no nominee has been declared": the subject's "no"
    ("bus_carrying", Skip.CONDITIONAL_EVENT),  # "If a school bus carrying fifty children drove off a cliff": a participle of a condition's argument
    ("bus_killing", Skip.CONDITIONAL_EVENT),  # "..., killing everyone involved": a participle adjunct shares its act's condition
    ("you_know_why", Skip.QUESTION_EVENT),  # "``You know why?": a yes/no question asks, was "the knowing"
    ("barred_from_reaching", Skip.NEGATED_EVENT),  # "barred the crowd from reaching the Yugoslavian consulate": a verb of preventing
])
def test_issue29_negated_subjects_and_participles_of_a_condition_are_not_asserted(name, expected) -> None:
    assert issue9(name) == expected


@pytest.mark.parametrize(("name"), ["fell_to_close", "biggest_bills_to_pass"])
def test_issue29_an_infinitive_that_says_what_happened_is_asserted(name) -> None:
    # "fell 50 cents on Friday to close at $20" (UDPipe lemma "fell"), "one of the biggest bills to pass the Senate"
    assert unasserted(ud_sentence_of(name), ud_sentence_of(name).token(head_of(name)), future_unasserted=True) is None


def test_issue29_two_events_of_one_family_read_alike_and_apart_with_their_arguments() -> None:
    style = PhraseStyle(PAPER, "parsed", RELATION)
    arrival = event_phrase(ud_sentence_of("albright_arrival"), head_of("albright_arrival"), style, False)
    # round 15: "she arrived" alone says nothing ("the arriving"), and is skipped; the comparison keeps its phrase
    assert event_phrase(ud_sentence_of("she_arrived"), head_of("she_arrived"), style, False) is Skip.FRAGMENT
    arrived = EventPhrase("the", ("arriving",), family=lemma_family("arrive"))
    assert arrival.text() == "the Albright arrival"
    assert arrival.family == arrived.family == "arriv"
    # "The Albright arrival ended before the arriving started.": the arriving adds nothing to tell them apart
    assert arrival == arrived
    bare = EventPhrase("the", ("arrival",), family="arriv", arguments=())
    assert bare == arrived  # "The arrival ended before the arriving started.": the pipeline skips the pair
    # the strict read of seed 84311: one repeats the other's words, with one more
    filing = EventPhrase("the", ("filing", "of", "an", "opinion"), family="file", arguments=("of", "an", "opinion"))
    concurring = EventPhrase("the", ("filing", "of", "a", "concurring", "opinion"), family="file",
                             arguments=("of", "a", "concurring", "opinion"))
    assert filing == concurring
    poster = EventPhrase("the", ("hanging", "of", "a", "poster"), family="hang", arguments=("of", "a", "poster"))
    flag = EventPhrase("the", ("hanging", "of", "a", "flag"), family="hang", arguments=("of", "a", "flag"))
    assert poster != flag  # each has a word the other lacks
    # TimeBank-Dense: "Russia has stalled ratification": two events of different families pass (READING.md)
    ratification = EventPhrase("the", ("ratification",), family="ratif")
    stalling = EventPhrase("the", ("stalling", "of", "ratification"), family="stall", arguments=("of", "ratification"))
    assert ratification != stalling
    assert EventPhrase("the", ("arrival",)) != EventPhrase("the", ("arriving",))  # release-2020: words only


def test_issue29_the_release_profile_keeps_its_phrases() -> None:
    assert issue9("poll_held", RELEASE) == "the holding"
    assert issue9("without_spending", RELEASE) == "the spending"
    assert issue9("opened_fire", RELEASE) == "the opening"


def ud_sentence_of(name: str) -> Sentence:
    tree = ISSUE9[name]
    copulas = tree.metadata["copula_heads"]
    return Sentence(name, tuple(
        Token(index=t["id"], form=t["form"], lemma=t["lemma"], upos=t["upos"], xpos=t["xpos"], head=t["head"],
              deprel=t["deprel"], space_after=(t["misc"] or {}).get("SpaceAfter") != "No")
        for t in tree if isinstance(t["id"], int)
    ), frozenset() if copulas == "_" else frozenset(map(int, copulas.split())))


def head_of(name: str) -> int:
    return int(ISSUE9[name].metadata["head"])


def test_issue29_a_lone_quantity_after_being_is_skipped() -> None:
    was_more = "1 I I PRON PRP 3 nsubj\n2 was be AUX VBD 3 cop\n3 more more ADJ JJR 0 root\n"
    assert phrase(was_more, 3, copula=[3]) is Skip.FRAGMENT  # UDS-T "I was more ...": was "My being more"


# Round 2, blind read of seed 18771: a verb whose sense needs its prepositional complement is not written as a
# bare gerund that means something else; round 3 (seed 67836) carries the complement where a phrase can, and
# skips (counted) where it is a clause or a pronoun that names nothing
@pytest.mark.parametrize(("name", "expected"), [
    ("called_for", Skip.LOST_COMPLEMENT),  # "has formally called for Sinn Fein ... to be expelled": was "the calling"
    ("serving_as", "serving as head of TNK-BP"),  # "While serving as head of TNK-BP": round 2 skipped it; was "the serving of Bob Dudley"; round 6: a predicate's "as" opens a clause
    ("dealt_with", Skip.LOST_COMPLEMENT),  # "He dealt with this by making a stunning U-turn": was "the dealing"
    ("calls_for_collective_defense", "the calling for the collective defense"),  # NATO "calls for the collective defense of its members"
])
def test_issue29_a_prepositional_verb_carries_its_complement_or_is_skipped(name, expected) -> None:
    assert issue9(name) == expected


# Round 3, blind read of seed 67836 (issue29_round3.conllu): what the readers still failed
@pytest.mark.parametrize(("name", "expected"), [
    ("pleaded_innocent", "pleading innocent to charges"),  # a predicate after the gerund: a clause, was "the pleading innocent to charges"
    ("called_him_a_hero", "calling him a hero"),  # a verb of naming with the named and the name: was "the calling of a hero"
    ("described_amir_as", "the describing of Amir as an original thinker"),  # an "as" predicate comes along: was "the describing of Amir"
    ("picked_it_up", "picking it up"),  # a particle after a pronoun object stays there: not "picking up it"
    ("holding_you_back", Skip.MODAL_EVENT),  # "something always seems to be holding you back": only how it seems (seed 43117); was "Holding you"
    ("looking_forward_to_it", "the looking forward to it"),  # "forward" is the verb's particle: was "the looking to it"
    ("met_mr_lowe", "meeting Mr Lowe"),  # Stanza's two objects of one name: was "the meeting of Mr"; round 13: "the meeting of" reads as his meeting
    ("is_located", Skip.STATIVE_PARTICIPLE),  # a state, no act: was "the locating of a copy"
    ("arrangement_we_discussed", "the discussing of the consulting arrangement"),  # the relative's noun is the object: was "the discussing"
    ("which_happens", Skip.FRAGMENT),  # "(which happens every time ...)": only the subject says what, was "the happening"
    ("noted_that_earnings", "the noting"),  # after "that" the "object" is the clause's subject: was "the noting of the disappointing earnings"
])
def test_issue29_round3_arguments_particles_and_predicates(name, expected) -> None:
    assert issue9(name) == expected


@pytest.mark.parametrize("name", [
    "stalled_ratification",  # "Russia has stalled ratification": was "the ratification"
    "called_for_ratification",  # "called for the fastest possible ratification": was "the fastest possible ratification"
])
def test_issue29_round3_a_noun_event_asked_for_or_stopped_is_not_asserted(name) -> None:
    assert issue9(name) is Skip.UNREALISED_EVENT


def test_issue29_round3_the_corpus_annotation_of_an_event_status_is_read_first() -> None:
    assert annotated_unasserted({"modality": "would"}) is Skip.ANNOTATED_MODAL  # TimeML MAKEINSTANCE
    assert annotated_unasserted({"modality": "NONE", "polarity": "POS"}) is None
    # TimeML's polarity is not read: TBAQ-cleaned's AQUAINT half marks "said" and "died" NEG
    assert annotated_unasserted({"polarity": "NEG"}) is None
    assert annotated_unasserted({"Polarity": "NEG"}) is Skip.ANNOTATED_NEGATED  # RED
    assert annotated_unasserted({"ContextualModality": "HEDGED"}) is Skip.ANNOTATED_MODAL
    assert annotated_unasserted({"ContextualModality": "ACTUAL"}) is None
    assert annotated_unasserted({FACTUALITY: "-1.4318"}) is Skip.ANNOTATED_NOT_FACTUAL  # UDS "... or burn them."
    assert annotated_unasserted({FACTUALITY: "0.9635"}) is None


# Round 3, blind read of seed 43117 (issue29_round3.conllu): what three more readers failed
@pytest.mark.parametrize(("name", "expected"), [
    ("forwarded_or", Skip.ALTERNATIVE_EVENT),  # "because you subscribed to it or, someone forwarded it to you": was "Forwarding it"
    ("probably_least_helpful", Skip.MODAL_EVENT),  # "was probably the least helpful person": a hedging adverb
    ("seems_that_hamas", Skip.MODAL_EVENT),  # "it seems that Hamas has its own political agenda": only how it seems
    ("looks_as_though", Skip.MODAL_EVENT),  # "It looks as though they panicked": was "the panicking"
    ("nothing_but", Skip.NEGATED_EVENT),  # "I have nothing but fantastic things to say": was "Having nothing"
    ("goal_was_the_signing", Skip.UNREALISED_EVENT),  # "A major goal of ... was the signing of ...": aimed at
    ("old_enough_to_be_vaccinated", Skip.UNREALISED_EVENT),  # an adjective's infinitive: was "the vaccinating"
    ("demanding_that_elian", Skip.UNREALISED_EVENT),  # "demanding that Elian be allowed to stay": was "the allowing of Elian to stay"
    ("stop_the_bloodshed", Skip.IMPERATIVE_EVENT),  # a quoted command: was "The stopping"
    ("send_lawyers_back", Skip.UNREALISED_EVENT),  # "a ruling likely to send ...": was "The sending of Keating's lawyers"
    ("blaze_came_as", Skip.FRAGMENT),  # "The blaze came as authorities issued ...": no "as" goal, and "the coming" says nothing
    ("serious_about_securing", Skip.CLAUSAL_COMPLEMENT),  # "Google is damn serious about securing ...": was "the time when Google is serious"
    ("tell_the_truth", "the telling of the truth"),  # the thing told is no addressee: was "The telling"
    ("spent_five_hours", "the spending of about five hours"),  # the time spent is the object: was "the spending"; round 6: "about" kept
    ("kept_on_tenterhooks", "the keeping of global markets on tenterhooks"),  # where a placing verb keeps it: was "the keeping of global markets"
])
def test_issue29_round3_hedges_alternatives_and_arguments_of_seed_43117(name, expected) -> None:
    assert issue9(name) == expected


# Round 3, blind read of seed 58203 (issue29_round3.conllu)
@pytest.mark.parametrize(("name", "expected"), [
    ("aimed_at_doubling", Skip.UNREALISED_EVENT),  # "a program aimed at doubling ...": was "the doubling of the two nations"
    ("must_start_over_with_appeal", Skip.MODAL_EVENT),  # a noun in a modal verb's oblique: was "a new appeal ended"
    ("i_think_it_was", Skip.UNREPORTED_CLAUSE),  # "I think it was in the Lincoln Square area but don't quote me": a guess  # round 4: read from the words before the clause (was MODAL_EVENT)
    ("provided_us_with", "providing us with excellent service"),  # was "Providing us"
    ("way_the_tax_law_works", Skip.FRAGMENT),  # no object gap after "the way": was "the working of the way"
    ("forgot_to_open", Skip.UNREALISED_EVENT),  # "totally forgot to open my outlook": was "The opening of my outlook"
    ("checked_with_rac", "the checking with RAC"),  # was "The checking"
    ("write_downs", Skip.FRAGMENT),  # Stanza's "write" + "-downs": was "the writing of -downs"
])
def test_issue29_round3_aims_guesses_and_complements_of_seed_58203(name, expected) -> None:
    assert issue9(name) == expected


# Round 3, the final read (seed 90417): what it still found, for the next read to judge
@pytest.mark.parametrize(("name", "expected"), [
    ("rife_with", "the time when the Pakistani army was rife with elements"),  # an adjective's complement: was "... was rife"
    ("insisted_that_returned", Skip.UNREALISED_EVENT),  # a mandative subjunctive: was "The returning of the child to him"
    ("suggested_that_stay", Skip.UNREALISED_EVENT),  # "suggested that Elian and his relatives stay": was "The staying"
    ("learned_the_man_was", "the learning"),  # the "object" before its own finite verb is a clause's subject: was "the learning of the missing man"
    ("headed_across", Skip.FRAGMENT),  # "the heading" alone reads as a noun (was "The heading"); round 4: no oblique makes it say more ("the heading from the united states", seed 94043)
    ("put_forward", "putting forward strict new fuel standards"),  # the particle right after a light verb: was "Putting strict new fuel standards"
    ("panel_to_investigate", Skip.UNREALISED_EVENT),  # a purpose whose "to" the parser made a case marker: was "the investigating"
    ("calls_for_joint_improvement", Skip.UNREALISED_EVENT),  # a noun conjunct of what is called for: was "the joint improvement"
    ("hopes_to_turn_into", "hoping to turn the Gaza strip into a vast battlefield"),  # an infinitive keeps its goal: was "Hoping to turn the Gaza strip"
])
def test_issue29_round3_complements_mandates_and_particles_of_seed_90417(name, expected) -> None:
    assert issue9(name) == expected


# Round 3's last fixes (the read of seed 31755), for the next read to judge
@pytest.mark.parametrize(("name", "expected"), [
    ("woman_in_laundromat_killed", Skip.NO_SUBJECT),  # a "subject" with its own preposition is a misparse: was "the killing of a laundromat"
    ("presented_itself", Skip.PRONOUN_ARGUMENT),  # a reflexive object has no antecedent in a phrase: was "the presenting of itself"
    ("assumed_an_attitude_of", "the assuming of an attitude of Muslim prayer"),  # a short of-phrase stays: was "the assuming of an attitude"
    ("crater_left_by", Skip.FRAGMENT),  # READING.md's "the leaving" for "a crater left by"
])
def test_issue29_round3_subjects_reflexives_and_of_phrases_of_seed_31755(name, expected) -> None:
    assert issue9(name) == expected


def test_issue29_round3_a_bare_phrase_of_a_repeated_word_is_ambiguous() -> None:
    # "Meissner said ..., who Meissner said is anxious ...": "the saying" cannot tell which (two readers of seeds
    # 43117 and 58203); with a single mention in the context the same phrase is kept
    sentence = ud_sentence_of("two_said")
    document = Document(doc_id="two_said", split="dev", sentences=(sentence,))
    said = [t.index for t in sentence.tokens if t.form == "said"]
    events = [Event(doc_id="two_said", event_id=f"e{i}", sentence_index=0, head=i) for i in said]
    style = PhraseStyle(PAPER, "parsed", RELATION)
    assert [document_event_phrase(document, e, (0,), style, False) for e in events] == [Skip.AMBIGUOUS_EVENT] * 2
    release = document_event_phrase(document, events[0], (0,), PhraseStyle(RELEASE, "parsed", RELATION), False)
    assert isinstance(release, EventPhrase)  # the 2020 release keeps its phrases
    assert event_phrase(sentence, said[0], style, False).text() == "the saying"


def test_issue29_round3_a_measure_is_no_object() -> None:
    # "Anheuser-Busch shares plunged $4.375" (MATRES, read of seed 67836: "the plunging of $4.375"); an amount of
    # something stays one ("sold 10.2% of its shares", test_issue29_objects_and_particles_as_an_of_phrase)
    plunged = "1 shares share NOUN NNS 2 nsubj\n2 plunged plunge VERB VBD 0 root\n3 $ $ SYM $ 2 obj\n4 4.375 4.375 NUM CD 3 nummod\n"
    assert phrase(plunged, 2) == "the plunging of shares"  # round 6: the thing that plunged says which plunge
    traveled = "1 We we PRON PRP 2 nsubj\n2 traveled travel VERB VBD 0 root\n3 40 40 NUM CD 4 nummod\n4 mins min NOUN NNS 2 obj\n"
    assert phrase(traveled, 2) == "the traveling"  # UDS-T (read of seed 67836): was "the traveling of 40 mins"


def test_issue29_a_time_after_a_prepositional_verb_is_no_complement() -> None:
    passed = "1 The the DET DT 2 det\n2 bill bill NOUN NN 3 nsubj\n3 passed pass VERB VBD 0 root\n4 on on ADP IN 5 case\n5 Tuesday Tuesday PROPN NNP 3 obl\n"
    assert phrase(passed, 3) == "the passing"  # not "the passing of Tuesday"


# Round 2, blind read of seed 18771: the person told, warned or urged is no of-object (a reader takes "the telling
# of reporters" for what was told); the gerund stands alone, or with the infinitive a gerund clause
@pytest.mark.parametrize(("name", "expected"), [
    ("told_reporters", "the telling"),  # "..., INS commissioner Doris Meissner told reporters.": was "the telling of reporters"
    ("warning_saddam", "the warning"),  # "warning Saddam Hussein that the threat of force is real": was "the warning of Saddam"
    ("urged_balkan_states", Skip.CLAUSAL_COMPLEMENT),  # "urged all Balkan states to sign ...": round 4, "the urging" says not what (was)
])
def test_issue29_the_person_addressed_is_no_of_object(name, expected) -> None:
    assert issue9(name) == expected


def test_issue29_what_is_told_to_someone_stays_the_object() -> None:
    told_story = "1 He he PRON PRP 2 nsubj\n2 told tell VERB VBD 0 root\n3 her she PRON PRP 2 iobj\n4 the the DET DT 5 det\n5 story story NOUN NN 2 obj\n"
    assert phrase(told_story, 2) == "the telling of the story"


def test_issue29_a_phrase_that_holds_the_other_event_repeats_it() -> None:
    # the read of seed 18771: "The making of arrests ended before the arrests ended." names one thing twice
    style = PhraseStyle(PAPER, "parsed", RELATION)
    sentence = ud_sentence_of("arrests_made")
    made = event_phrase(sentence, head_of("arrests_made"), style, False)
    arrests = event_phrase(sentence, next(t.index for t in sentence.tokens if t.form == "arrests"), style, False)
    assert (made.text(), arrests.text()) == ("the making of arrests", "the arrests")
    assert made.repeats(arrests) and not arrests.repeats(made) and made != arrests
    said = EventPhrase("the", ("saying",), family="say")
    assert not made.repeats(said) and not said.repeats(made)


def test_issue29_a_wh_question_takes_its_event_as_given() -> None:
    why_leave = "1 Why why ADV WRB 4 advmod\n2 did do AUX VBD 4 aux\n3 he he PRON PRP 4 nsubj\n4 leave leave VERB VB 0 root\n5 ? ? PUNCT . 4 punct\n"
    assert phrase(why_leave, 4) == "the leaving"


# Round 4 (issue29_round4.conllu, Stanza): one completeness rule over every verb phrase, and a clause is asserted
# only under a verb that reports it; the defects of the independent read of seed 70629
@pytest.mark.parametrize(("name", "expected"), [
    ("declined_comment", "the declining of further comment"),  # was "the declining"
    ("fell_short", Skip.LOST_ARGUMENT),  # "fell five cents a share short of": was "the falling"
    ("pushed_ahead", Skip.LOST_ARGUMENT),  # "pushed ahead with their investigation": was "the pushing"
    ("indicated_that", Skip.CLAUSAL_COMPLEMENT),  # "indicated that most interrogations had led nowhere": was "the indicating"
    ("prevented_from", Skip.CLAUSAL_COMPLEMENT),  # was "the preventing of the State Department"
    ("enabled_to_play", Skip.CLAUSAL_COMPLEMENT),  # was "the enabling of Xbox users"
    ("fuming_over", Skip.LOST_COMPLEMENT),  # the preposition without its phrase: was "the fuming over"
    ("said_collapsed", "the collapsing of the talks"),  # READING.md: a reported event is real; round 6: what collapsed
    ("boy_go_home_told", "the telling"),  # the report's verb hung below what it reports is still the report
    ("left_for_europe", Skip.LOST_COMPLEMENT),  # Stanza makes "left" a participle of "aides": no complement carried for one ("a crater left by")
    ("met_with_aides", "the meeting with his top aides"),
])
def test_issue29_round4_a_phrase_carries_what_identifies_its_event_or_is_skipped(name, expected) -> None:
    assert issue9(name) == expected


@pytest.mark.parametrize("name", [
    "denied_joined",  # "denied accusations that she joined ...": was "the joining of an anti-Arab underground movement"
    "hopes_trumping",  # "in hopes of trumping the law": was "the trumping of the law"
    "believe_ira_behind",  # "police said they believe the IRA was behind two killings": was "the time when the IRA was ..."
    "accused_of_slashing",  # "accused Kuwait of deliberately slashing ...": was "the slashing of Iraqi oil revenues"
])
def test_issue29_round4_a_clause_claimed_denied_or_hoped_is_not_asserted(name) -> None:
    assert issue9(name) is Skip.UNREPORTED_CLAUSE


@pytest.mark.parametrize(("name", "expected"), [
    ("hamas_has_become", "the time when Hamas became rather unpopular in Gaza"),  # was "has become": a tense clash
    ("has_been_helpful", Skip.NO_SUBJECT),  # two subjects ("Dr." / "Stiefvater"): was "the time when Dr. has been"
    ("it_has_been_said", Skip.CLAUSAL_COMPLEMENT),  # "It has been said that ...": the "it" is the clause's
    ("spent_dollars", "the spending of $20,000"),  # was "$ 20,000"
])
def test_issue29_round4_states_take_the_simple_past_and_amounts_are_whole(name, expected) -> None:
    assert issue9(name) == expected


def test_issue29_round4_every_fixture_phrase_is_what_the_rules_make() -> None:
    for name, tree in ISSUE9.items():
        if tree.metadata.get("parser") == "stanza" and tree.metadata.get("source", "").endswith(("70629)", "21011)", "57437)", "58585)", "50279)", "48063)", "94043)")):
            result = issue9(name)
            assert (result.name if isinstance(result, Skip) else result) == tree.metadata["phrase"], name


# Round 4, the read of seed 21011: hypotheticals however parsed, what is aimed at or talked of, lost words
@pytest.mark.parametrize(("name", "expected"), [
    ("then_welcome_him", Skip.CONDITIONAL_EVENT),  # "If ... is permitted ..., then ... I welcome him": was "welcoming him"
    ("eligible_for_parole", Skip.UNREALISED_EVENT),  # "before he was eligible for parole": was "the parole"
    ("mechanism_for_ejecting", Skip.UNREPORTED_CLAUSE),  # "a mechanism for ejecting us": was "ejecting us"
    ("talk_about_killing", Skip.UNREPORTED_CLAUSE),  # "heard Amir talk about killing Rabin": was "the killing of Rabin"
    ("paid_tribute", Skip.CLAUSAL_COMPLEMENT),  # "paid tribute Tuesday to bombing victims" (Stanza: "to bombing" an infinitive): was "the paying"
    ("accounted_for", Skip.LOST_COMPLEMENT),  # "accounted for about 41%": was "the accounting"
    ("declined_further", Skip.LOST_COMPLEMENT),  # "further" parsed as a preposition: was "the declining"
    ("political_and_economic", "the ongoing political and economic siege against the Palestinian people"),  # was "political economic"; its complement comes along
    ("dlrs_debt", "the repaying of its $1.2 billion debt"),  # TB-D's "dlrs" written out: was "its dlrs 1.2 billion debt"
])
def test_issue29_round4_hypotheticals_aims_and_whole_words_of_seed_21011(name, expected) -> None:
    assert issue9(name) == expected


# Round 4, the read of seed 57437: what the words say where the parse hides it
@pytest.mark.parametrize(("name", "expected"), [
    ("fear_beginnings", Skip.UNREPORTED_CLAUSE),  # "fear they are witnessing the beginnings" parsed as a conjunct: was "the beginnings"
    ("become_impoverished_stanza", Skip.STATIVE_PARTICIPLE),  # "have become impoverished": was "the impoverishing"
    ("heard_amir_talk", Skip.CLAUSAL_COMPLEMENT),  # "heard Amir talk about ...": was "the hearing of Amir"
    ("crisis_be_solved", Skip.UNREALISED_EVENT),  # "a declaration that the Kosovo crisis be solved": was "the solving of ..."
    ("war_spilling", Skip.UNREPORTED_CLAUSE),  # "worried about civil war in Kosovo spilling": was "the spilling to the whole Balkans"
    ("air_strikes_could", Skip.MODAL_EVENT),  # "US air strikes against Iraq could do serious harm": was "the US air strikes"
    ("any_decision", Skip.MODAL_EVENT),  # "Any decision to expel Sinn Fein must be agreed": was "the decision"
])
def test_issue29_round4_unasserted_and_incomplete_events_of_seed_57437(name, expected) -> None:
    assert issue9(name) == expected


def test_issue29_round4_closing_punctuation_is_glued_to_its_word() -> None:
    tokens = [Token(index=i, form=f, lemma=f, upos=u, xpos="_", head=0, deprel="dep") for i, (f, u) in enumerate(
        [("Mr", "PROPN"), ("Dar", "PROPN"), (",", "PUNCT"), ("33", "NUM")], start=1
    )]
    assert glue(tokens, [t.form for t in tokens]) == ["Mr", "Dar,", "33"]  # UDS-T's tokens carry no spacing: was "Dar , 33"


# Round 4, the read of seed 58585: nouns and states carry their complement, idioms' nouns and lost subjects skipped
@pytest.mark.parametrize(("name", "expected"), [
    ("opened_fire_noun", Skip.FRAGMENT),  # "had opened fire": "the fire" reads as a blaze (was "the fire")
    ("plans_to_discount", Skip.CLAUSAL_COMPLEMENT),  # "it plans to aggressively discount ...": was "the plans"
    ("earned_the_right", Skip.CLAUSAL_COMPLEMENT),  # "earned the right to stay here": was "the earning of the right"
    ("committed_to_strike", "the time when he was committed to a possible strike"),  # was "... he is committed"
    ("feels_fresh", Skip.NO_SUBJECT),  # "My house already feels fresh": was "Feeling fresh", a person's
    ("need_for_flexibility", "the need for greater flexibility"),  # was "the need"
    ("prayed_for_him_to", Skip.CLAUSAL_COMPLEMENT),  # seed 50279: "prayed for him to have a heart attack": was "the praying for him"
    ("fallen_foul_stanza", "falling foul of Russian authorities"),  # seed 48063: an idiom's noun makes a clause (was "the falling of foul of")
    ("hardly_awesome", Skip.MODAL_EVENT),  # seed 48063: "hardly awesome" (was "the time when the service here is awesome")
    ("explains_why", Skip.CLAUSAL_COMPLEMENT),  # seed 94043: "This explains why Germany ...": was "the explaining"
    ("left_unclear", Skip.CLAUSAL_COMPLEMENT),  # seed 94043: "left unclear whether they will ...": was "leaving unclear"
    ("ve_got_a_page", Skip.FRAGMENT),  # seed 94043: "We've got a page" is having one: was "Getting a page"
    ("think_back", Skip.UNREALISED_EVENT),  # seed 94043: "trying to think back": tried (and "back" kept or nothing)
])
def test_issue29_round4_complements_idioms_and_subjects_of_seed_58585(name, expected) -> None:
    assert issue9(name) == expected




def test_issue29_round4_a_coordination_of_kept_words_stays_whole() -> None:
    # seed 50279: "natal Saturn and Venus are under the close affliction": was "the time when natal Saturn are ..."
    saturn = (
        "1 natal natal ADJ JJ 2 amod\n2 Saturn Saturn PROPN NNP 9 nsubj\n3 and and CCONJ CC 4 cc\n4 Venus Venus PROPN NNP 2 conj\n"
        "5 are be AUX VBP 9 cop\n6 under under ADP IN 9 case\n7 the the DET DT 9 det\n8 close close ADJ JJ 9 amod\n"
        "9 affliction affliction NOUN NN 0 root\n"
    )
    assert phrase(saturn, 9, inference=DURATION, copula=[9]) == "the time when natal Saturn and Venus were under the close affliction"


def test_issue29_round4_a_noun_that_names_no_event_by_itself_is_skipped() -> None:
    # seed 48063 (TORQUE marks them): "the end", "the moment", "a result" name no event
    the_end = "1 The the DET DT 2 det\n2 end end NOUN NN 3 nsubj\n3 came come VERB VBD 0 root\n"
    assert phrase(the_end, 2) is Skip.NOT_AN_EVENT


# Round 5 (issue29_round5.conllu): the defects of the independent read of seed 30407. UDS-T's gold trees, the
# others parsed by Stanza
@pytest.mark.parametrize(("name", "expected"), [
    ("expected_visit", Skip.UNREALISED_EVENT),  # "the expected visit": was "the expected visit"
    ("threats_of_retaliation", Skip.UNREPORTED_CLAUSE),  # "threats of retaliation" parsed as a conjunct: was "the retaliation ..."
    ("task_of_keeping", Skip.UNREPORTED_CLAUSE),  # "not up to the task of keeping the peace": was "the keeping of the peace"
    ("agreed_cancellation", Skip.UNREALISED_EVENT),  # "agreed to restore ..., including ... the cancellation": was asserted
    ("while_waiting_out", Skip.UNREALISED_EVENT),  # "not granted visas to stay ... while waiting out": was "the waiting out of ..."
    ("scheduled_talk", Skip.UNREALISED_EVENT),  # "was scheduled to lay flowers, talk to ...": was "the talking to ..."
    ("none_volunteer", Skip.NEGATED_EVENT),  # "none of the other children volunteer": was "the volunteering"
    ("less_predictable_than", Skip.LOST_COMPLEMENT),  # "much less predictable than ...": was "... much less predictable"
    ("took_care_of_it", Skip.LOST_COMPLEMENT),  # "took care of it": was "taking care"
    ("dow_unconfirmed", "taking the Dow to a record high of 1051"),  # "(unconfirmed)" was glued in
    ("mr_dar_33", "the arresting of Mr Dar"),  # the aside ", 33," cut whole: was "Mr Dar, 33 started"
    ("up_to_40_rockets", "the firing of up to 40 rockets"),  # was "of 40 rockets": an exact count the text does not give
    ("with_no_hassle", "the time when it was sorted with no hassle"),  # was "with hassle": the meaning inverted
    ("best_pos_systems", Skip.SOURCE_WRITING),  # "pos" beside "POS": was "making the best pos systems"
    ("donatello_is_of", Skip.SOURCE_WRITING),  # a name in lower case: was "the time when the donatello is of a boy david ..."
    ("have_a_date", Skip.SOURCE_WRITING),  # shouted: was "having a DATE"
    ("atmosphere_is_fun", Skip.SOURCE_WRITING),  # a review's bare "Atmosphere is ...": was "the time when atmosphere is fun"
    ("staff_is_friendly", Skip.SOURCE_WRITING),
    ("best_yellow_curry", Skip.NOT_AN_EVENT),  # was "the tasting of best yellow curry"; a superlative frame (round 15), before its missing article
])
def test_issue29_round5_unasserted_incomplete_and_miswritten_phrases_of_seed_30407(name, expected) -> None:
    assert issue9(name, inference=RELATION) == expected


def test_issue29_round5_a_present_clause_timed_by_a_future_one_has_not_started() -> None:
    # "once Gonzalez arrives ..., it will begin" (Stanza hangs both clauses on "said"): the ordering templates say it
    # started, the duration templates allow it ("did take or will take")
    assert issue9("once_arrives", inference=RELATION) is Skip.FUTURE_EVENT
    assert issue9("once_arrives", inference=DURATION) == "the arriving of Gonzalez"  # round 15: a name says who arrives


def test_issue29_rounds_5_and_6_every_fixture_phrase_is_what_the_rules_make() -> None:
    for name, tree in ISSUE9.items():
        if tree.metadata.get("source", "").endswith(("(read of seed 30407)", "(read of seed 61873)")):
            result = issue9(name, inference=RELATION)
            assert (result.name if isinstance(result, Skip) else result) == tree.metadata["phrase"], name


def test_issue29_round5_the_writing_check_trusts_case_only_from_gold_tags() -> None:
    # Stanza tags names it does not know as lower-case nouns ("exile") and names as nouns ("Keep"): only gold tags
    # say a lower-case word is a name
    exile = "1 They they PRON PRP 2 nsubj\n2 met meet VERB VBD 0 root\n3 the the DET DT 5 det\n4 exile exile PROPN NNP 5 compound\n5 leaders leader NOUN NNS 2 obj\n"
    assert phrase(exile, 2) == "meeting the exile leaders"  # round 13: a person met is a gerund clause's object
    assert phrase(exile, 2, syntax="gold") is Skip.SOURCE_WRITING


def test_issue29_round6_a_bare_verb_takes_the_thing_it_happens_to_as_its_of_phrase() -> None:
    # the read of seed 61873: "The mounting started before the forming started" for *debts mount*, *the view is forming*
    mount = "1 debts debt NOUN NNS 2 nsubj\n2 mount mount VERB VBP 0 root\n"
    assert phrase(mount, 2) == "the mounting of debts"
    broke_out = "1 Clashes clash NOUN NNS 2 nsubj\n2 broke break VERB VBD 0 root\n3 out out ADP RP 2 compound:prt\n"
    assert phrase(broke_out, 2) == "the breaking out of clashes"
    # a speaker is no theme ("the saying of the spokesman" reads as what was said), nor is a name or a pronoun
    said = "1 The the DET DT 2 det\n2 spokesman spokesman NOUN NN 3 nsubj\n3 said say VERB VBD 0 root\n"
    assert phrase(said, 3) == "the saying"
    left = "1 He he PRON PRP 2 nsubj\n2 left leave VERB VBD 0 root\n"
    assert phrase(left, 2) != "the leaving of he"


# Round 6 (issue29_round5.conllu): the defects of the independent read of seed 61873
@pytest.mark.parametrize(("name", "expected"), [
    ("said_of_the_robbers", "the saying"),  # "said of the robbers" is about them: was "the saying of the robbers"
    ("elections_scheduled", Skip.UNREALISED_EVENT),  # "Governorship elections are scheduled for April 14": was asserted
    ("half_hourly", "the using of Queensland half-hourly price"),  # EWT's "half - hourly" (HYPH): was "half hourly"
    ("upper_stage", "the developing of the first new upper-stage rocket"),
    # was "a 5 decision"; since round 18 skipped, its measure lost ("185 pages long", reads of seeds 62450, 30834)
    ("five_three_decision", Skip.LOST_ARGUMENT),
    ("only_one_choice", "the leaving of only one choice"),  # was "of one choice"
    ("anything_they_need", Skip.LOST_ARGUMENT),  # "anything they need": was "Needing anything"
    ("pointed_out_that", Skip.CLAUSAL_COMPLEMENT),  # "pointed out to the PX that ...": was "the pointing out to the PX"
    ("easy_to_work_with", Skip.CLAUSAL_COMPLEMENT),  # "very easy and clear to work with": was "... were very easy"
    ("added_addresses", "the adding of their addresses to it"),  # a conjunct's object is no speaker: was "the adding to it"
])
def test_issue29_round6_arguments_words_and_hedges_of_seed_61873(name, expected) -> None:
    assert issue9(name, inference=RELATION) == expected


def test_issue29_round6_a_parsers_spaced_dash_is_no_hyphen() -> None:
    # Stanza's tokens carry their spacing: "country - extending" with spaces is a dash, not "country-extending"
    words = [("country", "NOUN", "NN", 0), ("-", "PUNCT", "HYPH", 8), ("extending", "VERB", "VBG", 10)]
    parsed = [Token(index=i, form=f, lemma=f, upos=u, xpos=x, head=0, deprel="dep", start_char=c, end_char=c + len(f))
              for i, (f, u, x, c) in enumerate(words, start=1)]
    assert glue(parsed, [t.form for t in parsed]) == ["country", "-", "extending"]
    gold = [Token(index=i, form=f, lemma=f, upos=u, xpos=x, head=0, deprel="dep") for i, (f, u, x, _) in enumerate(words, start=1)]
    assert glue(gold, [t.form for t in gold]) == ["country-extending"]


# Round 7: the read of seed 44729 (the sentences' trees as the parsers give them, cut to what the rules read)
def test_issue29_round7_a_comment_clause_names_no_event() -> None:
    know = "1 As as SCONJ IN 3 mark\n2 you you PRON PRP 3 nsubj\n3 know know VERB VBP 6 advcl\n4 , , PUNCT , 6 punct\n5 it it PRON PRP 6 nsubj\n6 rained rain VERB VBD 0 root\n"
    assert phrase(know, 3) is Skip.FRAGMENT  # "As you know": was "The knowing"


def test_issue29_round7_a_noun_that_says_nothing_without_its_clause_is_no_argument() -> None:
    way = (
        "1 I I PRON PRP 2 nsubj\n2 liked like VERB VBD 0 root\n3 the the DET DT 4 det\n4 way way NOUN NN 2 obj\n"
        "5 Jespersen Jespersen PROPN NNP 6 nsubj\n6 summarised summarise VERB VBD 4 acl:relcl\n7 it it PRON PRP 6 obj\n"
    )
    assert phrase(way, 2) is Skip.LOST_ARGUMENT  # was "Liking the way"


def test_issue29_round7_purposes_prohibitions_and_anticipations_are_not_asserted() -> None:
    treatment = (
        "1 Those those PRON DT 2 nsubj:pass\n2 evacuated evacuate VERB VBN 0 root\n3 to to ADP IN 5 case\n4 a a DET DT 5 det\n"
        "5 base base NOUN NN 2 obl\n6 for for ADP IN 7 case\n7 treatment treatment NOUN NN 5 nmod\n"
    )
    assert phrase(treatment, 7) is Skip.UNREALISED_EVENT  # however parsed: was "The treatment has begun"
    forbade = (
        "1 The the DET DT 2 det\n2 AMS AMS PROPN NNP 3 nsubj\n3 forbade forbid VERB VBD 0 root\n4 Iraqis Iraqis PROPN NNPS 3 obj\n"
        "5 to to PART TO 6 mark\n6 participate participate VERB VB 3 xcomp\n"
    )
    assert phrase(forbade, 6) is Skip.UNREALISED_EVENT  # was "participating in the attack"
    victory = (
        "1 They they PRON PRP 2 nsubj\n2 celebrated celebrate VERB VBD 0 root\n3 in in ADP IN 4 case\n4 anticipation anticipation NOUN NN 2 obl\n"
        "5 of of ADP IN 7 case\n6 a a DET DT 7 det\n7 victory victory NOUN NN 4 nmod\n"
    )
    assert phrase(victory, 7) is Skip.UNREPORTED_CLAUSE  # was "A victory at the polls has begun"


def test_issue29_round7_an_as_phrase_is_carried_only_as_a_role() -> None:
    wanted = "1 someone someone PRON NN 0 root\n2 wanted want VERB VBN 1 acl\n3 as as ADP IN 6 case\n4 a a DET DT 6 det\n5 material material ADJ JJ 6 amod\n6 witness witness NOUN NN 2 obl\n"
    assert phrase(wanted, 2) != "wanting as a material witness"  # the one wanted is no role of "want"
    serving = "1 He he PRON PRP 2 nsubj\n2 served serve VERB VBD 0 root\n3 as as ADP IN 4 case\n4 head head NOUN NN 2 obl\n5 of of ADP IN 6 case\n6 TNK-BP TNK-BP PROPN NNP 4 nmod\n"
    assert phrase(serving, 2) == "serving as head of TNK-BP"  # a role, a clause: not "the serving as head"


def test_issue29_round8_articles_agree_with_the_sound_and_no_phrase_ends_on_a_determiner() -> None:
    # the read of seed 83317: "an unique architecture", "The breaking up with my"
    assert agree_articles(["a", "unique", "architecture"]) == ["a", "unique", "architecture"]
    assert agree_articles(["an", "unique", "architecture"]) == ["a", "unique", "architecture"]
    assert agree_articles(["a", "hour"]) == ["an", "hour"]
    assert agree_articles(["a", "unidentified", "man"]) == ["an", "unidentified", "man"]
    my = "1 I I PRON PRP 2 nsubj\n2 broke break VERB VBD 0 root\n3 up up ADP RP 2 compound:prt\n4 with with ADP IN 5 case\n5 my my PRON PRP$ 2 obl\n"
    assert phrase(my, 2) is Skip.FRAGMENT  # the girlfriend was cut from the source: was "The breaking up with my"


def test_issue29_round8_an_infinitive_keeps_its_pronoun_object() -> None:
    # the reads of seeds 44729 and 83317: "Battling to keep in the United States" for *battling to keep him in ...*
    keep = (
        "1 The the DET DT 2 det\n2 kin kin NOUN NN 4 nsubj\n3 has have AUX VBZ 4 aux\n4 battling battle VERB VBG 0 root\n"
        "5 to to PART TO 6 mark\n6 keep keep VERB VB 4 xcomp\n7 him he PRON PRP 6 obj\n8 in in ADP IN 10 case\n"
        "9 the the DET DT 10 det\n10 States States PROPN NNP 6 obl\n"
    )
    assert phrase(keep, 4) == "battling to keep him in the States"


def test_issue29_round8_a_noun_that_needs_its_of_phrase_is_no_argument_without_it() -> None:
    # seed 83317: "a situation that drew the ire of the country's lawmakers who twice summoned ..." -> "The drawing of the ire"
    ire = (
        "1 It it PRON PRP 2 nsubj\n2 drew draw VERB VBD 0 root\n3 the the DET DT 4 det\n4 ire ire NOUN NN 2 obj\n"
        "5 of of ADP IN 9 case\n6 the the DET DT 7 det\n7 country country NOUN NN 9 nmod:poss\n8 's 's PART POS 7 case\n"
        "9 lawmakers lawmaker NOUN NNS 4 nmod\n10 who who PRON WP 12 nsubj\n11 twice twice ADV RB 12 advmod\n"
        "12 summoned summon VERB VBD 9 acl:relcl\n13 him he PRON PRP 12 obj\n"
    )
    assert phrase(ire, 2) is Skip.LOST_ARGUMENT
    build = (
        "1 We we PRON PRP 3 nsubj\n2 are be AUX VBP 3 aux\n3 hoping hope VERB VBG 0 root\n4 to to PART TO 5 mark\n"
        "5 build build VERB VB 3 xcomp\n6 this this PRON DT 5 dobj\n7 up up ADP RP 5 compound:prt\n"
    )
    assert phrase(build, 3, syntax="gold", inference=DURATION) == "hoping to build this up"  # was "to build up this"


# Round 9 (issue29_round9.conllu): the defects of the independent read of seed 25193. UDS-T's gold trees, the
# others parsed by Stanza
@pytest.mark.parametrize(("name", "expected"), [
    ("yound_bride", Skip.SOURCE_WRITING),  # a word no English lexicon knows: was "the arresting of a yound newlywed bride"
    ("wrong_catagory", Skip.SOURCE_WRITING),  # was "the time when it is in the wrong catagory"
    ("you_r_retarded", Skip.SOURCE_WRITING),  # chat spelling: was "the time when you r retarded"
    ("good_portions", Skip.SOURCE_WRITING),  # "a" before a plural: was "the offering of a good portions"
    ("free_for_lunch", Skip.QUESTION_EVENT),  # "Are you free for lunch today." asks, without its "?": was asserted
    ("all_over_the_internet", "searching all over the internet"),  # was "searching over the internet"
    ("omitted_that_action", "the omitting of that action"),  # "that" (tagged SCONJ) is the object's: was "the omitting"
    ("represents_of_shares", Skip.LOST_ARGUMENT),  # "of Meridian's shares" parsed apart: was "representing 10.2%"
    ("wreath_next_to", Skip.LOST_ARGUMENT),  # "next" no noun, the parser's object: was "the laying of a wreath next"
    ("crack_away_by_forming", Skip.LOST_ARGUMENT),  # "by forming" parsed into the object: was "the cracking away of forming coalitions"
    ("predicted_demise", Skip.UNREALISED_EVENT),  # "have predicted his demise": was "the demise" (lint)
    ("consider_hamas", "considering Hamas a terrorist organization"),  # was "the considering of Hamas a terrorist organization"
    ("took_part_in", "taking part in the trans-Antarctic expedition of 1957-58"),  # round 13: an amount's of-phrase comes along  # was "taking part"
    ("net_income_rose", Skip.LOST_ARGUMENT),  # "income ... lower-than-anticipated" parsed across "rose": was glued
    ("asked_for_explanation", Skip.LOST_COMPLEMENT),  # "for an explanation" hung on the object: was "the asking of the Russian government"
    ("denied_report_arrests", Skip.UNREPORTED_CLAUSE),
    # the read of seed 99102
    ("reported_killed", Skip.CLAUSAL_COMPLEMENT),  # "51 people were reported killed": was "the reporting of 51 people"
    ("program_aimed_at", Skip.CLAUSAL_COMPLEMENT),  # "a program aimed at doubling ...": was "the aiming"
    ("citing_an_example", Skip.LOST_ARGUMENT),  # "Citing an example", the example parsed as the subject: was "the citing"
    ("wider_conflict", Skip.UNREPORTED_CLAUSE),  # "fear they are witnessing the beginnings of a much wider conflict": was asserted
    ("beyond_gaming", Skip.CLAUSAL_COMPLEMENT),  # "hoping to move the Kinect beyond gaming": was "hoping to move the Kinect"
    # "The food is fresh and taste great": was "the time when the food taste great"; since round 18 in the past, which
    # does not copy the slip
    ("food_taste_great", "the time when the food tasted great"),
    ("guys_help", Skip.SOURCE_WRITING),  # "a guy s help": was "needing a guys help"
    ("purchase_of_up_to", Skip.LOST_ARGUMENT),  # "of up to", "up" a modifier of "purchase": was "the purchase to an additional ..."
    ("combines_painting_and", "the combining of painting and Chinese calligraphy"),  # was "the combining of painting"
    ("rushed_at_a_time", Skip.LOST_ARGUMENT),  # "at a time when there was very few clients": was "the rushing at a time"
    # the read of seed 16143
    ("slipped_to_savor", Skip.UNREALISED_EVENT),  # "slipped into ... to savor the grandeur": a purpose, was asserted
    ("despite_objections", Skip.FRAGMENT),  # "despite" tagged an adjective: was "the despite objections from other countries"
    ("closing_at_100", Skip.LOST_COMPLEMENT),  # "closing at $100 a share": was "The closing"
    ("variety_of_hotdogs", "the offering of a large variety of quality hotdogs"),  # was "of a large variety"
    ("called_me_that", Skip.CLAUSAL_COMPLEMENT),  # "called me that all night": was "Calling me" (phoning)
    ("if_then_welcome", Skip.CONDITIONAL_EVENT),  # "``If in fact ..., then ... I welcome him", the quote tagged a noun: was asserted
    ("trying_restore_order", Skip.UNREALISED_EVENT),  # "trying to eliminate ... and restore order", "restore" a compound: was asserted
    # the read of seed 12568
    ("unless_higher_offer", Skip.CONDITIONAL_EVENT),  # "unless a higher offer is made", "unless" tagged an adverb: was asserted
    ("set_up_venture", Skip.LOST_ARGUMENT),  # "set up an ... joint venture called ...", the venture parsed away: was "the setting up"
    ("given_it_tries", "giving it a couple of tries"),  # was "giving a couple of tries"
    ("gave_it_all_my_heart", "giving it all my heart"),  # was "giving all my heart"  # "denied a newspaper report that more arrests had been made": was asserted
])
def test_issue29_round9_miswritten_unasserted_and_short_phrases_of_seed_25193(name, expected) -> None:
    assert issue9(name, inference=RELATION) == expected


# Round 13 (issue29_round13.conllu): the defects of the reads of seeds 15410 and 33790 and of a strict audit of the
# most-paired event phrases (28 Nov); UDS-T's gold trees, the others parsed by Stanza
@pytest.mark.parametrize(("name", "expected"), [
    ("pander_purpose", Skip.UNREALISED_EVENT),  # a sentence that is an infinitive is a purpose: was "the pandering to ..."
    ("authorised_to_make", Skip.UNREALISED_EVENT),  # "Authorised ... to make strikes": permitted, was "making unrestricted strikes"
    ("suggested_stay", Skip.UNREALISED_EVENT),  # "suggested that Elian ... stay", "stay" a conjunct: was "the staying at the residence"
    ("snow_falling", Skip.MODAL_EVENT),  # "would cause disruption, with some 20cm-40cm falling": was "the falling"
    ("very_well_made", "the time when they were very well made"),  # a quality, no making: was "the time when they are made"
    ("laura_and_i", "the time when Laura and I were Methodists"),  # was "the time when Laura are Methodists"
    ("management_and_staff", "the time when the management and staff were superb"),  # was "the management are superb"
    ("looking_at_dock", Skip.SOURCE_WRITING),  # "looking at the bose sound dock 10": was "the looking"; carried since round 15 (a counted thing is a complement), the brand written small
    ("admitted_mistakes", Skip.FRAGMENT),  # "admitted mistakes were made": was "the admitting" (letting in)
    ("repairs_done", Skip.CLAUSAL_COMPLEMENT),  # "had about 5 repairs done": was "having about 5 repairs"
    ("a_reel", Skip.SOURCE_WRITING),  # "It s a Reel", a stray capital: was "the time when it is a Reel"
    ("kinda_weird", Skip.SENSE_SHIFT),  # chat spelling: was "coming out kinda weird"; "come out" ambiguous first (round 15)
    ("year_before_name", "the convicting of Charles Keating"),  # "In nineteen ninety-one Charles Keating": was glued
    ("emphasis_on_issue", "putting a new emphasis on the issue"),  # where it is put, hung on the object: was "putting a new emphasis"
    # the read of seed 60417 and the audit
    ("lies_a_threat", Skip.FRAGMENT),  # "Beneath the jargon lies a powerful threat": was "the lying of a powerful threat"
    ("groups_move", Skip.CLAUSAL_COMPLEMENT),  # "opposed the Drabinsky group's move", "move" a verb: was "opposing to move"
    ("over_200000", Skip.LOST_ARGUMENT),  # "Over" a marker of the verb: was "the affecting of 200,000 Belfast customers"
    ("aggressively_discount", Skip.UNREPORTED_CLAUSE),  # "it plans to aggressively discount", "plans" the object of "said": was asserted
    ("barrels_per_day", Skip.LOST_ARGUMENT),  # "its 460,000 barrels per day refinery": was "its 460,000 barrels refinery"
    ("reintroduced_me_and", "reintroducing me and Laura"),  # was "reintroducing me"
    ("friendly_and_relaxing", Skip.LOST_ARGUMENT),  # "the friendly and relaxing atmosphere": was "loving the friendly atmosphere"
    # the second audit
    ("killed_on_board", Skip.CLAUSAL_COMPLEMENT),  # "killed on board the ship", "board" a verb: was "... to board the Turkish aid ship"
    ("chuck_and_gretchen", "the time when Chuck and Gretchen were very positive"),  # UD 1's "and" on the first: was "Chuck were"
    # the read of seed 27341 and the events every read meets
    ("met_with_demands", Skip.SENSE_SHIFT),  # "met with onerous back-tax demands" (encountered): was "the meeting with ..."
    ("leaves_three_sons", Skip.SENSE_SHIFT),  # "he leaves three sons" (is survived by): was "the leaving of three sons"
    ("showed_authorities_emails", Skip.LOST_ARGUMENT),  # the recipient parsed a compound: was "the showing of authorities e-mails"
    ("investigation_will_consider", Skip.FUTURE_EVENT),  # "The investigation will consider ...": was "the investigation"
    ("tried_bland_rice", "trying bland white rice"),  # sampling, a gerund clause: was "the trying of bland white rice"
    ("let_you_know", Skip.FRAGMENT),  # "Just to let you all know": was "the knowing"
    ("love_it_when", Skip.CLAUSAL_COMPLEMENT),  # "you love it when i come over": was "loving it"
    ("needing_to_know", Skip.CLAUSAL_COMPLEMENT),  # "need to know if there are any changes": was "needing to know"
    ("headfones_worth", Skip.FRAGMENT),  # "worth 300 USD" cut: was "the ordering of Bose Headfones worth"
    # the read of seed 81529
    ("wound_up_speech", "winding up his speech at Havana's Karl Marx Theater"),  # the particle decides the lemma: was "the wounding up"
    ("sworn_in_for", Skip.LOST_ARGUMENT),  # "sworn in for a mere 24 hours", "in" hung on "hours": was "the swearing"
    ("capitalize_on", Skip.UNREALISED_EVENT),  # "attempting to capitalize on the murder": was "attempting to capitalize"
    ("trend_characterized", Skip.NO_SUBJECT),  # "the trend that has characterized the last half of the '80s": was "the characterizing of ..."
])
def test_issue29_round13_hedges_lost_complements_and_conjoined_subjects_of_seeds_15410_and_33790(name, expected) -> None:
    assert issue9(name, inference=RELATION) == expected


# Round 14 (issue29_round14.conllu): the strict audit of TORQUE's 400 most-paired event phrases (28 Nov) and the events
# the reads of seeds 60417 to 58214 met in three to five reads; Stanza parses
@pytest.mark.parametrize(("name", "expected"), [
    ("took_power_two_months", "taking power"),  # a time after an idiom's noun is no part of it: was "taking power in March two months"
    ("helping_beijing_deal", Skip.MISREAD_INFINITIVE),  # "helping Beijing deal with", a verb: was "the Beijing deal with ..."
    ("two_day_rally", "the two-day rally"),  # a measure before its noun is hyphenated: was "the two day rally"
    ("low_pay_and_instances", "the low pay"),  # the of-phrase after a conjunct is the conjunct's: was "the low pay of corporal punishment"
    ("slipped_amid", Skip.FRAGMENT),  # "amid" tagged an adjective: was "the slipping of amid mounting ..."
    ("volcano_blew", Skip.FRAGMENT),  # "at the moment it blew" (erupted): was "the blowing" (wind)
    # UDS-T's gold trees, from the reads of seeds 47093 and 58214
    ("iphone_upgraded", Skip.CLAUSAL_COMPLEMENT),  # "getting my iphone upgraded", the participle on "my": was "getting my iphone"
    ("specializing_in_health", "specializing in health"),  # a prepositional verb carries its complement: was "the specializing"
    ("looking_forward_to_hearing", Skip.FRAGMENT),  # "looking forward to hearing from you": was "the looking forward"
    ("its_former_leader", Skip.SOURCE_WRITING),  # "it's" for "its": was "the killing of it's former leader"
    ("five_bucks", Skip.SOURCE_WRITING),  # "$5 bucks": was "putting down $5 bucks for it"
    ("austrian_institute", "the gathering at the Austrian Institute for International Affairs"),  # a name whole: was cut at "Institute"
    ("us_was_opposed", Skip.STATIVE_PARTICIPLE),  # "was opposed to", a state: was "the opposing of the US to ..."
    ("helping_beijing_deal_verb", Skip.CLAUSAL_COMPLEMENT),  # its object a misread infinitive: was "the helping of Beijing deal"
    ("stressed_the_need", Skip.LOST_ARGUMENT),  # "the need [for greater flexibility]" says nothing: was "the stressing of the need"
    ("in_a_statement", Skip.NOT_AN_EVENT),  # "In a statement prepared by lawyers": the document, was "the statement"
    ("monthly_report", Skip.NOT_AN_EVENT),  # "said the IEA in its monthly report": was "the monthly report"
    ("two_million_gain", Skip.NOT_AN_EVENT),  # "a $2 million gain", the "$" on the verb: a sum, was "the gain"
    ("calls_for_leader_to_run", Skip.LOST_COMPLEMENT),  # "calls for ... Abacha to run for president": was "the calls for military leader"
    ("protesting_calls", Skip.LOST_ARGUMENT),  # "the calls [for ...]" say nothing: was "the protesting of calls"
    ("those_talks", "the talks"),  # a demonstrative points to words the hypothesis lacks: was "those talks"
    ("movements_outside", Skip.NOT_AN_EVENT),  # "movements outside the political process" (groups): was "the movements"
    ("gets_busy", Skip.NO_SUBJECT),  # "Gets busy", the subject left out: was "getting busy"
    ("gives_startup_sum", Skip.LOST_ARGUMENT),  # "gives each startup in the program $20,000", the sum on the recipient: was "giving each participating startup"
    ("beaten_to_death", "the time when two were beaten to death"),  # "death" tagged a verb: was "the time when two were beaten"
    ("arrived_to_tour", Skip.UNREALISED_EVENT),  # a purpose: was "the touring of the residence"
    ("considering_taking_job", Skip.UNREALISED_EVENT),  # "I'm considering taking a job": was "Taking a job"
    # the read of seed 19625 (events two or three reads met)
    ("pours_hot", Skip.NO_SUBJECT),  # "talk ... pours hot and quick", the adjective the subject's: was "pouring hot"
    ("murder_of_yassin", "the condemning of Sharon's murder of Sheikh Ahmed Yassin"),  # an apposition is no length: was "... Sharon's murder"
    ("eligible_for_parole", Skip.UNREALISED_EVENT),  # "released before he was eligible": was "the time when he was eligible for parole"
    ("clinic_entrances_act", Skip.LOST_ARGUMENT),  # a name's tail as a relative's antecedent: was "the sponsoring of Clinic Entrances Act"
    ("headed_from", Skip.FRAGMENT),  # "from" completes no heading: was "the heading from the united states"
    ("make_up_evidence", Skip.SENSE_SHIFT),  # "photos ... make up the evidence" (constitute): was "making up the evidence"
    ("teaching_sucks", Skip.FRAGMENT),  # "THE TEACHING THERE SUCKS": was "the sucking"
    ("mad_at_you", Skip.SOURCE_WRITING),  # shouted "MAD AT YOU": was "the time when they get MAD AT YOU"
    ("create_and_test", Skip.UNREALISED_EVENT),  # "would use ... to create and test complex radar", "test" an adjective: was "the testing of complex radar"
    ("money_they_had_put", Skip.BARE_LIGHT_VERB),  # a placement verb's goal without what is placed: was "the putting into a ... venture"
    ("described_as_hero", Skip.LOST_COMPLEMENT),  # "described Slepian's killer as a hero": was "the describing of Slepian's killer"
])
def test_issue29_round14_torque_audit(name, expected) -> None:
    assert issue9(name, inference=RELATION) == expected


# Round 15 (issue29_round15.conllu): events the reads of seeds 41003, 84640, 10885, 86849, 87330, 29749 and 98331 and
# the strict audits of seeds 51377 to 51379, 62311 and 62312 judged failing; Stanza parses and UDS-T gold trees
@pytest.mark.parametrize(("name", "expected"), [
    ("murdock_reports", Skip.FRAGMENT),  # "as ... Purnell Murdock reports" read as a noun: was the name and "reports" (3 reads)
    ("debts_mount", Skip.FRAGMENT),  # "as debts in Europe mount", "mount" a noun, its subject lost: was "the mounting"
    ("lost_millions", Skip.FRAGMENT),  # "it lost $7.2 million", the sum a measure: was "the losing"
    ("entertainment_icon", "becoming an entertainment and cultural icon"),  # one determiner, two conjuncts: was "becoming an entertainment"
    ("dollar_opened", "the opening of the dollar against the Japanese yen"),  # a figure's subject: was "the opening against the Japanese yen"
    ("dow_tumbled", "the tumbling of the Dow to 744"),  # a name's too: was "the tumbling to 744"
    ("wear_your_heart", Skip.SENSE_SHIFT),  # "wear your heart on your sleeve", an idiom: was "the wearing of your heart"
    ("hank_green_i_know", Skip.LOST_ARGUMENT),  # "The Hank Green I know": the relative says which; was "knowing the Hank Green"
    ("expensive_on_which", Skip.LOST_ARGUMENT),  # "a Saab which everything is expensive on": was "the time when everything is expensive"
    ("came_to_quality", Skip.FRAGMENT),  # "when it came to quality" (as for): was "the coming to quality"
    ("he_was_the_person", Skip.LOST_ARGUMENT),  # "He was the person, [who] reintroduced me": was "the time when he was the person"
    ("and_it_shows", Skip.FRAGMENT),  # "it shows" (is evident): was "the showing"
    ("any_sadists_out_there", Skip.QUESTION_EVENT),  # "are there any sadists out there who share ...?": was "the sharing of the same tastes"
    # the read of seed 10885
    ("close_watch", "the close watch"),  # "under close watch at home", a noun tagged a verb: was "the watching at home"
    ("british_public_support", "the British public support for the war"),  # an adjective of a name: was "the british ..."
    ("best_service_ever_seen", Skip.NOT_AN_EVENT),  # "the best service i have ever seen": was "the seeing of the best service"
    ("link_that_shows", Skip.QUESTION_EVENT),  # "Can you post a link that shows ...?": was "the showing of all the art works"
    ("e_mail_vince", "the e-mailing about the advice"),  # the person e-mailed is no thing sent: was "the e-mailing of Vince Kaminski"
    ("wanted_while_he_started", Skip.UNREALISED_EVENT),  # "wanted ... to collect ... while he started a new life": was "starting a new life"
    # the strict audits of 28 Nov (seeds 51377 to 51379)
    ("seemingly_at_hand", Skip.MODAL_EVENT),  # "a diplomatic solution ... seemingly at hand", "seemingly" tagged a verb: was "the diplomatic solution"
    ("moved_to_make_issue", Skip.CLAUSAL_COMPLEMENT),  # "to make the anti-abortion position of his opponent, ..., a central issue": was "moving to make the anti-abortion position"
    ("called_any_comparison", Skip.LOST_COMPLEMENT),  # "called any comparison between ... unwarranted": was "the calling of any comparison"
    ("kidnapped_three_more", "the kidnapping"),  # the context's spelling: was UniMorph's "the kidnaping"
    ("never_before_done", Skip.NEGATED_EVENT),  # "never before has the seamstress done a perfect job": was "doing a perfect job"
    ("doctor_hank_amazing", Skip.SOURCE_WRITING),  # a title's capital: was "the time when Doctor Hank is Amazing"
    ("hit_and_miss", "the time when salad bar was hit and miss for freshness"),  # a pair: was "... is hit for freshness"
    ("knew_all_about", "knowing all about Bin Laden"),  # a qualifier opens a clause: was "the knowing all about Bin Laden"
    ("mired_in_a_situation", Skip.STATIVE_PARTICIPLE),  # "mired in a situation", a state: was "the miring"
    # the read of seed 86849
    ("kept_at_home_face_masks", Skip.FRAGMENT),  # "home" made an adjective of "masks": was "the keeping at home face masks" (3 reads)
    ("lent_to_meridian", Skip.LOST_ARGUMENT),  # the recipient made the sum's compound: was "the lending to Meridian National $500,000"
    ("acquire_up_to_percent", Skip.FRAGMENT),  # the "%" parsed apart: was "planning to acquire up to 30.2"
    ("as_compiled_by", Skip.NO_SUBJECT),  # "manager, as compiled by Dow Jones": was "the compiling of manager"
    ("anybody_else_nostalgic", Skip.QUESTION_EVENT),  # "(... is anybody else just a little nostalgic ...?)": was "the time when anybody else is nostalgic"
    ("witness_the_fight", Skip.IMPERATIVE_EVENT),  # "-- witness the fight ..." (see, for example): was "the witnessing of the fight-..."
    ("attached_find", Skip.IMPERATIVE_EVENT),  # a letter's "Attached find the agreements": was "the finding of the agreements"
    ("being_told_that", Skip.CLAUSAL_COMPLEMENT),  # "I am being told by my better half that we need ...": was "the time when I am being told"
    ("what_happened_to_you", Skip.FRAGMENT),  # "what happened to you?": was "the happening to you"
    ("only_line_i_remember", Skip.NOT_AN_EVENT),  # "the only line i remember": was "the remembering of the only line"
    # the read of seed 87330
    ("talking_about_three_days", Skip.FRAGMENT),  # "I am talking about three days" (I mean): was "the talking" (2 reads)
    ("came_out_today", Skip.SENSE_SHIFT),  # "Bush came out today and said", "out" an adverb: was "the coming out" (2 reads)
    ("otherwise_tradeoff", Skip.MODAL_EVENT),  # "because otherwise this move was a bad, bad tradeoff": was asserted
    ("hearing_of_torture", Skip.SENSE_SHIFT),  # "even hearing of torture" (learning of): was "the hearing of torture of animals"
    # the read of seed 29749
    ("there_be_a_judgment", Skip.UNREALISED_EVENT),  # "It is unnecessary that there be a judgment": was "the judgment"
    ("use_of_torture", Skip.UNREALISED_EVENT),  # "covenants covering ... elimination of ... and of the use of torture": was "the torture" (2 reads)
    # the read of seed 98331
    ("made_net_income", Skip.BARE_LIGHT_VERB),  # "made net income ... C$2.7 million", the sum parsed apart: was "making net income" (3 reads)
    ("called_decision_incoherent", Skip.LOST_COMPLEMENT),  # 'called the judge's decision, which ..., "incoherent"': was "the calling of the judge's decision"
    ("invested_bn", Skip.LOST_ARGUMENT),  # "invested around $8 bn", "bn" the object: was "investing bn" (2 reads)
    ("registered_with_sec", Skip.LOST_ARGUMENT),  # "with the Securities and Exchange Commission an initial public offering", one conjunction: was "the registering with the Securities"
    ("asked_for_visas", "the asking for 28 visas"),  # a counted thing is the complement: was "the asking for Elian's father" (3 reads)
    # the strict audits of seeds 62311 and 62312
    # two joined by "and" with "is": was "the time when Mercury and Venus is conjunct"; since round 18 the past agrees
    ("mercury_and_venus_is", "the time when Mercury and Venus were conjunct"),
    ("japanese_website", Skip.SOURCE_WRITING),  # "japanese" written small: was "trying to browse the japanese website"
    ("this_seems_great", Skip.NO_SUBJECT),  # "this seems great": was "seeming great"
    ("sinatra_died", "the dying of Frank Sinatra"),  # "the year Frank Sinatra died": was "the dying"
    ("arrive_present_day", Skip.FRAGMENT),  # "we arrive at the present day": was "the arriving" (3 reads)
    ("convinced_hamas_to_end", Skip.UNREALISED_EVENT),  # "convinced Hamas to end the attacks": was "ending the attacks"
    ("surviving_on_inner_tube", Skip.FRAGMENT),  # "surviving two days on an inner tube", the time no object: was "the surviving" (3 pairs)
])
def test_issue29_round15_reads(name, expected) -> None:
    assert issue9(name, inference=RELATION) == expected


# Round 16 (issue29_round16.conllu): a gerund clause inside a hypothesis ("The saying started before meeting Mr Lowe
# started.") reads first as when the saying started; there it is the time of its own clause, where the parse names
# the clause's subject safely, and it stays the gerund clause where a hypothesis opens with it.
@pytest.mark.parametrize(("name", "opening", "inside"), [
    ("agreed_set_up_panel", "agreeing to set up a seven-member panel",
     "the time when foreign ministers of member-states agreed to set up a seven-member panel"),
    ("enjoyed_animations", "enjoying the animations", "the time when I enjoyed the animations"),  # UDS-T gold
    ("waitress_took_name", "taking my name", "the time when the waitress took my name"),
    # in the past the template's "started" wants: a headline's present, a progressive (read of seed 62450)
    ("israel_expresses_regret", "expressing regret", "the time when Israel expressed regret"),
    ("we_are_challenging", "challenging it", "the time when we were challenging it"),
    # where the parse may name the wrong subject, the gerund clause stays: a relative's noun inside a phrase ("the
    # curator at the University of Cambridge, who first met"), a verb hung on a noun ("point man on U.S. relations
    # expressed"), a dateline ("JERUSALEM (AP)_ Taking the stand")
    ("met_mr_lowe", "meeting Mr Lowe", "meeting Mr Lowe"),
    # a reduced relative's noun is the parser's guess (right here, "two members of Congress representing ...", wrong as
    # often: "Cubans with diametrically opposed ideologies living on both sides")
    ("representing_constituency", "representing Elian's family's constituency", "representing Elian's family's constituency"),
    ("expressed_impatience", "expressing impatience", "expressing impatience"),
    ("took_stand_dateline", "taking the stand", "taking the stand"),
    # nor where the clause would copy a slip the gerund clause leaves out: "the israelians have all the reasons" (UDS-T
    # gold, read of seed 89305)
    ("israelians_have_reasons", "having all the reasons", "having all the reasons"),
])
def test_issue29_round16_a_gerund_clause_inside_a_hypothesis_is_the_time_of_its_clause(name, opening, inside) -> None:
    meta = ISSUE9[name].metadata
    phrase = event_phrase(ud_sentence_of(name), head_of(name), PhraseStyle(PAPER, meta["syntax"], RELATION), False, None)
    assert isinstance(phrase, EventPhrase)
    assert (phrase.text(), phrase.text(opens=False)) == (opening, inside)
    saying = EventPhrase("the", ("saying",))
    assert fill_all(["{X} started before {Y} started.", "{Y} ended before {X} ended."], PAPER, X=saying, Y=phrase) == [
        f"The saying started before {inside} started.", f"{opening[:1].upper()}{opening[1:]} ended before the saying ended."
    ]
    release = event_phrase(ud_sentence_of(name), head_of(name), PhraseStyle(RELEASE, meta["syntax"], RELATION), False, None)
    assert not isinstance(release, Skip) and release.inner == ()  # the 2020 surface has no gerund clauses


@pytest.mark.parametrize(("name", "expected"), [
    # the noun phrase before a verb that has no subject is its subject the parser hung elsewhere: the object of the
    # verb above ("saying the situation remained extremely tense"), a noun the verb is made the conjunct of ("with
    # prices below pre-hurricane levels and refinery and crude capacity returning"), "said net income gained to"
    ("situation_remained_tense", Skip.NO_SUBJECT),  # was "Remaining extremely tense happened before ..." (two reads)
    ("capacity_returning", Skip.NO_SUBJECT),  # was "The returning happened before the hurricane." (two reads)
    ("net_income_gained", Skip.NO_SUBJECT),  # was "the gaining to 235 million guilders"
    # a particle's "of" is its sense: "The hostage-takers, jumping out of around 10 pick-up trucks, raided ..."
    ("jumping_out_of_trucks", Skip.LOST_COMPLEMENT),  # was "The jumping out" (two reads)
    # "The incident ... led to a major deterioration in relations": a result, not a leading somewhere
    ("led_to_deterioration", Skip.SENSE_SHIFT),  # was "The leading to a major deterioration" (three pairs of one read)
    # an idiom that says something only of its subject: "can anyone tell me ... what took place?", "What you say makes
    # sense" (UDS-T gold; read of seed 89305)
    ("what_took_place", Skip.NO_SUBJECT),  # was "Taking place did take or will take longer than a second."
    ("makes_sense", Skip.NO_SUBJECT),  # was "Making sense started before ..."
    # a state "only" restricts to what the phrase cuts: "the apartment only looks good outsize, inside is too bad"
    ("only_looks_good", Skip.LOST_ARGUMENT),  # was "the time when the apartment looks good" (three reads)
    # ... but "not only" asserts it: "Not only were my wife and I very pleased, but ..."
    ("not_only_pleased", "the time when my wife and I were very pleased"),
    # "it only takes minutes": a duration, no taking (not "Taking minutes", which reads as minute-taking)
    ("takes_minutes", Skip.SENSE_SHIFT),
    # a noun that says nothing without the phrase after it, as subject or object, keeps it or is skipped: "The attention
    # to detail was amazing" (a bare noun, kept), "announced an end to rocket attacks" (read of seed 96300)
    ("attention_to_detail", "the time when the attention to detail was amazing"),  # was "the time when the attention was amazing"
    ("end_to_rocket_attacks", Skip.LOST_ARGUMENT),  # was "the announcing of an end"
    # an adjective's infinitive is what it says: "among the few Sunni Muslim groups willing to cooperate" (two reads)
    ("groups_willing", Skip.CLAUSAL_COMPLEMENT),
    ("supple_enough", Skip.CLAUSAL_COMPLEMENT),  # "supple enough to compromise with Israel" (three reads)
    # an adjective after its noun keeps its own phrase: "rife with elements protective of the Taliban" (two reads)
    ("elements_protective", Skip.LOST_COMPLEMENT),
    # "they know my order when I walk in the door": a bare "the walking" says no more than a walk (two reads)
    ("walk_in_the_door", Skip.FRAGMENT),
    # "The Lawn Mower ... stops working at times": "at times" is how often, no place of the working (three reads)
    ("working_at_times", Skip.FRAGMENT),
    # "packed winds of about 240 kilometers an hour": a storm's strength, no packing (two reads)
    ("packed_winds", Skip.SENSE_SHIFT),
    # a bare noun right after its noun with its preposition names it with it: "a setback for the war on terror" (three reads)
    ("war_on_terror", "the time when it was a setback for the war on terror"),
    # "Onion Rings are great": the sentence's title case goes with its first word (not "onion Rings")
    ("onion_rings", "the time when onion rings were great"),
    # a phrase never ends on a conjunction: "My pharmacy order is always correct and promptly delivered but the pharmacy
    # staff are always very short with me and ..."
    ("pharmacy_order_correct", Skip.FRAGMENT),  # was "the time when my pharmacy order is correct short and" (two reads)
])
def test_issue29_round16_a_phrase_that_would_lose_what_it_is_about_is_skipped(name, expected) -> None:
    assert issue9(name, inference=RELATION) == expected


def test_issue29_round16_an_oblique_a_clause_restricts_is_not_carried_without_it() -> None:
    # "Medical science is advancing at a rate that doesn't preclude the development of a treatment", the clause hung on
    # the verb (reads of seeds 95698 and 89305, two readers): "at a rate" says nothing alone
    assert issue9("advancing_at_a_rate", inference=RELATION) == "the advancing of medical science"


def test_issue29_round16_a_command_after_a_fronted_phrase_is_asked_for() -> None:
    # UDS-T gold (read of seed 95698): "For those of you who already sent us an RSVP response recently, please
    # disregard": was "The disregarding started before ..."
    assert issue9("please_disregard", inference=RELATION) is Skip.IMPERATIVE_EVENT
    # a past participle the parser tagged a base form is no command: "On Tuesday, fed up with rampant crime, some
    # 5,000 Bihari students smashed through police barriers" (TORQUE)
    fed_up = ud_sentence_of("fed_up_crime")
    assert unasserted(fed_up, fed_up.token(head_of("fed_up_crime")), False) is None


def test_issue29_round16_an_infinitive_series_hung_low_keeps_its_plan() -> None:
    # TE3 APW19980818.0515 as Stanza parses it (read of seed 95698): "She was scheduled to lay flowers ..., talk to
    # Kenyan embassy guards and others who survived the blast and meet with President ... Moi in a five-hour visit",
    # "meet" hung on "survived" as its conjunct: was "The five-hour visit started before ..."
    sentence = ud_sentence_of("scheduled_visit")
    assert hedged_scope(sentence, sentence.token(head_of("scheduled_visit"))) is Skip.UNREALISED_EVENT
    survived = next(t for t in sentence.tokens if t.form == "survived")
    assert hedged_scope(sentence, survived) is None  # what a relative clause says is real


def test_issue29_round14_a_number_whose_noun_the_text_leaves_out_is_no_object() -> None:
    # "an area that will need 15,000" [troops] (read of seed 60526): was "Needing 15,000" in a duration
    assert issue9("needing_15000") is Skip.LOST_ARGUMENT


def test_issue29_round13_an_event_in_the_adjuncts_of_a_planned_or_modal_act_is_as_unreal() -> None:
    # TE3 APW19980818.0515 (audit): "She was scheduled to ... meet with President Moi in a five-hour visit"
    plan = (
        "1 She she PRON PRP 3 nsubj:pass\n2 was be AUX VBD 3 aux:pass\n3 scheduled schedule VERB VBN 0 root\n"
        "4 to to PART TO 5 mark\n5 meet meet VERB VB 3 xcomp\n6 with with ADP IN 7 case\n7 Moi Moi PROPN NNP 5 obl\n"
        "8 in in ADP IN 11 case\n9 a a DET DT 11 det\n10 five-hour five-hour ADJ JJ 11 amod\n11 visit visit NOUN NN 7 nmod\n"
        "12 before before SCONJ IN 13 mark\n13 returning return VERB VBG 11 acl\n14 home home ADV RB 13 advmod\n"
    )
    sentence = ud_sentence(plan)
    assert hedged_scope(sentence, sentence.token(11)) is Skip.UNREALISED_EVENT
    assert hedged_scope(sentence, sentence.token(13)) is Skip.UNREALISED_EVENT
    # a clause with its own subject keeps its own status: "can participate because the states have approved their joining"
    because = (
        "1 They they PRON PRP 3 nsubj\n2 can can AUX MD 3 aux\n3 participate participate VERB VB 0 root\n"
        "4 because because SCONJ IN 7 mark\n5 states state NOUN NNS 7 nsubj\n6 have have AUX VBP 7 aux\n"
        "7 approved approve VERB VBN 3 advcl\n8 their they PRON PRP$ 9 nmod:poss\n9 joining join VERB VBG 7 obj\n"
    )
    assert hedged_scope(ud_sentence(because), ud_sentence(because).token(9)) is None


def test_issue29_round13_a_misparsed_conjunct_stops_the_climb_to_a_plan() -> None:
    # "pledged to stand united with the president against Iraq, warning Saddam Hussein ...": "warning" a conjunct of
    # "Iraq" to the parser, no part of what was pledged
    assert issue9("warning_saddam", inference=RELATION) == "the warning"
    assert hedged_scope(ud_sentence_of("warning_saddam"), ud_sentence_of("warning_saddam").token(head_of("warning_saddam"))) is None


def test_issue29_round13_a_word_no_english_text_has_is_a_slip_a_rare_one_is_not() -> None:
    # the reads of seeds 27341, 81529, 47093: "Living in my naborhood", "the link is excelnt" (no common word one edit
    # away); rare words that English text has stay
    zipfs = phrase_rules().known_word_zipf, phrase_rules().common_word_zipf
    assert misspelt("naborhood", *zipfs) and misspelt("excelnt", *zipfs) and misspelt("unforchunitly", *zipfs)
    assert not any(misspelt(word, *zipfs) for word in ("cafecito", "semifreddo", "fedayeen", "brinkmanship", "nicknaming"))


def test_issue29_round13_a_capital_inside_a_name_or_title_is_no_stray_capital() -> None:
    # UDS-T (gold): "the Civet Cat story", "Christmas Trees" beside another capital stay; "a Reel" alone does not
    civet = (
        "1 I I PRON PRP 2 nsubj\n2 read read VERB VBD 0 root\n3 the the DET DT 6 det\n4 Civet civet NOUN NN 6 compound\n"
        "5 Cat cat NOUN NN 6 compound\n6 story story NOUN NN 2 dobj\n"
    )
    sentence = ud_sentence(civet)
    assert not stray_capital(sentence, sentence.token(5)) and not stray_capital(sentence, sentence.token(4))
    reel = "1 It it PRON PRP 4 nsubj\n2 is be VERB VBZ 4 cop\n3 a a DET DT 4 det\n4 Reel reel NOUN NN 0 root\n"
    assert stray_capital(ud_sentence(reel), ud_sentence(reel).token(4))
    # a parser's tags are not trusted: the same words parsed keep their phrase
    assert copied_writing(ud_sentence(reel), ["a", "Reel"], gold=False) is False


def test_issue29_round13_a_cut_conjunct_of_the_subject_skips_the_state() -> None:
    # "The inability ..., and the recent coup are glaring examples": the phrase would cut "of ..." between the two
    inability = (
        "1 The the DET DT 2 det\n2 inability inability NOUN NN 12 nsubj\n3 of of ADP IN 5 case\n4 the the DET DT 5 det\n"
        "5 agencies agency NOUN NNS 2 nmod\n6 of of ADP IN 8 case\n7 the the DET DT 8 det\n8 West west PROPN NNP 5 nmod\n"
        "9 , , PUNCT , 2 punct\n10 and and CONJ CC 2 cc\n11 the the DET DT 12 det\n12 coup coup NOUN NN 2 conj\n"
        "13 examples example NOUN NNS 0 root\n"
    )
    words = subject_words(ud_sentence(inability), ud_sentence(inability).token(2), PAPER)
    assert words is Skip.LOST_ARGUMENT


def test_issue29_round9_a_verb_of_change_keeps_what_it_changes_in() -> None:
    # seed 25193: "We are growing in number" -> "The growing" (cultivation); "rose 5% in value" keeps its measure
    growing = (
        "1 We we PRON PRP 3 nsubj\n2 are be AUX VBP 3 aux\n3 growing grow VERB VBG 0 root\n4 in in ADP IN 5 case\n"
        "5 number number NOUN NN 3 obl\n"
    )
    assert phrase(growing, 3) is Skip.LOST_COMPLEMENT
    town = (
        "1 We we PRON PRP 3 nsubj\n2 are be AUX VBP 3 aux\n3 growing grow VERB VBG 0 root\n4 in in ADP IN 6 case\n"
        "5 the the DET DT 6 det\n6 town town NOUN NN 3 obl\n"
    )
    assert phrase(town, 3) != Skip.LOST_COMPLEMENT  # where, not in what


def test_issue29_round10_a_noun_the_parser_made_a_compound_of_a_negated_noun_is_negated() -> None:
    # TB-D (lint): "so that there will be no confrontation whereby you will receive ...", "no" hung on "whereby"
    confrontation = (
        "1 there there PRON EX 3 expl\n2 will will AUX MD 3 aux\n3 be be AUX VB 0 root\n4 no no DET DT 6 det\n"
        "5 confrontation confrontation NOUN NN 6 compound\n6 whereby whereby NOUN NN 3 nsubj\n"
    )
    assert phrase(confrontation, 5, inference=DURATION) is Skip.NEGATED_EVENT


def test_issue29_round10_a_bare_gerund_whose_verb_the_text_follows_with_its_object_or_infinitive_is_skipped() -> None:
    # TB-D (lint): "Saddam said he sought to ``turn the gulf ...", "to turn" hung on "said": was "the seeking"
    sought = (
        "1 Saddam Saddam PROPN NNP 2 nsubj\n2 said say VERB VBD 0 root\n3 he he PRON PRP 4 nsubj\n"
        "4 sought seek VERB VBD 2 ccomp\n5 to to PART TO 6 mark\n6 turn turn VERB VB 2 xcomp\n7 the the DET DT 8 det\n"
        "8 gulf gulf PROPN NNP 6 obj\n"
    )
    assert phrase(sought, 4) is Skip.CLAUSAL_COMPLEMENT
    # "King Hussein assured him Jordan would close ...", "him" an indirect object and the clause hung elsewhere
    assured = (
        "1 Hussein Hussein PROPN NNP 2 nsubj\n2 assured assure VERB VBD 0 root\n3 him he PRON PRP 2 iobj\n"
        "4 Jordan Jordan PROPN NNP 6 nsubj\n5 would would AUX MD 6 aux\n6 close close VERB VB 0 root\n"
    )
    assert phrase(assured, 2) is Skip.LOST_ARGUMENT
    # UDS-T (lint): "He said it was the same tire, and verified this": was "the verifying"
    verified = "1 He he PRON PRP 2 nsubj\n2 verified verify VERB VBD 0 root\n3 this this PRON DT 2 obj\n"
    assert phrase(verified, 2) == "verifying this"


def test_issue29_round11_a_manner_and_what_it_is_of_are_no_events() -> None:
    # TORQUE (read of seed 16143): "The Muslim prayer happened" for *assumed an attitude of Muslim prayer*
    prayer = (
        "1 He he PRON PRP 2 nsubj\n2 assumed assume VERB VBD 0 root\n3 an a DET DT 4 det\n4 attitude attitude NOUN NN 2 obj\n"
        "5 of of ADP IN 7 case\n6 Muslim Muslim ADJ JJ 7 amod\n7 prayer prayer NOUN NN 4 nmod\n"
    )
    assert phrase(prayer, 7) is Skip.NOT_AN_EVENT
    assert phrase(prayer, 4) is Skip.NOT_AN_EVENT


def test_issue29_round9_a_particle_the_parser_made_the_objects_preposition_stays_with_a_light_verb() -> None:
    # "put forward strict new fuel standards", "forward" a case marker of "standards": was "putting strict new fuel standards"
    assert "forward strict new fuel standards" in issue9("put_forward_standards", inference=RELATION)


def test_issue29_round9_a_misspelling_is_one_edit_from_a_common_word_a_rare_word_is_not() -> None:
    zipfs = phrase_rules().known_word_zipf, phrase_rules().common_word_zipf
    assert misspelt("catagory", *zipfs) and misspelt("helpfull", *zipfs) and misspelt("yound", *zipfs)
    # rare and foreign words far from a common one, inflections of known words, British spellings stay
    assert not any(misspelt(word, *zipfs) for word in (
        "tenterhooks", "brinkmanship", "cafecito", "semifreddo", "nicknaming", "thrifts", "behaviour", "realising", "tv",
    ))
    # a plural after "a few", "a dozen" is no slip
    days = "1 It it PRON PRP 2 nsubj\n2 lasted last VERB VBD 0 root\n3 a a DET DT 5 det\n4 few few ADJ JJ 5 amod\n5 days day NOUN NNS 2 obl\n"
    assert copied_writing(ud_sentence(days), ["a", "few", "days"], gold=True) is False
