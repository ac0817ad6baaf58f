"""The page style that lets a lesson fit a 320 px phone as well as a projector.

A class meets the lessons on the devices it has. Without this style a lesson laid out 558 to
1,004 px wide on a 320 px phone (WCAG 2.1 1.4.10, Reflow): ipywidgets' boxes keep their
children's widths and do not wrap, a label column stands beside every control, a table of
numbers keeps its columns, and the Sevens table keeps 13 cards a row. The style changes no
widget: it is one sheet for the page, carried by the widgets every lesson has
(:class:`~sjuan_notebooks.widgets.aria.Aria`, :class:`~sjuan_notebooks.widgets.projector.CardSize`),
by the class server's pages and by the browser site's classroom view (a page that holds it
twice is styled once, the rules being the same).

What it does, by width:

- everywhere: nothing is wider than its box (text breaks inside long words rather than
  pushing the page); a box of buttons wraps; a wide table of numbers scrolls in its own box,
  keeping its first column in view; controls are at least 24 x 24 CSS px and a card or move
  button at least 44 x 44 (WCAG 2.2, 2.5.8 and the 44 px of 2.5.5);
- the card buttons (CSS class ``sjuan-card``, see :func:`card_classes`) are drawn as cards: a
  white face, the rank and suit in the suit's colour. They are the learner's hand: the table
  draws no second copy of it (:mod:`sjuan_notebooks.widgets.play`,
  :mod:`sjuan_notebooks.widgets.quiz`);
- below :data:`NARROW_PX`: labels stand above their controls, side-by-side boxes stack, the
  Sevens table's suit rows wrap (a suit's name on its own line, its 13 places in one or two
  lines of readable cards) and the drawn hands' cards grow to a size a phone can read;
- the folds of a lesson page (:mod:`sjuan_notebooks.render.fold`): the teacher's part hidden
  until its summary is opened;
- from :data:`WIDE_PX` the page's card size (:class:`~sjuan_notebooks.widgets.projector.CardSize`)
  is *Large* unless the learner chose *Normal*.

**Reusing the card buttons** (a table page, a companion page): give an ipywidgets ``Button``
or ``ToggleButton`` the classes of :func:`card_classes` and put :data:`PHONE_CSS` on the page
(any :class:`Aria` widget carries it, or show :func:`page_style`). The button's description
is the card's short name ("♥7"), its accessible name the card's full name (an ``Aria``
``names`` entry); Tab, Enter and Space work as on any button.
"""

from __future__ import annotations

import ipywidgets as w

from ..core.cards import Card
from ..render.fold import FOLD_CSS

#: below this width the narrow layout applies (a phone, or a phone held sideways)
NARROW_PX = 600
#: from this width the drawn positions are drawn larger (laptop, projector)
WIDE_PX = 1200

#: a suit's colour on a card button: the render layer's (Okabe-Ito hues, AA on white)
SUIT_COLOURS = {
    "french": {"S": "#000000", "C": "#000000", "H": "#C0392B", "D": "#C0392B"},
    "sedma": {"H": "#B34700", "S": "#00734F", "C": "#8B5A2B", "D": "#8A6100"},
}


def _suit_rules() -> str:
    return "\n".join(
        f".sjuan-card.sjuan-suit-{pack}-{suit}:not(.mod-danger):not(.mod-warning) "
        f"{{ color: {colour}; }}"
        for pack, colours in SUIT_COLOURS.items()
        for suit, colour in colours.items()
    )


