"""Every registered game keeps the contract (see ``tests/contract.py``)."""

from __future__ import annotations

import pytest
from contract import check_api, check_spec

from sjuan_notebooks.core.registry import api_for, games, get_game


@pytest.mark.parametrize("game", games())
def test_api_contract(game: str) -> None:
    check_spec(get_game(game))
    api = api_for(game)
    assert api.name == game
    check_api(api)
