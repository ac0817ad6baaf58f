"""Moves that are not cards (a pass, a draw, a named suit) share one class: one instance per
game's class and code, so engines compare by identity and records, copies and pickles keep it."""

from __future__ import annotations

import copy
import pickle

from sjuan_notebooks.core.contract import WordMove
from sjuan_notebooks.sedma.engine import SHOW, STOP
from sjuan_notebooks.sedma.engine import parse_move as sedma_move
from sjuan_notebooks.sevens.engine import PASS, Pass
from sjuan_notebooks.sevens.engine import parse_move as sevens_move


def test_a_word_move_is_one_object_per_class_and_code() -> None:
    assert Pass("pass") is PASS and WordMove("draw") is WordMove("draw")
    assert WordMove("pass") is not PASS, "another game's pass is another move"
    assert sevens_move("PASS") is PASS and sedma_move("Stop") is STOP
    for move in (PASS, STOP, SHOW, WordMove("draw", "eights.draw")):
        assert pickle.loads(pickle.dumps(move)) is move
        assert copy.deepcopy(move) is move
        assert str(move) == move.code and repr(move) == move.code.upper()


def test_a_word_move_carries_the_word_a_sentence_names_it_by() -> None:
    from sjuan_notebooks.i18n import t
    from sjuan_notebooks.views import view_for

    assert PASS.word == "common.pass" and STOP.word is None
    word = WordMove("suitH", "card.suit.H")
    assert word.word == "card.suit.H" and t(word.word, "sv") == t("card.suit.H", "sv")
    assert view_for("sjuan").move_word("pass", "sv", None) == t("common.pass", "sv")
