"""The core every game builds on, knowing no game: cards, typed errors, seats, option specs,
the record base, the game and player contracts, the registry, and the computer players'
shared randomness and catalogue."""
