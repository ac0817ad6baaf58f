"""The rule chooser: each game's variants and house rules as controls.

``RuleChooser("sjuern")`` shows one control per named option with the rule digest's default.
Its ``options`` trait (a dict, observable) holds the current values; ``rules`` builds the
engine's rule object. A value the engine refuses is explained and the control goes back.
``Stepper.follow(chooser)`` and ``PlayTable.follow(chooser)`` feed the choices on.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ipywidgets as w
import traitlets

from ..errors import SjuanError
from ..i18n import check_lang, t
from ..safe_read import shown
from .common import Transactional, transaction


@dataclass(frozen=True)
class OptionSpec:
    """One option: its name, control kind ("choice", "flag", "count"), choices, default,
    and whether a record's ``options`` carry it (a false ``in_record`` is a setup choice, such
    as which Femkamp deal to play)."""

    name: str
    kind: str
    default: Any
    choices: tuple[Any, ...] = ()
    low: int = 0
    high: int = 20
    in_record: bool = True


def option_specs(game: str) -> list[OptionSpec]:
    """The options of ``game`` with the engine's defaults."""
    if game in ("sjuan", "sjuern", "kabal"):
        from ..sevens import START_CARDS, SevensRules

        base = SevensRules.for_game(game).options()
        return [
            OptionSpec("start_card", "choice", base["start_card"], tuple(START_CARDS)),
            OptionSpec("pot", "count", base["pot"], low=0, high=10),
            OptionSpec("ace_high", "flag", base["ace_high"]),
            OptionSpec("extra_turn", "flag", base["extra_turn"]),
            OptionSpec("stand_over", "count", base["stand_over"], low=0, high=10),
        ]
    if game in ("femkamp", "sjukamp"):
        from ..tricks import GAME_DEALS, TrickRules

        base = TrickRules().options()
        specs = [
            OptionSpec("deal", "choice", GAME_DEALS[game][0], GAME_DEALS[game], in_record=False),
            OptionSpec("removed_two", "choice", base["removed_two"], ("D2", "H2")),
            OptionSpec("klover_all_zero", "flag", base["klover_all_zero"]),
            OptionSpec("trump_chooser", "choice", base["trump_chooser"], ("fixed", "dealer")),
        ]
        if game == "femkamp":
            specs.append(OptionSpec("swap_4_5", "flag", False, in_record=False))
        return specs
    if game == "sedma":
        from ..sedma import SedmaRules

        base = SedmaRules().options()
        pairs = ("S8,S9", "S8,C8", "S9,C9", "S8,D8", "S9,D9")
        return [
            OptionSpec("target", "count", base["target"], low=1, high=50),
            OptionSpec("removed_for_three", "choice", ",".join(base["removed_for_three"]), pairs),
            OptionSpec("burnt", "flag", base["burnt"]),
            OptionSpec("continue_when_winning", "flag", base["continue_when_winning"]),
        ]
    from ..errors import RecordError

    raise RecordError("error.unknown_game", game=game, known="sjuan, sjuern, kabal, femkamp, "
                      "sjukamp, sedma")  # fmt: skip


def _engine_value(spec: OptionSpec, value: Any) -> Any:
    if spec.name == "removed_for_three" and isinstance(value, str):
        return value.split(",")
    return value


def build_rules(game: str, options: dict[str, Any]) -> Any:
    """The engine's rule object for ``options`` (raises the engine's error if refused)."""
    if game in ("sjuan", "sjuern", "kabal"):
        from ..sevens import SevensRules

        return SevensRules.for_game(game, **options)
    if game in ("femkamp", "sjukamp"):
        from ..tricks import TrickRules

        rest = {k: v for k, v in options.items() if k not in ("deal", "swap_4_5")}
        return TrickRules.for_deal(options.get("deal", "pass"), **rest)
    from ..sedma import SedmaRules

    return SedmaRules.from_options(**options)


