"""TRACIE -> NLI: one pair per instance; the story is the context, TRACIE's hypothesis made a sentence.

The hypothesis "<implicit event> starts|ends before|after <explicit event>" becomes "<Implicit event>,
and this started|ended before|after <explicit event>." (``templates/tracie.json``: why, and the rules
for the explicit event, which TRACIE lemmatised); what each rule changed is counted in the manifest.
Labels: positive -> entailed. The before and after instances over one story, implicit event, point
and explicit event are a contrast cluster of two; a cluster whose labels agree contradicts the
start-point algebra (exactly one of before/after holds) and is counted and left out, as is an
instance without its partner. TRACIE has no dev split: dev is held out of train by story
(:func:`recast.data_sources.tracie.dev_stories`).
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from lemminflect import getAllLemmas, getInflection

from recast.catalogue import Skip, SkipCounter
from recast.data_sources.tracie import DEV_SHARE, TracieInstance, read_instances, split_file, tracie_root
from recast.pipeline import Pair, PairSource, pair_record
from recast.recipes.corpus import command_line
from recast.recipes.finish import write_recast
from recast.recipes.run import CorpusRun
from recast.resources import load_json
from recast.types import RELATION, check_splits

CORPUS = "tracie"
WORD = re.compile(r"[\w'’-]+")
FINAL_PUNCTUATION = ".!?;:,\"' "

# what the hypothesis rules did, counted in the manifest
FROM_STORY = "explicit event taken from the story"
REINFLECTED = "explicit event's bare verb put in the story's tense"
AS_WRITTEN = "explicit event as TRACIE wrote it"
CONNECTIVE = "explicit event's leading connective dropped"
IMPLICIT_RETENSED = "implicit event's verb put in the hypothesis's tense"
PARTICLE = "explicit event's particle taken back from the story"
DO_SUPPORT = "explicit event's bare n't given do-support"
FRONTED = "explicit event's fronted clause or phrase put last"
GERUND = "explicit event without a subject made a gerund"
NOW_RETENSED = "explicit event's leading 'now' dropped and its verb put in the story's tense"
SAME_FORM_PRESENT = "explicit event's verb of one past and bare form put in the present"
STORY_PRESENT = "explicit event in the story's present makes the hypothesis present"
QUOTE_CLOSED = "explicit event's quotation mark closed"
BARE_ING = "explicit event's bare -ing verb after its subject made finite"
PERFECT_FROM_STORY = "explicit event's lost 'have' taken back from the story"


@cache
def rules() -> dict[str, Any]:
    return load_json("tracie.json")


def _lemmas(word: str) -> set[str]:
    lower = word.lower()
    return {lower, *(lemma.lower() for lemmas in getAllLemmas(lower).values() for lemma in lemmas)}


def _verb_tense(word: str) -> str | None:
    """past or present for a word that can only be a past-tense or a third-person present verb form."""
    lower = word.lower()
    if lower in rules()["present_forms"]:  # "The kids have a carrot": present, though "have" is also a bare form
        return "present"
    lemmas = getAllLemmas(lower).get("VERB", ()) or getAllLemmas(lower).get("AUX", ())
    if not lemmas or set(getAllLemmas(lower)) - {"VERB", "AUX"}:
        return None
    forms = {tag: {f for lemma in lemmas for f in getInflection(lemma, tag=tag) or ()} for tag in ("VBD", "VBZ", "VB")}
    if lower in forms["VBD"] and lower not in forms["VB"]:
        return "past"
    if lower in forms["VBZ"]:
        return "present"
    return None


@cache
def tense(text: str) -> str | None:
    """past when ``text`` has at least as many past-tense verbs as present-tense ones and one at all."""
    tenses = Counter(_verb_tense(re.sub(r"n['’]t$", "", word)) for word in WORD.findall(text))  # "didn't": did
    if not tenses["past"] and not tenses["present"]:
        return None
    return "past" if tenses["past"] >= tenses["present"] else "present"


def hypothesis_tense(instance: TracieInstance) -> str:
    """The implicit event's own tense, else the story's."""
    return clause_tense(instance.implicit.strip(FINAL_PUNCTUATION)) or tense(instance.story) or "past"


def _window(wanted: list[set[str]], words: list[re.Match[str]], start: int) -> tuple[int, bool] | None:
    """Where a stretch of ``words`` from ``start`` matching ``wanted`` lemma for lemma ends (exclusive), and
    whether a particle of the story's was taken in that TRACIE's lemmatised event lost ("She end finding" in
    "She ended up finding", "We break because" in "We broke up because": one particle, after a verb)."""
    at, particle = start, False
    for want in wanted:
        if at >= len(words):
            return None
        found = words[at].group()
        if not want & _lemmas(found) and not particle and at > start and found.lower() in rules()["particles"] and (
            "VERB" in getAllLemmas(words[at - 1].group().lower()) and at + 1 < len(words)
            and want & _lemmas(words[at + 1].group())
        ):
            at, particle = at + 1, True
            found = words[at].group()
        if not want & _lemmas(found) and not (want == {"n't"} and found.lower().endswith(("n't", "n’t"))):
            return None  # TRACIE's bare "n't" stands for the story's "didn't", "couldn't"
        at += 1
    return at, particle


def _from_story(explicit: str, story: str, changes: Counter[str] | None = None) -> str | None:
    """The stretch of ``story`` whose words are the explicit event's, lemma for lemma, in the story's
    wording, with the story's subject when the explicit event has none ("had a long work week" -> "Tom had
    a long work week"); ``changes`` counts a particle taken back from the story."""
    wanted = [_lemmas(word) for word in WORD.findall(explicit)]
    words = list(WORD.finditer(story))
    for start in range(len(words) - len(wanted) + 1):
        matched = _window(wanted, words, start)
        if matched is None:
            continue
        end, particle = matched
        if particle and changes is not None:
            changes[PARTICLE] += 1
        previous = words[start - 1] if start else None
        same_sentence = previous is not None and not re.search(r"[.!?]", story[previous.end() : words[start].start()])
        if same_sentence and _bare_verb_first(explicit, story) and _subject(previous.group(), story, previous.start()):
            return story[previous.start() : words[end - 1].end()]
        return story[words[start].start() : words[end - 1].end()]
    return None


