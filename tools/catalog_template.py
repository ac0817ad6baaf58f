"""The template (.pot) from which `make catalogs` updates every language's catalog.

    python tools/catalog_template.py CODE_POT EN_PO OUT_POT

A message's id is its key and English is the source language, so the template is the English
catalog's keys, with their subjects (``#:``) and English text (``#.``, what translators see),
plus each key the code names literally (CODE_POT, written by ``pybabel extract``) that the
English catalog lacks: ``pybabel update`` then adds it to every catalog, empty, and
tests/i18n/test_catalogs.py fails until all four languages have it. Keys the code builds at run
time (``f"card.suit.{suit}"``) are only in the English catalog; taking its keys keeps
``pybabel update`` from marking them obsolete.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

WIDTH = 100  # as the catalogs are written (pybabel update -w 100)


def key_of(msgid: str | tuple[str, ...]) -> str:
    return msgid if isinstance(msgid, str) else msgid[0]


def template(code_pot: Path, english_po: Path) -> Catalog:
    with english_po.open("rb") as f:
        english = read_po(f)
    with code_pot.open("rb") as f:
        code = read_po(f)
    entries: dict[str, tuple[str | tuple[str, ...], list, list[str]]] = {}
    for message in english:
        if message.id:
            string = message.string
            comments = list(string) if isinstance(string, tuple | list) else [string]
            entries[key_of(message.id)] = (message.id, message.locations, comments)
    for message in code:
        if message.id and key_of(message.id) not in entries:
            entries[key_of(message.id)] = (message.id, message.locations, [])
    pot = Catalog(
        domain=english.domain,
        project=english.project,
        version=english.version,
        creation_date=english.creation_date,
        fuzzy=False,
    )
    for key in sorted(entries):
        msgid, locations, comments = entries[key]
        pot.add(msgid, locations=locations, auto_comments=comments)
    return pot


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    code_pot, english_po, out = map(Path, argv)
    pot = template(code_pot, english_po)
    with out.open("wb") as f:
        write_po(f, pot, width=WIDTH)
    new = [m.id for m in pot if m.id and not m.auto_comments]
    if new:
        print(f"keys the code names that the catalogs lack (they come in empty): {new}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
