"""Typed errors a user can cause.

Every error subclasses :class:`ValueError` (as python-chess does) so plain ``except ValueError``
works, and carries a translation ``key`` plus parameters, so a widget can show the same sentence
in the learner's language while ``str(err)`` stays English for logs and the CLI default.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..i18n import LANGS, t


class SjuanError(ValueError):
    """Base class: one clear sentence, renderable in any supported language."""

    key: str = "error.generic"

    def __init__(self, key: str | None = None, /, **params: Any) -> None:
        if key is not None:
            self.key = key
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        return t(self.key, lang, **self.params)


class BadCardError(SjuanError):
    """A card code that does not parse, or a card not in the pack in use."""

    key = "error.bad_card"


class IllegalMoveError(SjuanError):
    """A move that breaks a rule; ``rule`` names the rule (a translation key)."""

    key = "error.illegal_move"

    @property
    def rule(self) -> str:
        return self.key


class PlayerCountError(SjuanError):
    key = "error.player_count"


class UnknownOptionError(SjuanError):
    """An option name a game does not know, or a value an option cannot take."""

    key = "error.unknown_option"

    @classmethod
    def bad_value(cls, name: str, value: object, allowed: str) -> UnknownOptionError:
        """The error for option ``name`` given ``value``; ``allowed`` lists what it may be."""
        return cls("error.bad_option_value", name=name, value=value, allowed=allowed)


def check_option_names(options: Iterable[str], known: Sequence[str], game: str) -> None:
    """Refuse the first option name that is not in ``known``, naming the known ones."""
    for name in options:
        if name not in known:
            raise UnknownOptionError(name=name, game=game, known=", ".join(known))


class RecordError(SjuanError):
    """A game record (JSON transcript) or score sheet that cannot be read or replayed."""

    key = "error.record"


class ReconstructionError(SjuanError):
    """No full deal is consistent with a partial record: names the turn, and why, in the
    reader's language (``reason_key`` and ``reason_params``; or a ready ``reason``)."""

    key = "error.reconstruction"

    def message(self, lang: str = "en") -> str:
        params = dict(self.params)
        reason_key = params.pop("reason_key", None)
        reason_params = params.pop("reason_params", {}) or {}
        if reason_key:
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


def check_lang(lang: str) -> str:
    """Return ``lang`` if supported; raise a clear error otherwise."""
    if lang not in LANGS:
        raise UnknownOptionError("error.bad_lang", lang=lang, langs=", ".join(LANGS))
    return lang
