"""One catalogue of skip reasons and error messages.

The run summary, the manifest and the tests all speak these words: a skipped item is
counted under a :class:`Skip` member's value, an error is raised as ``RecastError`` with
an :class:`Errors` message.
"""

from __future__ import annotations

from collections import Counter
from enum import Enum


class Skip(str, Enum):
    """Why an item produced no pair. The value is what the manifest and summary print."""

    # readers
    TIMEX_LINK = "link touches a TIMEX"
    NO_INSTANCE = "event has no MAKEINSTANCE"
    EXTRA_INSTANCE = "event has several MAKEINSTANCEs (first kept)"
    SELF_LOOP = "link from an event to itself"
    DUPLICATE_LINK = "duplicate link"
    UNKNOWN_EVENT = "link names an unknown event"
    UNKNOWN_RELATION = "unknown relation label"
    DROPPED_RELATION = "relation label the profile drops"
    BYTE_ORDER_MARK = "byte-order mark removed"
    MISSING_ENTITY = "relation names a missing entity"
    SPAN_OUTSIDE_TEXT = "span outside the document text"
    NO_ANNOTATION = "source document without an annotation file"
    SPAN_OFF_WORDS = "event span starts or ends inside a word or at a space"
    NON_EVENT_LINK = "link touches a markable that is neither an event nor a TIMEX"
    NOT_TLINK = "relation is not a TLINK"
    NEGATED_LINK = "link with negative polarity"
    INCOMPLETE_LINK = "link without two endpoints and a relation type"
    CONFLICTING_LINK = "event pair linked more than once with different relations (all dropped)"
    EMPTY_INPUT = "input file is empty (nothing read from it)"
    VERB_MISMATCH = "row whose verb is not the word of its event (MATRES)"
    # parse stage
    UNALIGNED_SPAN = "event span not aligned to tokens"
    UNALIGNED_LINK = "link names an event whose span was not aligned"
    # generator
    AUX_DET_HEAD = "event head is AUX or DET"
    NOMINAL_EVENT = "event is neither a verb nor copular"
    MULTI_TOKEN_EVENT = "multi-token event"
    IDENTICAL_PHRASES = "both events read identically"
    NO_DURATION_LABEL = "event has no duration label"
    UNRESOLVED_LEMMA = "verb whose lemma cannot be confirmed against its form"
    EXISTENTIAL = "existential 'there be'"
    BARE_LIGHT_VERB = "light verb without a complement to carry"
    FRAGMENT = "event phrase would be a fragment"
    # paper profile: events the context does not assert, and phrases a reader would misread (issue 29)
    NEGATED_EVENT = "event negated in its context (not, never, without, no)"
    MODAL_EVENT = "event under a modal verb (would, could, may, ...)"
    CONDITIONAL_EVENT = "event in a condition (if, unless, whether)"
    UNREALISED_EVENT = "event only attempted, intended or planned (tried to, wanted to, ...)"
    QUESTION_EVENT = "event only asked about: a yes/no question (did he leave? you know why?)"
    IMPERATIVE_EVENT = "event only asked for: a command or invitation (please share, hop onto a bus)"
    ALTERNATIVE_EVENT = "event one of alternatives joined by 'or' (give them away or burn them)"
    FUTURE_EVENT = "event still to come, in an ordering template that says it started (will, going to)"
    UNREPORTED_CLAUSE = "event in a clause that is feared, believed, denied, charged or hoped, not reported (fear they are witnessing)"
    ANNOTATED_NEGATED = "event the corpus annotates as negated (RED polarity NEG)"
    ANNOTATED_MODAL = "event the corpus annotates as modal or hypothetical (TimeML modality, RED contextual modality)"
    ANNOTATED_NOT_FACTUAL = "event its annotators judged did not happen (UDS factuality below 0)"
    STATIVE_PARTICIPLE = "participle that names a state, not an act (is based in, located in)"
    SENSE_SHIFT = "verb whose gerund with this object or complement reads as another sense (met with demands, leaves three sons)"
    AMBIGUOUS_EVENT = "event word repeats in the context and its phrase cannot tell the mentions apart (two 'said')"
    NOT_AN_EVENT = "event word modifies a noun (engineering workstations, opposed ideologies)"
    CLAUSAL_COMPLEMENT = "verb whose clausal complement the phrase cannot carry (helped hang, keep asking)"
    LOST_COMPLEMENT = "verb whose prepositional complement the phrase cannot carry (called for, looked at, served as)"
    LOST_ARGUMENT = "verb whose object, particle or completing adverb the phrase cannot carry (declined further comment, fell short)"
    PRONOUN_ARGUMENT = "verb whose object, or passive whose subject, is a pronoun the phrase cannot carry"
    NO_SUBJECT = "predicate without a subject to name it (copular, passive or state)"
    NO_FINITE_VERB = "state or passive whose clause has no finite verb to write it with (to be, being)"
    MISREAD_INFINITIVE = "verb the parser read as a noun after its subject (helping Beijing deal with: not 'the Beijing deal')"
    SOURCE_WRITING = "phrase would copy the source's slip of writing (the donatello, the Article, a DATE, best yellow curry, Staff is)"
    # TORQUE questions (recast/torque.py); object and other forms are counted per question
    TORQUE_OBJECT_QUESTION = "TORQUE question asks for an object (What did X do ...?): no declarative form"
    TORQUE_OTHER_QUESTION = "TORQUE question of a form that cannot be made declarative"
    TORQUE_HEDGED_QUESTION = "TORQUE hedged question the profile drops"
    TORQUE_SELF_REFERENCE = "TORQUE candidate event named in its own question"
    TORQUE_CONTESTED = "TORQUE candidate outside the answer that some annotator chose (contested)"
    TORQUE_STATE_TIME = "TORQUE candidate whose phrase is the time of a state (the time when he was arrested), which does not happen"
    TORQUE_UNKNOWN_ANSWER = "TORQUE answer span that is not an annotated event of the passage"
    # crowd-written TORQUE questions whose words no declarative copy can make grammatical (recast/torque.py)
    TORQUE_NO_ANCHOR = "TORQUE question whose relation word has no clause or noun phrase after it (after remained)"
    TORQUE_VERB_FORM = "TORQUE question with a verb form its auxiliary cannot take (has already happen, was happened)"
    TORQUE_MISSPELLING = "TORQUE question with a misspelled word (occured, befure)"
    TORQUE_TENSE_CLASH = "TORQUE question whose predicate and anchor keep tenses no statement keeps together (will happen after the dialogue began, happened before the supply has been built)"
    TORQUE_CUT_ANCHOR = "TORQUE question whose anchor ends on a word the passage completes (after the Council passed [a resolution])"
    TORQUE_BARE_ANCHOR = "TORQUE question whose anchor is one bare singular noun (after anonymity, before sale)"
    # TRACIE (data_sources/tracie.py, recast/recipes/tracie.py)
    TRACIE_NO_PARTNER = "TRACIE instance without its before/after partner over the same story and events"
    TRACIE_CONTRADICTION = "TRACIE before/after pair whose two labels contradict the start-point algebra (both records)"
    # MC-TACO candidates whose question and answer make no grammatical statement (recast/questions.py)
    MCTACO_QUESTION_FORM = "MC-TACO question of a form no statement is made from"
    MCTACO_ANSWER_KIND = "MC-TACO answer of another kind than its question asks for (a clause where a time is asked)"
    MCTACO_NOT_YES_NO = "MC-TACO answer to a yes/no question that is neither yes nor no"
    MCTACO_MISSPELLING = "MC-TACO answer with a misspelled word (hikacked, an hour)"
    MCTACO_NUMERAL_FIRST = "MC-TACO statement that would open with a numeral (20th century Japan experienced ...)"
    MCTACO_RELATIVE_CLAUSE = "MC-TACO answer that would follow a relative clause and read as its time (the persons who came to the store for 25 years)"
    # engine
    EXCLUDED_TEMPLATE = "template neither entailed nor not-entailed"
    NO_SLIDER_MAJORITY = "template on which an event pair's slider annotations tie (no majority)"
    # temporal closure (recast/closure.py)
    CLOSURE_CONFLICT = "link in a contradictory cycle of links (set aside by --closure)"
    # output
    DUPLICATE_PAIR = "duplicate (context, hypothesis)"
    CONFLICTING_PAIR = "conflicting labels for one (context, hypothesis)"


