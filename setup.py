"""The build's one addition to pyproject.toml: the translation catalogs compiled at build time.

Every build (a wheel, ``pip install .``, the browser site's wheel) compiles each
``sjuan_notebooks/i18n/locale/LANG/LC_MESSAGES/*.po`` to the ``.mo`` beside it in the build,
with Babel (a build requirement), so an installed package reads compiled catalogs and needs no
Babel to start. An editable install (``make setup``) compiles them in the source tree, where
the package is imported from; ``.mo`` files are never committed.
"""

from __future__ import annotations

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.editable_wheel import editable_wheel

CATALOGS = Path("sjuan_notebooks") / "i18n" / "locale"


def compile_catalogs(into: Path) -> list[str]:
    """Compile every catalog to ``into``/(its path).mo; the files written."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    sources = sorted(CATALOGS.glob("*/LC_MESSAGES/*.po"))
    if not sources:
        raise SystemExit(f"no translation catalogs in {CATALOGS}: the package would have no words")
    written = []
    for po in sources:
        mo = into / po.with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as f:
            catalog = read_po(f)
        with mo.open("wb") as f:
            write_mo(f, catalog)
        written.append(str(mo))
    return written


class build_py_with_catalogs(build_py):
    def run(self) -> None:
        super().run()
        compile_catalogs(Path() if self.editable_mode else Path(self.build_lib))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        if self.editable_mode:
            return outputs
        built = Path(self.build_lib)
        mos = [str(built / po.with_suffix(".mo")) for po in CATALOGS.glob("*/LC_MESSAGES/*.po")]
        return outputs + [mo for mo in mos if mo not in outputs]


class editable_wheel_with_data(editable_wheel):
    """An editable install with the data files too (the Voila template, which Voila finds only
    under ``<prefix>/share/jupyter``): setuptools means to install them "as non editable", but
    asks the distribution for ``has_data`` where it has ``has_data_files``, so without this a
    ``pip install -e .`` left the template out and plain ``voila notebooks/`` hung."""

    def _run_install(self, category: str) -> None:
        super()._run_install(category)
        lost = category == "data" and not hasattr(self.distribution, "has_data")
        if lost and self.distribution.has_data_files():
            self.run_command("install_data")


setup(cmdclass={"build_py": build_py_with_catalogs, "editable_wheel": editable_wheel_with_data})
