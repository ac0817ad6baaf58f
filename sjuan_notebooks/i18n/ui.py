"""Translation section: ui. Keys start with ``ui.``."""

TABLE: dict[str, dict[str, str]] = {}
