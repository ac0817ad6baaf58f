"""The predictions of lessons 1, 2 and 5 test: in every language each one opens with its answer
hidden (no verdict, nothing revealed), the answer's sentences are nowhere else on the learner's
part of the page (above the closing "For the teacher" section), and a pick reveals them and is
counted in the lesson's tally.

Each lesson's code cells run here in one namespace, as a kernel would run them, with every
``Predict`` the lesson builds recorded; the page a learner sees is the committed notebook's
outputs (``test_notebooks.py`` keeps them in step with the sources)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest

from sjuan_notebooks import lesson as lesson_module

ROOT = Path(__file__).parents[2]
NOTEBOOKS = ROOT / "notebooks"
LESSONS = ["01-sjuan", "02-house-rules", "05-practice"]
#: how many predictions each lesson asks at least (warm-up, rules, review, exit ticket)
AT_LEAST = {"01-sjuan": 6, "02-house-rules": 12, "05-practice": 11}
SAY = re.compile(r'<p class="sjuan-say[^"]*">(.*?)</p>', re.S)


def notebook(stem: str, lang: str) -> dict[str, Any]:
    path = NOTEBOOKS / (f"{stem}.ipynb" if lang == "en" else f"{lang}/{stem}.ipynb")
    return json.loads(path.read_text(encoding="utf-8"))


def learner_part(nb: dict[str, Any]) -> str:
    """Every text output of the learner's part of the page: the cells up to the lesson's last
    tally (a code cell showing ``tally`` alone); the "For the teacher" section follows it."""
    cells = nb["cells"]
    last_tally = max(
        i
        for i, c in enumerate(cells)
        if c["cell_type"] == "code" and "".join(c["source"]).strip() == "tally"
    )
    teacher = cells[last_tally + 1]
    assert teacher["cell_type"] == "markdown" and "".join(teacher["source"]).startswith("## ")
    out: list[str] = []
    for cell in cells[: last_tally + 1]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            for text in (
                data.get("text/plain", ""),
                data.get("text/html", ""),
                output.get("text", ""),
            ):
                out.append("".join(text) if isinstance(text, list) else text)
    return html.unescape("\n".join(out))


def run_lesson(nb: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> tuple[dict, list[Any]]:
    """The lesson's code cells in order, in one namespace; the predictions it makes."""
    made: list[Any] = []
    original = lesson_module.Predict.__init__

    def recording(self: Any, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(lesson_module.Predict, "__init__", recording)
    monkeypatch.setattr("IPython.display.display", lambda *objects, **kw: None)
    namespace: dict[str, Any] = {"__name__": "__main__"}
    for number, cell in enumerate(nb["cells"]):
        if cell["cell_type"] == "code":
            source = "".join(cell["source"])
            exec(compile(source, f"cell {number}", "exec"), namespace)  # noqa: S102
    return namespace, made


def sentences(widget: Any) -> list[str]:
    """The sentences a revealed item shows (its ``Say`` paragraphs), as the page writes them."""
    value = getattr(widget, "value", "")
    return [html.unescape(s).strip() for s in SAY.findall(value)]


@pytest.mark.parametrize("lang", ["en", "sv", "nb", "sk"])
@pytest.mark.parametrize("stem", LESSONS)
def test_every_prediction_hides_its_answer_until_picked(
    stem: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    nb = notebook(stem, lang)
    namespace, made = run_lesson(nb, monkeypatch)
    assert len(made) >= AT_LEAST[stem], (stem, lang, len(made))
    page = learner_part(nb)
    tally = namespace["tally"]
    checked = 0
    for predict in made:
        assert not predict.revealed and predict.result.children == ()
        assert predict.verdict_html.value == ""
        right, total = tally.counts()
        first = next(iter(predict.buttons))
        assert predict.pick(first)
        if predict.retried and not predict.revealed:  # a reason, and one more pick
            assert predict.verdict_html.value and not predict.result.children
            assert predict.pick(next(v for v, b in predict.buttons.items() if not b.disabled))
        assert tally.counts()[1] == total + 1, "the first pick is counted in the lesson's tally"
        assert predict.verdict_html.value and predict.result.children
        shown = [s for child in predict.result.children for s in sentences(child)]
        for sentence in shown:
            assert sentence not in page, (stem, lang, sentence)
        checked += len(shown)
        assert not predict.pick(first), "a second pick changes nothing"
    # every prediction of these lessons explains its answer in at least one sentence
    assert checked >= len(made), (stem, lang, checked)
