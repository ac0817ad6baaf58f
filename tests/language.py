"""The words a class reads in one language, gathered once for the language checks in
tests/i18n/ (test_termbase.py, test_pofilter.py, test_spelling.py, test_outputs.py), and the
tools those checks use: the termbase (sjuan_notebooks/i18n/termbase/), translate-toolkit's
pofilter checks, and Debian's Hunspell dictionaries through its ``hunspell`` program.

Every text carries its source, a string a termbase entry's ``where`` can match and a finding
names: ``catalog:<file>:<key>`` (a package message's key, or a lesson message's cell),
``notebook:<lang>/<lesson>.ipynb:cell N``, ``handout:<file>:page N``, ``cli:<command>``.
The stored outputs and the committed PDFs are read, not rebuilt: the checks take seconds.
"""

from __future__ import annotations

import contextlib
import difflib
import fnmatch
import functools
import hashlib
import html
import io
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("sv", "nb", "sk")
PACKAGE_PO = "sjuan_notebooks/i18n/locale/{lang}/LC_MESSAGES/sjuan_notebooks.po"
LESSON_PO = "notebooks/locale/{lang}/LC_MESSAGES"
TERMBASE = ROOT / "sjuan_notebooks" / "i18n" / "termbase"
# Where Debian's hunspell-* packages put their dictionaries (`make dictionaries`).
HUNSPELL_DIR = Path(os.environ.get("HUNSPELL_DIR", "/usr/share/hunspell"))
HUNSPELL = {"sv": "sv_SE", "nb": "nb_NO", "sk": "sk_SK", "en": "en_US"}
CACHE = ROOT / "build" / "lang-checks"


@dataclass(frozen=True)
class Text:
    """One text a reader sees, with where it comes from and (for a catalog) its English."""

    source: str
    text: str
    english: str = ""


# -- gathering ---------------------------------------------------------------------------------
def _catalog(path: Path) -> Any:
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f)


@functools.cache
def english_of_keys() -> dict[str, tuple[str, ...]]:
    """The English of each package key (its msgstr forms in the English catalog)."""
    out = {}
    for m in _catalog(ROOT / PACKAGE_PO.format(lang="en")):
        if m.id:
            key = m.id if isinstance(m.id, str) else m.id[0]
            out[key] = m.string if isinstance(m.string, tuple) else (m.string,)
    return out


@functools.cache
def catalog_texts(lang: str) -> tuple[Text, ...]:
    """Every msgstr form of the package catalog and the seven lesson catalogs in ``lang``,
    with its English (the package's English catalog; a lesson's msgid)."""
    out: list[Text] = []
    english = english_of_keys()
    for m in _catalog(ROOT / PACKAGE_PO.format(lang=lang)):
        if not m.id:
            continue
        key = m.id if isinstance(m.id, str) else m.id[0]
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        en = english.get(key, ())
        for i, s in enumerate(forms):
            out.append(
                Text(
                    f"catalog:sjuan_notebooks.po:{key}",
                    s or "",
                    en[min(i, len(en) - 1)] if en else "",
                )
            )
    for po in sorted((ROOT / LESSON_PO.format(lang=lang)).glob("*.po")):
        for m in _catalog(po):
            if not m.id:
                continue
            where = " ".join(m.auto_comments) or (m.id if isinstance(m.id, str) else m.id[0])[:40]
            forms = m.string if isinstance(m.string, tuple) else (m.string,)
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            for i, s in enumerate(forms):
                out.append(Text(f"catalog:{po.name}:{where}", s or "", ids[min(i, len(ids) - 1)]))
    return tuple(out)


