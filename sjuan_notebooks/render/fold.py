"""What a lesson page folds away until the reader opens it: a rule text's own words (Swedish,
Norwegian, Slovak) beside the gloss in the page's language, and the teacher's part at the end.

A page of a lesson was long for a pupil of 13: each rule quoted first in another language, then
glossed, and the teacher's checks below the learner's last question. Folded, the gloss stays
in view and the original is one click (or Enter on the focused summary) away. Both folds are
HTML ``<details>`` with a ``<summary>`` named in the page's language, so they work wherever the
page is HTML: JupyterLab and the browser site render a markdown cell's HTML, Voila renders it
on the server, the class server with Python-Markdown, and a notebook read without a kernel (no
widget, no style sheet) still shows the summary and opens it.

The teacher's part spans several cells (its heading and sentences, then code cells whose
outputs are the checks), which one ``<details>`` cannot hold. Its heading stays a markdown
heading (the tests and the class plan find the part by it), followed by an empty
``<details class="sjuan-teacher-part">``; :data:`FOLD_CSS` hides what follows it on the page
while it is closed, in each of the page layouts the lessons are shown in. Where that style is
not on the page, everything stays in view, as before.
"""

from __future__ import annotations

import html
import re

from ..i18n import t

#: a rule text's own words, in italics as the lessons quote them (*"..."*)
_ORIGINAL = re.compile(r"\*([^*]+)\*")
_BOLD = re.compile(r"\*\*([^*]+)\*\*")

#: the class of the teacher's part's fold; FOLD_CSS hides what follows it while it is closed
TEACHER_CLASS = "sjuan-teacher-part"
QUOTE_CLASS = "sjuan-fold-quote"

_CLOSED = f"details.{TEACHER_CLASS}:not([open])"
#: every page layout a lesson is shown in: the closed teacher's fold hides what comes after it
FOLD_CSS = (
    # in the same rendered markdown (or the class server's run of shared HTML)
    f"{_CLOSED} ~ *,\n"
    # JupyterLab, Jupyter Notebook and the browser site: the notebook's cells are siblings
    f".jp-Cell:has({_CLOSED}) ~ .jp-Cell,\n"
    # Voila: each cell in a div of its own
    f"[cell-index]:has({_CLOSED}) ~ [cell-index],\n"
    # the class server's page: one widget per run of text or per cell with widgets
    f".widget-html:has({_CLOSED}) ~ *,\n"
    # the classroom view (show_lesson): every cell one output of the same area
    f".jp-OutputArea-child:has({_CLOSED}) ~ .jp-OutputArea-child"
    " { display: none !important; }\n"
    "details.sjuan-fold > summary { cursor: pointer; min-height: 24px; padding: 2px 0;"
    " color: var(--jp-content-link-color, #1a5fb4); }\n"
    "details.sjuan-fold > summary:focus-visible { outline: 2px solid currentColor; }\n"
    "blockquote.sjuan-quote details.sjuan-fold > p { margin: 2px 0 4px; }\n"
)


def _inline(text: str) -> str:
    """A gloss's markdown emphasis as HTML (the only markup the lessons' quotes use)."""
    escaped = html.escape(text)
    escaped = _BOLD.sub(r"<strong>\1</strong>", escaped)
    return _ORIGINAL.sub(r"<em>\1</em>", escaped)


def fold(summary: str, body: str, *, kind: str) -> str:
    """A closed ``<details>`` named ``summary`` (plain text) holding ``body`` (HTML)."""
    return (
        f'<details class="sjuan-fold sjuan-fold-{kind}">'
        f"<summary>{html.escape(summary)}</summary>{body}</details>"
    )


def quote_paragraph(text: str, lang: str) -> str:
    """One paragraph of a quote: the gloss shown, the rule text's own words (its italics)
    folded under a summary in ``lang``. Without a gloss, or without the text's own words,
    there is nothing to fold and the paragraph is shown as it is."""
    originals = _ORIGINAL.findall(text)
    gloss = _ORIGINAL.sub(" ", text).strip(" :–—-\n").strip()
    gloss = re.sub(r"\s+", " ", gloss)
    if not originals or not re.search(r"\w", gloss):
        return f'<p class="sjuan-say">{_inline(text)}</p>'
    words = " ".join("<em>" + html.escape(" ".join(o.split())) + "</em>" for o in originals)
    return f'<p class="sjuan-say">{_inline(gloss)}</p>' + fold(
        t("lesson.fold.quote", lang), f"<p>{words}</p>", kind="quote"
    )


def quote_html(text: str, lang: str) -> str:
    """A rule text's quote (paragraphs split at blank lines) as a blockquote, each paragraph's
    own words folded (:func:`quote_paragraph`)."""
    paragraphs = [p for p in re.split(r"\n\s*\n", text) if p.strip()]
    inner = "".join(quote_paragraph(p, lang) for p in paragraphs)
    return f'<blockquote class="sjuan-quote" style="margin:4px 0 4px 12px">{inner}</blockquote>'


def fold_markdown_quote(block: str, lang: str) -> str | None:
    """A markdown block that is a quotation (every line starts with ``>``) and quotes a rule
    text's words, as one line of HTML (a markdown renderer passes a line of HTML through as
    it is); None for any other block."""
    lines = block.splitlines()
    if not lines or not all(line.startswith(">") for line in lines):
        return None
    text = "\n".join(re.sub(r"^> ?", "", line) for line in lines)
    if not _ORIGINAL.search(text):
        return None
    return quote_html(text, lang)


def teacher_fold(lang: str) -> str:
    """The teacher's part's fold, placed under its heading: closed, and everything after it on
    the page hidden (:data:`FOLD_CSS`) until it is opened."""
    return (
        f'<details class="sjuan-fold {TEACHER_CLASS}">'
        f"<summary>{html.escape(t('lesson.fold.teacher', lang))}</summary></details>"
    )


__all__ = [
    "FOLD_CSS", "QUOTE_CLASS", "TEACHER_CLASS", "fold", "fold_markdown_quote", "quote_html",
    "quote_paragraph", "teacher_fold",
]  # fmt: skip
