"""Event phrases and hypotheses from UD trees (RECASTING.md section 5).

An event phrase is the event's head turned into a noun-like phrase: a verb's gerund
("waited" -> "the waiting"), ``being`` + the predicate for PredPatt copulas ("we're not
happy" -> "the not being happy"), or a nominal event itself ("the attack"), with the
head's adjectives, determiner and negation attached in sentence order and, when its
lemma repeats in the context, its direct object. The paper profile's readable phrases
(issue 29) carry a verb's arguments ("the hanging of a poster", "having a dog"), write a
state as the time of its clause ("the time when we are happy") and skip what the context
does not assert.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import NamedTuple

from pydantic.dataclasses import dataclass as validated_dataclass
from snowballstemmer import stemmer

from recast.catalogue import Skip
from recast.morphology import (
    adjective_or_participle,
    all_lemmas,
    bare_verb,
    finite_verb_form,
    gerund,
    in_common_use,
    known_verb,
    misspelt,
    not_a_verb,
    noun_not_modifier,
    noun_only,
    past_of_present,
    past_tense,
    spelled_gerund,
    verb_lemma,
    verb_only,
)
from recast.profiles import STRICT, Profile, Syntax
from recast.resources import load_validated
from recast.types import FACTUALITY, RELATION, Sentence, Token

NEGATION_WORDS = frozenset({"not", "never", "n't", "nt"})
OBJECT_RELATIONS = frozenset({"obj", "dobj"})
SKIPPED_HEAD_UPOS = frozenset({"AUX", "DET"})
NOMINAL_UPOS = frozenset({"NOUN", "PROPN"})
COMPLEMENT_UPOS = frozenset({"NOUN", "PROPN", "ADJ", "NUM"})  # not pronouns, clauses or a bare "to"
OBJECT_UPOS = frozenset({"NOUN", "PROPN", "NUM", "SYM"})  # an "object" of another kind is a misparse ("suffering more")
SUPERLATIVE_XPOS = frozenset({"JJS", "RBS"})  # "do my best": an idiom, no thing done
SUBJECT_RELATIONS = frozenset({"nsubj", "nsubjpass", "nsubj:pass", "csubj"})
FINITE_OR_BASE_XPOS = frozenset({"VB", "VBD", "VBZ", "VBP"})
NON_PARTICIPLE_XPOS = FINITE_OR_BASE_XPOS | {"VBG"}  # "was putting": no copular predicate either
VERB_MARKERS = frozenset({"have", "to"})  # a word after them is a verb: a perfect ("had expressed"), an infinitive
CLAUSAL_COMPLEMENTS = frozenset({"xcomp", "ccomp", "csubj"})
CLAUSAL_DEPENDENTS = CLAUSAL_COMPLEMENTS | {"acl"}
# a complement with these is a clause ("it conceivable that ...": expl)
CLAUSE_MARKERS = frozenset({"nsubj", "nsubjpass", "nsubj:pass", "cop", "aux", "mark", "expl"})
# Clausal and loose dependents of an attached object would turn a phrase into a sentence.
OBJECT_TRIM_RELATIONS = frozenset({"acl", "acl:relcl", "advcl", "appos", "cc", "conj", "dep", "parataxis", "punct"})
NOMINAL_MODIFIERS = frozenset({"amod", "compound"})
# a modifier's number or the rest of its name comes with it ("nmod:unmarked": "October" of "October 9")
NAME_PARTS = frozenset({"nummod", "flat", "name", "nmod:unmarked"})
# the rest of a multiword expression or of a word written in two ("up to", "because of", "over priced")
FIXED_RELATIONS = frozenset({"fixed", "mwe", "goeswith"})
CONTRACTIONS = {"n't": "not", "nt": "not"}
INDEFINITE_ARTICLES = frozenset({"a", "an"})
UNINFORMATIVE_CORPUS_POS = frozenset({"UNKNOWN", "OTHER"})  # TimeML values that leave the choice to the parser
VOWEL_LETTERS = frozenset("aeiou")
RELATIVE_ADVERBS = frozenset({"where", "when", "why", "how", "whereby"})  # a relative clause's gap is no object after them
CURRENCY_SYMBOLS = frozenset({"$", "US$", "C$", "A$", "£", "€", "¥"})
# after a gerund: its clause, no "the" ("having a dog", "falling foul of", "looking weak"; strict readers fail
# "the looking weak" as they fail "the making the journey")
CLAUSE_OPENING_UPOS = frozenset({"DET", "NUM", "PROPN", "PRON", "NOUN", "ADJ", "ADV"})


@validated_dataclass(frozen=True, config=STRICT)
class PhraseRules:
    """templates/generator/phrases.json: the word lists of the ``readable_phrases`` rules."""

    light_verbs: frozenset[str]  # carry their complement, or the pair is skipped ("the having"); "end up": with that particle
    light_verb_complements: tuple[str, ...]  # relations tried in this order for a light verb's complement
    linking_verbs: frozenset[str]  # the light verbs an adjective can complete ("seem happy"; not "mean crazy")
    copula_dependents: frozenset[str]  # kept on copular predicates; advmod:degree = an advmod in degree_words
    degree_words: frozenset[str]
    passive_relations: frozenset[str]  # an auxiliary of these relations with a lemma in passive_auxiliaries
    passive_auxiliaries: frozenset[str]  # makes a passive ("had spoken" parsed with aux:pass is not one)
    relative_xpos: frozenset[str]  # wh-words: a branch holding one is a dangling relative or question
    relative_pronouns: frozenset[str]  # a relative clause's subject however tagged ("shares that enjoy"): names no one
    fragment_trim_relations: frozenset[str]  # clausal and loose branches cut from attached words
    preposition_like_verbs: frozenset[str]  # gerund reads as a preposition or adjective ("the according", "the resulting")
    empty_passives: frozenset[str]  # say nothing without their to-clause ("was supposed to", "will be able to")
    habitual_forms: frozenset[str]  # "used to take": a habit's marker, not an event ("the using")
    clause_nouns: frozenset[str]  # copular nouns that say nothing without their clause ("it is time to go")
    time_words: frozenset[str]  # an "object" that is one of these is a misparsed time ("the saying Friday")
    non_event_determiners: frozenset[str]  # "no damage" is no event that happened; "what sanctions" asks which
    light_verb_goal_cases: frozenset[str]  # a light verb's goal comes with its object ("getting North Korea to the table")
    placement_verbs: frozenset[str]  # where the object goes is part of them: every oblique after it comes along
    # a verb whose sense needs its prepositional complement, which no phrase carries: "called for a ceasefire"
    # is no "calling", "looked at the genocide" no "looking", "served as head" no "serving"
    prepositional_verbs: dict[str, frozenset[str]]
    # their object is the person addressed, no thing done: "told reporters" is no "telling of reporters"
    addressee_verbs: frozenset[str]
    quantity_words: frozenset[str]  # dropped from a nominal event: "the so much pressure" -> "the pressure"
    quote_marks: frozenset[str]  # never part of a phrase ("a ``kidnapping")
    clause_verbs: frozenset[str]  # what they take is a clause or a quote: an "object" is a misparsed subject
    fused_function_words: frozenset[str]  # one before a capital with no space is a source typo ("led byWen Jiabao")
    speech_verbs: frozenset[str]  # "..., said Mr. Archuleta": with no subject, the "object" after them is the speaker
    particles: frozenset[str]  # one right after its verb completes it even when parsed as an adverb ("was pulled over")
    # a particle right after its verb that the parser hung elsewhere ("pushed back hard", "rolled out the red carpet":
    # "out" a case marker of "carpet"); after these the noun phrase it was hung on is the verb's object
    misparsed_particles: frozenset[str]
    object_taking_particles: frozenset[str]
    bare_particle_predicates: frozenset[str]  # "the lights are out": a lone "the being out" says not what is out
    subordinators: frozenset[str]  # a copular predicate they introduce is a clause ("it is because the buffer ...")
    personal_pronoun_xpos: frozenset[str]  # "it's me" -> "the being me": whose? Branches they head are cut too
    adjective_degree_words: frozenset[str]  # degree words that modify an adjective or adverb only: never "so a"
    template_verb_forms: frozenset[str]  # "being" before one reads as a bare "the being" + the template's verb
    # issue 29: events the context does not assert, and the arguments a phrase carries
    modal_auxiliaries: frozenset[str]  # "would break the law by attacking": the attacking is not asserted
    negating_markers: frozenset[str]  # "without spending a fortune": no spending happened
    preventing_verbs: frozenset[str]  # "barred the crowd from reaching the consulate": no reaching happened
    condition_markers: frozenset[str]  # "if diplomacy fails": a condition, not an event
    unrealising_verbs: frozenset[str]  # "tried to breach": the breaching is only attempted (an adjective's infinitive too: "reluctant to engage")
    future_auxiliaries: frozenset[str]  # "will finish": no ordering template may say it started
    future_forms: frozenset[str]  # "is going to be used": the same
    means_markers: frozenset[str]  # "would break the law by attacking": the means shares its act's status
    infinitive_markers: frozenset[str]  # a purpose's or a noun's infinitive is not asserted ("released to help", "no plans to recall")
    # ... but after these it happened: "continued to hold out", "fell 50 cents to close at $20", "the first official to refer"
    realising_verbs: frozenset[str]
    # a noun event that is their object (or, after "for", their complement) is asked for, awaited or stopped, not
    # real: "called for the ratification", "stalled ratification", "awaiting a decision"
    unrealising_object_verbs: frozenset[str]
    realising_modifiers: frozenset[str]
    clause_subject_pronouns: frozenset[str]  # personal pronouns that can open a state's clause ("the time when they were ...")
    argument_relations: frozenset[str]  # an argument keeps these words of its own ("a poster", "the presidential poll")
    predicate_verbs: frozenset[str]  # linking verbs whose "object" is a predicate: "remaining a humble man", no "of"
    # a state or a pronoun's passive as a clause: "the time when they were nocturnal" (not "their being nocturnal")
    state_clause_opening: tuple[str, ...]
    contracted_verbs: dict[str, dict[str, str]]  # a contracted auxiliary or copula written whole, by lemma ("'re" -> "are")
    clause_participles: frozenset[str]  # passives whose active gerund names another act ("born": not "the bearing of")
    # a light verb's or a state verb's object makes a gerund clause: "having a dog", "taking place" (not "the having of")
    clause_object_verbs: frozenset[str]
    article_words: frozenset[str]  # no argument of their own: "the filing of an opinion" adds nothing to "the filing"
    quantity_nouns: frozenset[str]  # an argument they head keeps its of-phrase: "a bunch of research", "10.2% of the shares"
    adjective_complement_cases: frozenset[str]  # an adjective's complement right after it comes along: "close to"
    first_person_hedges: frozenset[str]  # "I think ...", "we guess ...": with a first-person subject a hedge
    first_person_pronouns: frozenset[str]
    adverbial_gap_nouns: frozenset[str]  # a relative clause on them leaves an adverbial gap, no object's
    sense_shifting_passives: frozenset[str]  # their active gerund names another act: "a crater left by": no "leaving of"
    modal_infinitive_verbs: frozenset[str]  # with "to" they make a modal: "has to be seen", "need to clarify"
    aim_markers: frozenset[str]  # after an intending verb they open what is aimed at: "aimed at doubling"
    intention_nouns: frozenset[str]  # "the goal was the signing": a copular event they are the subject of is aimed at
    negative_pronouns: frozenset[str]  # an object that negates its verb: "did nothing", "have nothing but ..."
    hedging_adverbs: frozenset[str]  # "was probably ...", "maybe it is": not asserted
    hedging_verbs: frozenset[str]  # what they take is only how it seems: "it seems that ...", "looks as though ..."
    complementisers: frozenset[str]  # between a verb and its "object" they make that a clause's subject
    # alone their gerund says nothing or shifts its sense ("the happening" for "what happened", "the adding" for
    # "he added", "the striking" for "the earthquake struck"; READING.md: "the trying", "the finding")
    empty_bare_gerunds: frozenset[str]
    told_things: frozenset[str]  # the object of a verb of telling that is what is told, no person: "tell the truth"
    stative_participles: frozenset[str]  # a state, no act: "is located in" is no "locating of"
    clause_opening_prepositions: frozenset[str]  # a state's complement: "looking like a druggy", not "the looking like"
    measure_units: frozenset[str]  # of time and distance: with a number a measure, no object ("traveled 40 mins")
    time_object_verbs: frozenset[str]  # their object is a time: "spent five hours", "wasted a week"
    measure_verbs: frozenset[str]  # verbs of change whose number is how much: "plunged $4.375", "declined 43%"
    naming_verbs: frozenset[str]  # take what they name and the name: "called him a hero", "elected her president"
    # the corpus's own annotation of an event's status, read before its tree: attribute -> values (lower case)
    # that negate it; attribute -> the only values that assert it (any other is a modality: "would", HEDGED).
    # TimeML's polarity is not read: TBAQ-cleaned's AQUAINT half marks 2,112 of its 4,431 instances NEG
    # ("said", "died"); its negations are the tree's to find
    annotated_negation: dict[str, frozenset[str]]
    annotated_assertion: dict[str, frozenset[str]]
    state_verbs: frozenset[str]  # the verbs of a state's or passive's clause: "be", "get", linking verbs ("has become rather unpopular", "looks amazing")
    # completeness (issue 29, round 4): an adverb that completes its verb's sense ("fell short", "pushed ahead")
    complement_adverbs: frozenset[str]
    # a bare gerund's verb keeps only obliques opened by these: where, when, how ("died in hospital"); any other
    # names what the gerund alone loses ("came with a great deal of knowledge", "declined further comment")
    adjunct_cases: frozenset[str]
    carried_prepositions: frozenset[str]  # a bare verb's oblique opened by one comes along: "the leaving for Europe"
    # a clause they take is reported or known, so real; a clause of any other verb is not asserted ("feared", "denied")
    reporting_verbs: frozenset[str]
    factive_predicates: frozenset[str]  # "it is clear that ...", "was aware that ...": what follows is real
    # a clause or event that complements them is claimed, feared or denied: "accusations that she joined"
    unreported_nouns: frozenset[str]
    announcing_verbs: frozenset[str]  # their bare gerund keeps its sense without the clause told ("the announcing")
    clause_argument_markers: frozenset[str]  # a clause they open completes its verb: "prevented them from running"
    negative_determiners: frozenset[str]  # "no damage", "neither side": negated, not merely unspecified
    accusing_verbs: frozenset[str]  # what they charge someone "of", "with" or "for" is alleged: "accused Kuwait of slashing"
    non_event_nouns: frozenset[str]  # nouns a corpus marks as events that name none by themselves ("the moment")
    document_nouns: frozenset[str]  # with one of document_cases the text an event is told in: "said in a statement"
    document_cases: frozenset[str]
    amount_nouns: frozenset[str]  # counted in money a sum, no event: "a $2 million gain"
    complement_nouns: frozenset[str]  # an object that says nothing without its complement: "the need [for flexibility]"
    unasserting_clause_verbs: frozenset[str]  # a clause right after them is believed, feared or hoped, not told
    unrealising_adjectives: frozenset[str]  # what they govern has not happened yet: "eligible for parole"
    speaker_pronouns: frozenset[str]  # first and second person: in a quotation they name a speaker the hypothesis lacks
    currency_words: frozenset[str]  # a dollar amount's own unit: "$5 bucks" says it twice
    written_out: dict[str, str]  # a source's abbreviation written out in a phrase: "dlrs" -> "$"
    subject_bound_verbs: frozenset[str]  # their gerund clause reads as a person's without its subject: "Feeling fresh"
    object_control_verbs: frozenset[str]  # their object does what their infinitive says: "enabled users to play"
    bare_infinitive_verbs: frozenset[str]  # take an object and a bare infinitive: "helping Beijing deal with"
    # round 5: a noun event they modify has not happened (yet): "the expected visit", "a possible strike"
    unrealising_modifiers: frozenset[str]
    not_yet_markers: frozenset[str]  # a state in a clause they open did not hold yet: "before he was eligible"
    # a present-tense clause they open under a future one is still to come: "once Gonzalez arrives ... it will begin";
    # one after a wanting verb's infinitive is the wanted scene: "wanted them to collect ... while he started a new life"
    temporal_markers: frozenset[str]
    qualifying_adverbs: frozenset[str]  # on a kept noun they change what it says: "only one choice", "almost everyone"
    indefinite_pronouns: frozenset[str]  # a relative clause's noun that names nothing: "anything they need"
    # their subject undergoes the event, so it is their of-phrase: "the mounting of debts" (an agent's is not: "the
    # deciding of the president" reads as the president decided upon)
    theme_subject_verbs: frozenset[str]
    # verbs of a figure's change: their bare gerund names no change ("it lost $7.2 million": not "the losing"), and
    # a name undergoing them is their of-phrase too ("the tumbling of the Dow to 744")
    figure_verbs: frozenset[str]
    # so with these, whose subject says which event ("the year Frank Sinatra died": "the dying of Frank Sinatra"; "we
    # arrive at the present day": no "the arriving")
    subject_naming_verbs: frozenset[str]
    amount_words: frozenset[str]  # a sum's words, never an object of their own: "invested around $8 bn"
    preventing_nouns: frozenset[str]  # what their of-phrases name is to be ended: "elimination of the use of torture"
    letter_formula_words: frozenset[str]  # open a letter's imperative: "Attached find the agreements"
    restrictive_adjectives: frozenset[str]  # a relative's antecedent with them needs the relative: "the only line i remember"
    misparsed_adjectives: frozenset[str]  # adverbs a parser makes the next noun's adjective: "at home face masks"
    negated_adverbs: frozenset[str]  # negated, they negate their verb: "never before", "no longer"
    object_predicate_verbs: frozenset[str]  # take a predicate after their object: "make it a central issue", "called it unwarranted"
    demonym_endings: tuple[str, ...]  # a common adjective with one, unknown to the dictionary, is a people's: "japanese"
    it_idioms: dict[str, frozenset[str]]  # lemma -> prepositions: with "it" for subject, an idiom ("when it comes to")
    clause_bound_nouns: frozenset[str]  # as an argument they say nothing without their clause: "the way [he summarised it]"
    of_bound_nouns: frozenset[str]  # ... nor these without their of-phrase: "drew the ire [of the lawmakers]"
    role_verbs: frozenset[str]  # their "as" phrase is the role they take, carried: "serving as head of TNK-BP"
    # how a word after "a"/"an" sounds where its first letter misleads: "a unique", "a one-time", "an hour"
    consonant_sound_prefixes: tuple[str, ...]
    vowel_sound_prefixes: tuple[str, ...]
    dangling_words: frozenset[str]  # no phrase ends on a determiner or "worth": its noun was cut ("with my", "of the", "Headfones worth"), nor on a conjunction ("correct short and")
    # round 9: slips of the source's writing a phrase would copy: a word below known_word_zipf in wordfreq's English
    # (Zipf scale: log10 of uses per billion words) one edit from one at common_word_zipf ("catagory"), chat
    # spellings ("you r"); a plural after "a" but after plural_quantifiers ("a good portions")
    known_word_zipf: float
    common_word_zipf: float
    denying_verbs: frozenset[str]  # a clause of their object is denied: "denied a report that more arrests had been made"
    # their passive subject is the event they carry out, as real as they are: "more arrests had been made", "the poll
    # will be held" (not "the original appeal was flawed": the appeal was there)
    event_realising_verbs: frozenset[str]
    onset_nouns: frozenset[str]  # an event whose start they name is as real as its start: "the beginnings of a wider conflict"
    object_pronouns: frozenset[str]  # right after a bare gerund's verb they were its object: "assured him ..."
    demonstrative_pronouns: frozenset[str]  # an object like a personal pronoun, a gerund clause: "verifying this"
    manner_nouns: frozenset[str]  # they and their of-phrase name a manner, no event: "an attitude of Muslim prayer"
    chat_spellings: frozenset[str]
    plural_quantifiers: frozenset[str]
    # round 13: alone their gerund says nothing ("the admitting" for *admitted mistakes were made*, "the looking"),
    # though an oblique completes it ("the crossing into Iraq")
    completed_gerunds: frozenset[str]
    particle_gerunds_saying_nothing: frozenset[str]  # with a particle alone still say nothing: "the looking forward" [to it]
    participle_manner_adverbs: frozenset[str]  # make a participle a quality, no act: "very well made" is no making
    causative_verbs: frozenset[str]  # with an object and its participle they have it done: "had about 5 repairs done"
    number_qualifiers: frozenset[str]  # right before a number they say how many: "Over 200,000 Belfast customers"
    # they take no object: one after them is their subject, put after them ("Beneath the jargon lies a threat")
    inverted_subject_verbs: frozenset[str]
    clause_it_verbs: frozenset[str]  # their "it" may stand for a clause after it: "you love it when i come over"
    # verb -> nouns after which its gerund reads as another sense: "met with demands" (encountered), "leaves three
    # sons" (is survived by)
    ambiguous_particles: dict[str, frozenset[str]]  # particles or prepositions that give a verb senses a phrase cannot tell apart ("came out", "hearing of", "led to" a result)
    sense_shifting_objects: dict[str, frozenset[str]]
    # verb -> objects with which it says only something of its subject ("took place", "makes sense"): the gerund without
    # the subject names no event
    subject_bound_objects: dict[str, frozenset[str]]
    ditransitive_verbs: frozenset[str]  # take a recipient and a thing: "showed authorities e-mails" parsed as one object
    particle_lemmas: dict[str, dict[str, str]]  # form -> particle -> the lemma it decides: "wound up" is "wind up"


@cache
def phrase_rules() -> PhraseRules:
    return load_validated("generator/phrases.json", PhraseRules)


def agree_articles(words: list[str]) -> list[str]:
    """"a"/"an" agree with the sound of the word after them, wherever they stand ("a very experienced owner", "a
    unique architecture", "an hour")."""
    return [
        indefinite_article(following) if word.lower() in INDEFINITE_ARTICLES else word
        for word, following in zip(words, [*words[1:], ""], strict=True)
    ]


def indefinite_article(word: str) -> str:
    rules, lowered = phrase_rules(), word.lower()
    if lowered.startswith(rules.consonant_sound_prefixes):
        return "a"
    return "an" if lowered[:1] in VOWEL_LETTERS or lowered.startswith(rules.vowel_sound_prefixes) else "a"


@dataclass(frozen=True, eq=False)
class EventPhrase:
    """A phrase for one event. Two phrases are equal when a reader would take them for one event: the same
    words, or (readable phrases, which set ``family``) heads of one derivational family where one phrase's
    words, by family, are all among the other's ("the arrival" / "the arriving", "the flu season" / "the
    season"; READING.md: heads of different families pass), which the pipeline then reads apart or skips."""

    determiner: str  # "the", the event's own determiner ("this attack"), or "" after a possessive ("Wednesday's meeting")
    words: tuple[str, ...]
    family: str = ""  # the head lemma's stem ("arriv" for arrival and arriving); "" outside readable phrases
    arguments: tuple[str, ...] = ()  # the words besides the head ("of a poster")
    # a gerund clause's words for a slot that does not open the hypothesis ("the time when he refused to ..."); ()
    # for every other phrase, which reads alike in any slot
    inner: tuple[str, ...] = ()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EventPhrase):
            return NotImplemented
        if (self.determiner, self.words) == (other.determiner, other.words):
            return True
        if not self.family or self.family != other.family:
            return False
        mine, theirs = self.families(), other.families()
        return mine <= theirs or theirs <= mine  # one only repeats the other: nothing tells them apart

    def __hash__(self) -> int:
        return hash(self.family if self.family else (self.determiner, self.words))

    def repeats(self, other: EventPhrase) -> bool:
        """The other event's head word is among this phrase's own words: "the making of arrests" / "the
        arrests", "the announcing of plans" / "the plans" name one thing twice (READING.md: alike)."""
        return bool(self.family and other.family) and self.family != other.family and other.family in self.families()

    def families(self) -> frozenset[str]:
        """The derivational families of the head and of the words that could tell it from another event."""
        words = {w.lower() for w in self.arguments} - phrase_rules().article_words
        return frozenset({self.family, *(lemma_family(w) for w in words)})

    def names_a_state_time(self) -> bool:
        """The phrase is a state's time, as :func:`state_clause` writes it ("the time when he was arrested")."""
        opening = phrase_rules().state_clause_opening
        return self.words[: len(opening)] == opening

    def text(self, opens: bool = True) -> str:
        """The phrase as written; ``opens`` False for a slot inside the hypothesis, where a gerund clause is
        written as the time of its clause (:func:`clause_time`)."""
        if self.inner and not opens:
            return " ".join(self.inner)
        determiner = self.determiner
        if determiner.lower() in INDEFINITE_ARTICLES:  # the article agrees with the word it now precedes
            determiner = "an" if self.words[0][:1].lower() in VOWEL_LETTERS else "a"
        return " ".join((determiner, *self.words) if determiner else self.words)


def is_negation(token: Token) -> bool:
    return token.deprel == "neg" or (token.deprel.startswith("advmod") and token.form.lower() in NEGATION_WORDS)


def attached_dependents(sentence: Sentence, head: int, relations: Iterable[str]) -> list[Token]:
    """The head's children whose relation the profile attaches; ``advmod:neg`` means negating advmods."""
    wanted = set(relations)
    negating_advmods = "advmod:neg" in wanted
    return [
        child
        for child in sentence.children(head)
        if child.deprel in wanted or (negating_advmods and child.deprel.startswith("advmod") and is_negation(child))
    ]


def object_tokens(sentence: Sentence, head: int, mode: str, readable: bool = False) -> list[Token]:
    """The direct object's subtree, per the profile's ``object_attachment`` mode.

    With ``readable`` a pronoun object is never attached ("the making him") and no fragment comes along.
    """
    if mode == "none":
        return []
    for child in sentence.children(head):
        if child.deprel in OBJECT_RELATIONS and (mode == "object_subtree" or child.upos != "PRON"):
            if readable:
                if not_an_object(sentence, child) or misparsed_object(sentence, head, child):
                    return []
                return readable_subtree(sentence, child)
            if mode == "object_subtree":
                return sentence.subtree(child.index, trim=OBJECT_TRIM_RELATIONS)
            return sentence.subtree(child.index)
    return []


def next_token(sentence: Sentence, token: Token) -> Token | None:
    """The word after ``token``; None at the end of the sentence."""
    return sentence.token(token.index + 1) if token.index < len(sentence.tokens) else None


def case_forms(sentence: Sentence, token: Token) -> set[str]:
    """The words (lower case) of ``token``'s case markers: {"of"} for "of Muslim prayer"."""
    return {c.form.lower() for c in sentence.children(token.index) if c.deprel == "case"}


def opener_forms(sentence: Sentence, token: Token) -> set[str]:
    """The words (lower case) that open ``token``'s phrase or clause, its case markers and complementisers:
    {"to"} for "to stay", {"than"} for "than the destruction"."""
    return {c.form.lower() for c in sentence.children(token.index) if c.deprel in ("mark", "case")}


def finite_word(sentence: Sentence, predicate: Token) -> Token:
    """The word that carries ``predicate``'s tense: its first auxiliary or copula, or itself."""
    return next((c for c in sentence.children(predicate.index) if c.deprel.startswith(("aux", "cop"))), predicate)


def span(sentence: Sentence, token: Token) -> tuple[int, int]:
    """The first and the last index of ``token``'s phrase (its subtree)."""
    indices = [t.index for t in sentence.subtree(token.index)]
    return min(indices), max(indices)


def word_after(sentence: Sentence, phrase: Token) -> Token | None:
    """The word right after ``phrase``'s subtree; None at the end of the sentence."""
    return next_token(sentence, sentence.token(span(sentence, phrase)[1]))


def followed_by(sentence: Sentence, token: Token, form: str) -> bool:
    """The word after ``token`` is ``form`` (lower case)."""
    after = next_token(sentence, token)
    return after is not None and after.form.lower() == form


def not_an_object(sentence: Sentence, token: Token) -> bool:
    """A pronoun ("the making him") or a time the parser took for an object ("the saying Friday", "started just
    six years ago")."""
    after_phrase = word_after(sentence, token)  # "a couple of weeks ago"
    return token.upos == "PRON" or token.form.lower() in phrase_rules().time_words or followed_by(sentence, token, "ago") or (
        after_phrase is not None and after_phrase.form.lower() == "ago"
    )


def measure(sentence: Sentence, token: Token) -> bool:
    """An "object" that measures how far or how long: a number after a verb of change ("plunged $4.375", "declined
    43%": not "the plunging of $4.375"), a unit with its number ("traveled 40 mins"); an amount of something is an
    object ("sold 10.2% of its shares"), as is a number something else does with ("used 9.5%")."""
    children = sentence.children(token.index)
    if any(c.deprel.startswith("nmod") and any(m.form.lower() == "of" for m in sentence.children(c.index)) for c in children):
        return False
    rules = phrase_rules()
    verb = sentence.token(token.head) if token.head else None
    numbered = any(c.deprel == "nummod" for c in children)
    if verb is not None and verb_lemmas(verb) & rules.time_object_verbs:
        return False  # "spent about five hours": the time is what is spent
    change = verb is not None and bool(verb_lemmas(verb) & rules.measure_verbs)
    return (change and (token.upos in ("NUM", "SYM") or numbered)) or (token.lemma.lower() in rules.measure_units and numbered)


