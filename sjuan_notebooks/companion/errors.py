"""The companion's typed errors: one sentence in the page's language, and nothing changed."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import Card, Pack, card_phrase
from ..core.errors import SjuanError


@dataclass(frozen=True)
class CardPhrase:
    """A card as a sentence names it, in the reader's language and the pack's names ("the
    eight of hearts", "hjärter åtta", "zelená sedma"), rendered when the message is."""

    card: Card
    pack: Pack = "french"

    def in_lang(self, lang: str) -> str:
        return card_phrase(self.card, lang, self.pack)

    def __str__(self) -> str:
        return self.card.code


class EntryError(SjuanError):
    """An entry the table cannot make now: a card already played, a card not in this game's
    pack, a second entry for one turn, or a card that breaks a rule everyone can see."""

    key = "companion.error.entry"


class SavedGameError(SjuanError):
    """A saved game (from the device's storage or a downloaded file) that cannot be read."""

    key = "companion.error.saved"


class LinkError(SjuanError):
    """A shared link that holds no readable record: cut short, edited or damaged."""

    key = "companion.link.bad"


__all__ = ["CardPhrase", "EntryError", "LinkError", "SavedGameError"]