def _subject(word: str, story: str, at: int) -> bool:
    """A subject pronoun, "there", or a name: a capitalised word the story also has inside a sentence, or
    one (no function word, connective or opener) that opens a sentence of the story at ``at`` ("Tom had")."""
    lower = word.lower()
    opens_sentence = re.fullmatch(r"[\s\"“]*", story[:at]) is not None or re.search(r"[.!?][\s\"“]*$", story[:at]) is not None
    return (
        lower in rules()["subject_pronouns"] or lower == "there"
        or (word[:1].isupper() and re.search(rf"[\w,] {re.escape(word)}\b", story) is not None)
        or (word[:1].isupper() and opens_sentence
            and lower not in {*rules()["function_words"], *rules()["connectives"], *rules()["openers"], *rules()["indefinites"]})
    )  # fmt: skip


def _bare_verb_first(text: str, story: str) -> bool:
    """Whether ``text`` opens with a word that is only ever a verb (no subject before it) and no name the
    story has inside a sentence ("Sue found out ...": Sue is a name, not the verb "sue")."""
    first = text.split(" ", 1)[0]
    readings = getAllLemmas(first.lower())
    name = first[:1].isupper() and re.search(rf"[\w,] {re.escape(first)}\b", story) is not None
    return bool(readings) and set(readings) <= {"VERB", "AUX"} and not name


def _subject_length(words: list[str], is_verb: Callable[[str], object]) -> int | None:
    """How many words open ``words`` as a subject before a word ``is_verb`` takes (adverbs from
    ``adverbs`` may come between): a pronoun or name ("she", "Bill"), or a determiner or possessive and
    one to three nouns ("the girl", "Jake's boss", "the ice cream man"); None for none."""
    first = words[0].lower()
    possessive = first.endswith("'s")
    if not possessive and (first in rules()["subject_pronouns"] or (words[0][:1].isupper() and first not in rules()["function_words"])):
        length = 1
        while length < len(words) - 1 and words[length][:1].isupper():
            length += 1  # "Hong Kong"
        return length
    if first in rules()["function_words"] or possessive:
        for length in (2, 3, 4):
            inside = words[1:length]  # "the movie was long": "was" is no subject's word
            if any(_verb_tense(word) or word.lower() in rules()["present_forms"] for word in inside):
                return None
            if length == 4 and not all("NOUN" in getAllLemmas(word.lower()) for word in inside[1:]):
                return None  # "the ice cream man", not "the player tried to"
            noun = "NOUN" in getAllLemmas(words[length].lower()) if length < len(words) else False
            following = words[length + 1] if length + 1 < len(words) else ""
            if noun and _finite_tense(following):
                continue  # "the old cat stuck", "Tom's current socks are": the subject's noun, not a verb
            verb = length
            while verb < len(words) - 1 and words[verb].lower() in rules()["adverbs"]:
                verb += 1  # "the lettuce not grow": "not" is no subject's word
            if verb < len(words) and is_verb(words[verb]) and not words[length - 1].endswith("'s"):
                return length
    return None


