"""The rule chooser: each game's variants and house rules as controls.

``RuleChooser("sjuern")`` shows one control per named option with the rule digest's default.
Its ``options`` trait (a dict, observable) holds the current values; ``rules`` builds the
engine's rule object. A value the engine refuses is explained and the control goes back.
``Stepper.follow(chooser)`` and ``PlayTable.follow(chooser)`` feed the choices on (and pass
their language to the chooser). The chooser's own language menu changes its words only: the
values chosen, and so the rules of a table that follows it, stay as they were.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as w
import traitlets
from ipywidgets.widgets.widget_bool import CheckboxStyle
from ipywidgets.widgets.widget_description import DescriptionStyle

from ..core.cards import name_list, parse_card
from ..core.errors import BadCardError, SjuanError, UnknownOptionError, check_lang
from ..core.options import OptionSpec
from ..core.registry import get_game
from ..core.safe_read import shown
from ..i18n import TABLE, t
from .aria import Aria
from .common import (
    HTML,
    HBox,
    Sentence,
    Spoken,
    Transactional,
    VBox,
    lang_dropdown,
    relabel_dropdown,
    shared,
    transaction,
)


def option_specs(game: str) -> list[OptionSpec]:
    """The options of ``game`` as its registration declares them (engine defaults included)."""
    return list(get_game(game).options)


def build_rules(game: str, options: Mapping[str, object]) -> Any:
    """The engine's rule object for ``options`` (raises the engine's error if refused)."""
    return get_game(game).rules(options)


def choice_label(game: str, spec: OptionSpec, value: object, lang: str, menu: bool = True) -> str:
    """An option's value as the chooser shows it: a word in ``lang`` ("Valfri sjua", "Givaren
    väljer trumf"), a deal by its name, cards by their names in the game's pack ("Zelená
    osmička a zelená deviatka"; in lower case mid-sentence, ``menu=False``); the value itself
    only when it has no name."""
    key = f"ui.choice.{spec.name}.{value}"
    if key in TABLE:
        return t(key, lang)
    named = spec.labels(value, lang) if spec.labels is not None else None
    if named is not None:
        return named
    if isinstance(value, str):
        try:
            cards = [parse_card(code) for code in value.split(",")]
        except BadCardError:
            return value
        names = name_list(cards, lang, get_game(game).pack)
        return names.capitalized() if menu else names
    return str(value)


def value_label(game: str, spec: OptionSpec, value: object, lang: str) -> str:
    """An option's value in a sentence (the chooser's summary): yes or no for a variant that
    is on or off, a choice by its name (:func:`choice_label`), a number as it is."""
    if spec.kind == "flag":
        key = "switch.opt.yes" if value else "switch.opt.no"
        return t(key, lang)
    if spec.kind in ("choice", "cards", "list"):
        return choice_label(game, spec, value, lang, menu=False)
    return str(value)


#: the options' labels line up in one column
_LABEL_WIDTH = {"description_width": "220px"}


class SwitchedCount(Spoken, HBox):
    """A variant that is on or off and, when on, has a count ("stand over, often three
    times"): a switch, and the count beside it. ``value`` is the count (0 when off); switching
    on restores the last count, or the spec's usual one."""

    value = traitlets.Int()

    def __init__(
        self,
        value: int,
        spec: OptionSpec,
        label: str,
        classes: tuple[str, ...] = (),
    ) -> None:
        high = spec.control_high if spec.high is None else spec.high
        self._usual = spec.on_value or 1
        self.switch = w.Checkbox(value=value > 0, description=label, indent=True,
                                 style=shared(CheckboxStyle, **_LABEL_WIDTH),
                                 layout=shared(w.Layout, width="auto"))  # fmt: skip
        self.count = w.BoundedIntText(value=value or self._usual, min=1, max=high,
                                      disabled=value == 0, layout=shared(w.Layout, width="70px"),
                                      style=shared(DescriptionStyle),
                                      _dom_classes=("sjuan-option-count",))  # fmt: skip
        super().__init__([self.switch, self.count], _dom_classes=classes)
        self.value = value
        self._syncing = False
        self.switch.observe(self._from_parts, names="value")
        self.count.observe(self._from_parts, names="value")
        self.observe(self._to_parts, names="value")

    def _from_parts(self, change: dict[str, object]) -> None:
        if not self._syncing:
            self.value = self.count.value if self.switch.value else 0

    def _to_parts(self, change: dict[str, Any]) -> None:
        self._syncing = True
        try:
            on = change["new"] > 0
            self.switch.value = on
            self.count.disabled = not on
            if on and self.count.min <= change["new"] <= self.count.max:
                self.count.value = change["new"]
        finally:
            self._syncing = False


class RuleChooser(Spoken, Transactional, VBox):
    """Controls for a game's variants and house rules; ``options`` is observable."""

    options = traitlets.Dict()

    def __init__(self, game: str, *, lang: str = "en", **initial: object) -> None:
        self.game = game
        self._lang = check_lang(lang)
        self.specs = option_specs(game)
        self.controls: dict[str, w.ValueWidget] = {}
        self._choices: dict[str, list[Any]] = {}
        self._reverting = False
        for spec in self.specs:
            value = spec.to_control(initial.get(spec.name, spec.default))
            self.controls[spec.name] = self._control(spec, value)
        unknown = set(initial) - set(self.controls)
        if unknown:
            raise UnknownOptionError(
                name=sorted(unknown)[0], game=game, known=", ".join(self.controls)
            )
        self.title_html = HTML()
        self.lang_select = lang_dropdown(self._lang)
        self.lang_select.observe(self._on_lang, names="value")
        self.summary_html = HTML(_dom_classes=("sjuan-rules-summary",))
        self.message_html = HTML(_dom_classes=("sjuan-message",))
        self._message: Sentence | None = None
        heading = HBox([self.title_html, self.lang_select],
                       layout=shared(w.Layout, flex_flow="row wrap", align_items="center"))  # fmt: skip
        self.aria = Aria("sjuan-rule-chooser")
        super().__init__(
            [heading, *self.controls.values(), self.summary_html, self.message_html, self.aria],
            _dom_classes=("sjuan-rule-chooser",),
        )
        values = self._values()
        build_rules(game, self.engine_options(values))  # refuses bad initial values
        self.options = values
        for name, control in self.controls.items():
            control.observe(self._changed(name), names="value")
        self._relabel()
        self._summarise()

    def _control(self, spec: OptionSpec, value: Any) -> w.ValueWidget:
        label = t(spec.label_key, self._lang)
        style = shared(DescriptionStyle, **_LABEL_WIDTH)
        classes = ("sjuan-option", f"sjuan-option-{spec.name}")
        control: w.ValueWidget
        if spec.kind == "flag":
            control = w.Checkbox(value=bool(value), description=label, indent=True,
                                 style=shared(CheckboxStyle, **_LABEL_WIDTH),
                                 layout=shared(w.Layout, width="auto"),
                                 _dom_classes=classes)  # fmt: skip
        elif spec.kind == "count" and spec.on_value is not None:
            control = SwitchedCount(int(value), spec, label, classes)
        elif spec.kind == "count":
            high = spec.control_high if spec.high is None else spec.high
            control = w.BoundedIntText(value=int(value), min=spec.low, max=high,
                                       description=label, style=style,
                                       layout=shared(w.Layout, width="320px"),
                                       _dom_classes=classes)  # fmt: skip
        else:
            choices = list(spec.control_choices)
            if value not in choices:
                choices.append(value)
            self._choices[spec.name] = choices
            control = w.Dropdown(options=self._choice_options(spec), value=value,
                                 description=label, style=style,
                                 layout=shared(w.Layout, width="380px"),
                                 _dom_classes=classes)  # fmt: skip
        return control

    # -- Python API ----------------------------------------------------------------------
    def _values(self) -> dict[str, object]:
        return {name: c.value for name, c in self.controls.items()}

    def engine_options(self, values: dict[str, Any] | None = None) -> dict[str, object]:
        """The options as the engine (``GameAPI.new_game``) takes them."""
        values = self.options if values is None else values
        specs = {s.name: s for s in self.specs}
        return {k: specs[k].from_control(v) for k, v in values.items()}

    def record_options(self) -> dict[str, object]:
        """The options a game record carries (setup choices such as the deal left out)."""
        keep = {s.name for s in self.specs if s.in_record}
        return {k: v for k, v in self.engine_options().items() if k in keep}

    def changed(self) -> dict[str, object]:
        """Options that differ from the defaults."""
        return {s.name: self.options[s.name] for s in self.specs
                if self.options[s.name] != s.to_control(s.default)}  # fmt: skip

    @property
    def rules(self) -> Any:
        return build_rules(self.game, self.engine_options())

    @transaction
    def set(self, name: str, value: Any) -> bool:
        """Set one option as a learner would; returns False (and says why) if refused."""
        if not isinstance(name, str) or name not in self.controls:
            raise UnknownOptionError(
                name=shown(name), game=self.game, known=", ".join(self.controls)
            )
        control = self.controls[name]
        spec = next(s for s in self.specs if s.name == name)
        if spec.kind == "flag" and not isinstance(value, bool):
            raise SjuanError("ui.rules.refused", reason=UnknownOptionError(
                "edge.flag", name=name, value=shown(value)))  # fmt: skip
        if spec.kind == "count" and (isinstance(value, bool) or not isinstance(value, int)):
            raise SjuanError("ui.rules.refused", reason=UnknownOptionError(
                "edge.whole_number", name=name, value=shown(value)))  # fmt: skip
        if spec.kind == "count":
            counter = control.count if isinstance(control, SwitchedCount) else control
            low = 0 if isinstance(control, SwitchedCount) else counter.min
            if not low <= value <= counter.max:  # the control would clamp it silently
                reason = UnknownOptionError.bad_value(name, value, f"{low}-{counter.max}")
                raise SjuanError("ui.rules.refused", reason=reason)
        try:
            control.value = value
        except traitlets.TraitError:
            allowed = ", ".join(str(v) for v in spec.control_choices)
            err = UnknownOptionError(
                "error.bad_option_value", name=name, value=shown(value), allowed=allowed
            )
            raise SjuanError("ui.rules.refused", reason=err) from None
        if self.options.get(name) == value:
            self._say(None)  # an earlier refusal is no longer true
            return True
        return False

    # -- transactions (see widgets.common.Transactional) ---------------------------------------
    _SAVED = ("options", "_lang", "_message")

    def _control_values(self) -> dict[w.ValueWidget, object]:
        values: dict[w.ValueWidget, object] = {c: c.value for c in self.controls.values()}
        values[self.lang_select] = self.lang_select.value
        return values

    def _redraw(self) -> None:
        self._relabel()
        self._summarise()
        self._say(self._message)

    def _say(self, sentence: Sentence | None) -> None:
        self._message = sentence
        self.message_html.value = html.escape(self.message())

    def _held(self) -> tuple[object, ...]:
        return (tuple(sorted((k, str(v)) for k, v in self.options.items())),
                tuple(str(c.value) for c in self.controls.values()))  # fmt: skip

    def _shown(self) -> tuple[object, ...]:
        return (self.title_html.value, self.summary_html.value,
                tuple(getattr(c, "switch", c).description for c in self.controls.values()),
                tuple(getattr(c, "options", ()) for c in self.controls.values()))  # fmt: skip

    @property
    def lang(self) -> str:
        return self._lang

    @transaction
    def set_lang(self, lang: str) -> None:
        """Show the chooser in ``lang``; the values chosen stay as they are."""
        self.lang_select.value = check_lang(lang)

    def summary(self) -> str:
        changed = self.changed()
        lg = self._lang
        if not changed:
            return t("ui.rules.default", lg)
        specs = {s.name: s for s in self.specs}
        shown = ", ".join(f"{t(specs[k].label_key, lg)}: {value_label(self.game, specs[k], v, lg)}"
                          for k, v in changed.items())  # fmt: skip
        return t("ui.rules.changed", lg, options=shown)

    # -- internals -----------------------------------------------------------------------
    def _changed(self, name: str) -> Callable[[Mapping[str, object]], None]:
        @transaction
        def on_change(self: RuleChooser, change: Mapping[str, object]) -> None:
            if self._reverting:
                return
            values = self._values()
            try:
                build_rules(self.game, self.engine_options(values))
            except SjuanError as e:  # the transaction puts the control back
                raise SjuanError("ui.rules.refused", reason=e) from None
            self._say(None)
            self.options = values
            self._summarise()

        return lambda change: on_change(self, change)

    @transaction
    def _on_lang(self, change: Mapping[str, object]) -> None:
        """Only the words change: every value (and so ``options``) stays as it was."""
        self._lang = check_lang(change["new"])
        self._relabel()
        self._summarise()
        self._say(self._message)

    def _choice_options(self, spec: OptionSpec) -> list[tuple[str, Any]]:
        lg = self._lang
        return [(choice_label(self.game, spec, v, lg), v) for v in self._choices[spec.name]]

    def _relabel(self) -> None:
        lg = self._lang
        self.title_html.value = (
            f"<b>{html.escape(t('ui.rules.title', lg, game=self.game.title()))}</b>"
        )
        self.lang_select.description = t("ui.lang", lg)
        names: dict[str, dict[str, str]] = {}
        for spec in self.specs:
            control = self.controls[spec.name]
            label = t(spec.label_key, lg)
            if isinstance(control, SwitchedCount):
                control.switch.description = label
                names[f".sjuan-option-{spec.name} .sjuan-option-count input"] = {
                    "aria-label": t("ui.a11y.option_count", lg, option=label)
                }
            else:
                control.description = label
            if isinstance(control, w.Dropdown):
                relabel_dropdown(control, self._choice_options(spec))
        self.aria.names = names

    def _summarise(self) -> None:
        self.summary_html.value = f"<i>{self.summary()}</i>"


__all__ = [
    "OptionSpec",
    "RuleChooser",
    "SwitchedCount",
    "build_rules",
    "choice_label",
    "option_specs",
    "value_label",
]
