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
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..i18n import TABLE
from .cards import Pack
from .contract import AnyAPI, AnyPlayer, MatchAPI, TableShape, TipPlayer, WhatIfAPI
from .errors import BadCardError, FieldError, PositionError, RecordError, UnknownOptionError
from .options import OptionSpec
from .questions import Quizzes
from .records import Replay, checked_copy
from .safe_read import shown, wrong_type
from .schema import RecordShape, record_schema, sheet_schema
from .seats import check_seed, seat_of

#: The packages that register games when imported. A new family adds its package here.
FAMILIES: tuple[str, ...] = (
    "sjuan_notebooks.sevens",
    "sjuan_notebooks.femkamp",
    "sjuan_notebooks.sedma",
)


@dataclass(frozen=True)
class Term:
    """One word of a game's glossary: ``glossary.<game>.<key>`` is the word, ``….what`` its
    meaning. ``cards`` is the picture (card codes, ``"back"`` for a face-down card), ``mark``
    the card outlined, and ``named`` puts each card's short label and full name under it.
    ``facts`` fills the meaning's placeholders in a language (rule facts read from the game's
    own specs, so a changed spec cannot leave a printed glossary saying otherwise)."""

    key: str
    cards: tuple[str, ...] = ()
    mark: int | None = None
    named: bool = False
    facts: Callable[[str], Mapping[str, str]] | None = None


#: a measurement the tactics lesson makes of a game: (kind, arguments), see ``GameSpec.studies``
StudySpec = tuple[str, Mapping[str, object]]


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
    pack: the pack whose names its cards go by in sentences ("french", or "sedma" for the
        German-suited 32 cards).
    match: how the play table plays the game as a match of several games (None: one game).
    verdicts: the exact judge of a move at the play table, as ``"module:function"`` (a name,
        since the judges live above the games): ``f(state)`` gives each legal move's verdict
        by move code, or None when the position is too big to judge at once.
    whatif: what "What would you play?" needs of the game (a :class:`WhatIfAPI`, or its
        ``"module:attr"`` name); None: the widget refuses the game's positions.
    quizzes: the game's quiz positions, each set by name (:mod:`.questions`); the quiz
        builders and widgets look them up here and know no game.
    studies: the tactics lesson's measurements of the game, name -> (kind, arguments), kind a
        function of :mod:`sjuan_notebooks.tactics` (a name, since tactics lives above the
        games); arguments under ``rules`` are a game name and its options.
    record_shape: the fields of the family's records, published in ``docs/schema/`` and checked
        before any record is replayed (:class:`~.schema.RecordShape`).
    table: how a class-server table keeps the game's record (:class:`~.contract.TableShape`;
        ``ONE_GAME`` for a game that is not played as a match of several).
    rules_page: the family's rules page, a file name in ``docs/rules/``; its option tables are
        written from the options (``docs/options_tables.py``).
    glossary: the game's words for its glossary box and handout (:class:`Term`: the words
        ``glossary.<game>.<key>`` and ``….what``, the title ``glossary.title.<game>``).

    :func:`missing` says, one sentence each, what a spec lacks; the contract test runs it for
    every registered game.
    """

    name: str
    title: str
    family: str
    home_lang: str
    api: AnyAPI
    replay: Callable[[Mapping[str, object]], Replay]
    options: tuple[OptionSpec, ...]
    rules: Callable[[Mapping[str, object]], object]
    view: str | type
    players: Mapping[str, Callable[[], AnyPlayer]] = field(default_factory=dict)
    tips: tuple[type[TipPlayer], ...] = ()
    strengths: Mapping[str, Callable[[], AnyPlayer]] = field(default_factory=dict)
    pack: Pack = "french"
    match: MatchAPI[Any, Any] | None = None
    verdicts: str | Callable[[Any], Mapping[str, Any] | None] | None = None
    whatif: str | WhatIfAPI | None = None
    quizzes: Quizzes[Any, Any] | None = None
    studies: Mapping[str, StudySpec] = field(default_factory=dict)
    record_shape: RecordShape | None = None
    table: TableShape | None = None
    rules_page: str | None = None
    glossary: tuple[Term, ...] = ()

    def view_adapter(self) -> Any:  # a presentation object, which core cannot name
        if self.name not in _VIEWS:
            _VIEWS[self.name] = _named(self.view)()
        return _VIEWS[self.name]

    def move_verdicts(self, state: object) -> Mapping[str, Any] | None:
        """The exact verdict on each legal move of ``state`` (None: no judge, or too big)."""
        if self.verdicts is None:
            return None
        result: Mapping[str, Any] | None = _named(self.verdicts)(state)
        return result

    def what_if(self) -> WhatIfAPI | None:
        """What "What would you play?" needs of the game (None: it has no such questions)."""
        if self.whatif is None:
            return None
        found: WhatIfAPI = _named(self.whatif)
        return found


#: the repository's rules pages (absent from an installed package, where no page is checked)
RULES_PAGES = Path(__file__).resolve().parents[2] / "docs" / "rules"


def missing(spec: GameSpec) -> list[str]:
    """What ``spec`` lacks that some part of the package reads, one sentence per piece, each
    naming its fix (empty: nothing). A piece missing here would fail elsewhere, later and
    obscurely: a class table with a ``KeyError``, a play table with "That input could not be
    used", a record schema without the game."""
    g = f"game {spec.name}:"
    out = []
    if spec.family not in [f.rsplit(".", 1)[-1] for f in FAMILIES]:
        out.append(f"{g} family {spec.family} is not loaded by the registry; add its package "
                   "to `FAMILIES` in core/registry.py")  # fmt: skip
    if spec.record_shape is None:
        out.append(f"{g} no record shape; add `record_shape=` (a schema.RecordShape of its "
                   "record's fields) to its GameSpec")  # fmt: skip
    if spec.table is None:
        out.append(f"{g} no table shape; add `table=` to its GameSpec")
    if spec.rules_page is None:
        out.append(f"{g} no rules page; add `rules_page=` (a file in docs/rules/) to its GameSpec")
    elif RULES_PAGES.is_dir() and not (RULES_PAGES / spec.rules_page).is_file():
        out.append(f"{g} no file docs/rules/{spec.rules_page}; write its rules page there")
    try:
        spec.view_adapter()
    except (ImportError, AttributeError) as error:
        out.append(f"{g} its view adapter {spec.view!r} cannot be made ({error}); name a "
                   "`views/<family>.py` class in `view=`")  # fmt: skip
    lacking = set(_STRENGTHS) - set(spec.strengths)
    if lacking:
        out.append(f"{g} no computer player for {', '.join(sorted(lacking))}; add them to "
                   "`strengths=` in its GameSpec")  # fmt: skip
    for tip in spec.tips:
        keys = [f"tactics.tip.{tip.name}", f"tactics.tipdef.{tip.name}"]
        absent = [k for k in keys if k not in TABLE]
        if absent:
            out.append(f"{g} tip {tip.name} has no words; add {' and '.join(absent)} to the "
                       "four catalogs")  # fmt: skip
    keys = [f"glossary.title.{spec.name}"] if spec.glossary else []
    for term in spec.glossary:
        keys += [f"glossary.{spec.name}.{term.key}", f"glossary.{spec.name}.{term.key}.what"]
    absent = [k for k in keys if k not in TABLE]
    if absent:
        out.append(f"{g} its glossary lacks words; add {', '.join(absent)} to the four catalogs")
    return out


