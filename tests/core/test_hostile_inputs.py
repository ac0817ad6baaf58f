"""A corpus of hostile files (tests/corpus/) and inputs made at test time (a FIFO, a device, a
folder, a huge file, an impossible file name): each ends in one translated sentence and exit
1, never a traceback, a hang or a memory blow-up; the few valid ones replay."""

from __future__ import annotations

import contextlib
import io
import os
from pathlib import Path

import pytest

from sjuan_notebooks.cli import main
from sjuan_notebooks.i18n import LANGS

CORPUS = Path(__file__).parents[1] / "corpus"

# file -> (exit code, what the English sentence says)
EXPECTED: dict[str, tuple[int, str]] = {
    "binary.json": (1, "is not UTF-8 text (byte 128"),
    "bom-ok.json": (0, ""),
    "dealer-99.json": (1, 'the field "dealer" cannot be more than 9'),
    "dealer-dict.json": (1, 'the field "dealer" must be text or a whole number, not an object'),
    "dealer-float.json": (1, 'the field "dealer" must be text or a whole number, not a number'),
    "dealer-list.json": (1, 'the field "dealer" must be text or a whole number, not a list'),
    "dealer-negative.json": (1, 'the field "dealer" cannot be less than 0'),
    "dealer-true.json": (1, "not true or false"),
    "deep-in-field.json": (1, "nests lists or objects more than 32 levels deep"),
    "deep-nesting.json": (1, "nests lists or objects more than 32 levels deep"),
    "empty.json": (1, "is not valid JSON (line 1, column 1)"),
    "femkamp-deals-string.json": (1, 'the field "deals" must be a list, not text'),
    "femkamp-trump-number.json": (1, 'the field "trump" must be text, not a whole number'),
    "game-list.json": (1, 'the field "game" must be text, not a list'),
    "hands-18-17-17-wrong-seat.json": (1, "hold 17/17/18 cards; dealt one at a time"),
    "hands-40-4-4-4.json": (1, "hold 40/4/4/4 cards"),
    "hands-50-1-1.json": (
        1,
        "hold 50/1/1 cards; dealt one at a time from the dealer's left they would hold 18/17/17",
    ),
    "hands-52-0-0-0.json": (1, "hold 52/0/0/0 cards"),
    "latin1.json": (1, "is not UTF-8 text"),
    "long-seed.json": (1, "A number in the JSON text has 5,000 characters"),
    "moves-huge-string.json": (1, 'the field "moves[1]" is longer than 8 characters'),
    "nan-dealer.json": (1, "NaN is not a JSON number"),
    "option-cls.json": (1, 'Unknown option "cls" for Sjuan; known options: start_card'),
    "option-game.json": (1, 'Unknown option "game" for Sjuan'),
    "options-list.json": (1, 'the field "options" must be an object or null, not a list'),
    "players-ansi.json": (1, 'the field "players[0]" is not a usable name'),
    "players-blank-name.json": (1, 'the field "players[0]" is not a usable name'),
    "players-duplicate.json": (1, 'the field "players" names the same entry twice'),
    "players-empty-name.json": (1, 'the field "players[0]" is not a usable name'),
    "players-missing.json": (1, 'the field "players" is missing'),
    "players-newline.json": (1, 'the field "players[0]" is not a usable name'),
    "players-string.json": (1, 'the field "players" must be a list, not text'),
    "pot-string.json": (1, 'the field "options.pot" must be a whole number, not text'),
    "schema-field-ok.json": (0, ""),
    "sedma-dealer-number.json": (1, 'the field "dealer" must be text, not a whole number'),
    "sedma-game-mixed.json": (1, 'the field "gloss" is not a field here'),
    "sheet-ansi-name.txt": (1, 'has an entry named "\\x1b[31mKari"'),
    "sheet-latin1.txt": (1, "is not UTF-8 text"),
    "sheet-long-cell.json": (1, "A number in the JSON text has 5,000 characters"),
    "sheet-long-number.txt": (1, 'the field "scores.Kari[4]" is longer than 12 characters'),
    "sheet-names-ansi.json": (1, 'The score sheet cannot be read: the field "players[0]"'),
    "sheet-string-cell.json": (1, 'the field "scores.Kari[4]" is longer than 12 characters'),
    "sheet-tiebreaks-string.json": (1, 'the field "tiebreaks" must be a list, not text'),
    "sheet-utf16.txt": (1, "is not UTF-8 text (byte 0"),
    "top-level-list.json": (1, 'A record is a JSON object with a "game" field.'),
    "top-level-string.json": (1, 'A record is a JSON object with a "game" field.'),
    "truncated.json": (1, "is not valid JSON (line 1, column 250)"),
    "utf16.json": (1, "is not UTF-8 text (byte 0"),
}
# English words a sentence in another language must not carry (half-English messages)
ENGLISH = (" must ", " cannot ", "The record", "the field", " is missing", "not valid",
           " is not ", "Unknown")  # fmt: skip


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def test_the_corpus_and_the_table_list_the_same_files() -> None:
    assert sorted(p.name for p in CORPUS.iterdir()) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_hostile_file_gets_one_sentence_in_every_language(name: str) -> None:
    code, needle = EXPECTED[name]
    command = "scoresheet" if name.startswith("sheet") else "replay"
    path = str(CORPUS / name)
    got, _, err = run(command, path)
    assert got == code, err
    assert needle in err
    if code == 0:
        return
    assert err.count("\n") == 1 and "Traceback" not in err
    assert not any(ch in err for ch in "\x1b\x00"), "control characters reach the terminal"
    for lang in LANGS:
        if lang == "en":
            continue
        got, _, translated = run(command, path, "--lang", lang)
        assert got == code and translated.count("\n") == 1
        assert translated != err
        assert not [w for w in ENGLISH if w in translated], (lang, translated)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs a FIFO")
