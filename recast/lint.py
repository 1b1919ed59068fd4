"""``recast lint``: phrase quality of recast corpora (issue 9).

Every hypothesis is cut into its event phrases by the template it was filled from, and each phrase is
checked by rules over the phrase and its source (the context it was made from), one rule per
:class:`~recast.catalogue.Lint` class. With ``round_trip`` each distinct hypothesis is also parsed again
with the UDPipe backend (model from ``$RECAST_UDPIPE_MODEL``) and flagged when an event phrase is not the
subject of started/ended/take, headed by a word of the phrase.

The corpora whose hypotheses are statements, not templates (MC-TACO's question and answer made one
sentence, TRACIE's instance made one; ``statement_corpora`` in ``templates/generator/lint.json``), are
checked for the statement's shape instead: a sentence (capital, final stop, no question mark or
wh-word left), no doubled word, articles and numbers that agree, and, with ``round_trip``, a UDPipe
re-parse whose root has a subject.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from lemminflect import getAllInflections, getAllInflectionsOOV, getAllLemmas, getInflection, getLemma

from recast.catalogue import Errors, Lint, RecastError
from recast.corpus_files import corpus_dirs, corpus_records, corpus_splits
from recast.engine import duration_templates, ordering_templates
from recast.generator import lemma_family, phrase_rules
from recast.morphology import nonfinite_forms, noun_not_modifier, verb_lemma, verb_only
from recast.profiles import PROFILE_NAMES, load_profile
from recast.resources import load_json
from recast.verify import verified_manifest
from recast.manifest import MANIFEST

MAX_EXAMPLES = 5
WORD = re.compile(r"[\w$%][\w'$%.,-]*[\w%]|[\w$%]")
CLITIC = re.compile(r"(?=')")
PUNCTUATION = re.compile(r"[.,;:!?()\"“”]")
TEMPLATE_FUNCTION_WORDS = frozenset({"being", "not", "never"})
PARTICLE_UPOS = frozenset({"ADP", "ADV", "PART"})
CONTENT_UPOS = frozenset({"NOUN", "PROPN", "VERB", "AUX", "ADJ", "NUM", "X", "ADV"})  # a phrase headed by another word is a fragment


@cache
def lint_words() -> dict[str, frozenset[str]]:
    """templates/generator/lint.json: the word lists the rules use."""
    return {key: frozenset(words) for key, words in load_json("generator/lint.json").items()}


@cache
def template_patterns() -> tuple[re.Pattern[str], ...]:
    """Regexes that cut a hypothesis into its event phrases, one per template surface (ordering, duration)."""
    surfaces = [t.surface for t in ordering_templates()] + [t.surface for t in duration_templates().values()]
    for profile in PROFILE_NAMES:
        surfaces += load_profile(profile).duration.special_surfaces.values()
    patterns = []
    for surface in dict.fromkeys(surfaces):
        pattern = re.escape(surface).replace(re.escape("{unit}"), r"[\w ]+?")
        for slot in ("X", "Y"):
            pattern = pattern.replace(re.escape("{" + slot + "}"), f"(?P<{slot}>.+?)", 1)
        patterns.append(re.compile(f"^{pattern}$"))
    return tuple(patterns)


def event_phrases(hypothesis: str) -> list[tuple[int, str]]:
    """(character offset, text) of each event phrase in ``hypothesis``; [] when no template matches."""
    for pattern in template_patterns():
        match = pattern.match(hypothesis)
        if match:
            return [(match.start(slot), match.group(slot)) for slot in ("X", "Y") if slot in match.groupdict()]
    return []


@cache
def _known(word: str) -> bool:
    return bool(getAllLemmas(word))


@cache
def _verb_forms(word: str) -> frozenset[str]:
    """Every inflection of ``word``'s verb lemma, the word included."""
    lemma = verb_lemma(word, word) or word
    inflections = getAllInflections(lemma, upos="VERB") or getAllInflectionsOOV(lemma, upos="VERB")
    return frozenset({word, *(form for forms in inflections.values() for form in forms)})


@cache
def _participles(gerund: str) -> frozenset[str]:
    """The past participles of ``gerund``'s verb ("put" for "putting"; not "solicit" for "soliciting"); the
    dictionary lists some only as past tenses ("authorized"), LemmInflect's rules add theirs."""
    lemma = verb_lemma(gerund, gerund) or gerund
    forms = {*getAllInflections(lemma, upos="VERB").get("VBN", ()), *getAllInflectionsOOV(lemma, upos="VERB").get("VBN", ())}
    return frozenset(forms) - {gerund}