class Lint(str, Enum):
    """Phrase-quality defects ``recast lint`` counts (recast/lint.py); the card and stats print these values."""

    DOUBLE_INFLECTION = "double inflection"
    WRONG_LEMMA = "gerund of a lemma the context does not have"
    BARE_BEING = "bare 'the being'"
    LOST_WORDS = "copular predicate lost a word, or an article does not agree"
    FRAGMENT = "dangling fragment"
    VOICE = "passive or participle read as active"
    BARE_LIGHT_VERB = "light verb without its complement"
    ROUND_TRIP = "re-parse lacks the template's shape"
    # READING.md's classes (issue 29)
    LOST_ARGUMENT = "bare gerund of a verb whose object, particle or complement follows it in the context"
    THE_BEING = "'the being' or a subject + 'being' + predicate"
    GERUND_BARE_OBJECT = "'the' + gerund + a bare object"
    ALIKE = "both events of the hypothesis read alike (one lemma or derivational family)"
    ASSERTED_UNREAL = "event the context negates, hedges or conditions, asserted"
    # statements (MC-TACO, TRACIE): hypotheses made from a question and an answer, or a TRACIE instance
    NOT_A_SENTENCE = "statement is no sentence (no capital or final stop, a question mark or wh-word left)"
    REPEATED_WORD = "statement repeats a word ('for for', 'after after')"
    AGREEMENT = "statement's article or number does not agree ('a hour', '5 year')"
    NO_SUBJECT = "re-parse finds no clause with a subject in the statement"


