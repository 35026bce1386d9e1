#!/usr/bin/env python3
"""Grades deals by the thousand on Dask distributed.

Every game and option set's deals 1..N and the daily deals of a run of
days are cut into shards; each shard is one Dask task that runs the native
`patience grades` on a worker and returns the shard's bytes. The runner
(this process, the Dask client) writes each finished shard to its own file
under data/grades/<set>/ and skips the shards already there, so a stopped
run resumes where it stopped, and a worker killed mid-run loses only the
shard it was grading (the scheduler gives it to another worker). `merge`
joins the shards in deal order into the files the table fetches
(www/grades/): the same bytes whatever the number of workers or the order
they finished in, since each shard's bytes are the CLI's and the merge is
a concatenation in shard order.

    grade_runner.py grade [--workers 2 | --scheduler tcp://HOST:8786] ...
    grade_runner.py merge
    grade_runner.py status

docs/winnability.md ("Grading on a cluster") tells how to start a cluster.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The game and option sets, in the order of the engine's Variant::ALL, as
# (slug, the CLI's arguments).
SETS: list[tuple[str, list[str]]] = [
    ("caprice", ["caprice"]),
    ("capricieuse", ["capricieuse"]),
    ("lucas-leaps", ["lucas-leaps"]),
    ("double-canfield-draw3-waste", ["double-canfield", "--draw", "3", "--spaces", "waste"]),
    ("double-canfield-draw3-any", ["double-canfield", "--draw", "3", "--spaces", "any"]),
    ("double-canfield-draw1-waste", ["double-canfield", "--draw", "1", "--spaces", "waste"]),
    ("double-canfield-draw1-any", ["double-canfield", "--draw", "1", "--spaces", "any"]),
    ("russian-patience", ["russian-patience"]),
]
SET_ARGS = dict(SETS)

# The sets whose deals take milliseconds (graded first: their tables are
# whole within minutes) and the one whose hard deals the table's test asks
# for beyond the first shard.
CHEAP = ["capricieuse", "double-canfield-draw1-waste", "double-canfield-draw1-any"]
FIRST = ["lucas-leaps"]

DEALS_PER_SHARD = 64
DAYS_PER_SHARD = 73
# The first day of the daily grade files: the shards of days are counted
# from it, so it stays fixed (a deploy grades more days with --days).
DAILY_FROM = dt.date(2026, 11, 29)

DAILY_HEADER = 4
DAILY_RECORD = 5


@dataclass(frozen=True, order=True)
class Shard:
    """One task: `count` deals from deal `first`, or the daily deals of
    `count` days from day `first` (an ordinal counted from DAILY_FROM)."""

    kind: str  # "deals" or "daily"
    slug: str
    first: int
    count: int

    @property
    def index(self) -> int:
        # Every shard of deals of a plan has the same count; the last shard
        # of days may be shorter.
        if self.kind == "deals":
            return (self.first - 1) // self.count
        return self.first // DAYS_PER_SHARD

    def path(self, out: Path) -> Path:
        return out / self.slug / self.kind / f"{self.index:05d}.bin"

    def size(self) -> int:
        """The bytes of the shard's file."""
        if self.kind == "deals":
            return self.count // 4
        return DAILY_HEADER + DAILY_RECORD * self.count

    def args(self) -> list[str]:
        """The CLI's arguments after `grades`."""
        if self.kind == "deals":
            what = ["--deals", f"{self.first}..{self.first + self.count - 1}"]
        else:
            a = DAILY_FROM + dt.timedelta(days=self.first)
            b = a + dt.timedelta(days=self.count - 1)
            what = ["--days", f"{a.isoformat()}..{b.isoformat()}"]
        return SET_ARGS[self.slug] + what

    def key(self) -> str:
        return f"{self.slug}-{self.kind}-{self.index:05d}"


