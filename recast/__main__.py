"""``python -m recast``: the command line."""

from recast.cli import run

run()