#: the play table's opponent strengths every game offers
_STRENGTHS = ("random", "tips", "search")


def _named(target: object) -> Any:
    """``target`` itself, or the object a ``"module:attr"`` name stands for (imported now)."""
    if isinstance(target, str):
        module, _, attr = target.partition(":")
        return getattr(importlib.import_module(module), attr)
    return target


_GAMES: dict[str, GameSpec] = {}
_VIEWS: dict[str, object] = {}
_loaded = False


def register(spec: GameSpec) -> GameSpec:
    """Add (or replace) a game. Returns the spec, so a module can keep it.

    The registry keeps :data:`FAMILIES`' order (then each family's own order of registering),
    whichever family happens to be imported first: a test or a page that imports Sedma before
    Sevens sees the games in the same order as any other (games outside ``FAMILIES``, such as a
    test's toy game, come last)."""
    _GAMES[spec.name] = spec
    _VIEWS.pop(spec.name, None)
    ranked = sorted(_GAMES.items(), key=lambda item: _family_rank(item[1].family))
    _GAMES.clear()
    _GAMES.update(ranked)  # a stable sort: within a family, the order of registering
    return spec


def _family_rank(family: str) -> int:
    names = [f.rsplit(".", 1)[-1] for f in FAMILIES]
    return names.index(family) if family in names else len(names)


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
    """Every registered game name, in :data:`FAMILIES` order (see :func:`register`)."""
    _load()
    return list(_GAMES)


def get_game(name: object) -> GameSpec:
    """The spec of game ``name``; an unknown name is a :class:`RecordError` listing the known."""
    _load()
    if not isinstance(name, str) or name not in _GAMES:
        raise RecordError("error.unknown_game", game=shown(name), known=", ".join(sorted(_GAMES)))
    return _GAMES[name]


def api_for(game: str) -> AnyAPI:
    """The contract of ``game``, its inputs checked: something that is no game's position, a
    seat not at the table, options that are not an object of the game's option names, or a
    seed that is not a whole number is refused with a typed error (never an
    ``AttributeError`` or a ``TypeError`` from inside an engine)."""
    spec = get_game(game)
    checked = _CHECKED.get(spec.name)
    if checked is None or checked[0] is not spec.api:
        checked = _CHECKED[spec.name] = (spec.api, _checked_api(spec))
    return checked[1]