def test_a_fifo_named_like_a_record_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    code, _, err = run("replay", str(fifo))
    assert code == 1 and "is not a regular file" in err


def test_devices_folders_and_impossible_names_are_refused(tmp_path: Path) -> None:
    assert "is not a regular file" in run("replay", "/dev/zero")[2]
    assert "is a folder, not a file" in run("replay", str(tmp_path))[2]
    code, _, err = run("replay", "a" * 5000 + ".json")
    assert code == 1 and "does not exist or cannot be read" in err and len(err) < 400
    code, _, err = run("scoresheet", "a" * 5000 + ".txt")
    assert code == 1 and len(err) < 400


def test_a_huge_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as f:  # sparse: 200 MB on paper, nothing on disk
        f.truncate(200_000_000)
    code, _, err = run("replay", str(big))
    assert code == 1 and "is larger than 1,000,000 bytes" in err


def test_an_example_name_never_reaches_a_file_outside_the_package(tmp_path: Path) -> None:
    outside = tmp_path / "broken"
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    code, _, err = run("replay", str(outside))
    assert code == 1 and "is neither a file nor a stored example" in err
    code, _, err = run("replay", "../data/sedma-example-1")
    assert code == 1 and "is neither a file nor a stored example" in err


def test_perfect_and_reconstruct_refuse_what_is_not_a_sevens_record(tmp_path: Path) -> None:
    code, _, err = run("perfect", str(CORPUS / "top-level-list.json"))
    assert code == 1 and 'A record is a JSON object with a "game" field.' in err
    code, _, err = run("perfect", "sjuan-worked-example", "--budget", "-5")
    assert code == 1 and "at least 1, not \u22125" in err
    code, _, err = run("reconstruct", str(CORPUS / "players-missing.json"))
    assert code == 1 and 'the field "players" is missing' in err
    partial = tmp_path / "p.json"
    partial.write_text('{"game": "sjuan", "players": ["A", "B", "C"], "dealer": "Z"}', "utf-8")
    code, _, err = run("reconstruct", str(partial), "--lang", "sv")
    assert code == 1 and err == 'Okänd spelare "Z"; spelarna är A, B, C.\n'


@pytest.mark.parametrize(
    ("argv", "english", "swedish"),
    [
        (["perfect", "x", "--budget", "x"], 'The argument --budget takes a whole number, not "x"',
         'Argumentet --budget tar ett heltal, inte "x"'),
        ([], "Name a command: replay", 'Argumentet command kan inte vara "sv"'),
        (["replay", "x", "--bogus"], "Unknown arguments: --bogus", "Okända argument: --bogus"),
        (["replay"], "The command is missing file", "Kommandot saknar file"),
    ],
)  # fmt: skip
def test_a_command_line_argparse_refuses_gets_one_translated_sentence(argv, english, swedish):
    code, _, err = run(*argv)
    assert code == 2 and err.startswith(english) and err.count("\n") == 1
    code, _, err = run(*argv, "--lang", "sv")
    assert code == 2 and err.startswith(swedish)
    code, _, err = run("replay", "x", "--lang", "de")
    assert (
        code == 2 and err == 'The argument --lang cannot be "de"; choose one of sv, nb, sk, en.\n'
    )