@cache
def _third_person(word: str) -> bool:
    """A word that can only be a verb's third-person present ("declares"): a clause of its own."""
    lemmas = getAllLemmas(word, upos="VERB").get("VERB", ())
    return verb_only(word) and any(word in getAllInflections(lemma, upos="VERB").get("VBZ", ()) for lemma in lemmas)


@cache
def _inflected_stem(gerund: str) -> bool:
    """A gerund built on another verb's inflected form ("shotting": "shot" is a form of shoot)."""
    stem = verb_lemma(gerund, gerund)
    known = getAllLemmas(stem or "", upos="VERB").get("VERB", ())
    return bool(known) and stem not in known


def phrase_defects(phrase: str, context: str) -> list[Lint]:
    """The defect classes ``phrase`` (an event phrase, with its determiner) shows against its ``context``."""
    rules = phrase_rules()
    words = phrase.split()
    lower = [w.lower() for w in words]
    # a clitic is a word of its own: "let's" holds "let", "tell'em" holds "tell"
    context_words = [piece for w in WORD.findall(context) for piece in CLITIC.split(w.lower()) if piece]
    context_set = set(context_words)
    defects = []
    content = [w for w in lower[1:] if w != "not"]
    if any(w.endswith(("inging", "eding")) and not _known(w) for w in lower):
        defects.append(Lint.DOUBLE_INFLECTION)
    # a hyphenated verb ("nose-diving" for "nose-dived") is checked by its last piece
    pieces = context_set | {w.rsplit("-", 1)[-1] for w in context_set}
    gerunds = [w.rsplit("-", 1)[-1] for w in content if w.endswith("ing") and w != "being" and w not in context_set]
    if any(not _verb_forms(w) & pieces or _inflected_stem(w) for w in gerunds):
        defects.append(Lint.WRONG_LEMMA)
    if content == ["being"]:
        defects.append(Lint.BARE_BEING)
    if _lost_words(lower, context_words):
        defects.append(Lint.LOST_WORDS)
    if _fragment(words, lower, context):
        defects.append(Lint.FRAGMENT)
    if _voice(lower, context_words):
        defects.append(Lint.VOICE)
    if len(content) == 1 and content[0] != "being" and getLemma(content[0], upos="VERB")[0] in rules.light_verbs:
        defects.append(Lint.BARE_LIGHT_VERB)
    # a window never reaches across punctuation ("they panicked," a detective said)
    segments = [[p for w in WORD.findall(part) for p in CLITIC.split(w.lower()) if p] for part in PUNCTUATION.split(context)]
    if _lost_argument(lower, segments):
        defects.append(Lint.LOST_ARGUMENT)
    # "the being held", and "their being nocturnal" fails the same reading; a clause's progressive passive
    # ("the time when they were being sought") is English
    progressive = _state_clause(lower) and any(
        w == "being" and i > 0 and lower[i - 1] in lint_words()["be_forms"] for i, w in enumerate(lower)
    )
    if "being" in lower and content != ["being"] and not progressive:
        defects.append(Lint.THE_BEING)
    if _gerund_bare_object(words, lower):
        defects.append(Lint.GERUND_BARE_OBJECT)
    if _asserted_unreal(lower, segments):
        defects.append(Lint.ASSERTED_UNREAL)
    return defects


def _gerund(word: str) -> bool:
    """``word`` is a verb's -ing form ("hanging"), not "being" nor a noun in -ing only ("morning")."""
    return word.endswith("ing") and word != "being" and "VERB" in getAllLemmas(word)


def _lost_argument(lower: list[str], context_segments: list[list[str]]) -> bool:
    """A bare gerund ("the hanging", "the shooting") whose verb, wherever the context has it, is followed by
    what completes it: an object's determiner, a particle, "to" or another verb ("helped hang a poster",
    "shot down the plane", "keep asking")."""
    rules, listed = phrase_rules(), lint_words()
    if len(lower) != 2 or lower[0] != "the" or not _gerund(lower[1]):
        return False
    if (verb_lemma(lower[1], lower[1]) or "") in listed["clause_taking_verbs"]:
        return False  # what "say" or "believe" takes is a clause: "the saying" passes (READING.md)
    openers = listed["object_openers"] | listed["verb_particles"] | {"to"}
    forms = _verb_forms(lower[1]) - {lower[1]}
    following = [s[i + 1] for s in context_segments for i, w in enumerate(s[:-1]) if w in forms]
    return bool(following) and all(
        w in openers or verb_only(w)
        or (noun_not_modifier(w) and w not in rules.time_words | listed["subject_pronouns"])
        for w in following
    )


