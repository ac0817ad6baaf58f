"""Static HTML/SVG drawings: cards, hands, the Sevens table, a trick, a score sheet.

Every function returns a self-contained HTML string (inline SVG, inline styles), so a notebook
shows the position even where widgets cannot run (GitHub, nbviewer, a saved HTML file). The
states' ``_repr_html_`` reach these functions through the registry and the game's view adapter
(:mod:`sjuan_notebooks.views`). Nothing here imports ipywidgets, plotly, or any game.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..core.cards import SUIT_SYMBOLS, Card, rank_short
from ..i18n import t
from ..i18n.numbers import fmt_int

CARD_W = 44
CARD_H = 62

# Okabe-Ito hues keep the suits apart for colour-blind readers; the symbol is the first cue.
# Each is dark enough for a card's rank letters on white (WCAG AA, 4.5:1 and more).
_FRENCH_COLOURS = {"S": "#000000", "C": "#000000", "H": "#C0392B", "D": "#C0392B"}
_GERMAN_COLOURS = {"H": "#B34700", "S": "#00734F", "C": "#8B5A2B", "D": "#8A6100"}
#: text that says right or wrong, on white: AA contrast (5.9:1 and 5.5:1)
TEXT_RIGHT = "#00734F"
TEXT_WRONG = "#B34700"
_BACK = "#0072B2"


def esc(text: object) -> str:
    """Text for a page: escaped, and with no control or direction characters."""
    from ..core.safe_read import printable

    return html.escape(printable(str(text)), quote=True)


def _german_glyph(suit: str, cx: float, cy: float, s: float) -> str:
    """A small drawn symbol for the German suits: heart, leaf, acorn, bell."""
    colour = _GERMAN_COLOURS[suit]
    if suit == "H":
        return (
            f'<path d="M{cx},{cy + s * 0.55} C{cx - s * 1.1},{cy - s * 0.2} {cx - s * 0.45},'
            f"{cy - s * 0.9} {cx},{cy - s * 0.3} C{cx + s * 0.45},{cy - s * 0.9} "
            f'{cx + s * 1.1},{cy - s * 0.2} {cx},{cy + s * 0.55} Z" fill="{colour}"/>'
        )
    if suit == "S":  # leaf
        return (
            f'<path d="M{cx},{cy - s * 0.8} C{cx + s * 0.8},{cy - s * 0.3} {cx + s * 0.5},'
            f"{cy + s * 0.5} {cx},{cy + s * 0.6} C{cx - s * 0.5},{cy + s * 0.5} "
            f'{cx - s * 0.8},{cy - s * 0.3} {cx},{cy - s * 0.8} Z" fill="{colour}"/>'
            f'<line x1="{cx}" y1="{cy - s * 0.6}" x2="{cx}" y2="{cy + s * 0.9}" '
            f'stroke="#1B5E20" stroke-width="1.2"/>'
        )
    if suit == "C":  # acorn: nut and cap
        return (
            f'<ellipse cx="{cx}" cy="{cy + s * 0.2}" rx="{s * 0.42}" ry="{s * 0.55}" '
            f'fill="{colour}"/>'
            f'<path d="M{cx - s * 0.55},{cy - s * 0.15} Q{cx},{cy - s * 0.85} '
            f'{cx + s * 0.55},{cy - s * 0.15} Z" fill="#5D4037"/>'
        )
    # bell
    return (
        f'<path d="M{cx - s * 0.55},{cy + s * 0.45} Q{cx - s * 0.5},{cy - s * 0.75} {cx},'
        f"{cy - s * 0.75} Q{cx + s * 0.5},{cy - s * 0.75} {cx + s * 0.55},{cy + s * 0.45} "
        f'Z" fill="{colour}"/>'
        f'<circle cx="{cx}" cy="{cy + s * 0.6}" r="{s * 0.16}" fill="#5D4037"/>'
    )


def rank_label(card: Card, pack: str = "french", lang: str = "en") -> str:
    """The corner label: 7, 10 and the language's letters for the ace and the court cards
    ("Kn", "D", "K", "E" in Swedish); in the Sedma pack the German court letters."""
    return rank_short(card.rank, lang, "sedma" if pack == "sedma" else "french")


def card_svg(
    card: Card | None,
    *,
    pack: str = "french",
    lang: str = "en",
    face_down: bool = False,
    highlight: str | None = None,
    scale: float = 1.0,
) -> str:
    """One card as inline SVG. ``card=None`` or ``face_down`` draws the back.

    ``highlight`` is an outline colour (legal cards, the winning card of a trick).
    """
    w, h = CARD_W * scale, CARD_H * scale
    if card is None or face_down:
        title = esc(t("ui.card.back", lang))
        return (
            f'<svg class="sjuan-card-svg sjuan-back" width="{w:.0f}" height="{h:.0f}" '
            f'viewBox="0 0 {CARD_W} {CARD_H}" role="img"><title>{title}</title>'
            f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="4" '
            f'fill="{_BACK}" stroke="#333"/>'
            f'<rect x="5" y="5" width="{CARD_W - 10}" height="{CARD_H - 10}" rx="2" '
            f'fill="none" stroke="#FFFFFF" stroke-dasharray="3 2"/></svg>'
        )
    name = card.name(lang, pack="sedma" if pack == "sedma" else "french")
    label = esc(rank_label(card, pack, lang))
    stroke = highlight or "#333"
    stroke_w = 3 if highlight else 1
    if pack == "sedma":
        colour = _GERMAN_COLOURS[card.suit]
        glyph = _german_glyph(card.suit, CARD_W / 2, CARD_H / 2 + 4, 12)
        suit_word = esc(t(f"card.g.suit.{card.suit}", lang))
        foot = (
            f'<text x="{CARD_W / 2}" y="{CARD_H - 4}" font-size="7" text-anchor="middle" '
            f'fill="#333">{suit_word}</text>'
        )
    else:
        colour = _FRENCH_COLOURS[card.suit]
        glyph = (
            f'<text x="{CARD_W / 2}" y="{CARD_H / 2 + 12}" font-size="26" text-anchor="middle" '
            f'fill="{colour}">{SUIT_SYMBOLS[card.suit]}</text>'
        )
        foot = ""
    return (
        f'<svg class="sjuan-card-svg" data-card="{card.code}" width="{w:.0f}" height="{h:.0f}" '
        f'viewBox="0 0 {CARD_W} {CARD_H}" role="img"><title>{esc(name)}</title>'
        f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="4" fill="#FFFFFF" '
        f'stroke="{stroke}" stroke-width="{stroke_w}"/>'
        f'<text x="4" y="13" font-size="12" font-weight="bold" font-family="sans-serif" '
        f'fill="{colour}">{label}</text>{glyph}{foot}</svg>'
    )


def empty_slot(scale: float = 1.0, label: str = "") -> str:
    w, h = CARD_W * scale, CARD_H * scale
    return (
        f'<svg class="sjuan-slot" width="{w:.0f}" height="{h:.0f}" viewBox="0 0 {CARD_W} '
        f'{CARD_H}"><rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="4" '
        f'fill="none" stroke="#BBBBBB" stroke-dasharray="2 2"/>'
        f'<text x="{CARD_W / 2}" y="{CARD_H / 2 + 4}" font-size="10" text-anchor="middle" '
        f'fill="#666666">{esc(label)}</text></svg>'
    )


def hand_html(
    cards: Iterable[Card],
    *,
    pack: str = "french",
    lang: str = "en",
    legal: Iterable[str] = (),
    hidden: int = 0,
    scale: float = 0.8,
) -> str:
    """A row of cards; ``legal`` codes get a green outline; ``hidden`` adds face-down cards."""
    legal_set = set(legal)
    parts = [
        card_svg(
            c,
            pack=pack,
            lang=lang,
            highlight="#009E73" if c.code in legal_set else None,
            scale=scale,
        )
        for c in cards
    ]
    parts.extend(card_svg(None, lang=lang, scale=scale) for _ in range(hidden))
    if not parts:
        return f'<span class="sjuan-empty-hand">{esc(t("ui.no_cards", lang))}</span>'
    return '<span class="sjuan-hand" style="display:inline-flex;gap:2px;flex-wrap:wrap">' + (
        "".join(parts) + "</span>"
    )


def _box(inner: str, css_class: str) -> str:
    return (
        f'<div class="{css_class}" style="font-family:sans-serif;font-size:13px;'
        f'line-height:1.3">{inner}</div>'
    )


def _hands_block(
    names: Sequence[str],
    hands: Sequence[list[Card]],
    counts: Sequence[int],
    *,
    to_move: int | None,
    perspective: int | None,
    legal: Sequence[str],
    pack: str,
    lang: str,
    extra: Sequence[str] = (),
    shown: Sequence[bool] = (),
) -> str:
    rows = []
    for seat, name in enumerate(names):
        open_hand = perspective is None or perspective == seat or bool(shown and shown[seat])
        cards = hands[seat] if open_hand else []
        hidden = 0 if open_hand else counts[seat]
        marker = " ▶" if seat == to_move else ""
        note = f" · {esc(extra[seat])}" if extra and extra[seat] else ""
        label = esc(t("ui.hand_of", lang, player=name, n=counts[seat]))
        rows.append(
            f'<div class="sjuan-seat" style="margin:3px 0"><b>{label}{marker}</b>{note}<br>'
            + hand_html(
                cards,
                pack=pack,
                lang=lang,
                legal=legal if seat == to_move else (),
                hidden=hidden,
                scale=0.6,
            )
            + "</div>"
        )
    return "".join(rows)


# ---------------------------------------------------------------------------------------------
# Sevens


def sevens_table_html(state: Any, lang: str = "en") -> str:
    """Four suit rows (hearts, spades, diamonds, clubs), each growing down and up from its seven.

    The seven's column is marked; unplayed places are dashed outlines.
    """
    order = state.rules.rank_order
    rows = []
    for suit in ("H", "S", "D", "C"):
        cells = []
        for rank in order:
            card = Card(suit, rank)
            on = state.table >> card.index & 1
            slot = (
                card_svg(card, lang=lang, scale=0.7)
                if on
                else empty_slot(0.7, rank_short(rank, lang))
            )
            border = (
                "border-left:2px solid #0072B2;border-right:2px solid #0072B2;" if rank == 7 else ""
            )
            cells.append(f'<td style="padding:0 1px;{border}">{slot}</td>')
        suit_name = esc(t(f"card.suit.{suit}", lang))
        colour = _FRENCH_COLOURS[suit]
        rows.append(
            f'<tr><th style="text-align:right;padding-right:6px;color:{colour}">'
            f"{SUIT_SYMBOLS[suit]} {suit_name}</th>{''.join(cells)}</tr>"
        )
    return f'<table class="sjuan-sevens-table" style="border-collapse:collapse">{"".join(rows)}</table>'


def sevens_position_html(
    view: Any, state: Any, lang: str = "en", perspective: int | None = None
) -> str:
    """The Sevens position: the table, every hand (or one seat's view) and who is to move;
    ``view`` is the game's adapter (:mod:`sjuan_notebooks.views`), which reads the state."""
    return position_html(
        view,
        state,
        sevens_table_html(state, lang),
        lang,
        perspective,
        title=t("ui.title.table", lang, game=state.rules.title, n=state.turn),
        notes=[t("ui.passes", lang, n=p) if p else "" for p in state.passes],
        css="sjuan-state sjuan-sevens",
    )


# ---------------------------------------------------------------------------------------------
# Any game: a position from its adapter's data


def position_html(
    view: Any,
    state: Any,
    table: str,
    lang: str = "en",
    perspective: int | None = None,
    *,
    title: str,
    notes: Sequence[str] = (),
    css: str | None = None,
) -> str:
    """A game's position as every game draws it: ``title`` (text), ``table`` (the HTML of what
    lies on the table), every hand (or, with ``perspective``, that seat's and the hands
    ``view.shown_hand`` opens; the others face down) with the legal cards of the player to move
    outlined, a note per seat (``notes``), and who is to move or the result.

    ``view`` is the game's adapter (:class:`~sjuan_notebooks.views.base.GameView`): its
    players, hands, hand sizes, legal moves and status text are all this reads."""
    names = list(view.players(state))
    to_move = view.to_move(state)
    cards = (
        [m for m in view.legal_moves(state) if isinstance(m, Card)] if to_move is not None else []
    )
    body = (
        f"<div><b>{esc(title)}</b></div>"
        + table
        + _hands_block(
            names,
            [view.hand(state, i) for i in range(len(names))],
            view.hand_sizes(state),
            to_move=to_move,
            perspective=perspective,
            legal=[c.code for c in sorted(cards, key=lambda c: c.index)],
            pack=view.pack,
            lang=lang,
            extra=notes,
            shown=[view.shown_hand(state, i) for i in range(len(names))],
        )
        + f'<div class="sjuan-status"><i>{esc(view.status_text(state, lang))}</i></div>'
    )
    return _box(body, css or f"sjuan-state sjuan-{view.pack}")


# ---------------------------------------------------------------------------------------------
# Tricks (Femkamp/Sjukamp) and Sedma: drawn from the adapters' trick data


def trick_html(
    plays: Sequence[tuple[str, Card]],
    *,
    pack: str = "french",
    lang: str = "en",
    winner: int | None = None,
    caption: str = "",
) -> str:
    """A trick in progress: each play as its player's name over the card; ``winner`` (an index
    into ``plays``) gets an outline."""
    if not plays:
        inner = f'<span style="color:#666">{esc(t("ui.trick.empty", lang))}</span>'
    else:
        items = []
        for i, (name, card) in enumerate(plays):
            mark = "#D55E00" if i == winner else None
            items.append(
                '<span style="display:inline-block;text-align:center;margin-right:4px">'
                f"<small>{esc(name)}</small><br>"
                + card_svg(card, pack=pack, lang=lang, highlight=mark, scale=0.8)
                + "</span>"
            )
        inner = "".join(items)
    cap = f"<div><small>{esc(caption)}</small></div>" if caption else ""
    return f'<div class="sjuan-trick">{cap}{inner}</div>'


def trick_position_html(
    view: Any, state: Any, lang: str = "en", perspective: int | None = None
) -> str:
    """The common body of a trick game's picture: title, trick, hands, status."""
    plays, winner = view.trick_plays(state)
    trick = trick_html(
        plays, pack=view.pack, lang=lang, winner=winner, caption=view.trick_caption(state, lang)
    )
    return position_html(
        view,
        state,
        trick,
        lang,
        perspective,
        title=view.title_text(state, lang),
        notes=view.seat_notes(state, lang),
    )


# ---------------------------------------------------------------------------------------------
# Score sheet


def _points(v: Any, lang: str) -> str:
    """A score as the language writes it: digit groups and the true minus ("−5"), as in text."""
    if v is None:
        return ""
    return fmt_int(v, lang) if isinstance(v, int) and not isinstance(v, bool) else esc(v)


def scoresheet_table_html(data: Mapping[str, Any], lang: str = "en") -> str:
    """A Femkamp/Sjukamp score sheet as a table: deals down, players across, totals, checks;
    ``data`` is :func:`sjuan_notebooks.views.scoresheet.scoresheet_data`."""
    players = data["players"]
    head = "".join(f"<th>{esc(p)}</th>" for p in players)
    rows = []
    for deal, scores, check in zip(data["deals"], data["rows"], data["checks"]):
        cells = "".join(f'<td style="text-align:right">{_points(v, lang)}</td>' for v in scores)
        if check is None:
            verdict = ""
        elif check["ok"]:
            verdict = f'<span style="color:{TEXT_RIGHT}">✓</span>'
        else:
            verdict = f'<span style="color:{TEXT_WRONG}">✗ {esc(check["text"])}</span>'
        rows.append(
            f"<tr><th style='text-align:left'>{esc(deal)}</th>{cells}<td>{verdict}</td></tr>"
        )
    totals = "".join(
        f'<td style="text-align:right"><b>{_points(v, lang)}</b></td>' for v in data["totals"]
    )
    winners = data["leaders"]
    foot = esc(data["verdict"])
    return _box(
        '<table class="sjuan-scoresheet" style="border-collapse:collapse">'
        f"<tr><th>{esc(t('ui.sheet.deal', lang))}</th>{head}<th></th></tr>"
        + "".join(rows)
        + f"<tr style='border-top:2px solid #333'><th>{esc(t('ui.sheet.total', lang))}</th>"
        f"{totals}<td></td></tr></table>"
        + f"<div><i>{foot}</i></div>"
        + (
            f"<div>{esc(t('ui.sheet.leaders', lang, players=', '.join(winners)))}</div>"
            if winners
            else ""
        ),
        "sjuan-state sjuan-scoresheet-box",
    )


__all__ = [
    "card_svg",
    "empty_slot",
    "hand_html",
    "position_html",
    "rank_label",
    "scoresheet_table_html",
    "sevens_position_html",
    "sevens_table_html",
    "trick_html",
    "trick_position_html",
]