def misparsed_object(sentence: Sentence, head: int, obj: Token) -> bool:
    """An "object" the phrase cannot carry: one before its verb is a relative's antecedent ("the beard that we
    see", "what kind of fish you have"), one that is no noun a misparse ("suffering more here"), one after a
    speech verb without a subject its speaker ("..., said Hewlett-Packard's Mr. Archuleta"), and one of a verb
    that takes a clause, or after a complementiser, the clause's subject ("says average individual premiums
    would be lower", "projected that Anheuser's statement ... could")."""
    rules = phrase_rules()
    verb = sentence.token(head)
    # a conjunct shares its first conjunct's subject: "started a list and added their addresses to it"
    speaker = verb.lemma.lower() in rules.speech_verbs and verb.xpos in FINITE_OR_BASE_XPOS - {"VB"} and verb.deprel != "conj" and not any(
        c.deprel in SUBJECT_RELATIONS for c in sentence.children(head)
    )
    # "learned the missing man was in South Carolina": an "object" right before a finite verb is its subject
    verb_after = verb_after_phrase(sentence, obj)
    clause_subject_object = verb_after is not None and verb_after.xpos in FINITE_XPOS
    # "noted that the disappointing earnings ... contributed": a complementiser before it opens a clause
    complementised = clause_subject_object or any(
        t.upos == "SCONJ" and t.form.lower() in rules.complementisers and not (t.head == obj.index and t.deprel == "det")
        for t in sentence.tokens[head : obj.index - 1]
    )  # a "that" tagged SCONJ but the object's determiner is a demonstrative: "omitted that action"
    return obj.index < head or obj.upos not in OBJECT_UPOS or speaker or verb.lemma.lower() in rules.clause_verbs or complementised


def readable_subtree(sentence: Sentence, token: Token) -> list[Token]:
    """``token``'s subtree without clauses, complementisers, wh-branches and branches headed by a personal
    pronoun, which dangle once the rest of their clause is cut ("the filing a concurring opinion in which",
    "the saying that of nine women", "the making good on them", "the doing the task itself")."""
    rules = phrase_rules()
    kept = sentence.subtree(token.index, trim=rules.fragment_trim_relations)
    dropped = {
        t.index for t in kept
        if t.index != token.index and (
            t.xpos in rules.relative_xpos or (t.xpos in rules.personal_pronoun_xpos and t.deprel != "nmod:poss")
            or (t.deprel == "case" and t.xpos != "POS" and t.head == token.index and t.index > token.index)  # "an offer for"
        )
    }
    for index in list(dropped):
        dropped.update(t.index for t in sentence.subtree(index))
    return [t for t in kept if t.index not in dropped]


def misparsed_verb(sentence: Sentence, modifier: Token) -> bool:
    """A verb the parser hung on a noun as an adjective: a finite form ("the underwent brain surgery"), a
    verb-only form with words of its own or right after a verb ("have become impoverished during the chaotic
    transition"), a verb right after another phrase's noun ("the company announced layoffs"), or a verb after
    a compound of the same noun, which English puts after the adjectives ("the Israeli government admitted
    mistakes")."""
    before = sentence.token(modifier.index - 1) if modifier.index > 1 else None
    return (
        finite_verb_form(modifier.form)
        or (verb_only(modifier.form) and (bool(sentence.children(modifier.index)) or (
            before is not None and before.upos in ("VERB", "AUX")
        )))
        # right after a noun of another phrase, its subject ("the company announced layoffs")
        or (modifier.upos == "VERB" and before is not None and before.upos in NOMINAL_UPOS | {"PRON"}
            and before.head != modifier.head)
        or (modifier.upos == "VERB" and any(
            c.deprel == "compound" and c.index < modifier.index for c in sentence.children(modifier.head)
        ))
    )


def modifier_with_its_own(sentence: Sentence, modifier: Token) -> list[Token]:
    """An adjective or compound with its own numbers, adjectives, compounds and degree words, recursively
    ("an eighteen percent drop", "a very experienced bird owner"); a possessor whole ("Mr. Bush's job");
    other words with the rest of their multiword expression ("up to the task"), or as they are."""
    if modifier.deprel == "nmod:poss":
        return readable_subtree(sentence, modifier)
    if modifier.deprel not in NOMINAL_MODIFIERS | {"nummod"}:  # "$ 230 million": the number's own words too
        return [modifier, *(c for c in sentence.children(modifier.index) if c.deprel in FIXED_RELATIONS)]
    own = [
        t
        for child in sentence.children(modifier.index)
        if child.deprel in NOMINAL_MODIFIERS | NAME_PARTS | FIXED_RELATIONS
        for t in modifier_with_its_own(sentence, child)
    ]
    return [modifier, *own, *degree_words_before(sentence, modifier)]


# What may stand between a degree word and the word it modifies: other degree words, their commas, a
# hyphenated word's pieces, a case marker and a determiner ("much more mild", "very, very dangerous", "very
# well-planned", "totally at peace", "really a case of pot luck"); anything else ends the stretch ("so, no,
# R2D2 is not a stupid name", "more 15% friendly").
DEGREE_STRETCH_UPOS = frozenset({"ADV", "ADJ", "PUNCT", "ADP", "DET"})


def degree_words_before(sentence: Sentence, token: Token) -> list[Token]:
    """``token``'s degree words that stand before it with only its modifiers between, each with its own
    ("much more mild"); one elsewhere modifies something else ("so, no, R2D2 is not a stupid name"). UD hangs
    the degree word of a verb's adjective on the verb ("getting too warm", "got so incredibly offended"):
    the verb's degree words right before the adjective count too. "so", "too" and "very" never stand before
    a determiner ("so a stupid name")."""
    rules = phrase_rules()

    def degree(t: Token) -> bool:
        return t.deprel.startswith("advmod") and t.form.lower() in rules.degree_words and t.index < token.index

    own = [c for c in sentence.children(token.index) if degree(c)]
    lent = [c for c in sentence.children(token.head) if degree(c)] if token.deprel == "xcomp" and token.head else []
    found = []
    for child in [*own, *lent]:
        between = sentence.tokens[child.index : token.index - 1]
        if all(
            t in lent or (
                t.upos in DEGREE_STRETCH_UPOS and descends_from(sentence, t, token.index)
                and not (t.upos == "DET" and child.form.lower() in rules.adjective_degree_words)
            )
            for t in between
        ):
            found += [child, *degree_words_before(sentence, child)]
    return found


def descends_from(sentence: Sentence, token: Token, ancestor: int) -> bool:
    seen = set()
    while token.head not in (0, ancestor) and token.head not in seen:
        seen.add(token.head)
        token = sentence.token(token.head)
    return token.head == ancestor


def clause(sentence: Sentence, token: Token) -> bool:
    """``token`` heads a clause of its own: a subject, copula, auxiliary or complementiser ("to leave")."""
    return any(c.deprel in CLAUSE_MARKERS for c in sentence.children(token.index))


@dataclass(frozen=True)
class VerbParts:
    """What a readable verb phrase carries besides its gerund: words right after it (particles, a linking
    verb's complement: "the becoming very cold"), its argument after "of" ("the hanging of a poster"), and
    what follows the argument (its predicate, a goal: "the leaving of nine passengers dead")."""

    after_head: tuple[Token, ...] = ()
    argument: tuple[Token, ...] = ()
    after_argument: tuple[Token, ...] = ()
    small_clause: bool = False  # the argument has a predicate: a gerund clause, "making things crazy"
    infinitive: tuple[str, ...] = ()  # an infinitive complement's words: "the helping to hang a poster"


def light_verb_complement(sentence: Sentence, head: int, lemma: str) -> VerbParts | None:
    """A light verb's complement: its object as the argument ("the making of arrangements", "the having of
    fresh flowers"), or its predicate complement ("the remaining calm"); None when it is a pronoun, a wh-word
    or a clause ("the making him", "have to pay"), which do not read as noun phrases.
    Of two objects the last is the thing itself, the first its recipient ("gives the competition a claim");
    with no complement a goal completes the verb by itself ("the leading to a major deterioration")."""
    rules = phrase_rules()
    children = sentence.children(head)
    for relation in rules.light_verb_complements:
        candidates = [c for c in children if c.deprel == relation]
        if not candidates:
            continue
        child = candidates[-1]
        if (
            clause(sentence, child) or child.upos not in COMPLEMENT_UPOS or not_an_object(sentence, child)
            or child.xpos in rules.relative_xpos | SUPERLATIVE_XPOS or child.index < head
            or (child.lemma.lower() in rules.amount_nouns and amount_apart(sentence, child, argument_words(sentence, child)))
            or any(
                (c.deprel == "acl" and c.xpos == "VBG") or c.deprel in ("ccomp", "csubj")
                for c in sentence.children(child.index)
            )
            or (child.upos == "ADJ" and not listed_verb(sentence, head, lemma, rules.linking_verbs))
        ):
            # "do my best": an idiom; one before the verb is a relative's antecedent; "to have a woman managing
            # a bill", "made very clear that ...": the clause is the point, and a phrase cannot carry it; "made net
            # income ... C$2.7 million": the sum is the point;
            # "MAD means crazy": only a linking verb takes an adjective
            return None
        goals = goal_phrases(sentence, head, child.index, lemma in rules.placement_verbs)
        if relation not in OBJECT_RELATIONS or listed_verb(sentence, head, lemma, rules.predicate_verbs):
            return VerbParts(
                after_head=tuple(complement_words(sentence, child, head)), after_argument=tuple(goals), small_clause=True
            )
        if any(c.deprel == "xcomp" and c.upos == "VERB" and c.xpos != "VBN" for c in children):
            return None  # "made my life step onto ...": what the object does is a clause the phrase cannot carry
        # a gerund clause ("having a dog", "taking place", "making things crazy": the object's predicate adjective
        # completes it); "the having of a dog", "the taking of place" fail a strict reading
        predicate = predicative_adjective(sentence, head, after_object=True)
        idiom = idiom_preposition(sentence, head, child) if not goals else []
        # the recipient stays before the thing: "given it a couple of tries", "gives the competition one less claim"
        # (not "giving less claim")
        recipients = [c for c in children if c.deprel in ("iobj", *OBJECT_RELATIONS) and head < c.index < child.index][:1]
        recipient = [
            t for c in recipients for t in ([c] if c.xpos in rules.personal_pronoun_xpos else argument_words(sentence, c))
        ]
        argument = (*recipient, *argument_words(sentence, child))
        if not goals and lemma in rules.placement_verbs:
            goals = object_goals(sentence, child, argument)
        return VerbParts(argument=argument, after_argument=(*predicate, *goals, *idiom), small_clause=True)
    goals = goal_phrases(sentence, head, head, every_oblique=False)  # a goal alone, not every oblique
    # a placement verb's goal without what is placed is short: "[the money] they had put into a venture"
    return VerbParts(after_head=tuple(goals)) if goals and lemma not in rules.placement_verbs else None


def idiom_preposition(sentence: Sentence, head: int, noun: Token) -> list[Token]:
    """The prepositional phrase right after a light verb's bare noun, which the idiom needs ("took part in the
    expedition", "gave way to anger", "took place in Paris": not "taking part"), hung on the noun or on the
    verb; [] when the noun has a determiner or nothing follows it."""
    if noun.xpos not in ("NN", "NNS") or any(c.deprel not in ("case", "punct") and c.index < noun.index for c in sentence.children(noun.index)):
        return []
    for phrase in [*sentence.children(noun.index), *sentence.children(head)]:
        cases = [c for c in sentence.children(phrase.index) if c.deprel == "case"]
        if (oblique(phrase) or phrase.deprel.startswith("nmod")) and len(cases) == 1 and cases[0].index == noun.index + 1 and (
            phrase.upos in ("NOUN", "PROPN") and not clause(sentence, phrase) and not not_an_object(sentence, phrase)
        ):  # a time after the noun is the verb's adjunct: "took power in March", not "taking power in March two months"
            return sorted([cases[0], *argument_words(sentence, phrase)], key=lambda t: t.index)
    return []


def argument_words(sentence: Sentence, argument: Token) -> list[Token]:
    """An argument as a phrase carries it, cut at its phrase boundary: its head with its determiners,
    numerals, adjectives, compounds and possessor, each with its own words ("the presidential poll", "a
    poster"); prepositional phrases and clauses stay behind ("fire" of "opened fire on the crowd")."""
    rules = phrase_rules()
    own = [
        child for child in sentence.children(argument.index)
        if child.deprel in rules.argument_relations and child.xpos not in rules.relative_xpos | {"RP"}
        and not (child.xpos in rules.personal_pronoun_xpos and child.deprel != "nmod:poss")
    ]
    # a particle inside is its verb's, misparsed ("shot down Habyarimana's plane": "down" a case marker)
    words = [argument, *(t for t in readable_modifiers(sentence, argument, own) if t.xpos != "RP")]
    of_phrases = [
        child for child in sentence.children(argument.index)
        if child.deprel.startswith("nmod") and child.index > argument.index and "of" in case_forms(sentence, child)
    ]
    if argument.lemma.lower() in rules.quantity_nouns or argument.upos in ("NUM", "SYM") or any(
        child.upos in ("NUM", "SYM") for child in of_phrases
    ):
        # an amount says what of: "a bunch of research", "10.2% of Meridian's shares" (not "the doing of a bunch"),
        # and how much an amount is: "net income of C$2.7 million"
        words += [
            t for child in of_phrases
            if child.xpos not in rules.relative_xpos  # "the majority of whom": the relative's, not the phrase's
            for t in [*(c for c in sentence.children(child.index) if c.deprel == "case"), *argument_words(sentence, child)]
        ]
    elif nominal := [child for child in of_phrases if child.upos in ("NOUN", "PROPN")]:
        # a short of-phrase says which: "an attitude of Muslim prayer", "his threat of force" (a longer one is cut)
        aside = {t.index for c in sentence.children(nominal[0].index) if c.deprel.startswith(("appos", "acl")) for t in sentence.subtree(c.index)}
        short = [t for t in sentence.subtree(nominal[0].index) if t.upos != "PUNCT" and t.index not in aside]  # ", a religious leader of Hamas,"
        if len(short) <= 4 and not any(t.upos in ("VERB", "AUX", "PRON") or t.xpos in rules.relative_xpos for t in short):
            words += short
    words += [  # a bare noun right after it with its preposition names it with it: "the war on terror", not "the war"
        t for child in sentence.children(argument.index)
        if child.deprel.startswith("nmod") and child.upos == "NOUN" and child.index == argument.index + 2 and child not in words
        and [c.index for c in sentence.children(child.index)] == [argument.index + 1]
        and sentence.token(argument.index + 1).deprel == "case"
        for t in (sentence.token(argument.index + 1), child)
    ]
    words += name_continuation(sentence, argument) + shared_determiner_conjunct(sentence, argument)
    words = hyphen_pieces(sentence, words)  # a hyphenated word stays whole: "the sell-off", not "the sell-"
    if argument.upos == "PROPN":  # a number written small before a name is no part of it: "In nineteen ninety-one Charles Keating"
        name = min((t.index for t in words if t.upos == "PROPN"), default=argument.index)
        number = {t.index for t in words if t.index < name and spelled_number(t)}
        words = [t for t in words if t.index not in number and not (t.upos == "PUNCT" and t.head in number)]
    return words


def shared_determiner_conjunct(sentence: Sentence, argument: Token) -> list[Token]:
    """A short conjunct with a modifier and no determiner of its own, which shares the argument's: "an entertainment
    and cultural icon" (one icon; "an entertainment" alone is another thing); [] otherwise."""
    determined = {"det", "nmod:poss"}
    if not any(c.deprel in determined for c in sentence.children(argument.index)):
        return []
    for child in sentence.children(argument.index):
        own = sentence.children(child.index)
        phrase = [t for t in sentence.subtree(child.index) if t.upos != "PUNCT"]
        if (
            child.deprel == "conj" and child.upos == "NOUN" and len(phrase) <= 4
            and any(c.deprel in ("amod", "compound") for c in own) and any(c.deprel == "cc" for c in own)
            and not any(c.deprel in determined | {"nummod"} or c.deprel.startswith(("nmod", "acl")) for c in own)
        ):
            return phrase
    return []


def name_continuation(sentence: Sentence, argument: Token) -> list[Token]:
    """The rest of a name an of- or for-phrase continues, however tagged: "the Austrian Institute for International
    Affairs", "the Ministry of Defence" (a capitalised head and every word of the phrase capitalised); []
    otherwise."""
    if not argument.form[:1].isupper() or argument.index == first_word(sentence):
        return []
    joined = joined_name(sentence, argument)
    if joined:
        return joined
    for child in sentence.children(argument.index):
        phrase = [t for t in sentence.subtree(child.index) if t.upos != "PUNCT"]
        cases = [t for t in phrase if t.deprel == "case" and t.head == child.index]
        if (
            child.deprel.startswith("nmod") and child.index > argument.index and len(cases) == 1
            and cases[0].form.lower() in ("of", "for") and all(t.form[:1].isupper() for t in phrase if t not in cases)
        ):
            return phrase
    return []


def joined_name(sentence: Sentence, argument: Token) -> list[Token]:
    """The capitalised words an "and" joins to a capitalised argument, in its subtree and right after it: "the
    Securities and Exchange Commission" (not "the Securities"); [] when none."""
    inside = {t.index for t in sentence.subtree(argument.index)}
    run: list[Token] = []
    for token in sentence.tokens[argument.index :]:
        if token.index not in inside or not (token.form[:1].isupper() or (token.deprel == "cc" and token.form.lower() == "and")):
            break
        run.append(token)
    while run and not run[-1].form[:1].isupper():
        run.pop()
    return run if any(t.deprel == "cc" for t in run) else []


def spelled_number(token: Token) -> bool:
    """``token`` is a number written in words that counts nothing ("In nineteen ninety-one Charles Keating")."""
    return token.upos == "NUM" and token.deprel != "nummod" and not token.form[:1].isdigit()


def object_words(sentence: Sentence, head: int, obj: Token) -> list[Token]:
    """The object's words (:func:`argument_words`) with the objects the parser split off a name right after
    it ("met Mr Lowe", "blew up Pan Am flight": two objects each), so a name is never cut."""
    words = argument_words(sentence, obj)
    for other in sentence.children(head):
        if other.deprel in OBJECT_RELATIONS and other.index > obj.index:
            subtree = sentence.subtree(other.index)
            first = span(sentence, other)[0]
            if (
                first != max(t.index for t in words) + 1 or other.upos not in ("NOUN", "PROPN")
                # two nouns are two objects ("showed authorities e-mails"), unless a name, a possessive or an
                # amount joins them ("its dlrs 1.2 billion debt")
                or (obj.upos != "PROPN" and not any(t.xpos == "POS" for t in subtree)
                    and not any(c.deprel == "nummod" for c in sentence.children(obj.index)))
                or sentence.token(first).upos == "PUNCT"  # "dissidents, political rivals": two
                or not_an_object(sentence, other)  # "signed the plan Friday": a time
            ):
                break
            # a possessive's mark the parser left on the second: "the two nations' trade turnover"
            words += [*argument_words(sentence, other), *(t for t in subtree if t.xpos == "POS")]
    return sorted(dict.fromkeys([*words, *object_conjunct(sentence, obj, words)]), key=lambda t: t.index)


def object_conjunct(sentence: Sentence, obj: Token, words: list[Token]) -> list[Token]:
    """The one noun joined to the object (its ``words``) by "and"/"or" right after them, with the conjunction
    ("combined painting and Chinese calligraphy": not "the combining of painting"); [] for none, for a list,
    which no phrase carries whole, and for one after a cut ("abortions, or crimes")."""
    conjuncts = [c for c in sentence.children(obj.index) if c.deprel == "conj" and c.index > obj.index]
    if len(conjuncts) != 1 or conjuncts[0].upos not in ("NOUN", "PROPN") or clause(sentence, conjuncts[0]):
        return []
    conjunct = conjuncts[0]
    # UD 2 hangs the conjunction on the second conjunct, UD 1 (UDS-T's gold trees) on the first
    joining = [
        c for c in (*sentence.children(conjunct.index), *sentence.children(obj.index))
        if c.deprel == "cc" and c.form.lower() in ("and", "or") and c.index < conjunct.index
    ]
    conjunct_words = argument_words(sentence, conjunct)
    after = next_token(sentence, max(conjunct_words, key=lambda t: t.index))
    if (
        len(joining) != 1 or joining[0].index != max(t.index for t in words) + 1
        or min(t.index for t in conjunct_words) != joining[0].index + 1
        or (after is not None and (descends_from(sentence, after, obj.index) or descends_from(sentence, after, conjunct.index)))
    ):
        return []  # "instances [of corporal punishment]": a conjunct cut short
    return [*joining, *conjunct_words]


def complement_words(sentence: Sentence, complement: Token, head: int) -> list[Token]:
    """A verb's complement as the phrase carries it, after the verb: a word of its subtree before the verb
    belongs to a fronted phrase ("with their cooperation Korea can become a nuclear free peninsula")."""
    kept = readable_subtree(sentence, complement)
    kept += [t for t in shared_determiner_conjunct(sentence, complement) if t not in kept]  # "an entertainment and cultural icon"
    return sorted((t for t in kept if t.index > head), key=lambda t: t.index)


def goal_phrases(sentence: Sentence, head: int, after: int, every_oblique: bool) -> list[Token]:
    """The verb's goal phrases after token ``after`` ("getting North Korea to the table"), or with
    ``every_oblique`` (a placement verb's object placed) every oblique there ("putting trade before moral
    considerations"), each its preposition and its argument's words (:func:`argument_words`)."""
    rules = phrase_rules()
    return [
        t for goal in sentence.children(head)
        if goal.deprel.startswith(("obl", "nmod")) and goal.index > after
        # "joined as to Parts I and II": a multiword preposition is no goal's; "came as authorities issued": a clause
        and not any(c.deprel == "case" and sentence.children(c.index) for c in sentence.children(goal.index))
        and len([c for c in sentence.children(goal.index) if c.deprel == "case"]) == 1  # nor is "according to"
        and sentence.token(max(span(sentence, goal)[0] - 1, 1)).form != ","  # ", according to Daniel M. Junius": an aside
        and verb_after_phrase(sentence, goal) is None
        and (goal.xpos in rules.personal_pronoun_xpos or not not_an_object(sentence, goal))  # "talking to him"
        and (every_oblique or bool(case_forms(sentence, goal) & rules.light_verb_goal_cases))
        # "as" says what the object is taken as; without the object only a role verb's: "wanted as a material witness"
        and ("as" not in case_forms(sentence, goal) or after != head or sentence.token(head).lemma.lower() in rules.role_verbs)
        for t in sorted(
            [*(c for c in sentence.children(goal.index) if c.deprel == "case"), *argument_words(sentence, goal)],
            key=lambda t: t.index,
        )
    ]


def object_goals(sentence: Sentence, obj: Token, argument: Sequence[Token]) -> list[Token]:
    """Where a placement verb's object is put, hung by the parser on the object: "puts a new emphasis on the
    issue", not "putting a new emphasis"; [] for an of-phrase, the object's own."""
    goals = [t for t in goal_phrases(sentence, obj.index, max(t.index for t in argument), every_oblique=True) if t not in argument]
    return [] if goals and goals[0].form.lower() == "of" else goals


def subject_of_next_verb(sentence: Sentence, phrase: Token) -> bool:
    """``phrase`` is the subject of the finite verb right after it ("learned the missing man was ...")."""
    verb = verb_after_phrase(sentence, phrase)
    return verb is not None and verb.xpos in FINITE_XPOS


def verb_after_phrase(sentence: Sentence, phrase: Token) -> Token | None:
    """The verb right after ``phrase``'s subtree, which the phrase is then the misread subject of ("the blaze
    came as southern California authorities issued a warning"); None when the next word is no verb."""
    after = word_after(sentence, phrase)
    return after if after is not None and after.upos in ("VERB", "AUX") and after.head != phrase.index else None


def misparsed_particle(sentence: Sentence, verb: Token, word: Token) -> bool:
    """``word``, right after ``verb``, is its particle whatever the parser made of it: a word of
    ``misparsed_particles`` that heads nothing of its own, hung on the verb or on a phrase of the verb's."""
    if word.form.lower() not in phrase_rules().misparsed_particles or word.upos not in ("ADV", "ADP", "PART"):
        return False
    governor = sentence.token(word.head) if word.head else None
    return not sentence.children(word.index) and governor is not None and (
        governor is verb or governor.head == verb.index
    )


def addressee(sentence: Sentence, verb: int, lemma: str | None) -> bool:
    """The verb's object (or a passive's subject) is the person addressed ("told reporters", "urged all Balkan
    states", "reporters were told"), unless a second object is what is told ("told him the story") or the
    object is a thing told ("tell the truth")."""
    rules = phrase_rules()
    children = sentence.children(verb)
    return lemma in rules.addressee_verbs and not any(
        c.deprel == "iobj" or (c.deprel in OBJECT_RELATIONS and c.lemma.lower() in rules.told_things) for c in children
    )


def light_verb(sentence: Sentence, verb: Token, lemma: str | None) -> bool:
    """A verb that says little without its complement: a light verb ("have", "make", "remain") or a verb
    with a particle that needs one ("end up", "turn out"), both listed in ``light_verbs``."""
    return listed_verb(sentence, verb.index, lemma, phrase_rules().light_verbs)


def listed_verb(sentence: Sentence, head: int, lemma: str | None, verbs: frozenset[str]) -> bool:
    """``lemma``, or ``lemma`` with one of the verb's particles ("end up"), is one of ``verbs``."""
    particles = [c.form.lower() for c in sentence.children(head) if c.deprel == "compound:prt"]
    return lemma in verbs or any(f"{lemma} {particle}" in verbs for particle in particles)


def predicative_adjective(sentence: Sentence, head: int, after_object: bool = False) -> list[Token]:
    """A verb's adjective complement with its own words ("fallen foul", "found dead", "turned very
    cold"): an adjective xcomp, or an adjective the parser made the object; never a clause, nor a
    comparative ("suffering more here": "more" is no complement). Beside an object it says what the object
    is, so the object comes first ("leaving nine passengers dead"; a light verb brings its own:
    ``after_object``) or, when it cannot come (a pronoun: "finding her very helpful"), neither does."""
    children = sentence.children(head)
    objects = [c for c in children if c.deprel in {*OBJECT_RELATIONS, "iobj"} and c.upos != "ADJ"]
    # after an object a participle says what becomes of it too ("getting stuff done")
    predicate_xpos = ("JJ", "VBN") if after_object else ("JJ",)
    for child in children:
        if child.deprel in ("xcomp", *OBJECT_RELATIONS) and child.xpos in predicate_xpos and child.index > head:
            if clause(sentence, child) or any(c.deprel in CLAUSAL_COMPLEMENTS for c in sentence.children(child.index)):
                return []  # "a ruling likely to send ...": the adjective's own clause is the point
            if objects and not after_object:
                obj = objects[-1]
                if not_an_object(sentence, obj) or misparsed_object(sentence, head, obj) or obj.index > child.index:
                    return []
                return [*complement_words(sentence, obj, head), *complement_words(sentence, child, head)]
            return complement_words(sentence, child, head)
    return []


def stranded_preposition(sentence: Sentence, head: int, passive: bool) -> list[Token]:
    """A preposition without its noun: a passive's at the end of its clause ("got yelled at", "was looked
    after"; not "been used to" + a verb), or a particle the parser made a case marker or an adverb, right
    after its verb ("stepped up attacks", "was pulled over"). An active verb's stranded preposition stays
    behind ("a dish to die for")."""

    def ends_clause(token: Token) -> bool:
        after = next_token(sentence, token)
        return after is None or after.upos not in ("VERB", "AUX", "PART", "NOUN", "PROPN", "PRON", "DET", "NUM")

    def before_punctuation(token: Token) -> bool:
        after = next_token(sentence, token)
        return after is None or after.upos in ("PUNCT", "CCONJ")

    particles = phrase_rules().particles
    return [
        c for c in sentence.children(head)
        if not sentence.children(c.index) and (
            (c.upos == "ADP" and passive and c.index > head and c.deprel != "case" and ends_clause(c))
            or (c.upos == "ADP" and c.deprel == "case" and c.index == head + 1)
            # "was pulled over,"; not "happened on board the ship"
            or (c.upos == "ADV" and c.form.lower() in particles and c.index == head + 1 and before_punctuation(c))
        )
    ]


