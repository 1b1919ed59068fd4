"""The ``recast`` command line: a thin layer over plain functions in :mod:`recast`.

Each command parses its options and calls one function that works from Python too.
"""

from __future__ import annotations

import os
import signal
import sys


def _abort_while_loading(signum: int, frame: object) -> None:
    """Ctrl-C while the command line is still being imported: nothing started yet, so nothing to undo."""
    sys.stderr.write("recast: aborted\n")
    os._exit(130)


try:  # first: the imports below take most of a second, and Ctrl-C in them is no error
    _handler_before_loading = signal.signal(signal.SIGINT, _abort_while_loading)
except ValueError:  # imported outside the main thread, whose signals these are not
    _handler_before_loading = None

from dataclasses import fields
from pathlib import Path
from typing import NoReturn

import click

from recast import settings
from recast.catalogue import Errors, RecastError, missing_extra
from recast.closure import summary_lines
from recast.parse.backends import Parser, ParserOptions, make_parser
from recast.parse.stage import ParseExecutor
from recast.profiles import PROFILE_NAMES, load_profile
from recast.registry import CorpusEntry, corpus_entry, registry
from recast.types import SPLITS


def split_option(function):
    return click.option(
        "--split",
        type=click.Choice([*SPLITS, "all"]),
        default="all",
        show_default=True,
        help="Which split to write.",
    )(function)


def profile_option(function):
    return click.option(
        "--profile",
        type=click.Choice(PROFILE_NAMES),
        default="paper",
        show_default=True,
        help="paper: the paper's rules with the 2020 defects fixed; release-2020: the published 2020 data.",
    )(function)


def selected_splits(split: str) -> tuple[str, ...]:
    return SPLITS if split == "all" else (split,)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="recast")
def recast() -> None:
    """Recast temporal-annotation corpora into NLI datasets (Vashishtha et al., 2020)."""


def out_option(default: str):
    return click.option(
        "--out", type=click.Path(file_okay=False, path_type=Path), default=default, show_default=True,
        help="Directory for <split>.jsonl and manifest.json.",
    )


