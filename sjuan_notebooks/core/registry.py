"""The one registry of games: each game registers itself once, in its family's package.

A :class:`GameSpec` holds everything the rest of the package needs to know about a game: its
names, family, home language, engine API, record reader, option specs and rule builder,
computer players, and its view adapter. The CLI, record loading, the views, the players'
catalogue, the rule chooser, the golden and contract tests all read it, so a new game is one
new package plus one line in :data:`FAMILIES`.

The view adapter belongs to the presentation layer, which the games must not import; a spec
therefore names it (``"module:Class"``) and the registry loads it on first use; so does
:func:`register_html` for objects that are not states (a score sheet). Those names are the
only references from a game to the layers above it, and they are names, not imports.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .contract import GameAPI, Player, TipPlayer
from .errors import RecordError
from .options import OptionSpec
from .records import Replay

#: The packages that register games when imported. A new family adds its package here.
FAMILIES: tuple[str, ...] = (
    "sjuan_notebooks.sevens",
    "sjuan_notebooks.femkamp",
    "sjuan_notebooks.sedma",
)


@dataclass(frozen=True)
class GameSpec:
    """One registered game.

    options: the rule chooser's controls, each declared once; those with ``in_record`` are
        the options a record of the game carries.
    rules: builds the engine's validated rule object from an options mapping, including the
        chooser's setup choices (those with ``in_record=False``); refuses bad names and values.
    view: the presentation adapter, as ``"module:Class"`` (or the class itself), made on first
        use by :meth:`view_adapter`.
    players: computer players, name -> factory; ``strengths`` maps the play table's opponent
        strengths ("random", "tips", "search") to factories; ``tips`` are the rule-of-thumb
        players in the order a verdict consults them.
    """

    name: str
    title: str
    family: str
    home_lang: str
    api: GameAPI[Any, Any]
    replay: Callable[[Mapping[str, Any]], Replay]
    options: tuple[OptionSpec, ...]
    rules: Callable[[Mapping[str, Any]], Any]
    view: str | type
    players: Mapping[str, Callable[[], Player]] = field(default_factory=dict)
    tips: tuple[type[TipPlayer], ...] = ()
    strengths: Mapping[str, Callable[[], Player]] = field(default_factory=dict)

    def view_adapter(self) -> Any:
        if self.name not in _VIEWS:
            target = self.view
            if isinstance(target, str):
                module, _, attr = target.partition(":")
                target = getattr(importlib.import_module(module), attr)
            _VIEWS[self.name] = target()
        return _VIEWS[self.name]


_GAMES: dict[str, GameSpec] = {}
_VIEWS: dict[str, Any] = {}
_loaded = False


def register(spec: GameSpec) -> GameSpec:
    """Add (or replace) a game. Returns the spec, so a module can keep it."""
    _GAMES[spec.name] = spec
    _VIEWS.pop(spec.name, None)
    return spec


def unregister(name: str) -> None:
    """Remove a game (tests register toy games and take them away again)."""
    _GAMES.pop(name, None)
    _VIEWS.pop(name, None)


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for family in FAMILIES:
            importlib.import_module(family)


def games() -> list[str]:
    """Every registered game name, in registration order."""
    _load()
    return list(_GAMES)


def get_game(name: object) -> GameSpec:
    """The spec of game ``name``; an unknown name is a :class:`RecordError` listing the known."""
    _load()
    if not isinstance(name, str) or name not in _GAMES:
        raise RecordError("error.unknown_game", game=name, known=", ".join(sorted(_GAMES)))
    return _GAMES[name]


def api_for(game: str) -> GameAPI[Any, Any]:
    return get_game(game).api


def spec_of_state(state: Any) -> GameSpec:
    """The spec of the game a state belongs to (asked of every API, so any registered game
    can be drawn without the caller knowing its family)."""
    _load()
    for spec in _GAMES.values():
        name = spec.api.game_of(state)
        if name is not None:
            return _GAMES.get(name, spec)
    raise RecordError("error.unknown_game", game=type(state).__name__,
                      known=", ".join(sorted(_GAMES)))  # fmt: skip


def replay(record: Mapping[str, Any]) -> Replay:
    """Replay any game's record; raises a :class:`RecordError` (or subclass) naming the turn."""
    if not isinstance(record, Mapping):
        raise RecordError(reason='a record is a JSON object with a "game" field.')
    return get_game(record.get("game")).replay(record)


_HTML: dict[type, str] = {}


def register_html(cls: type, target: str) -> None:
    """Name the presentation function (``"module:function"``, called as ``f(obj, lang)``) that
    draws objects of ``cls`` that are not game states, such as a score sheet."""
    _HTML[cls] = target


def html_of(obj: Any, lang: str = "en", perspective: int | None = None) -> str:
    """``obj`` drawn as HTML by the presentation layer: a game state by its game's view
    adapter, anything else by the function registered for its type. Behind every
    ``_repr_html_``, so a notebook reads well where widgets cannot run."""
    for cls in type(obj).__mro__:
        if cls in _HTML:
            module, _, attr = _HTML[cls].partition(":")
            return str(getattr(importlib.import_module(module), attr)(obj, lang))
    return str(spec_of_state(obj).view_adapter().state_html(obj, lang, perspective))


__all__ = [
    "FAMILIES",
    "GameSpec",
    "api_for",
    "games",
    "get_game",
    "register",
    "replay",
    "html_of",
    "register_html",
    "spec_of_state",
    "unregister",
]
