"""``make fuzz``: run the fuzz suite (tests/fuzzing.py) at full size and report.

    python tests/fuzz_run.py [--cases N] [--kinds record,file,api,widget] [--memory-mb M]
                             [--no-schema]

Prints the number of checked calls per kind, how they ended, the slowest case, and every
finding; exits 1 if there is any. The process runs under an address-space limit (default
3 GB), so a case that tries to read or build something huge ends as a MemoryError finding
instead of taking the machine down.
"""

from __future__ import annotations

import argparse
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from fuzzing import run_all  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--kinds", default="")
    parser.add_argument("--memory-mb", type=int, default=3000)
    parser.add_argument(
        "--no-schema",
        action="store_true",
        help="switch the schema check off, to fuzz the record readers behind it on their own",
    )
    args = parser.parse_args()
    if args.no_schema:
        import sjuan_notebooks.core.records as records
        import sjuan_notebooks.femkamp.scoresheet as scoresheet

        records.check_record = lambda *a: None  # type: ignore[assignment]
        scoresheet.check_sheet = lambda *a: None  # type: ignore[assignment]
    limit = args.memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        kinds = tuple(k for k in args.kinds.split(",") if k) or None
        tally = run_all(args.cases, Path(folder), kinds)
    elapsed = time.perf_counter() - start
    print(tally.report())
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"time: {elapsed:.0f} s; peak memory: {peak:.0f} MB")
    return 1 if tally.findings else 0


if __name__ == "__main__":
    sys.exit(main())