def _bare_verb(word: str) -> bool:
    """A verb's bare form and no other verb's form ("go", "be", "call"; not "found", "left")."""
    return getAllLemmas(word.lower()).get("VERB", ()) == (word.lower(),)


def _finite_tense(word: str) -> str | None:
    """past or present for a finite verb form, read where a verb must stand (after the subject), so a
    noun reading does not count ("buys", "takes"); None for a bare form, a past modal or a non-verb."""
    lower = word.lower()
    if word[:1].isupper():
        return None  # a name inside the subject ("the new Star Wars movie")
    if lower in rules()["present_forms"] or lower in rules()["modals"]:
        return "present"
    if lower in rules()["present_forms"].values():
        return "past"
    lemmas = getAllLemmas(lower).get("VERB", ())
    forms = {tag: {f for lemma in lemmas for f in getInflection(lemma, tag=tag) or ()} for tag in ("VBD", "VBZ", "VB")}
    if lower in forms["VBZ"]:
        return "present"
    if lower in forms["VBD"] and lower not in forms["VB"]:
        return "past"
    return None


def _form(verb: str, tense: str, subject: list[str]) -> str | None:
    """``verb`` (bare or finite) in ``tense``, agreeing with ``subject``; None when there is none."""
    lower, last = verb.lower(), subject[-1].lower()
    past = {**rules()["present_forms"], **rules()["modals"]}
    if tense == "past" and lower in past:
        return past[lower]  # "will" -> "would", "isn't" -> "wasn't"
    if lower.endswith("n't"):
        form = _form(lower.removesuffix("n't"), tense, subject)
        return None if form in (None, "am") else f"{form}n't"  # "wasn't" -> "isn't"; no "amn't"
    lemmas = getAllLemmas(lower).get("VERB", ())
    lemma = lower if _bare_verb(lower) else (lemmas[0] if lemmas else None)
    if lemma is None:
        return None
    plural = last in ("i", "you", "we", "they") or (len(subject) > 1 and last.endswith("s") and not last.endswith("'s")) or (
        any(w.lower() == "and" for w in subject)
    )
    if lemma == "be":
        if tense == "past":
            return "were" if plural and last != "i" else "was"
        return "am" if last == "i" else "are" if plural else "is"
    if tense == "past":
        return (getInflection(lemma, tag="VBD") or (None,))[0]
    return lemma if plural else (getInflection(lemma, tag="VBZ") or (None,))[0]


def _reinflected(explicit: str, tense: str) -> str | None:
    """The explicit event with its bare verb after its subject in ``tense`` ("she go" -> "she went", "the
    girl be" -> "the girl was", "she seek" -> "she seeks", "he not see" -> "he did not see"); None when
    there is nothing to change."""
    words = explicit.split(" ")
    length = _subject_length(words, _bare_verb) if len(words) > 1 else None
    late = _late_verb(words)
    if late is not None and (length is None or "NOUN" in getAllLemmas(words[length].lower())):
        length = late  # "the grocery store near Amy's house be": "store" is the subject's noun
    if length is None:
        return None
    subject, rest = words[:length], words[length:]
    adverbs = []
    while len(rest) > 1 and rest[0].lower() in rules()["adverbs"]:
        adverbs.append(rest.pop(0))  # "she just use" -> "she just used"
    verb = rest[0]
    if not _bare_verb(verb):
        return None
    if adverbs and adverbs[-1].lower() == "not":  # "he not see": do-support
        auxiliary = _form("do", tense, subject)
        return " ".join([*subject, *adverbs[:-1], auxiliary or "did", "not", verb, *rest[1:]])
    form = _form(verb, tense, subject)
    if form is None or form == verb or (tense == "present" and form == verb.lower()):
        return None
    return " ".join([*subject, *adverbs, form, *rest[1:]])


