"""What a screen reader needs that ipywidgets 8.1 does not give: accessible names, a slider's
spoken value, a live region that announces moves, and focus that stays in the widget after a
move (issue 26).

ipywidgets 8.1 has no ``aria-*`` attributes (jupyter-widgets/ipywidgets#2650 is open): the
Play widget's buttons are icons with no name, a slider's handle (``role="slider"``) has no name
because its description is a plain ``<label>`` beside it, a card button's name is its text
("♥7") and a count box without a description has a hidden label. :class:`Aria` is a small
anywidget placed inside the widget it serves; its few lines of JavaScript find that widget's
element (the nearest ancestor with the CSS class ``scope``) and set the attributes it is sent
on the elements its CSS selectors name, again whenever ipywidgets draws them anew (a
``MutationObserver``). Everything it sets comes from the kernel in the widget's language, so a
change of language renames every control. The same box holds a polite live region
(``announce``) and, on request, puts the focus back on a control of the widget when a move
re-drew the control that had it (``focus``). Its stylesheet gives every control of the package
a visible focus ring, the card buttons a green with AA contrast for white text, and the
legal-move map a width of at most 760 px (it follows a narrow or zoomed window).
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from ..figures.shown import VISUALLY_HIDDEN
from ..i18n import t
from .phone import PHONE_CSS

_ESM = """
function render({ model, el }) {
  el.classList.add("sjuan-aria");
  const live = document.createElement("div");
  live.className = "sjuan-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  el.appendChild(live);
  let root = null, observer = null, focusTimer = null, stopped = false, changed = 0;

  const apply = () => {
    if (!root) return;
    for (const [selector, attrs] of Object.entries(model.get("names"))) {
      for (const node of root.querySelectorAll(selector)) {
        for (const [name, value] of Object.entries(attrs)) {
          if (value === null) node.removeAttribute(name);
          else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
        }
      }
    }
    const texts = model.get("slider");
    if (texts.length) {
      for (const handle of root.querySelectorAll("[role=slider]")) {
        const at = Math.round(Number(handle.getAttribute("aria-valuenow"))
                              - Number(handle.getAttribute("aria-valuemin") || 0));
        const text = texts[at];
        if (text !== undefined && handle.getAttribute("aria-valuetext") !== text)
          handle.setAttribute("aria-valuetext", text);
      }
    }
  };
  const say = () => {
    const text = model.get("announce");
    live.textContent = "";
    if (text) setTimeout(() => { live.textContent = text; }, 50);
  };
  // After a move the control that had the focus may be gone (drawn anew): put the focus on
  // the first control the selector names, unless the learner has already moved the focus
  // somewhere else on the page. The re-draw may reach the page before this request or after
  // it, and late on a busy machine: a control drawn since the request is taken at once;
  // otherwise, once the widget has been still for QUIET ms, the first one there (a re-draw
  // that came first, or a control that is not drawn anew, as "new game"). While the focus
  // is on a control from before the request, it follows that control's re-draw when it comes,
  // for up to LIMIT ms; a control drawn since, or a learner's own move of the focus, ends it.
  const QUIET = 150, LIMIT = 10000;
  const refocus = () => {
    clearInterval(focusTimer);
    const selector = model.get("focus").selector;
    if (!selector || !root) return;
    const stale = new Set(root.querySelectorAll(selector));
    const asked = Date.now();
    let placed = null;
    focusTimer = setInterval(() => {
      const now = Date.now();
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      if (now - asked > LIMIT) { clearInterval(focusTimer); return; }
      const fresh = [...root.querySelectorAll(selector)].find(n => !stale.has(n));
      if (placed) {
        if (!stale.has(placed)) { clearInterval(focusTimer); return; }  // drawn anew: done
        if (active === placed && placed.isConnected) {  // from before: wait for its re-draw
          if (fresh) { fresh.focus(); placed = fresh; }
          return;
        }
        if (!lost) { clearInterval(focusTimer); return; }  // the learner moved on
      } else if (!lost && !root.contains(active)) { clearInterval(focusTimer); return; }
      const still = now - Math.max(asked, changed) > QUIET;
      const target = fresh || (still ? root.querySelector(selector) : null);
      if (target) { target.focus(); placed = target; }
    }, 50);
  };
  const start = () => {
    if (stopped) return;
    if (!el.isConnected) { setTimeout(start, 100); return; }
    root = el.closest("." + model.get("scope")) || el.parentElement;
    observer = new MutationObserver(records => {
      if (records.some(r => r.type === "childList")) changed = Date.now();
      apply();
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true,
                             attributeFilter: ["aria-valuenow", "class"] });
    apply();
  };
  model.on("change:names", apply);
  model.on("change:slider", apply);
  model.on("change:announce", say);
  model.on("change:focus", refocus);
  start();
  return () => { stopped = true; clearInterval(focusTimer); if (observer) observer.disconnect(); };
}
export default { render };
"""

_CSS = (
    f".sjuan-aria {{ {VISUALLY_HIDDEN} }}"
    + """
.sjuan-btn:focus-visible, .sjuan-card:focus-visible, .sjuan-move-btn:focus-visible,
.sjuan-quiz-choice:focus-visible, .sjuan-stepper button:focus-visible,
.sjuan-play-table button:focus-visible, .sjuan-quiz button:focus-visible,
.sjuan-stepper .noUi-handle:focus-visible {
  outline: 3px solid #0b4f9c; outline-offset: 2px; }
.sjuan-stepper .sjuan-legal-map, .sjuan-play-table .sjuan-legal-map { max-width: 760px; }
.jupyter-button.mod-success.sjuan-quiz-choice:not(.sjuan-card) { background-color: #2e7d32; }
.jupyter-button.mod-success.sjuan-card { background-color: #e6f4ef; }
"""
)


class Aria(anywidget.AnyWidget):
    """Names, spoken values, a live region and focus for the widget whose element has the CSS
    class ``scope`` (see the module's docstring). ``names``: CSS selector -> {attribute: text}
    (None removes the attribute); ``slider``: the spoken value of each position of the
    widget's sliders; ``announce``: what the live region says; :meth:`focus_on` asks for the
    focus to go to a control after a re-draw."""

    _esm = _ESM
    _css = _CSS + PHONE_CSS
    scope = traitlets.Unicode().tag(sync=True)
    names = traitlets.Dict().tag(sync=True)
    slider = traitlets.List(traitlets.Unicode()).tag(sync=True)
    announce = traitlets.Unicode().tag(sync=True)
    focus = traitlets.Dict().tag(sync=True)

    def __init__(self, scope: str, **kwargs: Any) -> None:
        super().__init__(scope=scope, **kwargs)

    def focus_on(self, selector: str) -> None:
        """Put the focus on the first element ``selector`` names once it is drawn, if the
        focus was in the widget (or lost with a control drawn anew)."""
        n = int(self.focus.get("n", 0)) + 1
        self.focus = {"selector": selector, "n": n}


def spoken(name: object, shown: object, lang: str) -> str:
    """A control's accessible name: what it means ("seven of hearts"), with what it shows
    ("♥7") after it when that differs, so that a speech-input user can say the label that is
    seen (WCAG 2.5.3, label in name)."""
    name, shown = str(name), str(shown)
    return name if name == shown else t("ui.a11y.named", lang, name=name, shown=shown)


__all__ = ["Aria", "spoken"]
