"""Bringing a widget into view, and the keyboard focus with it, when the kernel asks.

A lesson's *Show me* changes a widget that may stand a screen or more above it (a stepper
900 px up, in the review of 2026-12-05): the learner pressed the button and saw nothing
happen. ipywidgets has no call that scrolls the page or moves the focus, and each way a lesson
is shown scrolls a different box (Voila's panel, JupyterLab's notebook, the class server's
document, the browser site's JupyterLab), so :class:`Reveal` is a small anywidget whose few
lines of JavaScript find the element by a CSS class the kernel put on the widget and call the
browser's own ``scrollIntoView``, which scrolls every box that holds it, whichever that is.
Nothing is fetched from anywhere: the script travels with the widget's state.

The focus goes to the control a learner would use next there: a slider (a stepper's turn,
whose spoken value says the move), else the first enabled control, else the widget itself,
so that Tab continues from where the change is (WCAG 2.4.3, focus order).
"""

from __future__ import annotations

import inspect
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from ..figures.shown import VISUALLY_HIDDEN

_ESM = """
const CONTROLS = "button:not([disabled]), select:not([disabled]), "
  + "input:not([disabled]):not([type=hidden]), textarea:not([disabled]), "
  + "[tabindex]:not([tabindex='-1'])";

function render({ model, el }) {
  el.classList.add("sjuan-reveal");
  let timer = null;
  const shown = node => node.isConnected && node.getClientRects().length > 0;
  const bring = () => {
    clearInterval(timer);
    const selector = model.get("target");
    if (!selector) return;
    let tries = 0;
    // the class that names the widget arrives just before this request: wait until a view
    // of it is drawn (about 2 s at most), then until the browser has laid the change out
    timer = setInterval(() => {
      const node = [...document.querySelectorAll(selector)].find(shown);
      if (!node) { if (++tries > 40) clearInterval(timer); return; }
      clearInterval(timer);
      requestAnimationFrame(() => {
        const height = window.innerHeight || document.documentElement.clientHeight;
        const box = node.getBoundingClientRect();
        const away = () => {
          const top = node.getBoundingClientRect().top;
          return top < -2 || top > height - 40;
        };
        if (box.top < 0 || box.bottom > height) {
          const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
          node.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
          // JupyterLab (the browser site) lays its cells out only as they come near the
          // window (content-visibility), so the node moves while the scroll runs: once the
          // scroll has had its time, it is brought to the top again until it stays there
          let again = 0;
          const settle = setInterval(() => {
            if (!away() || ++again > 10 || !node.isConnected) { clearInterval(settle); return; }
            node.scrollIntoView({ block: "start" });
          }, 400);
        }
        // a slider first (document order would give the stepper's "first move" button)
        const control = [...node.querySelectorAll("[role=slider]")].find(shown)
          || [...node.querySelectorAll(CONTROLS)].find(shown);
        const target = control || node;
        if (target === node && !node.hasAttribute("tabindex")) node.setAttribute("tabindex", "-1");
        target.focus({ preventScroll: true });
      });
    }, 50);
  };
  model.on("change:n", bring);
  return () => clearInterval(timer);
}
export default { render };
"""


class Reveal(anywidget.AnyWidget):
    """Brings the widget :meth:`bring` names into view and puts the focus in it. It draws
    nothing (it is visually hidden); it must be shown on the page, in the box of the control
    that asks (a *Show me*), for its script to run there."""

    _esm = _ESM
    _css = f".sjuan-reveal {{ {VISUALLY_HIDDEN} }}"
    target = traitlets.Unicode().tag(sync=True)
    n = traitlets.Int(0).tag(sync=True)

    def bring(self, widget: w.DOMWidget) -> str:
        """Scroll ``widget``'s view into the window, if it is not all in it, and focus it.
        Returns the CSS selector it is found by (a class named after its model, so that no
        other widget on the page answers to it)."""
        css = f"sjuan-shown-{widget.model_id}"
        if css not in widget._dom_classes:
            widget.add_class(css)
        self.target = "." + css
        self.n += 1  # a request each time, even for the same widget again
        return self.target


def shown_widgets(action: Any) -> list[w.DOMWidget]:
    """The widgets on the page that a lesson's action names, in the order it names them:
    ``lambda: stepper.go(7)`` names ``stepper``, ``lambda: play(chooser, table)`` names
    ``chooser`` and ``table``. A lesson writes its *Show me* as such a lambda, so the widgets it
    names are the ones it changes; nothing is called to find them."""
    if isinstance(action, w.DOMWidget):
        return [action]
    owner = getattr(action, "__self__", None)
    if isinstance(owner, w.DOMWidget):
        return [owner]
    if not inspect.isfunction(action):
        return []
    try:
        named = inspect.getclosurevars(action)
    except (TypeError, ValueError):  # pragma: no cover - a function Python cannot inspect
        return []
    found: list[w.DOMWidget] = []
    for value in [*named.nonlocals.values(), *named.globals.values()]:
        if isinstance(value, w.DOMWidget) and all(value is not f for f in found):
            found.append(value)
    return found


__all__ = ["Reveal", "shown_widgets"]
