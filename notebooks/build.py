"""Write every lesson in every language from its one English source, and keep the lessons'
translation catalogs in step with the sources.

A lesson's source is ``src/NAME.py`` (jupytext, percent format). Its messages are the blocks of
its markdown cells (split at blank lines) and the string literals of its code cells marked
``_("...")``. The Swedish, Norwegian and Slovak words are in ``locale/LANG/LC_MESSAGES/NAME.po``
(gettext catalogs, managed with Babel). The English notebook is ``NAME.ipynb`` beside this file;
the others are ``LANG/NAME.ipynb``. Code and checks are the same lines in every language: only
the markdown, the marked literals and the ``LANG = "en"`` line differ. The markdown of every
language, English too, is folded as a page shows it: a rule text's quoted words under their
gloss, and the teacher's part (``sjuan_notebooks.render.fold``).

    python notebooks/build.py extract            # write locale/NAME.pot, update every .po
    python notebooks/build.py build [NAME ...]   # write and execute the notebooks
        [--lang sv] [--no-execute]
    python notebooks/build.py check              # every message translated, notebooks in step
"""

from __future__ import annotations

import argparse
import ast
import io
import re
import sys
import tokenize
from collections.abc import Iterator
from pathlib import Path

import jupytext
import nbformat
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_python
from babel.messages.pofile import read_po, write_po

from sjuan_notebooks.render.fold import fold_markdown_quote, teacher_fold

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"
LOCALE = HERE / "locale"
LANGS = ("en", "sv", "nb", "sk")
TRANSLATED = ("sv", "nb", "sk")
LANG_LINE = re.compile(r'^LANG = "en"$', re.MULTILINE)


class MissingTranslation(Exception):
    """A lesson message without a (non-fuzzy) translation: the build refuses to write a
    notebook that would mix languages."""


def sources() -> list[Path]:
    return sorted(SRC.glob("*.py"))


def notebook_path(stem: str, lang: str) -> Path:
    return HERE / f"{stem}.ipynb" if lang == "en" else HERE / lang / f"{stem}.ipynb"


