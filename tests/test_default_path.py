"""The path a new user walks: `recast all --profile both` on the default parser (Stanza), caches empty.

Run as the user runs it -- the `recast` program in a process of its own -- over a small data folder cut
from ../shared/data/raw (conftest.build_small_data). It must finish (a hang fails at the time limit
instead of holding CI), verify, and give the same pairs as the corpora made one command at a time.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

# The corpora of the small data folder made by each corpus's own command too, with the options `recast all` sets.
ONE_AT_A_TIME = {"tempeval3": [], "tbdense": [], "matres": [], "torque": ["--split-dev-by-document"], "mctaco": [],
                 "tracie": []}
PARSED = {"tempeval3", "tbdense", "matres", "torque", "mctaco"}
# A cold run of the small folder takes a few minutes on two cores; a hang is caught here, not by CI's limit.
LIMIT_SECONDS = 1500


def recast(*args: str | Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "recast", *map(str, args)], env=env, capture_output=True,
                          text=True, timeout=LIMIT_SECONDS)


@pytest.fixture(scope="module")
def cold_environment(user_environment: dict[str, str]) -> dict[str, str]:
    """The user's environment, its cache folder still empty: this module is the first of the session to use it."""
    assert not any(Path(user_environment["RECAST_CACHE_DIR"]).iterdir()), "the cache is no longer cold"
    return user_environment


@pytest.fixture(scope="module")
def all_output(tmp_path_factory: pytest.TempPathFactory, small_data: Path, cold_environment: dict[str, str]) -> Path:
    out = tmp_path_factory.mktemp("all") / "output"
    result = recast("all", "--profile", "both", "--data-dir", small_data, "--out", out, env=cold_environment)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Traceback" not in result.stderr
    return out


@pytest.mark.integration
def test_recast_all_on_the_default_parser_finishes_and_verifies(all_output: Path, cold_environment: dict) -> None:
    made = sorted(path.parent.relative_to(all_output).as_posix() for path in all_output.glob("*/*/manifest.json"))
    corpora = ["matres", "mctaco", "tbdense", "tempeval3", "torque", "tracie", "uds-time-duration", "uds-time-order"]
    assert made == [f"{profile}/{corpus}" for profile in ("paper", "release-2020") for corpus in corpora]
    for path in all_output.glob("*/*/manifest.json"):
        manifest = json.loads(path.read_text())
        assert sum(split["pairs"] for split in manifest["splits"].values()) > 0, path
        if manifest["corpus"] in PARSED:
            assert manifest["parser"]["backend"] == "stanza", path
    result = recast("verify", all_output, env=cold_environment)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.integration
@pytest.mark.parametrize("profile", ["paper", "release-2020"])
@pytest.mark.parametrize("corpus", sorted(ONE_AT_A_TIME))
def test_recast_all_gives_the_pairs_of_one_command_at_a_time(
    all_output: Path, small_data: Path, cold_environment: dict, tmp_path: Path, corpus: str, profile: str
) -> None:
    out = tmp_path / corpus
    result = recast(corpus, "--profile", profile, "--data-dir", small_data, "--out", out, *ONE_AT_A_TIME[corpus],
                    env=cold_environment)
    assert result.returncode == 0, result.stderr[-3000:]
    splits = sorted(path.name for path in out.glob("*.jsonl"))
    assert splits and splits == sorted(path.name for path in (all_output / profile / corpus).glob("*.jsonl"))
    for name in splits:
        assert (out / name).read_bytes() == (all_output / profile / corpus / name).read_bytes(), name