def copula_extras(sentence: Sentence, head: int, attached: list[Token], verbal: bool) -> list[Token]:
    """What a "being" predicate keeps beyond the profile's dependents: its case marker and degree words
    ("the being in the offing", "the being very happy"); a passive verb only its degree words ("the being
    completely shut off")."""
    rules = phrase_rules()

    def wanted(t: Token) -> bool:  # degree words come from degree_words_before: only those right before it
        return t.deprel in rules.copula_dependents and not verbal and not t.deprel.startswith("advmod")

    extras = [t for t in sentence.children(head) if wanted(t) and t not in attached]
    extras += [t for t in manner_adverbs(sentence, sentence.token(head)) if t not in attached]
    if "advmod:degree" in rules.copula_dependents:
        extras += [t for t in degree_words_before(sentence, sentence.token(head)) if t not in attached]
    if not verbal and sentence.token(head).upos in NOMINAL_UPOS:  # "the being the reinvention of the wheel"
        extras += [
            t for child in sentence.children(head) if child.deprel.startswith("nmod")
            and any(c.deprel == "case" and c.form.lower() == "of" for c in sentence.children(child.index))
            for t in readable_subtree(sentence, child)
        ]
    if not verbal and sentence.token(head).upos == "ADJ":
        # an adjective's complement right after it: "close to the Bush administration", "rife with elements",
        # "eligible for parole" (not "the time when he was close", which reads as "nearby")
        extras += [
            t for child in sentence.children(head)
            if child.deprel.startswith(("obl", "nmod")) and child.upos in ("NOUN", "PROPN")
            and span(sentence, child)[0] == head + 1 and bool(case_forms(sentence, child) & rules.adjective_complement_cases)
            for t in [*(c for c in sentence.children(child.index) if c.deprel == "case"), *argument_words(sentence, child)]
        ]
    return extras


def manner_adverbs(sentence: Sentence, participle: Token) -> list[Token]:
    """The adverb before a participle that makes it a quality, with its own degree word ("very well made", "well
    run"): the time of the state keeps it, or "made" reads as the making."""
    return [
        t for c in sentence.children(participle.index)
        if c.deprel.startswith("advmod") and c.index < participle.index and c.form.lower() in phrase_rules().participle_manner_adverbs
        for t in sentence.subtree(c.index)
    ]


def strip_quotes(word: str) -> str:
    """``word`` without quotation marks the tokenizer left on it ("scale''")."""
    for mark in phrase_rules().quote_marks:
        word = word.removeprefix(mark).removesuffix(mark)
    return word


def cut_name(sentence: Sentence, token: Token, kept: list[Token]) -> bool:
    """A piece of a name the phrase does not hold whole ("the Commission filing" for "a Securities and
    Exchange Commission filing"): a proper noun in a run of proper nouns (and conjunctions between them)
    with a word outside ``kept``."""
    if token.upos != "PROPN":
        return False
    run = [token]
    for step in (-1, 1):
        index = token.index + step
        while 1 <= index <= len(sentence.tokens) and sentence.token(index).upos in ("PROPN", "CCONJ"):
            run.append(sentence.token(index))
            index += step
    while run and run[-1].upos == "CCONJ":  # a conjunction at the run's edge joins something else
        run.pop()
    return any(t not in kept and t.upos == "PROPN" for t in run) or any(
        t.upos == "CCONJ" and t not in kept and min(r.index for r in run) < t.index < max(r.index for r in run) for t in run
    )


def possessive(sentence: Sentence, token: Token) -> bool:
    """``token`` is a possessor: "Wednesday's" as one token, or with its own "'s"."""
    own_ending = token.form.lower().endswith(("'s", "\u2019s", "s'"))
    return own_ending or any(c.xpos == "POS" for c in sentence.children(token.index))


def proper_possessor(sentence: Sentence, modifiers: list[Token], head: int) -> bool:
    """The phrase opens with a name that possesses the event ("Wednesday's meeting", "Polly Peck Inc.'s
    agreement"), which takes no article; a common noun's ("the company's acquisition") keeps it."""
    name = []
    for t in modifiers:
        if t.index > head or t.upos != "PROPN":
            break
        name.append(t)
    return any(possessive(sentence, t) for t in name)


def is_passive(sentence: Sentence, verb: Token, syntax: Syntax) -> bool:
    """A passive: an auxiliary of a passive relation ("was killed"), a participle with a "be" or "get"
    auxiliary that the treebank calls plain aux ("cartoons were submitted"), a participle that completes
    "get" ("we got upgraded"), or one after the noun it modifies ("the test conducted on Nville", "a series
    called The Tale of Terra"; in a parser's tree only with its agent, "a petition filed by Timex", as UDPipe
    hangs finite verbs there too: "more planes headed from the united states"). UDPipe's passive subjects
    alone are no evidence ("revenue declined")."""
    rules = phrase_rules()
    children = sentence.children(verb.index)
    if any(c.deprel in rules.passive_relations and c.lemma.lower() in rules.passive_auxiliaries for c in children):
        return True
    if verb.xpos != "VBN":
        return False
    governor = sentence.token(verb.head) if verb.head else None
    if verb.deprel == "acl" and governor is not None and governor.upos in NOMINAL_UPOS and governor.index < verb.index:
        # after its noun, without an object or subject of its own ("..., made the disclosure" is active)
        agent = any(
            c.deprel.startswith(("obl", "nmod")) and any(g.form.lower() == "by" for g in sentence.children(c.index))
            for c in children
        )
        return (syntax == "gold" or agent) and not any(c.deprel in OBJECT_RELATIONS | SUBJECT_RELATIONS for c in children)
    return any(c.deprel.startswith("aux") and c.lemma.lower() in rules.passive_auxiliaries for c in children) or (
        verb.deprel == "xcomp" and governor is not None and governor.lemma.lower() in rules.passive_auxiliaries - {"be"}
    )


def names_nothing(sentence: Sentence, predicate: Token) -> bool:
    """A copular predicate that names nothing by itself: a personal pronoun ("it's me", "the box is his"), a
    number ("one is for 200"), a bare name ("the talk was North Korea"; "a Jordanian" is kept), or one that a
    subordinator after the copula makes a clause ("it is because the buffer ..."; the "whether" of "whether
    a boycott is in the offing" introduces the clause around it), a noun only its relative clause names, or
    one that says nothing without its clause ("it is time to recognize ...": "the being time")."""
    rules = phrase_rules()
    children = sentence.children(predicate.index)
    copula = next((c.index for c in children if c.deprel == "cop"), 0)
    markers = [c for c in children if c.deprel in ("case", "mark") and c.index > copula]
    return (
        predicate.xpos in rules.personal_pronoun_xpos
        or predicate.upos == "NUM"
        or (predicate.xpos == "NNP" and not markers and not any(c.deprel == "det" for c in children))
        or any(c.form.lower() in rules.subordinators for c in markers)
        or bare_verb(predicate.form)  # a typo for an adjective: "which is dominate", "I m suppose to attend"
        or named_by_its_clause(children)
        or (predicate.lemma.lower() in rules.clause_nouns and any(c.deprel in CLAUSAL_DEPENDENTS for c in children))
    )


def named_by_its_clause(children: Iterable[Token]) -> bool:
    """A definite noun that only its relative clause identifies ("this is the organization that bombed our
    barracks"): the phrase cuts the clause, and "the being the organization" says not which."""
    children = list(children)
    return (
        any(c.deprel == "acl:relcl" for c in children)
        and any(c.deprel == "det" and c.form.lower() == "the" for c in children)
        and not any(c.deprel in ("amod", "compound", "nmod", "nmod:poss", "nummod") for c in children)
    )


@lru_cache(maxsize=4096)
def hyphenated(sentence: Sentence) -> bool:
    """Some token of the sentence starts or ends with a hyphen ("task -", "post-")."""
    return any(t.form.startswith("-") or t.form.endswith("-") for t in sentence.tokens)


def hyphen_token(token: Token) -> bool:
    """A hyphen of its own inside a word in tokens that carry no spacing (UD-EWT's gold trees: "half - hourly", "a 5
    - 3 decision"), which its tag tells from a dash; a parser's tokens say by their spacing (:func:`hyphen_pieces`)."""
    return token.form == "-" and token.xpos in ("HYPH", "SYM") and token.start_char is None


def hyphen_pieces(sentence: Sentence, tokens: list[Token]) -> list[Token]:
    """``tokens`` with the rest of each hyphenated word they touch ("task - force" for "force")."""
    indices = {t.index for t in tokens}
    grew = hyphenated(sentence) or any(map(hyphen_token, sentence.tokens))  # else no joint to cross
    while grew:
        grew = False
        for t in sentence.tokens:
            if t.index in indices:
                continue
            before = sentence.token(t.index - 1) if t.index > 1 else None
            after = sentence.token(t.index + 1) if t.index < len(sentence.tokens) else None
            # a hyphen at the joint, as its own token ("task - force") or on a word ("post- Soviet")
            glued_to_before = before is not None and before.index in indices and (
                (not before.space_after and (before.form.endswith("-") or t.form.startswith("-")))
                or hyphen_token(before) or hyphen_token(t)
            )
            glued_to_after = after is not None and after.index in indices and (
                (not t.space_after and (t.form.endswith("-") or after.form.startswith("-")))
                or hyphen_token(after) or hyphen_token(t)
            )
            if glued_to_before or glued_to_after:
                indices.add(t.index)
                grew = True
    return [t for t in sentence.tokens if t.index in indices]


def glue(tokens: list[Token], words: list[str]) -> list[str]:
    """Join words the text writes without a space between them ("task-force"), and a possessive ending
    to its word even where the tokens say nothing about spaces (UD-EWT: "pet 's" -> "pet's")."""
    glued: list[str] = []
    for position, (token, word) in enumerate(zip(tokens, words, strict=True)):
        previous = tokens[position - 1] if position else None
        adjacent = previous is not None and previous.index + 1 == token.index
        # an amount is written whole even where the tokens keep a space ("$ 20,000" -> "$20,000", "10 %" -> "10%")
        amount = previous is not None and (
            (words[position - 1] in CURRENCY_SYMBOLS and token.upos == "NUM")
            or (previous.upos == "NUM" and token.form == "%")
        )
        closing = token.upos == "PUNCT" and word in (",", ";", ":", ")", "%")  # "Mr Dar, 33", not "Mr Dar , 33"
        hyphen = previous is not None and (hyphen_token(token) or hyphen_token(previous))  # "half-hourly"
        if adjacent and measure_modifier(previous, token):
            glued[-1] += "-" + word  # a measure before its noun is one word: "a two-day rally", not "a two day rally"
        elif adjacent and (not previous.space_after or token.xpos == "POS" or amount or closing or hyphen):
            glued[-1] += word
        else:
            glued.append(word)
    return glued


def measure_modifier(number: Token, unit: Token) -> bool:
    """A number and a singular unit that modify a noun after them ("two day rally", "13 month break")."""
    return (
        number.upos == "NUM" and number.space_after and unit.xpos == "NN" and unit.head > unit.index
        and unit.form.lower() in phrase_rules().measure_units and unit.deprel in ("compound", "amod", "nmod", "nummod")
    )


def surface_form(token: Token, profile: Profile, sentence: Sentence | None = None) -> str:
    """The word as a phrase writes it: lower-cased, but a proper noun keeps its case, and with ``sentence``
    (the readable phrases) so does any word its sentence does not open ("Afghan Arabs", "USB ports")."""
    form = CONTRACTIONS.get(token.form.lower(), token.form)
    if profile.casing == "keep_proper_nouns" and token.upos == "PROPN":
        return form
    if sentence is not None and token.index == first_word(sentence) + 1 and token.upos == "NOUN" and form.istitle():
        opening = sentence.token(first_word(sentence))
        if opening.form.istitle() and surface_form(opening, profile, sentence) == opening.form.lower():
            return form.lower()  # "Onion Rings are great": the sentence's first word's title case, not "onion Rings"
    if sentence is not None and token.index > first_word(sentence):
        return form
    following = sentence.token(token.index + 1) if sentence is not None and token.index < len(sentence.tokens) else None
    if token.upos in (*NOMINAL_UPOS, "ADJ") and following is not None and following.upos == "PROPN" and following.form[:1].isupper() and form[:1].isupper():
        return form  # a name opening the sentence: "Operation Winter Race", "British Petroleum", not "operation Winter Race"
    if token.upos == "ADJ" and form[:1].isupper() and token.lemma[:1].isupper() and not all_lemmas(form.lower()):
        # an adjective of a name: the lemmatiser keeps its capital and the dictionary has no lower-case word ("British
        # public support"; not "Terrorist bombings", "Seventeen people")
        return form
    return form if form == "I" else form.lower()


@lru_cache(maxsize=4096)
def first_word(sentence: Sentence) -> int:
    """The index of the sentence's first word (after opening quotes and brackets): capitalised only as the first."""
    return next((t.index for t in sentence.tokens if t.upos != "PUNCT"), 1)


def own_copula(children: Iterable[Token]) -> bool:
    """Whether a verb's copula child is its own ("to be ingeniously planned"): in "one scenario is that Cuba
    can begin" UD hangs "is" on "begin" with the outer clause's subject (nsubj:outer), and in "the fear is
    that they will be interned" with a complementiser after it; the verb itself is no copular predicate."""
    children = list(children)
    relations = {c.deprel for c in children}
    copulas = [c.index for c in children if c.deprel == "cop"]
    outer_mark = any(c.deprel == "mark" and c.index > min(copulas) for c in children) if copulas else False
    return bool(copulas) and not relations & {"nsubj:outer", "csubj:outer"} and not outer_mark


def bare_noun_verb(sentence: Sentence, token: Token, corpus_pos: str | None) -> bool:
    """A word the corpus calls a verb and the tagger a noun, with none of a noun's own words (determiner,
    possessor, adjective) and a form that can be a verb's ("towers it had been expected to shutter", "as
    debts in Europe mount"): the verb it was annotated as."""
    noun_words = {"det", "nmod:poss", "amod", "nummod"}
    return (
        corpus_pos == "VERB" and token.xpos in ("NN", "NNS") and "VERB" in all_lemmas(token.form.lower())
        and not any(c.deprel in noun_words for c in sentence.children(token.index))
    )


@cache
def fused_typo(form: str) -> bool:
    """A function word and a name written together ("byWen"): a typo no phrase should copy."""
    match = re.fullmatch(r"([a-z]+)([A-Z][a-z]+)", form)
    return match is not None and match.group(1) in phrase_rules().fused_function_words


def after_word(sentence: Sentence, token: Token, lemmas: frozenset[str]) -> bool:
    """The nearest word before ``token`` that is no adverb has one of ``lemmas`` ("had previously expressed")."""
    before = next((t for t in reversed(sentence.tokens[: token.index - 1]) if t.upos != "ADV"), None)
    return before is not None and before.lemma.lower() in lemmas


def finite_or_base(token: Token) -> bool:
    """A verb form that cannot be a predicate after a copula: a base, finite or -ing form that LemmInflect
    knows as a verb and not as an adjective ("launch", "believe", "capsized", "putting"; not "interesting",
    "sure")."""
    lemmas = all_lemmas(token.form.lower())
    return token.xpos in NON_PARTICIPLE_XPOS and "VERB" in lemmas and "ADJ" not in lemmas


@dataclass(frozen=True)
class HeadReading:
    """How the phrase reads its head: as a verb's gerund, a noun, a copular predicate or a state after
    "being"; with the verb's lemma and voice."""

    token: Token
    copular: bool  # a predicate of a copula ("we're not happy")
    verbal: bool  # read as a verb: its gerund heads the phrase
    nominal: bool  # a noun, an event by itself ("the attack")
    state: bool  # a verb of the corpus that names a state ("was reported missing")
    lemma: str | None = None
    passive: bool = False
    being: bool = False  # "being" goes before the head


def head_kind(
    sentence: Sentence, token: Token, profile: Profile, syntax: Syntax, corpus_pos: str | None
) -> HeadReading:
    """Whether the head is a copular predicate, a verb, a state or a noun, by the parser's tags, the
    corpus's part of speech where the profile trusts it, and (readable phrases) the dictionary."""
    readable = profile.readable_phrases
    children = sentence.children(token.index)
    copular = token.index in sentence.copula_heads
    if readable and copular and token.upos == "VERB" and (not own_copula(children) or finite_or_base(token)):
        # a verb is no copular predicate ("that Cuba can begin": not "the being begin"; "would be to launch":
        # not "the being launch"), unless a participle or adjective with its own copula ("to be ingeniously
        # planned", "is interesting", "I'm not sure")
        copular = False
    use_corpus_pos = (
        corpus_pos not in (None, *UNINFORMATIVE_CORPUS_POS) and profile.event_pos[syntax] == "corpus"
    )
    verbal = (corpus_pos if use_corpus_pos else token.upos) == "VERB" and not copular
    # a verb of the corpus that the tagger and the dictionary call an adjective names a state ("was reported
    # missing", "have become impoverished"): "the being missing", not "the missing"; after "have" it is the
    # perfect the tagger missed ("had only expressed regret"), after "to" an infinitive ("agreed to plead")
    state = (
        readable and corpus_pos == "VERB" and token.upos == "ADJ" and not copular
        and adjective_or_participle(token.form) and not after_word(sentence, token, VERB_MARKERS)
    )
    verbal = verbal and not state
    nominal = token.upos in NOMINAL_UPOS
    if readable and nominal and not copular and (
        verb_only(token.form) or bare_noun_verb(sentence, token, corpus_pos)
        or any(c.deprel in OBJECT_RELATIONS for c in children)  # a noun takes no object: "matching such moves"
    ):
        verbal, nominal = True, False  # a verb the tagger took for a noun ("if diplomacy fails", "to shutter")
    if readable and verbal and token.upos == "VERB" and not use_corpus_pos and "NOUN" in all_lemmas(token.form.lower()) and any(
        c.deprel == "case" and c.index < token.index for c in children
    ) and any(c.deprel in ("amod", "det") and c.index < token.index for c in children):
        verbal, nominal = False, True  # "under close watch", a noun with its preposition and adjective: not "the watching"
    if readable and verbal and token.upos == "VERB" and not_a_verb(token.form):
        # a word the tagger took for a verb that the dictionary knows only otherwise: a noun is an event by
        # itself ("the California earthquake"), anything else a predicate ("is it true": "the being true")
        verbal, nominal = False, noun_only(token.form)
    if readable and not verbal and not copular and not nominal and not state:
        verbal, nominal = untagged_kind(token, children, corpus_pos)
    return HeadReading(token, copular, verbal, nominal, state)


def untagged_kind(token: Token, children: list[Token], corpus_pos: str | None) -> tuple[bool, bool]:
    """(verbal, nominal) of a word the tagger made neither verb nor noun ("will comply" as ADV, "plead" as
    ADJ): the corpus's part of speech decides when it has one, else a verb tag or an auxiliary without a
    copula."""
    if corpus_pos in ("VERB", "NOUN"):
        return corpus_pos == "VERB", corpus_pos == "NOUN"
    # an auxiliary "be" on an adjective is its copula misparsed ("is it true": "the being true")
    auxiliaries = [c for c in children if c.deprel.startswith("aux") and c.lemma.lower() != "be"]
    # "will acceptable": an adjective, not "the acceptabling"
    verbal = (token.xpos.startswith("VB") or bool(auxiliaries)) and not not_a_verb(token.form)
    # a noun the tagger made an adverb ("began a two day rally"): "the rally", not "the being rally"
    nominal = not verbal and token.upos != "ADJ" and noun_not_modifier(token.form)
    return verbal, nominal


def read_head(
    sentence: Sentence, head: int, profile: Profile, syntax: Syntax, corpus_pos: str | None, inference: str
) -> HeadReading | Skip:
    """The head read (:func:`head_kind`) with its lemma, voice and "being", or why it makes no phrase."""
    reading = head_kind(sentence, sentence.token(head), profile, syntax, corpus_pos)
    token, verbal, copular, nominal = reading.token, reading.verbal, reading.copular, reading.nominal
    if not verbal and not copular and profile.nominal_events[syntax] == "drop":
        return Skip.NOMINAL_EVENT
    lemma = verb_lemma(token.form, token.lemma) if verbal else None
    if verbal and profile.readable_phrases:  # "as he wound up his speech": winding up, not wounding
        particle = next((c.form.lower() for c in sentence.children(head) if c.deprel == "compound:prt"), "")
        lemma = phrase_rules().particle_lemmas.get(token.form.lower(), {}).get(particle, lemma)
    if verbal and (lemma is None or (profile.readable_phrases and not known_verb(token.form, lemma))):
        return Skip.UNRESOLVED_LEMMA  # paper: a form no dictionary knows is a typo ("hlepping", "fixeded")
    passive = profile.readable_phrases and verbal and is_passive(sentence, token, syntax)
    reading = replace(reading, lemma=lemma, passive=passive)
    if profile.readable_phrases:
        future_unasserted = profile.skip_future_events and inference == RELATION
        reason = (
            unasserted(sentence, token, future_unasserted)
            or hedged_scope(sentence, token)
            or (misparsed_modifier_status(sentence, token, future_unasserted) if corpus_pos == "VERB" else None)
            or no_event(sentence, reading, corpus_pos)
            or unreadable_head(sentence, reading)
        )
        if reason is not None:
            return reason
    # Nouns read as events by themselves ("the attack"); adjectives and the rest need "being".
    being = passive or copular or (not verbal and (profile.being_for_non_verbs or not nominal))
    return replace(reading, being=being)


def misparsed_modifier_status(sentence: Sentence, token: Token, future_unasserted: bool) -> Skip | None:
    """The status of a verb the parser made a modifier of a noun (the corpus calls it a verb): that of the verb
    governing the noun ("would use the computer to create and test complex radar", "test" an adjective of "radar",
    is as unrealised as the creating)."""
    noun = sentence.token(token.head) if token.head and token.deprel in NOMINAL_MODIFIERS else None
    verb = sentence.token(noun.head) if noun is not None and noun.head else None
    if verb is None or verb.upos != "VERB":
        return None
    return unasserted(sentence, verb, future_unasserted) or hedged_scope(sentence, verb)


