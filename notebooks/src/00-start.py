# ---
# jupyter:
#   jupytext:
#     text_representation:
#       extension: .py
#       format_name: percent
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Sevens, Femkamp and Sedma: start here
#
# **In other languages:** [Svenska](sv/00-start.ipynb) · [Norsk bokmål](nb/00-start.ipynb) ·
# [Slovenčina](sk/00-start.ipynb)
#
# These notebooks teach a family of card games from their short rule texts: **Sjuan** (Swedish
# Sevens), **Sjuern** (Norwegian Sevens), **Femkamp** and **Sjukamp** (Norwegian trick-taking
# compendiums, with Kabal inside) and **Sedma** (Slovak). Every rule is shown on a real
# position, every worked example of the texts is replayed move by move, and you can play
# against the computer, which tells you after each move whether it was forced, a free choice,
# or a move that one of the texts' tips would not have made.
#
# Every widget speaks Swedish, Norwegian, Slovak and English: pick the language in its menu.
#
# ## The lessons, in order
#
# | # | lesson | teaches | for |
# |---|---|---|---|
# | 1 | [Sjuan](01-sjuan.ipynb) | the rules of Sevens step by step; the Sjuan text's worked example, move by move, to D's forced pass; for the teacher, how the hidden cards of the example can be reconstructed | everyone, start here |
# | 2 | [House rules and Sjuern](02-house-rules.ipynb) | start card, pot, points to 100, extra turn; Sjuern's spade seven, standing over, ace above king, points over rounds, all on the same deal side by side | players who know the basic game |
# | 3 | [Femkamp and Sjukamp](03-femkamp.ipynb) | tricks, following suit, trumps; the seven deals and their points; the text's score sheet and its tie | families and groups who play the compendium |
# | 4 | [Sedma](04-sedma.ipynb) | the 32-card German pack, take-overs with the led rank or a seven, continuing a trick, the red king with three players, burnt games and win points | Sedma players and the curious |
# | 5 | [Practice](05-practice.ipynb) | play each game against the computer, with verdicts and hints; quizzes of new positions, and an exit ticket that mixes the games | learners after lessons 1-4 |
# | 6 | [Tactics](06-tactics.ipynb) | which of the texts' tips hold up, measured by simulation and search | teachers, strong players |
#
# Beside the lessons, for a game played with real cards: **[the table companion](07-companion.ipynb)**
# referees and scores it on a phone as it is played, then replays it and shares it by link.
#
# Each lesson follows the same arc: **the rule**, **an example**, **a question for you**
# (pick your answer, then check it), **free practice**, and **a short review** of what to look
# for next time. A lesson opens with its aims ("After this lesson you can...") and ends with an
# exit ticket: a few new positions that check what you have learnt.
#
# ## In a class
#
# - **Voila** shows each lesson as an app, without code: `make voila` on the teacher's machine
#   serves every lesson in every language, and `make voila LESSON=01-sjuan` opens lesson 1
#   first. Students open the address it prints.
# - **Binder**: the README's badges open this page in JupyterLab, or the Sjuan worked example
#   as a Voila app, in the browser, for students without any installation.
# - **In the browser with nothing installed**: `make lite` builds a static site of every lesson
#   that runs Python in each student's browser, offline; host it anywhere or copy it to a USB
#   stick. Its start page opens each lesson in JupyterLab or as an app without code.
# - **On paper**: the repository's folder `docs/handouts/` holds a rule card for each game, blank
#   score sheets and the worked examples as diagrams, ready to print.
# - Steppers have *first / back / next / last* buttons, a slider and a play button; the
#   perspective menu shows all hands (for teaching) or one player's view (for guessing).
#
# ## Links to a position
#
# A link can open a lesson's stepper at a chosen move, from one player's view, in a chosen
# language: for a slide, a handout or a message to the class. Add to the lesson's address
# `?example=NAME&move=N&seat=S&lang=L`: the seat is a number counted from 0, or `all` for every
# hand open, and the language is `sv`, `nb`, `sk` or `en`. A value that does not fit is
# explained in one sentence above the stepper, which then stays at the start. The links work
# where Voila shows the lessons; JupyterLab opens the lesson at its start.
#
# - [Sjuan: the worked example at move 8, D's forced pass, as D sees it, in Swedish](01-sjuan.ipynb?example=sjuan-worked-example&move=8&seat=3&lang=sv)
# - [Femkamp: the Pass deal after move 5, where Siri has led a club and Per must follow suit, as Per sees it, in Norwegian](03-femkamp.ipynb?example=femkamp-pass&move=5&seat=3&lang=nb)
# - [Sedma: the text's third trick example, complete: the seven takes the trick, in Slovak](04-sedma.ipynb?example=sedma-example-3&move=4&seat=all&lang=sk)
# - [Sedma for three players after move 3, as A sees it](04-sedma.ipynb?example=sedma-game-3p&move=3&seat=0)
# - [Sedma: a match for four players at the end of its first game, in Slovak](04-sedma.ipynb?example=sedma-match-4p&move=33&seat=all&lang=sk)

# %% [markdown]
# The stored game records the lessons use (the command line replays them too:
# `sjuan-notebooks replay NAME`):

# %%
# NBVAL_CHECK_OUTPUT
LANG = "en"

from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.lesson import Table, _

GAMES = {
    "sjuan": _("Sjuan (Swedish Sevens)"),
    "sjuern": _("Sjuern (Norwegian Sevens)"),
    "femkamp": _("Femkamp (five deals)"),
    "sjukamp": _("Sjukamp (seven deals)"),
    "sedma": _("Sedma (Slovak)"),
}
TITLES = {
    "femkamp-damer": _("an illustrative Damer deal (queens)"),
    "femkamp-finale": _("an illustrative Finale deal"),
    "femkamp-grand": _("an illustrative Grand deal"),
    "femkamp-kabal": _("an illustrative Kabal deal"),
    "femkamp-klover": _("an illustrative Kløver deal (clubs)"),
    "femkamp-match": _("a whole match, settled by an extra Grand"),
    "femkamp-pass": _("an illustrative Pass deal"),
    "femkamp-scoresheet-example": _("the rule text's score sheet (Kari, Ola, Siri, Per)"),
    "femkamp-trumf": _("an illustrative Trumf deal (trumps)"),
    "sedma-example-1": _("the rule text's first trick example (8, 9, K, 9: the leader keeps the trick)"),
    "sedma-example-2": _("the rule text's second trick example (9, 10, 9, 9: the last nine wins)"),
    "sedma-example-3": _("the rule text's third trick example (8, A, 7, 10: the seven wins)"),
    "sedma-game-2p": _("a complete illustrative game for two players"),
    "sedma-game-3p": _("a complete illustrative game for three players"),
    "sedma-game-4p": _("a complete illustrative game for four players"),
    "sedma-match-4p": _("a whole match to 10 win points for four players"),
    "sjuan-worked-example": _("the rule text's worked example (Exempel på en spelrunda)"),
}

records = [(name, load_example(name)) for name in example_names()]
Table(
    [_("name"), _("game"), _("what it holds")],
    [
        (name, GAMES.get(record["game"], record["game"]), TITLES.get(name, record.get("title", "")))
        for name, record in records
    ],
)
