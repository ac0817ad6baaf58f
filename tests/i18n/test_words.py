"""The words: plural forms for every count, no English in Swedish, Norwegian or Slovak output,
cards named the pack's way (never a French-pack code), Slovak card names declined, numbers
written the language's way."""

from __future__ import annotations

import ast
import random
import re
import string
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import ipywidgets as w
import pytest

from sjuan_notebooks.cli import main
from sjuan_notebooks.core.cards import CARDS, SEDMA_PACK, name_list, parse_card
from sjuan_notebooks.core.errors import SjuanError
from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.i18n import LANGS, TABLE, t
from sjuan_notebooks.i18n.forms import SPECS, Named, select
from sjuan_notebooks.i18n.numbers import fmt_decimal, fmt_int, fmt_percent, plotly_separators
from sjuan_notebooks.views import view_of_state
from sjuan_notebooks.widgets import (
    LegalCardsQuiz,
    PlayTable,
    RuleChooser,
    ScoreSheetEditor,
    SheetQuiz,
    Stepper,
    TrickQuiz,
    WhatWouldYouPlay,
)
from sjuan_notebooks.widgets.common import plain

ROOT = Path(__file__).parents[2]
OTHER = ("sv", "nb", "sk")

# --- plural forms -----------------------------------------------------------------------------

PLURAL_KEYS = sorted(k for k, e in TABLE.items() if any(isinstance(v, tuple) for v in e.values()))
COUNTS = (0, 1, 2, 5, 21)


def expected_form(lang: str, n: int) -> int:
    """The form each language's grammar asks for, written out (not gettext's expression):
    Slovak "1 karta", "2-4 karty", "0, 5, 21 kariet"; the others singular for one only."""
    if lang == "sk":
        return 0 if n == 1 else 1 if 2 <= n <= 4 else 2
    return 0 if n == 1 else 1


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("key", PLURAL_KEYS)
def test_every_plural_message_takes_the_right_form_and_shows_the_count(key: str) -> None:
    entry = TABLE[key]
    for lang in LANGS:
        forms = entry[lang]
        assert isinstance(forms, tuple), (key, lang)  # all languages count, or none
        params = {f: Named(f"<{f}>") for form in forms for f in _fields(form) if f != "n"}
        for n in COUNTS:
            text = t(key, lang, n=n, **params)
            assert text == forms[expected_form(lang, n)].format(n=n, **params), (key, lang, n)
            assert str(n) in text, (key, lang, n)


@pytest.mark.parametrize(
    "key,lang,n,want",
    [
        ("count.cards", "sk", 1, "1 karta"),
        ("count.cards", "sk", 2, "2 karty"),
        ("count.cards", "sk", 5, "5 kariet"),
        ("count.cards", "sk", 21, "21 kariet"),
        ("count.cards", "sk", 0, "0 kariet"),
        ("count.passes", "sk", 3, "3 pasy"),
        ("count.points", "sk", 4, "4 body"),
        ("count.tricks", "sk", 1, "1 zdvih"),
        ("count.win_points", "sk", 1, "1 výherný bod"),
        ("count.passes", "en", 1, "1 pass"),
        ("count.passes", "en", 2, "2 passes"),
        ("count.tricks", "en", 1, "1 trick"),
        ("count.points", "en", 1, "1 point"),
        ("ui.hand_of", "sk", 4, "A (4 karty)"),
        ("ui.title.table", "en", 1, "Sjuan, after 1 move"),
        ("sevens.why.stand_over", "nb", 1, "står over (frivillig); kan stå over 1 gang til"),
        ("sevens.why.stand_over", "sv", 2, "står över (frivilligt pass); 2 gånger kvar"),
    ],
)
def test_the_issues_counts_read_right(key: str, lang: str, n: int, want: str) -> None:
    assert t(key, lang, n=n, player="A", game="Sjuan") == want


def test_a_count_message_needs_its_count() -> None:
    with pytest.raises(KeyError, match="pass n"):
        t("count.cards", "sv")


def _calls() -> Iterator[tuple[str, int, str, set[str]]]:
    """Every call in the package (and the handouts' builder) that names a translation key in
    its first argument: ``t(...)``, a :class:`Phrase` or an error; with its keyword names."""
    paths = [*(ROOT / "sjuan_notebooks").rglob("*.py"), ROOT / "docs" / "handouts.py"]
    for path in paths:
        if "i18n" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name != "t" and name != "Phrase" and not name.endswith("Error"):
                continue
            key = node.args[0]
            if not (isinstance(key, ast.Constant) and key.value in TABLE):
                continue
            if any(k.arg is None for k in node.keywords):
                continue  # **params: filled elsewhere
            yield (
                str(path.relative_to(ROOT)),
                node.lineno,
                key.value,
                {k.arg for k in node.keywords if k.arg},
            )