def unasserted(sentence: Sentence, token: Token, future_unasserted: bool) -> Skip | None:
    """Why the context does not assert the event: negated ("did not appear", "without spending", "no
    damage"), under a modal ("would break"), in a condition ("if diplomacy fails"), only attempted or
    intended ("tried to breach", "reluctant to engage", "has no plans to recall", "released to help"), or,
    with ``future_unasserted`` (ordering templates say it started), still to come ("will finish", "is going
    to be used", a command: "hop onto a bus").
    An event inside a verb's clausal complement, or the means of an act ("by attacking"), shares that verb's
    status ("it did not appear that anyone else was injured"). None for an asserted event; reported ones
    count as real."""
    rules = phrase_rules()
    # a noun conjunct shares its first conjunct's place: "calls for coordination of ... and joint improvement of ..."
    noun = token
    while noun.deprel == "conj" and noun.head and sentence.token(noun.head).upos == "NOUN":
        noun = sentence.token(noun.head)
    governor = sentence.token(noun.head) if noun.head else None
    if token.upos == "NOUN" and governor is not None and bool(verb_lemmas(governor) & rules.unrealising_object_verbs) and (
        noun.deprel in OBJECT_RELATIONS
        or (noun.deprel.startswith(("obl", "nmod")) and "for" in case_forms(sentence, noun))
    ):
        return Skip.UNREALISED_EVENT  # "called for the fastest possible ratification", "has stalled ratification"
    children = sentence.children(token.index)
    if token.deprel.startswith("advcl") and any(c.deprel == "cop" for c in children) and any(
        c.deprel == "mark" and c.form.lower() in rules.not_yet_markers for c in children
    ):
        return Skip.UNREALISED_EVENT  # "released before he was eligible for parole": the state did not hold then
    if token.upos == "NOUN" and any(c.deprel == "amod" and c.form.lower() in rules.unrealising_modifiers for c in children):
        return Skip.UNREALISED_EVENT  # "the expected visit", "a possible strike": not (yet) happened
    if unasserting_noun_before(sentence, token):
        return Skip.UNREPORTED_CLAUSE  # "threats of retaliation", "the task of keeping", however parsed
    if token.upos == "NOUN" and any(
        c.deprel == "det" and c.lemma.lower() in rules.non_event_determiners - rules.negative_determiners for c in children
    ):
        return Skip.MODAL_EVENT  # "Any decision to expel Sinn Fein must be agreed", "which sanctions": none in particular
    if token.upos == "NOUN" and governor is not None and noun.deprel in SUBJECT_RELATIONS and under_modal(sentence, governor):
        return Skip.MODAL_EVENT  # "US air strikes could do serious harm": the strikes are as hypothetical
    if future_unasserted and token.upos == "NOUN" and governor is not None and noun.deprel in SUBJECT_RELATIONS and any(
        c.deprel.startswith("aux") and c.form.lower() in rules.future_auxiliaries for c in sentence.children(governor.index)
    ):
        return Skip.FUTURE_EVENT  # "The investigation will consider ...": not "The investigation ended before ..."
    if token.upos == "NOUN" and token.index > 1 and sentence.token(token.index - 1).form.lower() == "for" and not any(
        c.deprel.startswith(("det", "nmod:poss", "amod", "compound", "nummod")) for c in children
    ):
        # "evacuated ... for treatment", "arrested for questioning": what the act is for, read from the words ("serving
        # a sentence for the assassination": what it was for, and happened)
        return Skip.UNREALISED_EVENT
    if token.upos == "NOUN" and governor is not None and present_or_future(sentence, governor) and (
        (noun.deprel in ("nsubj:pass", "nsubjpass") and bool(verb_lemmas(governor) & (rules.unrealising_verbs | rules.unrealising_object_verbs)))
        or (noun.deprel in SUBJECT_RELATIONS and governor.lemma.lower() in rules.unrealising_adjectives)
    ):
        # "the elections are scheduled for May", "the vote is due": not yet held ("the move had been widely
        # expected" was, later)
        return Skip.UNREALISED_EVENT
    if any(c.deprel in SUBJECT_RELATIONS and c.lemma.lower() in rules.intention_nouns for c in children) and any(
        c.deprel == "cop" for c in children
    ):
        return Skip.UNREALISED_EVENT  # "A major goal of the visit was the signing of ...": aimed at, not done
    node, own = token, True  # own: the event's clause, or one whose infinitive it is
    if token.deprel == "compound" and governor is not None and governor.upos == "NOUN" and noun is token:
        node = governor  # "trying to eliminate the KLA and restore order", "restore" parsed a compound: as "order" goes
    onset = sentence.token(token.head) if token.head and token.deprel.startswith("nmod") and "of" in case_forms(sentence, token) else None
    if onset is not None and onset.lemma.lower() in rules.onset_nouns:
        node = onset  # "fear they are witnessing the beginnings of a much wider conflict": as real as its beginnings
    if token.upos == "NOUN" and token.deprel in ("nsubj:pass", "nsubjpass") and governor is not None and noun is token and (
        listed_verb(sentence, governor.index, governor.lemma.lower(), rules.event_realising_verbs)
    ):
        node = governor  # "more arrests had been made": the arrests are as real as their making
    for _ in range(len(sentence.tokens)):  # up the chain of clausal complements, never round a cycle
        children = sentence.children(node.index)
        governor = sentence.token(node.head) if node.head else None
        # "I have no inside information", "with no link provided", "no nominee has been declared": the object's,
        # the modified noun's or the subject's "no"
        nouns = [c for c in children if c.deprel in OBJECT_RELATIONS | SUBJECT_RELATIONS] + (
            [governor] if node.deprel in ("acl", "compound") and governor else []  # "no confrontation whereby", parsed a compound
        )
        if any(
            is_negation(c) or (c.deprel in ("mark", "case") and c.form.lower() in rules.negating_markers)
            or (c.deprel == "det" and c.lemma.lower() == "no")
            # "never before has the seamstress done ...", "no longer have": the negation on the adverb ("not long ago",
            # "not only" are no negation of the event)
            or (c.deprel.startswith("advmod") and c.form.lower() in rules.negated_adverbs and any(
                is_negation(d) or d.lemma.lower() == "no" for d in sentence.children(c.index)
            ))
            for c in children
        ) or any(
            d.lemma.lower() == "no" and (d.deprel == "det" or is_negation(d))  # UD v1: "no" a "neg" of its noun
            for noun in nouns for d in sentence.children(noun.index)
        ):
            return Skip.NEGATED_EVENT
        # "settled nothing", "have nothing but ... to say", "none of the other children volunteer": an object
        # or a subject that is "nothing", "none"
        if any(c.deprel in OBJECT_RELATIONS | SUBJECT_RELATIONS and c.lemma.lower() in rules.negative_pronouns for c in children):
            return Skip.NEGATED_EVENT
        # a modal or a condition of a verb that takes a clause hedges the report, not what it reports ("I
        # would say they left"); one of a verb that takes an infinitive holds it too ("could try to leave")
        auxiliaries = [{c.form.lower(), c.lemma.lower()} for c in children if c.deprel.startswith("aux")]
        if own and any(
            c.form.lower() in rules.hedging_adverbs and (c.deprel.startswith("advmod") or c.upos == "VERB") for c in children
        ):
            # "was probably the least helpful person", "I better pass on the game", "a diplomatic solution ...
            # seemingly at hand" ("seemingly" tagged a verb of the noun)
            return Skip.MODAL_EVENT
        if own and alternative(sentence, node):
            return Skip.ALTERNATIVE_EVENT  # "you subscribed to it or someone forwarded it": which one happened?
        if own and any(words & rules.modal_auxiliaries for words in auxiliaries):
            return Skip.MODAL_EVENT
        if own and future_unasserted and any(words & rules.future_auxiliaries for words in auxiliaries):
            return Skip.FUTURE_EVENT
        if own and any(c.deprel in ("mark", "advmod") and c.form.lower() in rules.condition_markers for c in children):
            return Skip.CONDITIONAL_EVENT  # "unless a higher offer is made", "unless" tagged an adverb too
        if (node.upos in ("VERB", "AUX", "ADJ") or any(c.deprel in SUBJECT_RELATIONS for c in children)) and (
            unasserting_verb_before(sentence, node)
        ):
            return Skip.UNREPORTED_CLAUSE  # "fear they are witnessing ..." however it is parsed
        if own and opening_condition(sentence):
            return Skip.CONDITIONAL_EVENT  # "If ... is permitted ..., then ... I welcome him": however it is parsed
        if own and any(
            c.deprel.startswith("advcl") and c.index < node.index
            and any(m.deprel == "mark" and m.form.lower() in rules.condition_markers for m in sentence.children(c.index))
            for c in children
        ):
            return Skip.CONDITIONAL_EVENT  # "If he is permitted to come, then I welcome him": what follows a condition
        if own and (wished_existence(sentence, node) or prevented(sentence, node)):
            # "unnecessary that there be a judgment", "elimination ... of the use of torture": no judgment, no torture
            return Skip.UNREALISED_EVENT
        if own and yes_no_question(sentence, node):
            return Skip.QUESTION_EVENT
        if own and node.deprel.startswith("acl") and governor is not None and governor.head and (
            yes_no_question(sentence, sentence.token(governor.head))
        ):
            # "are there any sadists out there who share ...?", "Can you post a link that shows ...?": asked for
            return Skip.QUESTION_EVENT
        if own and imperative(sentence, node, children):
            return Skip.IMPERATIVE_EVENT  # a command or an invitation: asked for, not done (nor "will take")
        # a verb's "to" the parser made a case marker is its infinitive's ("a panel to investigate")
        markers = {c.form.lower() for c in children if c.deprel == "mark" or (c.deprel == "case" and node.upos == "VERB")}
        openers = opener_forms(sentence, node)
        if "that" in markers and node.deprel != "ccomp" and subjunctive(sentence, node):
            return Skip.UNREALISED_EVENT  # "a declaration that the Kosovo crisis be solved": a mandate
        if (
            "from" in openers and governor is not None
            and node.deprel.startswith(("advcl", "obl", "xcomp")) and bool(verb_lemmas(governor) & rules.preventing_verbs)
        ):
            return Skip.NEGATED_EVENT  # "barred the crowd from reaching", "freed from doing the task"
        fragment = node.deprel == "root" and not any(c.deprel in SUBJECT_RELATIONS or c.deprel.startswith(("aux", "cop")) for c in children)
        infinitive_adjunct = node.deprel.startswith(("advcl", "acl")) or fragment or (
            node.upos == "VERB" and node.deprel.startswith(("nmod", "obl"))  # Stanza's "a panel to investigate"
        )  # a sentence that is an infinitive is a purpose too: "To pander to the mythical 'Arab street', of course."
        if infinitive_adjunct and markers & rules.infinitive_markers and not realised_infinitive(sentence, node):
            return Skip.UNREALISED_EVENT  # a purpose ("released to help") or a noun's infinitive ("plans to recall")
        if markers & rules.infinitive_markers and governor is not None and governor.upos in ("ADJ", "ADV") and not realised_infinitive(sentence, node):
            return Skip.UNREALISED_EVENT  # "old enough to be vaccinated", "reluctant to engage", "likely to send"
        if own and future_unasserted and timed_by_future(sentence, node, governor):
            return Skip.FUTURE_EVENT  # "once Gonzalez arrives in the United States it will begin": not yet arrived
        if node.deprel == "acl" and governor is not None and conditional_argument(sentence, governor):
            return Skip.CONDITIONAL_EVENT  # "if a school bus carrying fifty children crashes": no carrying happened
        # a participle adjunct with no subject of its own is part of its act too ("if a bus drove off a cliff,
        # killing everyone", "was not granted visas to stay ... while waiting out an appeal")
        means = node.deprel.startswith("advcl") and (
            bool(markers & rules.means_markers)
            or (node.xpos in ("VBG", "VBN") and not any(c.deprel in SUBJECT_RELATIONS for c in children))
        )
        accompanied = accompanied_clause(sentence, node)
        if accompanied is not None:  # "the snow would cause disruption, with some 20cm falling": as hedged
            governor, means = accompanied, True
        if node.deprel == "conj" and governor is not None and not markers:
            governor = infinitive_of_bare_conjunct(sentence, node, governor)
        # a conjunct without a subject or auxiliary of its own shares its first conjunct's ("it would create a
        # foundation and help stability", "contact the sender and delete the material")
        shared = node.deprel == "conj" and not any(c.deprel in SUBJECT_RELATIONS or c.deprel.startswith("aux") for c in children)
        if (
            governor is not None and node.deprel.startswith("advcl") and openers & rules.aim_markers
            and governor.lemma.lower() in rules.unrealising_verbs
        ):
            return Skip.UNREALISED_EVENT  # "a program aimed at doubling the trade turnover": aimed at, not done
        if governor is not None and node.deprel in ("ccomp", "parataxis") and governor.lemma.lower() in rules.first_person_hedges and any(
            c.deprel in SUBJECT_RELATIONS and c.form.lower() in rules.first_person_pronouns for c in sentence.children(governor.index)
        ):
            return Skip.MODAL_EVENT  # "I think it was in the Lincoln Square area": the writer's guess, not a report
        if governor is not None and (
            (node.deprel in ("ccomp", "advcl") or (node.deprel == "xcomp" and node.upos in ("VERB", "AUX")))
            and bool(verb_lemmas(governor) & rules.hedging_verbs)
        ):
            return Skip.MODAL_EVENT  # "it seems that Hamas has ...", "It looks as though they panicked"
        if governor is not None and governor.lemma.lower() in rules.unrealising_adjectives and not node.deprel.startswith(("nsubj", "amod", "advmod")):
            return Skip.UNREALISED_EVENT  # "eligible for parole", "subject to a definitive agreement": not yet
        if governor is not None and openers & {"of", "with", "for"} and bool(verb_lemmas(governor) & rules.accusing_verbs):
            return Skip.UNREPORTED_CLAUSE  # "accused Kuwait of deliberately slashing Iraqi oil revenues": a charge
        if governor is not None and node.deprel.startswith("acl") and "about" in case_forms(sentence, governor):
            return Skip.UNREPORTED_CLAUSE  # "worried about civil war spilling to the whole Balkans": only feared
        if governor is not None and node.upos == "VERB" and not node.deprel.startswith(("conj", "acl:relcl")) and (
            ((governor.upos == "NOUN" or node.deprel.startswith("advcl")) and openers & {"for"}) or openers & {"about"}
        ):
            return Skip.UNREPORTED_CLAUSE  # "a mechanism for ejecting us", "talk about killing Rabin": aimed at or talked of
        if governor is not None and node.deprel.startswith(("acl", "nmod")) and not node.deprel.startswith("acl:relcl") and (
            governor.lemma.lower() in rules.intention_nouns | rules.unreported_nouns
        ):
            return Skip.UNREPORTED_CLAUSE  # "in hopes of trumping the law", "accusations that she joined"
        if governor is not None and node.deprel.startswith("acl") and not node.deprel.startswith("acl:relcl") and (
            governor.deprel in OBJECT_RELATIONS and governor.head and bool(verb_lemmas(sentence.token(governor.head)) & rules.denying_verbs)
        ):
            return Skip.UNREPORTED_CLAUSE  # "denied a newspaper report that more arrests had been made"
        # a "that" clause the parser made an adverbial or a conjunct is a complement too ("denied accusations that
        # she joined", "suggested that Elian and his relatives stay")
        complement = accompanied is None and (node.deprel == "ccomp" or ("that" in markers and (
            node.deprel.startswith("advcl") or (node.deprel == "conj" and governor is not None and governor.upos == "VERB" and not any(
                c.deprel in ("ccomp", "mark") for c in sentence.children(governor.index)
            ))  # not the second of two clauses: "told police that Rabin was a traitor and that she prayed"
        )))
        # up from an infinitive, a reported clause, an object event ("would cause travel disruption"), a means
        # or a conjunct
        # a noun event in its verb's oblique shares the verb's modal ("must start over with a new appeal")
        noun_oblique = node is noun and noun.upos == "NOUN" and node.deprel.startswith("obl")
        if not (means or shared or noun_oblique or complement or node.deprel in ("xcomp", *OBJECT_RELATIONS)) or governor is None:
            return None
        if node.deprel == "xcomp" and "to" in markers and governor.lemma.lower() in rules.modal_infinitive_verbs:
            return Skip.MODAL_EVENT  # "has to be seen as", "need to clarify": an obligation, not an event
        if node.deprel == "xcomp" and (governor.lemma.lower() in rules.unrealising_verbs or governor.upos == "ADJ"):
            return Skip.UNREALISED_EVENT
        if complement and bool(verb_lemmas(governor) & rules.unrealising_object_verbs):
            return Skip.UNREALISED_EVENT  # "demanding that Elian be allowed to stay": asked for, not done
        if node.deprel == "ccomp" and subjunctive(sentence, node):
            return Skip.UNREALISED_EVENT  # "insisted that the child be returned": a mandate, not a report
        if node.deprel == "xcomp" and future_unasserted and governor.form.lower() in rules.future_forms:
            return Skip.FUTURE_EVENT
        if complement and not reports(governor) and not reporting_frame(node, governor):
            return Skip.UNREPORTED_CLAUSE  # "fear they are witnessing", "believe the IRA was behind": not reported
        node, own = governor, own and not complement
    return None


def accompanied_clause(sentence: Sentence, verb: Token) -> Token | None:
    """The verb of the clause that a participle clause opened by "with" accompanies ("would cause travel
    disruption ..., with some 20cm-40cm falling in places"): the nearest verb before the "with", however the
    parser hung the participle; None for any other event."""
    if verb.xpos != "VBG":
        return None
    opening = min((t for t in sentence.subtree(verb.index) if t.index < verb.index and t.upos != "PUNCT"), key=lambda t: t.index, default=None)
    if opening is None or opening.form.lower() != "with" or opening.index == 1:
        return None
    return next((t for t in reversed(sentence.tokens[: opening.index - 1]) if t.upos == "VERB"), None)


def under_modal(sentence: Sentence, verb: Token) -> bool:
    """``verb`` has a modal auxiliary ("could do", "would cause")."""
    return any(c.deprel.startswith("aux") and c.lemma.lower() in phrase_rules().modal_auxiliaries for c in sentence.children(verb.index))


def hedged_scope(sentence: Sentence, token: Token) -> Skip | None:
    """Why an event deep in the adjuncts of a planned or modal act is no more real than the act (:func:`unasserted`
    reads its own clause and those it completes): "She was scheduled to lay flowers ..., talk to ... and meet with
    President Moi in a five-hour visit before returning home" (the visit, the return). It climbs obliques, nominal
    modifiers, objects, and clauses and conjuncts without a subject of their own; a relative or a reported clause
    stops it (what it says is real)."""
    rules = phrase_rules()
    node = token
    for _ in range(len(sentence.tokens)):  # never round a cycle
        if not node.head:
            return None
        governor = sentence.token(node.head)
        # an infinitive of a planning verb, or a bare verb the parser hung on it as a conjunct after its first
        # infinitive ("was scheduled to lay flowers ..., talk to ... and meet with ..."; not "refused ... and hopes")
        own_clause = any(c.deprel in SUBJECT_RELATIONS or c.deprel.startswith("aux") for c in sentence.children(node.index))
        listed = node.deprel == "conj" and node.xpos == "VB" and not own_clause and any(
            c.deprel == "xcomp" and c.index < node.index for c in sentence.children(governor.index)
        )
        if (node.deprel == "xcomp" or listed) and governor.lemma.lower() in rules.unrealising_verbs:
            return Skip.UNREALISED_EVENT
        if node.deprel == "conj" and node.xpos == "VB" and not own_clause and governor.xpos in ("VBD", "VBZ"):
            # a bare infinitive is no conjunct of a finite verb: one of an infinitive series the parser hung low ("was
            # scheduled to lay flowers ..., talk to guards and others who survived the blast and meet with ..."), read
            # as the series' verb it follows
            root = next(t for t in sentence.tokens if not t.head)
            series = next(
                (t for t in governors_below(sentence, governor, root) if t.xpos == "VB" and t.deprel in ("conj", "xcomp")), None
            )
            if series is not None:
                node = series
                continue
        if wanted_scene(sentence, node, governor):
            return Skip.UNREALISED_EVENT
        # a verb conjoined to a noun is a misparse: "pledged to stand united ... against Iraq, warning Saddam"
        alike = (node.upos in NOMINAL_UPOS) == (governor.upos in NOMINAL_UPOS)
        # a clause with a subject of its own has a status of its own: "can participate because all NATO member
        # states have approved their joining"
        # ... as has one set off by a comma, which the parser may have hung on the wrong verb ("refused to return him
        # ..., citing the harshness of the Castro regime")
        climbed = node.deprel.split(":")[0] in ("obl", "nmod", *OBJECT_RELATIONS, "iobj", "compound", "xcomp") or (
            not own_clause and not (node.deprel.startswith("advcl") and after_comma(sentence, governor, node))
            and (node.deprel.startswith("advcl") or node.deprel == "acl" or (node.deprel == "conj" and alike))
        )
        if not climbed or node.deprel == "nmod:poss":
            return None
        if under_modal(sentence, governor):
            return Skip.MODAL_EVENT
        node = governor
    return None


def wanted_scene(sentence: Sentence, clause_head: Token, governor: Token) -> bool:
    """A time clause after a wanting verb's infinitive sets the scene of what is wanted, whichever verb the parser
    hung it on: "wanted his wife and son to collect ... while he started a new life" (the new life is the plan)."""
    rules = phrase_rules()
    markers = {c.form.lower() for c in sentence.children(clause_head.index) if c.deprel == "mark"}
    infinitive_before = any(
        c.index < clause_head.index and (c.deprel == "xcomp" or (c.deprel.startswith("advcl") and any(
            m.deprel == "mark" and m.form.lower() in rules.infinitive_markers for m in sentence.children(c.index)
        )))
        for c in sentence.children(governor.index)
    )
    # the wanter's own scene, told with a pronoun ("while he started"); "while authorities have vowed" is another's
    pronoun_subject = any(c.deprel in SUBJECT_RELATIONS and c.upos == "PRON" for c in sentence.children(clause_head.index))
    return (
        clause_head.deprel.startswith("advcl") and bool(markers & rules.temporal_markers) and pronoun_subject
        and governor.lemma.lower() in rules.unrealising_verbs and infinitive_before
    )


def present_or_future(sentence: Sentence, predicate: Token) -> bool:
    """``predicate``'s clause is in the present or future: its first auxiliary or copula, or itself, is a present
    form or a modal ("are scheduled", "will be held", "is due")."""
    return finite_word(sentence, predicate).xpos in ("VBZ", "VBP", "MD")


def unasserting_noun_before(sentence: Sentence, event: Token) -> bool:
    """Right before ``event``'s phrase stand a noun of claim or fear, or (before a verb) of aim, and "of" or
    "for" ("threats of retaliation", "the task of keeping the peace"): read from the words, so a parser that hangs
    the event elsewhere cannot make it real. A noun event after a noun of aim may be real ("the aim of the visit")."""
    rules = phrase_rules()
    opening = event.index
    while opening > 1 and (before := sentence.token(opening - 1)).deprel != "case" and descends_from(sentence, before, event.index):
        opening -= 1  # past the event's own determiners and adjectives
    intention = sentence.token(opening - 1) if opening > 1 else None
    if event.upos == "VERB" and intention is not None and sentence.token(opening).form.lower() == "to" and (
        intention.lemma.lower() in rules.intention_nouns and not any(d.lemma.lower() == "no" for d in sentence.children(intention.index))
    ):
        return True  # "it plans to aggressively discount", "plans" parsed the object of "said"
    if opening < 3 or sentence.token(opening - 1).form.lower() not in ("of", "for"):
        return False
    nouns = rules.unreported_nouns | (rules.intention_nouns if event.upos == "VERB" else frozenset())
    return sentence.token(opening - 2).lemma.lower() in nouns


def timed_by_future(sentence: Sentence, verb: Token, governor: Token | None) -> bool:
    """``verb`` heads a present-tense clause that times a future one ("once Gonzalez arrives ..., it will
    begin"), where English puts what is still to come in the present: opened by a word of time, with a future
    or modal auxiliary on its governor or after it, however the parser hangs the two clauses."""
    rules = phrase_rules()
    children = sentence.children(verb.index)
    opened = any(c.deprel in ("mark", "advmod") and c.index < verb.index and c.form.lower() in rules.temporal_markers for c in children)
    later = {*rules.future_auxiliaries, *rules.modal_auxiliaries}
    return opened and finite_word(sentence, verb).xpos in ("VBZ", "VBP") and (
        any(t.form.lower() in later for t in sentence.tokens[verb.index :])
        or (governor is not None and any(c.deprel.startswith("aux") and c.lemma.lower() in later for c in sentence.children(governor.index)))
    )


def infinitive_of_bare_conjunct(sentence: Sentence, conjunct: Token, governor: Token) -> Token:
    """The verb whose status a conjunct shares: a bare verb the parser hung on a finite one belongs to the
    infinitive between them ("was scheduled to lay flowers, talk to guards and meet ...": "talk" is to be done,
    like "lay"); else ``governor``."""
    if conjunct.xpos != "VB" or governor.xpos in ("VB", "MD"):
        return governor
    return next(
        (c for c in sentence.children(governor.index) if c.deprel == "xcomp" and c.xpos == "VB" and c.index < conjunct.index),
        governor,
    )


def reports(governor: Token) -> bool:
    """A clause under ``governor`` is reported or presupposed, so counts as real (READING.md): a verb of saying,
    showing or knowing ("said the talks collapsed", "found that ..."), or a predicate of fact ("it is clear
    that"); one that fears, denies, believes, charges or hopes it does not assert it. A clause of a verb the
    list does not name is not asserted: the list says what is safe, not what is not."""
    rules = phrase_rules()
    return bool(verb_lemmas(governor) & rules.reporting_verbs) or governor.lemma.lower() in rules.factive_predicates


def unasserting_verb_before(sentence: Sentence, verb: Token) -> bool:
    """Right before ``verb``'s clause (its subject, auxiliaries, a "that") stands a verb that fears, believes,
    hopes or denies it ("fear they are witnessing", "believe the IRA was behind"): read from the words, so a
    parser that hangs the clause elsewhere cannot make it real."""
    rules = phrase_rules()
    opening = min([
        verb.index, *(
            span(sentence, c)[0] for c in sentence.children(verb.index)
            if c.deprel in SUBJECT_RELATIONS or c.deprel.startswith(("aux", "cop", "mark"))
        ),
    ])  # where its clause opens: "believe [the IRA was behind]"
    before = opening - 1
    while before >= 1 and sentence.token(before).form.lower() == "that":
        before -= 1
    return before >= 1 and bool(verb_lemmas(sentence.token(before)) & rules.unasserting_clause_verbs)


def opening_condition(sentence: Sentence) -> bool:
    """The sentence opens with a condition ("If in fact ... then ..."): its events, the condition's and what
    follows from it, are hypothetical, and a parser that misreads "if" cannot make them real."""
    rules = phrase_rules()
    first = next((t for t in sentence.tokens if t.upos != "PUNCT" and t.form not in rules.quote_marks), None)  # "``If" tagged a noun
    return first is not None and first.form.lower() in rules.condition_markers - {"whether"}


def reporting_frame(clause_verb: Token, governor: Token) -> bool:
    """``clause_verb`` is the report's own verb after what it reports, which the parser hung below it ("the
    boy should go home, INS commissioner Doris Meissner told reporters"): the report, not a clause of it."""
    return clause_verb.index > governor.index and bool(verb_lemmas(clause_verb) & phrase_rules().reporting_verbs)


def annotated_unasserted(attributes: Mapping[str, str]) -> Skip | None:
    """Why the corpus's own annotation says the event did not happen, or None: RED's polarity NEG,
    a TimeML modality ("would", "could") or a RED contextual modality other than ACTUAL, or UDS factuality
    below 0. The annotators read what no tree rule sees ("none of this has been confirmed", "burn them")."""
    rules = phrase_rules()
    if any(attributes.get(key, "").lower() in values for key, values in rules.annotated_negation.items()):
        return Skip.ANNOTATED_NEGATED
    if any(key in attributes and attributes[key].lower() not in values for key, values in rules.annotated_assertion.items()):
        return Skip.ANNOTATED_MODAL
    if FACTUALITY in attributes and float(attributes[FACTUALITY]) < 0:
        return Skip.ANNOTATED_NOT_FACTUAL
    return None


def conditional_argument(sentence: Sentence, noun: Token) -> bool:
    """``noun`` is an argument of a clause in a condition ("if a school bus ... crashes"): what its participle
    says of it is as hypothetical as the clause."""
    if not noun.head or noun.deprel.split(":")[0] not in ("nsubj", "obj", "obl", "iobj"):
        return False
    markers = phrase_rules().condition_markers
    return any(c.deprel == "mark" and c.form.lower() in markers for c in sentence.children(noun.head))


def yes_no_question(sentence: Sentence, verb: Token) -> bool:
    """``verb`` heads a question that asks whether it happened ("Did he leave?", "You know why?", "Are you free
    today."), not one that takes it as given ("Why did he leave?": a wh-word before the verb), nor a statement
    whose later clause of its own asks ("This is the organization that bombed ..., and now they should be considered ...?")."""
    rules = phrase_rules()
    # 'You know why?"', "(... is anybody else just a little nostalgic ...?)": quotes and closing brackets after the mark
    written = [t for t in sentence.tokens if t.form not in rules.quote_marks]
    ending = [t for t in written if t.form not in (")", "]")]
    later_clause = any(
        c.deprel in ("conj", "parataxis") and any(g.deprel in SUBJECT_RELATIONS for g in sentence.children(c.index))
        for c in sentence.children(verb.index)
    )
    # "Are you free for lunch today.": an auxiliary before the subject asks, whatever the last mark
    inverted = len(written) > 1 and written[0].head == verb.index and written[0].deprel.startswith(("aux", "cop")) and (
        written[1].head == verb.index and written[1].deprel in SUBJECT_RELATIONS
    )
    return verb.deprel == "root" and bool(ending) and (ending[-1].form == "?" or inverted) and not later_clause and not any(
        t.xpos in rules.relative_xpos for t in written if t.index < verb.index
    )


def imperative(sentence: Sentence, verb: Token, children: list[Token]) -> bool:
    """A command or an invitation, not an event that happened: a main or quoted verb's base form with no
    subject, auxiliary or marker, that opens its clause ("Hop onto a Hop On / Hop Off bus", "Please
    confidentially share matters", '"Stop the bloodshed," he said'); not a past "put" whose subject the parser
    lost ("officials led byWen Jiabao ... put forward")."""
    rules = phrase_rules()
    # a letter's formula opens it too: "Attached find the agreements" ("Attached" parsed a clausal subject)
    formula = [c for c in children if c.index < verb.index and c.form.lower() in rules.letter_formula_words]
    # ... as may a fronted prepositional phrase: "For those of you who already sent us an RSVP response, please disregard"
    # (a base form indeed: not "On Tuesday, fed up with rampant crime, ...", "fed" tagged a base form)
    base_form = verb.form.lower() == verb.lemma.lower()
    fronted = [
        c for c in children
        if base_form and c.deprel.split(":")[0] in ("obl", "nmod") and any(g.deprel == "case" for g in sentence.children(c.index))
    ]
    opening = all(c.index > verb.index or c.deprel in ("punct", "discourse", "cc", "advmod") or c in formula + fronted for c in children)
    # a command that is not the sentence's main verb opens the sentence (a quoted one: '"Stop the bloodshed," ...') or
    # follows a dash or colon ("... you can find -- witness the fight ...")
    before = sentence.token(verb.index - 1) if verb.index > 1 else None
    first = verb.deprel == "root" or all(t.upos in ("PUNCT", "INTJ", "CCONJ") for t in sentence.tokens[: verb.index - 1]) or (
        verb.deprel == "parataxis" and before is not None and before.form in ("--", ":", ";")
    )
    return verb.xpos == "VB" and verb.deprel in ("root", "parataxis", "ccomp") and opening and first and not any(
        (c.deprel in SUBJECT_RELATIONS | {"expl", "mark"} and c not in formula) or c.deprel.startswith("aux") for c in children
    )


def subjunctive(sentence: Sentence, verb: Token) -> bool:
    """A that-clause in the mandative subjunctive: a subject and a bare verb ("that the child be returned",
    "that Elian stay"), what someone wants done, not what happened."""
    children = sentence.children(verb.index)
    if not any(c.deprel in SUBJECT_RELATIONS for c in children):
        return False
    return finite_word(sentence, verb).xpos == "VB" and not any(c.xpos == "MD" or c.lemma.lower() == "do" for c in children)


def wished_existence(sentence: Sentence, noun: Token) -> bool:
    """``noun`` is what a subjunctive "there be" clause says should or need not exist ("it is unnecessary that there
    be a judgment"): the be's base form with "there" and a complementiser."""
    be = sentence.token(noun.head) if noun.head and noun.deprel in SUBJECT_RELATIONS else None
    if be is None or be.form.lower() != "be":  # the base form, however tagged ("be" tagged VBP)
        return False
    children = sentence.children(be.index)
    return any(c.deprel == "expl" for c in children) and any(c.deprel == "mark" for c in children) and not any(
        c.deprel.startswith("aux") for c in children
    )


def prevented(sentence: Sentence, noun: Token) -> bool:
    """``noun`` ends a stretch of noun phrases that a noun of preventing opens ("elimination of discrimination against
    women and of the use of torture"): what is to be ended, not what happened. Read from the words, as parsers hang
    such conjoined of-phrases anywhere."""
    if noun.upos not in NOMINAL_UPOS:
        return False
    preventing = phrase_rules().preventing_nouns
    for token in reversed(sentence.tokens[: noun.index - 1]):
        if token.lemma.lower() in preventing:
            return True
        if token.upos not in ("NOUN", "PROPN", "ADJ", "DET", "ADP", "CCONJ", "NUM"):
            return False
    return False


def alternative(sentence: Sentence, verb: Token) -> bool:
    """``verb`` is one of alternatives joined by "or" ("you subscribed to it or someone forwarded it", "give
    them to a library or burn them"): the context asserts neither."""
    def ored(token: Token) -> bool:
        return any(c.deprel == "cc" and c.form.lower() in ("or", "nor") for c in sentence.children(token.index))
    return ored(verb) or any(
        c.deprel == "conj" and c.upos in ("VERB", "AUX", "ADJ") and ored(c) for c in sentence.children(verb.index)
    )


def verb_lemmas(token: Token) -> set[str]:
    """The parser's lemma and those a dictionary gives the form (UDPipe: "fell" -> "fell"; Stanza: "barred" -> "barr")."""
    return {token.lemma.lower(), *all_lemmas(token.form.lower()).get("VERB", ())}


def realised_infinitive(sentence: Sentence, infinitive: Token) -> bool:
    """An infinitive that says what happened: after a verb of going on or of change ("continued to hold out",
    "fell 50 cents to close at $20"), or of a noun that a superlative or ordinal picks out ("the first senior
    official to refer", "one of the biggest bills to pass the Senate")."""
    rules = phrase_rules()
    governor = sentence.token(infinitive.head) if infinitive.head else None
    if governor is None:
        return False
    lemmas = verb_lemmas(governor)
    if lemmas & rules.realising_verbs & rules.measure_verbs:
        # a verb of change realises its infinitive only as a price's move ("fell 50 cents to close at $20"), not as
        # a person's ("slipped into an empty Senate chamber to savor the grandeur": a purpose)
        return any(
            c.upos in ("NUM", "SYM") or any(g.deprel == "nummod" for g in sentence.children(c.index))
            for c in sentence.children(governor.index) if c.deprel in OBJECT_RELATIONS or oblique(c)
        )
    return bool(lemmas & rules.realising_verbs) or any(
        c.xpos in SUPERLATIVE_XPOS or c.form.lower() in rules.realising_modifiers
        for c in sentence.children(governor.index) if c.deprel in ("amod", "advmod")
    )


