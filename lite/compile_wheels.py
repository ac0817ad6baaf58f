"""Run inside Pyodide (by ``lite/compile_wheels.mjs``, from ``lite/build.py``): each wheel named
on the command line gets its modules' bytecode, compiled by the browser's own Python.

Why: the kernel's Python in the browser writes no bytecode (``sys.dont_write_bytecode``), so
every module of IPython, plotly, Babel and this package was compiled from source on every
visit, in WebAssembly: about 1.5 s of a lesson's first 12 (measured in the site's kernel).
Pyodide's own packages ship compiled for the same reason. Only this interpreter can compile
them (its version and its hash key decide the files), hence Pyodide under Node at build time.

The bytecode goes beside the sources as unchecked hash-based files (PEP 552,
``__pycache__/NAME.cpython-314.pyc``): the import system takes them without looking at the
source's time stamp, which unpacking a wheel does not keep, and the sources stay for
tracebacks and for completion. A module that does not compile here (a test file in an old
syntax) is left to be compiled when imported, as before.

    python compile_wheels.py [--skip=PREFIX,...] WHEEL...   (each wheel is rewritten in place;
    no module under a PREFIX, a path in the wheel, is compiled)
"""

from __future__ import annotations

import importlib.util
import os
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]

#: Pyodide's standard library, imported from this zip (npm's copy holds sources only: the
#: kernel's start compiled some 130 of its modules from source, twice each, as zipimport's
#: ``get_filename`` compiles too: about 0.9 s of the kernel's start in Node)
STDLIB = "python_stdlib.zip"
#: where that zip sits on the browser's ``sys.path`` (the same here)
STDLIB_PATH = next((p for p in sys.path if p.endswith(".zip")), "/lib/python314.zip")


def pyc_name(source: str, beside: bool = False) -> str:
    """Where the import system looks for a module's bytecode: in ``__pycache__`` for an
    unpacked wheel, right beside the source in a zip on ``sys.path`` (``beside``, the
    standard library's ``python_stdlib.zip``: zipimport knows no ``__pycache__``)."""
    if beside:
        return source[:-3] + ".pyc"
    folder, _, file = source.rpartition("/")
    target = f"__pycache__/{file[:-3]}.{sys.implementation.cache_tag}.pyc"
    return f"{folder}/{target}" if folder else target


def compiled(path: str, skip: tuple[str, ...] = ()) -> int:
    """Rewrite the wheel (or the standard library's zip) at ``path`` with bytecode beside its
    modules, but those whose path starts with one of ``skip``; the count added."""
    beside = os.path.basename(path) == STDLIB
    added: list[str] = []
    tmp = path + ".tmp"
    with zipfile.ZipFile(path) as src, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
        record_name, record = "", b""
        for info in src.infolist():
            name, data = info.filename, src.read(info)
            if name.endswith(".dist-info/RECORD"):
                record_name, record = name, data
                continue
            dst.writestr(info, data)
            top = name.split("/")[0]
            if not name.endswith(".py") or top.endswith((".dist-info", ".data")):
                continue
            if name.startswith(skip):
                continue
            try:
                # the file name tracebacks show: zipimport keeps the bytecode's own
                code = compile(
                    data, f"{STDLIB_PATH}/{name}" if beside else name, "exec", dont_inherit=True
                )
            except SyntaxError:
                continue
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            dst.writestr(pyc_name(name, beside), pyc)
            added.append(pyc_name(name, beside))
        if record_name:  # the files a wheel holds are listed there (a .pyc needs no hash)
            text = record.decode("utf-8") + "".join(f"{p},,\n" for p in added)
            dst.writestr(record_name, text.encode("utf-8"))
    os.replace(tmp, path)
    return len(added)


if __name__ == "__main__":
    skip = tuple(p for a in sys.argv[1:] if a.startswith("--skip=") for p in a[7:].split(",") if p)
    for wheel in (a for a in sys.argv[1:] if not a.startswith("--")):
        print(f"{os.path.basename(wheel)}: {compiled(wheel, skip)} modules compiled")