def test_every_call_passes_the_parameters_its_templates_use() -> None:
    """A plural message gets ``n``; no template asks for a parameter its callers never give."""
    missing = []
    for where, line, key, given in _calls():
        entry = TABLE[key]
        needed = set().union(
            *(
                _fields(form)
                for v in entry.values()
                for form in (v if isinstance(v, tuple) else (v,))
            )
        )
        if any(isinstance(v, tuple) for v in entry.values()):
            needed.add("n")
        if needed - given:
            missing.append(f"{where}:{line} {key} lacks {sorted(needed - given)}")
    assert not missing, missing


def test_every_format_spec_is_a_case_a_capital_or_a_choice_by_the_player() -> None:
    """Cases only in Slovak; choices by the player (test_agreement.py checks them) only where
    a word agrees with the player: Slovak, and English verbs after one player or a pair."""
    for key, entry in TABLE.items():
        for lang, value in entry.items():
            for form in value if isinstance(value, tuple) else (value,):
                for _, name, spec, _ in string.Formatter().parse(form):
                    if name and spec and select(spec, "other") is not None:
                        assert lang in ("sk", "en"), (key, lang, spec)
                    elif name and spec:
                        assert spec in SPECS, (key, lang, spec)
                        assert spec == "cap" or spec == "gen" or lang == "sk", (key, lang, spec)


# --- Slovak card names ------------------------------------------------------------------------

#: suit adjective by gender and case (masculine animate: the accusative is the genitive)
SK_ADJ = {
    ("S", "french"): "pikov",
    ("H", "french"): "srdcov",
    ("D", "french"): "károv",
    ("C", "french"): "krížov",
    ("H", "sedma"): "červen",
    ("S", "sedma"): "zelen",
    ("C", "sedma"): "žaluďov",
    ("D", "sedma"): "guľov",
}
SK_ADJ_END = {"m": ("ý", "ého"), "f": ("á", "ú"), "n": ("é", "é")}
#: rank noun: gender, nominative, accusative
SK_RANK_FRENCH = {
    1: ("n", "eso", "eso"),
    2: ("f", "dvojka", "dvojku"),
    3: ("f", "trojka", "trojku"),
    4: ("f", "štvorka", "štvorku"),
    5: ("f", "päťka", "päťku"),
    6: ("f", "šestka", "šestku"),
    7: ("f", "sedmička", "sedmičku"),
    8: ("f", "osmička", "osmičku"),
    9: ("f", "deviatka", "deviatku"),
    10: ("f", "desiatka", "desiatku"),
    11: ("m", "dolník", "dolníka"),
    12: ("f", "dáma", "dámu"),
    13: ("m", "kráľ", "kráľa"),
}
SK_RANK_SEDMA = {
    7: ("f", "sedma", "sedmu"),
    8: ("f", "osmička", "osmičku"),
    9: ("f", "deviatka", "deviatku"),
    10: ("f", "desiatka", "desiatku"),
    11: ("m", "dolník", "dolníka"),
    12: ("m", "horník", "horníka"),
    13: ("m", "kráľ", "kráľa"),
    1: ("n", "eso", "eso"),
}


def _sk_expected(card: Any, pack: str) -> tuple[str, str]:
    gender, nom, acc = (SK_RANK_SEDMA if pack == "sedma" else SK_RANK_FRENCH)[card.rank]
    stem = SK_ADJ[(card.suit, pack)]
    adj_nom, adj_acc = SK_ADJ_END[gender]
    return f"{stem}{adj_nom} {nom}", f"{stem}{adj_acc} {acc}"


@pytest.mark.parametrize("pack,cards", [("french", CARDS), ("sedma", SEDMA_PACK)])
def test_slovak_names_of_every_card_in_nominative_and_accusative(pack: str, cards: Any) -> None:
    for card in cards:
        nom, acc = _sk_expected(card, pack)
        name = card.name("sk", pack)
        assert (str(name), f"{name:acc}", card.name("sk", pack, "acc")) == (nom, acc, acc)