class RuleChooser(Transactional, w.VBox):
    """Controls for a game's variants and house rules; ``options`` is observable."""

    options = traitlets.Dict()

    def __init__(self, game: str, *, lang: str = "en", **initial: Any) -> None:
        self.game = game
        self._lang = check_lang(lang)
        self.specs = option_specs(game)
        self.controls: dict[str, w.ValueWidget] = {}
        self._reverting = False
        for spec in self.specs:
            value = initial.get(spec.name, spec.default)
            if spec.name == "removed_for_three" and isinstance(value, (list, tuple)):
                value = ",".join(value)
            self.controls[spec.name] = self._control(spec, value)
        unknown = set(initial) - set(self.controls)
        if unknown:
            from ..errors import UnknownOptionError

            raise UnknownOptionError(
                name=sorted(unknown)[0], game=game, known=", ".join(self.controls)
            )
        self.title_html = w.HTML(f"<b>{t('ui.rules.title', self._lang, game=game.title())}</b>")
        self.summary_html = w.HTML()
        self.summary_html.add_class("sjuan-rules-summary")
        self.message_html = w.HTML()
        self.message_html.add_class("sjuan-message")
        self._message = ""
        super().__init__(
            [self.title_html, *self.controls.values(), self.summary_html, self.message_html]
        )
        self.add_class("sjuan-rule-chooser")
        values = self._values()
        build_rules(game, self.engine_options(values))  # refuses bad initial values
        self.options = values
        for name, control in self.controls.items():
            control.observe(self._changed(name), names="value")
        self._summarise()

    def _control(self, spec: OptionSpec, value: Any) -> w.ValueWidget:
        label = t(f"ui.opt.{spec.name}", self._lang) if spec.name != "deal" else t(
            "ui.fig.deal", self._lang)  # fmt: skip
        style = {"description_width": "220px"}
        control: w.ValueWidget
        if spec.kind == "flag":
            control = w.Checkbox(value=bool(value), description=label, style=style,
                                 indent=True, layout=w.Layout(width="auto"))  # fmt: skip
        elif spec.kind == "count":
            control = w.BoundedIntText(value=int(value), min=spec.low, max=spec.high,
                                       description=label, style=style,
                                       layout=w.Layout(width="320px"))  # fmt: skip
        else:
            choices = list(spec.choices)
            if value not in choices:
                choices.append(value)
            control = w.Dropdown(options=choices, value=value, description=label, style=style,
                                 layout=w.Layout(width="380px"))  # fmt: skip
        control.add_class("sjuan-option")
        control.add_class(f"sjuan-option-{spec.name}")
        return control

    # -- Python API ----------------------------------------------------------------------
    def _values(self) -> dict[str, Any]:
        return {name: c.value for name, c in self.controls.items()}

    def engine_options(self, values: dict[str, Any] | None = None) -> dict[str, Any]:
        """The options as the engine (``GameAPI.new_game``) takes them."""
        values = self.options if values is None else values
        specs = {s.name: s for s in self.specs}
        return {k: _engine_value(specs[k], v) for k, v in values.items()}

    def record_options(self) -> dict[str, Any]:
        """The options a game record carries (setup choices such as the deal left out)."""
        keep = {s.name for s in self.specs if s.in_record}
        return {k: v for k, v in self.engine_options().items() if k in keep}

    def changed(self) -> dict[str, Any]:
        """Options that differ from the defaults."""
        return {s.name: self.options[s.name] for s in self.specs
                if self.options[s.name] != s.default}  # fmt: skip

    @property
    def rules(self) -> Any:
        return build_rules(self.game, self.engine_options())

    @transaction
    def set(self, name: str, value: Any) -> bool:
        """Set one option as a learner would; returns False (and says why) if refused."""
        from ..errors import UnknownOptionError

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
        try:
            control.value = value
        except traitlets.TraitError:
            allowed = ", ".join(str(v) for v in getattr(control, "options", ()))
            err = UnknownOptionError(
                "error.bad_option_value", name=name, value=shown(value), allowed=allowed
            )
            raise SjuanError("ui.rules.refused", reason=err) from None
        if self.options.get(name) == value:
            self._say("")  # an earlier refusal is no longer true
            return True
        return False

    # -- transactions (see widgets.common.Transactional) ---------------------------------------
    _SAVED = ("options", "_lang", "_message")

    def _control_values(self) -> dict[Any, Any]:
        return {c: c.value for c in self.controls.values()}

    def _redraw(self) -> None:
        self._summarise()
        self._say(self._message)

    def _say(self, text: str) -> None:
        self._message = text
        self.message_html.value = html.escape(text)

    def fingerprint(self) -> tuple[Any, ...]:
        return (tuple(sorted((k, str(v)) for k, v in self.options.items())),
                tuple(str(c.value) for c in self.controls.values()), self.summary())  # fmt: skip

    def message(self) -> str:
        return self._message

    def summary(self) -> str:
        changed = self.changed()
        if not changed:
            return t("ui.rules.default", self._lang)
        shown = ", ".join(f"{t(f'ui.opt.{k}', self._lang) if k != 'deal' else k}: {v}"
                          for k, v in changed.items())  # fmt: skip
        return t("ui.rules.changed", self._lang, options=shown)

    # -- internals -----------------------------------------------------------------------
    def _changed(self, name: str) -> Callable[[dict[str, Any]], None]:
        @transaction
        def on_change(self: RuleChooser, change: dict[str, Any]) -> None:
            if self._reverting:
                return
            values = self._values()
            try:
                build_rules(self.game, self.engine_options(values))
            except SjuanError as e:  # the transaction puts the control back
                raise SjuanError("ui.rules.refused", reason=e) from None
            self._say("")
            self.options = values
            self._summarise()

        return lambda change: on_change(self, change)

    def _summarise(self) -> None:
        self.summary_html.value = f"<i>{self.summary()}</i>"


__all__ = ["OptionSpec", "RuleChooser", "build_rules", "option_specs"]
