"""Computer players for every game, one interface: ``choose(view, legal, rng) -> move``.

A player sees only its own seat's view (``api_for(game).view(state, seat)``) and the legal
moves. Every rule-of-thumb player follows one tip of the rule texts and is named for it: the
tip narrows the legal moves to the ones it prefers (or has no opinion), and the player picks
among those at random. Each family's players live in its package
(``sjuan_notebooks.sevens.players``, ...) and are registered with the game; this module holds
the interface, the shared randomness, and the catalogue read from the registry.

Randomness contract (shared with :mod:`sjuan_notebooks.sevens.batch`): a player draws exactly
one ``rng.random()`` per decision and takes element ``int(u * len(options))`` of its options, in
the engine's canonical order (cards by index, then pass). With :class:`CounterRandom` the ``u``
of a decision is a pure function of (seed, deal, turn), so a numpy batch and the scalar engine
make the same choices on the same deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..i18n import t
from .cards import Card, Pack, card_phrase, name_list, parse_card
from .contract import Player, RandomPlayer, TipPlayer, Why, pick
from .errors import BadCardError, UnknownOptionError
from .registry import api_for, get_game

# ---------------------------------------------------------------------------------------------
# The interface


_M64 = (1 << 64) - 1


def splitmix64(x: int) -> int:
    """The SplitMix64 finaliser (a counter-based generator; numpy mirrors it in ``batch``)."""
    x = (x + 0x9E3779B97F4A7C15) & _M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _M64
    return x ^ (x >> 31)


def counter_key(seed: int, deal: int) -> int:
    """The 64-bit key of one deal of a seeded run."""
    return splitmix64((splitmix64(seed & _M64) ^ (deal * 0x9E3779B97F4A7C15)) & _M64)


def counter_uniform(key: int, counter: int) -> float:
    """A uniform number in [0, 1) for (deal key, counter): 53 bits of SplitMix64."""
    return (splitmix64((key + counter * 0xD1B54A32D192ED03) & _M64) >> 11) * (2.0**-53)


class CounterRandom(random.Random):
    """``random()`` returns the counter-based uniform for (seed, deal, turn, draw).

    Set :attr:`turn` before each decision (:func:`play` does); draws within one turn use
    counters ``turn * 8 + 0, 1, ...``. Other ``random.Random`` methods fall back on the
    ordinary seeded generator and are not mirrored by the batch simulator.
    """

    def __init__(self, seed: int = 0, deal: int = 0) -> None:
        super().__init__(seed * 1_000_003 + deal)
        self.key = counter_key(seed, deal)
        self._turn = 0
        self._draw = 0

    @property
    def turn(self) -> int:
        return self._turn

    @turn.setter
    def turn(self, value: int) -> None:
        self._turn = value
        self._draw = 0

    def random(self) -> float:
        u = counter_uniform(self.key, self._turn * 8 + self._draw)
        self._draw += 1
        return u


def play(
    game: str,
    state: object,
    players: Sequence[Player],
    rng: random.Random,
    *,
    limit: int = 100_000,
) -> Any:
    """Play ``state`` to the end, each seat choosing from its own view. Returns the last state.

    If ``rng`` is a :class:`CounterRandom`, its turn is set to the number of decisions made so
    far before each one (Sevens: ``state.turn``).
    """
    api = api_for(game)
    for decision in range(limit):
        if api.is_over(state):
            return state
        seat = api.to_move(state)
        legal = api.legal_moves(state)
        if isinstance(rng, CounterRandom):
            rng.turn = decision
        move = players[seat].choose(api.view(state, seat), legal, rng)
        state = api.apply(state, move)
    raise RuntimeError(f"{game}: no end after {limit} moves")


def tips_for(game: str) -> tuple[type[TipPlayer], ...]:
    """The tip players of ``game``, in the order :func:`tip_verdict` consults them."""
    return get_game(game).tips


def players_for(game: str) -> dict[str, Callable[[], Player]]:
    """Every computer player of ``game``: name -> factory (call it for a fresh player)."""
    return dict(get_game(game).players)


#: Opponent strengths a play table offers, weakest first.
STRENGTHS: tuple[str, ...] = ("random", "tips", "search")


def strength_player(game: str, strength: str) -> Callable[[], Player]:
    """The player factory for an opponent strength, as the game registered it: "random";
    "tips" (the rules of thumb); "search" (the strongest player the game has)."""
    if strength not in STRENGTHS:
        raise UnknownOptionError.bad_value("strength", strength, ", ".join(STRENGTHS))
    return get_game(game).strengths[strength]


#: Tips that lesson 6 measures as worth little at a table of four (``docs/tactics.md``), and
#: how: "none" wins no more often than a fair share against random players (its interval holds
#: the fair share), "weakest" is the weakest tip of its game and loses to the others' tips. A
#: verdict that names one says so, so that no move is judged by a tip the measurements refute.
WEAK_TIPS: dict[str, str] = {
    "dont_open_suits": "none",
    "hold_back_sevens": "none",
    "stand_over_block": "weakest",
}


@dataclass(frozen=True)
class TipVerdict:
    """What the tips say about a move: ``agrees``, the tip that objects (or the one that
    endorses it), the move that tip would play, and its reason in terms of the position."""

    agrees: bool
    tip: str | None
    suggested: Any
    why: Why | None = None  # see TipPlayer.why
    pack: Pack = "french"  # the pack whose names the cards go by

    def __iter__(self) -> Any:
        return iter((self.agrees, self.tip, self.suggested))

    def reason(self, lang: str = "en", code: Callable[[Any], str] | None = None) -> str:
        """The position's reason in ``lang`` ("" when the tip gives none). ``code`` names a move
        as a sentence does (the view's :meth:`move_word`); other cards are named by the French
        pack's names (only Sevens tips name cards that are not moves)."""
        if self.why is None:
            return ""
        show = code or (lambda m: move_word(m, lang, self.pack))
        key, raw = self.why
        params: dict[str, object] = {}
        for name, value in raw.items():
            if name.endswith("suit"):
                params[name] = t(f"card.suit.{value}", lang)
            elif name in ("move", "kept"):
                params[name] = show(value)
            elif isinstance(value, (list, tuple)):
                params[name] = name_list([v for v in value if isinstance(v, Card)], lang)
            elif isinstance(value, Card):
                params[name] = value.name(lang)
            else:
                params[name] = value
        return t(key, lang, **params)

    def text(self, lang: str = "en", code: Callable[[Any], str] | None = None) -> str:
        show = code or (lambda m: move_word(m, lang, self.pack))
        if self.tip is None:
            return t("tactics.verdict.no_tip", lang)
        tip = t(f"tactics.tipdef.{self.tip}", lang)  # the definition the player follows
        why = self.reason(lang, code)
        if self.agrees:
            if why:
                text = t("tactics.verdict.agrees_why", lang, tip=tip, why=why)
            else:
                text = t("tactics.verdict.agrees", lang, tip=tip)
        elif why:
            text = t("tactics.verdict.risky_why", lang, tip=tip, move=show(self.suggested), why=why)
        else:
            text = t("tactics.verdict.risky", lang, tip=tip, move=show(self.suggested))
        weak = WEAK_TIPS.get(self.tip)
        if weak is None:
            return text
        return t("tactics.verdict.weak", lang, verdict=text, note=t(f"tactics.weak.{weak}", lang))


def move_word(move: object, lang: str, pack: Pack = "french") -> str:
    """A move named in a sentence when no view says how: a card (or its code) by its name in
    ``pack`` (:func:`card_phrase`), a pass by the language's word, any other move by its code."""
    code = getattr(move, "code", str(move))
    if code == "pass":
        return t("common.pass", lang)
    if isinstance(move, Card):
        return card_phrase(move, lang, pack)
    try:
        return card_phrase(parse_card(code), lang, pack)
    except BadCardError:
        return code


def tip_verdict(game: str, view: object, legal: Sequence[object], move: object) -> TipVerdict:
    """Does ``move`` follow the tips? Unpacks as ``(agrees, tip_name, suggested_move)``.

    **Choice**: a move agrees when no tip has an opinion (each prefers every legal move), or
    when at least one tip with an opinion prefers it. Otherwise the first objecting tip (in
    :func:`tips_for` order) is named with the first move it prefers. Either way the verdict
    carries the tip's reason in terms of the position (:meth:`TipPlayer.why`).
    """
    objection: TipVerdict | None = None
    pack = get_game(game).pack
    for cls in tips_for(game):
        tip = cls()
        preferred = tip.prefer(view, legal)
        if not preferred or len(preferred) == len(legal):
            continue  # no opinion here
        if move in preferred:
            return TipVerdict(True, tip.name, move, tip.why(view, legal, move, move), pack)
        if objection is None:
            suggested = preferred[0]
            why = tip.why(view, legal, move, suggested)
            if why is None:  # e.g. a pass: say why the tip's own move is good here
                why = tip.why(view, legal, suggested, suggested)
            objection = TipVerdict(False, tip.name, suggested, why, pack)
    return objection or TipVerdict(True, None, move, None, pack)


__all__ = [
    "STRENGTHS",
    "CounterRandom",
    "Player",
    "RandomPlayer",
    "TipPlayer",
    "TipVerdict",
    "WEAK_TIPS",
    "counter_key",
    "counter_uniform",
    "move_word",
    "pick",
    "play",
    "players_for",
    "splitmix64",
    "strength_player",
    "tip_verdict",
    "tips_for",
]
