"""The lesson kit (sjuan_notebooks/lesson.py): what a lesson shows a class is sentences, tables
and checks, escaped as HTML and readable as text; a "Try it" does its step only when asked and
says so honestly; a link opens a stepper where it asks, whole or not at all."""

from __future__ import annotations

import html
import sys
import types

import pytest

from sjuan_notebooks.core.errors import BadCardError, UnknownOptionError
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.i18n import t
from sjuan_notebooks.lesson import (
    Check,
    Position,
    Say,
    Table,
    TryIt,
    _,
    follow_link,
    link_query,
)
from sjuan_notebooks.sevens.engine import SevensRules, new_deal
from sjuan_notebooks.widgets import Stepper

EXAMPLE = "sjuan-worked-example"
HOSTILE = '<script>alert("x")</script> & {n}'


@pytest.fixture(scope="module")
def record():
    return load_example(EXAMPLE)


@pytest.fixture()
def stepper(record):
    return Stepper(record, lang="en")


# -- sentences, checks, tables ------------------------------------------------------------------


def test_marking_a_sentence_changes_nothing_at_run_time() -> None:
    assert _("Hello {n}") == "Hello {n}"


def test_say_fills_its_fields_and_escapes_what_it_shows() -> None:
    say = Say("{player} plays {card}.", player="D", card=HOSTILE)
    assert repr(say) == f"D plays {HOSTILE}."  # the text form: no quotes, no class name
    shown = say._repr_html_()
    assert shown.startswith('<p class="sjuan-say">') and shown.endswith("</p>")
    assert "<script>" not in shown and "&lt;script&gt;" in shown and "&amp;" in shown
    assert "{n}" in shown  # a parameter's own braces are not filled again


def test_say_without_fields_shows_braces_as_written() -> None:
    assert repr(Say("a set {x}")) == "a set {x}"


@pytest.mark.parametrize("ok", [True, False])
def test_check_says_which_way_it_went(ok: bool) -> None:
    check = Check(ok, "{n} rows match", "{n} rows differ <b>", n=8)
    assert check.ok is ok
    assert repr(check) == ("✓ 8 rows match" if ok else "✗ 8 rows differ <b>")
    shown = check._repr_html_()
    assert ("sjuan-check-yes" in shown) is ok and ("sjuan-check-no" in shown) is not ok
    assert "<b>" not in shown


def test_check_takes_any_truth_value_as_a_bool() -> None:
    assert Check([], "yes", "no").ok is False
    assert Check({"a"}, "yes", "no").ok is True


def test_table_escapes_header_cells_and_caption() -> None:
    table = Table(["<th>", "n"], [(HOSTILE, 3), ("b", 10)], caption="<i>cap</i>")
    shown = table._repr_html_()
    assert (
        "<script>" not in shown
        and "<i>" not in shown
        and '<th style="text-align:left">&lt;th&gt;</th>' in shown
    )
    assert shown.count("<tr>") == 3
    assert "<caption>&lt;i&gt;cap&lt;/i&gt;</caption>" in shown


def test_table_text_is_aligned_columns() -> None:
    table = Table(["player", "cards left"], [("A", 4), ("B", 10)], caption="After the deal")
    assert repr(table).splitlines() == [
        "After the deal",
        "player | cards left",
        "A      | 4",
        "B      | 10",
    ]


def test_table_refuses_a_row_of_the_wrong_length() -> None:
    with pytest.raises(ValueError):
        Table(["a", "b"], [("only one",)])


def test_position_is_drawn_in_the_lessons_language() -> None:
    state = new_deal(SevensRules.for_game("sjuan"), ["A", "B", "C", "D"], seed=2026)
    swedish = Position(state, lang="sv")
    assert "hjärter" in swedish._repr_html_() and "hearts" not in swedish._repr_html_()
    assert "hearts" in Position(state, lang="en")._repr_html_()
    assert repr(swedish).splitlines()[0] == "hjärter: oöppnad"
    # one seat's view hides the other hands
    seen_by_a = repr(Position(state, lang="en", seat=0))
    assert seen_by_a != repr(Position(state, lang="en"))
    with pytest.raises(UnknownOptionError):
        Position(state, lang="xx")


# -- Try it ------------------------------------------------------------------------------------


def test_try_it_moves_nothing_until_asked(stepper) -> None:
    TryIt("Go to move 8.", lambda: stepper.go(8), lang="sv")
    assert stepper.turn == 0


