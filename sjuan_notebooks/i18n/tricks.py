"""Translation section: tricks. Keys start with ``tricks.``."""

TABLE: dict[str, dict[str, str]] = {}
