"""For a projector: a card size setting for the whole page, and arrow keys that step a stepper.

``CardSize()`` shows a Fit the screen / Normal / Large choice; "large" scales every drawn position (cards,
table, trick, hands, the quizzes' positions) so a back row can read them at 1280 px. It works
by a page style, so it serves every widget of the page without changing any of them. The
default, "auto", is "large" on a screen of at least :data:`~sjuan_notebooks.widgets.phone.WIDE_PX`
CSS px (a laptop, a projector) and "normal" below (a phone, a tablet held upright): at normal
size a card's rank was about 7 px high, readable on a laptop only by leaning in.

``ArrowKeys(stepper)`` (or ``with_arrow_keys(stepper)``, which puts the two in one box) lets the
teacher step with the keyboard: right = next move, left = back, Home / End = first / last.
The keys go to the stepper whose box was clicked last, never to a text field or the slider,
which keep their own keys.

Python API for tests: :meth:`CardSize.set_size`, :meth:`CardSize.css`, :meth:`ArrowKeys.press`.
"""

from __future__ import annotations

import html

import anywidget
import ipywidgets as w
import traitlets

from ..core.errors import UnknownOptionError, check_lang
from ..i18n import t
from .common import HTML, Fingerprint, HBox, Spoken, VBox, relabel_dropdown
from .phone import PHONE_CSS, WIDE_PX

#: size preset -> scale of the drawn positions ("auto": the screen's width chooses, see above)
SIZES: dict[str, float] = {"auto": 1.0, "normal": 1.0, "large": 1.8}

#: what the drawn positions are (the render layer's boxes), scaled as a whole
_SCALED = ".sjuan-state, .sjuan-trick, .sjuan-quiz-position .sjuan-hand"


def _scaled(scale: float) -> str:
    return (
        f"{_SCALED} {{ zoom: {scale}; }} "
        f"button.sjuan-card, .sjuan-quiz-choice {{ font-size: {1 + (scale - 1) / 2:.2f}em; }}"
    )


class CardSize(Spoken, HBox):
    """The page's card size: "normal", or "large" for a projector."""

    def __init__(self, size: str = "auto", *, lang: str = "en") -> None:
        self._lang = check_lang(lang)
        self.select = w.ToggleButtons(
            options=self._options(), value="auto", _dom_classes=("sjuan-card-size",)
        )
        self.label = HTML()
        self.style = HTML(_dom_classes=("sjuan-card-size-style",))
        self.select.observe(lambda _: self._apply(), names="value")
        super().__init__([self.label, self.select, self.style])
        self.set_size(size)

    @property
    def size(self) -> str:
        return str(self.select.value)

    def set_size(self, size: str) -> None:
        """Choose a preset; an unknown one is refused and the size stays as it was."""
        if size not in SIZES:
            raise UnknownOptionError.bad_value("size", size, ", ".join(SIZES))
        self.select.value = size
        self._apply()

    def set_lang(self, lang: str) -> None:
        """Show the setting in ``lang``; the size chosen stays."""
        self._lang = check_lang(lang)
        relabel_dropdown(self.select, self._options())
        self._apply()

    @property
    def lang(self) -> str:
        return self._lang

    def fingerprint(self) -> Fingerprint:
        return Fingerprint((self.size, self.style.value), self._lang,
                           (self.label.value, self.select.options))  # fmt: skip

    def css(self) -> str:
        """The page style of the current size ("" at normal size)."""
        if self.size == "auto":
            return f"@media (min-width: {WIDE_PX}px) {{ {_scaled(SIZES['large'])} }}"
        scale = SIZES[self.size]
        return "" if scale == 1.0 else _scaled(scale)

    def _options(self) -> list[tuple[str, str]]:
        return [(t(f"size.{name}", self._lang), name) for name in SIZES]

    def _apply(self) -> None:
        self.label.value = f"<b>{html.escape(t('size.label', self._lang))}</b>"
        # the phone style rides along: a lesson whose only widget is this one fits a phone too
        self.style.value = f"<style>{PHONE_CSS}\n{self.css()}</style>"


