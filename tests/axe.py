"""axe-core in the pages the browser tests open: the WCAG 2.1 A and AA rules (issue 26).

axe-core comes from npm at the version pinned in ``tests/npm/package.json`` and its lockfile;
``make axe`` (a step of ``make test``) installs it into ``build/axe/``, and :func:`script`
runs that step when the file is missing. The page gets the file's text as an inline script:
nothing is fetched from another host.

:func:`check` runs axe once on a page already drawn and returns one line per violation (the
rule, its help text and the first elements it names), so a test asserts an empty list and a
failure reads as what to fix. :data:`RULES_OFF` lists every rule turned off, with the reason.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).parents[1]
AXE_JS = ROOT / "build" / "axe" / "node_modules" / "axe-core" / "axe.min.js"

#: the rule sets run: WCAG 2.0 and 2.1, levels A and AA
TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa")

#: rules turned off, each with its reason (none is off now: an entry here must say why)
RULES_OFF: dict[str, str] = {}

_RUN = """async ([tags, off, context]) => {
    const options = {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations'],
                     rules: Object.fromEntries(off.map(id => [id, {enabled: false}]))};
    const result = await window.axe.run(context ? document.querySelector(context) : document,
                                        options);
    return result.violations.map(v => ({
        id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map(n => ({target: n.target.join(' '), html: n.html.slice(0, 160),
                                  summary: n.failureSummary})),
    }));
}"""


def script() -> Path:
    """The pinned axe-core, installed from npm first if it is not there."""
    if not AXE_JS.exists():
        subprocess.run(["make", "-s", "axe"], cwd=ROOT, check=True)
    return AXE_JS


def violations(page: Any, context: str | None = None) -> list[dict[str, Any]]:
    """axe's violations of :data:`TAGS` on ``page`` (or inside the element ``context``)."""
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(content=script().read_text(encoding="utf-8"))
    found: list[dict[str, Any]] = page.evaluate(_RUN, [list(TAGS), list(RULES_OFF), context])
    return found


def describe(found: list[dict[str, Any]], nodes: int = 3) -> list[str]:
    """One line per violation: the rule, its help, how many elements, and the first few."""
    lines = []
    for v in found:
        shown = "; ".join(f"{n['target']} {n['html']!r}" for n in v["nodes"][:nodes])
        lines.append(f"axe {v['id']} ({v['impact']}): {v['help']}: {len(v['nodes'])}× {shown}")
    return lines


def check(page: Any, context: str | None = None) -> list[str]:
    """What axe finds on ``page``, as lines to assert empty."""
    return describe(violations(page, context))
