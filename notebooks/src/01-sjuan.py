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
# **After this lesson you can:**
#
# - say who plays the first card of a deal, and why;
# - find every card you may play in a position: a new seven, or the card just above or just
#   below a row on the table;
# - say when you must play a card and when you must pass.
#
# *Lesson arc: the rules (1-5) with a half-done position and a quiz on rule 3, the worked
# example stepped move by move, a prediction at D's turn, free practice, a review, and an exit
# ticket of new positions. At the end, for the teacher: the lesson's checks against the rule
# text.*

# %%
LANG = "en"

from IPython.display import display

from sjuan_notebooks.core.cards import Card, cards_of_mask
from sjuan_notebooks.core.errors import IllegalMoveError, SjuanError
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.lesson import Check, Group, Position, Predict, Quote, Say, Table, TryIt, _, follow_link
from sjuan_notebooks.sevens.engine import SevensRules, apply, explain, legal_moves, new_deal
from sjuan_notebooks.views.base import view_of_state
from sjuan_notebooks.widgets import ArrowKeys, CardSize, LegalCardsQuiz, PlayTable, Stepper, Tally
from sjuan_notebooks.widgets.quiz import seeded_positions

rules = SevensRules.for_game("sjuan")
tally = Tally(LANG)


def card_name(card):
    """A card by its name in the lesson's language ("seven of hearts", "hjärter sju")."""
    return Card.parse(card).name(LANG)


def card_names(cards):
    return ", ".join(card_name(c) for c in cards)


def symbols(cards):
    """A hand written short, for a table, with the language's rank letters (♥D ♠Kn in
    Swedish, ♥Q ♠J in English): a Swedish class reads its own corner letters."""
    return " ".join(Card.parse(c).short(LANG) for c in cards)


# %% [markdown]
# On a projector, choose *Large* here: every position on the page is drawn larger.

# %%
CardSize(lang=LANG)

# %% [markdown]
# **Work in pairs**, two of you at one screen:
#
# - **Player**: clicks, picks and plays.
# - **Explainer**: before each click, says aloud which cards may be played, and why.
# - Before each *Check*, agree on one answer (hands up first, if your teacher asks).
# - Swap roles at every new heading.

# %% [markdown]
# ## Rule 1: the deal
#
# > *"Alla kort delas ut medurs, ett i taget, och ojämna händer accepteras."*
# > All cards are dealt clockwise, one at a time; uneven hands are fine.
#
# With four players everyone gets 13; with five, two players get 11 and three get 10.

# %%
# NBVAL_CHECK_OUTPUT
four = new_deal(rules, ["A", "B", "C", "D"], seed=2026)
five = new_deal(rules, ["A", "B", "C", "D", "E"], seed=2026)
Table(
    [_("player"), _("cards with four players"), _("cards with five players")],
    [
        (player, four.hand_count(i) if i < 4 else "–", five.hand_count(i))
        for i, player in enumerate(five.players)
    ],
)

# %% [markdown]
# ## Rule 2: the seven of hearts starts
#
# > *"Spelaren med hjärter sju lägger ut det kortet och startar given."*
# > The player with the seven of hearts plays it and starts the deal.

# %%
# NBVAL_CHECK_OUTPUT
deal = four
opening = legal_moves(deal)
display(
    Say(
        _("{player} moves first, and the only card {player} may play is the {cards}."),
        player=deal.player,
        cards=card_names(opening),
    )
)
display(Say(_("Why: {reason}."), reason=explain(deal, opening[0]).text(LANG)))
Position(deal, lang=LANG)

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
for _step in range(6):
    position = apply(position, legal_moves(position)[0])
display(Position(position, lang=LANG))
display(Say(_("{player} may play these cards, and no other:"), player=position.player))
Table(
    [_("card"), _("why it may be played")],
    [(card_name(move), explain(position, move).text(LANG)) for move in legal_moves(position)],
)

# %% [markdown]
# **Half done.** A position from another deal, where the player to move may play four cards.
# Three of them are marked ✓; find the fourth, then press *Check*. A wrong card gets its reason,
# and one more try.

