"""The grading runner on a local Dask cluster of 2 workers: its merged
files are byte for byte the native CLI's, with a worker killed mid-run,
and a run started again resumes (grades nothing already done)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PATIENCE = Path(os.environ.get("PATIENCE", ROOT / "target" / "release" / "patience"))
RUNNER = HERE / "grade_runner.py"

# Two fast sets: Capricieuse grades in milliseconds a deal; Double Canfield
# drawing one is fast too but for a deal of seconds among its first 64,
# which is the shard during which a worker is killed.
SETS = {
    "capricieuse": ["capricieuse"],
    "double-canfield-draw1-any": ["double-canfield", "--draw", "1", "--spaces", "any"],
}


def cli(args: list[str], out: Path) -> bytes:
    subprocess.run([str(PATIENCE), "grades", *args, "--out", str(out)], check=True, capture_output=True)
    return out.read_bytes()


def runner(tmp: Path, *extra: str) -> subprocess.Popen:
    return subprocess.Popen(
        [
            sys.executable,
            str(RUNNER),
            "grade",
            "--sets",
            ",".join(SETS),
            "--deals",
            "64",
            "--shard",
            "16",
            "--days",
            "3",
            "--workers",
            "2",
            "--patience",
            str(PATIENCE),
            "--out",
            str(tmp / "shards"),
            "--to",
            str(tmp / "grades"),
            "--merge",
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def kill_a_grading_worker(run: subprocess.Popen, killed: list[int]) -> None:
    """Kill the worker process that runs the slow shard's `patience grades`
    (its parent), once, while it grades."""
    me = psutil.Process(run.pid)
    while run.poll() is None and not killed:
        try:
            for p in me.children(recursive=True):
                cmd = p.cmdline()
                if len(cmd) > 1 and cmd[1] == "grades" and "double-canfield" in cmd:
                    worker = p.parent()
                    os.kill(worker.pid, signal.SIGKILL)
                    killed.append(worker.pid)
                    return
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            pass
        time.sleep(0.02)


def test_two_workers_one_killed_give_the_clis_bytes(tmp_path: Path) -> None:
    assert PATIENCE.is_file(), f"build it first: cargo build --release --bin patience ({PATIENCE})"
    run = runner(tmp_path)
    killed: list[int] = []
    killer = threading.Thread(target=kill_a_grading_worker, args=(run, killed))
    killer.start()
    log, _ = run.communicate(timeout=300)
    killer.join()
    assert run.returncode == 0, log
    assert killed, "no worker was killed mid-shard:\n" + log
    assert "shards 10/10" in log, log
    for slug, args in SETS.items():
        want = cli([*args, "--deals", "1..64", "--jobs", "1"], tmp_path / f"{slug}.want")
        got = (tmp_path / "grades" / f"{slug}.bin").read_bytes()
        assert len(got) == 16
        assert got == want, slug
        want = cli([*args, "--days", "2026-11-29..2026-12-01", "--jobs", "1"], tmp_path / f"{slug}.daily.want")
        got = (tmp_path / "grades" / f"{slug}.daily.bin").read_bytes()
        assert len(got) == 4 + 3 * 5
        assert got == want, slug
    # Started again: everything is done, nothing is graded.
    again = runner(tmp_path)
    log, _ = again.communicate(timeout=120)
    assert again.returncode == 0, log
    assert "0 to grade" in log, log
