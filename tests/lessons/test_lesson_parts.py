"""Lessons 3 and 4 come in two parts of one period each, and lessons 3, 4 and 6 ask before they
tell: each part has its aims, a warm-up and an exit ticket; an answer a prediction asks for is
nowhere on the stored page before the learner picks (it is only in the Predict's reveal); the
software's checks of itself sit in a teacher's appendix at the end; and lessons 1-5 name the
pair's two roles on the page, not only in the class plan."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sjuan_notebooks.i18n import LANGS

ROOT = Path(__file__).parents[2]
NOTEBOOKS = ROOT / "notebooks"

#: sentences that answer a lesson's predictions, shown only once the learner has picked
ANSWERS = {
    "03-femkamp": [
        "{player} took no club: 0 points, the best result of the deal. The points of the deals of part 1:",
        "Any card: whoever cannot follow suit may play any card.",
    ],
    "04-sedma": [
        "She shows them, and the game ends at once: {side} scores {n} win points ({reason}).",
        "1 win point, for a burn during play. The text says nothing of the points already in the tricks; by our reading they do not count, and the game ends at once. The whole match:",
        "2: the opponents have no points, but they took a trick. Had they taken none, 3.",
    ],
    "06-tactics": [
        "In a decisive turn, the mover either keeps their own win (D at turn 19: only the five of hearts would have given it to A) or, unable to win, picks the winner among the others: A's ten of hearts at turn 4 makes D the winner, the seven of clubs would have made it B. The paranoid view misses this: no single player can beat the other three together, yet under perfect play D goes out first.",
    ],
}


def _build():
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location("lesson_build_parts", NOTEBOOKS / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["lesson_build_parts"] = module
    spec.loader.exec_module(module)
    return module


build = _build()


def _page(stem: str, lang: str) -> tuple[list[dict], str]:
    """The notebook's cells, and everything it shows before any click: markdown and outputs."""
    notebook = json.loads(build.notebook_path(stem, lang).read_text(encoding="utf-8"))
    shown = []
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            shown.append("".join(cell["source"]))
        for output in cell.get("outputs", []):
            for kind in ("text/plain", "text/html", "text/markdown"):
                value = output.get("data", {}).get(kind) or (
                    output.get("text") if kind == "text/plain" else None
                )
                if value:
                    shown.append("".join(value))
    return notebook["cells"], "\n".join(shown)


def source_path(stem: str) -> Path:
    return NOTEBOOKS / "src" / f"{stem}.py"


def _in_lang(text: str, stem: str, lang: str) -> str:
    return build.translator(stem, lang).get(text, text) if lang != "en" else text


def _fixed_words(text: str) -> list[str]:
    """The runs of a message between its placeholders, long enough to be telling (a short run
    such as "plays the red king" is also in the lesson's own text)."""
    return [part.strip() for part in re.split(r"\{[^{}]*\}", text) if len(part.strip()) >= 24]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("stem", sorted(ANSWERS))
def test_no_answer_of_a_prediction_is_on_the_page_before_the_pick(stem: str, lang: str) -> None:
    source = (NOTEBOOKS / "src" / f"{stem}.py").read_text(encoding="utf-8")
    _cells, page = _page(stem, lang)
    for english in ANSWERS[stem]:
        assert f'_("{english}")' in source or f"_({english!r})" in source, english
        runs = _fixed_words(_in_lang(english, stem, lang))
        assert runs, english
        for words in runs:
            assert words not in page, (stem, lang, words)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "stem,parts", [("03-femkamp", 2), ("04-sedma", 2), ("05-practice", 2), ("06-tactics", 1)]
)
def test_each_part_opens_with_aims_and_a_warm_up_and_ends_with_an_exit_ticket(
    stem: str, parts: int, lang: str
) -> None:
    source = (NOTEBOOKS / "src" / f"{stem}.py").read_text(encoding="utf-8")
    aims = source.count("**After this part you can:**") + source.count(
        "**After this lesson you can:**"
    )
    assert aims == parts
    assert source.count("**Warm-up**") == parts
    assert source.count("Exit ticket") >= parts
    # the warm-up asks two questions: two Predicts right after it
    for warm in source.split("**Warm-up**")[1:]:
        cell = warm.split("# %%", 2)[1]
        assert cell.count("Predict(") == 2, stem
    cells, _page_text = _page(stem, lang)
    markdown = [i for i, c in enumerate(cells) if c["cell_type"] == "markdown"]
    # the appendix heading, in the lesson's language ("## For the teacher: ...")
    teacher = next(
        (
            _in_lang(text, stem, lang)
            for _where, text in build.messages(source_path(stem))
            if text.startswith("## For the teacher")
        ),
    )
    appendix = next(i for i in markdown if "".join(cells[i]["source"]).startswith(teacher))
    # the appendix is the last section: no learner's heading after it
    assert not any("".join(cells[i]["source"]).startswith("## ") for i in markdown if i > appendix)