class Errors(str, Enum):
    """Error messages; format them with ``.format(**fields)``."""

    E001 = "unknown split {split!r}: choose one of {choices}"
    E002 = "unknown profile {profile!r}: choose one of {choices}"
    E003 = "cannot write to output directory {path}: {reason}"
    E004 = "decomp {found} is installed; recast needs decomp >= {needed} (pip install -U decomp)"
    E005 = "decomp is not installed; recast needs it for UDS-T (pip install decomp)"
    E006 = "{file}: unknown relation {label!r} in link {link} (use --skip-unknown to count and skip it)"
    E007 = "{file}: malformed XML at line {line}: {reason}"
    E008 = "{file}: {item}: {reason}"
    E009 = "data directory {path} not found: pass --data-dir or set RECAST_DATA_DIR"
    E010 = "{file}: {reason}"
    E012 = "{file}: {key}: {reason}"
    E011 = "{feature} needs the optional package {module!r}, which is not installed: pip install 'recast[{extra}]'"
    # TimeML and TimeBank-Dense readers (data_sources/timeml.py, data_sources/tbdense.py)
    E020 = (
        "TempEval-3 not found under {path}: expected {missing} there or in {path}/te3 "
        "(get it with: recast download tempeval3 --data-dir {path})"
    )
    E021 = (
        "TimeBank-Dense not found under {path}: expected {missing} there or in {path}/tbdense "
        "(get it with: recast download tbdense --data-dir {path})"
    )
    E022 = "{file}: line {line}: expected 4 tab-separated fields (docid, id1, id2, label), found {found}"
    E023 = "{file}: document {doc_id} has no TimeBank file {path}"
    # parse stage (recast/parse)
    E024 = "unknown parse backend {name!r}: choose one of {choices}"
    E025 = (
        "Stanza's English models are not installed ({reason}); download them once with: "
        "python -c \"import stanza; stanza.download('en')\" (or pick another backend: --parser udpipe)"
    )
    E026 = (
        "the udpipe backend needs a UDPipe 1 model file: pass --udpipe-model PATH or set RECAST_UDPIPE_MODEL "
        "(English models: https://lindat.mff.cuni.cz/repository/xmlui/handle/11234/1-3131)"
    )
    E027 = "{path}: cannot load the UDPipe model: {reason}"
    E028 = "{doc_id}: the {backend} parser failed: {reason}"
    E029 = "no parse for document {doc_id}: the conllu backend expects {path}"
    E030 = "{file}: not valid CoNLL-U: {reason}"
    E031 = "the conllu backend needs a directory holding one <doc_id>.conllu per document (--conllu-dir); got {path}"
    E036 = (
        "{doc_id}: no valid parse at {path} after the {executor} executor ran "
        "(the parse cache must be on storage every worker can write: --parse-cache)"
    )
    E037 = "unknown executor {name!r}: choose one of {choices}"
    E038 = "--scheduler only applies to --executor dask"
    E133 = "{path} fails verification right after writing: {findings}"
    E134 = (
        "a worker process died (killed, or out of memory?) while making {corpora}; the run stopped. "
        "Run again (finished corpora are kept), or with fewer --workers"
    )
    E135 = (
        "{corpora}: no result after {timeout:.0f} s (--job-timeout); the worker was stopped and the run with it"
    )
    E131 = "unknown device {device!r}: choose one of {choices}"
    E132 = "--device cuda: no GPU is visible to torch (torch.cuda.is_available() is False); use --device cpu or auto"
    E130 = (
        "a parse worker process died (killed, or out of memory?) with {count} document(s) unparsed, "
        "{first} .. {last}; what was parsed is in the cache: run again, or with fewer --parse-workers"
    )
    E039 = "{corpus} is raw text: recasting it needs a parser (--parser)"
    E044 = (
        "cannot reach the Dask scheduler at {address} within {timeout:g} s: {reason} "
        "(is it running there? --scheduler-timeout waits longer)"
    )
    # download (recast/download.py)
    E032 = "unknown download {name!r}: choose one of {choices}"
    E033 = "{url}: download failed: {reason}"
    E034 = "{url}: {what} mismatch: expected {expected}, got {found}; nothing was written"
    E035 = "{archive}: {member} not found in the archive; nothing was written"
    # RED reader (data_sources/red.py)
    E040 = (
        "RED not found at {path}: RED is LDC2016T23, licensed by the Linguistic Data Consortium; obtain it from "
        "the LDC (https://catalog.ldc.upenn.edu/LDC2016T23) and point recast at the release directory (the one "
        "holding data/annotation/ and data/source/) with --data-dir, or put it at $RECAST_DATA_DIR/red"
    )
    E041 = "{file}: no source document {source} for this annotation file"
    E042 = "{file}: entity {entity}: span {span!r} is not start,end (or start,end;start,end...)"
    E043 = "{file}: relation {relation}: TLINK has no {property}"
    # temporal closure (recast/closure.py)
    E050 = "{file}: links {links} contradict each other ({cycle}); without --strict they are set aside"
    E051 = "{corpus} has no relation table: temporal closure works on relation labels (TempEval-3, TB-Dense, RED, MATRES)"
    # evaluation and baselines (recast/evaluate.py, recast/baselines.py)
    E060 = "{file}: line {line}: not valid JSON: {reason}"
    E061 = "{file}: line {line}: expected a JSON object, found {kind}"
    E062 = "{file}: line {line}: no {field!r} field (fields: {found})"
    E063 = "{file}: line {line}: label {label!r} is neither 'entailed' nor 'not-entailed'"
    E064 = "{file}: line {line}: pair-id {pair_id!r} already given at {first}"
    E065 = "{file}: line {line}: pair-id must be a string or an integer, found {found!r}"
    E066 = "{file}: line {line}: expected {expected} tab-separated fields, found {found}"
    E067 = "{file}: header has no {column!r} column (columns: {columns})"
    E068 = "{file}: not UTF-8 text: {reason}"
    E069 = "{path}: no split file here (train.jsonl, dev.jsonl or test.jsonl)"
    E070 = "{path}: split {split!r} asked for, but {split}.jsonl is missing"
    E071 = "unknown baseline {name!r}: choose one of {choices}"
    E072 = "{path}: the {name} baseline needs train.jsonl and dev.jsonl or test.jsonl"
    E073 = "{path}: no corpus directory (holding train/dev/test .jsonl) here or below"
    # provenance, export, dataset cards, stats (recast/provenance.py, export.py, card.py, stats.py)
    E080 = "unknown corpus {corpus!r}: templates/corpora.json describes {choices}"
    E081 = "unknown export format {fmt!r}: choose one of {choices}"
    E082 = "{path}: no manifest.json here or one or two levels below"
    E083 = "{file}: field {field!r} mixes value types ({reason})"
    E084 = "{path}: cannot export into the corpus directory itself; choose another --out"
    E085 = "{file}: a field's value type changes after the first {rows} records ({reason})"
    # verification findings (recast/verify.py): reported as a list, then the command exits 1
    E090 = "{file}: missing"
    E091 = "{file}: sha256 {found} differs from the manifest's {expected}"
    E092 = "{file}: {found} bytes, the manifest says {expected}"
    E093 = "{file}: {found} pairs, the manifest says {expected}"
    E094 = "{file}: {kind} {key!r}: {found} pairs, the manifest says {expected}"
    E095 = "{file}: a split file the manifest does not describe"
    E096 = "{file}: the manifest records no checksums (no 'outputs'; see recast.provenance.finalize_manifest)"
    E097 = "{file}: line {line}: a {found!r} record in the {split} split file"
    E098 = "{file}: a file the manifest does not list (a stray or leftover file)"
    E099 = "{file}: the manifest's own checksum {found} differs from the recorded {expected} (the manifest was edited)"
    # writing, locking, manifests, readers' robustness (issue 10; recast/writers.py and the readers)
    E100 = "cannot write {file}: {reason} (nothing was replaced)"
    E101 = "another recast run is writing {path} (it holds {lock}); wait for it to finish or choose another --out"
    E102 = "{path}: will not replace this folder: {entry} is {reason}; choose another --out or remove it"
    E103 = (
        "{path} holds the split(s) {others} as well; writing only {splits} would leave them undescribed by "
        "the manifest: write all splits (--split all) or choose another --out"
    )
    E104 = "{file}: not a recast manifest: {reason}"
    E105 = "{path}: the corpus does not verify ({finding}); run `recast verify {path}`"
    E106 = "{file}: document id {doc_id!r} is also the id of {other}"
    E107 = "{file}: {item}: document id {doc_id!r} would read {path}, outside the data folder {root}"
    E108 = "{file}: {item}: entity &{entity}; is not defined in the file (external entities are never fetched)"
    E109 = "{file}: a directory, not a file"
    E111 = "{file}: the manifest has no checksum of its own ('manifest_sha256'): it could have been edited"
    E112 = "{path}: a {what} left by a recast run that was stopped; the next run into that folder removes it"
    E110 = (
        "{file}: entity {entity}: span {span!r} reads {text!r}, inside a word or at a space, as do most of the "
        "file's event spans: the offsets do not count this source text"
    )
    # TORQUE (data_sources/torque.py, recast/recipes/torque.py)
    E120 = (
        "TORQUE's {split} file not found at {path}: get data/{split}.json from "
        "https://github.com/qiangning/TORQUE-dataset and put it in {folder}"
    )
    E121 = (
        "{file}: TORQUE's test set has no answers or events (its authors removed them; it is scored on their "
        "leaderboard): recast train and dev, or hold out dev documents as test with --split-dev-by-document"
    )
    E122 = "{file}: passage {passage}: {reason}"
    E123 = "{file}: passage {passage}: question {question!r}: {reason}"
    # TRACIE and MC-TACO (data_sources/tracie.py, data_sources/mctaco.py)
    E140 = (
        "TRACIE's {variant} {split} file not found at {path}: get data/{folder}/ from https://github.com/allenai/tracie "
        "and put it in {root}"
    )
    E141 = (
        "{file}: line {line}: not a TRACIE instance: expected "
        "'event: <hypothesis> story: <story><TAB>answer: positive|negative'"
    )
    E142 = "{file}: line {line}: the hypothesis {hypothesis!r} has no 'starts|ends before|after' between two events"
    E143 = "unknown TRACIE variant {variant!r}: choose one of {choices}"
    E144 = (
        "MC-TACO's {split} file not found at {path}: get dataset/{name} from https://github.com/CogComp/MCTACO "
        "and put it in {root}"
    )
    E145 = "{file}: line {line}: {reason}"
    E146 = "MC-TACO has no train split (its dev set is its only supervision): recast dev and test"
    E147 = "{corpus} cannot say which split holds each of its documents (no document_splits in its registry entry)"
    E148 = "{corpus} takes no option {options} (its options: {choices})"