def test_the_issues_slovak_names() -> None:
    def sedma(code: str, case: Any = None) -> str:
        return parse_card(code).name("sk", "sedma", case)

    assert [sedma(c) for c in ("HQ", "C7", "SK", "D8", "HA")] == [
        "červený horník",
        "žaluďová sedma",
        "zelený kráľ",
        "guľová osmička",
        "červené eso",
    ]
    assert sedma("H8", "acc") == "červenú osmičku"
    assert sedma("HQ", "acc") == "červeného horníka"
    assert sedma("HK", "acc") == "červeného kráľa"  # the text's own words
    assert sedma("HK", "ins") == "červeným kráľom"
    assert parse_card("H7").name("sk") == "srdcová sedmička"
    assert parse_card("H7").name("sk", case="acc") == "srdcovú sedmičku"
    assert parse_card("H7").name("sk", case="ins") == "srdcovou sedmičkou"
    listing = name_list([parse_card("H8"), parse_card("HQ")], "sk", "sedma")
    assert f"{listing:acc}" == "červenú osmičku a červeného horníka"


def test_a_sentence_asks_for_its_case() -> None:
    move = parse_card("H8").name("sk", "sedma")
    assert t("ui.play.computer_moved", "sk", player="B", move=move) == "B zahral červenú osmičku."
    assert t("ui.play.you_moved", "sk", move=parse_card("HQ").name("sk", "sedma")) == (
        "Zahrali ste červeného horníka."
    )
    # a language without cases, or a plain text, reads the name as it is
    assert t("ui.play.computer_moved", "sv", player="B", move=parse_card("H8").name("sv")) == (
        "B spelade hjärter åtta."
    )
    assert f"{Named('pas'):acc}" == "pas" and f"{Named('pas'):cap}" == "Pas"


def test_card_names_mid_sentence_are_lower_case() -> None:
    for lang in LANGS:
        for card in CARDS:
            assert card.name(lang) == card.name(lang).lower()
        for card in SEDMA_PACK:
            assert card.name(lang, "sedma") == card.name(lang, "sedma").lower()
    assert parse_card("CQ").name("en", "sedma") == "ober of acorns"


# --- no English in Swedish, Norwegian or Slovak output ------------------------------------------

ENGLISH = re.compile(
    r"\b(the|played|plays|card|cards|trick|tricks|point|points|move|moves|winner|wins|legal|"
    r"must|cannot|of|and|is|not|may|your|you|which|with|hearts|spades|clubs|diamonds|leaves|"
    r"acorns|bells|seven|eight|nine|king|queen|jack|ace|unter|ober|deal|player|players|takes|"
    r"holds|lacks|forced|choose|chance|search|solver|suit|rank|leads|lead|left|first|stops|"
    r"shows|show|illustrative|example|game)\b",
    re.IGNORECASE,
)
FRENCH_CODE = re.compile(r"\b[SHDC](10|[2-9AJQK])\b")
# what a message may quote as it was typed: "...", „...“, ”...”, «...», option names, flags
QUOTED = re.compile(r'"[^"]*"|„[^“]*“|”[^”]*”|«[^»]*»|\b\w+_\w+\b|--[\w-]+|\btrue\b|\bfalse\b')


def english_in(text: str) -> list[str]:
    return ENGLISH.findall(QUOTED.sub(" ", text))


def codes_in(text: str) -> list[str]:
    return [m.group(0) for m in FRENCH_CODE.finditer(QUOTED.sub(" ", text))]


def assert_clean(text: str, lang: str, where: str, codes: bool = True) -> None:
    if lang in OTHER:
        found = english_in(text)
        assert not found, (where, lang, found, text)
    if codes:
        found = codes_in(text)
        assert not found, (where, lang, found, text)


GAMES = [
    ("sjuan", {}),
    ("sjuern", {"stand_over": 2}),
    ("kabal", {}),
    ("femkamp", {"deal": "pass"}),
    ("femkamp", {"deal": "klover"}),
    ("femkamp", {"deal": "grand"}),
    ("sjukamp", {"deal": "trumf"}),
    ("sedma", {}),
]


def positions(game: str, options: dict[str, Any], seed: int) -> Iterator[Any]:
    """Positions along one random deal of ``game``: every few moves, and the end."""
    api = api_for(game)
    rng = random.Random(seed)
    for n in api.player_counts[:3]:
        state = api.new_game(options, n, seed)
        step = 0
        while True:
            if step % 7 == 0 or api.is_over(state):
                yield state
            if api.is_over(state):
                break
            moves = api.legal_moves(state)
            state = api.apply(state, moves[rng.randrange(len(moves))])
            step += 1


