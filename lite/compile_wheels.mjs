// Compile the browser site's wheels with the browser's own Python: Pyodide under Node runs
// lite/compile_wheels.py on the wheels named (see there why).
//   node lite/compile_wheels.mjs PYODIDE_DIR [--skip=PREFIX,...] WHEEL...   (absolute paths)
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
const script = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "compile_wheels.py"), "utf8");
pyodide.globals.get("__import__")("sys").argv = pyodide.toPy(
  ["compile_wheels.py", ...wheels.map((w) => (w.startsWith("--") ? w : "/host" + w))],
);
pyodide.runPython(script, { globals: pyodide.toPy({ __name__: "__main__" }) });