def plan(slugs: list[str], deals: int, days: int, deals_per_shard: int = DEALS_PER_SHARD) -> list[Shard]:
    """Every shard of deals 1..`deals` and of `days` daily deals for each
    set, in the order to grade them: the cheap sets whole, then the first
    sets' early shards, then round after round a shard of deals of each
    set, the daily shards spread among them (so that every set's tables
    grow together and the days nearest come first)."""
    if deals % deals_per_shard or deals_per_shard % 4:
        raise SystemExit(f"--deals must be a multiple of {deals_per_shard}, and the shard of 4")
    per_set: dict[str, list[Shard]] = {}
    for slug in slugs:
        shards = [Shard("deals", slug, k * deals_per_shard + 1, deals_per_shard) for k in range(deals // deals_per_shard)]
        daily = [
            Shard("daily", slug, k * DAYS_PER_SHARD, min(DAYS_PER_SHARD, days - k * DAYS_PER_SHARD))
            for k in range((days + DAYS_PER_SHARD - 1) // DAYS_PER_SHARD)
        ]
        # One daily shard after every few shards of deals.
        every = max(1, len(shards) // max(1, len(daily)))
        merged: list[Shard] = []
        for i, s in enumerate(shards):
            if i % every == 0 and daily:
                merged.append(daily.pop(0))
            merged.append(s)
        merged.extend(daily)
        per_set[slug] = merged
    order: list[Shard] = []
    for slug in [s for s in CHEAP if s in per_set]:
        order.extend(per_set.pop(slug))
    for slug in [s for s in FIRST if s in per_set]:
        order.extend(per_set[slug][:4])
        per_set[slug] = per_set[slug][4:]
    while any(per_set.values()):
        for slug in list(per_set):
            if per_set[slug]:
                order.append(per_set[slug].pop(0))
    return order


def _die_with_parent() -> None:
    """A grading process ends with the worker that started it (Linux),
    so a killed worker leaves no orphan grading on."""
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except OSError:
        pass


def run_shard(patience: str, shard: Shard) -> dict:
    """The task: grade one shard with the native CLI on this worker and
    return its bytes and the CLI's figures."""
    with tempfile.TemporaryDirectory(prefix="grade-") as tmp:
        out = Path(tmp) / "shard.bin"
        started = time.time()
        cpu0 = os.times()
        proc = subprocess.run(
            [patience, "grades", *shard.args(), "--jobs", "1", "--out", str(out)],
            capture_output=True,
            text=True,
            preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None,
        )
        cpu1 = os.times()
        if proc.returncode != 0:
            raise RuntimeError(f"patience grades {' '.join(shard.args())} failed: {proc.stderr.strip()}")
        data = out.read_bytes()
    if len(data) != shard.size():
        raise RuntimeError(f"{shard.key()}: {len(data)} bytes, expected {shard.size()}")
    return {
        "bytes": data,
        "summary": proc.stdout.strip(),
        "wall": time.time() - started,
        "cpu": (cpu1.children_user - cpu0.children_user) + (cpu1.children_system - cpu0.children_system),
        "worker": os.uname().nodename + ":" + str(os.getpid()),
    }


def write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def done(shard: Shard, out: Path) -> bool:
    p = shard.path(out)
    return p.is_file() and p.stat().st_size == shard.size()


def fmt_secs(s: float) -> str:
    s = int(s)
    if s >= 3600:
        return f"{s // 3600}h{s % 3600 // 60:02d}m"
    return f"{s // 60}m{s % 60:02d}s"


def grade(args: argparse.Namespace) -> int:
    from dask.distributed import Client, LocalCluster, as_completed

    out = Path(args.out)
    slugs = args.sets.split(",") if args.sets != "all" else [s for s, _ in SETS]
    for s in slugs:
        if s not in SET_ARGS:
            raise SystemExit(f"unknown set {s!r}: one of {', '.join(SET_ARGS)}")
    shards = plan(slugs, args.deals, args.days, args.shard)
    todo = [s for s in shards if not done(s, out)]
    patience = str(Path(args.patience).resolve()) if not args.scheduler else args.patience
    print(
        f"{len(shards)} shards, {len(shards) - len(todo)} done already, {len(todo)} to grade",
        flush=True,
    )
    if not todo:
        return 0
    if args.scheduler:
        client = Client(args.scheduler)
        cluster = None
    else:
        cluster = LocalCluster(
            n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=None
        )
        client = Client(cluster)
    stats = Path(args.stats) if args.stats else out / "stats.jsonl"
    try:
        # Earlier shards first: a lower place in the plan is a higher priority.
        # Shards go to the cluster in the plan's order, a few more than
        # there are workers at a time, so that the plan's order is the
        # order of grading (and the scheduler holds few tasks).
        pending = list(todo)
        running: dict = {}
        failures: dict[Shard, int] = {}
        queue = as_completed()

        def top_up() -> None:
            workers = max(1, len(client.scheduler_info().get("workers", {})))
            while pending and len(running) < 2 * workers:
                s = pending.pop(0)
                key = s.key() + (f"-again{failures[s]}" if s in failures else "")
                fut = client.submit(run_shard, patience, s, key=key, retries=args.retries, pure=False)
                running[fut] = s
                queue.add(fut)

        top_up()
        started = time.time()
        graded_deals = 0
        cpu_per_deal: dict[str, list[float]] = {}
        finished = 0
        last_print = 0.0
        for fut in queue:
            shard = running.pop(fut)
            try:
                result = fut.result()
            except Exception as e:  # a shard whose workers kept dying, or whose CLI kept failing
                failures[shard] = failures.get(shard, 0) + 1
                fut.release()
                if failures[shard] > args.retries:
                    raise
                print(f"[{time.strftime('%H:%M:%S')}] {shard.key()} failed ({e!r}): again", flush=True)
                pending.insert(0, shard)
                top_up()
                continue
            write_atomic(shard.path(out), result["bytes"])
            fut.release()
            top_up()
            finished += 1
            graded_deals += shard.count
            c = cpu_per_deal.setdefault(shard.slug, [0.0, 0])
            c[0] += result["cpu"]
            c[1] += shard.count
            with stats.open("a") as f:
                f.write(
                    json.dumps(
                        {
                            "shard": shard.key(),
                            "deals": shard.count,
                            "cpu_s": round(result["cpu"], 3),
                            "wall_s": round(result["wall"], 3),
                            "worker": result["worker"],
                            "summary": result["summary"],
                        }
                    )
                    + "\n"
                )
            now = time.time()
            if now - last_print >= args.progress_every or finished == len(todo):
                last_print = now
                elapsed = now - started
                workers = max(1, len(client.scheduler_info().get("workers", {})))
                total_cpu = sum(v[0] for v in cpu_per_deal.values())
                # A set not graded yet this run: as the costliest so far.
                mean_all = max(v[0] / v[1] for v in cpu_per_deal.values())
                left_cpu = sum(
                    s.count * (cpu_per_deal[s.slug][0] / cpu_per_deal[s.slug][1] if s.slug in cpu_per_deal else mean_all)
                    for s in [*pending, *running.values()]
                )
                rate = graded_deals / elapsed if elapsed > 0 else 0.0
                print(
                    f"[{time.strftime('%H:%M:%S')}] shards {len(shards) - len(todo) + finished}/{len(shards)} "
                    f"(this run {finished}/{len(todo)}), {rate:.2f} deals/s on {workers} workers "
                    f"({rate / workers:.2f} per worker), CPU {total_cpu:.0f} s, "
                    f"time left ~{fmt_secs(left_cpu / workers)}; last {shard.key()}: {result['summary']}",
                    flush=True,
                )
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    if args.merge:
        merge(argparse.Namespace(out=args.out, to=args.to, quiet=False))
    return 0


def contiguous(dirpath: Path, size_of) -> list[bytes]:
    """The shards' bytes from shard 0 up to the first one missing."""
    parts = []
    k = 0
    while True:
        p = dirpath / f"{k:05d}.bin"
        if not p.is_file():
            break
        data = p.read_bytes()
        if len(data) != size_of(k):
            break
        parts.append(data)
        k += 1
    return parts


def merge(args: argparse.Namespace) -> int:
    """Join each set's shards, from the first up to the first one missing,
    into www/grades/<set>.bin (deals 1..N, two bits a deal) and
    www/grades/<set>.daily.bin (the daily grade file)."""
    out = Path(args.out)
    to = Path(args.to)
    to.mkdir(parents=True, exist_ok=True)
    for slug, _ in SETS:
        first = out / slug / "deals" / "00000.bin"
        shard_bytes = first.stat().st_size if first.is_file() else 0
        deals = contiguous(out / slug / "deals", lambda k: shard_bytes)
        table = b"".join(deals)
        if table:
            write_if_changed(to / f"{slug}.bin", table)
        days = contiguous(out / slug / "daily", lambda k: DAILY_HEADER + DAILY_RECORD * DAYS_PER_SHARD)
        # The last shard of days may be short: take it too when it is the
        # next one.
        k = len(days)
        last = out / slug / "daily" / f"{k:05d}.bin"
        if last.is_file() and (last.stat().st_size - DAILY_HEADER) % DAILY_RECORD == 0:
            days.append(last.read_bytes())
        # Every set has its daily file, if only its header (no day graded
        # yet): the table asks for it, and a missing file is an error in
        # the browser's console.
        header = (DAILY_FROM - dt.date(1970, 1, 1)).days.to_bytes(DAILY_HEADER, "little")
        daily = header + b"".join(d[DAILY_HEADER:] for d in days)
        write_if_changed(to / f"{slug}.daily.bin", daily)
        if not args.quiet:
            n_days = sum((len(d) - DAILY_HEADER) // DAILY_RECORD for d in days)
            print(f"{slug}: deals 1..{len(table) * 4}, {n_days} daily deals from {DAILY_FROM}")
    return 0


def write_if_changed(path: Path, data: bytes) -> None:
    if not path.is_file() or path.read_bytes() != data:
        write_atomic(path, data)


GRADES = ["easy", "medium", "hard", "very-hard"]


def status(args: argparse.Namespace) -> int:
    """Each set's merged table: deals, grade counts, daily days."""
    to = Path(args.to)
    print("| set | deals graded | easy | medium | hard | very hard | daily deals |")
    print("| --- | --: | --: | --: | --: | --: | --: |")
    for slug, _ in SETS:
        p = to / f"{slug}.bin"
        table = p.read_bytes() if p.is_file() else b""
        counts = [0] * 4
        for byte in table:
            for i in range(4):
                counts[(byte >> (2 * i)) & 3] += 1
        d = to / f"{slug}.daily.bin"
        days = (d.stat().st_size - DAILY_HEADER) // DAILY_RECORD if d.is_file() else 0
        print(f"| {slug} | 1..{len(table) * 4} | " + " | ".join(f"{c:,}" for c in counts) + f" | {days} |")
    stats = Path(args.out) / "stats.jsonl"
    if stats.is_file():
        # The shards' figures, as graded (a shard graded twice counts
        # twice: the CPU it cost).
        cpu: dict[str, list[float]] = {}
        for line in stats.read_text().splitlines():
            row = json.loads(line)
            slug = next((s for s, _ in SETS if row["shard"].startswith(s + "-")), "?")
            c = cpu.setdefault(slug, [0.0, 0, 0.0])
            c[0] += row["cpu_s"]
            c[1] += row["deals"]
            c[2] += row["wall_s"]
        print()
        print("| set | deals graded by the runner | CPU s | CPU s a deal | deals a second a worker (wall) |")
        print("| --- | --: | --: | --: | --: |")
        for slug, (c, n, w) in cpu.items():
            print(f"| {slug} | {n:,} | {c:,.0f} | {c / max(1, n):.3f} | {n / max(w, 1e-9):.2f} |")
        c, n, w = (sum(v[i] for v in cpu.values()) for i in range(3))
        print(f"| all | {n:,} | {c:,.0f} | {c / max(1, n):.3f} | {n / max(w, 1e-9):.2f} |")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("grade", help="grade the shards not done yet")
    g.add_argument("--sets", default="all", help="comma-separated set slugs, or all")
    g.add_argument("--deals", type=int, default=4096, help="grade deals 1..N of each set")
    g.add_argument("--days", type=int, default=730, help=f"daily deals of N days from {DAILY_FROM}")
    g.add_argument("--shard", type=int, default=DEALS_PER_SHARD, help=argparse.SUPPRESS)
    g.add_argument("--workers", type=int, default=2, help="local cluster's workers (one thread each)")
    g.add_argument("--scheduler", help="a running cluster's scheduler, tcp://HOST:8786")
    g.add_argument(
        "--patience",
        default=str(ROOT / "target" / "release" / "patience"),
        help="the native CLI (a path valid on every worker)",
    )
    g.add_argument("--out", default=str(ROOT / "data" / "grades"), help="the shards' folder")
    g.add_argument("--to", default=str(ROOT / "www" / "grades"), help="merge's folder")
    g.add_argument("--stats", help="the shards' figures, JSON lines (default OUT/stats.jsonl)")
    g.add_argument("--retries", type=int, default=2, help="retries of a shard that failed")
    g.add_argument("--progress-every", type=float, default=0, help="seconds between progress lines")
    g.add_argument("--merge", action="store_true", help="merge when done")
    g.set_defaults(func=grade)
    m = sub.add_parser("merge", help="join the shards into the table's grade files")
    m.add_argument("--out", default=str(ROOT / "data" / "grades"))
    m.add_argument("--to", default=str(ROOT / "www" / "grades"))
    m.add_argument("--quiet", action="store_true")
    m.set_defaults(func=merge)
    s = sub.add_parser("status", help="each set's grade counts so far, and the shards' figures")
    s.add_argument("--to", default=str(ROOT / "www" / "grades"))
    s.add_argument("--out", default=str(ROOT / "data" / "grades"))
    s.set_defaults(func=status)
    args = p.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
