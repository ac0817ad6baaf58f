"""Translation section: sedma. Keys start with ``sedma.``."""

TABLE: dict[str, dict[str, str]] = {}