def every_sentence(state: Any, lang: str) -> Iterator[tuple[str, str]]:
    """What the game says about a position: why each legal move is allowed, why each other
    card of the pack is refused, each cell's reason on the map, the position and its status,
    and the log lines of each legal move."""
    view = view_of_state(state)
    legal = view.legal_moves(state)
    for move in legal:
        code = view.move_code(move)
        yield "explain", view.explain(state, move, lang)
        yield "moved", view.moved_text(state, 0, code, lang)
        yield "you moved", view.you_moved_text(state, code, lang)
        yield "word", str(view.move_word(code, lang, state))
    pack = SEDMA_PACK if view.pack == "sedma" else CARDS
    legal_codes = {view.move_code(m) for m in legal}
    for card in pack:
        if card.code not in legal_codes:
            yield "refusal", view.refusal(state, card.code, lang) or ""
    for cell in view.grid(state, None, lang).cells:
        yield "map", cell.reason
    yield "status", view.status_text(state, lang)
    yield "state", view.state_text(state, lang)


@pytest.mark.parametrize("game,options", GAMES, ids=[f"{g}-{o}" for g, o in GAMES])
def test_explanations_and_refusals_name_cards_in_the_readers_language(
    game: str, options: dict[str, Any]
) -> None:
    for seed in (1, 2):
        for state in positions(game, options, seed):
            for lang in LANGS:
                for where, text in every_sentence(state, lang):
                    # short names on the table text may be Latin letters in English ("H7")
                    assert_clean(text, lang, f"{game} {where}", codes=where != "state")


def visible_text(widget: Any) -> str:
    """Everything a widget shows as text: labels, tooltips, menus, HTML, and its figure."""
    parts: list[str] = []

    def walk(x: Any) -> None:
        if isinstance(x, (w.HTML, w.Label, w.HTMLMath)):
            parts.append(plain(str(x.value)))
        for attr in ("description", "tooltip", "placeholder"):
            value = getattr(x, attr, None)
            if isinstance(value, str):
                parts.append(value)
        if isinstance(x, (w.Dropdown, w.ToggleButtons, w.Select, w.RadioButtons)):
            parts.extend(str(label) for label, _ in x._options_full)
        for child in getattr(x, "children", ()) or ():
            walk(child)

    walk(widget)
    figure = getattr(widget, "figure", None)
    if figure is not None:
        layout = figure.layout
        parts.append(str(layout.title.text or ""))
        for axis in (layout.xaxis, layout.yaxis):
            parts.append(str(axis.title.text or ""))
            parts.extend(str(x) for x in axis.ticktext or ())
        for trace in figure.data:
            parts.append(str(trace.name or ""))
            for field in ("hovertext", "text"):
                value = getattr(trace, field, None)
                if isinstance(value, str):
                    parts.append(value)
                elif value is not None:
                    parts.extend(str(v) for v in value)
    if hasattr(widget, "shown_text"):
        parts.append(widget.shown_text())
    return "\n".join(parts)


def _play(game: str, lang: str) -> Iterator[str]:
    table = PlayTable(game, seat=0, seed=4, lang=lang, strength="random")
    yield visible_text(table)
    table.hint()
    yield table.message()
    for _ in range(6):
        legal = table.legal_codes()
        if not legal:
            break
        illegal = [c for c in table.card_buttons() if c not in legal]
        if illegal:
            table.click_card(illegal[0])
            yield table.message()
        table.why_not_toggle.value = True
        table.click_card(legal[0])
        yield table.message()
        table.why_not_toggle.value = False
        table.click_card(legal[-1])
        yield table.verdict()
        yield "\n".join(table.moves_log)
    yield visible_text(table)