def no_event(sentence: Sentence, reading: HeadReading, corpus_pos: str | None) -> Skip | None:
    """A word that modifies the noun right after it names no event of its own ("engineering workstations",
    "opposed ideologies"), unless the corpus calls it a verb (the parser's misreading: "agreed to plead
    guilty" with "plead" an adjective of "guilty"); a copular predicate is still one ("the man was injured")."""
    token = reading.token
    governor = sentence.token(token.head) if token.head else None
    if (
        not reading.copular and not reading.state and corpus_pos != "VERB" and token.deprel in NOMINAL_MODIFIERS
        and governor is not None and governor.upos in NOMINAL_UPOS and token.index < governor.index
    ):
        return Skip.NOT_AN_EVENT
    return None


def misread_as_clause(sentence: Sentence, token: Token) -> bool:
    """A noun that can be a verb, after "as", with a name for its compound and no determiner or possessor: a clause
    "as <name> reports" the parser read as one noun phrase, its subject glued to the verb."""
    children = sentence.children(token.index)
    first = min(t.index for t in sentence.subtree(token.index))
    return (
        token.upos == "NOUN" and "VERB" in all_lemmas(token.form.lower())
        and first > 1 and sentence.token(first - 1).form.lower() == "as"
        and any(c.deprel == "compound" and c.upos == "PROPN" for c in children)
        and not any(c.deprel in ("det", "nmod:poss") for c in children)
    )


def unreadable_head(sentence: Sentence, reading: HeadReading) -> Skip | None:
    """Why a readable phrase cannot be made from this head: it reads as a preposition, says nothing by
    itself, or is no event (a number, a name, a light verb as a noun's modifier); None when it can."""
    rules = phrase_rules()
    token, lemma, copular = reading.token, reading.lemma, reading.copular
    children = sentence.children(token.index)
    if lemma in rules.preposition_like_verbs:
        return Skip.FRAGMENT  # "according to", "including": "the according", "the including"
    if copular and (token.xpos in rules.relative_xpos or names_nothing(sentence, token)):
        return Skip.FRAGMENT  # "what is this?": "the being what"; "it's me": "the being me"
    if lemma == "be" and any(c.deprel == "expl" for c in children):
        return Skip.EXISTENTIAL
    participle = reading.passive or copular or token.xpos == "VBN"
    if (
        token.form.lower() in rules.empty_passives and participle
        and any(c.deprel == "xcomp" and clause(sentence, c) for c in children)
    ):
        # "was supposed to leave": "the being supposed" says nothing; nor do "the being able" ("will be able
        # to help") and "the expecting" when the parser took the passive's "'s" for "has" ("He's expected to meet")
        return Skip.FRAGMENT
    if (
        token.form.lower() in rules.habitual_forms and followed_by(sentence, token, "to")
        and any(c.deprel == "xcomp" for c in children)  # a verb after "to": not "have been used to."
    ):
        return Skip.FRAGMENT  # "I used to take my cars there": "the using" is no event of the sentence
    if token.upos in ("NUM", "SYM") and not copular:
        return Skip.FRAGMENT  # a number is no event: "the 400 million started", "the being for $250"
    if token.upos == "PROPN" and not copular:
        return Skip.FRAGMENT  # a name is no event: "the Everest ended"
    if lemma in rules.it_idioms and any(c.deprel in SUBJECT_RELATIONS and c.form.lower() == "it" for c in children) and any(
        c.deprel.startswith(("obl", "nmod")) and case_forms(sentence, c) & rules.it_idioms[lemma] for c in children
    ):
        return Skip.FRAGMENT  # "when it came to quality" (as for): no coming
    if lemma in rules.empty_bare_gerunds and token.deprel == "root" and any(c.deprel in SUBJECT_RELATIONS and c.xpos == "WP" for c in children):
        return Skip.FRAGMENT  # "what happened to you?": what happened is asked, not "the happening to you"
    if misread_as_clause(sentence, token):
        return Skip.FRAGMENT  # "as ... Purnell Murdock reports", a clause read as a noun: not "the ... Murdock reports"
    if token.upos in ("ADP", "SCONJ") and not copular:
        return Skip.FRAGMENT  # "believe the IRA was behind two killings" misparsed: not "the behind"
    governor = sentence.token(token.head) if token.head else None
    if reading.verbal and token.xpos == "VBN" and token.deprel == "xcomp" and governor is not None and (
        governor.lemma.lower() in rules.predicate_verbs
    ):
        return Skip.STATIVE_PARTICIPLE  # "have become impoverished": a state, not "the impoverishing"
    if token.form.lower() in rules.stative_participles and (
        reading.passive or token.deprel == "acl" or (token.deprel.startswith("advcl") and token.xpos == "VBN")
    ):
        return Skip.STATIVE_PARTICIPLE  # "is based upon", "an airport located in": a state, not "the basing of"
    complement = prepositional_complement(sentence, token, lemma)
    if reading.verbal and (complement is None or (complement and reading.passive)):
        return Skip.LOST_COMPLEMENT  # "looks as if ...", "was called for by": no phrase carries it
    light_compound = token.deprel == "compound" and verb_lemma(token.form, token.lemma) in rules.light_verbs
    if reading.nominal and not copular and light_compound:
        return Skip.FRAGMENT  # a light verb parsed as a noun's modifier: "take care" -> "the take"
    return None


def prepositional_complement(sentence: Sentence, verb: Token, lemma: str | None, after: int | None = None) -> list[Token] | None:
    """The words of ``verb``'s prepositional complement: a phrase after it, before any object, opened by one of
    the prepositions ``prepositional_verbs`` lists for its ``lemma`` ("called for a ceasefire", "looked at the genocide", "served as head of TNK-BP"), not a
    time ("passed on Tuesday", "for two hours"); after an object it is an adjunct ("calling tropics for the next
    event"), unless the object is a pronoun (``after``: its index; "provided us with excellent service"). []
    when there is none, None when it is a clause no phrase carries ("looks as if ...")."""
    rules = phrase_rules()
    prepositions, time_words = rules.prepositional_verbs.get(lemma or "", frozenset()), rules.time_words
    children = sentence.children(verb.index)
    if any(
        m.deprel == "mark" and m.index == verb.index + 1 and m.form.lower() in prepositions
        for c in children if c.deprel.startswith("advcl") for m in sentence.children(c.index)
    ):
        return None
    first_object = min((c.index for c in children if c.deprel in OBJECT_RELATIONS), default=len(sentence.tokens) + 1)
    start, end = (verb.index, first_object) if after is None else (after, len(sentence.tokens) + 1)
    for c in children:
        cases = [m for m in sentence.children(c.index) if m.deprel == "case"]
        if (
            start < c.index < end and c.deprel.startswith(("obl", "nmod"))
            and any(m.form.lower() in prepositions for m in cases) and c.form.lower() not in time_words
            # a counted time or measure is no complement ("for two hours"); counted things are ("asked for 28 visas")
            and not (any(m.deprel == "nummod" for m in sentence.children(c.index)) and c.lemma.lower() in rules.measure_units | time_words)
        ):
            later_clause = any(
                d.deprel.startswith(("xcomp", "advcl", "ccomp", "acl")) and d.index > c.index
                and any(m.deprel == "mark" and m.form.lower() == "to" for m in sentence.children(d.index))
                for d in [*children, *sentence.children(c.index)]
            )
            words = sorted([*cases, *argument_words(sentence, c)], key=lambda t: t.index)
            if c.upos not in ("NOUN", "PROPN") or clause(sentence, c) or later_clause or any(
                t.lemma.lower() in rules.measure_units for t in sentence.subtree(c.index)
            ):
                # "look at what happened", "dealt with this", "talking about now": nothing a phrase names; "called for
                # Sinn Fein ... to be expelled": the complement is a clause's subject; "looked for the better part of
                # 2 weeks": a time
                return None
            return words
    return []


def head_dependents(sentence: Sentence, reading: HeadReading, profile: Profile, syntax: Syntax) -> list[Token]:
    """The head's own words the profile attaches (adjectives, compounds, determiner, negation, particle),
    less those a readable phrase knows to be parse errors; a "being" predicate's case marker and degree
    words."""
    head, verbal = reading.token.index, reading.verbal
    dependents = attached_dependents(sentence, head, profile.dependents[syntax])
    if not profile.readable_phrases:
        return dependents
    if verbal:  # an adjective or compound on a verb is a parse error ("the Nicolas informing")
        dependents = [t for t in dependents if t.deprel not in NOMINAL_MODIFIERS]
        # a particle after a comma belongs elsewhere ("fell to $14 billion last year, down from ..."): not "falling down"
        dependents = [
            t for t in dependents
            if not (t.deprel == "compound:prt" and after_comma(sentence, reading.token, t))
        ]
    # a verb as an adjective is a parse error ("the underwent brain surgery"); the words before it are its
    # subject ("the Israeli government admitted mistakes")
    misparsed = [t.index for t in dependents if t.deprel == "amod" and misparsed_verb(sentence, t)]
    dependents = [t for t in dependents if t.index > max(misparsed, default=0) or is_negation(t)]
    if reading.nominal and not reading.being:  # an adjective after its noun comes with words the phrase cuts
        dependents = [t for t in dependents if not (t.deprel == "amod" and t.index > head)]  # "a charge related"
    if reading.being:
        dependents = sorted([*dependents, *copula_extras(sentence, head, dependents, verbal)], key=lambda t: t.index)
    return dependents


def split_dependents(
    dependents: list[Token], reading: HeadReading, profile: Profile
) -> tuple[list[Token], str, list[Token]]:
    """(negations, determiner, modifiers) of the head's dependents: a nominal's own determiner replaces
    "the"; quantities and a lone "own" are dropped."""
    readable, rules = profile.readable_phrases, phrase_rules()
    # UD v1 makes "no" a "neg" of its noun ("will be no problem"): a determiner, which stays in place
    negations = [t for t in dependents if is_negation(t) and not (readable and t.upos == "DET")]
    determiner = "the"
    modifiers = []
    for t in dependents:
        if t in negations:
            continue
        if readable and reading.nominal and not reading.being and t.deprel == "amod" and t.form.lower() in rules.quantity_words:
            continue  # "the so much pressure": a quantity is no property of the event
        if readable and t.form.lower() == "own" and not any(d.deprel == "nmod:poss" for d in dependents):
            continue  # "their own divisions" without its pronoun: not "the own divisions"
        if (t.deprel == "det" or (readable and t.upos == "DET")) and not reading.being:
            # a nominal's own determiner replaces "the"; on a verb it can only be a parse error
            if not reading.verbal and t.form.lower() != "the" and not (
                readable and (t.lemma.lower() in rules.non_event_determiners or t.lemma.lower() == "a"
                              or t.form.lower() in rules.demonstrative_pronouns | {"that"})
            ):  # the paper profile's event is the context's: "the Tel Aviv peace rally", not "a"; "those talks" points
                # back to words the hypothesis lacks: "the talks"
                determiner = surface_form(t, profile)
            continue
        modifiers.append(t)
    return negations, determiner, modifiers


def active_verb_parts(
    sentence: Sentence, reading: HeadReading, particles: list[Token], profile: Profile
) -> VerbParts | Skip:
    """What an active verb's readable phrase carries: its particles, and a light verb's complement (or the
    skip when it has none), or the verb's object as its argument with an adjective that completes it ("the
    shooting down of the plane", "the leaving of nine passengers dead"). A verb whose clausal complement is
    the point ("helped hang a poster", "keep asking"), or whose object is a pronoun, is skipped."""
    token, head, rules = reading.token, reading.token.index, phrase_rules()
    particles = [*particles, *(t for t in stranded_preposition(sentence, head, False) if t not in particles)]
    after = next_token(sentence, token)
    hung_on_object = after is not None and after.deprel == "case" and after.head and sentence.token(after.head).deprel in OBJECT_RELATIONS
    if after is not None and after not in particles and (after.upos == "ADV" or hung_on_object) and misparsed_particle(sentence, token, after):
        particles.append(after)  # "put forward strict new fuel standards" (an object takes no preposition): not "putting strict ..."
    # a verb whose sense needs its prepositional complement carries it: "the calling for a ceasefire"
    complement = prepositional_complement(sentence, token, reading.lemma)
    if complement is None:
        return Skip.LOST_COMPLEMENT  # "look at what happened", "dealt with this": a complement no phrase carries, not "the looking"
    if complement:  # an "object" after it is a misparsed subject ("serving as head of TNK-BP, Bob Dudley ...")
        # a pronoun before it (an indirect object to the parser) makes a clause: "providing us with excellent service"
        pronoun = next((
            c for c in sentence.children(head)
            if c.deprel in ("iobj", *OBJECT_RELATIONS) and c.xpos in rules.personal_pronoun_xpos and head < c.index < complement[0].index
        ), None)
        if pronoun is not None:
            return VerbParts(tuple(particles), (pronoun,), tuple(complement), small_clause=True)
        return VerbParts(after_head=(*particles, *(t for t in complement if t not in particles)))
    if reading.lemma in rules.inverted_subject_verbs and any(c.deprel in OBJECT_RELATIONS for c in sentence.children(head)):
        return Skip.FRAGMENT  # "Beneath the jargon lies a powerful threat": not "the lying of a powerful threat"
    if reading.lemma in rules.causative_verbs and not has_got(sentence, token) and had_done(sentence, token):
        return Skip.CLAUSAL_COMPLEMENT  # "had about 5 repairs done": not "Having about 5 repairs"
    if light_verb(sentence, token, reading.lemma):
        parts = light_verb_complement(sentence, head, reading.lemma)
        if parts is None:
            return Skip.BARE_LIGHT_VERB  # "the having", "the getting": which one?
        return replace(parts, after_head=(*particles, *parts.after_head))
    children = sentence.children(head)
    obj = next((c for c in children if c.deprel in OBJECT_RELATIONS and c.index > head), None)
    governor = sentence.token(token.head) if token.head else None
    if (
        obj is None and token.deprel in NOMINAL_MODIFIERS and governor is not None and governor.index > head
        and noun_not_modifier(governor.form)
    ):
        obj = governor  # a verb the parser made the adjective of its object: "had only expressed regret"
    gap = (obj is None or obj.xpos in phrase_rules().relative_xpos) and relative_gap_object(sentence, token)
    if gap:
        obj = governor  # "the restaurant I visited": "the visiting of the restaurant", not "the visiting"
    verbal_complement = next((c for c in children if c.deprel == "xcomp" and c.index > head and clause(sentence, c)), None)
    if verbal_complement is None:
        verbal_complement = next(
            (c for c in children if c.deprel == "xcomp" and c.index > head and c.upos in ("VERB", "AUX")), None
        )
    if obj is not None and measure(sentence, obj):
        obj = None  # "traveled 40 mins to get there": how far, no object
    if obj is not None and obj.upos == "NUM" and not sentence.children(obj.index):  # a measure is no object by now
        return Skip.LOST_ARGUMENT  # "need 15,000" [troops]: a number whose noun the text leaves out
    if obj is not None and misread_infinitive(sentence, obj, token):
        return Skip.CLAUSAL_COMPLEMENT  # "helping Beijing deal with the threat": the clause, not "the helping of Beijing deal"
    if verbal_complement is not None:
        # "want to be happy": a copular clause no infinitive carries is skipped below
        infinitive = infinitive_words(sentence, verbal_complement, profile) if verbal_complement.upos == "VERB" else None
        if infinitive is None or (obj is not None and obj.index > verbal_complement.index):
            return Skip.CLAUSAL_COMPLEMENT  # "keep asking me": the clause is the point
        if obj is None:
            return VerbParts(after_head=tuple(particles), infinitive=tuple(infinitive))
        # "urged the government to act": a gerund clause, "urging the government to act"
        argument = (obj,) if obj.upos == "PRON" else tuple(argument_words(sentence, obj))
        return VerbParts(tuple(particles), argument, small_clause=True, infinitive=tuple(infinitive))
    if after is not None and after not in particles and obj is not None and after.index < obj.index and (
        after.xpos == "RP" or (after.form.lower() in rules.misparsed_particles and after.deprel == "case" and after.head == obj.index)
    ):
        particles.append(after)  # a particle the parser hung on the object: "shot down Habyarimana's plane", "touched off a rampage"
    if obj is not None:  # a particle after the object: "send Keating's lawyers back": "the sending back of ..."
        particles += [
            c for c in children
            if c.deprel.startswith("advmod") and c.index > obj.index and c.form.lower() in rules.particles
            and not sentence.children(c.index) and c not in particles
        ]
    if obj is None and after is not None and after not in particles and misparsed_particle(sentence, token, after):
        particles.append(after)  # "pushed back hard against the proposals": "the pushing back"
        phrase = sentence.token(after.head) if after.head else None
        if (
            after.deprel == "case" and phrase is not None and phrase.head == head and phrase.index > after.index
            and after.form.lower() in phrase_rules().object_taking_particles
        ):
            obj = phrase  # "rolled out the red carpet": "the rolling out of the red carpet"
    naming = naming_complement(sentence, head, reading.lemma, obj)
    if naming is not None:
        return naming
    if obj is not None and obj.form.lower() in rules.particles and not sentence.children(obj.index):
        particles.append(obj)  # "returned home": no "the returning of home"
        obj = None
    if obj is not None and addressee(sentence, head, reading.lemma):
        obj = None  # "told reporters", "warned Saddam": the gerund alone ("the telling"), not "the telling of reporters"
    if obj is not None and obj.form.lower().endswith(("self", "selves")):
        return Skip.PRONOUN_ARGUMENT  # "a view presented itself": "the presenting of itself" has no antecedent
    if obj is not None and obj.form.lower() == "it" and reading.lemma in rules.clause_it_verbs and any(
        c.deprel.startswith(("advcl", "ccomp")) and c.index > obj.index
        and any(m.deprel in ("mark", "advmod") and m.form.lower() in rules.complementisers | RELATIVE_ADVERBS for m in sentence.children(c.index))
        for c in children
    ):
        return Skip.CLAUSAL_COMPLEMENT  # "you love it when i come over": "it" is the clause, not "Loving it"
    if obj is not None and (obj.xpos in rules.personal_pronoun_xpos or (obj.upos == "PRON" and obj.form.lower() in rules.demonstrative_pronouns)):
        # "cleaned it": a gerund clause ("cleaning it"); "the cleaning of it" is no English; a particle after the
        # pronoun stays there ("holding you back", not "holding back you")
        after_object = next_token(sentence, obj)
        later = [t for t in particles if t.index > obj.index]
        if after_object is not None and after_object.head == head and after_object.form.lower() in phrase_rules().particles:
            later = [*later, after_object] if after_object not in later else later
        before = [t for t in particles if t not in later]
        # "provided us with excellent service": the complement after the pronoun too
        complement = prepositional_complement(sentence, token, reading.lemma, obj.index)
        # "reintroduced me and Laura": the pronoun's conjunct comes along
        return VerbParts(tuple(before), (obj, *object_conjunct(sentence, obj, [obj])), (*later, *(complement or ())), small_clause=True)
    if obj is None or not_an_object(sentence, obj) or measure(sentence, obj) or (misparsed_object(sentence, head, obj) and not gap):
        # where it went completes a verb of motion or change ("came to power", "fell to $14 billion")
        goals = goal_phrases(sentence, head, head, every_oblique=False)
        return VerbParts(after_head=(*particles, *predicative_adjective(sentence, head), *goals))
    inside = {t.index for t in sentence.subtree(obj.index)}
    predicate = [t for t in predicative_adjective(sentence, head) if t.index not in inside]
    goals = [] if predicate else goal_phrases(sentence, head, obj.index, every_oblique=reading.lemma in rules.placement_verbs)
    argument = tuple(t for t in object_words(sentence, head, obj) if t.index > head or gap)
    if obj.form.lower() in rules.amount_words or (obj.lemma.lower() in rules.amount_nouns and amount_apart(sentence, obj, argument)):
        return Skip.LOST_ARGUMENT  # "invested around $8 bn" ("bn" the object), "made net income ... C$2.7 million": the sum cut off
    if reading.lemma in rules.object_predicate_verbs and stranded_predicate(sentence, obj, argument):
        return Skip.LOST_COMPLEMENT  # "called any comparison between ... and the 'cola wars,' unwarranted": not "the calling of any comparison"
    outer = sentence.token(obj.head) if obj.head else None
    if gap and outer is not None and outer.form[:1].isupper() and obj.form[:1].isupper() and any(
        c.deprel == "case" for c in sentence.children(obj.index)
    ):
        return Skip.LOST_ARGUMENT  # "the 1994 Freedom of Access to Clinic Entrances Act, which Schumer sponsored": a name's tail
    if gap and obj.upos == "PROPN" and any(c.deprel == "det" and c.lemma.lower() == "the" for c in sentence.children(obj.index)):
        return Skip.LOST_ARGUMENT  # "The Hank Green I know": the relative says which, not "knowing the Hank Green"
    if gap and any(c.xpos == "JJS" or c.form.lower() in rules.restrictive_adjectives for c in sentence.children(obj.index)):
        # "the best service I have ever seen", "the only line i remember": the relative says which, not "the seeing of the best service"
        return Skip.NOT_AN_EVENT
    if obj.lemma.lower() in rules.complement_nouns and any(
        c.deprel.startswith("nmod") and c.index > obj.index and c not in argument for c in sentence.children(obj.index)
    ):
        return Skip.LOST_ARGUMENT  # "stressed the need for greater flexibility": not "the stressing of the need"
    if not goals and not predicate and not gap and reading.lemma in rules.placement_verbs:
        goals = object_goals(sentence, obj, argument)
    # a state's object makes a gerund clause: "needing something reliable", not "the needing of something reliable"
    # and so does an adjective, or an idiom's bare noun with its own complement: "pleading guilty", "falling foul
    # of Russian authorities" (not "the falling of foul of"); a bare noun alone takes "of": "the opening of fire"
    bare_object = not gap and (obj.upos == "ADJ" or (obj.xpos == "NN" and not any(
        c.deprel.startswith(("det", "nmod:poss", "nummod", "amod")) for c in sentence.children(obj.index)
    ) and any(
        c.deprel.startswith("nmod") and span(sentence, c)[0] == obj.index + 1 for c in sentence.children(obj.index)
    )))
    clause_object = bool(predicate) or reading.lemma in phrase_rules().clause_object_verbs or bare_object
    return VerbParts(tuple(particles), argument, (*predicate, *goals), clause_object)


def cut_inside(sentence: Sentence, argument: Sequence[Token], before_argument: Sequence[Token]) -> bool:
    """The argument's words leave out a word of theirs: inside their stretch of the sentence ("its 460,000 barrels [per
    day] refinery", "[one] less claim"; commas and quotation marks are left out by design) or right before it: what
    is left names something else. ``before_argument``: the phrase's words before it (its verb, its particles)."""
    if not argument:
        return False
    indices = {t.index for t in argument}
    first, last = min(indices), max(indices)
    if any(
        sentence.token(i).upos != "PUNCT" and not (sentence.token(i).deprel == "cc" and sentence.token(i).head in indices)
        for i in range(first, last) if i not in indices
    ):
        return True  # (a conjunction between kept conjuncts is written with them: "U.S. and British objections")
    before = sentence.token(first - 1) if first > 1 else None
    if before is None or before in before_argument or before.upos == "PUNCT" or spelled_number(before) or any(
        before in qualifiers(sentence, t) for t in argument
    ):
        return False  # its own qualifier comes along: "around 1,100 cartoons"
    # a modifier of its own left before it ("the friendly [and relaxing] atmosphere"; an adverb is the phrase's to
    # choose: "[mainly] Tutsis"; a preposition or copula is the outer clause's: "[to] the restaurant I visited", "[was]
    # an organization started"), or a word that says how many of it, however parsed ("[Over] 200,000 customers")
    modifier = before.upos != "ADV" and before.deprel.split(":")[0] in ("det", "amod", "compound", "nummod", "nmod", "flat", "cc", "conj")
    return (modifier and any(descends_from(sentence, before, t.index) for t in argument)) or (
        sentence.token(first).upos == "NUM" and before.form.lower() in phrase_rules().number_qualifiers
    )


def has_got(sentence: Sentence, verb: Token) -> bool:
    """``verb`` is "get" with "have": a possession ("I've got a page"), no getting."""
    return verb.lemma.lower() == "get" and any(c.deprel.startswith("aux") and c.lemma.lower() == "have" for c in sentence.children(verb.index))


def had_done(sentence: Sentence, verb: Token) -> bool:
    """``verb`` has its object done: a participle after the object completes the verb or the object ("had about
    5 repairs done", "get the work done right")."""
    objects = [c for c in sentence.children(verb.index) if c.deprel in OBJECT_RELATIONS]
    return any(
        c.xpos == "VBN" and c.index > obj.index and c.deprel.startswith(("xcomp", "acl", "ccomp", "dep"))
        and not c.deprel.startswith("acl:relcl")
        for obj in objects for c in [*sentence.children(verb.index), *object_dependents(sentence, obj)]
    )


def object_dependents(sentence: Sentence, obj: Token) -> list[Token]:
    """The object's dependents and its determiners' and possessor's: UDS-T's tree hangs the participle of "getting
    my iphone upgraded" on "my"."""
    own = sentence.children(obj.index)
    return [*own, *(t for c in own if c.deprel.startswith(("det", "nmod:poss")) for t in sentence.children(c.index))]


def oblique(dependent: Token) -> bool:
    """An oblique of a verb or predicate: UD 2's "obl", or UD 1's "nmod" (UDS-T's gold trees), not a possessor
    or a bare time or measure ("nmod:tmod", "nmod:npmod")."""
    return dependent.deprel.startswith("obl") or dependent.deprel == "nmod"


def carried_oblique(sentence: Sentence, verb: Token) -> list[Token]:
    """The verb's first oblique after it that completes it, as the phrase carries it: its one-word preposition,
    none of the adjunct ones (where, when), and a noun or personal pronoun with its own words ("for Europe",
    "with his top aides", "to him"); [] when there is none, or it is a time, a measure or a clause."""
    rules = phrase_rules()
    for child in sentence.children(verb.index):
        if not oblique(child) or child.index < verb.index or after_comma(sentence, verb, child):
            continue
        cases = [c for c in sentence.children(child.index) if c.deprel == "case"]
        if len(cases) != 1 or cases[0].form.lower() not in rules.carried_prepositions or sentence.children(cases[0].index):
            return []
        if cases[0].form.lower() == "of" and verb.lemma.lower() in rules.speech_verbs | {"speak", "talk"}:
            return []  # "said of the robbers" is about them: "the saying of the robbers" makes them the speakers
        if cases[0].form.lower() == "as" and verb.lemma.lower() not in rules.role_verbs:
            return []  # "wanted [him] as a material witness", "declined as a result": no role of the verb's own
        pronoun = child.xpos in rules.personal_pronoun_xpos
        if any(c.deprel == "det" and c.lemma.lower() in rules.negative_determiners for c in sentence.children(child.index)):
            return []  # "sorted with no hassle": not "sorted with hassle"
        after = word_after(sentence, child)
        if after is not None and after.form.lower() in rules.relative_pronouns:
            # "advancing at a rate that doesn't preclude ...", the clause hung elsewhere: "at a rate" says nothing without it
            return []
        noun = child.upos in ("NOUN", "PROPN") or noun_only(child.form)  # "beaten to death", "death" tagged a verb
        if (not noun and not pronoun) or child.form.lower() in rules.time_words or clause(sentence, child) or (
            any(c.deprel == "nummod" for c in sentence.children(child.index))
        ):
            return []
        return sorted([cases[0], *([child] if pronoun else argument_words(sentence, child))], key=lambda t: t.index)
    return []


def lost_argument(sentence: Sentence, reading: HeadReading, parts: VerbParts, bare: bool, loose: bool) -> Skip | None:
    """Why the phrase, all its parts gathered, misses what identifies its verb's event, or None: one rule for
    every verb, checked last, so no single-case rule can leave a phrase short. The verb's object, particle,
    verbal complement or completing adverb must be in the phrase ("declined further comment" is no "the
    declining", "fell short" no "the falling", "enabled users to play" no "the enabling of users"); a bare
    gerund keeps only what reads alone: no clause it stands for ("indicated that ...": "the indicating"), no
    oblique that completes it ("prevented ... from running"), no participle of a noun ("the plan offered"); nor
    does a ``loose`` phrase (a bare gerund with its one carried oblique, a passive's, a pronoun's clause) leave
    behind an oblique that completes it ("The morphing from the curiosity" of *morphed from ... into ...*)."""
    covered = covered_indices(reading, parts)
    for child in sentence.children(reading.token.index):
        if child.index not in covered:
            lost = lost_dependent(sentence, reading, parts, child, covered, loose)
            if lost is not None:
                return lost
    return lost_around_argument(sentence, reading, parts) or (lost_by_bare_gerund(sentence, reading) if bare else None)


