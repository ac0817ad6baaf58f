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
# # The table companion: a game with real cards, kept on a phone
#
# Play with a real pack and let one player enter each card as it is played: the companion
# refuses a card that breaks a rule everyone can see, flags a rule broken in a hidden hand as
# soon as the cards show it, keeps the score as the game keeps it, and afterwards replays the
# deal and says where it turned. It sees only the cards on the table.
#
# Choose the game, its house rules, the players in seating order and who deals, then *Start*.
# The game is kept in this browser, on this device, after every tap: nothing is sent anywhere,
# and a reload finds it again. *Link to this record* makes an address that holds the whole
# game: send it, or open it on the projector.

# %%
LANG = "en"

from html import escape

from IPython.display import HTML, display

from sjuan_notebooks.companion.links import record_from_link
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import checked_record
from sjuan_notebooks.lesson import Check, _, link_query
from sjuan_notebooks.widgets.companion import Companion

companion = Companion(LANG)
companion

# %% [markdown]
# A shared game opens here as it was played, in the stepper, with where it turned. This link
# holds the Sjuan text's worked example:

# %%
# NBVAL_CHECK_OUTPUT
example = load_example("sjuan-worked-example")
link = companion.link_to(example)
label = _("The worked example, as a shared game")
display(HTML(f'<p><a class="sjuan-cc-example" href="{escape(link)}">{escape(label)}</a></p>'))
Check(
    record_from_link(link) == checked_record(example),
    _("The link gives back the whole game, move for move."),
    _("The link does not give back the same game."),
)

# %%
opened = companion.open_link(link_query())
