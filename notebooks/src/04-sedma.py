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
# # Sedma: sevens are wild
#
# > *"Sedma patrí medzi taktickejšie kartové hry. Hrá sa s balíčkom mariášových kariet, ktorých
# > je dokopy 32. Je určená pre 2-4 hráčov."* Sedma is one of the more tactical card games,
# > played with the 32-card mariáš pack, for 2 to 4 players.
#
# The pack is German-suited: červeň (hearts), zeleň (leaves), žaluď (acorns), guľa (bells);
# ranks 7, 8, 9, 10, dolník (Unter), horník (Ober), kráľ (king), eso (ace). Suits play no part
# in winning a trick; only ranks do.
#
# *Lesson arc: the trick rule on the text's three examples, full games for 2, 3 and 4 players
# (continuation, the red king, burnt games, win points), the last trick's 10, a burn during
# play and a whole match to 10 win points, free practice, review.*

# %%
from sjuan_notebooks.core.cards import SEDMA_PACK
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay

print(len(SEDMA_PACK), "cards:", ", ".join(c.name("sk", pack="sedma") for c in SEDMA_PACK[:8]), "...")

# %% [markdown]
# ## The trick
#
# > *"Prvý hráč vyhodí kartu ľubovoľnej hodnoty. Úlohou súperov je získať zdvih tak, že
# > vyložia kartu rovnakej hodnoty, akú má prvá karta v danom kole."* The first player plays any
# > card; the others try to win the trick with a card of the same rank as the first.
# >
# > *"Protihráč vyloží na stôl sedmu, ktorá prebije ostatné karty."* A seven beats the others.
# > *"Kto ako posledný vyloží kartu rovnakej hodnoty získava zdvih."* Whoever plays the last
# > card of that rank (or a seven) takes the trick.
# >
# > *"Esá a desiatky majú hodnotu 10."* Aces and tens are worth 10 points each.
#
# The text's three examples, replayed (four players, seats 1-4):

# %%
# NBVAL_CHECK_OUTPUT
for k in (1, 2, 3):
    record = load_example(f"sedma-example-{k}")
    trick = replay(record).to_json("en")["tricks"][0]
    print(f"example {k}: {' '.join(trick['cards'])} -> {trick['winner']} wins, {trick['points']} points")
    print("   the text:", record["gloss"])

# %% [markdown]
# Step through the third example in Slovak: the seven takes the trick; the leader holds no
# eight and no seven to answer with, so the trick ends by itself (nobody is asked a question
# that has one answer).

# %%
from sjuan_notebooks.widgets import Stepper

example_stepper = Stepper(load_example("sedma-example-3"), lang="sk")
example_stepper

# %%
# NBVAL_CHECK_OUTPUT
example_stepper.go(3)
print(example_stepper.shown_text())

# %% [markdown]
# ## Continuing a trick
#
# > *"Prvý hráč má v situáciách 2 a 3 výhodu. Pokiaľ má na ruke kartu rovnakej hodnoty ako
# > prvá karta (alebo sedmu), môže otočiť kolo. Pokiaľ ju vyloží, získava zdvih."* When the
# > trick was taken over, the leader who holds a card of the led rank (or a seven) may turn
# > the round and take the trick back.
#
# Our reading (a choice, in `docs/rules/sedma.md`): a continuation starts a new round of the
# same trick; everyone answers once more; the leader may continue again after each round.
# Each full game below has at least one.

# %%
# NBVAL_CHECK_OUTPUT
for n in (2, 3, 4):
    record = load_example(f"sedma-game-{n}p")
    game = replay(record)
    data = game.to_json("en")
    continued = [t for t in data["tricks"] if len(t["cards"]) > n]
    result = data["result"]
    print(f"{n} players: {len(data['tricks'])} tricks, {len(continued)} continued; result {result['points']}, win points {result['win_points']}")

# %% [markdown]
# ## Three players: the red king
#
# > *"Hráč, ktorý získa červeného kráľa ... hrá sám za seba, ostatní hráči hrajú spolu. Červený
# > kráľ má v tomto prípade hodnotu ako sedma."* Whoever gets the red king plays alone against
# > the other two, and the red king counts as a seven. Nobody knows the sides until it is played.

# %%
# NBVAL_CHECK_OUTPUT
three = replay(load_example("sedma-game-3p"))
for turn in three.turns:
    if turn.move == "HK":
        print(f"turn {turn.index}: {turn.player} plays the red king - {turn.explanation.text('en')}")
        break