def covered_indices(reading: HeadReading, parts: VerbParts) -> set[int]:
    """The token indices a verb phrase holds: its head and every part."""
    return {reading.token.index, *(t.index for t in (*parts.after_head, *parts.argument, *parts.after_argument))}


def lost_dependent(
    sentence: Sentence, reading: HeadReading, parts: VerbParts, child: Token, covered: set[int], loose: bool
) -> Skip | None:
    """Why the verb's ``child``, which the phrase (the token indices ``covered``) does not hold, leaves it short
    (:func:`lost_argument`)."""
    rules = phrase_rules()
    token = reading.token
    relation = child.deprel
    openers = opener_forms(sentence, child)
    if relation.startswith(("advcl", "obl")) and child.upos == "VERB" and not parts.infinitive and (
        openers & rules.clause_argument_markers
        or (openers & rules.infinitive_markers and reading.lemma in rules.object_control_verbs)
    ):
        # "prevented the State Department from running the CPA", "enabled Xbox users to play": the clause
        # says what the act was, and the phrase cannot carry it
        return Skip.CLAUSAL_COMPLEMENT
    if relation.startswith(("advcl", "ccomp")) and "whether" in openers:
        return Skip.CLAUSAL_COMPLEMENT  # "left unclear whether they will ...": not "leaving unclear"
    if any(c.deprel == "case" and c.index in covered for c in sentence.children(child.index)):
        return Skip.LOST_COMPLEMENT  # "fuming over this fact": not "the fuming over", its preposition alone
    if relation in (*OBJECT_RELATIONS, "iobj") and not reading.passive and not (
        after_comma(sentence, token, child)  # "While serving as head of TNK-BP, Bob Dudley ...": its subject
        or child.index < min((t.index for t in parts.argument), default=0)  # the recipient: "giving one less claim"
        or child.xpos in rules.relative_xpos or (not_an_object(sentence, child) and child.upos != "PRON")
        or measure(sentence, child)
        or misparsed_object(sentence, token.index, child) or addressee(sentence, token.index, reading.lemma)
        or reading.lemma in rules.speech_verbs  # "said its subsidiary registered": a clause's subject
    ):
        return Skip.LOST_ARGUMENT
    if (relation == "compound:prt" and not after_comma(sentence, token, child)) or (
        relation.startswith("advmod") and child.form.lower() in rules.complement_adverbs and not sentence.children(child.index)
    ):
        return Skip.LOST_ARGUMENT
    if relation == "xcomp" and not parts.infinitive and not parts.small_clause:
        return Skip.CLAUSAL_COMPLEMENT
    if relation.startswith("advcl") and child.index == token.index + 1 and child.xpos in ("VBN", "JJ") and not openers:
        return Skip.CLAUSAL_COMPLEMENT  # "51 people were reported killed": what was reported of them, not "the reporting of 51 people"
    if reading.lemma in rules.naming_verbs and child.index > token.index and (
        relation in (*OBJECT_RELATIONS, "iobj", "xcomp") or child.form.lower() in rules.demonstrative_pronouns | {"that"}
    ):
        return Skip.CLAUSAL_COMPLEMENT  # "called me that all night": the name is out of reach, not "Calling me"
    if reading.lemma in rules.measure_verbs and covered == {token.index} and oblique(child) and child.index > token.index and not (
        child.form.isdigit() and len(child.form) == 4  # a year: "rose in 1990"
    ) and (child.upos in ("NUM", "SYM") or any(c.deprel == "nummod" for c in sentence.children(child.index))):
        return Skip.LOST_COMPLEMENT  # "closing at $100 a share": the move is its figure, not "The closing"
    if relation == "compound" and child.index == token.index - 1 and child.upos in ("ADJ", "ADV", "VERB"):
        return Skip.LOST_ARGUMENT  # "cross examined": not "the examining", another act
    if oblique(child) and case_forms(sentence, child) == {"in"} and reading.lemma in rules.measure_verbs and child.xpos == "NN" and not any(
        c.deprel != "case" for c in sentence.children(child.index)
    ):
        return Skip.LOST_COMPLEMENT  # "growing in number", "rose in value": what it changes in, not "the growing"
    if oblique(child) and parts.argument and "of" in case_forms(sentence, child) and (
        span(sentence, child)[0] == max(t.index for t in parts.argument) + 1
    ):
        return Skip.LOST_COMPLEMENT  # "took care of it", "took advantage of": the object's "of" is the verb's sense
    if oblique(child) and "of" in case_forms(sentence, child) and any(
        is_particle(t) and span(sentence, child)[0] == t.index + 1 for t in parts.after_head
    ):
        return Skip.LOST_COMPLEMENT  # "jumping out of around 10 pick-up trucks": the particle's "of" is its sense, not "the jumping out"
    if relation == "ccomp" and reading.lemma not in rules.speech_verbs and not parts.argument and any(
        not is_particle(t) for t in parts.after_head
    ):
        return Skip.CLAUSAL_COMPLEMENT  # "pointed out to the PX that ...": what was told is the point, not to whom
    if not loose:
        return None
    if relation == "ccomp" and reading.lemma not in rules.speech_verbs | rules.announcing_verbs:
        return Skip.CLAUSAL_COMPLEMENT
    if relation.startswith(("advcl", "xcomp")) and not parts.infinitive and "to" in openers:
        return Skip.CLAUSAL_COMPLEMENT  # "prayed for him to have a heart attack": not "the praying for him"
    cases = case_forms(sentence, child)
    # a bare measure is how much ("rose 5%"), one after a preposition of the verb's its complement ("accounted for 41%")
    bare_measure = not cases and (
        measure(sentence, child) or child.upos == "NUM" or any(c.deprel == "nummod" for c in sentence.children(child.index))
    )
    agent = reading.passive and ("by" in cases or relation == "obl:agent")
    if oblique(child) and child.index > token.index and (not cases or cases - rules.adjunct_cases) and not (
        reading.lemma in rules.speech_verbs or child.form.lower() in rules.time_words or bare_measure or agent
    ):
        return Skip.LOST_COMPLEMENT
    return None


def lost_around_argument(sentence: Sentence, reading: HeadReading, parts: VerbParts) -> Skip | None:
    """Why what stands around the phrase's argument leaves it short: the argument's infinitive, a relative's
    noun, a name cut beside it, a kept word's clause, what the object does (:func:`lost_argument`)."""
    rules = phrase_rules()
    token = reading.token
    covered = covered_indices(reading, parts)
    if any(
        c.deprel == "acl" and c.index not in covered and "to" in {m.form.lower() for m in sentence.children(c.index)}
        for t in parts.argument for c in sentence.children(t.index)
    ):
        return Skip.CLAUSAL_COMPLEMENT  # "earned the right to stay here": not "the earning of the right"
    governor = sentence.token(token.head) if token.head else None
    if token.deprel.startswith("acl:relcl") and governor is not None and governor.index in covered and (
        governor.lemma.lower() in rules.indefinite_pronouns
    ):
        return Skip.LOST_ARGUMENT  # "anything they need": "Needing anything" names no need
    if (
        token.deprel.startswith("acl:relcl") and governor is not None and governor.index not in covered
        and governor.lemma.lower() not in rules.adverbial_gap_nouns
        and any(c.deprel in SUBJECT_RELATIONS for c in sentence.children(token.index))
        and not any(
            c.deprel in OBJECT_RELATIONS or c.xpos == "WRB" or c.form.lower() in RELATIVE_ADVERBS for c in sentence.children(token.index)
        )
    ):
        return Skip.LOST_ARGUMENT  # "the money they had put into ...": the noun is what was put
    for edge in (min((t.index for t in parts.argument), default=0) - 1, max((t.index for t in parts.argument), default=0) + 1):
        beside = sentence.token(edge) if parts.argument and 1 <= edge <= len(sentence.tokens) else None
        if beside is not None and beside.index not in covered and beside.upos == "PROPN" and any(
            t.upos == "PROPN" and abs(t.index - edge) == 1 for t in parts.argument
        ):
            return Skip.LOST_ARGUMENT  # "helped Sir Edmund Hillary": not "the helping of Sir"
    if any(
        c.deprel in ("ccomp", "csubj") and c.index not in covered
        for t in (*parts.after_head, *parts.argument, *parts.after_argument) for c in sentence.children(t.index)
    ):
        return Skip.CLAUSAL_COMPLEMENT  # "left unclear whether they will ...": not "leaving unclear"
    if any(
        c.index > t.index and c.index not in covered and (
            (t.lemma.lower() in rules.clause_bound_nouns and c.deprel.startswith(("acl", "ccomp")))
            or (t.lemma.lower() in rules.of_bound_nouns and bound_phrase(sentence, t, c))
        )
        for t in (*parts.after_head, *parts.argument, *parts.after_argument) for c in sentence.children(t.index)
    ):
        # "liked the way Jespersen summarised it", "drew the ire of ...", "announced an end to rocket attacks": not
        # "Liking the way", "the announcing of an end"
        return Skip.LOST_ARGUMENT
    if any(
        t.lemma.lower() in rules.clause_bound_nouns and (after := next_token(sentence, t)) is not None and after.index not in covered
        and (after.xpos in rules.relative_xpos or after.form.lower() in RELATIVE_ADVERBS | {"that"})
        for t in (*parts.after_head, *parts.argument, *parts.after_argument)
    ):
        return Skip.LOST_ARGUMENT  # "rushed at a time when there were few clients", the clause hung on the verb: not "the rushing at a time"
    if any(
        t.upos == "NOUN" and t.deprel in OBJECT_RELATIONS and all_lemmas(t.form.lower()) and "NOUN" not in all_lemmas(t.form.lower())
        for t in parts.argument
    ):
        return Skip.LOST_ARGUMENT  # "laid a wreath next to the crater", "next" the object: not "the laying of a wreath next"
    complement_cases = rules.prepositional_verbs.get(reading.lemma or "", frozenset())
    if any(
        c.deprel.startswith("nmod") and c.index not in covered and case_forms(sentence, c) & complement_cases
        for t in parts.argument for c in sentence.children(t.index)
    ):
        return Skip.LOST_COMPLEMENT  # "asked the Russian government for an explanation", "for" hung on the object
    if parts.argument and any(
        t.index not in covered and not any(descends_from(sentence, t, a.index) for a in parts.argument)
        for t in sentence.tokens[min(a.index for a in parts.argument) : max(a.index for a in parts.argument) - 1]
    ):
        return Skip.LOST_ARGUMENT  # "reported net income rose a lower-than-anticipated 5.2%" crossed: not "... income lower-than-anticipated"
    if any(c.upos == "ADP" and c.deprel.startswith("nmod") and c.index not in covered for t in parts.argument for c in sentence.children(t.index)):
        return Skip.LOST_ARGUMENT  # "the purchase of up to ...", "up" the noun's modifier: not "the purchase to an additional ..."
    if any(c.deprel == "mark" and c.index not in covered for t in parts.argument for c in sentence.children(t.index)):
        return Skip.LOST_ARGUMENT  # "by forming coalitions" parsed into the object: not "the cracking away of forming coalitions"
    # the verb and its particles, nothing else: the text following them with an article had their object
    # ("Citing an example, ...", "set up an American-Hungarian joint venture called ..." with the noun parsed away),
    # unless the verb's own "object" is the subject of the verb after it ("learned the man was ...": a clause)
    ending = next_token(sentence, max((token, *parts.after_head), key=lambda t: t.index))
    if not (parts.argument or parts.after_argument or parts.infinitive) and ending is not None and ending.index not in covered and (
        ending.form.lower() in INDEFINITE_ARTICLES | {"the"} and reading.lemma not in rules.speech_verbs | rules.clause_verbs
        and not (ending.head and sentence.token(ending.head).head == token.index and subject_of_next_verb(sentence, sentence.token(ending.head)))
    ):
        return Skip.LOST_ARGUMENT
    last = max((t.index for t in parts.argument), default=0)
    following = sentence.token(last + 1) if last and last < len(sentence.tokens) else None
    if following is not None and following.index not in covered and following.form.lower() == "of" and not any(
        descends_from(sentence, following, t.index) for t in parts.argument
    ):
        return Skip.LOST_ARGUMENT  # "represents 10.2% of Meridian's shares", "of" parsed apart: not "representing 10.2%"
    if following is not None and following.index not in covered and following.upos == "VERB" and following.xpos in ("VB", "VBG"):
        return Skip.CLAUSAL_COMPLEMENT  # "heard Amir talk about ...": what the object does, not "the hearing of Amir"
    if following is not None and following.index not in covered and infinitive_follows(sentence, following):
        return Skip.CLAUSAL_COMPLEMENT  # "earned the right to stay here in freedom": not "the earning of the right"
    return None


def lost_by_bare_gerund(sentence: Sentence, reading: HeadReading) -> Skip | None:
    """Why a bare gerund, nothing but the verb, says less than its verb (:func:`lost_argument`): a clause
    opened right after it, the word right after it in its subtree, a noun's participle, a comment clause."""
    rules = phrase_rules()
    token = reading.token
    if reading.lemma in rules.reporting_verbs | rules.speech_verbs and any(
        c.deprel == "mark" and c.form.lower() == "as" for c in sentence.children(token.index)
    ):
        return Skip.FRAGMENT  # "as you know", "as reported": a comment on the sentence, no event of its own
    after = next_token(sentence, token)
    if after is not None and (after.xpos in rules.relative_xpos or after.form.lower() in RELATIVE_ADVERBS):
        return Skip.CLAUSAL_COMPLEMENT  # "This explains why Germany ...": not "the explaining"
    if after is not None and infinitive_follows(sentence, after):
        return Skip.CLAUSAL_COMPLEMENT  # "sought to turn the gulf into ...", the infinitive parsed away: not "the seeking"
    # a particle hung elsewhere: "- sworn in for a mere 24 hours -", "in" an adverb of another verb or a second
    # preposition of "hours" (one before another is a particle's): not "the swearing"
    beside = next_token(sentence, after) if after is not None else None
    doubled = after is not None and beside is not None and beside.deprel == "case" and beside.head == after.head
    if after is not None and after.form.lower() in rules.particles and (after.deprel not in ("case", "mark") or doubled) and (
        not descends_from(sentence, after, token.index)
    ):
        return Skip.LOST_ARGUMENT
    if after is not None and after.form.lower() in rules.object_pronouns and reading.lemma not in rules.speech_verbs | rules.announcing_verbs:
        return Skip.LOST_ARGUMENT  # "assured him Jordan would close ...": not "the assuring"
    if after is not None and reading.lemma not in rules.speech_verbs | rules.announcing_verbs and (
        after.upos in ("NOUN", "PROPN", "ADJ", "DET") and after.form.lower() not in rules.time_words | rules.quantity_words
        and descends_from(sentence, after, token.index)
    ):
        phrase = after  # the verb's dependent that holds the word right after it
        while phrase.head != token.index:
            phrase = sentence.token(phrase.head)
        if not (measure(sentence, phrase) or (phrase is after and not_an_object(sentence, phrase))):
            return Skip.LOST_ARGUMENT  # "paid tribute Tuesday" parsed with "Tuesday" its object: not "the paying"
    if token.deprel == "acl" and token.xpos in ("VBN", "VBD"):
        return Skip.LOST_ARGUMENT  # "the plan offered": "the offering" reads as a share offering
    return None


def after_comma(sentence: Sentence, verb: Token, dependent: Token) -> bool:
    """Punctuation stands between ``verb`` and its ``dependent`` after it: a misparse, the dependent belongs to
    what follows ("fell to $14 billion last year, down from ...", "While serving as head, Bob Dudley ...")."""
    return dependent.index > verb.index and any(t.upos == "PUNCT" for t in sentence.tokens[verb.index : dependent.index - 1])


def relative_gap_object(sentence: Sentence, verb: Token) -> bool:
    """The noun a relative clause modifies is the verb's object: the clause has a subject of its own, and
    nothing but a relative "that"/"which" takes the noun's place ("an awesome restaurant I visited", "the
    arrangement that we discussed"); not with a relative adverb ("where she arrived"), a stranded preposition
    ("the light we wished to"), a clause ("steps he demanded be taken") or another object."""
    rules = phrase_rules()
    governor = sentence.token(verb.head) if verb.head else None
    children = sentence.children(verb.index)
    relative_object = [c for c in children if c.deprel in OBJECT_RELATIONS and c.xpos in rules.relative_xpos]
    others = [c for c in children if c not in relative_object]
    return (
        verb.deprel in ("acl:relcl", "relcl", "acl") and governor is not None and governor.upos in ("NOUN", "PROPN")
        and governor.index < verb.index and verb.xpos != "VBG"
        and governor.lemma.lower() not in rules.adverbial_gap_nouns  # "the way the tax law works": no "working of the way"
        and verb.lemma.lower() not in rules.clause_verbs | rules.speech_verbs
        and any(c.deprel in SUBJECT_RELATIONS and c.xpos not in rules.relative_xpos for c in others)
        and not any(c.xpos in rules.relative_xpos for c in others)
        and not any(
            c.deprel in {*OBJECT_RELATIONS, "iobj", *CLAUSAL_COMPLEMENTS, "obl", "compound:prt"} or c.upos == "ADP"
            or c.deprel.startswith("aux:pass") for c in others if c.index > verb.index
        )
    )


def amount_apart(sentence: Sentence, obj: Token, argument: Sequence[Token]) -> bool:
    """An amount noun object ("net income") without a number of its own, a sum in money after it in its clause that
    the phrase leaves out ("made net income for the year ended Aug. 31 C$2.7 million")."""
    if any(t.upos == "NUM" or t.form in CURRENCY_SYMBOLS for t in argument):
        return False
    verb = sentence.token(obj.head) if obj.head else obj
    kept = {t.index for t in argument}
    return any(
        t.form in CURRENCY_SYMBOLS and t.index > obj.index and t.index not in kept for t in sentence.subtree(verb.index)
    )


def stranded_predicate(sentence: Sentence, obj: Token, argument: Sequence[Token]) -> bool:
    """The object's predicate, after a comma, that the parser hung inside the object as a conjunct or modifier and
    the phrase cuts: "make the position of his opponent, Attorney General Dennis Vacco, a central issue", "called any
    comparison between ... and the 'cola wars,' unwarranted"."""
    kept = {t.index for t in argument}
    for token in sentence.subtree(obj.index):
        predicate = token.upos == "ADJ" or token.xpos == "VBN" or (
            token.upos == "NOUN" and any(c.deprel == "det" and c.lemma.lower() in ("a", "an") for c in sentence.children(token.index))
        )
        if token.index in kept or token.deprel not in ("conj", "acl") or not predicate:
            continue
        governors = governors_below(sentence, token, obj)
        if any(t.deprel == "appos" for t in (token, *governors)):
            continue  # "found the real deal, big pies, sold by the slice": the apposition's own modifier
        if not all(t.upos in NOMINAL_UPOS for t in governors):
            continue  # "feed the hungry ... but brainwash a new generation": a verb's own object
        start = min((t.index for t in sentence.subtree(token.index) if t.upos != "PUNCT"), default=token.index)
        before = next((t for t in reversed(sentence.tokens[: start - 1]) if t.form not in phrase_rules().quote_marks), None)
        if before is not None and before.form == ",":
            return True
    return quoted_predicate_after(sentence, obj)


def quoted_predicate_after(sentence: Sentence, obj: Token) -> bool:
    """A quoted adjective after a comma, later in the clause, hung on another verb: the object's predicate ("called
    the judge's decision, which indicates ..., 'incoherent'")."""
    quotes = phrase_rules().quote_marks
    tokens = sentence.tokens
    return any(
        token.upos == "ADJ" and token.index > obj.index + 1 and tokens[token.index - 2].form in quotes
        and token.index > 2 and tokens[token.index - 3].form == ","
        for token in tokens
    )


def governors_below(sentence: Sentence, token: Token, top: Token) -> list[Token]:
    """``token``'s governors, nearest first, up to ``top`` (itself included; [] when ``token`` is ``top``)."""
    chain: list[Token] = []
    node = token
    for _ in range(len(sentence.tokens)):  # never round a cycle
        if node.index == top.index or not node.head:
            break
        node = sentence.token(node.head)
        chain.append(node)
    return chain


def naming_complement(sentence: Sentence, head: int, lemma: str | None, obj: Token | None) -> VerbParts | Skip | None:
    """A verb of naming with what it names and the name, as a gerund clause ("called him a hero": "calling him
    a hero", not "the calling of a hero"); the skip when the name is out of reach; None for another verb or
    one without a name ("calling them")."""
    if lemma not in phrase_rules().naming_verbs or obj is None:
        return None
    children = sentence.children(head)
    # the parser makes the named one an indirect or a first object and the name the (second) object, or the
    # name an xcomp after the object
    objects = [c for c in children if c.deprel in ("iobj", *OBJECT_RELATIONS) and c.index > head]
    if len(objects) > 1:
        named, name = objects[0], objects[-1]
    else:
        named = obj
        name = next((c for c in children if c.deprel == "xcomp" and c.index > obj.index and c.upos in COMPLEMENT_UPOS), None)
    if name is None:
        return None  # "calling them": no name, another sense (a call)
    between = [t for t in sentence.tokens if span(sentence, named)[1] < t.index < span(sentence, name)[0]]
    if any(t.upos != "PUNCT" for t in between) or clause(sentence, name):
        return Skip.CLAUSAL_COMPLEMENT  # "called the judge's decision, which ..., incoherent": the name is out of reach
    words = [named] if named.upos == "PRON" else argument_words(sentence, named)
    return VerbParts(argument=tuple(words), after_argument=tuple(complement_words(sentence, name, head)), small_clause=True)


def infinitive_words(sentence: Sentence, verb: Token, profile: Profile) -> list[str] | None:
    """A verb's infinitive complement as words after its gerund: "to" + the verb + its particle and object
    ("helped hang a poster": "the helping to hang a poster"); None for one the phrase cannot carry: a gerund
    ("keep asking"), a clause or a negation of its own, a form no dictionary confirms."""
    lemma = verb_lemma(verb.form, verb.lemma)
    children = sentence.children(verb.index)
    if (
        verb.xpos not in ("VB", "VBP") or lemma is None or any(is_negation(c) for c in children)
        or any(c.deprel in CLAUSAL_COMPLEMENTS | {"nsubj", "aux:pass", "cop", "det", "nmod:poss"} for c in children)
        or any(c.deprel == "mark" and c.form.lower() not in phrase_rules().infinitive_markers for c in children)
        or any(  # "needing to know if there are any changes": the clause is what is to be known
            c.deprel.startswith("advcl") and c.index > verb.index
            and any(m.deprel == "mark" and m.form.lower() in phrase_rules().condition_markers for m in sentence.children(c.index))
            for c in children
        )
    ):
        # a determiner or possessor makes it a noun ("opposed the Drabinsky group's move"), another marker another
        # word ("killed on board the ship": no "to board")
        return None
    particles = [c for c in children if c.deprel == "compound:prt"]
    obj = next((c for c in children if c.deprel in OBJECT_RELATIONS and c.index > verb.index), None)
    argument = [] if obj is None else [obj] if obj.upos == "PRON" else argument_words(sentence, obj)
    if any(c.xpos in phrase_rules().relative_xpos for c in children):
        return None  # "needing to purchase what ...", "told him where to drop her off": a wh-word's clause
    # a pronoun object stays: "battling to keep him in the United States", not "to keep in the United States"
    if obj is not None and obj.upos != "PRON" and (not_an_object(sentence, obj) or misparsed_object(sentence, verb.index, obj)):
        argument = []
    if not argument and lemma in phrase_rules().light_verbs:
        return None  # "to get there": a light verb says nothing without its complement
    if obj is not None and lemma in phrase_rules().object_predicate_verbs and stranded_predicate(sentence, obj, argument):
        return None  # "to make the anti-abortion position of his opponent, ..., a central issue": not "to make the ... position"
    # after its governor's object an infinitive without "to" stays bare: "hearing Amir talk", "making him leave"
    governor = sentence.token(verb.head) if verb.head else None
    bare = governor is not None and not any(c.deprel == "mark" for c in children) and any(
        c.deprel in {*OBJECT_RELATIONS, "iobj"} and governor.index < c.index < verb.index for c in sentence.children(governor.index)
    )
    # where it goes completes the infinitive as it does the gerund: "to turn the Gaza strip into a vast battlefield"
    goals = goal_phrases(sentence, verb.index, argument[-1].index if argument else verb.index, lemma in phrase_rules().placement_verbs)
    completing = phrase_rules().prepositional_verbs.get(lemma, frozenset())  # "to capitalize on the murder"
    if (obj is not None and not argument and obj.upos != "PRON") or any(
        oblique(c) and c.index > verb.index and c not in goals
        and bool((case_forms(sentence, c) - phrase_rules().adjunct_cases) | (case_forms(sentence, c) & completing))
        and c.form.lower() not in phrase_rules().time_words
        for c in children
    ):
        return None  # "attempting to capitalize [on ...]": the infinitive would lose what completes it
    if any(c.deprel.startswith("advmod") and c.form.lower() in phrase_rules().complement_adverbs for c in children):
        return None  # "trying to think back": not "trying to think"
    particle_words = [t.form.lower() for t in particles]
    if obj is not None and obj.upos == "PRON":  # a pronoun goes before the particle: "to drop her off", "to build this up"
        return [*([] if bare else ["to"]), lemma, *rendered(sentence, argument, profile), *particle_words, *rendered(sentence, goals, profile)]
    return [*([] if bare else ["to"]), lemma, *particle_words, *rendered(sentence, [*argument, *goals], profile)]


def subject_of(sentence: Sentence, token: Token) -> Token | None:
    """Who or what the predicate is about: its subject; a relative clause's or a reduced relative's noun ("a
    petition filed by Timex"); a complement's or conjunct's governor's subject ("was arrested and charged")."""
    rules = phrase_rules()
    node = token
    for _ in range(len(sentence.tokens)):
        children = sentence.children(node.index)
        subject = next((c for c in children if c.deprel in SUBJECT_RELATIONS - {"csubj"}), None)
        governor = sentence.token(node.head) if node.head else None
        antecedent = governor is not None and governor.upos in NOMINAL_UPOS and governor.index < node.index
        if subject is not None:
            if subject.xpos in rules.relative_xpos:  # "the poll, which was held": the poll
                return governor if antecedent and node.deprel.startswith("acl") else None
            return subject
        if antecedent and node.deprel == "acl":  # a reduced relative: "a petition filed by Timex"
            return governor
        if governor is None or node.deprel not in ("xcomp", "conj"):
            return None
        node = governor
    return None


def bound_phrase(sentence: Sentence, noun: Token, child: Token) -> bool:
    """``child`` is the prepositional phrase an ``of_bound_nouns`` noun says nothing without: its of-phrase, or a
    to-phrase right after it ("the ire of the lawmakers", "an end to rocket attacks", "the attention to detail"; not "a
    share for common stockholders")."""
    cases = case_forms(sentence, child)
    return child.deprel.startswith("nmod") and ("of" in cases or ("to" in cases and span(sentence, child)[0] == noun.index + 1))


def subject_words(sentence: Sentence, subject: Token, profile: Profile) -> list[str] | Skip:
    """The subject as it opens its clause: a personal pronoun as written ("they", "I"), or the subject's own
    words ("Apple", "the presidential poll"); the skip for a pronoun that names nothing here ("this", "who")."""
    if any(c.xpos in phrase_rules().relative_xpos for c in sentence.children(subject.index)):
        return Skip.PRONOUN_ARGUMENT  # "the majority of whom are Muslim": whose majority?
    if subject.upos == "PRON" and subject.xpos not in ("NN", "NNS"):  # "everyone" stays as it is
        pronoun = subject.form.lower()
        if pronoun not in phrase_rules().clause_subject_pronouns:
            return Skip.PRONOUN_ARGUMENT
        return ["I" if pronoun == "i" else pronoun]
    own_words = argument_words(sentence, subject)
    if subject.lemma.lower() in phrase_rules().of_bound_nouns and any(
        c not in own_words and bound_phrase(sentence, subject, c) for c in sentence.children(subject.index)
    ):
        return Skip.LOST_ARGUMENT  # "The attention to detail was amazing": not "the time when the attention was amazing"
    words = rendered(sentence, own_words, profile)
    # its conjuncts with their "and", as the verb agrees with them all: "Laura and I are Methodists"
    end = max(t.index for t in own_words)
    for conjunct in (c for c in sentence.children(subject.index) if c.deprel == "conj"):
        if conjunct.form in words:
            continue  # written with the subject already: "natal Saturn and Venus"
        own = argument_words(sentence, conjunct)
        # the "and" and commas between them, hung on either conjunct (UD 1 hangs them on the first); any other
        # word there is one the phrase cut ("the inability [of ...], and the recent coup")
        between = sentence.tokens[end : min(t.index for t in own) - 1]
        if not any(t.deprel == "cc" for t in between) or any(t.deprel != "cc" and t.form != "," for t in between):
            return Skip.LOST_ARGUMENT
        words += [*(t.form for t in between), *(["I"] if conjunct.form.lower() == "i" else rendered(sentence, own, profile))]
        end = max(t.index for t in own)
    # the clause's subject is a word, not a number ("22,101 MMBTU was the difference")
    return words if words[0][:1].isalpha() else Skip.NO_SUBJECT


