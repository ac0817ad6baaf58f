"""Sentences that agree with the player: a Slovak past tense, "sám/sama" or a noun follows the
player's gender and a pair takes the plural (``{player:f=...|m=...|pl=...|other=...}``, see
``i18n/forms.py``); a name of unknown gender gets the ``other`` wording, which needs none.

Every message that names a player is rendered for a woman, a man, a pair, a seat letter and a
name of unknown gender in every language, and a sample is compared with forms written by hand.
"""

from __future__ import annotations

import re
import string
from typing import Any

import pytest

from sjuan_notebooks.core.errors import SjuanError
from sjuan_notebooks.core.records import load_record, read_players
from sjuan_notebooks.femkamp.record import replay_record
from sjuan_notebooks.i18n import LANGS, TABLE, fill, join_list, t
from sjuan_notebooks.i18n.forms import AGREEMENTS, Named, Person, agreement_of, select
from sjuan_notebooks.lesson import Say
from sjuan_notebooks.views.base import view_of_state

#: The placeholders a player's name (or a side, a list of players) fills.
PEOPLE = {"player", "players", "holder", "side", "owner", "leader", "dealer", "mover", "winner"}
SIRI, PER = Person("Siri", "f"), Person("Per", "m")
_SELECT = re.compile(r"(?:^|\|)(f|m|pl|other)=")


def _forms(template: str | tuple[str, ...]) -> tuple[str, ...]:
    return template if isinstance(template, tuple) else (template,)


def _fields(form: str) -> list[tuple[str, str]]:
    return [(name, spec or "") for _, name, spec, _ in string.Formatter().parse(form) if name]


NAMING = sorted(
    key
    for key in TABLE
    if any(
        name in PEOPLE for lang in LANGS for f in _forms(TABLE[key][lang]) for name, _ in _fields(f)
    )
)


def test_the_messages_that_name_a_player_are_found() -> None:
    assert {"sevens.passed", "sedma.match.won", "ui.trick.taken", "tactics.why.continue"} <= set(
        NAMING
    )
    assert len(NAMING) > 80


def _who(kind: str, lang: str) -> str:
    return {
        "f": SIRI,
        "m": PER,
        "pl": join_list([SIRI, PER], lang),
        "letter": "B",
        "unknown": "Xyz",
    }[kind]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", ["f", "m", "pl", "letter", "unknown"])
def test_every_message_naming_a_player_renders_for_each_kind_of_player(
    lang: str, kind: str
) -> None:
    who = _who(kind, lang)
    for key in NAMING:
        for form in _forms(TABLE[key][lang]):
            params: dict[str, Any] = {name: "x" for name, _ in _fields(form)}
            params.update({name: who for name in params if name in PEOPLE})
            params["n"] = 2
            text = fill(form, lang, params)
            assert "{" not in text and "}" not in text, (key, lang, text)
            assert not re.search(r"\b(f|m|pl|other)=", text), (key, lang, text)
            assert str(who) in text, (key, lang, text)


@pytest.mark.parametrize("lang", LANGS)
def test_every_select_offers_other_and_only_known_choices(lang: str) -> None:
    selects = 0
    for key in TABLE:
        for form in _forms(TABLE[key][lang]):
            for name, spec in _fields(form):
                parts = _SELECT.split(spec)
                if len(parts) < 3:
                    assert "=" not in spec, (key, spec)
                    continue
                selects += 1
                assert name in PEOPLE, (key, name)
                assert parts[0] == "", (key, spec)
                choices = parts[1::2]
                assert "other" in choices and len(set(choices)) == len(choices), (key, spec)
                assert set(choices) <= set(AGREEMENTS), (key, spec)
    if lang == "sk":
        assert selects > 40
    if lang in ("sv", "nb"):
        assert selects == 0  # Swedish and Norwegian need no agreement: one form for everyone


