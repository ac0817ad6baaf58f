"""Build the offline browser site (JupyterLite with a Pyodide kernel): ``make lite``.

Everything comes from the package registries at build time and nothing is fetched at run time:
Pyodide's core from npm (the version the kernel expects), pure-Python wheels from PyPI (pinned
below), the project's own wheel from this working tree, and a ``pyodide-lock.json`` written here
that lists only those local wheels, so the kernel never looks for a CDN. Downloads are kept in
``build/lite-cache/`` so a second build needs no network; the site goes to ``build/lite/``.

Run with the project's environment (``.venv/bin/python lite/build.py``). The build itself runs
in its own environment, ``build/lite-cache/venv`` (``lite/requirements.txt`` plus the project's
"viz" pins), because the Pyodide kernel's JupyterLab extension must not load into ``make lab``
or Voila. The browser extensions of the widgets and of Plotly are copied from that environment,
so their Python wheels follow its versions.
See README ("In a browser with nothing installed") and JUPYTER-NOTES for why each step is here.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.parse
import zipfile
from collections.abc import Callable
from email.parser import Parser
from importlib import metadata
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = ROOT / "build" / "lite"
CACHE = ROOT / "build" / "lite-cache"
VENV = CACHE / "venv"
VENV_PYTHON = VENV / "bin" / "python"

# Pure-Python wheels for the browser, pinned (versions of Pyodide 314.0.6's own lock where it has
# the package). The four whose browser extension is copied from this environment follow it; the
# project's own dependencies come at the project's pins (runtime_pins). IPython is newer than
# Pyodide's lock (9.12): from 9.19 it imports jedi, prompt_toolkit and most of pygments only when
# used, so the kernel starts with 419 modules imported instead of 788 (docs/hosting.md). jedi,
# parso, prompt_toolkit and wcwidth are not shipped at all (patch_kernel_start says why).
PINNED = {
    "asttokens": "3.0.1",
    "babel": "2.19.0",
    "comm": "0.2.3",
    "decorator": "5.2.1",
    "executing": "2.2.1",
    "ipython": "9.19.1",
    "ipython-pygments-lexers": "1.1.1",
    "matplotlib-inline": "0.2.1",
    "micropip": "0.11.1",
    "narwhals": "2.18.1",
    "packaging": "26.1",
    "psygnal": "0.16.1",
    "pure-eval": "0.2.3",
    "pygments": "2.20.0",
    "stack-data": "0.6.3",
    "traitlets": "5.14.3",
    "typing-extensions": "4.15.0",
}
FOLLOW_ENVIRONMENT = ("ipywidgets", "jupyterlab-widgets", "plotly", "anywidget")
# Front-end extensions copied into the site (no others: Voila's or jupytext's need a server).
EXTENSIONS = (
    "@jupyter-widgets/jupyterlab-manager",
    "@jupyterlite/pyodide-kernel-extension",
    "anywidget",
    "jupyterlab-plotly",
)
# The kernel's own wheels (shipped inside its extension); the widgetsnbextension stub stands
# in for the real one, whose only content is a classic-notebook extension.
KERNEL_WHEELS = ("piplite-", "pyodide_kernel-", "ipykernel-", "widgetsnbextension-4.")
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "package.json",
)
# The extra of the project whose dependencies the lessons import (numpy among them is left
# out: no wheel of it runs in the browser, and only the batch simulator needs it).
OWN_EXTRA = "viz"
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


def run(cmd: list[str], cwd: Path | None = None) -> None:
    subprocess.run(cmd, cwd=cwd, check=True)


def viz_pins() -> list[str]:
    """The project's "viz" requirements (the widget and figure stack the lessons use)."""
    pins = []
    for line in metadata.requires("sjuan_notebooks") or []:
        req = Requirement(line)
        viz = req.marker is not None and req.marker.evaluate({"extra": "viz"})
        if viz and canonicalize_name(req.name) in FOLLOW_ENVIRONMENT:
            pins.append(f"{req.name}{req.specifier}")
    return sorted(pins)


