"""The layout keeps its promises: no module reaches into another's private names, and every
game family registers what the rest of the package needs (imports are checked by
``lint-imports`` in ``make lint``)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import sjuan_notebooks
from sjuan_notebooks.core.registry import FAMILIES, games, get_game

PACKAGE = Path(sjuan_notebooks.__file__).parent
SOURCES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_imports_another_modules_private_names(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    private = [
        f"{node.module}.{alias.name}"
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module != "__future__"
        for alias in node.names
        if alias.name.startswith("_")
    ]
    assert not private, f"{path.name} imports private names: {private}"


def test_every_family_registers_games_with_everything_the_package_reads() -> None:
    families = {get_game(name).family for name in games()}
    assert {f.rsplit(".", 1)[-1] for f in FAMILIES} == families
    for name in games():
        spec = get_game(name)
        assert spec.name == spec.api.name == name
        assert spec.home_lang in ("sv", "nb", "sk", "en")
        assert {"random", "tips", "search"} <= set(spec.strengths)
        assert spec.view_adapter() is spec.view_adapter()  # made once, on first use


#: modules that serve every game and must name none: the quiz builders and shapes, the tactics
#: lesson's stored studies (each family registers its own quiz positions and studies)
GAME_FREE = (
    "core/questions.py",
    "views/questions.py",
    "tactics/data.py",
    "render/glossary.py",
    "tables/records.py",
)


def families_imported(tree: ast.Module) -> set[str]:
    """The game families a module's ``from … import`` lines name (relative imports too)."""
    families = {f.rsplit(".", 1)[-1] for f in FAMILIES}
    return {
        part
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module
        for part in node.module.split(".")
    } & families


@pytest.mark.parametrize("name", GAME_FREE)
def test_a_game_free_module_names_no_game_and_imports_no_family(name: str) -> None:
    tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
    families = {f.rsplit(".", 1)[-1] for f in FAMILIES}
    named = {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    } & (set(games()) | families)
    assert not named, f"{name} names games: {sorted(named)}"
    imported = families_imported(tree)
    assert not imported, f"{name} imports game families: {sorted(imported)}"


#: the one widget made for one family's object: the Femkamp/Sjukamp score sheet's editor
FAMILY_WIDGETS = {"scoresheet.py"}


@pytest.mark.parametrize(
    "path",
    sorted(p for p in (PACKAGE / "widgets").glob("*.py") if p.name not in FAMILY_WIDGETS),
    ids=lambda p: p.name,
)
def test_a_widget_reaches_games_only_through_the_registry(path: Path) -> None:
    """Quizzes, play tables, steppers and "What would you play?" import no game family: what
    differs between games comes from the game's spec and its view adapter, so a new game adds
    no line to widgets/."""
    imported = families_imported(ast.parse(path.read_text(encoding="utf-8")))
    assert not imported, f"widgets/{path.name} imports game families: {sorted(imported)}"


def test_the_modules_run_first_are_test_modules_that_exist() -> None:
    """conftest's FIRST orders the run by name: a module renamed or moved would silently fall
    back to the end of the run, where a long module leaves the other workers idle."""
    root = Path(__file__).parents[2]
    # read from tests/conftest.py itself: another folder's conftest may be the module named
    # "conftest" in this process
    tree = ast.parse((root / "tests" / "conftest.py").read_text(encoding="utf-8"))
    (FIRST,) = [
        ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign) and [ast.unparse(t) for t in node.targets] == ["FIRST"]
    ]
    assert len(set(FIRST)) == len(FIRST)
    for path in FIRST:
        assert (root / path).is_file() and Path(path).name.startswith("test_"), path


def _literal_collections(tree: ast.Module) -> Iterator[set[str]]:
    """The strings of each literal list, tuple, set and dict's keys in a module."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            items: list[ast.expr | None] = list(node.elts)
        elif isinstance(node, ast.Dict):
            items = list(node.keys)
        else:
            continue
        yield {e.value for e in items if isinstance(e, ast.Constant) and isinstance(e.value, str)}


def test_only_the_registry_lists_the_game_families() -> None:
    """No module of the package keeps a list of games of two or more families (or of the
    family packages) but ``core/registry.py``'s ``FAMILIES``: every per-family list (schema,
    class tables, rules pages, glossaries) is read from the games' specs."""
    family_of = {name: get_game(name).family for name in games()}
    listing = []
    for path in SOURCES:
        for names in _literal_collections(ast.parse(path.read_text(encoding="utf-8"))):
            families = {family_of[n] for n in names if n in family_of}
            families |= {f.rsplit(".", 1)[-1] for f in FAMILIES if f in names}
            if len(families) >= 2:
                listing.append(str(path.relative_to(PACKAGE)))
    assert listing == ["core/registry.py"]


def test_at_most_two_modules_name_three_or_more_trick_deals() -> None:
    """The deals are named by their specs (``femkamp/deals.py``) and by the quiz data that
    asks about them; the studies, the answer key and the rules pages read the specs."""
    from sjuan_notebooks.femkamp.deals import deal_names

    deals = set(deal_names())
    docs = sorted((PACKAGE.parent / "docs").glob("*.py"))
    naming = []
    for path in [*SOURCES, *docs]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        named = {
            node.value
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
        } & deals
        if len(named) >= 3:
            naming.append(path.relative_to(PACKAGE.parent).as_posix())
    assert naming == ["sjuan_notebooks/femkamp/deals.py", "sjuan_notebooks/femkamp/quizzes.py"]
