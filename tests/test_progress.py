"""Progress reporting: a bar on a terminal, a few plain ``desc: n/total`` lines in CI or a pipe."""

from __future__ import annotations

import sys

import pytest

from recast.progress import progress


def as_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The current stderr (capsys's stream, which is only in place inside the test) claims to be a terminal."""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)


def test_plain_lines_when_piped(capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    assert list(progress(list("abcdefgh"), desc="te3 train")) == list("abcdefgh")
    lines = capsys.readouterr().err.splitlines()
    assert lines == ["te3 train: 2/8", "te3 train: 4/8", "te3 train: 6/8", "te3 train: 8/8"]


def test_few_items_log_each_point_once(capsys) -> None:
    assert list(progress(range(3), desc="red dev")) == [0, 1, 2]
    assert capsys.readouterr().err.splitlines() == ["red dev: 1/3", "red dev: 2/3", "red dev: 3/3"]


def test_unknown_total_logs_the_count_at_the_end(capsys) -> None:
    assert list(progress((n for n in range(5)), desc="parse")) == [0, 1, 2, 3, 4]
    assert capsys.readouterr().err.splitlines() == ["parse: 5"]


def test_a_bar_on_a_terminal(capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    as_terminal(monkeypatch)
    monkeypatch.delenv("CI", raising=False)
    assert list(progress(range(4), desc="uds-time-order dev")) == [0, 1, 2, 3]
    err = capsys.readouterr().err
    assert "\r" in err and "uds-time-order dev" in err and "uds-time-order dev: 4/4\n" not in err


def test_ci_gets_plain_lines_even_on_a_terminal(capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    as_terminal(monkeypatch)
    monkeypatch.setenv("CI", "true")
    list(progress(range(4), desc="stats", total=4))
    assert capsys.readouterr().err.splitlines() == ["stats: 1/4", "stats: 2/4", "stats: 3/4", "stats: 4/4"]
