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
# # Sjuan: the rules step by step, and the text's worked example
#
# Sjuan (Swedish Sevens, also Fan Tan) is a game for 3 to 8 players with 52 cards. The rule
# text ("Sjuan kortspel: regler och så spelar ni") is Swedish; each rule is quoted below with
# an English gloss, then shown on a real position.
#
# *Lesson arc: the rules (1-5), the worked example stepped turn by turn, a guided step at
# D's pass, the hidden cards reconstructed, free practice, review.*

# %%
from IPython.display import display

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.sevens.engine import SevensRules, apply, explain, legal_moves, new_deal
from sjuan_notebooks.sevens.record import table_lines

rules = SevensRules.for_game("sjuan")

# %% [markdown]
# ## Rule 1: the deal
#
# > *"Alla kort delas ut medurs, ett i taget, och ojämna händer accepteras."*
# > All cards are dealt clockwise, one at a time; uneven hands are fine.
#
# With four players everyone gets 13; with five, two players get 11 and three get 10.

# %%
# NBVAL_CHECK_OUTPUT
for players in (["A", "B", "C", "D"], ["A", "B", "C", "D", "E"]):
    deal = new_deal(rules, players, seed=2026)
    print(len(players), "players:", {p: deal.hand_count(i) for i, p in enumerate(players)})

# %% [markdown]
# ## Rule 2: the seven of hearts starts
#
# > *"Spelaren med hjärter sju lägger ut det kortet och startar given."*
# > The player with the seven of hearts plays it and starts the deal.

# %%
# NBVAL_CHECK_OUTPUT
deal = new_deal(rules, ["A", "B", "C", "D"], seed=2026)
print("to move:", deal.player, "- legal:", [m.code for m in legal_moves(deal)])
print(explain(deal, "H7").text("sv"), "/", explain(deal, "H7").text("en"))
display(deal)

# %% [markdown]
# ## Rule 3: what may be played
#
# > *"Varje spelare lägger exakt ett kort om möjligt: en ny sjua eller nästa kort uppåt eller
# > nedåt i en redan öppnad färg."* Exactly one card: a new seven, or the next card up or down
# > in a suit already opened.
# >
# > *"Uppåt byggs stegen 8, 9, 10, knekt, dam, kung. Nedåt byggs stegen 6, 5, 4, 3, 2, ess."*
# > Up: 8 to king. Down: 6 to ace. A card never skips a rank.
#
# A few turns into the deal, each legal card comes with its reason:

# %%
# NBVAL_CHECK_OUTPUT
position = deal
for _ in range(6):
    position = apply(position, legal_moves(position)[0])
print("\n".join(table_lines(position, "en")))
print(f"{position.player} may play:")
for move in legal_moves(position):
    print(f"  {move.code}: {explain(position, move).text('en')}")

# %% [markdown]
# ## Rule 4: pass only when you cannot play
#
# > *"Saknar spelaren ett giltigt kort passar hen."* With no legal card, the player passes.
# > *"En spelare som har minst ett giltigt kort måste lägga exakt ett kort och kan aldrig
# > välja att passa i stället."* Whoever can play must play; passing is never a choice.

# %%
# NBVAL_CHECK_OUTPUT
from sjuan_notebooks.core.errors import IllegalMoveError

try:
    apply(position, "pass")
except IllegalMoveError as error:
    print(error.message("en"))
    print(error.message("sv"))

# %% [markdown]
# ## Rule 5: the first to empty the hand wins
#
# > *"Den första spelaren som blir av med alla kort vinner given."* No placings, no points in
# > the basic game.

# %%
# NBVAL_CHECK_OUTPUT
finished = deal
while not finished.is_over:
    finished = apply(finished, legal_moves(finished)[0])
result = finished.result()
print("winner:", result.winner, "- cards left:", result.cards_left)

# %% [markdown]
# ## The worked example ("Exempel på en spelrunda")
#
# The text plays eight turns with four players A, B, C, D and explains each. Replayed by the
# engine in Swedish, with the table after each turn:

# %%
# NBVAL_CHECK_OUTPUT
example = load_example("sjuan-worked-example")
worked = replay(example)
for turn in worked.turns:
    print(f"{turn.index}  {turn.player}  {turn.move:<5} {turn.explanation.text('sv')}")

# %% [markdown]
# Does the engine's reason match the text's "Varför draget är tillåtet" column word for word?

# %%
# NBVAL_CHECK_OUTPUT
text_column = [row[3] for row in example["source_table"]]
engine_column = [turn.explanation.text("sv") for turn in worked.turns]
print("every row matches the text:", engine_column == text_column)

# %% [markdown]
# Step through it yourself: *next* moves one turn, the map shows which cards the player to
# move could play and why (hover a cell), and the language menu switches to Swedish,
# Norwegian or Slovak.

# %%
from sjuan_notebooks.widgets import Stepper

stepper = Stepper(example, lang="en")
stepper

# %% [markdown]
# ## A guided step: turn 8, D's forced pass
#
# Go to turn 8 (the last). D holds none of the seven cards that could go on the table, so D
# must pass. The stepper shows it; here it is driven from Python and printed:

# %%
# NBVAL_CHECK_OUTPUT
stepper.go(8)
print(stepper.shown_text())

# %% [markdown]
# > *"Efter tur åtta ser bordet ut så här: hjärterraden sträcker sig från sex till nio,
# > spaderraden täcker sex och sju, ruter har bara sin sjua, och klöver är fortfarande en helt
# > oöppnad färg."* After turn eight: hearts six to nine, spades six and seven, diamonds only
# > the seven, clubs still unopened.

# %%
# NBVAL_CHECK_OUTPUT
print("\n".join(table_lines(worked.final, "sv")))
print("the text's final table:", worked.result_json()["table"] == example["source_final_table"]["rows"])

# %% [markdown]
# ## The hidden cards, reconstructed
#
# The text shows only the eight cards played. Could any real deal have produced them? Every
# card played must have been in its player's hand, every play legal at its moment, and D's
# pass forced: D held none of C7, H10, H5, S8, S5, D6, D8. The reconstruction searches for a
# deal that keeps all of that, and the engine then replays it (it refuses an unforced pass).

# %%
# NBVAL_CHECK_OUTPUT
import json
from importlib import resources

from sjuan_notebooks.sevens.reconstruct import reconstruct

partial_path = resources.files("sjuan_notebooks") / "data" / "partial" / "sjuan-worked-example.json"
partial = json.loads(partial_path.read_text(encoding="utf-8"))
print("known from the text:", partial["hands"])
full = reconstruct(partial)
for player, cards in full["hands"].items():
    print(f"{player}: {' '.join(cards)}")
print("same as the stored example:", full["hands"] == example["hands"])
d_hand = set(full["hands"]["D"])
print("D holds any of the cards that would have been legal:", bool(d_hand & {"C7", "H10", "H5", "S8", "S5", "D6", "D8"}))
replay(full)
print("replays without a broken rule: True")

# %% [markdown]
# ## Free practice
#
# Play a deal of Sjuan against three computer players. Only legal cards can be played; click
# *hint* to see them with their reasons, and read the verdict after each of your moves.

# %%
from sjuan_notebooks.widgets import PlayTable

PlayTable("sjuan", seat=0, seed=11)

# %% [markdown]
# ## Review: what to look for next time
#
# - Before you play, ask which of **your own** cards the move frees (the text's second tip).
# - A new seven and the next card of a row may both be legal: compare them (the third tip).
# - When someone passes, the cards they lack are exactly the legal ones: you learn their hand.