def test_show_me_does_the_step_and_says_so(stepper) -> None:
    tryit = TryIt("Go to move 8 <b>now</b>.", lambda: stepper.go(8), lang="sv")
    assert "<b>" not in tryit.prompt_html.value and "&lt;b&gt;" in tryit.prompt_html.value
    assert tryit.button.description == t("lesson.show_me", "sv")
    assert tryit.show_me() is True
    assert stepper.turn == 8
    assert tryit.message_html.value == t("lesson.shown", "sv")


def test_show_me_refused_by_the_widget_leaves_it_as_it_was(stepper) -> None:
    before = stepper.fingerprint()
    tryit = TryIt("Go to move 99.", lambda: stepper.go(99), lang="en")
    assert tryit.show_me() is False
    assert stepper.fingerprint() == before
    assert "99" in stepper.message()  # the stepper's own sentence
    assert tryit.message_html.value == t("lesson_a.tryit.refused", "en")
    assert tryit.message_html.value != t("lesson.shown", "en")


def test_show_me_shows_a_typed_error_as_its_sentence(stepper) -> None:
    def broken() -> None:
        raise BadCardError(code="<ZZ>")

    before = stepper.fingerprint()
    tryit = TryIt("Play it.", broken, lang="nb")
    assert tryit.show_me() is False
    assert tryit.message_html.value == html.escape(BadCardError(code="<ZZ>").message("nb"))
    assert "<ZZ>" not in tryit.message_html.value
    assert stepper.fingerprint() == before


def test_show_me_never_shows_a_traceback() -> None:
    tryit = TryIt("Oops.", lambda: 1 / 0, lang="sk")
    assert tryit.show_me() is False
    assert tryit.message_html.value == t("edge.unexpected", "sk")


def test_show_me_brings_the_widget_it_changed_into_view(stepper) -> None:
    """The stepper a *Show me* moves may be a screen above it: a step done asks the page to
    bring that stepper into view and focus it, by a class no other widget has."""
    tryit = TryIt("Go to move 7.", lambda: stepper.go(7), lang="en")
    assert tryit.shows is stepper
    assert tryit.reveal in tryit.children  # drawn with the prompt, so its script runs there
    assert tryit.reveal.n == 0 and not tryit.reveal.target  # nothing before the click
    assert tryit.show_me() is True
    css = tryit.reveal.target.removeprefix(".")
    assert tryit.reveal.n == 1 and css in stepper._dom_classes
    assert css == f"sjuan-shown-{stepper.model_id}"
    assert tryit.show_me() is True  # pressed again: asked again, the class not added twice
    assert tryit.reveal.n == 2 and stepper._dom_classes.count(css) == 1


def test_show_me_refused_brings_nothing_into_view(stepper) -> None:
    tryit = TryIt("Go to move 99.", lambda: stepper.go(99), lang="en")
    assert tryit.show_me() is False
    assert tryit.reveal.n == 0 and not any(
        c.startswith("sjuan-shown-") for c in stepper._dom_classes
    )


def test_show_me_brings_the_last_widget_its_action_names(record) -> None:
    first, second = Stepper(record, lang="en"), Stepper(record, lang="en")

    def both(a, b) -> bool:
        return a.go(1) and b.go(2)

    assert TryIt("Both.", lambda: both(first, second), lang="en").shows is second
    assert TryIt("Bound.", second.next, lang="en").shows is second
    chosen = TryIt("Chosen.", lambda: both(first, second), lang="en", shows=first)
    assert chosen.show_me() is True
    assert chosen.reveal.target == f".sjuan-shown-{first.model_id}"
    nothing = TryIt("No widget.", lambda: True, lang="en")
    assert nothing.shows is None
    assert nothing.show_me() is True and nothing.reveal.n == 0


def test_try_it_refuses_an_unknown_language() -> None:
    with pytest.raises(UnknownOptionError):
        TryIt("x", lambda: None, lang="de")


# -- links to a position ------------------------------------------------------------------------


def test_a_link_opens_the_stepper_at_its_move_seat_and_language(stepper) -> None:
    query = {"example": EXAMPLE, "move": "8", "seat": "3", "lang": "sv"}
    assert follow_link(stepper, EXAMPLE, query) is True
    assert (stepper.turn, stepper.perspective, stepper.lang) == (8, 3, "sv")
    assert stepper.message() == ""
    assert "Passar" in stepper.move_text() or "pass" in stepper.move_text().lower()