@pytest.mark.parametrize("stem", ["03-femkamp", "04-sedma"])
def test_the_learners_part_of_a_lesson_says_no_engine_seed_or_record(stem: str) -> None:
    source = (NOTEBOOKS / "src" / f"{stem}.py").read_text(encoding="utf-8")
    learner = source.split("## For the teacher")[0]
    words = " ".join(
        [*re.findall(r"^# (?!%%)(.*)$", learner, re.M), *re.findall(r'_\("([^"]*)"\)', learner)]
    )
    assert not re.search(r"\b(engine|seed|seeded|record)\b", words, re.I), stem


#: the lessons whose pages are pair work, each with a box naming the two roles (issue 49)
PAIR_LESSONS = ["01-sjuan", "02-house-rules", "03-femkamp", "04-sedma", "05-practice"]
#: the box's first line in the English source; the rest of the box is the message after it
PAIR_BOX = "**Work in pairs**"
#: a code cell where the learner starts working: a table, a quiz, a play table, a stepper
WORK = re.compile(
    r"^(?:\w+ = )?(LegalCardsQuiz|TrickQuiz|SheetQuiz|PlayTable|TryIt|Table|Stepper)\(", re.M
)


def _pair_box(stem: str) -> tuple[str, str]:
    """The box's two messages in the English source: its first line and its list of roles."""
    texts = [text for _where, text in build.messages(source_path(stem))]
    starts = [i for i, text in enumerate(texts) if text.startswith(PAIR_BOX)]
    assert len(starts) == 1, (stem, len(starts))
    return texts[starts[0]], texts[starts[0] + 1]


@pytest.mark.parametrize("lang", LANGS)
def test_lessons_1_to_5_name_the_pair_roles_on_the_page_before_the_work_starts(lang: str) -> None:
    """The page, not only the class plan, says how the pair works: two named roles (bold in the
    list), the same two names in every lesson of a language, after the aims and before the first
    table, quiz or stepper."""
    names_by_lesson = {}
    for stem in PAIR_LESSONS:
        first, roles = _pair_box(stem)
        shown_first, shown_roles = _in_lang(first, stem, lang), _in_lang(roles, stem, lang)
        names = re.findall(r"\*\*([^*]+)\*\*", shown_roles)
        assert len(names) == 2 and names[0] != names[1], (stem, lang, names)
        names_by_lesson[stem] = tuple(names)
        cells, _page_text = _page(stem, lang)
        sources = ["".join(cell["source"]) for cell in cells]
        box = next((i for i, text in enumerate(sources) if shown_first in text), None)
        assert box is not None, f"{lang}/{stem} has no pair box: {shown_first!r}"
        assert shown_roles in sources[box], (stem, lang)
        aims = _in_lang(
            "**After this lesson you can:**" if stem in ("01-sjuan", "02-house-rules")
            else "**After this part you can:**", stem, lang,
        )  # fmt: skip
        first_aims = next(i for i, text in enumerate(sources) if aims in text)
        first_work = next(
            i
            for i, cell in enumerate(cells)
            if cell["cell_type"] == "code" and WORK.search(sources[i])
        )
        assert first_aims <= box < first_work, (stem, lang, first_aims, box, first_work)
    assert len(set(names_by_lesson.values())) == 1, (lang, names_by_lesson)