def _gerund_bare_object(words: list[str], lower: list[str]) -> bool:
    """"the" + gerund + an object without "of" ("the making the short journey", "the making Farkas")."""
    if len(lower) < 3 or lower[0] != "the" or not _gerund(lower[1]):
        return False
    return lower[2] in lint_words()["object_openers"] or lower[2][:1].isdigit() or words[2][:1].isupper()


def _asserted_unreal(lower: list[str], context_segments: list[list[str]]) -> bool:
    """The phrase's head (its gerund, or its first content word) occurs in the context only after a
    negation, modal or condition within three words ("did not appear", "would break", "without spending"), or
    a verb that fears, believes, hopes or denies it within six ("fear they are witnessing the beginnings")."""
    function_words = lint_words()["phrase_function_words"]
    head = next((w for w in lower if _gerund(w)), None) or next((w for w in lower if w not in function_words), None)
    if _state_clause(lower):
        head = lower[-1]  # the state's predicate, not "time"
    if head is None:
        return False
    forms = _verb_forms(head) if _gerund(head) else frozenset({head})
    listed = lint_words()
    unasserting, unreporting = listed["unasserting_words"], listed["unreporting_words"]
    phrase_openers = listed["prepositions"] - {"to"}  # "to" opens the believed infinitive
    # a fear, a belief or a charge is itself asserted: only a negation, modal or condition hedges it
    believing = bool(forms & unreporting)
    found = False
    for segment in context_segments:  # a window never reaches across punctuation ("no longer clear, said Leon")
        for i, w in enumerate(segment):
            if w in forms:
                found = True
                # a negation, modal or condition close by; or a verb that fears, believes or denies the clause
                # ("fear they are witnessing the beginnings"), a little further
                # ... unless a preposition puts the head in a phrase of its object ("suspect a link between all
                # the bombings", "denied involvement in the attack")
                believed = not believing and any(
                    _verb_of_belief(segment, j) and not set(segment[j + 1 : i]) & phrase_openers for j in range(max(0, i - 6), i)
                )
                if not (set(segment[max(0, i - 3) : i]) & unasserting or believed):
                    return False
    return found


def _verb_of_belief(segment: list[str], position: int) -> bool:
    """``segment[position]`` is one of the unreporting words used as a verb, not a noun: none after a determiner
    or possessive ("the suspects' extradition") nor before an auxiliary ("suspects had been arrested")."""
    listed = lint_words()
    word = segment[position]
    before = segment[position - 1] if position else ""
    after = segment[position + 1] if position + 1 < len(segment) else ""
    return word in listed["unreporting_words"] and before not in listed["noun_determiners"] and after not in listed["auxiliaries"]


def alike(phrases: list[str]) -> bool:
    """Two event phrases that read as one event: the same words, or heads of one derivational family where one
    phrase's content words, by family, are all among the other's ("the arrival" / "the arriving", "the season"
    / "the flu season")."""
    if len(phrases) != 2:
        return False
    function_words = lint_words()["phrase_function_words"]

    def families(phrase: str) -> frozenset[str]:
        return frozenset(
            lemma_family(verb_lemma(w, w) or w if _gerund(w) else w)
            for w in phrase.lower().split() if w not in function_words
        )

    def head_family(phrase: str) -> str:
        """The head's family: its gerund's, or its last word before any "of" ("the flu season")."""
        words = [w for w in phrase.lower().split() if w not in function_words]
        gerund = next((w for w in words if _gerund(w)), None)
        before_of = phrase.lower().split(" of ")[0].split()
        head = gerund or next((w for w in reversed(before_of) if w not in function_words), "")
        return lemma_family(verb_lemma(head, head) or head if gerund else head)

    first, second = (_key(p) for p in phrases)
    # one head family (READING.md), and one repeats the other's words, perhaps with one more: "the season" /
    # "the flu season"; "the blast" / "the surviving of the blast" are two events
    mine, theirs = families(first), families(second)
    return first == second or (
        bool(mine) and bool(theirs) and head_family(first) == head_family(second) and (mine <= theirs or theirs <= mine)
    )