def _late_verb(words: list[str]) -> int | None:
    """Where the bare verb of a subject of more words than :func:`_subject_length` reads stands: the first
    "be", else the last bare verb after an "of" phrase and before an object ("The driver of the Ice cream
    Truck give Mary": "give", not "cream"), within nine words of a subject a function word opens, with no
    finite verb or "to" before it; None for none."""
    if len(words) < 3 or words[0].lower() not in rules()["function_words"]:
        return None
    found = None
    for at in range(2, min(len(words) - 1, 9)):
        word, lower = words[at], [w.lower() for w in words[1:at]]
        if _finite_tense(word) or lower[-1] == "to":
            break
        if word == "be":
            return at
        following = words[at + 1]
        takes_object = following[:1].isupper() or following.lower() in {*rules()["function_words"], "her", "him", "them", "me", "us"}
        if _bare_verb(word) and word.islower() and "of" in lower[:-1] and lower[-1] not in rules()["function_words"] and takes_object:
            found = at
    return found


def _finite_verb(words: list[str]) -> int | None:
    """Where the finite verb after the subject (and adverbs) of a clause's ``words`` stands; None for none."""
    length = _subject_length(words, _finite_tense) if len(words) > 1 else None
    if length is None:
        return None
    at = length
    while at < len(words) - 1 and words[at].lower() in rules()["adverbs"]:
        at += 1
    return at if _finite_tense(words[at]) else None


def in_tense(clause: str, tense: str) -> str:
    """``clause`` with its finite verb after the subject put in ``tense`` ("Heidi blames" -> "Heidi
    blamed", "The family will go" -> "The family would go", "he isn't" -> "he wasn't", a bare present after
    "I", "you", "we" or "they": "I know" -> "I knew"); the clause as it is when it has no such verb or is in
    ``tense`` already."""
    words = clause.split(" ")
    at, subject = _finite_verb(words), _subject_length(words, _finite_tense)
    if at is not None and words[at - 1].lower() in rules()["relative_pronouns"]:
        at = subject = _auxiliary_after_subject(words)  # "The guy who saved my car is alive": "saved" is the relative clause's
    elif at is None and tense == "past":
        at = _plural_present(words)  # "I know what school ..." in a past hypothesis: "I knew"
        if at is None:
            at = subject = _auxiliary_after_subject(words)  # "The coach and the player are alive": "were"
    if at is None or _finite_tense(words[at]) == tense:
        return clause
    form = _form(words[at], tense, words[: subject or at])
    return clause if form is None else " ".join([*words[:at], form, *words[at + 1 :]])


def _auxiliary_after_subject(words: list[str]) -> int | None:
    """Where a present "be", "have" or modal stands after a subject :func:`_subject_length` cannot read: a
    coordinated one ("The coach and the player are"), a phrase of a capital and nouns ("Dial up internet is")
    or one with a relative clause ("The guy who saved my car is"; its verb skipped), within eight words, no
    other finite verb, "to" or comma before it; None for none."""
    relative = False
    for at in range(1, min(len(words) - 1, 8)):
        word = words[at].lower()
        if word in rules()["relative_pronouns"]:
            relative = True  # the relative clause's own verb may follow
            continue
        if word in {*rules()["present_forms"], *rules()["modals"]} and word not in ("do", "does", "don't", "doesn't"):
            return at if words[0][:1].isupper() else None
        if word in ("to", "not") or "," in word or (_finite_tense(words[at]) and not relative):
            return None
    return None


def _plural_present(words: list[str]) -> int | None:
    """Where a bare verb after "I", "you", "we" or "they" (and adverbs) stands: a present form that
    :func:`_finite_tense` cannot tell from the bare one ("I know", "they really like"); None for none."""
    if len(words) < 2 or words[0].lower() not in ("i", "you", "we", "they"):
        return None
    at = 1
    while at < len(words) - 1 and words[at].lower() in rules()["adverbs"]:
        at += 1
    return at if _bare_verb(words[at]) and words[at].lower() not in rules()["negatable"] else None


def clause_tense(clause: str) -> str | None:
    """The tense of a clause's finite verb after its subject, else :func:`tense` of its words."""
    words = clause.split(" ")
    at = _finite_verb(words)
    return tense(clause) if at is None else _finite_tense(words[at])