# Forms written by hand: (key, lang, who, params, expected).
SAMPLE: list[tuple[str, str, str, dict[str, Any], str]] = [
    ("sevens.passed", "sk", "f", {}, "Siri pasovala."),
    ("sevens.passed", "sk", "m", {}, "Per pasoval."),
    ("sevens.passed", "sk", "letter", {}, "B pasoval."),
    ("sevens.passed", "sk", "unknown", {}, "Xyz pasuje."),
    ("sevens.stood_over", "sk", "f", {}, "Siri dobrovoľne pasovala."),
    (
        "sevens.result.over",
        "sk",
        "f",
        {},
        "Rozdanie sa skončilo: Siri sa zbavila všetkých kariet a vyhráva.",
    ),
    (
        "sevens.result.over",
        "sk",
        "m",
        {},
        "Rozdanie sa skončilo: Per sa zbavil všetkých kariet a vyhráva.",
    ),
    (
        "sevens.result.over",
        "sk",
        "unknown",
        {},
        "Rozdanie sa skončilo: Xyz už nemá žiadnu kartu a vyhráva.",
    ),
    ("ui.trick.taken", "sk", "f", {}, "Zdvih vzala Siri."),
    ("ui.trick.taken", "sk", "m", {}, "Zdvih vzal Per."),
    ("ui.trick.taken", "sk", "unknown", {}, "Zdvih berie Xyz."),
    ("quiz.trick.led_by", "sk", "f", {}, "Vynášala Siri."),
    ("ui.why.in_trick", "sk", "f", {}, "v tomto zdvihu ju zahrala Siri"),
    ("ui.why.in_trick", "sk", "unknown", {}, "v tomto zdvihu ju zahral hráč Xyz"),
    (
        "sedma.why.red_king",
        "sk",
        "f",
        {},
        "červený kráľ platí ako sedma a prevezme zdvih; Siri hrá sama proti ostatným",
    ),
    (
        "sedma.why.red_king",
        "sk",
        "m",
        {},
        "červený kráľ platí ako sedma a prevezme zdvih; Per hrá sám proti ostatným",
    ),
    (
        "sedma.why.red_king",
        "sk",
        "unknown",
        {},
        "červený kráľ platí ako sedma a prevezme zdvih; Xyz hrá bez spoluhráča proti ostatným",
    ),
    (
        "tactics.perfect.winner",
        "sk",
        "f",
        {},
        "Pri dokonalej hre sa Siri ako prvá zbaví všetkých kariet.",
    ),
    (
        "tactics.perfect.winner",
        "sk",
        "letter",
        {},
        "Pri dokonalej hre sa B ako prvý zbaví všetkých kariet.",
    ),
    (
        "ui.fig.legal_map_seat",
        "sk",
        "f",
        {"mover": "A", "turn": 3},
        "Karty hráčky Siri (na ťahu je A, ťah 3)",
    ),
    (
        "ui.fig.legal_map_seat",
        "sk",
        "m",
        {"mover": "A", "turn": 3},
        "Karty hráča Per (na ťahu je A, ťah 3)",
    ),
    (
        "sedma.match.won",
        "sk",
        "pl",
        {"n": 10},
        "Zápas sa skončil: Siri a Per dosiahli 10 výherných bodov a vyhrávajú.",
    ),
    (
        "sedma.match.won",
        "sk",
        "f",
        {"n": 10},
        "Zápas sa skončil: Siri dosiahla 10 výherných bodov a vyhráva.",
    ),
    (
        "sedma.match.won",
        "sk",
        "m",
        {"n": 3},
        "Zápas sa skončil: Per dosiahol 3 výherné body a vyhráva.",
    ),
    ("sevens.match.lost", "sk", "pl", {}, "Zápas sa skončil: prehrávajú Siri a Per."),
    (
        "tactics.note.gained",
        "sk",
        "pl",
        {},
        "Po ťahu si Siri a Per môžu vynútiť, že sa ako prví zbavia všetkých kariet.",
    ),
    (
        "tactics.note.gained",
        "sk",
        "f",
        {},
        "Po ťahu si Siri môže vynútiť, že sa ako prvá zbaví všetkých kariet.",
    ),
    (
        "sedma.match.won",
        "en",
        "f",
        {"n": 10},
        "The match is over: Siri reaches 10 win points and wins.",
    ),
    (
        "sedma.match.won",
        "en",
        "pl",
        {"n": 10},
        "The match is over: Siri and Per reach 10 win points and win.",
    ),
    ("sevens.match.lost", "en", "pl", {}, "The match is over: Siri and Per have lost."),
    ("sevens.passed", "en", "f", {}, "Siri passed."),
    ("sevens.passed", "sv", "f", {}, "Siri passade."),
    ("sevens.passed", "nb", "m", {}, "Per passet."),
    (
        "ui.fig.legal_map_seat",
        "sv",
        "f",
        {"mover": "A", "turn": 3},
        "Siris kort (A står på tur, drag 3)",
    ),
    (
        "sedma.match.won",
        "nb",
        "pl",
        {"n": 10},
        "Kampen er slutt: Siri og Per når 10 vinnerpoeng og vinner.",
    ),
]


