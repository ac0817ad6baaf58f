"""The one nickname rule of the class server: the teacher's view and the tables take the same
names (the class registry imports it from here, since the tables sit below the server)."""

from __future__ import annotations

import unicodedata

from .errors import NicknameError

#: the longest nickname taken, in characters
NICKNAME_MAX = 24


def clean_nickname(text: str) -> str:
    """The nickname as shown (spaces trimmed and runs of them made one), or NicknameError: too
    long, or with characters that are not letters, digits, spaces or ``-_.'`` (a newline or
    a terminal escape is refused, not folded into a space)."""
    text = str(text)
    if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in text):
        raise NicknameError("class.nickname.bad_char")
    name = " ".join(text.split())
    if len(name) > NICKNAME_MAX:
        raise NicknameError("class.nickname.too_long", most=NICKNAME_MAX)
    for ch in name:
        if not (ch.isalnum() or ch in " -_.'" or unicodedata.category(ch) == "Mn"):
            raise NicknameError("class.nickname.bad_char")
    return name


__all__ = ["NICKNAME_MAX", "clean_nickname"]