def catalog_path(stem: str, lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{stem}.po"


def blocks(markdown: str) -> list[str]:
    """A markdown cell's paragraphs, tables, lists and quotes: one message each."""
    return [b.strip("\n") for b in re.split(r"\n\s*\n", markdown) if b.strip()]


def code_messages(code: str) -> Iterator[tuple[int, str]]:
    """(line, text) of every ``_("...")`` literal of a code cell, found by Babel's extractor."""
    found = extract_python(io.BytesIO(code.encode("utf-8")), ["_"], [], {"encoding": "utf-8"})
    for lineno, _func, message, _comments in found:
        if isinstance(message, str):
            yield lineno, message


def messages(src: Path) -> Iterator[tuple[str, str]]:
    """(where, text) of every message of a lesson, in reading order."""
    notebook = jupytext.read(src)
    for number, cell in enumerate(notebook.cells, 1):
        if cell.cell_type == "markdown":
            for text in blocks(cell.source):
                yield f"cell {number}", text
        elif cell.cell_type == "code":
            for line, text in code_messages(cell.source):
                yield f"cell {number}, line {line}", text


def _new_catalog(stem: str, lang: str | None) -> Catalog:
    return Catalog(
        locale=lang,
        project="sjuan_notebooks lessons",
        version="1",
        header_comment=f"# The words of the lesson {stem} (source: notebooks/src/{stem}.py).",
        fuzzy=False,
    )


def template(src: Path) -> Catalog:
    pot = _new_catalog(src.stem, None)
    for where, text in messages(src):
        pot.add(text, auto_comments=[where] if text not in pot else [])
    return pot


def load_catalog(stem: str, lang: str) -> Catalog:
    path = catalog_path(stem, lang)
    if not path.exists():
        return _new_catalog(stem, lang)
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def save(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=False)
    # The creation date is the only line that changes on every run: keep files stable.
    text = re.sub(r'"POT-Creation-Date: [^"]*"\n', "", buffer.getvalue().decode("utf-8"))
    text = re.sub(r'"PO-Revision-Date: [^"]*"\n', "", text)
    path.write_text(text, encoding="utf-8")


def extract() -> None:
    """Write each lesson's template and merge it into every language's catalog: new messages
    come in empty, changed ones are marked fuzzy (Babel's update), dropped ones go."""
    for src in sources():
        pot = template(src)
        save(pot, LOCALE / f"{src.stem}.pot")
        for lang in TRANSLATED:
            catalog = load_catalog(src.stem, lang)
            catalog.update(pot, no_fuzzy_matching=False)
            catalog.obsolete.clear()
            save(catalog, catalog_path(src.stem, lang))


def translator(stem: str, lang: str) -> dict[str, str]:
    if lang == "en":
        return {}
    catalog = load_catalog(stem, lang)
    return {
        str(m.id): str(m.string)
        for m in catalog
        if m.id and m.string and not m.fuzzy and isinstance(m.string, str)
    }


def _lookup(table: dict[str, str], text: str, lang: str, missing: list[str]) -> str:
    if lang == "en":
        return text
    found = table.get(text)
    if found is None:
        missing.append(text)
        return text
    return found


def _translate_code(code: str, table: dict[str, str], lang: str, missing: list[str]) -> str:
    if lang == "en":
        return code
    code = LANG_LINE.sub(f'LANG = "{lang}"', code)
    tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    lines = code.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    edits: list[tuple[int, int, str]] = []
    skip = (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT)
    for i, token in enumerate(tokens[:-2]):
        if not (token.type == tokenize.NAME and token.string == "_"):
            continue
        if tokens[i + 1].string != "(":
            continue
        # one literal, or several written side by side (Python joins them): one message
        j, parts = i + 2, []
        while j < len(tokens) and (tokens[j].type == tokenize.STRING or tokens[j].type in skip):
            if tokens[j].type == tokenize.STRING:
                parts.append(tokens[j])
            j += 1
        if not parts or j >= len(tokens) or tokens[j].string != ")":
            continue
        text = "".join(ast.literal_eval(part.string) for part in parts)
        new = _lookup(table, text, lang, missing)
        start = offsets[parts[0].start[0] - 1] + parts[0].start[1]
        end = offsets[parts[-1].end[0] - 1] + parts[-1].end[1]
        edits.append((start, end, repr(new)))
    for start, end, new in reversed(edits):
        code = code[:start] + new + code[end:]
    return code


#: the heading of a lesson's last section, for the teacher (English source)
TEACHER_HEADING = "## For the teacher"


def _folded(source: str, text: str, lang: str) -> str:
    """A markdown block as the page shows it: a quote of a rule text with its own words folded
    under their gloss, the teacher's heading with the fold that hides the teacher's part
    (``sjuan_notebooks.render.fold``), any other block as it is. ``source`` is the English
    block, ``text`` its words in ``lang``."""
    if source.startswith(TEACHER_HEADING):
        return f"{text}\n\n{teacher_fold(lang)}"
    return fold_markdown_quote(text, lang) or text


def translate(src: Path, lang: str) -> nbformat.NotebookNode:
    """The lesson in ``lang``: raises MissingTranslation naming every untranslated message."""
    notebook = jupytext.read(src)
    table = translator(src.stem, lang)
    missing: list[str] = []
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            parts = [
                _folded(text, _lookup(table, text, lang, missing), lang)
                for text in blocks(cell.source)
            ]
            cell.source = "\n\n".join(parts)
        elif cell.cell_type == "code":
            cell.source = _translate_code(cell.source, table, lang, missing)
    if missing:
        shown = "\n".join(f"  - {m[:90]!r}" for m in missing)
        raise MissingTranslation(f"{src.stem} [{lang}]: {len(missing)} untranslated:\n{shown}")
    notebook.metadata["sjuan_lesson"] = {"lang": lang, "source": f"src/{src.name}"}
    return notebook


def build(stems: list[str], langs: list[str], execute: bool) -> None:
    from nbconvert.preprocessors import ExecutePreprocessor

    for src in sources():
        if stems and src.stem not in stems:
            continue
        for lang in langs:
            notebook = translate(src, lang)
            path = notebook_path(src.stem, lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            if execute:
                ExecutePreprocessor(timeout=300, store_widget_state=False).preprocess(
                    notebook, {"metadata": {"path": str(path.parent)}}
                )
            nbformat.write(notebook, path)
            print(f"wrote {path.relative_to(HERE)}")


def check() -> list[str]:
    """Every problem that would make a language's lesson differ from its source."""
    problems = []
    for src in sources():
        for lang in LANGS:
            try:
                want = translate(src, lang)
            except MissingTranslation as error:
                problems.append(str(error))
                continue
            path = notebook_path(src.stem, lang)
            if not path.exists():
                problems.append(f"{path.relative_to(HERE)} missing: run `make notebooks`")
                continue
            got = nbformat.read(path, as_version=4)
            pairs = [(c.cell_type, c.source.strip()) for c in got.cells]
            if pairs != [(c.cell_type, c.source.strip()) for c in want.cells]:
                problems.append(f"{path.relative_to(HERE)} is out of step: run `make notebooks`")
    return problems


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["extract", "build", "check"])
    parser.add_argument("names", nargs="*", help="lesson names (default: all)")
    parser.add_argument("--lang", action="append", choices=LANGS, help="default: all four")
    parser.add_argument("--no-execute", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "extract":
        extract()
    elif args.command == "build":
        try:
            build(args.names, args.lang or list(LANGS), not args.no_execute)
        except MissingTranslation as error:
            print(error, file=sys.stderr)
            return 1
    else:
        problems = check()
        print("\n".join(problems) or "every lesson is translated and in step")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
