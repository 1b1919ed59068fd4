"""The build maps the top-level cli.py, data_sources/ and templates/ into the one package ``recast``
(setup.cfg's package_dir, setup.py for cli.py): every file has one path, no link, and a wheel, a plain
install and an editable install all carry them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import recast.cli
import recast.data_sources
import recast.templates

REPO = Path(__file__).resolve().parents[1]
MAPPED = {"recast.cli": "cli.py", "recast.data_sources": "data_sources/__init__.py", "recast.templates": "templates/__init__.py"}
# prints where each mapped module and a reader and a rules file were found, and that the CLI answers
IMPORT_CHECK = (
    "import recast.cli, recast.data_sources, recast.data_sources.uds_time, recast.templates\n"
    "from recast.registry import registry\n"
    "assert 'uds-time-order' in registry().corpora\n"
    "for name in ('recast.cli', 'recast.data_sources', 'recast.templates'):\n"
    "    print(__import__(name, fromlist=['_']).__file__)\n"
)


def source_copy(tmp_path: Path) -> Path:
    """The project's files in a fresh folder, so no build leaves build/ or an egg-info in the checkout
    (a stale build/lib would slip deleted modules into a wheel)."""
    ignored = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
                                     ".hypothesis", "output", "tests")
    return Path(shutil.copytree(REPO, tmp_path / "src", ignore=ignored))


def fresh_venv(tmp_path: Path) -> Path:
    """A new virtual environment without recast; the dependencies (and pip, setuptools) come from the
    environment running the tests through .pth lines, which add its folders but run none of their .pth files."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    purelib = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             check=True, capture_output=True, text=True).stdout.strip()
    folders = [entry for entry in sys.path if Path(entry).name in {"site-packages", "dist-packages"}]
    Path(purelib, "dependencies.pth").write_text("".join(f"{folder}\n" for folder in folders))
    return python


def pip_install(python: Path, *args: str) -> None:
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation", *args],
                   check=True, capture_output=True)


def imported_files(python: Path, cwd: Path) -> list[Path]:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    result = subprocess.run([python, "-c", IMPORT_CHECK], cwd=cwd, env=env, check=True, capture_output=True, text=True)
    return [Path(line) for line in result.stdout.splitlines()]


def test_the_repository_holds_no_links() -> None:
    tracked = subprocess.run(["git", "ls-files", "-s"], cwd=REPO, capture_output=True, text=True)
    if tracked.returncode == 0:  # a git checkout: no link is tracked
        assert [line for line in tracked.stdout.splitlines() if line.startswith("120000")] == []
    for folder in (REPO / "recast", REPO / "data_sources", REPO / "templates"):
        assert [path for path in folder.rglob("*") if path.is_symlink()] == []


def test_the_checkout_under_test_is_the_one_imported() -> None:
    # an editable install of another checkout would map these three to its own files
    for name, relative in MAPPED.items():
        assert Path(sys.modules[name].__file__) == REPO / relative, name
    assert recast.templates.TEMPLATES_DIR == REPO / "templates"


def test_wheel_contains_every_template_and_module(tmp_path: Path) -> None:
    source = source_copy(tmp_path)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", str(tmp_path), str(source)],
        check=True, capture_output=True,
    )
    (wheel,) = tmp_path.glob("recast-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    data_files = [
        "recast/" + p.relative_to(REPO).as_posix()
        for p in (REPO / "templates").rglob("*")
        if p.suffix in {".json", ".tsv", ".md"}
    ]
    assert data_files and set(data_files) <= names
    assert {"recast/cli.py", "recast/__main__.py", "recast/recipes/corpus.py", "recast/parse/stage.py",
            "recast/data_sources/uds_time.py"} <= names
    modules = {p.relative_to(REPO).as_posix() for p in REPO.glob("data_sources/*.py")}
    assert {"recast/" + module for module in modules} <= names
    # one namespace: nothing but recast/ and its dist-info at the top of site-packages
    assert {name.split("/")[0] for name in names} == {"recast", "recast-0.1.0.dist-info"}


def test_pip_install_into_a_fresh_venv_runs_outside_the_checkout(tmp_path: Path) -> None:
    python = fresh_venv(tmp_path)
    pip_install(python, str(source_copy(tmp_path)))
    site = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               check=True, capture_output=True, text=True).stdout.strip())
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    assert imported_files(python, elsewhere) == [site / "recast" / relative for relative in MAPPED.values()]
    help_text = subprocess.run([python.parent / "recast", "--help"], check=True, capture_output=True, text=True).stdout
    assert "Recast temporal-annotation corpora" in help_text


def test_editable_install_imports_the_checkouts_own_files(tmp_path: Path) -> None:
    source = source_copy(tmp_path)
    python = fresh_venv(tmp_path)
    pip_install(python, "--editable", str(source))
    expected = [source / relative for relative in MAPPED.values()]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    assert imported_files(python, elsewhere) == expected
    # from the checkout itself (as `python -m pytest` runs) recast/ is found on the path, the rest by the install
    assert imported_files(python, source) == expected
