"""Several records behind one menu: a stepper for whichever the learner picks.

A lesson that stores one example per deal (Femkamp's seven) cannot ask the learner to "load
another record in the cell below": in Voila the code is hidden. ``StepperChooser`` puts the
records in a dropdown and shows the chosen one's :class:`Stepper`. Each stepper is built the
first time its record is chosen (so the page opens as fast as with one) and kept, so going back
to a deal finds it where the learner left it. A newly built stepper opens at its start, in the
language the one shown before was set to; a change of language in the stepper shown passes to
the others and to the chooser's own message (the menu's labels are the lesson's words).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as w

from ..core.errors import SjuanError, check_lang, shown
from ..core.records import load_example
from ..i18n import join_list
from ..render.html import TEXT_WRONG
from .common import HTML, Fingerprint, HBox, Sentence, Spoken, VBox, said
from .stepper import Stepper


class UnknownChoiceError(SjuanError):
    """A record the menu does not offer."""

    key = "chooser.unknown"


class StepperChooser(Spoken, VBox):
    """A menu of stored examples (``(label, example name)`` pairs) and the chosen one's stepper.

    ``description`` labels the menu; labels and description are given in the lesson's language.
    """

    def __init__(
        self,
        examples: Sequence[tuple[str, str]],
        *,
        lang: str = "en",
        description: str = "",
        perspective: int | None = None,
    ) -> None:
        if not examples:
            raise ValueError("a chooser needs at least one example")
        self._lang = check_lang(lang)
        self._labels = {name: label for label, name in examples}
        self._perspective = perspective
        self._steppers: dict[str, Stepper] = {}
        self.menu = w.Dropdown(
            options=[(label, name) for label, name in examples],
            value=examples[0][1],
            description=description,
            layout=w.Layout(width="auto"),
            style={"description_width": "initial"},
            _dom_classes=("sjuan-chooser-menu",),
        )
        self.message_html = HTML(_dom_classes=("sjuan-message",))
        self._message: Sentence | None = None
        self._shown = self.example
        self.bar = HBox([self.menu, self.message_html])
        super().__init__(
            [self.bar, self._stepper_for(self.example)], _dom_classes=("sjuan-chooser",)
        )
        self.menu.observe(self._on_menu, names="value")

    # -- the Python API -----------------------------------------------------------------------
    @property
    def examples(self) -> tuple[str, ...]:
        return tuple(self._labels)

    @property
    def example(self) -> str:
        """The name of the example shown."""
        return str(self.menu.value)

    @property
    def stepper(self) -> Stepper:
        """The stepper shown."""
        return self._stepper_for(self.example)

    def choose(self, example: str) -> bool:
        """Show ``example``'s stepper. One the menu does not offer is refused with a sentence,
        and the chooser keeps showing what it showed."""
        if not isinstance(example, str) or example not in self._labels:
            labels = list(self._labels.values())
            self._say(said(UnknownChoiceError.key, choice=shown(example),
                           choices=lambda lg: join_list(labels, lg)))  # fmt: skip
            return False
        if example == self.example:
            self._say(None)
        else:
            self.menu.value = example  # the observer swaps the stepper in
        return True

    def show(self, example: str, turn: int) -> bool:
        """Choose ``example`` and step its stepper to ``turn`` (a "Show me" for a lesson)."""
        return self.choose(example) and self.stepper.go(turn)

    @property
    def lang(self) -> str:
        return self._lang

    def set_lang(self, lang: str) -> None:
        """Show the chooser and its steppers in ``lang`` (as the stepper's menu does)."""
        self.stepper.set_lang(lang)

    def message(self) -> str:
        return self._message(self._lang) if self._message else ""

    def fingerprint(self) -> Fingerprint:
        """The record shown and every stepper built (see :class:`~.common.Fingerprint`)."""
        prints = {name: stepper.fingerprint() for name, stepper in self._steppers.items()}
        held = (self.example, tuple((name, p.held) for name, p in prints.items()))
        shown = (
            self.message_html.value,
            tuple((name, p.lang, p.shown) for name, p in prints.items()),
        )
        return Fingerprint(held, self._lang, shown)

    def shown_text(self) -> str:
        """The menu's choice, any message, and what the stepper shows, as plain text."""
        parts = [self._labels[self.example]]
        if self._message:
            parts.append(self.message())
        parts.append(self.stepper.shown_text())
        return "\n".join(parts)

    # -- inside -------------------------------------------------------------------------------
    def _stepper_for(self, example: str) -> Stepper:
        if example not in self._steppers:
            # the language the learner last chose in the stepper shown
            shown_before = self._steppers.get(self._shown)
            lang = shown_before.lang if shown_before is not None else self._lang
            stepper = Stepper(load_example(example), lang=lang, perspective=self._perspective)
            stepper.on_lang(self._on_stepper_lang)
            self._steppers[example] = stepper
        return self._steppers[example]

    def _on_stepper_lang(self, lang: str) -> None:
        """The learner changed a stepper's language: the chooser and the other steppers follow
        (each of those changes calls back here, and finds nothing left to change)."""
        self._lang = lang
        for stepper in self._steppers.values():
            if stepper.lang != lang:
                stepper.set_lang(lang)
        self._say(self._message)

    def _on_menu(self, change: dict[str, object]) -> None:
        self._say(None)
        stepper = self._stepper_for(str(change["new"]))
        self._shown = str(change["new"])
        self.children = (self.bar, stepper)

    def _say(self, sentence: Sentence | None) -> None:
        self._message = sentence
        text = self.message()
        self.message_html.value = (
            f'<span style="color:{TEXT_WRONG}">{html.escape(text)}</span>' if text else ""
        )


__all__ = ["StepperChooser", "UnknownChoiceError"]