_KEYS_ESM = """
const KEYS = ["ArrowLeft", "ArrowRight", "Home", "End"];
function render({ model, el }) {
  const hint = document.createElement("div");
  hint.className = "sjuan-keys-hint";
  hint.style.fontSize = "small";
  hint.style.color = "#555";
  hint.textContent = model.get("hint");
  model.on("change:hint", () => { hint.textContent = model.get("hint"); });
  el.appendChild(hint);
  const box = () => el.closest(".sjuan-keys-box") || el;
  const onDown = (e) => { if (box().contains(e.target)) window.__sjuanKeysBox = box(); };
  const onKey = (e) => {
    if (window.__sjuanKeysBox !== box() || !KEYS.includes(e.key)) return;
    const t = e.target;
    if (t && t.closest && t.closest("input, select, textarea, .noUi-target, .widget-slider")) return;
    e.preventDefault();
    model.send({ key: e.key });
  };
  document.addEventListener("pointerdown", onDown, true);
  document.addEventListener("keydown", onKey);
  return () => {
    document.removeEventListener("pointerdown", onDown, true);
    document.removeEventListener("keydown", onKey);
  };
}
export default { render };
"""

#: key -> the stepper's method
KEY_ACTIONS: dict[str, str] = {
    "ArrowRight": "next",
    "ArrowLeft": "back",
    "Home": "first",
    "End": "last",
}


class ArrowKeys(anywidget.AnyWidget):
    """Arrow keys for a stepper (anything with ``next``, ``back``, ``first``, ``last``, or a
    menu of steppers with a ``stepper`` property: the keys step the one shown).

    The hint speaks the stepper's language (``lang`` if given, else the stepper's) and follows
    the stepper's language menu."""

    _esm = _KEYS_ESM
    hint = traitlets.Unicode("").tag(sync=True)

    def __init__(self, stepper: object, *, lang: str | None = None) -> None:
        super().__init__()
        self.stepper = stepper
        self.set_lang(lang if lang is not None else getattr(stepper, "lang", "en"))
        if hasattr(stepper, "on_lang"):
            stepper.on_lang(self.set_lang)
        self.on_msg(self._on_msg)

    @property
    def lang(self) -> str:
        return self._lang

    def set_lang(self, lang: str) -> None:
        self._lang = check_lang(lang)
        self.hint = t("size.keys", self._lang)

    def press(self, key: str) -> bool:
        """Do what ``key`` does; False for a key with no action (or nowhere to go)."""
        action = KEY_ACTIONS.get(key)
        if action is None:
            return False
        # a menu of steppers (StepperChooser) passes the keys to the stepper it shows now
        target = self.stepper if hasattr(self.stepper, action) else self.stepper.stepper  # type: ignore[attr-defined]
        return bool(getattr(target, action)())

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict):
            self.press(str(content.get("key", "")))


class KeysBox(Spoken, VBox):
    """A stepper and its arrow keys: one box, whose text form is a sentence in the keys'
    language (not ipywidgets' repr of its children)."""

    def __init__(self, keys: ArrowKeys, stepper: object) -> None:
        self.arrow_keys = keys
        super().__init__([keys, stepper], _dom_classes=("sjuan-keys-box",))

    @property
    def _lang(self) -> str:
        return self.arrow_keys.lang


def with_arrow_keys(stepper: object, *, lang: str | None = None) -> w.VBox:
    """The stepper in a box whose arrow keys step it (click the box once to give it the keys);
    the keys' hint speaks the stepper's language."""
    return KeysBox(ArrowKeys(stepper, lang=lang), stepper)


__all__ = ["SIZES", "ArrowKeys", "CardSize", "KeysBox", "with_arrow_keys"]
