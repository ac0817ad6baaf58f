"""The table companion's page on the class server (``/companion``, ``/sv/companion``, ...).

The companion needs no server state: the game being entered lives in the student's browser
(its storage on the device), so a server restart loses nothing and no name reaches the server's
memory beyond the page's own widgets. A shared link (``?record=...``) opens its record here.
"""

from __future__ import annotations

import ipywidgets as w

from ..widgets.companion import Companion


def companion_address(lang: str) -> str:
    """The page's own address, which a shared link opens at."""
    return "/companion" if lang == "en" else f"/{lang}/companion"


def companion_page(lang: str, query: str) -> w.Widget:
    return w.VBox(
        [Companion(lang, link_base=companion_address(lang), query=query)],
        _dom_classes=("sjuan-class-page", "sjuan-companion-page"),
    )


__all__ = ["companion_address", "companion_page"]
