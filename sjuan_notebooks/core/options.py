"""Variants and house rules as named options, each declared once.

An :class:`OptionSpec` says everything the package needs to know about one option: its record
name, kind, default, allowed values or range, whether a record carries it, and the line of the
rule text it comes from. The engines validate with it (:func:`check_options`), records are read
with it, the rule chooser builds its controls from it, and ``docs/rules/*.md`` lists it (a test
ties the docs to the specs). So adding a variant is adding one spec to the game's tuple and
changing the engine where the rule bites.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .errors import Phrase, UnknownOptionError, Word, check_option_names, render_word

Kind = Literal["choice", "flag", "count", "cards", "list"]
_LISTS = ("cards", "list")


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game.

    kind: "choice" (one of ``choices``), "flag" (true/false), "count" (a whole number from
        ``low`` up to ``high``; ``None`` means no upper bound), "cards" (a list of card codes
        checked by ``validate``; the chooser shows the ``choices`` as comma-joined codes), "list"
        (likewise a list of other codes, such as a family's own order of deals).
    in_record: a record's ``options`` carry it; a false value marks a setup choice the chooser
        offers (which Femkamp deal to play), not a rule.
    control_high: the chooser's upper end for an unbounded count.
    source: where the option comes from: the rule text's own words, or "house rule".
    normalise: maps an accepted spelling to the canonical value ("h7" -> "H7").
    validate: for "cards" and "list": returns the canonical value or raises ``ValueError``.
    allowed: the translation key saying what the allowed values are, where the kind alone
        cannot (derived from the kind if empty).
    label: the translation key of the control's label, if not ``ui.opt.<name>``.
    on_value: for a count that is a variant switched on or off ("stand over, often three
        times"): the count that ``true`` means (``false`` is 0); the chooser shows a switch
        and the count beside it.
    labels: names a value in a language for the chooser (``(value, lang) -> str``, None when
        it has no name), where a value is more than a code ("Hjerter (house deal)").
    """

    name: str
    kind: Kind
    default: Any
    choices: tuple[Any, ...] = ()
    low: int = 0
    high: int | None = None
    in_record: bool = True
    control_high: int = 10
    source: str = ""
    normalise: Callable[[Any], Any] | None = None
    validate: Callable[[Any], Any] | None = None
    allowed: str = ""
    label: str = ""
    on_value: int | None = None
    labels: Callable[[Any, str], str | None] | None = None

    @property
    def label_key(self) -> str:
        """The translation key of the option's label (``label``, or ``ui.opt.<name>``)."""
        return self.label or f"ui.opt.{self.name}"

    def allowed_phrase(self) -> Phrase | str:
        """What the option may be, as a phrase rendered in the reader's language (codes and
        JSON literals stay as they are written in records)."""
        if self.allowed:
            return Phrase(self.allowed)
        if self.kind == "flag":
            return "true, false"
        if self.kind == "count":
            if self.high is not None:
                return f"{self.low}-{self.high}"
            if self.on_value is not None:
                return Phrase("opt.allowed.switch", n=self.on_value, low=self.low)
            return Phrase("opt.allowed.at_least", n=self.low)
        return ", ".join(str(c) for c in self.choices)

    def allowed_text(self, lang: str = "en") -> str:
        return str(render_word(self.allowed_phrase(), lang))

    def check(self, value: object) -> Any:
        """The canonical value of ``value``, or :class:`UnknownOptionError` naming the option:
        a value of the wrong type is told so ("must be a whole number"), a value out of range
        is told what is allowed."""

        def bad() -> UnknownOptionError:  # built only when needed: it renders its sentence
            return UnknownOptionError.bad_value(self.name, value, self.allowed_phrase())

        if self.kind == "flag":
            if not isinstance(value, bool):
                raise UnknownOptionError.wrong_type(self.name, value, Word("edge.type.boolean"))
            return value
        if self.kind == "count":
            if isinstance(value, bool) and self.on_value is not None:
                return self.on_value if value else 0
            if isinstance(value, bool) or not isinstance(value, int):
                raise UnknownOptionError.wrong_type(self.name, value, Word("edge.type.integer"))
            if value < self.low or (self.high is not None and value > self.high):
                raise bad()
            return value
        if self.kind in _LISTS:
            assert self.validate is not None, f"option {self.name} needs a validator"
            try:
                return self.validate(value)
            except ValueError:
                raise bad() from None
        canonical = self.normalise(value) if self.normalise else value
        if canonical not in self.choices:
            raise bad()
        return canonical

    def check_field(self, value: object) -> None:
        """Refuse a value a rules object was built with directly that is not the option's
        canonical value (``SevensRules(pot="x")``): rules check themselves however built."""
        if self.check(value) != value:
            raise UnknownOptionError.bad_value(self.name, value, self.allowed_phrase())

    # -- the chooser's view of the value ---------------------------------------------------
    @property
    def control_choices(self) -> tuple[object, ...]:
        if self.kind in _LISTS:
            return tuple(",".join(c) for c in self.choices)
        return self.choices

    def to_control(self, value: object) -> Any:
        """The value as the chooser shows it ("S8,S9" for a list of cards)."""
        if self.kind in _LISTS and isinstance(value, (list, tuple)):
            return ",".join(str(getattr(c, "code", c)) for c in value)
        return value

    def from_control(self, value: object) -> Any:
        """The chooser's value as the engine takes it."""
        if self.kind in _LISTS and isinstance(value, str):
            return value.split(",") if value else []
        return value


def find(specs: Iterable[OptionSpec], name: str) -> OptionSpec:
    for spec in specs:
        if spec.name == name:
            return spec
    raise KeyError(name)


def record_names(specs: Sequence[OptionSpec]) -> tuple[str, ...]:
    """The names a record's ``options`` may carry, in declaration order."""
    return tuple(s.name for s in specs if s.in_record)


def check_options(
    specs: Sequence[OptionSpec], options: Mapping[str, object], game: str
) -> dict[str, Any]:
    """Every option of ``specs`` that a record carries, checked and canonical, defaults filled
    in; an unknown name or a bad value raises :class:`UnknownOptionError`."""
    names = record_names(specs)
    check_option_names(options, names, game)
    return {
        s.name: s.check(options[s.name]) if s.name in options else s.default
        for s in specs
        if s.in_record
    }


__all__ = ["Kind", "OptionSpec", "check_options", "find", "record_names"]
