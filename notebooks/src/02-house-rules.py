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
# is played **on the same deal** (the same hands, and the computer players choose the same way
# each time), so you can see exactly what each one changes.
#
# **After this lesson you can:**
#
# - say what each house rule changes: the start card, the pot, the extra turn, standing over,
#   the ace above the king;
# - say who starts a deal of Sjuern, and what its spade-seven variant changes;
# - tell standing over (a choice, while holding a card you could play, a few times a deal) from
#   a forced pass (no card to play; it uses none of the stand-overs).
#
# *Lesson arc: a warm-up on lesson 1; Sjuan's variants in a short table, then the pot and the
# extra turn; Sjuern's start card as a quiz, Sjuern's variants in a second short table, two of
# four rule sets side by side, the ace above the king and standing over as questions; free
# practice with the rule chooser, a review and an exit ticket. Then homework (points over several deals)
# and, folded away at the end, the teacher's checks.*

# %%
LANG = "en"

import random

import ipywidgets as w
from IPython.display import display

from sjuan_notebooks.core.cards import parse_card
from sjuan_notebooks.core.players import RandomPlayer, play
from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.i18n import join_list
from sjuan_notebooks.lesson import Check, Group, Position, Predict, Quote, Say, Table, TryIt, _, follow_link
from sjuan_notebooks.sevens.engine import (
    PASS,
    SevensRules,
    apply,
    explain,
    legal_moves,
    new_deal,
    with_rules,
)
from sjuan_notebooks.sevens.match import SevensMatch, play_match
from sjuan_notebooks.sevens.players import StandOverBlock
from sjuan_notebooks.widgets import CardSize, LegalCardsQuiz, PlayTable, RuleChooser, Tally
from sjuan_notebooks.widgets.quiz import seeded_positions

tally = Tally(LANG)
players = ["Anna", "Björn", "Cecilia", "David"]
base = new_deal(SevensRules.for_game("sjuan"), players, seed=7)


def card_names(codes):
    """Cards by their names in the lesson's language, as a sentence list."""
    return join_list([parse_card(code).name(LANG) for code in codes], LANG)


def card_name(code):
    return parse_card(code).name(LANG)


# %% [markdown]
# On a projector, choose *Large* here: every position on the page is drawn larger.

# %%
CardSize(lang=LANG)

# %% [markdown]
# ## Warm-up: lesson 1
#
# Two questions on the basic game. Answer before you read on.

# %%
Predict(
    _("Spades lie on the table from the five to the eight. Which of these cards may go on spades?"),
    [(card_name("S10"), "S10"), (card_name("S9"), "S9"), (card_name("S3"), "S3")],
    "S9",
    [Say(_("The nine or the four of spades: only the card just above or just below the row."))],
    tally=tally,
    lang=LANG,
)