class _TextOfHtml(HTMLParser):
    """The words of an HTML output, as a reader sees them (a tag breaks a line; a style or
    script is not text; a card's <title> is its spoken name, and is read)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag in ("style", "script"):
            self.skip += 1
        self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script"):
            self.skip -= 1
        self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def text_of_html(markup: str) -> str:
    parser = _TextOfHtml()
    parser.feed(markup)
    return "".join(parser.parts)


def _joined(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def notebook_paths(lang: str) -> list[Path]:
    return sorted((ROOT / "notebooks" / lang).glob("*.ipynb"))


@functools.cache
def _notebook_outputs(lang: str) -> tuple[tuple[str, str, str], ...]:
    """(source, mime type, text) of every stored output of the lessons in ``lang``."""
    out = []
    for path in notebook_paths(lang):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for n, cell in enumerate(cells):
            for o in cell.get("outputs", []):
                source = f"notebook:{lang}/{path.name}:cell {n}"
                if o.get("output_type") == "stream":
                    out.append((source, "stream", _joined(o.get("text", ""))))
                for mime, value in o.get("data", {}).items():
                    if mime in ("text/plain", "text/markdown"):
                        out.append((source, mime, _joined(value)))
                    elif mime == "text/html":
                        out.append((source, mime, text_of_html(_joined(value))))
    return tuple(out)


def notebook_texts(lang: str) -> list[Text]:
    """The words of every stored output of the lessons in ``lang`` (HTML read as text)."""
    return [Text(s, text) for s, _mime, text in _notebook_outputs(lang)]


def plain_fallbacks(lang: str) -> list[Text]:
    """Every text/plain fallback of the lessons in ``lang``: what a page shows where it
    cannot draw the HTML or the widget, and what nbval compares."""
    return [Text(s, text) for s, mime, text in _notebook_outputs(lang) if mime == "text/plain"]


@functools.cache
def handout_texts(lang: str) -> tuple[Text, ...]:
    """The text of each page of the committed handouts in ``lang`` (docs/handouts/)."""
    from pypdf import PdfReader

    out = []
    for pdf in sorted((ROOT / "docs" / "handouts").glob(f"*-{lang}.pdf")):
        for n, page in enumerate(PdfReader(pdf).pages, 1):
            out.append(Text(f"handout:{pdf.name}:page {n}", page.extract_text() or ""))
    return tuple(out)


# What the CLI is asked in each language: the stored examples listed and each replayed, the score sheet
# checked, the worked example played perfectly, and bad input refused. (`reconstruct` prints
# the completed record, JSON for a program, whose notes are the record's own data.)
CLI_COMMANDS: tuple[tuple[str, ...], ...] = (
    *(
        ("replay", name)
        for name in (
            "femkamp-pass", "femkamp-klover", "femkamp-damer", "femkamp-kabal", "femkamp-grand",
            "femkamp-trumf", "femkamp-finale", "femkamp-match", "sedma-example-1",
            "sedma-game-2p", "sedma-game-3p", "sedma-game-4p", "sedma-match-4p",
            "sjuan-worked-example",
        )
    ),
    ("examples",),
    ("scoresheet", "femkamp-scoresheet-example"),
    ("perfect", "sjuan-worked-example"),
    ("replay", "no-such-record"),
    ("replay",),
)  # fmt: skip


@functools.cache
def cli_texts(lang: str) -> tuple[Text, ...]:
    """The CLI's output (stdout and stderr) in ``lang`` for each of CLI_COMMANDS, run in
    this process."""
    from sjuan_notebooks.cli import main

    out = []
    for command in CLI_COMMANDS:
        stdout, stderr = io.StringIO(), io.StringIO()
        with (
            contextlib.redirect_stdout(stdout),
            contextlib.redirect_stderr(stderr),
            contextlib.suppress(SystemExit),
        ):
            main([*command, "--lang", lang])
        out.append(Text("cli:" + " ".join(command), stdout.getvalue() + stderr.getvalue()))
    return tuple(out)


def outputs(lang: str) -> list[Text]:
    """Everything ``lang``'s reader sees outside the catalogs: the lessons' stored outputs,
    the handouts' text and the CLI's output."""
    return [*notebook_texts(lang), *handout_texts(lang), *cli_texts(lang)]


# -- what is not the lesson's own language ------------------------------------------------------
# A lesson quotes the rule texts in their own language (*"..."* in markdown, „...“ or «...»);
# code (`...`), placeholders ({player}), tags and links are not words either.
_QUOTE = re.compile(r'\*["“„”«][^*]*?["“”»]\*|„[^“”]*[“”]|«[^»]*»|"[^"\n]{1,80}"')
_RULE_QUOTE = re.compile(r'\*["“„”«][^*]*?["“”»]\*')
_SPEC = re.compile(r"\{(\w+):[^{}]*\}")
_NOT_WORDS = re.compile(r"`[^`]*`|\{[^{}]*\}|<[^<>]*>|\]\([^)]*\)|https?://\S+|&\w+;")


def unquoted(text: str) -> str:
    """``text`` without the quotations of rule texts and without code and placeholders."""
    return _NOT_WORDS.sub(" ", _QUOTE.sub(" ", text))


_CODE = re.compile(r"`[^`]*`|<[^<>]*>|\]\([^)]*\)|https?://\S+")


def unquoted_keeping_placeholders(text: str) -> str:
    """``text`` without quotations and code, its placeholders kept (a term may name one:
    "följa {suit}")."""
    return _CODE.sub(" ", _QUOTE.sub(" ", text))


# -- the termbase --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Term:
    """One concept: the approved term, and the variants refused where ``where`` matches a
    text's source (everywhere if empty) unless ``allowed_in`` matches it."""

    concept: str
    approved: str
    forbidden: tuple[re.Pattern[str], ...]
    where: tuple[str, ...] = ()
    allowed_in: tuple[str, ...] = ()
    why: str = ""

    def applies_to(self, source: str) -> bool:
        if any(fnmatch.fnmatchcase(source, g) for g in self.allowed_in):
            return False
        return not self.where or any(fnmatch.fnmatchcase(source, g) for g in self.where)

    def variants_in(self, text: str) -> list[str]:
        return [m.group(0) for p in self.forbidden for m in p.finditer(text)]


