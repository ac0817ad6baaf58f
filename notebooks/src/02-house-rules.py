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
# # House rules: Sjuan's variants and Sjuern
#
# Both texts end with variants that a group agrees on before the deal. Sjuan (Swedish):
#
# > *"Följande är valbara husregler ... Bestäm vilka som gäller innan korten delas ut."*
# > These are optional house rules; decide which apply before dealing.
#
# Sjuern (Norwegian) is the same game; its text names its own variants. Here every variant
# is played **on the same deal** (the same hands, the same seed for the players' choices), so
# you can see exactly what each one changes.
#
# *Lesson arc: each variant's rule, the same deal under each, a guided look at a stand-over,
# free practice with the rule chooser, review.*

# %%
import random

from sjuan_notebooks.core.players import RandomPlayer, play
from sjuan_notebooks.sevens.players import StandOverBlock
from sjuan_notebooks.sevens.engine import SevensRules, legal_moves, new_deal, with_rules
from sjuan_notebooks.sevens.match import SevensMatch, play_match

players = ["Anna", "Björn", "Cecilia", "David"]
base = new_deal(SevensRules.for_game("sjuan"), players, seed=7)

# %% [markdown]
# ## The variants
#
# | variant | rule text | option |
# |---|---|---|
# | another start card | *"En valfri sjua eller ruter sju ersätter hjärter sju som startkort"* (any seven, or the seven of diamonds, instead of hearts) | `start_card` |
# | pot | *"Varje pass kostar en marker till en gemensam pott"* (every pass costs a chip into a common pot) | `pot` |
# | extra turn | *"Spelaren som lägger kungen eller esset och därmed avslutar en hel stege får lägga ytterligare ett kort direkt"* (whoever completes a row with the king or ace plays one more card at once) | `extra_turn` |
# | spade seven (Sjuern) | *"I stedet for ruter sju er det spar sju som må legges først."* | `start_card="S7"` |
# | stand over (Sjuern) | *"Hver spiller får stå over et avtalt antall ganger — ofte tre — selv om de har et lovlig kort."* (each player may stand over an agreed number of times, often three, even holding a legal card) | `stand_over` |
# | ace above king (Sjuern) | *"ess ligger over konge, slik at rekken går videre fra konge til ess"* | `ace_high` |
#
# Where a text is silent we made a choice, written in `docs/rules/sevens.md`: with "any seven"
# the player left of the dealer starts; the deal's winner takes the pot; an extra turn must be
# used for a legal card and lapses without one.

# %%
# NBVAL_CHECK_OUTPUT
variants = {
    "Sjuan, basic": ("sjuan", {}),
    "start with D7": ("sjuan", {"start_card": "D7"}),
    "start with any seven": ("sjuan", {"start_card": "any"}),
    "pot, 1 chip per pass": ("sjuan", {"pot": 1}),
    "extra turn": ("sjuan", {"extra_turn": True}),
    "Sjuern, basic (D7)": ("sjuern", {}),
    "Sjuern, spade seven": ("sjuern", {"start_card": "S7"}),
    "Sjuern, ace above king": ("sjuern", {"ace_high": True}),
    "Sjuern, stand over 3": ("sjuern", {"stand_over": 3}),
}
print(f"{'variant':<24} {'starts':<8} {'winner':<8} {'moves':>5} {'passes':>6} {'pot':>4}  cards left")
outcomes = {}
for label, (game, options) in variants.items():
    rules = SevensRules.for_game(game, **options)
    start = with_rules(base, rules)
    seats = [StandOverBlock() if options.get("stand_over") else RandomPlayer() for _ in players]
    final = play(game, start, seats, random.Random(1))
    result = final.result()
    outcomes[label] = result
    print(
        f"{label:<24} {start.player:<8} {result.winner:<8} {final.turn:>5} "
        f"{sum(result.passes.values()):>6} {result.pot:>4}  {result.cards_left}"
    )

# %% [markdown]
# What to read in the table: the start card changes who moves first, and so the whole deal;
# the pot changes nothing in play, only who collects (every pass above costs a chip); the
# extra turn shortens deals a little; standing over lengthens them, because a player may keep
# a card back to block the others.

# %% [markdown]
# ## A guided look: standing over
#
# Under `stand_over`, passing while holding a playable card is allowed a few times per deal;
# the explanation counts down what is left. The first stand-over of the deal above:

# %%
# NBVAL_CHECK_OUTPUT
from sjuan_notebooks.sevens.engine import PASS, apply, explain

rules = SevensRules.for_game("sjuern", stand_over=3)
state = with_rules(base, rules)
rng = random.Random(1)
blockers = [StandOverBlock() for _ in players]
from sjuan_notebooks.core.registry import api_for

api = api_for("sjuern")
while not state.is_over:
    legal = legal_moves(state)
    move = blockers[state.to_move].choose(api.view(state, state.to_move), legal, rng)
    if move is PASS and len(legal) > 1:
        cards = [m.code for m in legal if m is not PASS]
        print(f"turn {state.turn + 1}: {state.player} could play {cards} but stands over:")
        print("  ", explain(state, move).text("en"))
        print("  ", explain(state, move).text("nb"))
        break
    state = apply(state, move)

# %% [markdown]
# ## Points over several deals
#
# > *"Poäng till 100: Varje kvarvarande kort i handen ger en poäng när given slutar. När någon
# > spelare når 100 poäng vinner den med lägst totalsumma."* (Sjuan) Each card left is a
# > point; when someone reaches 100, the lowest total wins.
# >
# > *"Etter hver runde teller taperne kortene de sitter igjen med, ett poeng per kort. Først
# > til et avtalt antall minuspoeng har tapt kampen."* (Sjuern) The first to an agreed total
# > has lost.
#
# The dealer moves one seat clockwise each deal.

# %%
# NBVAL_CHECK_OUTPUT
def random_choice(state, rng):
    moves = legal_moves(state)
    return moves[rng.randrange(len(moves))]


to_100 = play_match(SevensMatch.for_game(SevensRules.for_game("sjuan"), players), random_choice, seed=3)
print(len(to_100.deals), "deals; the last three:")
print("\n".join(to_100.summary("sv")[-4:]))
over_rounds = play_match(
    SevensMatch.for_game(SevensRules.for_game("sjuern"), ["Kari", "Ola", "Siri"], target=30),
    random_choice,
    seed=3,
)
print(len(over_rounds.deals), "deals; the last three:")
print("\n".join(over_rounds.summary("nb")[-4:]))

# %% [markdown]
# ## Free practice: choose the rules, then play
#
# The rule chooser sets the variants; the table below it deals under them.

# %%
from IPython.display import display

from sjuan_notebooks.widgets import PlayTable, RuleChooser

chooser = RuleChooser("sjuern")
table = PlayTable("sjuern", seat=0, seed=4, n_players=3)
table.follow(chooser)
display(chooser, table)

# %% [markdown]
# A guided step: switch on standing over in the chooser (here from Python) and the table deals
# again under the new rules; after the start card, the hint lists standing over among your moves.

# %%
# NBVAL_CHECK_OUTPUT
chooser.set("stand_over", 2)
print(chooser.summary())
table.click_card(table.legal_codes()[0])  # the start card
print(table.hint())

# %% [markdown]
# ## Review
#
# - Agree on the variants **before** dealing; they change who starts and how long a deal lasts.
# - With standing over, a blocked row is a weapon: note who stands over in which suit.
# - With points, it is not only winning that counts: shed high cards you cannot place.