def _find_all(sequence: list[str], within: list[str]) -> list[int]:
    """Where ``sequence`` starts in ``within``, every time."""
    return [start for start in range(len(within) - len(sequence) + 1) if within[start : start + len(sequence)] == sequence]


def _lost_words(lower: list[str], context_words: list[str]) -> bool:
    """An article that does not agree or a degree word whose word is gone ("so a", "the so much"), or a
    copular predicate found in the context only right after a preposition or degree word the phrase dropped
    ("the being the offing" for "in the offing"); where the context also has it without one ("it is warm
    ... it is very warm"), the phrase may come from there."""
    for word, following in zip(lower, lower[1:]):
        if word in ("a", "an") and (word == "an") != (following[:1] in "aeiou"):
            return True
        if word in lint_words()["degree_before_article"] and following in ("a", "an", "the"):
            return True  # "the being so a stupid name": the degree word modifies something the phrase lost
    if len(lower) > 2 and lower[0] == "the" and lower[1] in lint_words()["degree_before_article"]:
        return True  # "the so much pressure"
    if "being" in lower[:-1]:
        predicate = lower[lower.index("being") + 1 :]
    elif _state_clause(lower) and _clause_verb(lower) is not None:
        predicate = lower[_clause_verb(lower) + 1 :]  # "the time when I am curious" for "kind of curious"
    else:
        return False
    dropped = lint_words()["prepositions"] | phrase_rules().degree_words
    starts = _find_all(predicate, context_words)
    return bool(starts) and all(start > 0 and context_words[start - 1] in dropped for start in starts)


def _fragment(words: list[str], lower: list[str], context: str) -> bool:
    """A phrase that ends in a function word or pronoun; that opens, or opens its predicate, with a
    complementiser or wh-word ("the that seeing", "the being because the buffer"); that holds a quotation
    mark, a present-tense verb after its head ("the making it tough declares Robert Antolini"), a piece of
    a name before a gerund ("the Nicolas informing"; "the Nairobi bombing" is the context's own), or a piece
    of a hyphenated word that the context has only hyphenated ("the force investigation")."""
    listed = lint_words()
    # a pronoun ends a clause ("cleaning it", "the time when these guys helped me") or a preposition's phrase ("the
    # talking to him") whole
    whole_pronoun = lower[-1] in listed["object_pronouns"] and (
        lower[-2] in listed["prepositions"] | {"to"} or (lower[0] not in ("the", "a", "an") and _gerund(lower[0]))
        or _state_clause(lower)
    )
    if (
        len(lower) > 2 and lower[-1] in listed["dangling_last_words"] and not _prepositional_passive(lower)
        and not whole_pronoun
    ):
        return True
    openers = [lower[1] if len(lower) > 1 else ""] + [lower[i + 1] for i, w in enumerate(lower[:-1]) if w == "being"]
    if any(w in listed["clause_openers"] for w in openers):
        return True
    if any(mark in w for w in words for mark in listed["quote_marks"]):
        return True
    if any(_third_person(w) for w in lower[2:]) and not _state_clause(lower):  # "the time when it looks amazing"
        return True
    if (
        len(words) > 2 and words[-2][:1].isupper() and words[-1].endswith("ing") and words[-1].islower()
        and not re.search(rf"\b{re.escape(words[-2])} {re.escape(words[-1])}\b", context, re.IGNORECASE)
    ):
        return True
    return any(
        re.search(rf"\w-{re.escape(w)}\b", context)
        and not re.search(rf"(?<![\w-]){re.escape(w)}\b", context)
        and not re.search(rf"-{re.escape(w)}\b", " ".join(words))
        for w in words[1:]
        if w.isalpha()
    )


def _state_clause(lower: list[str]) -> bool:
    """A state written as the time of its clause ("the time when they are nocturnal"): its finite verb is its own."""
    opening = [w.lower() for w in phrase_rules().state_clause_opening]
    return lower[1 : 1 + len(opening)] == opening


def _clause_verb(lower: list[str]) -> int | None:
    """Where a state clause's last form of "be" or "get" stands (its predicate follows); None without one."""
    be_forms = lint_words()["be_forms"]
    found = [i for i, w in enumerate(lower[:-1]) if w in be_forms]
    return found[-1] if found else None