@dataclass(frozen=True)
class Termbase:
    lang: str
    terms: tuple[Term, ...]


class TermbaseError(ValueError):
    """A termbase file that does not follow termbase.schema.json, or a pattern that is not a
    regular expression."""


def parse_termbase(data: dict[str, Any], name: str = "termbase") -> Termbase:
    """A termbase from its TOML data, checked against termbase.schema.json."""
    import jsonschema

    schema = json.loads((TERMBASE / "termbase.schema.json").read_text(encoding="utf-8"))
    try:
        jsonschema.validate(data, schema)
    except jsonschema.ValidationError as e:
        raise TermbaseError(f"{name}: {e.message} (at {list(e.absolute_path)})") from None
    terms = []
    for entry in data["term"]:
        flags = 0 if entry.get("case_sensitive") else re.IGNORECASE
        try:
            patterns = tuple(
                re.compile(rf"(?<![\w{{])(?:{p})(?![\w}}])", flags) for p in entry["forbidden"]
            )
        except re.error as e:
            raise TermbaseError(f"{name}: {entry['concept']}: {e}") from None
        terms.append(
            Term(
                concept=entry["concept"],
                approved=entry["approved"],
                forbidden=patterns,
                where=tuple(entry.get("where", ())),
                allowed_in=tuple(entry.get("allowed_in", ())),
                why=entry.get("why", ""),
            )
        )
    return Termbase(data["lang"], tuple(terms))


@functools.cache
def load_termbase(lang: str) -> Termbase:
    path = TERMBASE / f"{lang}.toml"
    base = parse_termbase(tomllib.loads(path.read_text(encoding="utf-8")), path.name)
    if base.lang != lang:
        raise TermbaseError(f"{path.name} says lang = {base.lang!r}")
    return base


def term_findings(base: Termbase, texts: Iterable[Text]) -> list[str]:
    """One line per forbidden variant found: where, what, and the approved term."""
    found = []
    for item in texts:
        words = unquoted_keeping_placeholders(item.text)
        for term in base.terms:
            if not term.applies_to(item.source):
                continue
            for variant in term.variants_in(words):
                found.append(f"{item.source}: {variant!r} (use: {term.approved})")
    return found


# -- pofilter ------------------------------------------------------------------------------------
# Messages a pofilter check flags that are right as they are: Slovak names a card by the
# suit's adjective ({suit_adj}: "pikové eso"), and the code passes both forms; a Swedish
# "en en" that is two words.
POFILTER_BY_DESIGN = {
    # "var och en en lista": each one, a list
    ("sv", "edge.hands_type", "doublewords"),
    ("sk", "card.name", "pythonbraceformat"),
    ("sk", "card.g.name", "pythonbraceformat"),
}