# Optional packages (setup.cfg extras): the top-level module a feature imports -> what it is for, its extra.
OPTIONAL_MODULES = {
    "stanza": ("the stanza parser", "stanza"),
    "torch": ("the stanza parser", "stanza"),
    "ufal": ("the udpipe parser", "udpipe"),
    "dask": ("the dask executor", "dask"),
    "distributed": ("the dask executor", "dask"),
    "matplotlib": ("recast stats", "analysis"),
    "sklearn": ("the hypothesis-only baseline", "analysis"),
    "pyarrow": ("Parquet export", "parquet"),
}


class RecastError(Exception):
    """An error the user can act on; the CLI prints it on one line and exits non-zero."""

    def __init__(self, error: Errors, **fields: object) -> None:
        self.error = error
        super().__init__(f"[{error.name}] {error.value.format(**fields)}")

    def __reduce__(self) -> tuple[object, ...]:
        # whole across processes: a worker of `recast all` raises it, and the parent prints it
        return _rebuilt_error, (self.error, str(self))


def _rebuilt_error(error: Errors, message: str) -> RecastError:
    rebuilt = RecastError.__new__(RecastError)
    Exception.__init__(rebuilt, message)
    rebuilt.error = error
    return rebuilt


class SkipCounter(Counter):
    """Counts skipped items by :class:`Skip` reason; keys are the reasons' printed values."""

    def skip(self, reason: Skip, n: int = 1) -> None:
        self[reason.value] += n

    def as_dict(self) -> dict[str, int]:
        return dict(sorted(self.items()))


# Quirks that are normal in well-formed data, so ``strict`` counts them instead of failing.
TOLERATED = frozenset({Skip.TIMEX_LINK, Skip.BYTE_ORDER_MARK, Skip.NOT_TLINK, Skip.NON_EVENT_LINK})


class Quirks:
    """A reader's counter for one input file: counts a quirk by Skip reason or, with ``strict``,
    raises on the first one that well-formed data does not have (naming the file and the item)."""

    def __init__(self, path: object, skips: SkipCounter, strict: bool) -> None:
        self.path, self.skips, self.strict = path, skips, strict

    def __call__(self, reason: Skip, item: str) -> None:
        if self.strict and reason not in TOLERATED:
            raise RecastError(Errors.E008, file=self.path, item=item, reason=reason.value)
        self.skips.skip(reason)


def missing_extra(error: ModuleNotFoundError) -> RecastError | None:
    """The RecastError naming the extra that provides ``error``'s module, or None for any other module."""
    module = (error.name or "").split(".")[0]
    if module not in OPTIONAL_MODULES:
        return None
    feature, extra = OPTIONAL_MODULES[module]
    return RecastError(Errors.E011, feature=feature, module=module, extra=extra)