def corpus_command(corpus: str, entry: CorpusEntry) -> None:
    """The ``recast`` command of one registry corpus; its options follow from the entry."""

    def command(split: str, profile: str, out: Path, strict: bool, data_dir: Path | None = None,
                **options) -> None:
        from recast.recipes.corpus import recast_corpus
        from recast.recipes.run import CorpusRun

        parser, parse_cache, executor = parse_setup(options) if entry.syntax == "parsed" else (None, None, None)
        manifest = recast_corpus(CorpusRun(corpus, selected_splits(split), data_dir, parser, parse_cache, executor,
                                           strict, options, profile=load_profile(profile), out_dir=out))
        report(manifest, out)

    data_help = f"default: $RECAST_DATA_DIR, holding {' and '.join(f + '/' for f in entry.data_folders)}"
    decorators = [split_option, profile_option, out_option(f"output/{corpus}"),
                  click.option("--strict", is_flag=True, help="Stop at the first quirk in the input instead of counting it.")]
    if not entry.packaged:
        decorators.append(click.option("--data-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                                       help=f"Folder with the raw corpus ({data_help})."))
    if entry.relations:
        decorators.append(click.option("--skip-unknown", is_flag=True,
                                       help="Count and skip unknown relation labels instead of stopping."))
        decorators.append(closure_option)
    for name, option in entry.options.items():
        if isinstance(option, str):  # a flag: the text is its help
            decorators.append(click.option(f"--{name.replace('_', '-')}", name, is_flag=True, help=option))
        else:
            decorators.append(click.option(f"--{name.replace('_', '-')}", name, type=click.Choice(option.choices),
                                           default=option.default, show_default=True, help=option.help))
    if entry.syntax == "parsed":
        decorators.append(parser_options)
    for decorator in reversed(decorators):
        command = decorator(command)
    example = f"recast {entry.command} --split dev --out out/{corpus}"
    if entry.syntax == "parsed":
        example += " --parser udpipe --udpipe-model en_ewt-ud.udpipe"
    recast.command(entry.command, help=f"{entry.summary}\n\nExample: {example}")(command)


closure_option = click.option(
    "--closure", is_flag=True,
    help="Add the event pairs temporal closure decides (marked inferred) and set aside contradictory links "
         "(with --strict a contradiction is an error).")


PARSER_OPTIONS = tuple(field.name for field in fields(ParserOptions))
EXECUTOR_OPTIONS = ("executor", "scheduler", "parse_workers", "scheduler_timeout")


def parse_options(options: dict) -> ParserOptions:
    """The parser's options among ``options`` (popped)."""
    return ParserOptions(**{name: options.pop(name) for name in PARSER_OPTIONS})


def parse_stage(options: dict) -> tuple[Path | None, ParseExecutor]:
    """The parse cache and the executor that the options in ``options`` ask for (popped)."""
    from recast.parse.distributed import make_executor

    executor = make_executor(*(options.pop(name) for name in EXECUTOR_OPTIONS))
    return options.pop("parse_cache"), executor


def parse_setup(options: dict) -> tuple[Parser, Path | None, ParseExecutor]:
    """The parser, parse cache and executor that the parse options in ``options`` ask for (popped)."""
    parser = make_parser(parse_options(options))
    return parser, *parse_stage(options)


def parser_options(function):
    """Parse-stage options shared by every raw-text corpus command, ``recast parse`` and ``recast all``."""
    for option in reversed([
        click.option("--parser", "backend", type=click.Choice(["stanza", "udpipe", "conllu"]), default="stanza",
                     show_default=True, help="Parse backend."),
        click.option("--udpipe-model", type=click.Path(dir_okay=False, path_type=Path), default=None,
                     help="UDPipe model file (default: $RECAST_UDPIPE_MODEL)."),
        click.option("--stanza-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                     help="Stanza model folder (default: $RECAST_STANZA_DIR, else stanza's own)."),
        click.option("--conllu-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                     help="Folder of <doc-id>.conllu parses made elsewhere (--parser conllu)."),
        click.option("--parse-cache", type=click.Path(file_okay=False, path_type=Path), default=None,
                     help="Parse cache folder (default: $RECAST_CACHE_DIR/parses; on a cluster, shared storage)."),
        click.option("--executor", type=click.Choice(["local", "dask"]), default="local", show_default=True,
                     help="Where documents missing from the parse cache are parsed: here, or on Dask workers."),
        click.option("--scheduler", default=None, metavar="ADDRESS",
                     help="--executor dask: an existing Dask scheduler (tcp://HOST:8786); default: a LocalCluster."),
        click.option("--parse-workers", type=click.IntRange(1), default=None,
                     help="Single-threaded parse processes, here or in the Dask LocalCluster [one per core; "
                          "locally, one per 10,000 words to parse]."),
        click.option("--scheduler-timeout", type=click.FloatRange(0, min_open=True), default=None, metavar="SECONDS",
                     help="--executor dask --scheduler: how long to wait for the scheduler to answer [10]."),
        click.option("--device", type=click.Choice(["cpu", "cuda", "auto"]), default="cpu", show_default=True,
                     help="Where Stanza parses: the CPU, a GPU (one process), or a GPU when one is visible."),
    ]):
        function = option(function)
    return function


for _corpus, _entry in registry().corpora.items():
    corpus_command(_corpus, _entry)


@recast.command("parse")
@click.argument("corpus", type=click.Choice([name for name, e in registry().corpora.items() if e.syntax == "parsed"]))
@split_option
@click.option("--data-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder holding the corpus's data folders (default: $RECAST_DATA_DIR).")
@parser_options
def parse_command(corpus: str, split: str, data_dir: Path | None, **options) -> None:
    """Parse CORPUS's documents into the parse cache, here or on a Dask cluster; recasting then reads the cache.

    Example: recast parse tempeval3 --parser udpipe --executor dask --parse-workers 2
    """
    from recast.recipes.corpus import parse_corpus
    from recast.recipes.run import CorpusInput

    parser, parse_cache, executor = parse_setup(options)
    documents = parse_corpus(CorpusInput(corpus, selected_splits(split), data_dir, parser, parse_cache, executor))
    click.echo(f"{corpus}: {documents:,} documents in the parse cache ({parser.backend})")


def corpus_data_option(value: tuple[str, ...]) -> dict[str, Path]:
    """``NAME=PATH`` pairs: a corpus's data folder outside the data directory (e.g. red=/corpora/RED)."""
    folders = {}
    for item in value:
        name, sep, path = item.partition("=")
        if not sep or not path:
            raise click.BadParameter(f"{item!r} is not NAME=PATH", param_hint="--corpus-data")
        corpus_entry(name)  # an unknown corpus is an error naming the known ones
        folders[name] = Path(path)
    return folders


@recast.command("all")
@click.option("--profile", type=click.Choice([*PROFILE_NAMES, "both"]), default="both", show_default=True,
              help="Which profile(s) to regenerate.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default="output", show_default=True,
              help="Root folder: <out>/<profile>/<corpus>/.")
@click.option("--data-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder holding each corpus's data folders (te3/, tbdense/, ...; default: $RECAST_DATA_DIR).")
@click.option("--corpus-data", multiple=True, metavar="NAME=PATH",
              help="A corpus's data outside the data directory, e.g. red=/corpora/RED (repeatable).")
@parser_options
@closure_option
@click.option("--workers", type=click.IntRange(1), default=2, show_default=True,
              help="Corpora recast side by side, each in its own process (each takes up to ~1 GB).")
@click.option("--job-timeout", type=click.FloatRange(0), default=3600, show_default=True,
              help="Seconds one corpus may take before its worker is stopped and the run with it (0: no limit).")
def all_corpora(profile: str, corpus_data: tuple[str, ...], job_timeout: float, **options) -> None:
    """Regenerate every registry corpus there is data for, verify it, and say what was skipped and why.

    Example: RECAST_DATA_DIR=../shared/data/raw recast all --parser udpipe --udpipe-model en_ewt-ud.udpipe
    """
    from recast.recipes.all import FAILED, AllRun, recast_all

    parse_cache, executor = parse_stage(options)
    run = AllRun(  # the parser is built once a corpus is to be parsed (recast.recipes.all.fill_caches)
        options.pop("out"), PROFILE_NAMES if profile == "both" else (profile,), options.pop("data_dir"),
        corpus_data_option(corpus_data), parse_options(options), parse_cache, executor, options.pop("closure"),
        options.pop("workers"), job_timeout or None,
    )
    outcomes = recast_all(run, announce=lambda line: click.echo(line, err=True))
    for outcome in outcomes:
        click.echo(f"{outcome.profile}/{outcome.corpus}: {outcome.status}: {outcome.note}")
    failed = [f"{o.profile}/{o.corpus}" for o in outcomes if o.status == FAILED]
    if failed:
        click.echo(f"recast: error: {len(failed)} of {len(outcomes)} corpora failed: {', '.join(failed)}", err=True)
        sys.exit(1)


def report(manifest: dict, out: Path) -> None:
    """The run summary: pairs per split and label, skipped items by reason."""
    for split, counts in manifest["splits"].items():
        labels = ", ".join(f"{label} {n:,}" for label, n in counts["labels"].items())
        click.echo(f"{manifest['corpus']} {split}: {counts['pairs']:,} pairs ({labels}) -> {out / (split + '.jsonl')}")
        for reason, n in manifest["skipped"].get(split, {}).items():
            click.echo(f"  skipped {n:,}: {reason}")
    for line in summary_lines(manifest.get("closure", {})):
        click.echo(line)


@recast.command("eval")
@click.option("--gold", type=click.Path(exists=True, file_okay=False, path_type=Path), required=True,
              help="Corpus directory with <split>.jsonl.")
@click.option("--pred", type=click.Path(exists=True, dir_okay=False, path_type=Path), required=True,
              help="Predictions: JSONL lines {\"pair-id\", \"label\"}, or a .tsv with a header.")
@click.option("--split", "splits", type=click.Choice(SPLITS), multiple=True,
              help="Split to score (repeatable); default: the splits the predictions cover.")
@click.option("--label-column", default=None, help="Label field or column; default: label, else prediction.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def eval_command(gold: Path, pred: Path, splits: tuple[str, ...], label_column: str | None, as_json: bool) -> None:
    """Score predictions: accuracy by split, template and source label, confusion, consistency.

    Example: recast eval --gold output/paper/tempeval3 --pred preds.jsonl --split test
    """
    import json

    from recast.evaluate import evaluate

    result = evaluate(gold, pred, splits or None, label_column)
    click.echo(json.dumps(result.to_dict(), indent=2) if as_json else result.to_markdown(), nl=as_json)


@recast.command("baseline")
@click.argument("name")
@click.option("--corpus", type=click.Path(exists=True, file_okay=False, path_type=Path), required=True,
              help="Corpus directory; fitted on train.jsonl, scored on dev and test.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the dev/test predictions here as JSONL.")
@click.option("--seed", type=int, default=0, show_default=True)
def baseline_command(name: str, corpus: Path, out: Path | None, seed: int) -> None:
    """Fit baseline NAME (majority, template-majority or hypothesis-only) on train; print dev and test scores.

    Example: recast baseline template-majority --corpus output/release-2020/uds-time-duration
    """
    from recast.baselines import run_baseline

    run = run_baseline(name, corpus, out, seed)
    click.echo(f"{name} on {corpus}" + (f" -> {out}" if out else ""))
    click.echo(run.report.split_table())
    if run.report.corpus_metrics:
        click.echo("\n" + run.report.corpus_metrics_table())


@recast.command("baseline-table")
@click.option("--output-root", type=click.Path(exists=True, file_okay=False, path_type=Path), default="output",
              show_default=True, help="output/<profile>/<corpus>/, or one corpus directory.")
@click.option("--readme", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Also write the table into this file between its baseline-table markers.")
def baseline_table_command(output_root: Path, readme: Path | None) -> None:
    """Every baseline on every corpus under OUTPUT_ROOT, as a Markdown table.

    Example: recast baseline-table --output-root output --readme README.md
    """
    from recast.baselines import baseline_table

    click.echo(baseline_table(output_root, readme))


@recast.command("download")
@click.argument("corpus", type=click.Choice(sorted({e.download for e in registry().corpora.values() if e.download})))
@click.option("--data-dir", type=click.Path(file_okay=False, path_type=Path), envvar=settings.DATA_DIR, required=True,
              help="Where the corpora go (te3/, tbdense/); default $RECAST_DATA_DIR.")
@click.option("--base-url", default=None, help="Fetch <base-url>/<file name> instead of the official URLs (a mirror).")
@click.option("--force", is_flag=True, help="Download again even when the files are there.")
def download_command(corpus: str, data_dir: Path, base_url: str | None, force: bool) -> None:
    """Fetch CORPUS's official files into DATA_DIR, checking sizes and checksums (tbdense also fetches tempeval3).

    Example: recast download tbdense --data-dir data/raw
    """
    from recast.download import download

    for fetched in download(corpus, data_dir, base_url, force):
        places = ", ".join(str(path) for path in fetched.destinations)
        if fetched.status == "present":
            click.echo(f"{fetched.name}: already present -> {places}")
        else:
            check = "checksum verified" if fetched.verified else "no published checksum to compare"
            click.echo(f"{fetched.name}: {fetched.size:,} bytes, sha256 {fetched.sha256} ({check}) -> {places}")


@recast.command("verify")
@click.argument("path", type=click.Path(exists=True, file_okay=False, path_type=Path))
def verify_command(path: Path) -> None:
    """Re-check the checksums and counts of every manifest.json at or below PATH; exit 1 on any mismatch.

    PATH is one corpus directory or an output root (output/<profile>/<corpus>/).
    Example: recast verify output
    """
    from recast.verify import verify_all

    reports = verify_all(path)
    for verified in reports:
        click.echo(verified.summary())
    if not all(verified.ok for verified in reports):
        sys.exit(1)


@recast.command("export")
@click.argument("corpus", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--format", "fmt", default="jsonl", show_default=True,
              help="jsonl, json (the 2020 release layout: per-split arrays and *_metadata.json), "
                   "tsv (GLUE columns index, sentence1, sentence2, label) or parquet.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder for the export; default: <CORPUS>.<format> beside the corpus directory.")
def export_command(corpus: Path, fmt: str, out: Path | None) -> None:
    """Write the corpus directory CORPUS's splits in another format, with a manifest recast verify checks.

    Example: recast export output/paper/tempeval3 --format parquet
    """
    from recast.export import export

    click.echo(f"{corpus} -> {export(corpus, fmt, out)}")


@recast.command("stats")
@click.argument("path", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder for report.md and its PNG plots; default: PATH/stats for an output root, "
                   "<PATH>.stats for one corpus directory.")
def stats_command(path: Path, out: Path | None) -> None:
    """Tables and plots of every corpus at or below PATH (splits, templates, source labels, lengths,
    duplicates) in one Markdown report.

    Example: recast stats output --out output/stats
    """
    from recast.stats import stats

    click.echo(stats(path, out))


@recast.command("lint")
@click.argument("path", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--max-rate", type=click.FloatRange(0, 1), default=None,
              help="Exit with status 1 when a corpus has a larger share of flagged hypotheses (e.g. 0.01).")
@click.option("--no-round-trip", is_flag=True, help="Skip re-parsing the hypotheses with UDPipe.")
@click.option("--markdown", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Also write the report, with up to 5 examples per defect class, to this file.")
@click.option("--no-record", is_flag=True, help="Leave the manifests and dataset cards as they are.")
def lint_command(path: Path, max_rate: float | None, no_round_trip: bool, markdown: Path | None,
                 no_record: bool) -> None:
    """Phrase quality of every corpus at or below PATH: hypotheses flagged per defect class, found by
    rules over each event phrase and its context and by re-parsing the hypotheses with UDPipe
    (model from $RECAST_UDPIPE_MODEL). The counts are recorded in each manifest and dataset card.

    Example: recast lint output/paper --max-rate 0.01
    """
    from recast.lint import lint_corpora
    from recast.files import write_text_atomically

    if markdown is not None and not markdown.absolute().parent.is_dir():  # found out before the linting, not after
        raise RecastError(Errors.E100, file=markdown, reason=f"no folder {markdown.absolute().parent}")
    report = lint_corpora(path, round_trip=not no_round_trip, record=not no_record)
    click.echo(report.summary())
    if markdown is not None:
        write_text_atomically(markdown, report.to_markdown())
    if max_rate is not None and report.over(max_rate):
        raise SystemExit(1)


def main() -> None:
    """Entry point: run the CLI, printing a RecastError as one line with a non-zero exit."""
    try:
        try:
            recast(standalone_mode=False)
        except ModuleNotFoundError as error:
            raise missing_extra(error) or error
    except RecastError as error:
        click.echo(f"recast: error: {error}", err=True)
        sys.exit(2)
    except (click.exceptions.Abort, KeyboardInterrupt):
        click.echo("recast: aborted", err=True)
        sys.exit(130)
    except click.ClickException as error:
        error.show()
        sys.exit(error.exit_code)


def run() -> NoReturn:
    """The ``recast`` program: :func:`main`, then the process ends without tearing the interpreter down.

    A corpus run leaves millions of objects behind (records, trees, cached phrases); freeing them one
    by one at exit costs a UDS-T run more than a second, and the OS reclaims the memory at once. Every
    file is closed and published before ``main`` returns; only the output streams need flushing.
    """
    status = 0
    try:
        main()
    except SystemExit as request:  # sys.exit(): None is success, a message is printed and means failure
        if isinstance(request.code, str):
            click.echo(request.code, err=True)
        status = request.code if isinstance(request.code, int) else int(request.code is not None)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


if _handler_before_loading is not None:  # loaded: Ctrl-C unwinds again (locks, staging folders), see main()
    signal.signal(signal.SIGINT, _handler_before_loading)

if __name__ == "__main__":
    run()