def _lowered_start(text: str, instance: TracieInstance) -> str:
    """The first word lower-cased unless it is "I" or a name: a word no dictionary has ("Gina"), a
    capitalised word the story or the implicit event also has inside a sentence ("Bill"), or a singular
    noun they write only with its capital, more than once ("Martin"; not "Yesterday", "Beekeepers",
    "Turning", "Everyone", "Inside")."""
    first = text.split(" ", 1)[0]
    if first.lower() in {*rules()["function_words"], *rules()["openers"], *rules()["indefinites"]}:
        return first.lower() + text[len(first) :]
    capitalised = len(re.findall(rf"\b{re.escape(first.capitalize())}\b", instance.story))
    if first.islower() and capitalised > 1 and "ADV" not in getAllLemmas(first):
        return first.capitalize() + text[len(first) :]  # "bill got himself lost": the story's "Bill", twice
    if first == "I" or not first[:1].isupper() or not getAllLemmas(first.lower()):
        return text
    both = f"{instance.story} {instance.implicit}"
    if re.search(rf"[\w,] {re.escape(first)}\b", both):
        return text
    if _recurring_capital(first, both):
        return text
    written_lower = re.search(rf"\b{re.escape(first.lower())}\b", both) is not None
    lower = first.lower()
    readings = getAllLemmas(lower)
    noun = (lower in readings.get("NOUN", ()) or set(readings) == {"VERB"}) and not lower.endswith("ing")  # "Sue"; not "Beekeepers", "Turning"
    recurring = len(re.findall(rf"\b{re.escape(first)}\b", both)) > 1  # a name recurs; "Inside" opens one sentence
    if not written_lower and noun and recurring and "ADV" not in getAllLemmas(lower):
        return text
    return first[:1].lower() + text[1:]


def _recurring_capital(word: str, both: str) -> bool:
    """Whether the story and the implicit event write ``word`` with its capital at least twice, even if only
    opening sentences, and it is a bare word no adverb or gerund reads ("Randy needed a drink." and "Randy was
    thirsty"; "Bill loved ..." though the story once writes "bill"; not "Yesterday", "Turning", "Kids")."""
    lower = word.lower()
    readings = getAllLemmas(lower)
    bare = all(lower in lemmas for lemmas in readings.values())  # "Kids", "Beekeepers": an inflected noun
    return (
        bare and "ADV" not in readings and not lower.endswith("ing")
        and len(re.findall(rf"\b{re.escape(word)}\b", both)) > 1
    )  # fmt: skip


def _opening_phrase(text: str) -> tuple[str, str]:
    """A leading phrase opened by a preposition, up to a subject pronoun within five words, and the clause
    after it ("At the theater he find ..." -> "At the theater ", "he find ..."); else "" and ``text``."""
    words = text.split(" ")
    if words[0].lower() not in rules()["openers"]:
        return "", text
    at = next((i for i in range(1, min(len(words), 6)) if words[i].lower() in rules()["subject_pronouns"]), None)
    return ("", text) if at is None else (" ".join(words[:at]) + " ", " ".join(words[at:]))


def explicit_event(instance: TracieInstance, changes: Counter[str]) -> str:
    """The explicit event as the hypothesis words it, counting which rule gave it."""
    text = re.sub(r" ('s|'d|'ll|'re|'ve|'m)\b", r"\1", instance.explicit.strip(FINAL_PUNCTUATION))  # "Chris 's"
    first, _, rest = text.partition(" ")
    if first.lower() in rules()["connectives"] and rest:
        text = rest
        changes[CONNECTIVE] += 1
    now = first.lower() == "now" and bool(rest)  # "now she looks swell": the story's present of a past story
    found = None if first.endswith("ing") else _from_story(text, instance.story, changes)  # "before getting scared" reads well
    if found is None and not first.endswith("ing"):
        found = _perfect_from_story(text, instance.story)  # "He never be": the story's "He had never been"
        if found is not None:
            changes[PERFECT_FROM_STORY] += 1
    negated = re.sub(r"\b([\w'’]+) n't\b", lambda m: m[0] if m[1].lower() in rules()["negatable"] else f"{m[1]} not", text)
    if found is None and negated != text:  # "She n't know": TRACIE's lemmatiser dropped "did"; "she not know" takes do-support below
        changes[DO_SUPPORT] += 1
        text = negated
    if found is not None and tense(text) == "past" and tense(found) == "present":  # a lemma is never past
        changes[AS_WRITTEN] += 1  # "Jill had been practicing": TRACIE's own tense, not the story's "has been"
    elif found is not None:
        changes[FROM_STORY if found != text else AS_WRITTEN] += 1
        text = found
    else:
        opening, clause = _opening_phrase(text)
        finite = _bare_ing(clause, hypothesis_tense(instance), instance.story)
        inflected = None if finite is not None else _reinflected(clause, hypothesis_tense(instance))
        changes[BARE_ING if finite else REINFLECTED if inflected else AS_WRITTEN] += 1
        text = opening + (finite or inflected or clause)
    text = re.sub(r" n't\b", "n't", text)  # TRACIE's "be n't" once inflected: "was n't" -> "wasn't"
    text = re.sub(r"\bi\b", "I", text).strip(FINAL_PUNCTUATION)
    if text.count('"') % 2 and instance.explicit.rstrip(" .!?").endswith('"'):
        changes[QUOTE_CLOSED] += 1  # 'her "vegetables"': the stop stripped, the quotation mark kept
        text += '"'
    moved = _fronted(text)
    if moved is not None:
        changes[FRONTED] += 1
        text = moved
    gerund = _gerund(text, instance.story)
    if gerund is not None:
        changes[GERUND] += 1
        text = gerund
    if now and in_tense(text, hypothesis_tense(instance)) != text:
        changes[NOW_RETENSED] += 1  # "now" dropped, "she looks swell" after "Samantha got a haircut": "she looked swell"
        text = in_tense(text, hypothesis_tense(instance))
    return _lowered_start(text, instance)