PHONE_CSS = (
    """
/* nothing is wider than its box: the page never scrolls sideways */
.sjuan-phone-page, .widget-html-content, .jp-RenderedHTMLCommon, .sjuan-state,
.jp-RenderedMarkdown { overflow-wrap: break-word; }
.lm-Widget.widget-box, .lm-Widget.widget-html, .lm-Widget.widget-output,
.jp-OutputArea-output, .widget-html-content { min-width: 0; max-width: 100%; }
.widget-hbox { flex-wrap: wrap; }
.widget-html-content pre, .jp-RenderedText pre { white-space: pre-wrap; }
.widget-html-content img, .jp-RenderedHTMLCommon img { max-width: 100%; height: auto; }
/* a wide table of numbers scrolls in its own box, its first column kept in view */
.widget-html-content table:not(.sjuan-sevens-table), .jp-RenderedHTMLCommon table,
.sjuan-class-text table, table.sjuan-lesson-table {
  display: block; max-width: 100%; overflow-x: auto; }
.widget-html-content table:not(.sjuan-sevens-table) tr > :first-child,
.jp-RenderedHTMLCommon table tr > :first-child, table.sjuan-lesson-table tr > :first-child {
  position: sticky; left: 0; background: #fff; z-index: 1; }
/* touch: every control 24 x 24 at least, a card or a move 44 x 44 */
.jupyter-button, .widget-toggle-button, .widget-dropdown select, .widget-text input {
  min-height: 28px; }
.jupyter-button { min-width: 28px; height: auto; }
.widget-checkbox input[type="checkbox"] { width: 24px; height: 24px; margin: 2px 6px 2px 0; }
.widget-slider .noUi-handle { width: 28px !important; height: 28px !important;
  top: -10px !important; right: -14px !important; }
.sjuan-move-btn { min-height: 44px; min-width: 44px; }
.widget-dropdown > select { border: 1px solid #767676; border-radius: 4px; background: #fff; }
.sjuan-phone-page a, .sjuan-class-page a, .sjuan-seat-download a, .sjuan-teacher a {
  display: inline-block; min-height: 24px; line-height: 24px; }
/* a score sheet's names and numbers apart: its header read "DealBoComputer 2" run together */
.sjuan-scoresheet th, .sjuan-scoresheet td { padding: 2px 6px; }
/* the card buttons are the drawn cards (sjuan_notebooks.widgets.phone.card_classes) */
.jupyter-button.sjuan-card, .widget-toggle-button.sjuan-card {
  width: 48px; min-width: 44px; height: 66px; min-height: 44px; padding: 4px 2px;
  border: 1px solid #333; border-radius: 6px; background: #fff; box-shadow: 0 1px 2px #0004;
  font: bold 17px/1.1 sans-serif; white-space: normal; overflow: visible;
  display: inline-flex; align-items: flex-start; justify-content: center; margin: 2px; }
.jupyter-button.sjuan-card.sjuan-card-wide, .widget-toggle-button.sjuan-card.sjuan-card-wide {
  width: auto; min-width: 66px; font-size: 14px; align-items: center; }
.jupyter-button.sjuan-card:disabled { opacity: 1; filter: none; cursor: default; }
.jupyter-button.sjuan-card.sjuan-legal, .widget-toggle-button.sjuan-card.mod-active {
  border: 3px solid #009E73; }
.widget-toggle-button.sjuan-card.mod-active { background: #e6f4ef; transform: translateY(-6px); }
.jupyter-button.sjuan-card.sjuan-faded { opacity: 0.55; }
.sjuan-hand-buttons, .sjuan-quiz-choices { gap: 2px; padding-top: 6px; }
/* the play table: messages in boxes of a fixed height, so the cards never move */
.sjuan-play-table .sjuan-message { min-height: 3.2em; }
.sjuan-play-table .sjuan-verdict { min-height: 1.6em; }
.sjuan-play-table .sjuan-verdict details { display: inline; }
.sjuan-play-table .sjuan-since { min-height: 1.4em; font-style: italic; }
.sjuan-play-table .sjuan-new.sjuan-highlight { outline: 3px solid #009E73; }
.sjuan-recap { border-left: 4px solid #009E73; padding: 2px 8px; margin: 4px 0; }
/* the play table's and a class seat's picture leave out the learner's row: the card buttons
   are its drawing */
.sjuan-play-table .sjuan-own-seat, .sjuan-seat .sjuan-own-seat { display: none; }
/* the others' moves since the learner's last one: outlined, appearing one after another */
.sjuan-state svg.sjuan-just-played > rect:first-of-type { stroke: #E69F00; stroke-width: 4; }
.sjuan-state svg.sjuan-just-played { animation: sjuan-appear 0.4s ease-out both; }
@keyframes sjuan-appear { from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .sjuan-state svg.sjuan-just-played { animation: none; } }
/* a narrow screen: labels above controls, boxes stacked, the Sevens table in wrapped rows */
@media (max-width: """
    + str(NARROW_PX)
    + """px) {
  .widget-inline-hbox { flex-wrap: wrap; }
  .widget-inline-hbox > .widget-label { width: 100% !important; max-width: 100%;
    text-align: left; white-space: normal; }
  .widget-inline-hbox > .widget-label:empty { display: none; }
  /* the window's width less the box's own margins (a width of 100% stood 4 px past it) */
  .widget-dropdown, .widget-text, .widget-select, .widget-hslider { width: auto !important;
    max-width: 100%; }
  /* a row of one line's height held its label above the control over the next row */
  .widget-dropdown, .widget-text, .widget-select { height: auto; }
  .widget-dropdown > select, .widget-text > input { flex: 1 1 auto; min-width: 0; }
  .widget-hslider .slider-container { min-width: 0; }
  .sjuan-sevens-table, .sjuan-sevens-table > tbody { display: block; }
  .sjuan-sevens-table tr { display: flex; flex-wrap: wrap; align-items: center;
    margin-bottom: 6px; }
  .sjuan-sevens-table th { width: 100%; text-align: left !important; }
  /* a glossary's word, picture and meaning stand one under another: its picture column of
     cards (a Norwegian word beside it) was wider than a 320 px phone */
  .sjuan-glossary table, .sjuan-glossary tbody, .sjuan-glossary tr, .sjuan-glossary th,
  .sjuan-glossary td { display: block; }
  .sjuan-glossary thead { display: none; }
  .sjuan-glossary tr { padding: 4px 0; border-bottom: 1px solid #ccc; }
  .sjuan-glossary th, .sjuan-glossary td { min-width: 0 !important; max-width: 100% !important;
    white-space: normal !important; position: static; padding: 2px 0 !important;
    text-align: left !important; }
  .sjuan-glossary figure { width: auto !important; min-width: 64px; max-width: 96px;
    vertical-align: top; }
  .sjuan-seat svg.sjuan-card-svg, .sjuan-quiz-position svg.sjuan-card-svg {
    width: 34px; height: auto; aspect-ratio: 44 / 62; }
  /* a back says nothing but how many: the others' hands take one short line */
  .sjuan-seat svg.sjuan-back { width: 14px; }
  .sjuan-trick > span { margin-bottom: 4px; }
  .sjuan-phone-page, .sjuan-class-page, .sjuan-teacher { padding: 0.5em 6px !important; }
  /* a button's or a checkbox's words wrap instead of ending in "...": a choice is read whole */
  .jupyter-button { white-space: normal; height: auto; max-width: 100%; line-height: 1.3;
    padding-top: 4px; padding-bottom: 4px; }
  .widget-checkbox { width: auto !important; max-width: 100%; height: auto; }
  .widget-checkbox .widget-label-basic, .widget-checkbox .jupyter-widget-label-basic {
    white-space: normal; overflow: visible; line-height: 1.3; padding: 3px 0; }
}
"""
    + _suit_rules()
    # the folds of a lesson page: a rule text's own words, the teacher's part (render.fold)
    + "\n"
    + FOLD_CSS
)


def card_classes(card: Card, pack: str = "french") -> tuple[str, ...]:
    """The CSS classes that draw a button as ``card`` (its face, its suit's colour), and name
    it for tests and scripts (``sjuan-card-<code>``)."""
    return ("sjuan-card", f"sjuan-card-{card.code}", f"sjuan-suit-{_pack(pack)}-{card.suit}")


def _pack(pack: str) -> str:
    return "sedma" if pack == "sedma" else "french"


def page_style() -> w.HTML:
    """The page style as a widget, for a page that shows none of the widgets carrying it."""
    return w.HTML(f"<style>{PHONE_CSS}</style>", _dom_classes=("sjuan-phone-style",))


__all__ = ["NARROW_PX", "PHONE_CSS", "SUIT_COLOURS", "WIDE_PX", "card_classes", "page_style"]