FINITE_XPOS = frozenset({"MD", "VBD", "VBZ", "VBP"})


def finite_verb_group(sentence: Sentence, token: Token) -> list[str] | None:
    """The auxiliaries and copula that make ``token``'s clause finite, contractions written whole ("were",
    "has been", "'re" -> "are"): its own, else a conjunct's ("was arrested and charged") or a "get" passive's
    ("got upgraded"); None when the clause has no finite verb ("to be happy", "being flat")."""
    rules = phrase_rules()
    node, group = token, []
    for _ in range(len(sentence.tokens)):
        children = sentence.children(node.index)
        # a copula before the clause's complementiser is the outer clause's ("the fear is that they will be interned")
        opening = max((c.index for c in children if c.deprel == "mark"), default=0)
        group = [
            c for c in children
            if c.deprel.startswith(("aux", "cop")) and opening < c.index < node.index and not is_negation(c)
        ]
        if node.lemma.lower() in rules.state_verbs and node.upos in ("VERB", "AUX"):
            group.append(node)  # "we got upgraded", "has become unpopular", "is great": the verb the state completes
        if group:
            break
        governor = sentence.token(node.head) if node.head else None
        # through a linking verb, not one with an object of its own ("gets it right": no state of the subject's)
        linked = (
            node.deprel == "xcomp" and governor is not None and governor.lemma.lower() in rules.state_verbs
            and not any(c.deprel in OBJECT_RELATIONS for c in sentence.children(governor.index))
        )
        if governor is None or not (node.deprel == "conj" or linked):
            return None
        node = governor
    # finite, and with the verb of the state or passive ("a form will acceptable": a word is missing)
    if not any(t.xpos in FINITE_XPOS for t in group) or not any(t.lemma.lower() in rules.state_verbs for t in group):
        return None
    return written_whole(sorted(group, key=lambda t: t.index))


def written_whole(verbs: Iterable[Token]) -> list[str] | None:
    """Verbs' forms, lower case, contractions written whole ("'re" -> "are", "'s" of "have" -> "has"); None when one
    is a contraction of a verb ``contracted_verbs`` does not list: no guessing."""
    contracted = phrase_rules().contracted_verbs
    words = []
    for verb in verbs:
        form = verb.form.lower().replace("\u2019", "'")
        whole = contracted[form].get(verb.lemma.lower()) if form in contracted else form
        if whole is None:
            return None
        words.append(whole)
    return words


def simple_past(group: list[str], subject: list[str]) -> list[str] | None:
    """A present perfect made the simple past, as the template's past wants it ("the time when Hamas has become
    unpopular ... started" fails a strict reading): "has become" -> "became", "have been" -> "were"; any other
    group as it is. None when no past is known."""
    if len(group) < 2 or group[0] not in ("has", "have"):
        return group
    if group[1] == "been":
        singular = group[0] == "has" or [w.lower() for w in subject] == ["i"]
        return ["was" if singular else "were", *group[2:]]
    past = past_tense(group[1])
    return None if past is None else [past, *group[2:]]


def past_group(group: list[str], subject: list[str]) -> list[str] | None:
    """A verb group in the simple past the templates' "started", "ended", "did take" want (:func:`simple_past`), a
    present made the past too: "Israel expresses regret" (a headline's present) -> "expressed", "we are challenging
    it" -> "were challenging", "they are nocturnal" -> "were" ("the time when Israel expresses regret started" fails a
    strict reading, and a state in the present beside an act in the past reads as two times); a modal's or a future
    group as it is."""
    group = simple_past(group, subject)
    if not group or group[0] in phrase_rules().modal_auxiliaries | {"will"}:
        return group
    if group[0] in ("am", "is", "are"):
        # the past agrees with the subject, also where the source's present did not: "Mercury and Venus is" -> "were"
        plural = group[0] == "are" or "and" in (w.lower() for w in subject)
        return ["were" if plural else "was", *group[1:]]
    past = past_of_present(group[0])
    return group if past is None else [past, *group[1:]]


def clause_subject(sentence: Sentence, token: Token) -> Token | None:
    """:func:`subject_of` ``token``, but None for a conjunct with a finite verb of its own, a clause whose
    subject the parser missed ("than computer companies have been used to": not "it"), or a time."""
    subject = subject_of(sentence, token)
    own_finite_verb = any(c.deprel.startswith(("aux", "cop")) and c.xpos in FINITE_XPOS for c in sentence.children(token.index))
    if subject is None or (token.deprel == "conj" and own_finite_verb and subject.head != token.index):
        return None
    if token.deprel.startswith("acl") and any(c.deprel == "mark" and c.form.lower() == "as" for c in sentence.children(token.index)):
        return None  # "terms and syndicate manager, as compiled by Dow Jones": what "as" clause says is compiled is not the noun
    owner = sentence.token(subject.head) if subject.head else token
    if sum(c.deprel in SUBJECT_RELATIONS for c in sentence.children(owner.index)) > 1:
        return None  # "Dr. Stiefvater has been helpful" parsed with two subjects: either alone is cut
    if subject.form.lower() in phrase_rules().time_words:
        return None  # "The day before Raymond Roth was pulled over": a misparsed time, not "the pulling over of the day"
    # a "subject" with its own preposition, or the conjunct of one, is a misparse ("A woman who was watching her
    # clothes dry in a laundromat was killed": not "the killing of a laundromat")
    in_phrase = subject if subject.deprel != "conj" or not subject.head else sentence.token(subject.head)
    if in_phrase.deprel in SUBJECT_RELATIONS and any(
        c.deprel == "case" and c.xpos != "POS" for c in sentence.children(in_phrase.index)
    ):
        return None
    return subject


def state_clause(
    sentence: Sentence, token: Token, predicate: list[str], reading: HeadReading, profile: Profile
) -> EventPhrase | Skip:
    """A state or a pronoun's passive as the time of its clause, subject and finite verb as the context has
    them ("the time when they were nocturnal", "the time when he was pulled over"): "their being nocturnal"
    fails a strict reading. The skip when there is no subject or no finite verb to write."""
    subject = clause_subject(sentence, token)
    if subject is None:
        return Skip.NO_SUBJECT
    words = subject_words(sentence, subject, profile)
    if isinstance(words, Skip):
        return words
    if subject.xpos in ("NN", "NNS") and subject.index == first_word(sentence) and not any(
        c.deprel.startswith(("det", "nmod:poss", "nummod")) for c in sentence.children(subject.index)
    ):
        return Skip.SOURCE_WRITING  # a review's "Staff is super friendly", "Rooms were small": "the time when staff is ..." lacks its article
    if reading.copular and any(
        c.deprel in CLAUSAL_COMPLEMENTS or (c.deprel.startswith(("obl", "nmod")) and c.upos == "VERB")
        or (c.deprel == "advcl" and span(sentence, c)[0] == token.index + 1)
        # "easy and clear to work with": the adjective's infinitive says what is easy
        or (c.deprel.startswith("advcl") and "to" in {m.form.lower() for m in sentence.children(c.index) if m.deprel == "mark"})
        for c in sentence.children(token.index) if c.index > token.index
    ):
        # "Google is serious about securing ...", "Israel is done reminding Hamas", "in the process of transferring":
        # the state is its clause, which the time of the state cannot carry
        return Skip.CLAUSAL_COMPLEMENT
    if subject.form.lower() == "it" and any(c.deprel in ("ccomp", "csubj", "csubj:pass") for c in sentence.children(token.index)):
        return Skip.CLAUSAL_COMPLEMENT  # "it has been said that ...": the "it" stands for the clause
    if reading.copular and restricted_predicate(sentence, token):
        return Skip.LOST_ARGUMENT  # "which everything is expensive on", "He was the person [who ...]": what it is said of is cut
    if reading.copular and any(c.deprel.endswith("npmod") and c.form not in predicate for c in sentence.children(token.index)):
        return Skip.LOST_ARGUMENT  # "a 5-3 decision that is 185 pages long": not "the time when a 5-3 decision was long"
    linking = sentence.token(token.head) if token.deprel == "xcomp" and token.head else None
    restricting = [
        c for t in (token, linking) if t is not None for c in sentence.children(t.index)
        if c.deprel.startswith("advmod") and c.form.lower() == "only"
    ]
    # "the apartment only looks good outsize[outside], inside is too bad", "We are only as strong as our weakest": the
    # restriction is the point; "Not only were my wife and I very pleased, but ..." asserts the state
    if any(c.index == 1 or sentence.token(c.index - 1).form.lower() != "not" for c in restricting):
        return Skip.LOST_ARGUMENT
    group = finite_verb_group(sentence, token)
    group = None if group is None else past_group(group, words)
    if group is None:
        return Skip.NO_FINITE_VERB
    return readable_phrase("the", [*phrase_rules().state_clause_opening, *words, *group, *predicate], reading)


def restricted_predicate(sentence: Sentence, predicate: Token) -> bool:
    """A copular predicate whose restriction the time of its state cannot carry: a relative pronoun for its
    oblique ("a Saab which everything is expensive on": not everything is), or a bare definite noun that says
    nothing without its clause ("He was the person, [who] reintroduced me")."""
    rules = phrase_rules()
    children = sentence.children(predicate.index)
    relative_oblique = any(c.xpos in rules.relative_xpos and c.deprel.startswith(("obl", "nmod")) for c in children)
    bare_definite = predicate.lemma.lower() in rules.clause_bound_nouns and any(
        c.deprel == "det" and c.lemma.lower() == "the" for c in children
    ) and not any(c.deprel in phrase_rules().argument_relations - {"det"} or c.deprel.startswith("nmod") for c in children)
    return relative_oblique or bare_definite


def qualifiers(sentence: Sentence, token: Token) -> list[Token]:
    """The words that change what ``token`` says, never cut from it: a number's "up to", "about", "nearly" ("up to
    40 rockets" is not "40 rockets"), a noun's "no" ("sorted with no hassle" is not "sorted with hassle") and its
    qualifying adverb ("only one choice")."""
    if token.upos == "NUM" or token.deprel == "nummod":
        return [t for c in sentence.children(token.index) if c.deprel.startswith("advmod") for t in sentence.subtree(c.index)]
    if token.upos not in NOMINAL_UPOS | {"PRON"}:
        return []  # a verb's or an adjective's adverbs are the phrase's to choose: not "the only expressing"
    rules = phrase_rules()
    return [
        t for c in sentence.children(token.index)
        if (c.deprel in ("det", "neg") and c.lemma.lower() in rules.negative_determiners)
        or (c.deprel.startswith("advmod") and c.index < token.index and c.form.lower() in rules.qualifying_adverbs
            and not any(t.form.lower() == "not" for t in sentence.subtree(c.index)))  # "not only ... but": a frame
        for t in sentence.subtree(c.index)
    ]


def rendered(
    sentence: Sentence, tokens: Iterable[Token], profile: Profile, head: Token | None = None, head_word: str = ""
) -> list[str]:
    """Readable words for ``tokens`` in sentence order, ``head`` written as ``head_word``; hyphenated and
    possessive pieces glued, quotation marks gone (articles agree once the whole phrase is written)."""
    tokens = list(dict.fromkeys(tokens))
    kept = {t.index for t in tokens}
    # a coordination stays whole: "political and economic siege", "delicious, somewhat healthy food"
    tokens += [
        t for t in sentence.tokens
        if (t.deprel == "cc" or (t.deprel == "punct" and t.form == ",")) and t.index not in kept and t.head in kept
        and min(kept) < t.index < max(kept) and t.index - 1 in kept and t.index + 1 in kept
    ]
    # a conjunct of a kept noun or adjective comes along: "natal Saturn and Venus", "a paper and pencil test"
    kept = {t.index for t in tokens}
    for t in list(tokens):
        for conjunct in sentence.children(t.index):
            if conjunct.deprel == "conj" and conjunct.index not in kept and t is not head and t.upos in ("ADJ", "PROPN") and (
                conjunct.upos == t.upos
            ):
                joined = [c for c in sentence.children(conjunct.index) if c.deprel == "cc" or c.deprel in phrase_rules().argument_relations]
                if not any(c.deprel == "cc" for c in joined):
                    continue  # no "and"/"or": a misparse ("a possible strike against Iraq, despite objections")
                tokens += [c for c in [conjunct, *joined] if c.index not in kept]
                kept |= {c.index for c in [conjunct, *joined]}
    # the words that change what a kept word says come along: "with no hassle", "up to 40 rockets"
    kept = {t.index for t in tokens}
    tokens += list({q.index: q for t in tokens for q in qualifiers(sentence, t) if q.index not in kept}.values())
    tokens = sorted(tokens, key=lambda t: t.index)
    written_out = phrase_rules().written_out
    words = [
        head_word if t is head and head_word else written_out.get(t.form.lower(), surface_form(t, profile, sentence))
        for t in tokens
    ]
    return [w for w in (strip_quotes(w) for w in glue(tokens, words)) if w]


def readable_verb_phrase(
    sentence: Sentence, reading: HeadReading, modifiers: list[Token], profile: Profile
) -> EventPhrase | Skip:
    """A verb's readable phrase: the nominal gerund with its particles and its object after "of" ("the
    hanging of a poster", "the shooting down of the plane"), a light or state verb's gerund clause ("having a
    dog"); a passive as the active gerund of its subject ("the holding of the presidential poll"), or a
    pronoun's or a number's as the time of its clause ("the time when he was arrested")."""
    token, rules = reading.token, phrase_rules()
    particles = [t for t in modifiers if t.deprel == "compound:prt"]
    if reading.passive and reading.lemma in rules.sense_shifting_passives:
        return Skip.FRAGMENT  # "the crater left by the blast": "the leaving of the crater" reads as a departure
    if reading.passive:
        complements = [c for c in sentence.children(token.index) if c.deprel in ("xcomp", *OBJECT_RELATIONS)]
        infinitive = infinitive_words(sentence, complements[0], profile) if len(complements) == 1 else None
        if complements and infinitive is None:
            return Skip.CLAUSAL_COMPLEMENT  # "Farkas was made a brigadier general": not "the making of Farkas"
        subject = clause_subject(sentence, token)
        if subject is None:
            return Skip.NO_SUBJECT
        stranded = [t for t in stranded_preposition(sentence, token.index, True) if t not in particles]
        if token.deprel.startswith("acl:relcl") and subject.head == token.index and subject.xpos not in phrase_rules().relative_xpos and not any(
            c.form.lower() in RELATIVE_ADVERBS or c.deprel == "mark" for c in sentence.children(token.index)
        ):
            # "the hype they are told": what they are told is the relative's noun (not "where he was spotted", nor a
            # "that" clause misparsed a relative: "reports that he was spotted")
            return Skip.LOST_ARGUMENT
        manner = manner_adverbs(sentence, token)
        if subject.upos in ("PRON", "NUM") and any(c.deprel in CLAUSAL_COMPLEMENTS for c in sentence.children(token.index)):
            return Skip.CLAUSAL_COMPLEMENT  # "I am being told by my better half that we need ...": what is told is the point
        if subject.upos in ("PRON", "NUM") or token.form.lower() in phrase_rules().clause_participles or manner:
            # "he was pulled over": not "the pulling over of him"; "two were beaten": not "the beating of two";
            # "Diana was born": not "the bearing of Diana"
            carried = [] if particles or stranded else [t for t in carried_oblique(sentence, token) if t.form.lower() != "by"]
            participle = rendered(sentence, [*manner, token, *particles, *stranded, *carried], profile, token, token.form.lower())
            return state_clause(sentence, token, [*participle, *(infinitive or ())], reading, profile)
        # "the minister was asked to resign": "the asking of the minister to resign"; "reporters were told":
        # "the telling", the person addressed being no thing done
        argument = () if infinitive is None and addressee(sentence, token.index, reading.lemma) else argument_words(sentence, subject)
        # where it went comes along, as in the active: "the calling of 15.5 million Iraqis to the polls"
        goals = goal_phrases(sentence, token.index, token.index, every_oblique=False) if argument else []
        parts = VerbParts(tuple(particles + stranded), tuple(argument), tuple(goals), infinitive=tuple(infinitive or ()))
    else:
        parts = active_verb_parts(sentence, reading, particles, profile)
        if isinstance(parts, Skip):
            return parts
    carried: list[Token] = []
    if not reading.passive and parts == VerbParts(after_head=tuple(particles)):
        # a verb with nothing else to carry carries its prepositional complement: "the leaving for Europe", "the
        # meeting with his top aides" (a bare "the leaving" says not which leaving)
        participle = token.deprel == "acl" and token.xpos in ("VBN", "VBD")
        # "a crater left by", "(which happens ...) for me", "when it came to quality", "planes headed from": an
        # oblique does not make these say more
        carried = [] if participle or reading.lemma in rules.empty_bare_gerunds else carried_oblique(sentence, token)
        parts = replace(parts, after_head=(*parts.after_head, *carried))
    if any(
        t.form in CURRENCY_SYMBOLS and any(c.deprel == "compound" and c.upos == "PROPN" for c in sentence.children(t.index))
        for t in (*parts.after_head, *parts.argument, *parts.after_argument)
    ):
        return Skip.LOST_ARGUMENT  # "lent to Meridian National $500,000", the recipient made the sum's compound
    if any(t.form.lower() in rules.misparsed_adjectives and t.deprel == "amod" for t in (*parts.after_head, *parts.argument, *parts.after_argument)):
        return Skip.FRAGMENT  # "kept at home face masks", "home" an adjective of "masks": not "the keeping at home face masks"
    if any(fused_typo(t.form) for t in (*parts.after_head, *parts.argument, *parts.after_argument)):
        return Skip.FRAGMENT  # "the leading byWen Jiabao": a typo in the source fuses two words
    after = next_token(sentence, token)
    if any(t.form.startswith("-") and len(t.form) > 1 for t in (*parts.after_head, *parts.argument)) or (
        after is not None and not token.space_after and after.form.startswith("-")
    ):
        return Skip.FRAGMENT  # "write-downs" split into a verb and its "object" "-downs": no phrase of the verb's
    if reading.lemma == "be" and not reading.passive:  # "the option ... is great" with "is" the head: not "being great"
        predicate = rendered(sentence, [*parts.after_head, *parts.argument, *parts.after_argument], profile)
        return state_clause(sentence, token, predicate, reading, profile)
    head_gerund = spelled_gerund(reading.lemma, token.form)  # "kidnapped": "the kidnapping"
    words = rendered(sentence, [token, *parts.after_head], profile, token, head_gerund)
    if parts.argument:
        words += [*([] if parts.small_clause else ["of"]), *rendered(sentence, parts.argument, profile)]
    words += [*rendered(sentence, parts.after_argument, profile), *parts.infinitive]
    if words[-1] == "of":
        return Skip.FRAGMENT  # an argument no word of which can be written (a quotation mark, a cut name): "the adding of"
    # a gerund clause takes no article: a linking verb's complement ("becoming a nuclear free peninsula"), an
    # object with its predicate ("leaving nine passengers dead"), any noun phrase right after the gerund
    after_particles = [
        t for t in parts.after_head
        if not is_particle(t) and t.form.lower() not in rules.particles | rules.misparsed_particles
    ]
    # a qualifier rendered before its word opens the phrase: "knew all about Bin Laden" ("Knowing all about ...")
    opening_words = [*after_particles, *(q for t in after_particles for q in qualifiers(sentence, t))]
    opening = min(opening_words, key=lambda t: t.index) if opening_words else None
    bare_noun_phrase = opening is not None and (
        opening.upos in CLAUSE_OPENING_UPOS or opening.form.lower() in rules.clause_opening_prepositions
    )
    if words == [head_gerund] and (reading.lemma in rules.empty_bare_gerunds | rules.completed_gerunds or reading.passive):
        return Skip.FRAGMENT  # "the leaving" for "a crater left by", "the releasing" for "the statement released"
    if reading.lemma in rules.particle_gerunds_saying_nothing and [w for w in words if w.lower() not in rules.particles] == [head_gerund]:
        return Skip.FRAGMENT  # "the looking forward" [to hearing from you] says no more than "the looking"
    if has_got(sentence, token):
        return Skip.FRAGMENT  # "I've got a page": having it, not "Getting a page"
    if misplaced_subject(sentence, token):
        return Skip.NO_SUBJECT
    subject = subject_of(sentence, token)
    # a linking verb's adjective, or one parsed as the object, with no object beside it says what the subject is or
    # becomes ("remained calm", "gets busy", "pours hot")
    linked_state = any(
        t.upos == "ADJ" and t.head == token.index and (
            reading.lemma in rules.linking_verbs
            or (t.deprel in OBJECT_RELATIONS and not sentence.children(t.index))  # not an idiom's: "fallen foul of"
        )
        for t in (*parts.after_head, *parts.argument)
    ) and not any(c.deprel in OBJECT_RELATIONS and c.upos != "ADJ" for c in sentence.children(token.index))
    named_subject = subject is not None and (subject.upos == "NOUN" or subject.form.lower() in rules.demonstrative_pronouns | {"that"})
    if (named_subject and (reading.lemma in rules.subject_bound_verbs or linked_state)) or (
        subject is None and linked_state and token.xpos in FINITE_XPOS
    ):
        # "my house feels fresh", "prime ribs have very good food": not "Feeling fresh"; a linking verb's adjective
        # is its subject's state: "the place gets busy", or "Gets busy" with the subject left out, is no "Getting busy"
        return Skip.NO_SUBJECT
    first = min(parts.argument, key=lambda t: t.index) if parts.argument else None
    if first is not None and (first.upos == "ADP" or first.form.lower() in rules.adjunct_cases):  # "amid" tagged ADJ
        return Skip.FRAGMENT  # "fell foul of", "slipped amid": not "the falling of foul of", "the slipping of amid"
    argument_heads = [t for t in parts.argument if t.head not in {a.index for a in parts.argument}]
    if argument_heads and not parts.small_clause and argument_heads[0].upos == "ADJ":
        return Skip.FRAGMENT  # "creates fewer, bigger players" parsed with "fewer" the object: not "the creating of fewer"
    if any(t.form.lower() in rules.ambiguous_particles.get(reading.lemma or "", frozenset()) for t in (*particles, *parts.after_head)):
        return Skip.SENSE_SHIFT  # "make up the evidence": constitute, fabricate or compensate, which no phrase tells
    shifting = rules.sense_shifting_objects.get(reading.lemma or "", frozenset())
    if any(t.lemma.lower() in shifting for t in (*parts.argument, *parts.after_head) if t.upos == "NOUN"):
        return Skip.SENSE_SHIFT  # "met with onerous back-tax demands", "he leaves three sons"
    subject_bound = rules.subject_bound_objects.get(reading.lemma or "", frozenset())
    if any(t.lemma.lower() in subject_bound for t in (*parts.argument, *parts.after_head) if t.upos == "NOUN"):
        return Skip.NO_SUBJECT  # "what took place", "What you say makes sense": not "Taking place", "Making sense"
    if reading.lemma in rules.ditransitive_verbs and any(
        c.deprel == "compound" and c.xpos == "NNS" and c.index == t.index - 1 for t in parts.argument for c in sentence.children(t.index)
    ):
        return Skip.LOST_ARGUMENT  # "showed authorities e-mails", the recipient parsed a compound: not "of authorities e-mails"
    if reading.lemma in rules.ditransitive_verbs and any(
        t.form in CURRENCY_SYMBOLS and t not in parts.argument and t.deprel.startswith(("nmod", "dep"))
        and not any(c.deprel in ("case", "punct") for c in sentence.children(t.index))  # not "at $5", "(US$801.2 million)"
        for a in parts.argument for t in sentence.children(a.index)
    ):
        return Skip.LOST_ARGUMENT  # "gives each startup in the program $20,000", the sum hung on the recipient
    if cut_inside(sentence, parts.argument, [token, *parts.after_head]):
        return Skip.LOST_ARGUMENT  # "its 460,000 barrels [per day] refinery", "[Over] 200,000 Belfast customers"
    bare = words == [head_gerund]
    pronoun_clause = parts.small_clause and bool(parts.argument) and all(t.upos == "PRON" for t in parts.argument)
    lost = lost_argument(sentence, reading, parts, bare, bare or bool(carried) or reading.passive or pronoun_clause)
    if lost is not None:
        return lost
    theme = theme_subject(sentence, reading, parts)
    if theme is not None:  # "debts mount": "the mounting of debts", not a bare "the mounting"
        # before a figure's or a carried oblique: "the tumbling of the Dow to 744", not "the tumbling to 744" (what fell?)
        particle_words = [t for t in parts.after_head if is_particle(t)]
        words = [
            *rendered(sentence, [token, *particle_words], profile, token, head_gerund),
            "of", *rendered(sentence, argument_words(sentence, theme), profile),
            *rendered(sentence, [t for t in parts.after_head if not is_particle(t)], profile),
        ]
    elif bare and (reading.lemma in rules.figure_verbs | rules.subject_naming_verbs or (token.upos in NOMINAL_UPOS and reading.lemma in rules.theme_subject_verbs)):
        # "it lost $7.2 million" (a measure is no object), "as debts in Europe mount" read as a noun (its subject
        # lost): a bare "the losing", "the mounting" names no change of anything
        return Skip.FRAGMENT
    # "agreeing to set up a panel": an infinitive after the bare gerund makes a clause too ("the agreeing to set up"
    # fails a strict reader as "the" + gerund + object does); after an of-phrase the noun phrase keeps its article
    infinitive_clause = bool(parts.infinitive) and not parts.argument
    if theme is None and (bare_noun_phrase or parts.small_clause or infinitive_clause):
        return readable_phrase("", words, reading, inner=clause_time(sentence, reading, words, profile))
    return readable_phrase("the", words, reading)


def misplaced_subject(sentence: Sentence, verb: Token) -> bool:
    """The noun phrase right before ``verb``, which has no subject of its own, is its subject the parser hung
    elsewhere, so the verb's phrase would say nothing of what it is about: the object of the verb above ("saying the
    situation remained extremely tense": not "Remaining extremely tense"), or a noun the verb is made the conjunct of
    ("with prices below pre-hurricane levels and refinery and crude capacity returning": not "the returning")."""
    if any(c.deprel in SUBJECT_RELATIONS or c.deprel == "expl" for c in sentence.children(verb.index)) or not verb.head:
        return False
    governor = sentence.token(verb.head)
    before = sentence.token(verb.index - 1) if verb.index > 1 else None
    if before is None or before.upos not in ("NOUN", "PROPN"):
        return False
    phrase = sentence.token(before.head) if before.deprel in ("compound", "flat") and before.head else before
    # a past tense the parser may tag a participle ("remained" VBN), with no auxiliary to make it one
    tensed = verb.xpos in FINITE_XPOS or (verb.xpos == "VBN" and not any(c.deprel.startswith("aux") for c in sentence.children(verb.index)))
    object_above = verb.deprel == "ccomp" and tensed and phrase.deprel in OBJECT_RELATIONS and phrase.head == governor.index
    conjunct_of_noun = verb.deprel == "conj" and verb.xpos == "VBG" and governor.upos in ("NOUN", "PROPN")
    return object_above or conjunct_of_noun