def _perfect_from_story(explicit: str, story: str) -> str | None:
    """The story's stretch for an explicit event whose bare "be" lost the "have" before it ("He never be"
    -> the story's "He had never been"): TRACIE's lemmatiser drops the auxiliary, as it drops "did" before
    "n't". None when no "have" put after the subject makes the words a stretch of the story."""
    words = explicit.split(" ")
    be = next((n for n, word in enumerate(words) if word.lower() == "be"), None)
    if be is None or be == 0:
        return None
    for at in range(1, be + 1):  # "have" after the subject, before any adverb ("He had never been")
        found = _from_story(" ".join([*words[:at], "have", *words[at:]]), story)
        if found is not None:
            return found
    return None


def _bare_ing(clause: str, tense: str, story: str) -> str | None:
    """An explicit event whose verb after a one-word subject is a bare "-ing" form, no auxiliary before
    it, made finite as the story writes it: the story's own stretch when it has the same words with one or
    two more before the verb ("she getting into her top choice" -> "She ended up getting into her top
    choice"), else the verb in ``tense`` when the story writes a finite form of it ("she handing him the
    jump rope" -> "she handed him the jump rope", the story's "handed"). None for any other event."""
    words = clause.split(" ")
    if len(words) < 3 or not words[1].endswith("ing") or not words[1].islower():
        return None
    subject = words[0]
    if subject.lower() not in set(rules()["subject_pronouns"]) - {"this", "that"} and not (
        subject[:1].isupper() and re.search(rf"[\w,] {re.escape(subject)}\b", story)
    ):
        return None  # a pronoun, or a name the story writes inside a sentence
    lemmas = getAllLemmas(words[1].lower()).get("VERB", ())
    if not lemmas or words[1].lower() not in (getInflection(lemmas[0], tag="VBG") or ()):
        return None
    stretch = re.search(rf"\b{re.escape(subject)}((?: [\w'’]+){{1,2}}) {re.escape(' '.join(words[1:]))}(?![\w'’])", story, re.IGNORECASE)
    if stretch is not None and _finite_tense(stretch[1].split(" ")[1]) is not None:
        return stretch[0]  # "She ended up getting ...": the story's verb before the "-ing" one
    finite = {word.lower() for word in WORD.findall(story) if lemmas[0] in getAllLemmas(word.lower()).get("VERB", ())
              and _finite_tense(word) is not None}  # fmt: skip
    form = _form(lemmas[0], tense, [subject])
    return " ".join([subject, form, *words[2:]]) if form is not None and finite else None


def _fronted(text: str) -> str | None:
    """The explicit event with a leading subordinate clause, or a leading phrase set off by a comma, put
    last, as "before|after" would open it ("after when she fell" is no English; "When he woke up he couldn't
    open his door" -> "he couldn't open his door when he woke up", "at work, I yelled at people" -> "I
    yelled at people at work"); a subordinator that opens the whole event is dropped ("when she fell" ->
    "she fell"). None when nothing leads."""
    words = text.split(" ")
    first = words[0].lower()
    subordinator = first in rules()["subordinators"]
    if len(words) < 2 or not (subordinator or (first in rules()["openers"] and "," in text)):
        return None
    if "," in text:
        head, _, main = text.partition(",")
    else:  # the main clause opens at a later subject pronoun: "when his son was 13 | he told his dad ..."
        at = next((i for i in range(2, len(words)) if words[i].lower() in rules()["subject_pronouns"]
                   and words[i - 1].lower() not in {*rules()["function_words"], *rules()["subordinators"], "that"}), None)  # fmt: skip
        if at is None:
            return " ".join(words[1:])
        head, main = " ".join(words[:at]), " ".join(words[at:])
    main = main.strip()
    if not main or not head.strip():
        return None
    return f"{main} {head[:1].lower()}{head[1:]}"