# %%
three_stepper = Stepper(load_example("sedma-game-3p"), lang="en", perspective=0)
three_stepper

# %% [markdown]
# ## Burnt game and win points
#
# > *"Spálená hra – ak hráč dostane alebo počas hry pozbiera 4 karty rovnakej hodnoty a ukáže
# > ich hráčom."* A burnt game: a player dealt (or drawing) all four cards of a rank shows them.
# > *"Spálená hra z ruky – 4 výherné body"*: straight from the deal, 4 win points.
# >
# > Win points: 1 for most points, 2 if the opponents have no points, 3 if they took no trick.

# %%
# NBVAL_CHECK_OUTPUT
from sjuan_notebooks.sedma.engine import SedmaRules, apply, game_result, legal_moves, new_game

hands = [["H9", "S9", "C9", "D9"], ["H7", "S8", "CA", "D10"]]
rest = [c.code for c in SEDMA_PACK if c.code not in sum(hands, [])]
burnt = new_game(SedmaRules(), ["Jana", "Peter"], hands=hands, stock=rest)
print("legal:", [getattr(m, "code", str(m)) for m in legal_moves(burnt)])
shown = apply(burnt, "show")
result = game_result(shown)
print("winner side:", result.sides[result.winner], "win points:", result.win_points, "reason:", result.reason)

# %% [markdown]
# ## The last trick, a burn during play, and the match
#
# > *"Ak hráč vyhrá posledný zdvih – 10 bodov."* Whoever wins the last trick scores 10 points.
#
# Aces and tens give 80 points; the last trick's 10 makes 90, so two sides can never tie. In the
# four-player game the last trick carries its 10 on top of its cards:

# %%
# NBVAL_CHECK_OUTPUT
four = replay(load_example("sedma-game-4p"))
last = four.final.tricks[-1]
card_points = sum(10 for c in last.cards if c.rank in (10, 1))
print(f"last trick: {' '.join(c.code for c in last.cards)} -> {four.final.players[last.winner]}")
print(f"its cards give {card_points} points, the trick scores {last.points}: {last.points - card_points} for being last")
print("all points of the game:", sum(four.final.seat_points()))

# %% [markdown]
# > *"Spálená počas jedného zdvihu – 1 výherný bod"*: four of a rank gathered during play, and
# > shown, give 1 win point (4 when dealt straight into the hand, above).
#
# Showing ends the game at once: the points in the tricks so far do not count, and the end says
# which four cards were shown and why the game stopped.
#
# > *"Hráči si po každom kole pripíšu body, ktoré budú na konci hry premenené na výherné body.
# > Vyhráva hráč s najvyšším počtom výherných bodov (obvykle 10)."* Each game's points become
# > win points; the match goes to the first to reach the agreed number, usually 10.
#
# A whole match for four, stored as one record (`sedma-match-4p`): every game, the deal passing
# one seat clockwise, the win points added up until a side reaches 10.

# %%
# NBVAL_CHECK_OUTPUT
from sjuan_notebooks.sedma.record import win_points_line
from sjuan_notebooks.views import view_of_state

match = replay(load_example("sedma-match-4p"))
for k, game in enumerate(match.games, 1):
    final = game.final
    print(f"game {k}: {view_of_state(final).status_text(final, 'en')}")
    print("   ", win_points_line(match.matches[k], k, "en"))
print(match.to_text("en").splitlines()[-1])

# %% [markdown]
# Step through the match: the line under each move says which game it is and the win points so
# far.

# %%
match_stepper = Stepper(load_example("sedma-match-4p"), lang="sk")
match_stepper

# %% [markdown]
# ## Free practice
#
# Play a match for two against the computer to 10 win points: lead, take over with a seven,
# decide whether to continue; when a game ends, **Next game** deals the next one (the deal
# passes on) until someone reaches the target.

# %%
from sjuan_notebooks.widgets import PlayTable

practice = PlayTable("sedma", seat=0, seed=3, n_players=2)
practice

# %%
# NBVAL_CHECK_OUTPUT
print(practice.match_text())

# %% [markdown]
# ## Review
#
# - Keep a seven for a trick that holds a ten or an ace.
# - Before leading, count how many cards of that rank are already gone.
# - With three players, watch who could be holding the red king: the sides change everything.