def test_a_link_may_name_a_seat_by_player_or_open_every_hand(stepper) -> None:
    assert follow_link(stepper, EXAMPLE, {"seat": "D", "move": "2"}) is True
    assert (stepper.turn, stepper.perspective, stepper.lang) == (2, 3, "en")
    assert follow_link(stepper, EXAMPLE, {"seat": "all"}) is True
    assert (stepper.turn, stepper.perspective) == (2, None)


@pytest.mark.parametrize(
    "query",
    [
        {},
        {"example": "sedma-example-3", "move": "8"},  # another stepper's link
        {"example": "", "move": "8"},
    ],
)
def test_a_link_for_another_stepper_or_none_changes_nothing(stepper, query) -> None:
    before = stepper.fingerprint()
    assert follow_link(stepper, EXAMPLE, query) is False
    assert stepper.fingerprint() == before
    assert stepper.message() == ""


@pytest.mark.parametrize(
    "query,words",
    [
        ({"move": "abc"}, "abc"),
        ({"move": "9"}, "9"),
        ({"move": "-1"}, "\u22121"),  # a number in a sentence takes the true minus
        ({"move": "8", "seat": "7"}, "7"),
        ({"move": "8", "seat": "Q"}, "Q"),
        ({"move": "8", "seat": "3", "lang": "xx"}, "xx"),
        ({"example": EXAMPLE, "lang": "sv", "seat": "<b>"}, "<b>"),
    ],
)
def test_a_bad_value_is_one_sentence_and_the_stepper_stays_at_its_start(
    stepper, query, words
) -> None:
    before = stepper.fingerprint()
    assert follow_link(stepper, EXAMPLE, query) is False
    assert stepper.fingerprint() == before  # no move, seat or language half applied
    assert (stepper.turn, stepper.perspective, stepper.lang) == (0, None, "en")
    message = stepper.message()
    assert words in message and "Traceback" not in message
    assert message.endswith(".") and "\n" not in message
    assert "<b>" not in stepper.message_html.value


def test_a_bad_link_after_a_good_one_keeps_the_good_position(stepper) -> None:
    assert follow_link(stepper, EXAMPLE, {"move": "5", "lang": "nb"}) is True
    before = stepper.fingerprint()
    assert follow_link(stepper, EXAMPLE, {"move": "8", "seat": "9"}) is False
    assert stepper.fingerprint() == before
    assert (stepper.turn, stepper.lang) == (5, "nb")


def test_no_query_outside_voila(monkeypatch) -> None:
    monkeypatch.delenv("VOILA_KERNEL_ID", raising=False)
    monkeypatch.delenv("QUERY_STRING", raising=False)
    assert link_query() == {}


def test_query_string_is_read_last_value_wins(monkeypatch) -> None:
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)  # not preheated: nothing to wait for
    monkeypatch.setenv("QUERY_STRING", "example=sjuan-worked-example&move=3&move=8&seat=&lang=sv")
    assert link_query() == {"example": EXAMPLE, "move": "8", "lang": "sv"}


def fake_voila_utils(monkeypatch, query: str) -> list[str]:
    """``voila.utils`` replaced by a module whose ``get_query_string`` answers ``query`` and
    notes each call: what a preheated kernel's wait for the request returns."""
    calls: list[str] = []
    fake = types.ModuleType("voila.utils")
    fake.get_query_string = lambda: calls.append("asked") or query  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "voila.utils", fake)
    return calls


def test_a_kernel_started_for_the_request_reads_its_query_without_asking_voila(
    monkeypatch,
) -> None:
    """Voila puts the query in the environment of a kernel it starts for the page
    (VOILA_PREHEAT "False"): it is read there, and Voila's server is not asked (or imported)."""
    calls = fake_voila_utils(monkeypatch, "move=2")
    monkeypatch.setenv("VOILA_KERNEL_ID", "k")
    monkeypatch.setenv("VOILA_PREHEAT", "False")
    monkeypatch.setenv("QUERY_STRING", "example=sjuan-worked-example&move=8")
    assert link_query() == {"example": EXAMPLE, "move": "8"}
    assert calls == []


def test_a_preheated_kernel_waits_for_the_request_s_query(monkeypatch) -> None:
    """A kernel of Voila's pool ran the lesson before the page was asked for: its environment
    holds no query yet, and the one Voila's ``get_query_string`` returns is the page's."""
    calls = fake_voila_utils(monkeypatch, "example=sjuan-worked-example&move=8&lang=sv")
    monkeypatch.setenv("VOILA_KERNEL_ID", "k")
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("QUERY_STRING", "")
    assert link_query() == {"example": EXAMPLE, "move": "8", "lang": "sv"}
    assert calls == ["asked"]
