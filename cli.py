"""The ``recast`` command line: a thin layer over plain functions in :mod:`recast`.

Each command parses its options and calls one function that works from Python too.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from recast.catalogue import RecastError
from recast.profiles import PROFILE_NAMES

SPLITS = ("train", "dev", "test")


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


def main() -> None:
    """Entry point: run the CLI, printing a RecastError as one line with a non-zero exit."""
    try:
        recast(standalone_mode=False)
    except RecastError as error:
        click.echo(f"recast: error: {error}", err=True)
        sys.exit(2)
    except click.exceptions.Abort:
        click.echo("recast: aborted", err=True)
        sys.exit(130)
    except click.ClickException as error:
        error.show()
        sys.exit(error.exit_code)


if __name__ == "__main__":
    main()