@pytest.mark.parametrize(("key", "lang", "kind", "params", "expected"), SAMPLE)
def test_a_sample_reads_as_written_by_hand(
    key: str, lang: str, kind: str, params: dict[str, Any], expected: str
) -> None:
    names = {n for f in _forms(TABLE[key]["en"]) for n, _ in _fields(f)}
    name = "players" if "players" in names else "player"
    assert t(key, lang, **{name: _who(kind, lang)}, **params) == expected


def test_what_a_name_agrees_with() -> None:
    assert agreement_of(SIRI) == "f" and agreement_of(PER) == "m"
    assert [agreement_of(x) for x in ("A", "P1", "12", "Kari", "AB")] == [
        "m",
        "m",
        "m",
        "other",
        "other",
    ]
    assert agreement_of(join_list([SIRI, PER], "sk")) == "pl"
    assert join_list([SIRI], "sk") is SIRI


def test_a_select_without_its_own_choice_takes_other_and_without_other_is_refused() -> None:
    assert select("pl=vyhrávajú|other=vyhráva", "f") == "vyhráva"
    assert select("pl=vyhrávajú|other=vyhráva", "pl") == "vyhrávajú"
    assert select("acc", "f") is None
    with pytest.raises(ValueError, match="'other'"):
        select("f=vzala|m=vzal", "pl")
    with pytest.raises(ValueError):
        Person("Siri", "x")  # type: ignore[arg-type]


def test_a_card_name_keeps_its_cases_beside_a_select() -> None:
    card = Named("srdcová sedmička", {"acc": "srdcovú sedmičku"})
    assert f"{card:acc}" == "srdcovú sedmičku"
    assert (
        t("ui.play.computer_moved", "sk", player=SIRI, move=card)
        == "Siri zahrala srdcovú sedmičku."
    )


def test_a_lesson_sentence_chooses_its_words_as_t_does() -> None:
    template = "{player} {player:f=pasovala|m=pasoval|pl=pasovali|other=pasuje}."
    assert Say(template, player=SIRI).text == "Siri pasovala."
    assert Say(template, player="C").text == "C pasoval."
    assert Say("{player} leads.", player="Kari").text == "Kari leads."


def test_a_record_gives_genders_and_a_replay_agrees() -> None:
    record = {"game": "femkamp", "players": ["Kari", "Ola", "Siri", "Per"],
              "genders": {"Kari": "f", "Ola": "m"}}  # fmt: skip
    kari, ola, siri, _ = read_players(record)
    assert (kari.agreement, ola.agreement, siri.agreement) == ("f", "m", None)
    # the stored Kabal deal gives its players' genders; Siri goes out first
    final = replay_record(load_record("femkamp-kabal")).deals[0].final
    view = view_of_state(final)
    assert view.status_text(final, "sk") == (
        "Rozdanie sa skončilo: Siri sa zbavila všetkých kariet a vyhráva."
    )
    assert view.status_text(final, "en") == "The deal is over: Siri is out of cards and wins."
    unnamed = replay_record({**load_record("femkamp-kabal"), "genders": {}}).deals[0].final
    assert view.status_text(unnamed, "sk") == (
        "Rozdanie sa skončilo: Siri už nemá žiadnu kartu a vyhráva."
    )


@pytest.mark.parametrize(
    ("genders", "message"),
    [
        ({"Kari": "x"}, "genders.Kari"),
        ({"Eva": "f"}, "Eva"),
        (["Kari"], "genders"),
    ],
)
def test_a_bad_genders_field_is_refused_in_one_sentence(genders: Any, message: str) -> None:
    record = {"game": "femkamp", "players": ["Kari", "Ola", "Siri"], "genders": genders}
    with pytest.raises(SjuanError, match=message):
        read_players(record)