def clause_time(sentence: Sentence, reading: HeadReading, clause_words: list[str], profile: Profile) -> tuple[str, ...]:
    """A gerund clause as the time of its own clause, for a slot inside the hypothesis: "The saying started before
    the time when the waitress took my name started", where "... before taking my name started" reads first as when
    the saying started (a garden path strict readers fail: reads of seeds 98331, 28693, 95698, the audit of 51378).
    Only where the parse names the subject safely and the verb is finite ("took", "has agreed" -> "agreed", as
    :func:`simple_past` writes a perfect); () otherwise, and the gerund clause stays."""
    token, rules = reading.token, phrase_rules()
    subject = clause_subject(sentence, token)
    if subject is None or not reading.lemma or clause_words[0].lower() != spelled_gerund(reading.lemma, token.form):
        return ()
    children = sentence.children(token.index)
    relative = any(c.deprel.startswith("nsubj") and c.xpos in rules.relative_xpos for c in children)
    if token.deprel.startswith("acl") and not relative:
        # a reduced relative's noun is the parser's guess, wrong as often as right ("Cubans with diametrically opposed
        # ideologies living on both sides"), and a relative clause about its object lacks it ("a store owner they took
        # hostage")
        return ()
    if relative and any(c.deprel == "case" for c in sentence.children(subject.index)):
        return ()  # "the curator at the University of Cambridge, who first met Mr Lowe": the noun in the phrase may be the wrong one
    governor = sentence.token(token.head) if token.head else None
    if token.deprel == "conj" and subject.head != token.index and governor is not None and any(
        c.deprel.endswith(":pass") for c in sentence.children(governor.index)
    ):
        return ()  # "the money is placed in a trust, and released": the conjunct is passive too
    if dateline(sentence, subject) or subject.form.lower() in rules.relative_pronouns:
        return ()  # "JERUSALEM (AP)_ Taking the stand ...": the place of the report; "shares that enjoy": no antecedent
    subject_clause = subject_words(sentence, subject, profile)
    if isinstance(subject_clause, Skip) or quoted_speaker(sentence, subject_clause):
        return ()  # "this", "who": nobody named; a speaker's "we" in a quotation
    verb = finite_verb(sentence, token, subject_clause)
    if verb is None:
        return ()
    return tuple(agree_articles(["the", *rules.state_clause_opening, *subject_clause, *verb, *clause_words[1:]]))


def dateline(sentence: Sentence, token: Token) -> bool:
    """``token`` is a news report's dateline, the place it opens with in capitals before a bracket or dash
    ("JERUSALEM (AP)_ ..."), which a parser may take for the first clause's subject."""
    after = next_token(sentence, token)
    return (
        token.index == first_word(sentence) and token.form.isupper() and len(token.form) > 3
        and after is not None and after.upos == "PUNCT"
    )


def finite_verb(sentence: Sentence, verb: Token, subject: list[str]) -> list[str] | None:
    """``verb`` with its own auxiliaries, as the context writes it, contractions whole ("are counting", "'ve had" ->
    "have had"), in the simple past the template's past wants (:func:`past_group`: "has refused" -> "refused",
    "expresses" -> "expressed"). None for a verb without a tense of its own (an infinitive or participle: whose
    tense to borrow is the parser's guess) or under a modal."""
    own = [c for c in sentence.children(verb.index) if c.deprel.startswith("aux") and c.index < verb.index and not is_negation(c)]
    if not (verb.xpos in FINITE_XPOS or any(c.xpos in FINITE_XPOS for c in own)) or any(c.xpos == "MD" for c in own):
        return None
    group = written_whole(own)
    return None if group is None else past_group([*group, verb.form.lower()], subject)


def theme_subject(sentence: Sentence, reading: HeadReading, parts: VerbParts) -> Token | None:
    """The subject a verb with nothing else to carry takes as its of-phrase: a thing that undergoes the event ("debts
    mount", "the view is forming", "clashes broke out": "the mounting of debts", "the breaking out of clashes"), so
    the bare gerund does not name another event or none. Only a common noun of the verb's own, and only for
    ``theme_subject_verbs``: an agent's of-phrase reads as the thing acted on ("the deciding of the president"). It
    goes before the verb's obliques ("the coming down of oil prices from the middle of October", "the tumbling of
    the Dow to 744"); a figure's verb (``figure_verbs``) takes a name as well."""
    rules = phrase_rules()
    obliques = all(  # "tumbled to 744"; not "fallen foul of", an adjective, nor "recovered of their losses" (two of-phrases)
        t.deprel.startswith(("obl", "nmod")) and "of" not in case_forms(sentence, t)
        for t in parts.after_head if t.head == reading.token.index and not is_particle(t)
    )
    bare = not (parts.argument or parts.after_argument or parts.infinitive or parts.small_clause) and obliques
    if not bare or reading.passive or reading.lemma not in rules.theme_subject_verbs:
        return None
    subjects = [c for c in sentence.children(reading.token.index) if c.deprel == "nsubj"]
    # two subjects are a misparse, a time or a measure one too ("An hour before ..., Senator Ayotte slipped into")
    subject = subjects[0] if len(subjects) == 1 and subjects[0].lemma.lower() not in rules.time_words | rules.measure_units else None
    named = (  # "the Dow tumbled"; a sentence's first word tagged a name may be a noun ("Revenue declined")
        subject is not None and subject.upos == "PROPN" and reading.lemma in rules.figure_verbs | rules.subject_naming_verbs
        and subject.index != first_word(sentence)
    )
    if subject is None or not (subject.upos == "NOUN" or named) or subject.index > reading.token.index or clause(sentence, subject):
        return None
    return subject


def is_particle(token: Token) -> bool:
    """A verb's particle, however tagged: "broke out", "topped out"."""
    return token.deprel == "compound:prt" or token.xpos == "RP"


def readable_phrase(
    determiner: str, words: list[str], reading: HeadReading, inner: tuple[str, ...] = ()
) -> EventPhrase | Skip:
    """The phrase with its articles agreeing and its head's derivational family (:class:`EventPhrase`); the skip
    for one that ends on a determiner or possessive whose noun was cut ("The breaking up with my")."""
    if words and words[-1].lower() in phrase_rules().dangling_words:
        return Skip.FRAGMENT
    words = agree_articles(words)
    head_form = spelled_gerund(reading.lemma, reading.token.form) if reading.verbal and reading.lemma else reading.token.form
    return EventPhrase(
        determiner, tuple(words), family=lemma_family(reading.lemma or reading.token.lemma),
        arguments=tuple(w for w in words if w.lower() not in (head_form.lower(), reading.token.form.lower())),
        inner=inner,
    )


@cache
def lemma_family(lemma: str) -> str:
    """The Snowball stem of ``lemma``: one for a verb and the nouns derived from it ("arrive", "arrival")."""
    return english_stemmer().stemWord(lemma.lower())


@cache
def english_stemmer() -> object:
    return stemmer("english")


def readable_modifiers(sentence: Sentence, token: Token, modifiers: list[Token]) -> list[Token]:
    """The modifiers each with its own words ("a very experienced owner", "an eighteen percent drop") and the
    rest of hyphenated words, without quotation marks and pieces of names the phrase does not hold whole."""
    rules = phrase_rules()
    modifiers = list(dict.fromkeys(t for m in modifiers for t in modifier_with_its_own(sentence, m)))
    modifiers = [
        t for t in hyphen_pieces(sentence, [*modifiers, token]) if t is not token and t.form not in rules.quote_marks
    ]
    cut = {
        c.index for t in modifiers if cut_name(sentence, t, [*modifiers, token]) or set_off(sentence, token, t)
        for c in sentence.subtree(t.index)
    }
    return [t for t in modifiers if t.index not in cut]  # with its preposition: not "in a Securities"


def set_off(sentence: Sentence, token: Token, modifier: Token) -> bool:
    """``modifier`` of ``token`` is set off as an aside, which a phrase cut from its sentence cannot close: in
    brackets ("the Dow (unconfirmed)") or after a comma ("Mr Dar, 33,")."""
    return modifier.head == token.index and (
        any(c.form in ("(", "[") for c in sentence.children(modifier.index))
        or (modifier.index > token.index and any(t.form == "," for t in sentence.tokens[token.index : modifier.index - 1]))
    )


def unreadable_body(body: list[Token], reading: HeadReading) -> Skip | None:
    """Why the phrase's words, all gathered, cannot stand: a typo fusing two words, a lone particle after
    "being", a "being" that reads as the template's own verb; None when they can."""
    rules = phrase_rules()
    if any(fused_typo(t.form) for t in body):
        return Skip.FRAGMENT  # "the leading byWen Jiabao": a typo in the source fuses two words
    if not reading.being and body[0] is not reading.token and (
        (body[0].deprel == "case" and body[0].head == reading.token.index) or body[0].form.lower() in rules.adjunct_cases
    ):
        return Skip.FRAGMENT  # "despite objections from other countries", "despite" tagged an adjective: not "the despite objections"
    lone = reading.being and body == [reading.token]
    if lone and reading.token.form.lower() in rules.bare_particle_predicates | rules.quantity_words:
        return Skip.FRAGMENT  # "the lights are out", "I was more": "the being out" says not what is out
    if reading.being and body[0].form.lower() in rules.template_verb_forms:
        return Skip.FRAGMENT  # "was started": "The being started did take ..." reads as a bare "the being"
    return None


def phrase_words(
    sentence: Sentence, body: list[Token], negations: list[Token], reading: HeadReading, profile: Profile
) -> tuple[str, ...]:
    """The phrase's words in order: the head as its gerund (a passive's participle as written), negation and
    "being" where the profile puts them."""
    token = reading.token
    head_word = token.form.lower() if reading.passive else gerund(reading.lemma) if reading.verbal else None
    cased = sentence if profile.readable_phrases else None
    words = [head_word if t is token and head_word else surface_form(t, profile, cased) for t in body]
    if profile.readable_phrases:
        words = agree_articles([w for w in (strip_quotes(w) for w in glue(body, words)) if w])
    negation_words = [surface_form(t, profile) for t in negations]
    if not reading.being:
        return (*negation_words, *words)
    if profile.negation_after_being:
        return ("being", *negation_words, *words)
    return (*negation_words, "being", *words)


class PhraseStyle(NamedTuple):
    """How a corpus run makes its phrases: the profile's rules, for trees of ``syntax``, in pairs of ``inference``."""

    profile: Profile
    syntax: Syntax
    inference: str


@lru_cache(maxsize=65536)
def event_phrase(
    sentence: Sentence, head: int, style: PhraseStyle, attach_object: bool, corpus_pos: str | None = None
) -> EventPhrase | Skip:
    """The phrase for the event headed by token ``head``, or the reason it is skipped.

    ``corpus_pos`` is the event's part of speech as the corpus annotates it (TimeML ``pos``);
    when the profile says so it decides whether the event is a verb instead of the parser.
    """
    profile, syntax, inference = style
    token = sentence.token(head)
    if token.upos in SKIPPED_HEAD_UPOS and inference in profile.skip_aux_det_heads:
        return Skip.AUX_DET_HEAD
    reading = read_head(sentence, head, profile, syntax, corpus_pos, inference)
    if isinstance(reading, Skip):
        return reading
    dependents = head_dependents(sentence, reading, profile, syntax)
    negations, determiner, modifiers = split_dependents(dependents, reading, profile)
    if profile.readable_phrases and reading.verbal:
        return checked_against_source(sentence, readable_verb_phrase(sentence, reading, modifiers, profile), syntax == "gold")
    if attach_object:
        obj = object_tokens(sentence, head, profile.object_attachment[syntax], profile.readable_phrases)
        modifiers += [t for t in obj if t not in modifiers]
    if profile.readable_phrases:
        modifiers = readable_modifiers(sentence, token, modifiers)
        if not reading.being and not reading.verbal and proper_possessor(
            sentence, sorted(modifiers, key=lambda t: t.index), head
        ):
            determiner = ""  # "Wednesday's meeting", not "the Wednesday's meeting"
    body = sorted([*modifiers, token], key=lambda t: t.index)
    if profile.readable_phrases and reading.nominal and not reading.being:
        completed = nominal_complement(sentence, token, body)
        if isinstance(completed, Skip):
            return completed
        body = sorted([*body, *completed], key=lambda t: t.index)
    if profile.readable_phrases:
        reason = unreadable_body(body, reading)
        if reason is not None:
            return reason
        return checked_against_source(
            sentence, readable_nominal_phrase(sentence, body, determiner, reading, profile), syntax == "gold"
        )
    return EventPhrase(determiner=determiner, words=phrase_words(sentence, body, negations, reading, profile))


def checked_against_source(sentence: Sentence, phrase: EventPhrase | Skip, gold: bool) -> EventPhrase | Skip:
    """The phrase, unless it holds a first- or second-person word from a quotation ("ejecting us", "our
    economy" in a speaker's words: the hypothesis has no speaker, so "us" names nobody there), ends on a number whose
    "%" it lost, or would copy a slip of the source's writing (:func:`copied_writing`); a clause time that would copy
    one is dropped, the gerund clause kept."""
    if not isinstance(phrase, EventPhrase):
        return phrase
    if quoted_speaker(sentence, phrase.words):
        return Skip.PRONOUN_ARGUMENT
    if phrase.words and any(
        number.form == phrase.words[-1] and after.form == "%" for number, after in zip(sentence.tokens, sentence.tokens[1:])
    ):
        return Skip.FRAGMENT  # "to acquire up to 30.2% of Cineplex", the "%" parsed apart: not "to acquire up to 30.2"
    if copied_writing(sentence, phrase.words, gold):
        return Skip.SOURCE_WRITING
    if phrase.inner and copied_writing(sentence, phrase.inner, gold):
        return replace(phrase, inner=())  # "the israelians have all the reasons": the gerund clause leaves the slip out
    return phrase


def quoted_speaker(sentence: Sentence, words: Iterable[str]) -> bool:
    """``words`` hold a first- or second-person word of a sentence with a quotation ("ejecting us"): the speaker, whom
    the hypothesis, having no speaker, does not name."""
    rules = phrase_rules()
    return bool({w.lower() for w in words} & rules.speaker_pronouns) and any(t.form in rules.quote_marks for t in sentence.tokens)


def copied_writing(sentence: Sentence, words: Sequence[str], gold: bool) -> bool:
    """``words`` would copy a slip of the source's writing that a reader counts against the hypothesis: a word
    shouted ("a BUNCH of stuff"), an acronym the source also writes small ("the best pos systems" beside "POS"),
    a superlative without its article ("the tasting of best yellow curry"), a misspelt word ("the wrong
    catagory"), a chat spelling ("you r"), a plural after "a" ("a good portions"), and, where the tags are
    ``gold``, a name in lower case ("the donatello"; a parser tags lower-case words it does not know as names) or a
    common noun with a stray capital ("a Kodak Camera")."""
    written, lowered = set(words), {w.lower() for w in words}
    rules = phrase_rules()
    misspelling = any(w.isalpha() and w.islower() and misspelt(w, rules.known_word_zipf, rules.common_word_zipf) for w in words)
    if misspelling or lowered & rules.chat_spellings:
        return True
    if any(re.fullmatch(r"\$[\d.,]+", w) and following.lower() in rules.currency_words for w, following in zip(words, words[1:])):
        return True  # "$5 bucks": the amount said twice
    if any(
        token.form in written and singular_article_on_plural(sentence, token) and sentence.token(token.head).form in written
        for token in sentence.tokens
    ):
        return True
    if any(t.xpos == "POS" and t.form.lower() == "s" and t.head and sentence.token(t.head).form + t.form in written for t in sentence.tokens):
        return True  # "a guy s help": the apostrophe the source left out, not "a guys help"
    if any(disagreeing_subject(sentence, t) for t in sentence.tokens if t.form in written):
        return True
    small = {t.form for t in sentence.tokens if t.form.islower()}
    for token in sentence.tokens:
        form = token.form
        if gold and form in written and stray_capital(sentence, token):  # gold tags only: a parser tags "Internet" a noun
            return True
        if form.isalpha() and form.isupper() and len(form) > 1 and (
            (form in written and (len(form) > 3 or token.upos in ("ADJ", "ADV", "VERB")) and token.upos != "PROPN"
             and bool(all_lemmas(form.lower())))  # "MAD AT YOU"
            or (form.lower() in written and form.lower() in small and not all_lemmas(form.lower()))
        ):
            return True
        if gold and form in written and form.isalpha() and len(form) > 1 and token.upos == "PROPN" and form.islower() and not any(
            t.upos == "PROPN" and t.form[:1].isupper() for t in sentence.tokens[max(token.index - 2, 0) : token.index + 1]
        ):
            return True  # "the donatello"; a name's own small word stays ("al Qaeda", "Foz do Iguacu")
        if gold and form in written and token.upos == "ADJ" and form.isalpha() and form.islower() and not all_lemmas(form) and (
            in_common_use(form, phrase_rules().common_word_zipf) and form.endswith(tuple(phrase_rules().demonym_endings))
        ):
            return True  # "the japanese website": a people's adjective written small (not "ok", "fab")
        superlative = token.xpos == "JJS" and (form.lower().endswith("est") or form.lower() in ("best", "worst"))
        if superlative and token.deprel == "amod" and form.lower() in lowered and not any(
            c.deprel in ("det", "nmod:poss") for c in sentence.children(token.head)
        ):
            return True
    return False


def stray_capital(sentence: Sentence, token: Token) -> bool:
    """``token``, tagged a common noun or a predicate adjective, is a word in common use written with a capital
    inside its sentence, no capital beside it ("a Reel", "I 'm Men", "doing Yoga", "is Amazing"): the source's slip,
    or a title a phrase cuts ("a
    'Declaration by ...'")."""
    before = sentence.token(token.index - 1) if token.index > 1 else None
    after = next_token(sentence, token)
    if any(t is not None and t.form[:1].isupper() and not (t.upos == "DET" and t.index == first_word(sentence)) for t in (before, after)):
        # one word of a name or title, however tagged: "the Civet Cat story", "Search Engine Optimization"; a
        # sentence's first article is capitalised for the sentence: "The Atmosphere is the best"
        return False
    word = (token.upos == "NOUN" and token.xpos in ("NN", "NNS")) or (  # a predicate's, not a name's ("Arctic winter")
        token.upos == "ADJ" and token.xpos == "JJ" and token.deprel != "amod" and bool(all_lemmas(token.form.lower()))
    )
    return (
        word and token.form[:1].isupper() and not token.form.isupper()
        and before is not None and (before.upos != "PUNCT" or any(  # after a quote mark only with its article: "a 'Declaration by ...'"
            c.deprel == "det" and c.form.lower() in INDEFINITE_ARTICLES for c in sentence.children(token.index)
        ))
        and in_common_use(token.form.lower(), phrase_rules().common_word_zipf)
    )


def disagreeing_subject(sentence: Sentence, verb: Token) -> bool:
    """``verb``, a present-tense verb, disagrees in number with its subject (its own or its first conjunct's):
    "the food ... taste great", "prices goes up", "Mercury and Venus is conjunct"."""
    if verb.xpos not in ("VBP", "VBZ"):
        return False
    subject = subject_of(sentence, verb)
    copula_subject = subject_of(sentence, sentence.token(verb.head)) if verb.deprel == "cop" and verb.head else None
    if copula_subject is not None and copula_subject.upos in ("NOUN", "PROPN") and any(
        t.deprel == "cc" and t.lemma.lower() == "and" for t in sentence.subtree(copula_subject.index)
    ) and any(c.deprel == "conj" for c in sentence.children(copula_subject.index)):
        return verb.xpos == "VBZ"  # "Mercury and Venus is conjunct": two joined by "and" are plural (a team's "are" may be)
    if subject is None or subject.upos not in ("NOUN", "PROPN") or any(c.deprel == "conj" for c in sentence.children(subject.index)):
        return False
    return (verb.xpos == "VBP" and subject.xpos in ("NN", "NNP")) or (verb.xpos == "VBZ" and subject.xpos in ("NNS", "NNPS"))


def singular_article_on_plural(sentence: Sentence, article: Token) -> bool:
    """``article`` is an "a"/"an" whose noun is plural, with nothing but adjectives between them ("a good
    portions"), none of which makes a plural quantity ("a few days", "a dozen eggs")."""
    noun = sentence.token(article.head) if article.head else None
    if article.form.lower() not in INDEFINITE_ARTICLES or article.deprel != "det" or noun is None or noun.xpos not in ("NNS", "NNPS"):
        return False
    between = sentence.tokens[article.index : noun.index - 1]
    return noun.index > article.index and all(
        t.upos == "ADJ" and t.form.lower() not in phrase_rules().plural_quantifiers for t in between
    )


def infinitive_follows(sentence: Sentence, word: Token) -> bool:
    """``word`` is a "to" that opens an infinitive ("to stay", "to aggressively discount"), whatever the parse."""
    if word.form.lower() != "to":
        return False
    rest = [t for t in sentence.tokens[word.index :] if t.upos != "ADV"][:1]
    return bool(rest) and rest[0].upos in ("VERB", "AUX") and rest[0].xpos == "VB"


def nominal_complement(sentence: Sentence, noun: Token, body: list[Token]) -> list[Token] | Skip:
    """What a noun event needs after it to say which event it is: its prepositional complement ("the need for
    greater flexibility", "the elimination of discrimination"), [] when it has none; the skip when it is an
    idiom's bare noun ("opened fire": "the fire" reads as a blaze) or its infinitive is the point ("the plans
    to discount its brands")."""
    rules = phrase_rules()
    children = sentence.children(noun.index)
    governor = sentence.token(noun.head) if noun.head else None
    if noun.lemma.lower() in rules.non_event_nouns:
        return Skip.NOT_AN_EVENT  # "the end", "the moment", "a result", "the border issue": no event by itself
    if noun.lemma.lower() in rules.document_nouns and case_forms(sentence, noun) & rules.document_cases:
        return Skip.NOT_AN_EVENT  # "said in a statement", "at last report": the document it is told in
    if noun.lemma.lower() in rules.amount_nouns and amount_of_money(sentence, noun):
        return Skip.NOT_AN_EVENT  # "a $2 million gain", "$8.2 million in asset-valuation adjustments": a sum
    if noun.lemma.lower() in rules.manner_nouns or (
        governor is not None and governor.lemma.lower() in rules.manner_nouns and "of" in case_forms(sentence, noun)
    ):
        return Skip.NOT_AN_EVENT  # "assumed an attitude of Muslim prayer", "a posture of tranquility": a manner, no event
    if (
        noun.deprel in OBJECT_RELATIONS and governor is not None and governor.upos == "VERB" and noun.xpos == "NN"
        and not any(c.deprel.startswith(("det", "nmod:poss", "nummod", "amod", "compound")) for c in children)
    ):
        return Skip.FRAGMENT  # "opened fire", "took place": the bare noun of an idiom
    if misread_infinitive(sentence, noun, governor):
        return Skip.MISREAD_INFINITIVE
    if any(c.deprel.startswith("acl") and c.deprel != "acl:relcl" and "to" in opener_forms(sentence, c) for c in children):
        return Skip.CLAUSAL_COMPLEMENT
    after = next_token(sentence, noun)
    if after is not None and infinitive_follows(sentence, after):
        return Skip.CLAUSAL_COMPLEMENT  # "it plans to aggressively discount ...": "the plans" say not what
    kept = {t.index for t in body}
    for child in children:
        if not child.deprel.startswith("nmod") or child.deprel == "nmod:poss" or child.index < noun.index or child.index in kept:
            continue
        if any(c.deprel == "conj" and noun.index < c.index < child.index for c in children):
            break  # "low pay and instances of corporal punishment": the of-phrase is the conjunct's
        cases = [c for c in sentence.children(child.index) if c.deprel == "case"]
        if len(cases) != 1 or cases[0].form.lower() not in rules.carried_prepositions:
            continue
        following = next_token(sentence, sentence.token(span(sentence, child)[1]))
        if child.upos not in ("NOUN", "PROPN") or clause(sentence, child) or child.xpos in rules.relative_xpos or (
            cases[0].form.lower() == "for" and following is not None and infinitive_follows(sentence, following)
        ):
            # "calls for military leader Sani Abacha to run for president": what is called for is the clause ("the
            # failure of the dialogue to form a government" keeps its of-phrase)
            return Skip.LOST_COMPLEMENT
        return [cases[0], *argument_words(sentence, child)]
    return []


def amount_of_money(sentence: Sentence, noun: Token) -> bool:
    """``noun`` is counted in money: a currency sign among the words before it in its phrase, however parsed ("a $2
    million gain", the "$" hung on the verb), or the amount it is the in-phrase of ("$8.2 million in asset-valuation
    adjustments")."""
    governor = sentence.token(noun.head) if noun.head else None
    first = span(sentence, noun)[0]
    return any(sentence.token(i).form in CURRENCY_SYMBOLS for i in range(first, noun.index)) or (
        governor is not None and governor.form in CURRENCY_SYMBOLS
    )


def misread_infinitive(sentence: Sentence, noun: Token, governor: Token | None) -> bool:
    """A bare infinitive the parser took for a noun, its subject for the noun's modifier: "is helping Beijing
    deal with the threat" is no "Beijing deal". A singular noun without a determiner after its modifiers,
    the object of a verb that takes an object and a bare infinitive, in a base form a verb can have."""
    if governor is None or noun.deprel not in OBJECT_RELATIONS or noun.xpos != "NN":
        return False
    children = sentence.children(noun.index)
    return (
        bool(verb_lemmas(governor) & phrase_rules().bare_infinitive_verbs)
        and not any(c.deprel.startswith(("det", "nmod:poss")) for c in children)
        and any(c.index < noun.index and c.deprel in NOMINAL_MODIFIERS for c in children)
        and noun.form.lower() in all_lemmas(noun.form.lower(), upos="VERB").get("VERB", ())
    )


def readable_nominal_phrase(
    sentence: Sentence, body: list[Token], determiner: str, reading: HeadReading, profile: Profile
) -> EventPhrase | Skip:
    """A noun's readable phrase ("the attack", "Wednesday's meeting"), or a predicate's as the time of its
    clause ("the time when Apple is confident", "the time when I was in Paris"): never "the being"."""
    if not reading.being:
        return readable_phrase(determiner, rendered(sentence, body, profile), reading)
    if subject_of(sentence, reading.token) in body:
        return Skip.NO_SUBJECT
    if any(c.deprel == "xcomp" and clause(sentence, c) for c in sentence.children(reading.token.index)):
        return Skip.CLAUSAL_COMPLEMENT  # "you are apt to give your all": "the time when you are apt" misses the point
    if any(c.deprel.startswith("acl") for c in sentence.children(reading.token.index)):
        return Skip.CLAUSAL_COMPLEMENT  # "he was the person who introduced me": "the time when he was the person"
    if any(
        c not in body and "than" in opener_forms(sentence, c)
        for c in sentence.children(reading.token.index)
    ):
        return Skip.LOST_COMPLEMENT  # "much less predictable than the destruction": not without what it is compared with
    if not any(t.index > reading.token.index for t in body):  # "I am in love with the giant plate of nachos"
        body = [*body, *carried_oblique(sentence, reading.token)]
    body = [*body, *paired_predicate(sentence, reading.token)]
    if any(
        t.upos == "ADJ" and c not in body and (c.deprel == "xcomp" or (c.deprel.startswith("advcl") and "to" in opener_forms(sentence, c)))
        for t in body for c in sentence.children(t.index)
    ):
        # "among the few Sunni Muslim groups willing to cooperate", "supple enough to compromise with Israel": not "...
        # groups willing", "was supple enough"
        return Skip.CLAUSAL_COMPLEMENT
    if any(
        t.upos == "ADJ" and t.deprel == "amod" and t.head < t.index and c not in body and c.deprel.startswith(("obl", "nmod"))
        for t in body for c in sentence.children(t.index)
    ):
        return Skip.LOST_COMPLEMENT  # "rife with elements protective of the Taliban": not "... elements protective"
    return state_clause(sentence, reading.token, rendered(sentence, body, profile), reading, profile)


def paired_predicate(sentence: Sentence, predicate: Token) -> list[Token]:
    """A bare noun joined to a noun predicate right after it, a pair the predicate is half of: "is hit and miss for
    freshness" (not "is hit for freshness"); [] otherwise."""
    if predicate.upos != "NOUN" or predicate.index + 2 > len(sentence.tokens):
        return []  # two adjectives are two states, each an event of its own ("friendly and welcoming")
    for conjunct in sentence.children(predicate.index):
        between = sentence.token(predicate.index + 1)
        own = [c for c in sentence.children(conjunct.index) if c is not between]
        if conjunct.deprel == "conj" and conjunct.upos == "NOUN" and conjunct.index == predicate.index + 2 and between.deprel == "cc" and not own:
            return [between, conjunct]  # the "and" hung on either word (UD v1 hangs it on the first)
    return []


def finish_hypothesis(text: str, profile: Profile) -> str:
    """Capitalise the first letter; the release-2020 profile lower-cases everything after it."""
    rest = text[1:].lower() if profile.casing == "lower_after_first" else text[1:]
    return text[:1].upper() + rest


def fill(surface: str, profile: Profile, **phrases: EventPhrase) -> str:
    """Put event phrases into a template surface such as ``{X} started before {Y} started.``."""
    return fill_all([surface], profile, **phrases)[0]


def fill_all(surfaces: Iterable[str], profile: Profile, **phrases: EventPhrase) -> list[str]:
    """:func:`fill` for several surfaces with the same phrases, each phrase rendered once."""
    texts = {(slot, opens): p.text(opens) for slot, p in phrases.items() for opens in (True, False)}
    return [
        finish_hypothesis(
            surface.format_map({slot: texts[slot, surface.startswith("{" + slot + "}")] for slot in phrases}), profile
        )
        for surface in surfaces
    ]