# %%
half_done = seeded_positions("sjuan", 4, 123, 9)[8]
half_legal = [move.code for move in legal_moves(half_done)]
hidden = [code for code in half_legal if Card.parse(code).rank == 7][-1]  # a new seven is the one to find
LegalCardsQuiz([half_done], given=[[code for code in half_legal if code != hidden]], lang=LANG, tally=tally)

# %% [markdown]
# **Your turn.** Which cards may the player to move play? Pick them (pick none if the player
# must pass), then *Check*: the answer gives each card of the hand its reason. The positions
# come from the rule text's worked example and one fixed deal, so everyone in the class gets
# the same questions. The tally under the quiz counts your first answer to each question.

# %%
LegalCardsQuiz("sjuan", lang=LANG, tally=tally)

# %% [markdown]
# ## Rule 4: when may a player pass?
#
# The player above holds cards they could play. Answer first, then read the rule.

# %%
try:
    apply(position, "pass")
    refusal = None
except IllegalMoveError as error:
    refusal = error.message(LANG)
Predict(
    _("{player} holds cards that may be played. May {player} pass instead?").format(player=position.player),
    [(_("yes, if they like"), "yes"), (_("no, they must play a card"), "no")],
    "no",
    [
        Quote(_("*\"Saknar spelaren ett giltigt kort passar hen.\"* With no legal card, the player passes. *\"En spelare som har minst ett giltigt kort måste lägga exakt ett kort och kan aldrig välja att passa i stället.\"* Whoever can play must play; passing is never a choice.")),
        Say(_("The game refuses the pass. {reason}"), reason=refusal),
    ],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# ## Rule 5: the first to empty their hand wins
#
# > *"Den första spelaren som blir av med alla kort vinner given."* No placings, no points in
# > the basic game.
#
# The same deal played to the end, each player always laying their first legal card:

# %%
# NBVAL_CHECK_OUTPUT
finished = deal
while not finished.is_over:
    finished = apply(finished, legal_moves(finished)[0])
result = finished.result()
display(
    Say(
        _("{winner} is the first to lay every card and wins the deal. The cards the others still hold count for nothing in the basic game."),
        winner=result.winner,
    )
)
Table([_("player"), _("cards left")], result.cards_left.items())

# %% [markdown]
# Many tables play Sjuan for points over several deals (lesson 2 shows the house rule): when a
# deal ends, every card left in a hand is a point against its player; the points add up from
# deal to deal, and the lowest total wins. Here are the deal above and the next one:

# %%
# NBVAL_CHECK_OUTPUT
second = new_deal(rules, ["A", "B", "C", "D"], seed=2033)
while not second.is_over:
    second = apply(second, legal_moves(second)[0])
by_deal = [result.cards_left, second.result().cards_left]
totals = {player: sum(left[player] for left in by_deal) for player in four.players}
Table(
    [_("deal"), *four.players],
    [(number, *left.values()) for number, left in enumerate(by_deal, 1)],
    caption=_("Cards left at the end of each deal"),
)

# %%
fewest = min(totals, key=totals.get)
Predict(
    _("{winner} won the second deal. Who has the fewest points after both deals?").format(winner=second.result().winner),
    [(player, player) for player in four.players],
    fewest,
    [
        Table([_("player"), _("points after two deals")], totals.items()),
        Say(_("Winning one deal is not enough: the points of every deal count."))
    ],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# ## The worked example ("Exempel på en spelrunda")
#
# The text plays eight moves with four players A, B, C, D and explains each. Step through it
# yourself: *next* makes one move, the map shows which cards the player to move could play and
# why (hover a cell), the perspective menu shows one player's view, and the language menu
# switches to Swedish, Norwegian, Slovak or English. On a projector, click the stepper once:
# the arrow keys then step it.

# %%
example = load_example("sjuan-worked-example")
stepper = Stepper(
    example,
    lang=LANG,
    map_held=_("The map of the cards each player could play opens here once you have answered \"What must D do?\" below."),
)
keys = Group([ArrowKeys(stepper, lang=LANG), stepper], lang=LANG)
keys.add_class("sjuan-keys-box")
display(keys)
TryIt(
    _("Go to move 7: the seven of diamonds is down, and D is to move. Stop there."),
    lambda: stepper.go(7),
    lang=LANG,
)

# %%
worked = replay(example)


def move_word(turn):
    if turn.move == "pass":
        return view_of_state(turn.before).move_text("pass", LANG)
    return card_name(turn.move)


def move_table():
    return Table(
        [_("move"), _("player"), _("card played"), _("why it is allowed")],
        [(turn.index, turn.player, move_word(turn), turn.explanation.text(LANG)) for turn in worked.turns],
    )


open_at_pass = cards_of_mask(worked.turns[-1].before.playable)
ask_d = Predict(
    _("Look at D's cards and at the table. What must D do?"),
    [(_("play a card"), "card"), (_("pass"), "pass")],
    "pass",
    [
        Say(_("The cards that could go on the table: {cards}. D holds none of them, so D must pass: a forced pass."), cards=card_names(open_at_pass)),
        TryIt(_("See move 8 in the stepper above."), lambda: stepper.go(8), lang=LANG),
        move_table(),
    ],
    tally=tally,
    lang=LANG,
    then=stepper.show_map,
)

ask_d

# %% [markdown]
# > *"Efter tur åtta ser bordet ut så här: hjärterraden sträcker sig från sex till nio,
# > spaderraden täcker sex och sju, ruter har bara sin sjua, och klöver är fortfarande en helt
# > oöppnad färg."* After turn eight: hearts six to nine, spades six and seven, diamonds only
# > the seven, clubs still unopened.

# %%
# NBVAL_CHECK_OUTPUT
rows = worked.result_json()["table"]
Table(
    [_("suit"), _("lowest card"), _("highest card")],
    [
        (Card.parse(suit + "7").symbol[0], card_name(suit + ends[0]), card_name(suit + ends[1]))
        if ends
        else (Card.parse(suit + "7").symbol[0], _("not opened"), "–")
        for suit, ends in sorted(rows.items(), key=lambda item: "HSDC".index(item[0]))
    ],
)

# %% [markdown]
# ## Free practice
#
# Play a deal of Sjuan against three computer players. Only legal cards can be played; click
# *hint* to see them with their reasons, and read the verdict after each of your moves.

# %%
PlayTable("sjuan", seat=0, seed=11, lang=LANG)

# %% [markdown]
# ## Review
#
# Three questions on the rules of this lesson. Answer each before you look back.

# %%
Predict(
    _("Who plays the first card of a deal of Sjuan?"),
    [(_("the dealer"), "dealer"), (_("the player left of the dealer"), "left"), (_("whoever holds the seven of hearts"), "H7")],
    "H7",
    [Say(_("Whoever holds the seven of hearts plays it and starts the deal (rule 2)."))],
    tally=tally,
    lang=LANG,
)

# %%
Predict(
    _("Hearts lie on the table from the six to the nine. Which of these cards may go on hearts next?"),
    [(card_name("HJ"), "HJ"), (card_name("H10"), "H10"), (card_name("H4"), "H4")],
    "H10",
    [Say(_("Only the card just above or just below the row: the ten or the five of hearts. A card never skips a rank (rule 3)."))],
    tally=tally,
    lang=LANG,
    why={"HJ": _("The jack skips the ten: the row ends at the nine, so only the ten may go above it."),
         "H4": _("The four skips the five: the row starts at the six, so only the five may go below it.")},
)

# %%
Predict(
    _("You hold exactly one card that may be played, and you would rather keep it. What do you do?"),
    [(_("I pass"), "pass"), (_("I play it"), "play")],
    "play",
    [Say(_("Whoever can play must play; passing is only for a player with no card to play (rule 4)."))],
    tally=tally,
    lang=LANG,
)

# %% [markdown]
# ## Exit ticket
#
# Three new positions from other deals, with three, four and five players: which cards may the
# player to move play? Your answers count in the tally.

# %%
ticket = LegalCardsQuiz(
    [
        seeded_positions("sjuan", 4, 111, 18)[17],
        seeded_positions("sjuan", 5, 112, 12)[11],
        seeded_positions("sjuan", 3, 113, 11)[10],
    ],
    lang=LANG,
    tally=tally,
)
ticket

# %% [markdown]
# ## Well done
#
# **Next:** [lesson 2, House rules and Sjuern](02-house-rules.ipynb) · [the start page](00-start.ipynb), all the lessons.
#
# Your answers in this lesson:

# %%
tally

# %% [markdown]
# ## For the teacher: the lesson checks itself
#
# The cells below check the lesson's claims against the rule text each time the lesson runs; a
# class can skip them. First, the refused pass of rule 4:

# %%
# NBVAL_CHECK_OUTPUT
Check(
    refusal is not None,
    _("The program refuses the pass. {reason}"),
    _("The program let a player with a legal card pass."),
    reason=refusal,
)

# %% [markdown]
# The half-done position of rule 3: the engine's own list of the cards that may be played there,
# of which the page marks all but one.

# %%
# NBVAL_CHECK_OUTPUT
Check(
    len(half_legal) == 4,
    _("The engine finds {n} cards that may be played there: {cards}."),
    _("The engine finds {n} cards that may be played there, not four: {cards}."),
    n=len(half_legal),
    cards=card_names(half_legal),
)

# %% [markdown]
# The whole worked example, replayed by the program, with the reason it gives for each move:

# %%
# NBVAL_CHECK_OUTPUT
move_table()

# %% [markdown]
# Does the program's reason match the text's "Varför draget är tillåtet" column word for word,
# and is the table after move 8 the one the text describes?

# %%
# NBVAL_CHECK_OUTPUT
text_column = [row[3] for row in example["source_table"]]
program_column = [turn.explanation.text("sv") for turn in worked.turns]
display(
    Check(
        program_column == text_column,
        _("Every one of the {n} rows matches the text's column word for word."),
        _("Some rows differ from the text's column."),
        n=len(text_column),
    )
)
Check(
    rows == example["source_final_table"]["rows"],
    _("This is the table the text describes after move 8."),
    _("This table differs from the one the text describes."),
)

# %% [markdown]
# ### The hidden cards, reconstructed
#
# The text shows only the eight cards played. Could any real deal have produced them? Every
# card played must have been in its player's hand, every play legal at its moment, and D's
# pass forced: D held none of the cards that could go on the table at move 8. The
# reconstruction searches for a deal that keeps all of that, and the program then replays it
# (it refuses a pass that is not forced).

# %%
# NBVAL_CHECK_OUTPUT
import json
from importlib import resources

from sjuan_notebooks.sevens.reconstruct import reconstruct

partial_path = resources.files("sjuan_notebooks") / "data" / "partial" / "sjuan-worked-example.json"
partial = json.loads(partial_path.read_text(encoding="utf-8"))
full = reconstruct(partial)
display(
    Table(
        [_("player"), _("cards the text shows"), _("the whole hand, reconstructed")],
        [
            (player, symbols(partial["hands"].get(player, [])), symbols(cards))
            for player, cards in full["hands"].items()
        ],
    )
)
Check(
    full["hands"] == example["hands"],
    _("The reconstructed deal is the deal stored with the example."),
    _("The reconstruction found a different deal from the one stored with the example."),
)

# %%
# NBVAL_CHECK_OUTPUT
display(Say(_("The cards that could go on the table at move 8: {cards}."), cards=card_names(open_at_pass)))
d_holds = set(full["hands"]["D"]) & {c.code for c in open_at_pass}
display(
    Check(
        not d_holds,
        _("D holds none of them, so D's pass was forced."),
        _("D holds {cards}: the pass was not forced."),
        cards=card_names(sorted(d_holds)),
    )
)
try:
    replay(full)
    refusal = None
except SjuanError as error:
    refusal = error.message(LANG)
Check(
    refusal is None,
    _("The program replays the reconstructed deal without a broken rule."),
    _("The program refuses the reconstructed deal: {reason}"),
    reason=refusal,
)

# %%
followed = follow_link(stepper, "sjuan-worked-example")
