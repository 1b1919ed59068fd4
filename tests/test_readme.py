"""The README is run, not only read: every example of its command table and its two quick-start commands.

The examples are taken from README.md as written, so one that goes stale fails here. They run as the user
runs them -- the `recast` program, from a working folder -- on small data: the folder cut from
../shared/data/raw, the RED fixtures for RED (licensed data), a local mirror for `recast download`.
Paths the README names for the user's own data are pointed at those; nothing else is changed.
"""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO

README = REPO / "README.md"
RED_FIXTURES = REPO / "tests" / "fixtures" / "red" / "release"
COMMAND_ROW = re.compile(r"^\| `recast ([\w-]+)` \|.*\| `(recast [^`]+)` \|\s*$")
LIMIT_SECONDS = 1200
# `recast lint --max-rate` exits 1 when a defect class passes the rate: on a few documents one phrase is a
# large share, so there the report, not the verdict, is what is checked.
VERDICT_EXIT = {"lint": {0, 1}}


def table_examples() -> dict[str, str]:
    """Command name -> its example, from the README's command table."""
    rows = [COMMAND_ROW.match(line) for line in README.read_text(encoding="utf-8").splitlines()]
    return {row[1]: row[2] for row in rows if row}


def quick_start() -> list[str]:
    block = README.read_text(encoding="utf-8").split("## Quick start", 1)[1].split("```")[1]
    return [line.split("#")[0].strip() for line in block.splitlines()[1:] if line.split("#")[0].strip()]


def test_the_quick_start_is_make_run_and_make_test_and_ci_runs_make_test() -> None:
    assert quick_start() == ["make run", "make test"]
    assert "make test" in (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()


def pointed_at_test_data(arguments: list[str], small_data: Path, red: Path, mirror_url: str) -> list[str]:
    """The example's arguments with the user's data folders replaced by the test's."""
    command = arguments[1]
    pointed = []
    for previous, argument in zip(["", *arguments], arguments):
        if previous == "--data-dir":
            argument = str({"red": red, "download": Path("downloaded")}.get(command, small_data))
        elif previous == "--corpus-data" and argument.startswith("red="):
            argument = f"red={red}"
        elif previous == "--udpipe-model":
            argument = "$RECAST_UDPIPE_MODEL"
        pointed.append(argument)
    return pointed + (["--base-url", mirror_url] if command == "download" else [])


@pytest.fixture(scope="module")
def mirror(tmp_path_factory: pytest.TempPathFactory, small_data: Path):
    """The official download files (TimeBank-Dense's pairs checked by sha256: the real file) on localhost."""
    from conftest import shared_data_dir
    from test_download import build_archives, serve

    yield from serve(build_archives(shared_data_dir(), tmp_path_factory.mktemp("www") / "mirror").parent)


@pytest.fixture(scope="module")
def red(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The RED fixtures less the one label they carry to test --skip-unknown ('BEFORE/PRECONDITIONS', a
    misspelt RED type), as a licensed copy of RED would be."""
    copy = shutil.copytree(RED_FIXTURES, tmp_path_factory.mktemp("red") / "release")
    for path in copy.rglob("*.xml"):
        path.write_text(path.read_text(encoding="utf-8").replace("BEFORE/PRECONDITIONS<", "BEFORE/PRECONDITION<"),
                        encoding="utf-8")
    return copy


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The user's working folder, with the README (`recast baseline-table --readme` writes into it)."""
    folder = tmp_path_factory.mktemp("workspace")
    shutil.copy(README, folder / "README.md")
    return folder


def run_example(
    name: str, workspace: Path, data: tuple[Path, Path], mirror: str, env: dict[str, str]
) -> subprocess.CompletedProcess:
    """Run the README's example of ``name`` in ``workspace`` on ``data`` (the small data folder, RED),
    with $RECAST_DATA_DIR set to the small data folder as `make all` sets it."""
    small_data, red = data
    arguments = pointed_at_test_data(shlex.split(table_examples()[name]), small_data, red, mirror)
    arguments = [env["RECAST_UDPIPE_MODEL"] if a == "$RECAST_UDPIPE_MODEL" else a for a in arguments]
    env = {**env, "RECAST_DATA_DIR": str(small_data)}
    # the example's leading VAR=value words, if any, are the environment it runs in
    while "=" in arguments[0] and not arguments[0].startswith("-"):
        key, _, value = arguments.pop(0).partition("=")
        env = {**env, key: value}
    result = subprocess.run([sys.executable, "-m", "recast", *arguments[1:]], cwd=workspace, env=env,
                            capture_output=True, text=True, timeout=LIMIT_SECONDS)
    assert result.returncode in VERDICT_EXIT.get(name, {0}), f"{table_examples()[name]}\n{result.stderr[-3000:]}"
    assert "Traceback" not in result.stderr, result.stderr
    return result


@pytest.fixture(scope="module")
def data(small_data: Path, red: Path) -> tuple[Path, Path]:
    return small_data, red


@pytest.fixture(scope="module")
def made_all(workspace: Path, data: tuple[Path, Path], mirror: str, user_environment: dict[str, str]) -> Path:
    """`recast all` first: the examples of lint, verify, export, stats, eval and the baselines read its output."""
    run_example("all", workspace, data, mirror, user_environment)
    return workspace


def gold_as_predictions(workspace: Path, example: str) -> None:
    """The file `recast eval --pred` names, holding the gold labels of the corpus `--gold` names."""
    arguments = shlex.split(example)
    gold = workspace / arguments[arguments.index("--gold") + 1]
    lines = [json.dumps({"pair-id": r["pair-id"], "label": r["label"]})
             for path in sorted(gold.glob("*.jsonl")) for r in map(json.loads, path.read_text().splitlines())]
    (workspace / arguments[arguments.index("--pred") + 1]).write_text("\n".join(lines) + "\n")


@pytest.mark.integration
@pytest.mark.parametrize("name", sorted(table_examples()))
def test_every_example_of_the_command_table_runs(
    name: str, made_all: Path, data: tuple[Path, Path], mirror: str, user_environment: dict[str, str]
) -> None:
    if name == "all":
        assert any(made_all.glob("*/*/*/manifest.json"))
        return
    if name == "eval":
        gold_as_predictions(made_all, table_examples()[name])
    result = run_example(name, made_all, data, mirror, user_environment)
    assert result.stdout.strip() or result.stderr.strip()  # every command says what it did


@pytest.mark.integration
def test_make_run_writes_both_uds_t_datasets(tmp_path: Path, user_environment: dict[str, str]) -> None:
    if not (REPO / ".venv" / "bin" / "recast").is_file():
        pytest.skip("make run uses the project's .venv (make venv)")
    result = subprocess.run(["make", "-s", "-C", str(REPO), "run", f"OUTPUT={tmp_path}"], env=user_environment,
                            capture_output=True, text=True, timeout=LIMIT_SECONDS)
    assert result.returncode == 0, result.stderr[-3000:]
    for corpus in ("uds-time-duration", "uds-time-order"):
        manifest = json.loads((tmp_path / corpus / "manifest.json").read_text())
        assert manifest["corpus"] == corpus and all(split["pairs"] > 0 for split in manifest["splits"].values())