_CHECKED: dict[str, tuple[AnyAPI, AnyAPI]] = {}


def _checked_api(spec: GameSpec) -> AnyAPI:
    api = spec.api
    names = tuple(s.name for s in spec.options)

    own = api.game_of

    def state_of(state: object) -> object:
        # the game's own states first: asking every registered game on every move cost the
        # trick engine a third of its speed
        if own(state) is None and not any(
            g.api.game_of(state) is not None for g in _GAMES.values()
        ):
            raise PositionError()
        return state

    def new_game(
        options: Mapping[str, object] | None = None, n_players: int = 4, seed: int | None = None
    ) -> object:
        if options is not None and not isinstance(options, Mapping):
            raise UnknownOptionError("edge.options_type", game=spec.title)
        for name in options or {}:
            if not isinstance(name, str) or name not in names:
                raise UnknownOptionError(name=shown(name), game=spec.title, known=", ".join(names))
        check_seed(seed)
        return api.new_game(dict(options or {}), n_players, seed)

    def view(state: Any, seat: Any) -> Any:
        state_of(state)
        return api.view(state, seat_of(state.players, seat))

    def move_code(move: object) -> str:
        code = getattr(move, "code", None)
        if not isinstance(code, str):
            raise BadCardError(code=shown(move))
        return code

    return replace(
        api,
        new_game=new_game,
        legal_moves=lambda s: api.legal_moves(state_of(s)),
        apply=lambda s, m: api.apply(state_of(s), m),
        to_move=lambda s: api.to_move(state_of(s)),
        is_over=lambda s: api.is_over(state_of(s)),
        view=view,
        move_code=move_code,
    )


def spec_of_state(state: object) -> GameSpec:
    """The spec of the game a state belongs to (asked of every API, so any registered game
    can be drawn without the caller knowing its family)."""
    _load()
    for spec in _GAMES.values():
        name = spec.api.game_of(state)
        if name is not None:
            return _GAMES.get(name, spec)
    raise RecordError("error.unknown_game", game=type(state).__name__,
                      known=", ".join(sorted(_GAMES)))  # fmt: skip


def replay(record: Mapping[str, object]) -> Replay:
    """Replay any game's record; raises a :class:`RecordError` (or subclass) naming the turn.

    The record's shape is checked against the published schema first
    (:func:`checked_record`), then the rules; the replay keeps its own copy, so changing
    ``record`` afterwards does not change the replay."""
    record = checked_record(record)
    return get_game(record["game"]).replay(record)


def checked_record(record: object) -> dict[str, Any]:
    """A deep copy of ``record`` once its shape passes its game's schema
    (:mod:`sjuan_notebooks.core.schema`), ``"$schema"`` dropped; else one typed sentence."""
    if not isinstance(record, Mapping):
        raise RecordError("edge.not_a_record")
    game = record.get("game")
    if not isinstance(game, str):
        if "game" not in record:
            raise FieldError("game", "edge.problem.required")
        raise wrong_type("game", "string", game)
    spec = get_game(game)
    return checked_copy(record, spec.record_shape, spec.options)


def published_schemas() -> tuple[dict[str, Any], dict[str, Any]]:
    """The record and score-sheet schemas for every registered game (``docs/schema/``)."""
    games = {name: (spec.record_shape, spec.options) for name, spec in _load_all().items()}
    return record_schema(games), sheet_schema()


def _load_all() -> dict[str, GameSpec]:
    _load()
    return dict(_GAMES)


_HTML: dict[type, str] = {}


def register_html(cls: type, target: str) -> None:
    """Name the presentation function (``"module:function"``, called as ``f(obj, lang)``) that
    draws objects of ``cls`` that are not game states, such as a score sheet."""
    _HTML[cls] = target


def html_of(obj: object, lang: str = "en", perspective: int | None = None) -> str:
    """``obj`` drawn as HTML by the presentation layer: a game state by its game's view
    adapter, anything else by the function registered for its type. Behind every
    ``_repr_html_``, so a notebook reads well where widgets cannot run."""
    for cls in type(obj).__mro__:
        if cls in _HTML:
            return str(_named(_HTML[cls])(obj, lang))
    return str(spec_of_state(obj).view_adapter().state_html(obj, lang, perspective))


__all__ = [
    "FAMILIES",
    "GameSpec",
    "StudySpec",
    "Term",
    "api_for",
    "checked_record",
    "games",
    "get_game",
    "register",
    "replay",
    "html_of",
    "missing",
    "published_schemas",
    "register_html",
    "spec_of_state",
    "unregister",
]
