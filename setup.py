"""The repository's top-level cli.py is the module ``recast.cli``: the one mapping setup.cfg cannot state.

setup.cfg's ``package_dir`` maps the top-level data_sources/ and templates/ into the package, but
setuptools maps packages to folders, never a single file to a module; these two commands place cli.py
in a wheel (``pip install .``) and in an editable install (``pip install -e .``).
"""

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.editable_wheel import editable_wheel

PACKAGE, MODULE, SOURCE = "recast", "cli", "cli.py"


class BuildWithCli(build_py):
    """A wheel's recast/cli.py is the top-level cli.py."""

    def find_package_modules(self, package: str, package_dir: str) -> list[tuple[str, str, str]]:
        modules = super().find_package_modules(package, package_dir)
        return [*modules, (PACKAGE, MODULE, SOURCE)] if package == PACKAGE else modules


class EditableWithCli(editable_wheel):
    """An editable install finds ``recast.cli`` at the top-level cli.py.

    Its import finder maps each package name to a path and loads NAME/__init__.py or NAME.py there,
    so the module is named to it as a package whose path is the checkout's ``cli``; only the finder
    sees that name (the build commands have run by then). tests/test_packaging.py installs both ways.
    """

    def _select_strategy(self, name, tag, build_lib):  # noqa: ANN001, ANN202 (setuptools' signature)
        dist = self.distribution
        dist.packages = [*dist.packages, f"{PACKAGE}.{MODULE}"]
        dist.package_dir = {**dist.package_dir, f"{PACKAGE}.{MODULE}": MODULE}
        return super()._select_strategy(name, tag, build_lib)


setup(cmdclass={"build_py": BuildWithCli, "editable_wheel": EditableWithCli})
