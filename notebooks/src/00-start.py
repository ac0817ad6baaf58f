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
# These notebooks teach a family of card games from their short rule texts: **Sjuan** (Swedish
# Sevens), **Sjuern** (Norwegian Sevens), **Femkamp** and **Sjukamp** (Norwegian trick-taking
# compendiums, with Kabal inside) and **Sedma** (Slovak). Every rule is shown on a real
# position, every worked example of the texts is replayed move by move, and you can play
# against the computer, which tells you after each move whether it was forced, a free choice,
# or a risky one.
#
# Every widget speaks Swedish, Norwegian, Slovak and English: pick the language in its menu.
#
# ## The lessons, in order
#
# | # | lesson | teaches | for |
# |---|---|---|---|
# | 1 | [Sjuan](01-sjuan.ipynb) | the rules of Sevens step by step; the Sjuan text's worked example, turn by turn, to D's forced pass; how the hidden cards of the example can be reconstructed | everyone, start here |
# | 2 | [House rules and Sjuern](02-house-rules.ipynb) | start card, pot, points to 100, extra turn; Sjuern's spade seven, standing over, ace above king, points over rounds, all on the same deal side by side | players who know the basic game |
# | 3 | [Femkamp and Sjukamp](03-femkamp.ipynb) | tricks, following suit, trumps; the seven deals and their points; the text's score sheet and its tie | families and groups who play the compendium |
# | 4 | [Sedma](04-sedma.ipynb) | the 32-card German pack, take-overs with the led rank or a seven, continuing a trick, the red king with three players, burnt games and win points | Sedma players and the curious |
# | 5 | [Practice](05-practice.ipynb) | play each game against the computer, with verdicts and hints | learners after lessons 1-4 |
# | 6 | [Tactics](06-tactics.ipynb) | which of the texts' tips hold up, measured by simulation and search | teachers, strong players |
#
# Each lesson follows the same arc: **the rule**, **an example**, **a guided step**, **free
# practice**, and **a short review** of what to look for next time.
#
# ## In a class
#
# - **Voila** shows each lesson as an app, without code: `make voila` on the teacher's machine,
#   or the Binder link below for students without any installation.
# - **Binder**: the README's badges open this page in JupyterLab, or the Sjuan worked example
#   as a Voila app, in the browser.
# - **In the browser with nothing installed**: `make lite` builds a static site of every lesson
#   that runs Python in each student's browser, offline; host it anywhere or copy it to a USB
#   stick. Its start page opens each lesson in JupyterLab or as an app without code.
# - Steppers have *first / back / next / last* buttons, a slider and a play button; the
#   perspective menu shows all hands (for teaching) or one seat's view (for guessing).

# %% [markdown]
# The stored game records every lesson uses (the command line replays them too:
# `sjuan-notebooks replay NAME`):

# %%
# NBVAL_CHECK_OUTPUT
from sjuan_notebooks.core.records import example_names, load_example

for name in example_names():
    record = load_example(name)
    print(f"{name:<34} {record['game']:<8} {record.get('title', '')}")