def _gerund(text: str, story: str) -> str | None:
    """An explicit event that opens with a bare verb and has no subject, made a gerund ("after eat steak"
    -> "after eating steak"); None for any other."""
    first, _, rest = text.partition(" ")
    if not rest or not _bare_verb(first) or not _bare_verb_first(text, story) or first.lower() in rules()["negatable"]:
        return None
    if re.search(rf"\b{re.escape(first.capitalize())}\b", story):
        return None  # a name the story writes ("Peter met ...", "Sue cleaned ..."), not the verb "to peter"
    if rest.split(" ", 1)[0].lower() in rules()["subject_pronouns"]:
        return None  # "turn they both bought": TRACIE's "turns out", no verb phrase
    forms = getInflection(first.lower(), tag="VBG")
    return f"{forms[0]} {rest}" if forms else None


def hypothesis(instance: TracieInstance, changes: Counter[str]) -> str:
    """The hypothesis sentence in one tense: the explicit event's, else the implicit event's, else the
    story's ("..., and this ended before she was not sure"); the implicit event's verb is put in it
    ("Heidi blames ..., and this ended before Heidi started" -> "Heidi blamed ..."), as "this" stands for it."""
    implicit = instance.implicit.strip(FINAL_PUNCTUATION)
    explicit = explicit_event(instance, changes)
    chosen = clause_tense(explicit) or hypothesis_tense(instance)
    if chosen == "past" and _story_present(explicit, instance.story) and in_tense(implicit, "present") != implicit:
        changes[STORY_PRESENT] += 1  # "Jill became better ..., and this started before Jill and Roz run": the story's present
        chosen = "present"
    present = _same_form_present(explicit) if chosen == "present" else None
    if present is not None:  # "It is thanksgiving day, and this starts before she put ...": "she puts"
        changes[SAME_FORM_PRESENT] += 1
        explicit = present
    retensed = in_tense(implicit, chosen)
    if chosen == "past":
        retensed = _coordinated_past(retensed)  # "Nola saw ... and decides": "decided", one tense
    if retensed != implicit:
        changes[IMPLICIT_RETENSED] += 1
    return rules()["surface"].format(
        implicit=retensed[:1].upper() + retensed[1:], verb=rules()["verbs"][instance.point][chosen],
        relation=instance.relation, explicit=explicit,
    )


def _coordinated_past(clause: str) -> str:
    """A past clause with a present verb coordinated after its past one put in the past, and the present
    verb of a clause its subject pronoun opens right after it ("Nola saw pictures of a model and decides
    she wants to be a model" -> "... and decided she wanted to be a model"); the clause as it is otherwise."""
    words = clause.split(" ")
    at = _finite_verb(words) or 1  # "Nola saw": "saw" is also a bare verb, the words' tense tells
    for n in range(at + 2, len(words) - 1):
        if words[n - 1].lower() == "and" and clause_tense(" ".join(words[: n - 1])) != "past":
            return clause
        if words[n - 1].lower() == "and" and _finite_tense(words[n]) == "present" and words[n].lower() not in rules()["modals"]:
            form = _form(words[n], "past", words[:at])
            if form is None:
                return clause
            words[n] = form
            if n + 2 < len(words) and words[n + 1].lower() in rules()["subject_pronouns"] and _finite_tense(words[n + 2]) == "present":
                words[n + 2] = _form(words[n + 2], "past", [words[n + 1]]) or words[n + 2]  # "decides she wants": wanted
            return " ".join(words)
        if "," in words[n - 1] or words[n - 1].lower() in rules()["relative_pronouns"]:
            return clause  # a verb past a comma or in a relative clause is no longer the subject's
    return clause


def _story_present(explicit: str, story: str) -> bool:
    """Whether the explicit event is the story's own words in the present with a coordinated subject of
    names and a bare verb ("Jill and Roz run a fair race"), which :func:`clause_tense` cannot read."""
    words = explicit.split(" ")
    if len(words) < 4 or re.search(rf"(?<![\w'’-]){re.escape(explicit)}(?![\w'’-])", story, flags=re.IGNORECASE) is None:
        return False
    names = words[1].lower() == "and" and words[0][:1].isupper() and words[2][:1].isupper()
    return names and _bare_verb(words[3]) and words[3].islower()  # "Jill and Roz run"