def build_env() -> Path:
    """The build's own environment, made once and remade when its requirements change."""
    wanted = (HERE / "requirements.txt").read_text(encoding="utf-8") + "\n".join(viz_pins())
    stamp = VENV / "requirements.lock"
    if stamp.exists() and stamp.read_text(encoding="utf-8") == wanted:
        return VENV_PYTHON
    log("making the build environment (build/lite-cache/venv)")
    shutil.rmtree(VENV, ignore_errors=True)
    run([sys.executable, "-m", "venv", str(VENV)])
    install = [str(VENV_PYTHON), "-m", "pip", "install", "-q"]
    uv = Path(sys.executable).parent / "uv"  # the project's environment has it (Makefile)
    # uv: a third of the time, half the CPU (7 s against 22 s here). No bytecode up front: the
    # build imports a small part of this environment, once.
    if uv.exists():
        install = [str(uv), "pip", "install", "-q", "--python", str(VENV_PYTHON)]
    run([*install, "-r", str(HERE / "requirements.txt"), *viz_pins()])
    stamp.write_text(wanted, encoding="utf-8")
    return VENV_PYTHON


def in_build_env(code: str) -> str:
    done = subprocess.run(
        [str(VENV_PYTHON), "-c", code], check=True, capture_output=True, text=True
    )
    return done.stdout.strip()


def pyodide_version() -> str:
    return in_build_env(
        "from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION as V; print(V)"
    )


