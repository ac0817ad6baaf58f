"""Translation section: tactics (computer players, tips, tournaments). Keys start with ``tactics.``."""

TABLE: dict[str, dict[str, str]] = {}