def pofilter_findings(lang: str, texts: Iterable[Text], excluded: Iterable[str]) -> list[str]:
    """translate-toolkit's pofilter checks (its StandardChecker, as `pofilter` runs them) on
    each translation against its English; one line per failed check."""
    from translate.filters import checks
    from translate.storage.pypo import pounit

    def prepared(text: str) -> str:
        # the rule texts a lesson quotes are the same on both sides; {card:acc} asks for a
        # case of the placeholder {card}, {player:f=...|m=...|other=...} for the words that
        # agree with it: pofilter would call each another placeholder
        return _SPEC.sub(r"{\1}", _RULE_QUOTE.sub("X", text))

    config = checks.CheckerConfig(targetlanguage=lang)
    checker = checks.StandardChecker(
        checkerconfig=config, excludefilters=dict.fromkeys(excluded, True)
    )
    found = []
    for item in texts:
        if not item.english or not item.text:
            continue
        unit = pounit(prepared(item.english))
        unit.target = prepared(item.text)
        for name, failure in checker.run_filters(unit).items():
            if (lang, item.source.rsplit(":", 1)[-1], name) in POFILTER_BY_DESIGN:
                continue
            message = failure.get("message", "") if isinstance(failure, dict) else str(failure)
            if name == "doublewords" and not re.search(r"'\w", message):
                continue  # a markdown table's | | or a quotation's > > repeats by design
            found.append(f"{item.source}: {name}: {message}".rstrip(": "))
    return found


# -- a message holding its own text twice ------------------------------------------------------
def doubled(text: str, head: int = 12, ratio: float = 0.6) -> int | None:
    """Where a second copy of ``text`` starts, if its opening comes back later and the two
    halves read alike (a reviewed sentence pasted before the old one it replaced)."""
    text = text.strip()
    if len(text) < 2 * head:
        return None
    start = 1
    while (p := text.find(text[:head], start)) > 0:
        if difflib.SequenceMatcher(None, text[:p], text[p:], autojunk=False).ratio() >= ratio:
            return p
        start = p + 1
    return None


# -- spelling ------------------------------------------------------------------------------------
WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def words_of(text: str) -> Iterator[str]:
    """The words to spell-check: letters only, a hyphenated compound part by part; a word of
    one letter, or all in capitals (a rank letter, P1, an abbreviation), is not spelled."""
    for m in WORD.finditer(text):
        for part in re.split(r"[-]", m.group(0)):
            if len(part) > 1 and not part.isupper():
                yield part


def word_list(lang: str) -> frozenset[str]:
    """The words Hunspell does not know but the package writes on purpose: card terms, game
    and deal names, players' names (sjuan_notebooks/i18n/termbase/<lang>-words.txt)."""
    path = TERMBASE / f"{lang}-words.txt"
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return frozenset(w.strip() for w in lines if w.strip() and not w.startswith("#"))


class Speller:
    """A Hunspell dictionary, asked through Debian's ``hunspell`` program (``make
    dictionaries``) for every new word of a check at once (:meth:`prime`), one process per
    check; verdicts are cached in build/lang-checks/, so a checkout asks only for new words."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.stem = HUNSPELL_DIR / HUNSPELL[lang]
        dic = self.stem.with_suffix(".dic")
        if not dic.exists():
            raise FileNotFoundError(f"{dic} is missing: run `make dictionaries`")
        stamp = hashlib.sha256(b"hunspell -l")
        for suffix in (".aff", ".dic"):
            stat = self.stem.with_suffix(suffix).stat()
            stamp.update(f"{suffix}{stat.st_size}:{stat.st_mtime_ns}".encode())
        self.cache_path = CACHE / f"spelling-{lang}-{stamp.hexdigest()[:12]}.json"
        aff = self.stem.with_suffix(".aff").read_text(encoding="latin-1").splitlines()
        sets = [line.split()[1] for line in aff if line.startswith("SET ")]
        self.encoding = sets[0] if sets else "iso8859-1"  # Hunspell's default
        self.verdicts: dict[str, bool] = {}
        if self.cache_path.exists():
            self.verdicts = json.loads(self.cache_path.read_text(encoding="utf-8"))
        self._dirty = False

    def prime(self, words: Iterable[str]) -> None:
        """Judge every word not judged yet, in one run of ``hunspell -l``, which prints the
        words it does not know (and, unlike ``-a``, looks for no suggestions: a miss costs
        nothing). Each word goes on a line of its own; a word Hunspell reads as several (at a
        hyphen or an apostrophe its dictionary does not count as a letter) is known when none
        of them is printed."""
        new = sorted({w for w in words if w not in self.verdicts})
        for word in [w for w in new if not self._writable(w)]:
            self.verdicts[word] = False  # no word of the dictionary has a letter it cannot write
            new.remove(word)
            self._dirty = True
        if not new:
            return
        program = shutil.which("hunspell")
        if program is None:
            raise FileNotFoundError("the hunspell program is missing: run `make dictionaries`")
        done = subprocess.run(
            [program, "-d", str(self.stem), "-l", "-i", "utf-8"],
            input="".join(f"{w}\n" for w in new),
            capture_output=True,
            text=True,
            encoding="utf-8",
            check=True,
        )
        unknown = set(done.stdout.split())
        for word in new:
            parts = {word, *re.findall(r"[^\W\d_]+", word)}
            self.verdicts[word] = not parts & unknown
        self._dirty = True

    def _writable(self, word: str) -> bool:
        """The word can be written in the dictionary's own encoding (its .aff's SET): hunspell
        cannot judge a word with a letter outside it (it reads "červeň" as known in nb_NO,
        whose encoding has no č)."""
        try:
            word.encode(self.encoding)
        except UnicodeEncodeError:
            return False
        return True

    def knows(self, word: str) -> bool:
        if word not in self.verdicts:
            self.prime([word])
        return self.verdicts[word]

    def save(self) -> None:
        if self._dirty:
            CACHE.mkdir(parents=True, exist_ok=True)
            self.cache_path.write_text(
                json.dumps(self.verdicts, ensure_ascii=False, sort_keys=True), encoding="utf-8"
            )
            self._dirty = False


@functools.cache
def speller(lang: str) -> Speller:
    return Speller(lang)


def known(word: str, lang: str, extra: frozenset[str]) -> bool:
    """Hunspell knows the word, or it is in the language's word list (as written, or with
    its first letter in lower case: a sentence's first word)."""
    if word in extra or word[:1].lower() + word[1:] in extra or word.lower() in extra:
        return True
    return speller(lang).knows(word)