# %%
Predict(
    _("In basic Sjuan you hold a card that may be played. May you pass?"),
    [(_("yes"), "yes"), (_("no"), "no")],
    "no",
    [Say(_("No: whoever can play must play. This lesson shows a house rule that changes exactly that."))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# **Work in pairs**, two of you at one screen:
#
# - **Player**: clicks, picks and plays.
# - **Explainer**: before each click, says aloud which house rule is on, and what it changes.
# - Before each *Check*, agree on one answer (hands up first, if your teacher asks).
# - Swap roles at every new heading.

# %% [markdown]
# ## Sjuan's variants
#
# The Swedish text names three: another start card, a pot, and an extra turn.
#
# > *"En valfri sjua eller ruter sju ersätter hjärter sju som startkort"* Any seven, or the
# > seven of diamonds, instead of the seven of hearts as the start card.
#
# One deal is played here, the same cards for everyone, under each of them. The table shows who
# plays first, who wins, how many moves the deal takes, and how many times a player passes.

# %%
# Every rule set of the lesson, declared once: its name, its game and its options (the games'
# registered options: the engine refuses any other). The two tables and the side-by-side menus
# are read from here.
variants = {
    "sjuan": (_("Sjuan, basic"), "sjuan", {}),
    "sjuan_d7": (_("Sjuan, start with the seven of diamonds"), "sjuan", {"start_card": "D7"}),
    "sjuan_any": (_("Sjuan, start with any seven"), "sjuan", {"start_card": "any"}),
    "sjuan_pot": (_("Sjuan, pot of one chip per pass"), "sjuan", {"pot": 1}),
    "sjuan_extra": (_("Sjuan, extra turn"), "sjuan", {"extra_turn": True}),
    "sjuern": (_("Sjuern, basic"), "sjuern", {}),
    "sjuern_s7": (_("Sjuern, seven of spades"), "sjuern", {"start_card": "S7"}),
    "sjuern_ace": (_("Sjuern, ace above king"), "sjuern", {"ace_high": True}),
    "sjuern_stand": (_("Sjuern, stand over 3 times"), "sjuern", {"stand_over": 3}),
}


def deal_under(game, options):
    """The shared deal from its start under these rules, and its last state."""
    start = with_rules(base, SevensRules.for_game(game, **options))
    seats = [StandOverBlock() if options.get("stand_over") else RandomPlayer() for p in players]
    return start, play(game, start, seats, random.Random(1))


outcomes = {key: deal_under(game, options) for key, (label, game, options) in variants.items()}


def variant_table(family, caption):
    """A short table: the shared deal under each rule set of one game."""
    rows = []
    for key, (label, game, options) in variants.items():
        if game == family:
            start, final = outcomes[key]
            rows.append([label, start.player, final.result().winner, final.turn,
                         sum(final.result().passes.values())])
    return Table([_("variant"), _("starts"), _("wins"), _("moves"), _("passes")], rows,
                 caption=caption)


sjuan_table = variant_table("sjuan", _("One deal, the same cards, under Sjuan's variants"))
sjuern_table = variant_table("sjuern", _("One deal, the same cards, under Sjuern's variants"))
sjuan_table

# %% [markdown]
# What to read in the table: the start card changes who moves first, and so the whole deal; the
# pot changes nothing in play, only who collects; on this deal the extra turn saves one move.
# One deal shows what a rule can do, not what it does on average.

# %% [markdown]
# ## The pot and the extra turn
#
# Two questions on the same deal. Answer first: the text's words come with the answer.

# %%
pot_final = outcomes["sjuan_pot"][1].result()
Predict(
    _("With the pot, every pass costs a chip. What does the Swedish text say about who collects the chips?"),
    [(_("whoever wins the deal"), "winner"), (_("whoever passed least"), "least"), (_("the group agrees on it before the deal"), "group")],
    "group",
    [Quote(_("*\"Insatsens storlek per pass och vem som tar potten\"*: what the group must decide before the deal, the stake per pass and who takes the pot.")),
     Say(_("The text leaves it to the group. These tables take one reading, ours: the deal's winner takes the pot. On this deal {n} passes put {n} chips in the pot, and {winner} won the deal and takes them."), n=pot_final.pot, winner=pot_final.winner)],
    tally=tally,
    lang=LANG,
)

# %%
api_sjuan = api_for("sjuan")
extra = with_rules(base, SevensRules.for_game("sjuan", extra_turn=True))
extra_rng = random.Random(1)
extra_seats = [RandomPlayer() for p in players]
while not extra.is_over:
    legal = legal_moves(extra)
    move = extra_seats[extra.to_move].choose(api_sjuan.view(extra, extra.to_move), legal, extra_rng)
    after = apply(extra, move)
    if move is not PASS and after.player == extra.player:
        break
    extra = after
Predict(
    _("Extra turn: {player} completes a row; its last card is the {card}. Who plays next?").format(player=extra.player, card=card_name(move.code)),
    [(_("{player} again").format(player=extra.player), "again"), (_("the next player, as always"), "next")],
    "again",
    [Quote(_("*\"Spelaren som lägger kungen eller esset och därmed avslutar en hel stege får lägga ytterligare ett kort direkt\"*: whoever completes a row with the king or the ace plays one more card at once.")),
     Say(_("{player} plays one more card at once: completing a row gives an extra turn."), player=extra.player)],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# Where a text is silent we made a choice, written in the project's rule notes
# (docs/rules/sevens.md): with "any seven" the player left of the dealer starts; the deal's
# winner takes the pot; an extra turn must be used for a legal card and lapses without one.

# %% [markdown]
# ## Sjuern's variants
#
# Sjuern (Norwegian) is the same game with another start card. Its text names three variants:
# the seven of spades to start, standing over, and the ace above the king. First, the start.

# %%
Predict(
    _("Who plays the first card of a deal of Sjuern?"),
    [(_("whoever holds the seven of hearts"), "H7"), (_("whoever holds the seven of diamonds"), "D7"), (_("the dealer"), "dealer")],
    "D7",
    [Quote(_("*\"Den som har ruter sju, starter og legger den midt på bordet.\"*: whoever has the seven of diamonds starts and lays it in the middle of the table.")),
     Quote(_("*\"I stedet for ruter sju er det spar sju som må legges først.\"*: in the spade-seven variant, the seven of spades is played first instead.")),
     Say(_("Whoever holds the seven of diamonds (or the seven of spades, if the players have agreed on that)."))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# Which cards may the player to move play? Pick them, then press *Check*: every card of the
# hand then gets its reason. The first question is the very first move of a deal.

# %%
LegalCardsQuiz("sjuern", lang=LANG, tally=tally)

# %% [markdown]
# Now the same deal under Sjuern's variants. Predict first: the table comes with the answer.

# %%
Predict(
    _("Compared with basic Sjuern, will this deal be longer or shorter with three stand-overs each?"),
    [(_("longer"), "longer"), (_("about the same"), "same"), (_("shorter"), "shorter")],
    "longer" if outcomes["sjuern_stand"][1].turn > outcomes["sjuern"][1].turn else "shorter",
    [
        sjuern_table,
        Say(_("Standing over adds many moves: a player may keep a card back to block the others. The \"passes\" column counts stand-overs too.")),
    ],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# ## Two rule sets side by side
#
# Choose two of four rule sets: the table shows the same deal under each, who starts, who wins
# and how many cards each player is left holding. Before each switch, say what you expect.

# %%
compared = ["sjuan", "sjuan_any", "sjuern", "sjuern_stand"]
choices = [(variants[key][0], key) for key in compared]
left_pick = w.Dropdown(options=choices, value="sjuan", description=_("First rule set"),
                       style={"description_width": "initial"}, layout=w.Layout(width="auto"))
right_pick = w.Dropdown(options=choices, value="sjuern_stand", description=_("Second rule set"),
                        style={"description_width": "initial"}, layout=w.Layout(width="auto"))
side_by_side = w.HTML()


def compare(change=None):
    a, b = outcomes[left_pick.value], outcomes[right_pick.value]
    rows = [
        [_("who starts"), a[0].player, b[0].player],
        [_("who wins"), a[1].result().winner, b[1].result().winner],
        [_("moves in the deal"), a[1].turn, b[1].turn],
        [_("passes and stand-overs"), sum(a[1].result().passes.values()),
         sum(b[1].result().passes.values())],
    ]
    rows += [
        [_("cards left for {player}").format(player=name), a[1].result().cards_left[name],
         b[1].result().cards_left[name]]
        for name in players
    ]
    names = (variants[left_pick.value][0], variants[right_pick.value][0])
    table = Table(["", *names], rows, caption=_("The same deal under two rule sets"))
    side_by_side.value = table._repr_html_()


left_pick.observe(compare, names="value")
right_pick.observe(compare, names="value")
compare()
Group([w.HBox([left_pick, right_pick], layout=w.Layout(flex_flow="row wrap")), side_by_side], lang=LANG)

# %% [markdown]
# ## The ace above the king

# %%
high = SevensRules.for_game("sjuern", ace_high=True).rank_order
low = SevensRules.for_game("sjuern").rank_order
ace_check = Check(
    high[-1] == 1 and high[0] == 2 and low[0] == 1 and low[-1] == 13,
    _("With the ace above the king, a row runs up past the king to the ace, and down only to the two; without it, the ace is the lowest card and a row ends at the king."),
    _("The ace is not where the rule text puts it."),
)
Predict(
    _("With the ace above the king, where does a row end?"),
    [
        (_("up at the king, down at the ace"), "king"),
        (_("up at the ace, down at the two"), "ace"),
        (_("up at the ace, down at the ace"), "both"),
    ],
    "ace",
    [Quote(_("*\"ess ligger over konge, slik at rekken går videre fra konge til ess\"*: the ace lies above the king, so the row goes on from the king to the ace.")),
     ace_check],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# ## Standing over
#
# With the stand-over rule, passing while holding a playable card is allowed a few times per
# deal; the explanation counts down how many are left. Here is a position of the deal above (Sjuern, stand
# over 3 times), with the hand of the player to move. Which cards could that player play, and
# would you keep them back?

# %%
api = api_for("sjuern")
state = with_rules(base, SevensRules.for_game("sjuern", stand_over=3))
rng = random.Random(1)
blockers = [StandOverBlock() for p in players]
while not state.is_over:
    legal = legal_moves(state)
    move = blockers[state.to_move].choose(api.view(state, state.to_move), legal, rng)
    if move is PASS and len(legal) > 1:
        break
    state = apply(state, move)
close_look = [
    Say(
        _("Move {turn}: {player} could play {cards}, but stands over."),
        turn=state.turn + 1,
        player=state.player,
        cards=card_names([m.code for m in legal if m is not PASS]),
    ),
    Say(explain(state, move).text(LANG)),
    Say(_("This computer player stands over when every card it could play would free only the others' cards, never its own.")),
]
display(Position(state, lang=LANG, seat=state.to_move))
Predict(
    _("This player could play a card and has stand-overs left. What does the rule allow here?"),
    [(_("plays a card"), "card"), (_("stands over"), "stand"), (_("either: the player chooses"), "either")],
    "either",
    close_look,
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# Now a deal of Sjuern for Kari, Ola, Siri and Per, with three stand-overs each. Kari has not
# stood over yet. Answer first: the text's words come with the answer.

# %%
kari_players = ["Kari", "Ola", "Siri", "Per"]


def kari_to_move(stand_over, seed, wanted, stand_once=False):
    """The first position of a Sjuern deal where Kari is to move and ``wanted(legal)`` holds.
    Everyone plays a random card when they can (Kari stands over at her first chance if
    ``stand_once``), else passes."""
    state = new_deal(SevensRules.for_game("sjuern", stand_over=stand_over), kari_players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        legal = legal_moves(state)
        cards = [m for m in legal if m is not PASS]
        if state.player == "Kari" and wanted(legal):
            return state
        if stand_once and state.player == "Kari" and PASS in legal and cards:
            move, stand_once = PASS, False
        else:
            move = cards[rng.randrange(len(cards))] if cards else PASS
        state = apply(state, move)
    raise ValueError("no such position in this deal")


may_stand = kari_to_move(3, 65, lambda legal: PASS in legal and len(legal) > 1)
kari = may_stand.to_move
display(Position(may_stand, lang=LANG, seat=kari))
Predict(
    _("Kari holds cards she could play. May she stand over here?"),
    [(_("yes"), "yes"), (_("no"), "no")],
    "yes",
    [Quote(_("*\"Hver spiller får stå over et avtalt antall ganger — ofte tre — selv om de har et lovlig kort.\"* Each player may stand over an agreed number of times, often three, even holding a legal card.")),
     Say(_("Yes: she has stand-overs left, so she may pass although she could play. If she does: {why}."), why=explain(may_stand, PASS).text(LANG))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# Later in the same deal Kari has no card she could play, and passes.

# %%
forced = kari_to_move(3, 65, lambda legal: legal == [PASS])
display(Position(forced, lang=LANG, seat=kari))
Predict(
    _("Kari passes here with no card to play. How many of her three stand-overs are left afterwards?"),
    [("3", 3), ("2", 2), ("0", 0)],
    apply(forced, PASS).stand_over_left[kari],
    [Say(_("All three: {why}. A pass without a card to play is forced and uses none of the stand-overs."), why=explain(forced, PASS).text(LANG))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# ## Free practice: choose the rules, then play
#
# The rule chooser sets the variants; the table below it deals under them, again from the
# start, whenever a rule changes. Both open at the basic rules.

# %%
chooser = RuleChooser("sjuern", lang=LANG)
table = PlayTable("sjuern", seat=0, seed=4, n_players=3, lang=LANG)
table.follow(chooser)


def stand_over_then_play(chooser, table, moves=3):
    """What the Try-it asks: stand-over at 2, the same deal again, three moves (a card when
    there is one, else a pass), then the hint."""
    chooser.set("stand_over", 2)
    table.set_options(chooser.engine_options())
    for turn in range(moves):
        legal = table.legal_codes()
        if not legal:
            break
        cards = [code for code in legal if code != "pass"]
        table.click_card(cards[0] if cards else "pass")
    table.hint()


display(chooser, table)
TryIt(
    _("Switch on standing over in the rule chooser and set it to 2: the table deals again under the new rules. Play three moves, then press Hint and read how a pass is listed: as standing over, or as a forced pass."),
    lambda: stand_over_then_play(chooser, table),
    lang=LANG,
)

# %% [markdown]
# ## Review
#
# Agree on the variants **before** dealing: they change who starts and how long a deal lasts.
# One question:

# %%
Predict(
    _("With standing over, a player passes while holding a card they could play. What is that?"),
    [(_("a forced pass"), "forced"), (_("standing over: it uses one of the agreed stand-overs"), "stand"), (_("a broken rule"), "broken")],
    "stand",
    [Say(_("Standing over is a choice made while holding a card you could play, and it has a limit; a pass without a playable card is forced and costs nothing from that limit."))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# The text's tip is to stand over to keep a row blocked for the others. Lesson 6 measures it: at
# a table of four, against players who follow the tip "free your own cards", standing over to
# block wins less often than its fair share. Note who stands over in which suit, but do not
# count on blocking to win.
#
# ## Exit ticket
#
# New positions from other deals, Sjuern and Sjuan mixed: which cards may the player to move
# play? Then one more question on standing over. Your answers count in the tally.

# %%
ticket = LegalCardsQuiz(
    [
        seeded_positions("sjuern", 4, 113, 1)[0],
        seeded_positions("sjuern", 4, 112, 12)[11],
        seeded_positions("sjuan", 4, 112, 11)[10],
    ],
    lang=LANG,
    tally=tally,
)
ticket

# %%
used_up = kari_to_move(1, 20, lambda legal: len(legal) > 0 and PASS not in legal, stand_once=True)
display(Position(used_up, lang=LANG, seat=used_up.to_move))
Predict(
    _("This table agreed on one stand-over each, and Kari has used hers. She holds cards she could play. May she stand over?"),
    [(_("yes"), "yes"), (_("no"), "no")],
    "yes" if PASS in legal_moves(used_up) else "no",
    [Say(_("No: her one stand-over is used, so she must play one of the cards she can play: {cards}."), cards=card_names([m.code for m in legal_moves(used_up)]))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# ## Well done
#
# **Next:** [lesson 3, Femkamp and Sjukamp](03-femkamp.ipynb) · [the start page](00-start.ipynb), all the lessons.
#
# **Homework:** points over several deals, just below.
#
# Your answers in this lesson:

# %%
tally

# %% [markdown]
# ## Homework: points over several deals
#
# For home, or for a table that finishes early: nothing here counts in your answers.
#
# > *"Poäng till 100: Varje kvarvarande kort i handen ger en poäng när given slutar. När någon
# > spelare når 100 poäng vinner den med lägst totalsumma."* (Sjuan) Each card left is a
# > point; when someone reaches 100, the lowest total wins.
# >
# > *"Etter hver runde teller taperne kortene de sitter igjen med, ett poeng per kort. Først
# > til et avtalt antall minuspoeng har tapt kampen."* (Sjuern) The first to an agreed total
# > has lost.
#
# The dealer moves one seat clockwise each deal. Two matches, played at random, their last
# three deals:

# %%
# NBVAL_CHECK_OUTPUT
def random_choice(state, rng):
    moves = legal_moves(state)
    return moves[rng.randrange(len(moves))]


def last_deals(match, count=3):
    first = len(match.deals) - count
    rows = [[first + i + 1, *totals.values()] for i, totals in enumerate(match.totals_after[first:])]
    return Table([_("after deal"), *match.players], rows)


to_100 = play_match(
    SevensMatch.for_game(SevensRules.for_game("sjuan"), players), random_choice, seed=3
)
display(Say(_("Sjuan to 100 points: {n} deals."), n=len(to_100.deals)))
display(last_deals(to_100))
display(Say(_("{players} won with the lowest total."), players=join_list(to_100.winners, LANG)))

over_rounds = play_match(
    SevensMatch.for_game(SevensRules.for_game("sjuern"), ["Kari", "Ola", "Siri"], target=30),
    random_choice,
    seed=3,
)
display(Say(_("Sjuern, the first to 30 points loses: {n} deals."), n=len(over_rounds.deals)))
display(last_deals(over_rounds))
display(Say(_("{players} lost the match."), players=join_list(over_rounds.losers, LANG)))

# %% [markdown]
# With points, it is not only winning that counts: every card left costs a point, so if you
# hold a king or an ace, play the cards between the seven and it early. Your task: at home,
# play to 30 points with real cards, and write down everyone's points after each deal.

# %% [markdown]
# ## For the teacher: the lesson checks itself
#
# The cells below check the lesson's claims each time it runs; a class can skip them. The two
# tables of one deal under each variant:

# %%
# NBVAL_CHECK_OUTPUT
display(sjuan_table, sjuern_table)

# %% [markdown]
# The free practice's prompt, tried on a fresh table of the same deal:

# %%
# NBVAL_CHECK_OUTPUT
trial_chooser = RuleChooser("sjuern", lang=LANG)
trial = PlayTable("sjuern", seat=0, seed=4, n_players=3, lang=LANG)
trial.follow(trial_chooser)
stand_over_then_play(trial_chooser, trial)
legal = trial.legal_codes()
Check(
    "pass" in legal and len(legal) > 1 and trial.options.get("stand_over") == 2,
    _("On this deal, after three moves with standing over at 2, you may stand over although you hold a card you could play."),
    _("Standing over is not offered here: the deal has changed."),
)


