#!/usr/bin/env python3
"""Times shell commands in one run, alternating them so machine noise hits both alike.

Usage: timing.py --runs N [--warmup N] --label NAME --command CMD [--label NAME --command CMD ...]
Prints the median, min and max of each, and each one's ratio to the last (the reference).
A command may start with 'prepare:<shell> ;; ' to run untimed set-up before each timing.
"""
import argparse
import statistics
import subprocess
import sys
import time


def run(command):
    prepare = None
    if command.startswith("prepare:"):
        prepare, command = command[len("prepare:"):].split(" ;; ", 1)
    if prepare:
        subprocess.run(prepare, shell=True, check=True)
    start = time.perf_counter()
    result = subprocess.run(command, shell=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        failures = [line for line in result.stdout.decode(errors="replace").splitlines() if "✘" in line or "error" in line]
        sys.exit(f"command failed ({result.returncode}): {command}\n{result.stderr.decode(errors='replace')[-2000:]}"
                 + "\n" + "\n".join(failures[-30:]))
    return elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1, help="untimed runs of each command first")
    parser.add_argument("--label", action="append", required=True)
    parser.add_argument("--command", action="append", required=True)
    args = parser.parse_args()
    if len(args.label) != len(args.command):
        sys.exit("give one --label per --command")
    times = {label: [] for label in args.label}
    for _ in range(args.warmup):  # caches, page cache
        for command in args.command:
            run(command)
    for _ in range(args.runs):
        for label, command in zip(args.label, args.command):
            times[label].append(run(command))
    reference = statistics.median(times[args.label[-1]])
    width = max(len(label) for label in args.label)
    for label in args.label:
        median = statistics.median(times[label])
        print(f"  {label:<{width}}  median {median * 1000:8.1f} ms  (min {min(times[label]) * 1000:.1f}, "
              f"max {max(times[label]) * 1000:.1f}, {args.runs} runs)  ratio {median / reference:.3f}x")


if __name__ == "__main__":
    main()