def _prepositional_passive(lower: list[str]) -> bool:
    """A passive whose preposition has no object of its own, as English writes it ("the being cared for",
    "the being yelled at"): "being", a past participle, a preposition at the end."""
    # "the being yelled at", "the time when I got yelled at"
    passive_verb = lower[-3] == "being" or (_state_clause(lower) and _clause_verb(lower) == len(lower) - 3)
    if not (len(lower) > 3 and passive_verb and lower[-1] in lint_words()["prepositions"]):
        return False
    participle = lower[-2]
    lemma = verb_lemma(participle, participle)
    return lemma is not None and participle in nonfinite_forms(lemma) and not participle.endswith("ing")


def _voice(lower: list[str], context_words: list[str]) -> bool:
    """A gerund for what the context says only in the passive ("is not authorized" -> "the not authorizing";
    where the context also has the verb in the active, "by killing the prime minister", the gerund may be
    for that), or "being" before a verb's bare form that is no participle ("the being comply"; "the being
    put" is a passive)."""
    if "being" in lower[:-1]:
        after = lower[lower.index("being") + 1]
        return (
            getAllLemmas(after, upos="VERB").get("VERB") == (after,) and not getAllLemmas(after, upos="ADJ")
            and not getAllLemmas(after, upos="NOUN") and after not in getAllInflections(after, upos="VERB").get("VBN", ())
        )
    be_forms = lint_words()["be_forms"]
    for word, following in zip(lower[1:], [*lower[2:], ""]):
        if not word.endswith("ing") or word == "being" or following == "of":
            continue  # a gerund with "of" names the act on its patient: "the holding of the poll" (issue 29)
        forms = _verb_forms(word)
        passive = active = False
        for position, context_word in enumerate(context_words):
            if context_word not in forms:
                continue
            before = [w for w in context_words[max(0, position - 3) : position] if w not in ("not", "n't", "never")]
            if context_word in _participles(word) and before and before[-1] in be_forms:
                passive = True
            else:
                active = True
        if passive and not active:
            return True
    return False


@dataclass
class CorpusLint:
    """One corpus directory's counts: rows flagged per class, and up to MAX_EXAMPLES examples each."""

    path: Path
    corpus: str
    rows: int = 0
    flagged: int = 0
    counts: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)

    @property
    def rate(self) -> float:
        return self.flagged / self.rows if self.rows else 0.0

    def as_dict(self, round_trip: bool) -> dict[str, Any]:
        """What the manifest records under ``lint`` (the card and ``recast stats`` print it)."""
        return {
            "rows": self.rows, "flagged": self.flagged, "round_trip": round_trip,
            "counts": {lint.value: self.counts.get(lint.value, 0) for lint in Lint},
        }

    def add(self, defect: Lint, example: str) -> None:
        self.counts[defect.value] += 1
        shown = self.examples.setdefault(defect.value, [])
        if len(shown) < MAX_EXAMPLES and example not in shown:
            shown.append(example)


@dataclass
class LintReport:
    corpora: list[CorpusLint]

    def over(self, max_rate: float) -> list[CorpusLint]:
        return [c for c in self.corpora if c.rate > max_rate]

    def summary(self) -> str:
        return "\n".join(
            f"{c.corpus} ({c.path}): {c.flagged:,} of {c.rows:,} hypotheses flagged ({c.rate:.2%})"
            + "".join(f"\n  {count:,}: {name}" for name, count in sorted(c.counts.items()))
            for c in self.corpora
        )

    def to_markdown(self) -> str:
        parts = []
        for c in self.corpora:
            parts.append(f"## {c.corpus}\n\n`{c.path}`: {c.flagged:,} of {c.rows:,} hypotheses flagged ({c.rate:.2%}).\n")
            parts.append("| defect | hypotheses | examples |\n|---|---:|---|")
            for lint in Lint:
                examples = "<br>".join(e.replace("|", "\\|") for e in c.examples.get(lint.value, []))
                parts.append(f"| {lint.value} | {c.counts.get(lint.value, 0):,} | {examples} |")
            parts.append("")
        return "\n".join(parts)


def linted_corpus(folder: Path) -> bool:
    """A corpus folder lint reads and records into: a manifest.json and at least one <split>.jsonl."""
    return (folder / MANIFEST).is_file() and bool(corpus_splits(folder))