def widget_texts(lang: str) -> Iterator[tuple[str, str]]:
    for name in ("sjuan-worked-example", "femkamp-pass", "femkamp-kabal", "sedma-game-3p"):
        stepper = Stepper(name, lang=lang)
        for turn in (0, 3, 8):
            stepper.go(min(turn, stepper.n_turns))
            yield f"stepper {name}", visible_text(stepper)
    for game in ("sjuan", "sjuern", "kabal", "femkamp", "sjukamp", "sedma"):
        for text in _play(game, lang):
            yield f"play {game}", text
    legal = LegalCardsQuiz("sjuan", lang=lang)
    legal.go(3)
    legal.pick(legal.choices()[0])
    legal.reveal()
    yield "legal quiz", visible_text(legal)
    trick = TrickQuiz("sedma", lang=lang)
    trick.pick(trick.choices()[0], points=10)
    trick.reveal()
    yield "trick quiz", visible_text(trick)
    sheet = SheetQuiz("femkamp", lang=lang)
    sheet.pick(sheet.choices()[0])
    sheet.reveal()
    yield "sheet quiz", visible_text(sheet)
    from test_whatif import late_position

    yield "what would you play", visible_text(WhatWouldYouPlay(late_position(), lang=lang))
    for game in ("sjuan", "sjuern", "femkamp", "sedma"):
        chooser = RuleChooser(game, lang=lang)
        name = next(iter(chooser.controls))
        try:
            chooser.set(name, "nonsense")
        except SjuanError as e:
            yield f"rules {game} refused", e.message(lang)
        yield f"rules {game}", visible_text(chooser) + "\n" + chooser.summary()
    editor = ScoreSheetEditor(load_example("femkamp-scoresheet-example"), lang=lang)
    editor.set_cell(0, 0, "9")
    yield "score sheet", visible_text(editor)


@pytest.mark.parametrize("lang", LANGS)
def test_widgets_show_no_english_and_no_french_codes_for_sedma(lang: str) -> None:
    for where, text in widget_texts(lang):
        sedma = "sedma" in where
        assert_clean(text, lang, where, codes=sedma and lang in OTHER)