def pyodide_core(version: str) -> Path:
    """Pyodide's core files from npm (cached): the interpreter, the stdlib, and its lock."""
    folder = CACHE / f"pyodide-{version}"
    if (folder / "pyodide-lock.json").exists():
        return folder
    CACHE.mkdir(parents=True, exist_ok=True)
    tgz = CACHE / f"pyodide-{version}.tgz"
    if not tgz.exists():
        npm = shutil.which("npm")
        if npm is None:
            sys.exit("npm is needed to fetch Pyodide's core from the npm registry")
        run([npm, "pack", f"pyodide@{version}", "--pack-destination", str(CACHE), "--silent"])
    tmp = folder.with_suffix(".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    with tarfile.open(tgz) as tar:
        tar.extractall(tmp, filter="data")
    tmp.joinpath("package").rename(folder)
    shutil.rmtree(tmp)
    return folder


def runtime_pins() -> dict[str, str]:
    """The project's own dependencies that run in the browser (markers evaluated for it), at
    their pinned versions: Babel (the translation catalogs and number formats)."""
    browser = {**default_environment(), "sys_platform": "emscripten", "extra": ""}
    found = {}
    for line in metadata.requires("sjuan_notebooks") or []:
        req = Requirement(line)
        if req.marker is not None and not req.marker.evaluate(browser):
            continue
        exact = [s.version for s in req.specifier if s.operator == "=="]
        if not exact:
            sys.exit(f"pin {req} exactly (==) in pyproject.toml: the browser site needs a version")
        found[canonicalize_name(req.name)] = exact[0]
    return found


def pins() -> dict[str, str]:
    code = (
        "from importlib.metadata import version; "
        f"print(' '.join(version(n) for n in {list(FOLLOW_ENVIRONMENT)!r}))"
    )
    versions = in_build_env(code).split()
    return {**PINNED, **runtime_pins(), **dict(zip(FOLLOW_ENVIRONMENT, versions, strict=True))}


def browser_wheels() -> list[Path]:
    """The pinned wheels from PyPI (cached), pure Python only."""
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)

    def cached(name: str, version: str) -> Path | None:
        stem = f"{canonicalize_name(name).replace('-', '_')}-{version}-"
        found = [p for p in folder.glob("*.whl") if p.name.lower().startswith(stem)]
        return found[0] if found else None

    wanted = pins()
    missing = [f"{n}=={v}" for n, v in wanted.items() if cached(n, v) is None]
    if missing:
        log(f"downloading {len(missing)} wheels from PyPI")
        run(
            [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:"]
            + ["--platform", "any", "--python-version", "3.14", "--implementation", "py"]
            + ["--abi", "none", "-d", str(folder), *missing]
        )
    wheels = []
    for name, version in wanted.items():
        wheel = cached(name, version)
        if wheel is None:
            sys.exit(f"no pure-Python wheel of {name}=={version}")
        wheels.append(wheel)
    return wheels


def cldr_locales() -> list[str]:
    """The CLDR locales Babel reads to write numbers in the site's languages (the languages and
    the locales they inherit from, as Babel itself resolves them)."""
    import babel.localedata

    sys.path.insert(0, str(ROOT))
    from sjuan_notebooks.i18n import LANGS, numbers

    for lang in LANGS:
        numbers.fmt_percent(0.551, lang)
        numbers.fmt_decimal(12345.5, lang)
        numbers.plotly_separators(lang)
    return sorted(babel.localedata._cache)  # every locale loaded, parents included


def trimmed(wheel: Path, dest: Path, drop: Callable[[str], bool]) -> Path:
    """``wheel`` without the files ``drop`` names (and their lines of its RECORD), written to
    ``dest`` under the same name; the lock's sha256 is of this file. Pyodide fetches a wheel
    and unpacks every file of it before the first cell that imports the package runs."""
    out = dest / wheel.name
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            name = info.filename
            if drop(name):
                continue
            data = src.read(info)
            if name.endswith(".dist-info/RECORD"):
                lines = data.decode("utf-8").splitlines(keepends=True)
                data = "".join(line for line in lines if not drop(line.split(",")[0]))
                data = data.encode("utf-8")
            dst.writestr(info, data)
    return out


def trim_babel(wheel: Path, dest: Path) -> Path:
    """Babel's wheel with the CLDR data of the site's languages only. The whole wheel is 11 MB
    (33 MB unpacked, one file per locale of the world); the lessons only write numbers in their
    four languages."""
    keep = {f"babel/locale-data/{name}.dat" for name in cldr_locales()}
    out = trimmed(wheel, dest, lambda n: n.startswith("babel/locale-data/") and n not in keep)
    missing = keep - set(zipfile.ZipFile(out).namelist())
    if missing:
        sys.exit(f"Babel's wheel lacks the CLDR data {sorted(missing)}")
    log(f"Babel's CLDR data cut to {', '.join(sorted(n[18:-4] for n in keep))}")
    return out


def plotly_unused(name: str) -> bool:
    """plotly's files the kernel never reads: two copies of its JupyterLab extension (in
    ``plotly/labextension/`` and the wheel's ``.data/`` folder; the site has the extension
    itself, copied in) and the plotly.js it writes into HTML files (the lessons draw through
    that extension). 14.5 of the wheel's 40 MB unpacked, 4.4 of its 9.7 MB."""
    return name.startswith(("plotly/labextension/", "plotly/package_data/plotly.min.js")) or (
        name.startswith("plotly-") and ".data/" in name
    )


def trim_plotly(wheel: Path, dest: Path) -> Path:
    """plotly's wheel without :func:`plotly_unused`'s files. FigureWidget's own script
    (``package_data/widgetbundle.js``, which the lessons' FigureWidgets send to the page) stays."""
    out = trimmed(wheel, dest, plotly_unused)
    kept = set(zipfile.ZipFile(out).namelist())
    if not {"plotly/package_data/widgetbundle.js", "plotly/__init__.py"} <= kept:
        sys.exit("plotly's wheel has changed its layout: check plotly_unused")
    log(f"plotly's wheel cut to {out.stat().st_size / 1e6:.1f} MB")
    return out


#: the kernel's packages that a lesson never imports (IPython 9.19 imports its completer and
#: pygments' lexers only when used: ``docs/hosting.md``); their modules are compiled in the
#: browser if ever imported, as before this build compiled anything
NEVER_IMPORTED = ("pygments/lexers/", "pygments/styles/", "pygments/formatters/")


def drawn_traces() -> set[str]:
    """The plotly trace types the package's figures are made of (``go.Scatter(`` and the like
    in its source): their classes' modules are compiled, not the other traces'."""
    found = set()
    for source in (ROOT / "sjuan_notebooks").rglob("*.py"):
        found |= set(re.findall(r"\bgo\.([A-Z][A-Za-z]*)\(", source.read_text(encoding="utf-8")))
    return {name.lower() for name in found} - {"figure", "figurewidget", "layout"}


def uncompiled(wheels: list[Path]) -> list[str]:
    """Where no module is compiled at build time (:func:`precompile`): :data:`NEVER_IMPORTED`,
    and plotly's classes for the traces no figure draws. plotly holds a module per class of
    every trace type's every part, 1,508 modules of the 3,370 compiled, of which the lessons
    import 64; compiling them cost most of this build's minute in Pyodide, for no lesson."""
    with zipfile.ZipFile(next(p for p in wheels if p.name.startswith("plotly-"))) as z:
        parts = {n.split("/")[2] for n in z.namelist()
                 if n.startswith("plotly/graph_objs/") and n.count("/") >= 3}  # fmt: skip
    kept = drawn_traces() | {"layout"}
    return [*NEVER_IMPORTED, *(f"plotly/graph_objs/{p}/" for p in sorted(parts - kept))]


def precompile(core: Path, wheels: list[Path]) -> None:
    """Add to each wheel (and to the standard library's zip) its modules' bytecode, compiled by
    the browser's Python (Pyodide under Node: ``lite/compile_wheels.py`` says why), but for
    the modules no lesson imports (:func:`uncompiled`)."""
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        sys.exit("Node is needed to compile the wheels for the browser (it comes with npm)")
    started = time.perf_counter()
    skip = "--skip=" + ",".join(uncompiled(wheels))
    out = subprocess.run(
        [node, str(HERE / "compile_wheels.mjs"), str(core), skip, *map(str, wheels)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    count = sum(int(line.split(": ")[1].split()[0]) for line in out.stdout.splitlines())
    seconds = time.perf_counter() - started
    log(f"{count} modules of {len(wheels)} wheels and zips compiled to bytecode in {seconds:.0f} s")


#: wheels the site ships cut down, by project name
TRIM: dict[str, Callable[[Path, Path], Path]] = {"babel": trim_babel, "plotly": trim_plotly}


def without_data_files(pyproject: Path) -> str:
    """``pyproject`` without its ``[tool.setuptools.data-files]`` table: those are Voila's
    template, which the browser has no use for (and whose files the copy leaves out)."""
    text = pyproject.read_text("utf-8")
    start = text.index("[tool.setuptools.data-files]")
    end = text.index("\n[", start + 1)
    return text[:start] + text[end + 1 :]


def own_wheel(dest: Path) -> Path:
    """The project's wheel, built from a copy of the working tree (so no stale build files)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        for name in ("setup.py", "MANIFEST.in", "README.md"):
            shutil.copy2(ROOT / name, src / name)
        (src / "pyproject.toml").write_text(without_data_files(ROOT / "pyproject.toml"), "utf-8")
        shutil.copytree(  # the .mo files are compiled by the build (setup.py)
            ROOT / "sjuan_notebooks",
            src / "sjuan_notebooks",
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo"),
        )
        run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(dest), str(src)])
    return next(dest.glob("sjuan_notebooks-*.whl"))


def kernel_wheels() -> list[Path]:
    pypi = extension_dir("@jupyterlite/pyodide-kernel-extension") / "static" / "pypi"
    return sorted(p for p in pypi.glob("*.whl") if p.name.startswith(KERNEL_WHEELS))


def extension_dir(name: str) -> Path:
    folder = VENV / "share" / "jupyter" / "labextensions" / name
    if not (folder / "package.json").exists():
        sys.exit(f"the browser extension {name} is missing from {VENV}: remove it and rebuild")
    return folder


def lock_entry(wheel: Path, env: dict[str, str], extra: str = "") -> tuple[str, dict[str, object]]:
    """A ``pyodide-lock.json`` entry read from the wheel itself: its dependencies with markers
    evaluated for the browser, and the top-level modules it provides."""
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(zf.read(meta_name).decode("utf-8"))
        top_level = next((n for n in names if n.endswith(".dist-info/top_level.txt")), None)
        if top_level:
            imports = zf.read(top_level).decode("utf-8").split()
        else:
            imports = sorted(
                {
                    n.split("/")[0].removesuffix(".py")
                    for n in names
                    if not n.split("/")[0].endswith((".dist-info", ".data"))
                    and (n.endswith(".py") or "/" in n)
                }
            )
    depends = []
    for line in meta.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate({**env, "extra": extra}):
            depends.append(canonicalize_name(req.name))
    name = canonicalize_name(meta["Name"])
    return name, {
        "name": name,
        "version": meta["Version"],
        "file_name": wheel.name,
        "install_dir": "site",
        "package_type": "package",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "imports": [i for i in imports if i.isidentifier()],
        "depends": depends,
        "unvendored_tests": False,
    }


def write_lock(target: Path, npm_lock: Path, wheels: list[Path]) -> None:
    info = json.loads(npm_lock.read_text(encoding="utf-8"))["info"]
    env = {
        **default_environment(),
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "platform_machine": "wasm32",
        "os_name": "posix",
        "implementation_name": "cpython",
        "python_version": ".".join(info["python"].split(".")[:2]),
        "python_full_version": info["python"],
    }
    packages = dict(
        lock_entry(w, env, OWN_EXTRA if w.name.startswith("sjuan_notebooks-") else "")
        for w in wheels
    )
    # plotly's FigureWidget needs anywidget, which plotly does not declare
    packages["plotly"]["depends"] = sorted({*packages["plotly"]["depends"], "anywidget"})  # type: ignore[misc]
    for entry in packages.values():
        entry["depends"] = [d for d in entry["depends"] if d in packages]  # type: ignore[attr-defined]
    lock = {"info": info, "packages": dict(sorted(packages.items()))}
    target.write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")


def lessons() -> list[Path]:
    """Every notebook under notebooks/, at any depth (not the jupytext sources)."""
    folder = ROOT / "notebooks"
    return sorted(
        p
        for p in folder.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts and p.relative_to(folder).parts[0] != "src"
    )


def stage_contents(files: Path) -> list[tuple[str, str]]:
    """Copy the lessons into the site's files, set to the browser kernel; (path, title) each."""
    found = []
    for path in lessons():
        rel = path.relative_to(ROOT / "notebooks").as_posix()
        notebook = json.loads(path.read_text(encoding="utf-8"))
        notebook.setdefault("metadata", {})["kernelspec"] = KERNELSPEC
        target = files / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(notebook, ensure_ascii=False, indent=1), encoding="utf-8")
        found.append((rel, title_of(notebook, rel)))
    return found


def title_of(notebook: dict, rel: str) -> str:
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "markdown":
            for line in "".join(cell.get("source", "")).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return rel


def lesson_lang(rel: str) -> str:
    """English lessons sit at the top of notebooks/, the others in a folder per language."""
    parts = rel.split("/")
    return parts[0] if len(parts) > 1 else "en"


def classroom_url(rel: str) -> str:
    """The console app, code hidden, running the lesson as an app (see classroom.py)."""
    code = f"from sjuan_notebooks.classroom import show_lesson; _ = show_lesson({rel!r}, globals())"
    query = urllib.parse.urlencode(
        {"kernel": "python", "showBanner": "0", "hideCodeInput": "1", "code": code}
    )
    return f"repl/index.html?{query}"


def workspace_of(rel: str) -> str:
    """The lesson's own JupyterLab workspace: "sv/01-sjuan.ipynb" -> "sv-01-sjuan"."""
    return rel.removesuffix(".ipynb").replace("/", "-")


def lab_url(rel: str) -> str:
    """The lesson in JupyterLab, in a workspace of its own. JupyterLab saves the open tabs of a
    workspace in the browser and reopens them all on the next visit, each with its own kernel:
    in one workspace for the whole site, the sixth lesson started six kernels. In its own, a
    lesson reopens only itself (and what the student opened beside it there)."""
    return "lab/index.html?" + urllib.parse.urlencode({"path": rel, "workspace": workspace_of(rel)})


def start_pages(out: Path, found: list[tuple[str, str]]) -> None:
    """index.html (English) and index-LANG.html: the language's lessons, in JupyterLab and as
    an app, and links to the other languages' pages."""
    sys.path.insert(0, str(ROOT))
    from sjuan_notebooks.i18n import LANG_NAMES, LANGS, t

    def page_name(lang: str) -> str:
        return "index.html" if lang == "en" else f"index-{lang}.html"

    for lang in LANGS:
        esc = html.escape
        langs = " · ".join(
            f'<a href="{page_name(code)}">{esc(LANG_NAMES[code])}</a>' for code in LANGS
        )
        rows = "\n".join(
            f'<tr data-path="{esc(rel)}"><td>{esc(title)}</td><td><a class="classroom" href="{esc(classroom_url(rel))}">'
            f'{esc(t("lite.classroom", lang))}</a></td><td><a class="lab" href="{esc(lab_url(rel))}">'
            f"{esc(t('lite.lab', lang))}</a></td></tr>"
            for rel, title in found
            if lesson_lang(rel) == lang
        )
        page = f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(t("lite.title", lang))}</title>
<link rel="icon" href="lab/favicon.ico">
<!-- the apps read their settings from the root page's config block (kept empty here) -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }}
table {{ border-collapse: collapse; width: 100%; }}
td, th {{ text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; }}
p {{ overflow-wrap: anywhere; }}
/* a phone: each lesson's title above its two links, not three columns squeezed to 320 px */
@media (max-width: 30rem) {{
  body {{ margin: 1rem auto; padding: 0 .75rem; }}
  table, tbody, tr, td {{ display: block; }}
  tr:first-child {{ display: none; }}
  tr {{ border-bottom: 1px solid #ddd; padding: .5rem 0; }}
  td {{ border: none; padding: .15rem 0; }}
  td:first-child {{ font-weight: 600; }}
  td + td {{ display: inline-block; margin-right: 1.25rem; }}
  td a {{ display: inline-block; padding: .25rem 0; }}
}}
</style></head>
<body>
<h1>{esc(t("lite.title", lang))}</h1>
<p>{esc(t("lite.language", lang))}: {langs}</p>
<p>{esc(t("lite.intro", lang))}</p>
<p>{esc(t("lite.phone", lang))}</p>
<table>
<tr><th>{esc(t("lite.lesson", lang))}</th><th></th><th></th></tr>
{rows}
</table>
<p><small>{esc(t("lite.offline", lang))}</small></p>
</body></html>
"""
        (out / page_name(lang)).write_text(page, encoding="utf-8")


# JupyterLite's in-browser session service (LiteSessionClient.startNew in @jupyterlite/services,
# still so upstream) hands a notebook any running session of the same *name*, and JupyterLab names
# a notebook's session by the file's base name. So nb/01-sjuan.ipynb was handed the session of
# 01-sjuan.ipynb whenever that one was open (JupyterLab reopens the last visit's tabs, too): the
# two widgets then fought over one session, JupyterLab disposed it ("<id> was disposed", "Cannot
# read properties of null (reading 'kernel')") and neither notebook ever got a kernel. Every
# language folder repeats the top level's file names, so the bundle is patched to match a running
# session by its path, as Jupyter Server does. The build stops if the code is not found exactly
# once (a new JupyterLite: check whether it still needs this).
SESSION_BY_NAME = re.compile(
    r"let\{path:(?P<path>[\w$]+),name:(?P<name>[\w$]+)\}=(?P<opts>[\w$]+),"
    r"(?P<found>[\w$]+)=this\._sessions\.find\((?P<s>[\w$]+)=>(?P=s)\.name===(?P=name)\)"
)


def patch_sessions_by_path(out: Path) -> None:
    """Make the site's session service reuse a running session only for the same path."""
    hits = []
    for bundle in sorted((out / "build").glob("*.js")):
        text = bundle.read_text(encoding="utf-8")
        matches = list(SESSION_BY_NAME.finditer(text))
        if matches:
            hits.append((bundle, text, matches))
    if [len(m) for _, _, m in hits] != [1]:
        where = [f"{b.name}: {len(m)}" for b, _, m in hits] or ["nowhere"]
        sys.exit(f"JupyterLite's session lookup by name was not found once ({', '.join(where)})")
    bundle, text, (match,) = hits[0]
    g = match.groupdict()
    fixed = (
        f"let{{path:{g['path']},name:{g['name']}}}={g['opts']},"
        f"{g['found']}=this._sessions.find({g['s']}=>{g['s']}.path==={g['path']})"
    )
    bundle.write_text(text[: match.start()] + fixed + text[match.end() :], encoding="utf-8")
    log(f"patched {bundle.name}: a running session is reused only for the same notebook path")


# The kernel's start in its worker (the same code in each of the extension's worker bundles):
# it installs with piplite each of these packages that Pyodide did not load first, then imports
# the kernel, whose shell completes with jedi.
KERNEL_START = re.compile(
    r'for\(let (?P<v>[\w$]+) of\["ipykernel","comm","pyodide-kernel","jedi","ipython"\]\)'
    r'(?P<mid>.{1,200}?)(?P<push>[\w$]+\.push\()"import pyodide_kernel"\)'
)


def patch_kernel_start(out: Path) -> None:
    """Start the kernel without jedi: no Tab completion of a lesson needs its static analysis
    (IPython's own completer names what the kernel holds), and jedi with parso is 1.7 MB and
    1,900 files to fetch and unpack before the first cell runs. The worker no longer installs
    it, and the shell completes without it (pyodide-kernel sets ``use_jedi`` on). prompt_toolkit
    and wcwidth, which only IPython's terminal imports, are left out of the site as well (not
    in :data:`PINNED`, so not in IPython's dependencies in the lock). The build stops if the
    code is not found in a worker bundle (a new JupyterLite: check whether it still needs this)."""
    static = out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    patched = []
    for bundle in sorted(static.glob("*.js")):
        text = bundle.read_text(encoding="utf-8")
        matches = list(KERNEL_START.finditer(text))
        if not matches:
            continue
        if len(matches) != 1:
            sys.exit(f"the kernel's start is in {bundle.name} {len(matches)} times, not once")
        g = matches[0].groupdict()
        fixed = (
            f'for(let {g["v"]} of["ipykernel","comm","pyodide-kernel","ipython"]){g["mid"]}'
            f'{g["push"]}"import pyodide_kernel",'
            '"pyodide_kernel.ipython_shell.Completer.use_jedi = False")'
        )
        m = matches[0]
        bundle.write_text(text[: m.start()] + fixed + text[m.end() :], encoding="utf-8")
        patched.append(bundle.name)
    if not any(".worker." in name for name in patched):
        sys.exit("the kernel's start was not found in the Pyodide kernel's worker bundles")
    log(f"patched {', '.join(patched)}: the kernel starts without jedi")


# File names that carry their content's hash (JupyterLab's and the extensions' bundles).
HASHED = re.compile(r"[.-][0-9a-f]{7,}\.js$")
IMMUTABLE = "public, max-age=31536000, immutable"


def pyodide_by_content(out: Path) -> str:
    """Move Pyodide's core, the wheels and the lock into ``static/pyodide/<hash>/``, named by
    their content, and point the kernel there: a new build of any of them gets a new address,
    so a browser may keep them for good (``_headers``) and never asks for them again."""
    folder = out / "static" / "pyodide"
    files = sorted(p for p in folder.iterdir() if p.is_file())
    digest = hashlib.sha256()
    for file in files:
        digest.update(file.name.encode() + b"\0" + hashlib.sha256(file.read_bytes()).digest())
    name = digest.hexdigest()[:16]
    (folder / name).mkdir()
    for file in files:
        file.rename(folder / name / file.name)
    config = out / "jupyter-lite.json"
    text = config.read_text(encoding="utf-8")
    old = "./static/pyodide/pyodide.mjs"
    if text.count(old) != 1:
        sys.exit(f"{config.name} names {old} {text.count(old)} times, not once")
    config.write_text(text.replace(old, f"./static/pyodide/{name}/pyodide.mjs"), encoding="utf-8")
    return name


def write_headers(out: Path) -> None:
    """``_headers`` (Netlify's and Cloudflare Pages' format; lite/serve.py reads it too): the
    files named by their content are kept by the browser for a year without asking again. The
    rest (pages, settings, lessons) are left to the host's default, which revalidates them
    (docs/hosting.md)."""
    lines = [
        "# Files named by their content: a new build gives them new names (see docs/hosting.md).",
        "/static/pyodide/*",
        f"  Cache-Control: {IMMUTABLE}",
    ]
    for path in sorted(out.rglob("*.js")):
        rel = path.relative_to(out).as_posix()
        if HASHED.search(path.name) and rel.startswith(("build/", "extensions/")):
            lines += [f"/{rel}", f"  Cache-Control: {IMMUTABLE}"]
    (out / "_headers").write_text("\n".join(lines) + "\n", encoding="utf-8")


def size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def build(out: Path = OUT) -> Path:
    started = time.perf_counter()
    python = build_env()
    version = pyodide_version()
    core = pyodide_core(version)
    stage = CACHE / "stage"
    shutil.rmtree(stage, ignore_errors=True)
    pyodide = stage / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(core / name, pyodide / name)
    wheels = [
        TRIM[w.name.split("-")[0]](w, pyodide) if w.name.split("-")[0] in TRIM else w
        for w in browser_wheels()
    ]
    wheels += kernel_wheels()
    wheels.append(own_wheel(pyodide))
    for wheel in wheels:
        if wheel.parent != pyodide:
            shutil.copy2(wheel, pyodide / wheel.name)
    wheels = [pyodide / w.name for w in wheels]
    precompile(core, [*wheels, pyodide / "python_stdlib.zip"])
    write_lock(pyodide / "pyodide-lock.json", core / "pyodide-lock.json", wheels)
    found = stage_contents(stage / "files")
    config = json.loads((HERE / "jupyter_lite_config.json").read_text(encoding="utf-8"))
    config["LiteBuildConfig"]["federated_extensions"] = [str(extension_dir(e)) for e in EXTENSIONS]
    (stage / "jupyter_lite_config.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
    shutil.copy2(HERE / "jupyter-lite.json", stage / "jupyter-lite.json")
    shutil.rmtree(out, ignore_errors=True)
    log(f"jupyter lite build: {len(found)} lessons, {len(wheels)} wheels, Pyodide {version}")
    run(
        [str(python), "-m", "jupyterlite_core", "build", "--lite-dir", str(stage)]
        + ["--output-dir", str(out)],
        cwd=stage,
    )
    patch_sessions_by_path(out)
    patch_kernel_start(out)
    log(f"Pyodide and the wheels in static/pyodide/{pyodide_by_content(out)}/")
    write_headers(out)
    start_pages(out, found)
    shutil.copy2(out / "lab" / "favicon.ico", out / "favicon.ico")  # browsers ask the root
    seconds = time.perf_counter() - started
    where = out.relative_to(ROOT) if out.is_relative_to(ROOT) else out
    log(f"site in {where}: {size_of(out) / 1e6:.1f} MB, built in {seconds:.0f} s")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where the site goes")
    build(parser.parse_args().out.resolve())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