def lint_corpus(corpus_dir: Path, round_trip: bool = True, parser: Any = None) -> CorpusLint:
    """Lint one corpus directory; ``parser`` (a UDPipeParser) is made from $RECAST_UDPIPE_MODEL when needed."""
    manifest = verified_manifest(corpus_dir)  # a corpus that does not verify is not linted, nor recorded into
    result = CorpusLint(corpus_dir, manifest.get("corpus", corpus_dir.name))
    checked: dict[tuple[str, str], list[Lint]] = {}  # (phrase, context) -> defects
    rows = list(corpus_records(corpus_dir))
    if result.corpus in lint_words()["statement_corpora"]:
        return _lint_statements(result, rows, round_trip, parser)
    # The rules judge a phrase against its own context, so their findings belong to that row only: one
    # hypothesis ("The using did take ...") recurs over many contexts, and a phrase that misreads one
    # context ("used to clog up") is not wrong in the others. The re-parse reads the hypothesis alone.
    row_defects: list[set[Lint]] = []
    for record in rows:
        defects: set[Lint] = set()
        phrases = event_phrases(record["hypothesis"])
        for _, phrase in phrases:
            key = (_key(phrase), record["context"])
            if key not in checked:
                checked[key] = phrase_defects(*key)
            defects.update(checked[key])
        if alike([phrase for _, phrase in phrases]):
            defects.add(Lint.ALIKE)
        row_defects.append(defects)
    misread = set(misshapen(sorted({r["hypothesis"] for r in rows}), parser)) if round_trip else set()
    for record, defects in zip(rows, row_defects, strict=True):
        if record["hypothesis"] in misread:
            defects.add(Lint.ROUND_TRIP)
        result.rows += 1
        result.flagged += bool(defects)
        for defect in sorted(defects, key=list(Lint).index):
            result.add(defect, record["hypothesis"])
    return result


WH_WORDS = frozenset({"what", "when", "how", "why", "where", "which", "who"})
OPENING_CLAUSE = re.compile(r"(?:When|While|Where|Whenever)\b[^?]*?, \w")  # "When they are able to leave, they move on."
REPEATED = re.compile(r"\b(\w+) \1\b", re.IGNORECASE)


def statement_defects(statement: str) -> list[Lint]:
    """The defect classes of a statement's shape, by rule."""
    from recast.questions import corrected_answer  # the one table of agreement slips

    defects = []
    words = statement.split()
    if (
        not statement[:1].isupper() and not statement[:1].isdigit() or not statement.endswith(".")
        or "?" in statement or (words and words[0].lower() in WH_WORDS and not OPENING_CLAUSE.match(statement))
    ):  # fmt: skip
        defects.append(Lint.NOT_A_SENTENCE)
    if any(match[1].lower() not in lint_words()["repeatable_words"] for match in REPEATED.finditer(statement)):
        defects.append(Lint.REPEATED_WORD)
    if corrected_answer(statement)[1]:
        defects.append(Lint.AGREEMENT)
    return defects


def subjectless(statements: list[str], parser: Any) -> set[str]:
    """The statements whose UDPipe parse has no root with a subject (or that parse as several sentences)."""
    flagged = set()
    for statement, tree in zip(statements, _parse(statements, parser), strict=True):
        words = [t for t in tree if isinstance(t["id"], int)]
        root = next((t for t in words if t["head"] == 0), None)
        subject = root is not None and any(
            t["head"] == root["id"] and t["deprel"].split(":")[0] in ("nsubj", "csubj", "expl") for t in words
        )
        if not subject:
            flagged.add(statement)
    return flagged


def _lint_statements(result: CorpusLint, rows: list[dict[str, Any]], round_trip: bool, parser: Any) -> CorpusLint:
    checked = {h: statement_defects(h) for h in {r["hypothesis"] for r in rows}}
    misread = subjectless(sorted(checked), parser) if round_trip else set()
    for record in rows:
        defects = [*checked[record["hypothesis"]], *([Lint.NO_SUBJECT] if record["hypothesis"] in misread else [])]
        result.rows += 1
        result.flagged += bool(defects)
        for defect in defects:
            result.add(defect, record["hypothesis"])
    return result


def lint_corpora(path: Path, round_trip: bool = True, parser: Any = None, record: bool = False) -> LintReport:
    """Lint every corpus directory at or below ``path``; with ``record`` the counts go into each corpus's
    manifest (``lint``) and its dataset card is written again to show them."""
    if round_trip and parser is None:
        from recast.parse.backends import UDPipeParser

        parser = UDPipeParser()
    report = LintReport([lint_corpus(d, round_trip, parser) for d in corpus_dirs(path, linted_corpus, Errors.E082)])
    if record:
        from recast.card import write_card
        from recast.manifest import read_manifest

        for result in report.corpora:
            manifest = read_manifest(result.path)
            manifest["lint"] = result.as_dict(round_trip)
            write_card(result.path, manifest)  # rewrites the sealed manifest with it
    return report