def misspellings(lang: str, texts: Iterable[Text]) -> list[str]:
    """One line per text with words Hunspell and the word list do not know."""
    extra = word_list(lang)
    spelled = [(item, set(words_of(unquoted(item.text)))) for item in texts]
    speller(lang).prime(w for _, words in spelled for w in words)
    found = []
    for item, words in spelled:
        bad = sorted(w for w in words if not known(w, lang, extra))
        if bad:
            found.append(f"{item.source}: {', '.join(bad)}")
    speller(lang).save()
    return found


# -- English in another language's text --------------------------------------------------------
def english_runs(lang: str, texts: Iterable[Text], run: int = 2) -> list[str]:
    """Runs of ``run`` or more words in a row, within one line, that the English Hunspell
    dictionary knows and neither ``lang``'s dictionary nor its word list does: English left
    in a Swedish, Norwegian or Slovak text."""
    extra = word_list(lang)
    english = speller("en")
    plain = [(item, unquoted(html.unescape(item.text))) for item in texts]
    every = {m.group(0) for _, text in plain for m in WORD.finditer(text)}
    english.prime(every)
    speller(lang).prime(every)
    found = []
    for item, text in plain:
        for line in text.splitlines():
            current: list[str] = []
            runs = []
            for m in WORD.finditer(line):
                w = m.group(0)
                if len(w) > 1 and english.knows(w) and not known(w, lang, extra):
                    current.append(w)
                    continue
                if len(current) >= run:
                    runs.append(" ".join(current))
                current = []
            if len(current) >= run:
                runs.append(" ".join(current))
            found.extend(f"{item.source}: {r!r}" for r in runs)
    english.save()
    speller(lang).save()
    return found


# -- rank letters --------------------------------------------------------------------------------
# The corner letters of the French pack in Swedish and Norwegian are E, Kn, D, K
# (card.rank_short.*): an English A, J or Q after a suit symbol, or the English row of court
# cards, is English in those languages (Slovak writes A, J, Q, K as English does).
ENGLISH_RANKS = re.compile(
    r"[♠♥♦♣]\s?(?:A|J|Q)(?![A-Za-zåäöæøÅÄÖÆØ])|(?<!\w)J,?\s+Q,?\s+(?:K|och|og)\b"
)


def english_rank_letters(texts: Iterable[Text]) -> list[str]:
    found = []
    for item in texts:
        hits = sorted({m.group(0) for m in ENGLISH_RANKS.finditer(item.text)})
        if hits:
            found.append(f"{item.source}: {' '.join(hits)}")
    return found


# -- a Python repr where a sentence belongs ------------------------------------------------------
REPR = re.compile(
    r"\b[A-Z][A-Za-z0-9_]*\((?:[a-z_][a-z0-9_]*=|'|\)|Card\()|^\s*(?:True|False|None)\s*$|^\s*[{\[]['\"(]"
)


def reprs(texts: Iterable[Text]) -> list[str]:
    return [f"{item.source}: {item.text[:80]!r}" for item in texts if REPR.search(item.text)]