def _same_form_present(explicit: str) -> str | None:
    """The explicit event with a third-person subject's verb whose past is its bare form ("put", "let",
    "cut") in the present ("she put her brother" -> "she puts her brother"), for a present hypothesis: the
    story's past cannot show its tense, and the bare form after "she" is no English; None for any other."""
    words = explicit.split(" ")
    length = _subject_length(words, _same_form) if len(words) > 1 else None
    if length is None or not _same_form(words[length]):
        return None
    form = _form(words[length], "present", words[:length])
    return None if form is None or form == words[length] else " ".join([*words[:length], form, *words[length + 1 :]])


def _same_form(word: str) -> bool:
    """A verb whose past tense is its bare form ("put", "let", "cut"; not "go")."""
    lower = word.lower()
    return _bare_verb(lower) and lower in (getInflection(lower, tag="VBD") or ()) and word.islower()


def _short_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def clusters(
    instances: Sequence[TracieInstance], skips: dict[str, SkipCounter]
) -> list[tuple[str, list[TracieInstance]]]:
    """The before/after clusters (cluster id, its two instances), in file order; an instance without
    its partner and a pair whose labels contradict the algebra are counted, not kept."""
    grouped: dict[tuple[str, tuple[str, ...]], list[TracieInstance]] = defaultdict(list)
    for instance in instances:
        grouped[(instance.split, instance.cluster_key)].append(instance)
    kept = []
    for (split, key), members in grouped.items():
        if sorted(m.relation for m in members) != ["after", "before"]:
            skips[split].skip(Skip.TRACIE_NO_PARTNER, len(members))
            continue
        if members[0].answer == members[1].answer:  # before and after cannot both hold, nor both fail
            skips[split].skip(Skip.TRACIE_CONTRADICTION, 2)
            continue
        kept.append((f"{members[0].story_id}:{key[2]}:{_short_hash(key[1] + chr(0) + key[3])}", members))
    return kept


def tracie_record(instance: TracieInstance, cluster_id: str, text: str, license_name: str) -> dict[str, Any]:
    label = rules()["labels"][instance.answer]
    event_ids = [f"implicit-{instance.point}:{_short_hash(instance.implicit)}", f"explicit:{_short_hash(instance.explicit)}"]
    record = pair_record(
        PairSource(CORPUS, license_name, instance.story_id, instance.split, RELATION),
        Pair(f"{CORPUS}:{instance.instance_id}", instance.story, instance.instance_id, text, label,
             f"{instance.point}s-{instance.relation}", event_ids, instance.answer),
    )  # fmt: skip
    record.update({
        "tracie-hypothesis": instance.hypothesis,
        "implicit-event": instance.implicit,
        "explicit-event": instance.explicit,
        "point": instance.point,
        "explicit-point": rules()["explicit_point"],
        "relation": instance.relation,
        "cluster-id": cluster_id,
    })  # fmt: skip
    return record


def recast_tracie(run: CorpusRun) -> dict[str, Any]:
    """TRACIE's recipe (see :func:`recast.recipes.corpus.recast_corpus`): the run's splits of option
    ``variant`` (iid or uniform-prior) into its ``out_dir``. Nothing is parsed; ``strict`` has no quirks
    to count (a malformed line is always an error)."""
    splits, variant = run.splits, str(run.option("variant", "iid"))
    check_splits(splits)
    instances = read_instances(run.corpus_data_dir, splits, variant)
    skips = {split: SkipCounter() for split in splits}
    changes: Counter[str] = Counter()
    records: dict[str, list[dict[str, Any]]] = {split: [] for split in splits}
    kept = clusters(instances, skips)
    order = {instance.instance_id: n for n, instance in enumerate(instances)}
    license_name = run.entry.license["name"]
    for cluster_id, members in kept:
        for instance in members:
            records[instance.split].append(tracie_record(instance, cluster_id, hypothesis(instance, changes), license_name))
    for split in records:  # file order
        records[split].sort(key=lambda record: order[record["corpus-sent-id"]])
    root = tracie_root(run.corpus_data_dir)
    inputs = sorted({split_file(root, variant, "test" if split == "test" else "train") for split in splits})
    details = {
        "command": command_line(),
        "tracie": {
            "variant": variant,
            "dev_split": f"held out of the {variant} train file by story: the 1st, {DEV_SHARE + 1}th, ... story "
                         "in sha256 order of the story text",
            "stories": {split: len({i.story for i in instances if i.split == split}) for split in splits},
            "clusters": {split: sum(members[0].split == split for _, members in kept) for split in splits},
            "hypothesis_rules": dict(sorted(changes.items())),
        },
    }  # fmt: skip
    return write_recast(run, records, skips, details, inputs)
