"""Typed errors a user can cause.

Every error subclasses :class:`ValueError` (as python-chess does) so plain ``except ValueError``
works, and carries a translation ``key`` plus parameters, so a widget can show the same sentence
in the learner's language while ``str(err)`` stays English for logs and the CLI default.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..i18n import LANGS, t


def shown(value: object, limit: int = 80) -> str:
    """``value`` as text short enough for one sentence, with control characters made visible,
    so a message never carries a megabyte or a terminal escape."""
    text = value if isinstance(value, str) else repr(value)
    text = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"


class SjuanError(ValueError):
    """Base class: one clear sentence, renderable in any supported language."""

    key: str = "error.generic"

    def __init__(self, key: str | None = None, /, **params: object) -> None:
        if key is not None:
            self.key = key
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        return t(self.key, lang, **{k: render_word(v, lang) for k, v in self.params.items()})


def render_word(value: Any, lang: str) -> Any:
    """A parameter rendered in ``lang``: a :class:`Word` or :class:`Phrase` translated, an
    error as its sentence, a tuple of words joined by "or", a card (or :class:`CardNames`) by
    its name in ``lang`` (with its case forms); anything else as it is."""
    if callable(getattr(value, "in_lang", None)):
        return value.in_lang(lang)
    if isinstance(value, Word):
        return t(value, lang)
    if isinstance(value, SjuanError):
        return value.message(lang)
    if isinstance(value, Phrase):
        return t(value.key, lang, **{k: render_word(v, lang) for k, v in value.params.items()})
    if isinstance(value, tuple) and value and all(isinstance(x, Word) for x in value):
        return t("edge.type.or", lang).join(t(x, lang) for x in value)
    return value


class BadCardError(SjuanError):
    """A card code that does not parse, or a card not in the pack in use."""

    key = "error.bad_card"


class IllegalMoveError(SjuanError):
    """A move that breaks a rule; ``rule`` names the rule (a translation key)."""

    key = "error.illegal_move"

    @property
    def rule(self) -> str:
        return self.key


class PositionError(SjuanError):
    """Something given as a game position that is not one (``legal_moves(None)``)."""

    key = "edge.not_a_state"


def check_state(state: object, cls: type | tuple[type, ...]) -> None:
    """Refuse a ``state`` that is not a ``cls`` (the engine's position type) in one sentence,
    instead of an ``AttributeError`` from deep inside a rule."""
    if not isinstance(state, cls):
        raise PositionError()


class PlayerCountError(SjuanError):
    key = "error.player_count"


class UnknownOptionError(SjuanError):
    """An option name a game does not know, or a value an option cannot take."""

    key = "error.unknown_option"

    @classmethod
    def bad_value(cls, name: str, value: object, allowed: object) -> UnknownOptionError:
        """The error for option ``name`` given ``value``; ``allowed`` says what it may be (a
        string, or a :class:`Phrase` rendered in the reader's language)."""
        return cls("error.bad_option_value", name=name, value=shown(value), allowed=allowed)

    @classmethod
    def wrong_type(cls, name: str, value: object, kind: Word) -> UnknownOptionError:
        """The error for option ``name`` given a value of the wrong type (``"pot": "2"``)."""
        quoted = f'"{value}"' if isinstance(value, str) else value
        return cls("error.option_type", name=name, value=shown(quoted), kind=kind)


def check_option_names(options: Iterable[str], known: Sequence[str], game: str) -> None:
    """Refuse the first option name that is not in ``known``, naming the known ones."""
    for name in options:
        if name not in known:
            raise UnknownOptionError(name=shown(name), game=game, known=", ".join(known))


class RecordError(SjuanError):
    """A game record (JSON transcript) or score sheet that cannot be read or replayed."""

    key = "error.record"


class ReconstructionError(SjuanError):
    """No full deal is consistent with a partial record: names the turn, and why, in the
    reader's language (``reason_key`` and ``reason_params``; or a ready ``reason``)."""

    key = "error.reconstruction"

    def message(self, lang: str = "en") -> str:
        params = {k: render_word(v, lang) for k, v in self.params.items()}
        reason_key = params.pop("reason_key", None)
        reason_params = params.pop("reason_params", {}) or {}
        if reason_key:
            reason_params = {k: render_word(v, lang) for k, v in reason_params.items()}
            params["reason"] = t(reason_key, lang, **reason_params)
        if params.get("turn") == 0:
            return t("error.reconstruction_start", lang, **params)
        return t(self.key, lang, **params)


class SearchBudgetError(SjuanError):
    """A search (the solver, a reconstruction) would visit more positions than it may: the one
    error for every spent budget, so a caller catches one type whatever searched."""

    key = "error.search_budget"


class TurnError(RecordError):
    """A record's move that breaks a rule: names the turn (1-based) and the rule broken."""

    key = "error.at_turn"

    def __init__(self, turn: int, inner: SjuanError) -> None:
        self.turn = turn
        self.inner = inner
        super().__init__("error.at_turn", turn=turn)

    @property
    def rule(self) -> str:
        return self.inner.key

    def message(self, lang: str = "en") -> str:
        return t("error.at_turn", lang, turn=self.turn, message=self.inner.message(lang))


class Word(str):
    """A translation key passed as a parameter and translated when the message is rendered
    (so a field error names a JSON type in the reader's language, not in English)."""


class Phrase:
    """A translatable phrase with its own parameters, passed as a parameter of an error and
    rendered in the reader's language (``column=Phrase("tricks.deal.extra_grand", n=1)``)."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params

    def __str__(self) -> str:
        return str(render_word(self, "en"))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.key, self.params) == (other.key, other.params)

    def __hash__(self) -> int:
        return hash(self.key)


class FieldError(RecordError):
    """A field of a record or score sheet that is missing or has the wrong shape: names the
    field as a path (``players[2]``, ``options.pot``) and says what is wrong in one clause
    (an ``edge.problem.*`` key)."""

    key = "edge.field"

    def __init__(self, field: str, problem: str, *, sheet: bool = False, **params: object) -> None:
        self.field = shown(field)
        self.problem = problem
        self.problem_params = params
        self.sentence = "edge.sheet_field" if sheet else "edge.field"
        super().__init__(self.sentence, field=field, problem=problem)

    def message(self, lang: str = "en") -> str:
        params = {k: render_word(v, lang) for k, v in self.problem_params.items()}
        problem = t(self.problem, lang, **params)
        return t(self.sentence, lang, field=self.field, problem=problem)


def check_lang(lang: object) -> str:
    """Return ``lang`` if supported; raise a clear error otherwise."""
    if not isinstance(lang, str) or lang not in LANGS:
        raise UnknownOptionError("error.bad_lang", lang=lang, langs=", ".join(LANGS))
    return lang