def bad_inputs() -> Iterator[tuple[str, Callable[[], Any]]]:
    worked = load_example("sjuan-worked-example")
    yield "not adjacent", lambda: replay({**worked, "moves": ["H7", "S7", "SQ"]})
    yield "unforced pass", lambda: replay({**worked, "moves": ["H7", "pass"]})
    yield "start card", lambda: replay({**worked, "moves": ["S7"]})
    yield "bad code", lambda: replay({**worked, "moves": ["H7", "XX"]})
    hands = dict(worked["hands"])
    hands["A"] = [*hands["A"], hands["B"][0]]
    yield "card twice", lambda: replay({**worked, "hands": hands})
    short = dict(worked["hands"])
    short["A"] = short["A"][1:]
    yield "cards missing", lambda: replay({**worked, "hands": short})
    sedma = load_example("sedma-example-2")
    yield "sedma not held", lambda: replay({**sedma, "moves": ["H9", "S10", "D9"]})
    yield "sedma show", lambda: replay({**sedma, "moves": ["show"]})
    yield "sedma stop", lambda: replay({**sedma, "moves": ["H9", "stop"]})
    game2 = load_example("sedma-game-2p")
    yield "sedma continue", lambda: replay({**game2, "moves": [*game2["moves"][:2], "S8"]})
    pass_deal = load_example("femkamp-pass")
    moves = pass_deal["moves"]
    yield "revoke", lambda: replay({**pass_deal, "moves": [moves[0], moves[1], "H2", "HA"]})
    yield "players", lambda: api_for("sedma").new_game({}, 7, 1)
    yield "option", lambda: api_for("sjuern").new_game({"stand_over": -1}, 3, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_error_messages_name_cards_not_codes(lang: str) -> None:
    seen = 0
    for where, call in bad_inputs():
        try:
            call()
        except SjuanError as e:
            # a bad code is answered with what a code looks like: that one quotes codes
            assert_clean(e.message(lang), lang, where, codes=where != "bad code")
            seen += 1
    assert seen >= 12


@pytest.mark.parametrize("lang", OTHER)
def test_the_command_line_speaks_the_language(capsys, lang: str) -> None:
    for name in example_names():
        if load_example(name).get("kind") == "scoresheet":
            assert main(["scoresheet", str(ROOT / "sjuan_notebooks" / "data" / f"{name}.json"),
                         "--lang", lang]) == 0  # fmt: skip
        else:
            assert main(["replay", name, "--lang", lang]) == 0
        out = capsys.readouterr().out
        sedma = name.startswith("sedma")
        assert_clean(out, lang, name, codes=sedma)


# --- the issue's corrections -------------------------------------------------------------------


def test_the_deal_is_over_is_said_once() -> None:
    table = PlayTable("femkamp", seat=0, seed=3, strength="random")
    while table.legal_codes():
        table.click_card(table.legal_codes()[0])
    assert table.message().count("The deal is over") == 1


def test_a_pass_in_sentences_and_on_buttons() -> None:
    from sjuan_notebooks.sevens.engine import SevensRules, legal_moves, new_deal

    state = new_deal(SevensRules.for_game("sjuern", stand_over=2), 3, seed=1)
    state = state._replace(to_move=state.holder(parse_card("D7")))
    view = view_of_state(state)
    after = api_for("sjuern").apply(state, "D7")
    assert "pass" in [getattr(m, "code", m) for m in legal_moves(after)]
    assert view.move_label(after, "pass", "nb") == "Stå over"
    assert view.you_moved_text(after, "pass", "nb") == "Du sto over."
    assert view.you_moved_text(after, "pass", "sv") == "Du stod över."
    assert view.moved_text(after, 1, "pass", "en").endswith("stood over.")
    assert t("sevens.you_passed", "sk") == "Pasovali ste."
    assert t("sevens.passed", "en", player="B") == "B passed."


def test_sedma_words_follow_the_text() -> None:
    assert t("sedma.why.seven", "sk") == "sedma prebije každú kartu"
    assert (
        t("sedma.move.stop", "sk") == "Neotáča kolo"
    )  # the move column: a 3rd person, as "Ukazuje"
    assert t("sedma.button.stop", "sk") == "Neotočiť kolo"
    assert t("sedma.you_stopped", "sk") == "Kolo ste neotočili."
    assert t("ui.strength.tips", "sk") == "osvedčené rady"
    assert t("ui.strength.search", "sk") == "prehľadávanie"
    assert t("ui.opt.stand_over", "sk") == "Dobrovoľný pas (počet)"
    assert t("ui.sheet.deal", "sk") == "Kolo"
    assert t("ui.verdict.choice", "sk", n=4).startswith("Povolený ťah:")
    assert t("ui.whatif.kind.keeps", "sv") == "behåller den säkra vinsten"
    assert t("ui.whatif.kind.keeps", "nb") == "beholder den sikre seieren"
    assert t("ui.btn.hint", "nb") == "Hint"
    assert t("ui.whatif.over", "nb").startswith("Runden er slutt")
    assert "utdelinger" in t("ui.count.possible_deals", "nb", n=5)
    assert t("ui.to_move", "sv", player="C") == "Det är C:s tur."
    assert t("ui.whatif.title", "sv", player="C").startswith("Vad skulle du spela? C:s chans")
    assert t("ui.whatif.title", "sv", player="Lars").startswith("Vad skulle du spela? Lars chans")
    assert t("card.g.rank.9", "sv") == "nio" and t("card.g.rank.10", "sv") == "tio"
    assert t("ui.choice.trump_chooser.dealer", "sv") == "Givaren väljer trumf"


def test_sedma_buttons_show_the_packs_short_names() -> None:
    table = PlayTable("sedma", seat=0, seed=4, lang="sk")
    labels = [b.description for b in table.card_buttons().values()]
    assert labels and not any(codes_in(label) for label in labels)
    assert all(label[0] in "ČZŽG" for label in labels)
    for code, b in table.card_buttons().items():
        assert b.tooltip == parse_card(code).name("sk", "sedma")


# --- numbers --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,percent,decimal,whole,separators",
    [
        ("sv", "55,1\xa0%", "2,50", "200\xa0000", ",\xa0"),
        ("nb", "55,1\xa0%", "2,50", "200\xa0000", ",\xa0"),
        ("sk", "55,1\xa0%", "2,50", "200\xa0000", ",\xa0"),
        ("en", "55.1%", "2.50", "200,000", ".,"),
    ],
)
def test_numbers_are_written_the_languages_way(
    lang: str, percent: str, decimal: str, whole: str, separators: str
) -> None:
    assert fmt_percent(0.551, lang) == percent
    assert fmt_decimal(2.5, lang) == decimal
    assert fmt_int(200_000, lang) == whole
    assert plotly_separators(lang) == separators
    assert fmt_percent(0.5, lang, 0) == percent.replace("55,1", "50").replace("55.1", "50")


def test_the_what_would_you_play_widget_writes_percentages_the_languages_way() -> None:
    from test_whatif import late_position

    assert "Hjärter tre: 100,0\xa0%" in WhatWouldYouPlay(late_position(), lang="sv").shown_text()
    assert "The three of hearts: 100.0%" in WhatWouldYouPlay(late_position()).shown_text()