def misshapen(hypotheses: Iterable[str], parser: Any) -> list[str]:
    """The hypotheses holding an event phrase that UDPipe does not read as the template's argument.

    A phrase is judged in two parses: the first hypothesis it occurs in, and the first ordering template
    with the phrase in both slots. It passes when either parse has the template's shape, so UDPipe's
    misreadings of one slot of a well-formed hypothesis ("did take" taking the phrase's object) are not
    counted, and the parser's work grows with the distinct phrases, not with the rows. A verbal phrase
    that fails both gets a third parse as the clause it stands for (:func:`clause_form`).
    """
    lines = {h: " ".join(h.split()) for h in hypotheses}
    first_hypothesis: dict[str, str] = {}
    for line in lines.values():
        for _, phrase in event_phrases(line):
            first_hypothesis.setdefault(_key(phrase), line)
    if not first_hypothesis:
        return []
    template = ordering_templates()[0].surface
    frames = [template.format(X=p[:1].upper() + p[1:], Y=p) for p in first_hypothesis]
    sentences = [*dict.fromkeys(first_hypothesis.values()), *frames]
    readable: dict[str, bool] = {}  # phrase -> a parse reads it as the template's argument
    offset = 0
    for sentence, tree in zip(sentences, _parse(sentences, parser), strict=True):
        for phrase, shaped in _phrase_shapes(sentence, tree, offset):
            readable[phrase] = readable.get(phrase, False) or shaped
        offset += len(sentence) + 1
    clauses = {p: clause for p, ok in readable.items() if not ok and (clause := clause_form(p))}
    for phrase, tree in zip(clauses, _parse(list(clauses.values()), parser), strict=True):
        readable[phrase] = _state_clause_shaped(tree) if _state_clause(phrase.lower().split()) else _clause_shaped(tree)
    return [h for h, line in lines.items() if not all(readable[_key(p)] for _, p in event_phrases(line))]


def _parse(sentences: list[str], parser: Any) -> list[Any]:
    """UDPipe's trees for ``sentences``, one sentence per line parsed in one call (far faster than a call
    per sentence)."""
    import conllu
    from ufal.udpipe import Pipeline, ProcessingError

    if not sentences:
        return []
    pipeline = Pipeline(parser.model, "tokenizer=ranges;presegmented", Pipeline.DEFAULT, Pipeline.DEFAULT, "conllu")
    error = ProcessingError()
    trees = conllu.parse(pipeline.process("\n".join(sentences) + "\n", error))
    if error.occurred() or len(trees) != len(sentences):
        raise RecastError(Errors.E028, doc_id="lint", backend=parser.backend, reason=error.message or "sentence count")
    return trees


CLAUSE_SUBJECT = "They"


def clause_form(phrase: str) -> str | None:
    """The clause a verbal event phrase stands for, which UDPipe reads far more reliably than the template's
    "the" + gerund: "the taking the stand" -> "They took the stand.", "the not being disclosed" -> "They
    were not disclosed.", "the not having nothing" -> "They did not have nothing."; None for a phrase that
    is not "the", negation, then "being" or a verb's gerund (nominal phrases, fragments like "the with the
    task-force investigation getting"). A state's clause is itself: "the time when they are nocturnal" ->
    "They are nocturnal."."""
    words = phrase.split()
    if len(words) > 1 and words[0].lower() != "the" and _gerund(words[0].lower()):
        words = ["the", *words]  # a gerund clause ("having a dog") stands for the same clause
    if len(words) < 2 or words[0].lower() != "the":
        return None
    if _state_clause([w.lower() for w in words]):  # "the time when they are nocturnal" -> "They are nocturnal."
        clause = words[1 + len(phrase_rules().state_clause_opening) :]
        return " ".join([clause[0][:1].upper() + clause[0][1:], *clause[1:]]) + "." if clause else None
    negation = [w for w in words[1:3] if w in ("not", "never")]
    rest = words[1 + len(negation) :]
    if not rest:
        return None
    if rest[0] == "being":
        return " ".join([CLAUSE_SUBJECT, "were", *negation, *rest[1:]]) + "."
    lemma = verb_lemma(rest[0], rest[0]) if rest[0].endswith("ing") else None
    if lemma is None:
        return None
    if negation:
        return " ".join([CLAUSE_SUBJECT, "did", *negation, lemma, *rest[1:]]) + "."
    past = getInflection(lemma, tag="VBD")
    return " ".join([CLAUSE_SUBJECT, past[0] if past else lemma, *rest[1:]]) + "."


