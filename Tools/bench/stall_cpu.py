#!/usr/bin/env python3
"""CPU a client burns while a server accepts its connection and never answers.

Usage: stall_cpu.py --seconds S --label NAME --command CMD [--label NAME --command CMD ...]
Starts a silent HTTP server on 127.0.0.1 (a free port; each command gets it as {url}), runs each
command for S seconds while it waits, then reads the CPU time of its whole process tree (user + system,
every thread of the command and of the processes it started: movieland's network helper included) from
/proc and stops it. Prints each one's share of a core and its ratio to the last (the reference).
"""
import argparse
import os
import signal
import socket
import subprocess
import threading
import time


def silent_server():
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    held = []

    def accept():
        while True:
            connection, _ = listener.accept()
            held.append(connection)  # read nothing, answer nothing, close nothing

    threading.Thread(target=accept, daemon=True).start()
    return listener.getsockname()[1]


def process_table():
    """Every process's parent and CPU ticks (utime, stime, cutime, cstime), by pid, from /proc."""
    table = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        table[int(entry)] = (int(fields[1]), sum(int(value) for value in fields[11:15]))
    return table


def cpu_seconds(pid):
    """User + system time of the process and every process under it, alive (a helper it started and is
    waiting on counts) or already waited for."""
    table = process_table()
    children = {}
    for child, (parent, _) in table.items():
        children.setdefault(parent, []).append(child)
    ticks, pending = 0, [pid]
    while pending:
        current = pending.pop()
        ticks += table.get(current, (0, 0))[1]
        pending.extend(children.get(current, []))
    return ticks / os.sysconf("SC_CLK_TCK")


def measure(command, seconds):
    process = subprocess.Popen(
        "exec " + command, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    time.sleep(seconds)
    if process.poll() is not None:
        raise SystemExit(f"stopped before the {seconds} s were up (exit {process.returncode}): {command}")
    used = cpu_seconds(process.pid)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    return used / seconds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3)
    parser.add_argument("--label", action="append", required=True)
    parser.add_argument("--command", action="append", required=True)
    args = parser.parse_args()
    url = f"http://127.0.0.1:{silent_server()}"
    shares = {label: measure(command.replace("{url}", url), args.seconds)
              for label, command in zip(args.label, args.command)}
    reference = max(shares[args.label[-1]], 0.001)
    width = max(len(label) for label in args.label)
    for label in args.label:
        print(f"  {label:<{width}}  {shares[label] * 100:6.1f}% of a core while waiting "
              f"({args.seconds:g} s)  ratio {shares[label] / reference:.1f}x")


if __name__ == "__main__":
    main()