def _clause_shaped(tree: Any) -> bool:
    """Whether UDPipe reads a :func:`clause_form` clause as one clause of the phrase's words: exactly one of
    them (the verb, or the predicate after "were") is the root and the rest hang below it, "were" is a
    copula or passive auxiliary (not "were take care of him"), and nothing is loosely attached or a second
    present or past-tense verb ("made it tough declares Robert Antolini")."""
    listed = lint_words()
    words = [t for t in tree if isinstance(t["id"], int)]
    region = {t["id"] for t in words[1:] if t["upos"] != "PUNCT"}
    leaving = [t for t in words if t["id"] in region and t["head"] not in region]
    verb = words[1]
    return (
        len(leaving) == 1 and leaving[0]["head"] == 0
        and (verb["form"] != "were" or verb["deprel"] in ("cop", "aux:pass"))
        and not any(t["deprel"].split(":")[0] in listed["clause_breaking_relations"] for t in words if t["id"] in region)
        and not any(t["xpos"] in listed["finite_xpos"] for t in words[3:] if t["id"] in region)
    )


def _state_clause_shaped(tree: Any) -> bool:
    """Whether UDPipe reads a state's clause (:func:`clause_form` of "the time when ...") as one clause: one
    root, nothing loosely attached."""
    listed = lint_words()
    words = [t for t in tree if isinstance(t["id"], int) and t["upos"] != "PUNCT"]
    return sum(t["head"] == 0 for t in words) == 1 and not any(
        t["deprel"].split(":")[0] in listed["clause_breaking_relations"] for t in words
    )


def _key(phrase: str) -> str:
    return phrase[:1].lower() + phrase[1:]


def _phrase_shapes(hypothesis: str, tree: Any, offset: int) -> Iterator[tuple[str, bool]]:
    """For each event phrase: whether the parse keeps it one unit of the template, headed by a content word
    of the phrase. Its words may attach only to each other and to the template's verbs (started, ended,
    take), and exactly one content word, the phrase's head, attaches to them. UDPipe 1 misreads the
    attachment *to* the verb on many well-formed hypotheses ("the being late" as an auxiliary and an
    adverb of "started"), so the relation is not checked, and the template's own words (the leading
    determiner, "being", "not") and a final particle ("the setting up") may attach to the verb too.
    A phrase with two heads, or one that reaches into the other phrase, is caught."""
    words = [t for t in tree if isinstance(t["id"], int)]
    by_id = {t["id"]: t for t in words}
    spans = {}
    for t in words:
        start, _, end = (t["misc"] or {}).get("TokenRange", ":").partition(":")
        spans[t["id"]] = (int(start) - offset, int(end) - offset) if start else (-1, -1)
    verbs = lint_words()["template_verbs"]

    def template_word(token_id: int) -> bool:
        token = by_id.get(token_id)
        return token_id == 0 or (token is not None and token["form"].lower() in verbs)

    for start, phrase in event_phrases(hypothesis):
        inside = {i for i, (s, e) in spans.items() if s >= start and e <= start + len(phrase)}
        leaving = [by_id[i] for i in inside if by_id[i]["head"] not in inside]
        entering = [t for t in words if t["id"] not in inside and t["head"] in inside and t["upos"] != "PUNCT"]
        last = max(inside, default=0)
        heads = [
            t for t in leaving
            if not (t["form"].lower() in TEMPLATE_FUNCTION_WORDS or (t["id"] == last and t["upos"] in PARTICLE_UPOS))
            and not (t["id"] == min(inside) and t["upos"] == "DET")
        ]
        if not heads:  # "being" read as the noun that heads the phrase ("the being in NZ")
            heads = [t for t in leaving if t["form"].lower() == "being"]
        yield _key(phrase), (
            all(template_word(t["head"]) for t in leaving)
            and all(template_word(t["id"]) or t["form"].lower() == "before" for t in entering)
            and len(heads) == 1
            and heads[0]["upos"] in CONTENT_UPOS
        )
