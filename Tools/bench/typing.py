#!/usr/bin/env python3
"""Benchmark of the interactive mode's typing, in a real pseudo-terminal.

Usage: typing.py <movieland binary>

1. Echo: types characters one at a time (every 60 ms, faster than the 120 ms search pause) and
   measures the time from each key to the first byte of the redrawn frame, and how many bytes the
   redraw takes, against a full frame of the same screen (what a redraw-everything loop writes).
2. Results: types whole queries at once and measures the time from the last key until the results are
   on screen, minus the pause; against `movieland search <query> --limit 100` run as a process, the
   same search from the command line. Each query alternates with its reference run.
"""
import fcntl
import os
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

WIDTH, HEIGHT = 120, 40
PAUSE = 0.120  # the search screen's debounce
QUERIES = [("matrix", "The Matrix Revolutions"), ("lord rings", "Return of the King"),
           ("star wars", "Empire Strikes Back"), ("godfather", "The Godfather: Part II"),
           ("alien", "Alien: Resurrection"), ("casablanca", "Casablanca"),
           ("pulp fiction", "Pulp Fiction"), ("jaws", "Jaws 2"),
           ("titanic", "Titanic"), ("toy story", "Toy Story 2")]


def read_until_quiet(fd, quiet=0.05, limit=5.0, want=None):
    """Reads until nothing arrives for `quiet` seconds (and `want` was seen).

    Returns the bytes, when the first byte came, and when `want` arrived."""
    data, first, seen, start = b"", None, None, time.perf_counter()
    while time.perf_counter() - start < limit:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            if want is None or seen is not None:
                break
            continue
        chunk = os.read(fd, 65536)
        now = time.perf_counter()
        if first is None:
            first = now
        data += chunk
        if want is not None and seen is None and want.encode() in data:
            seen = now
    return data, first, seen


def main():
    binary = sys.argv[1]
    data_home = tempfile.mkdtemp(prefix="movieland-typing-")
    pid, fd = os.forkpty()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", XDG_DATA_HOME=data_home, CI="", NO_COLOR="")
        os.execve(binary, [binary], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
    read_until_quiet(fd, quiet=0.3, want="Search:")

    # 1. Echo of each keystroke.
    latencies, sizes = [], []
    for character in "the lord of the rings the return of the king":
        sent = time.perf_counter()
        os.write(fd, character.encode())
        redraw, first, _ = read_until_quiet(fd, quiet=0.02, limit=1.0)
        if first is not None:
            latencies.append((first - sent) * 1000)
            sizes.append(len(redraw))
        time.sleep(max(0, 0.06 - (time.perf_counter() - sent)))
    read_until_quiet(fd, quiet=0.3)
    # A full frame of the same screen: what the app writes after a resize (it redraws everything).
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH - 1, 0, 0))
    os.kill(pid, 28)  # SIGWINCH
    full_frame, _, _ = read_until_quiet(fd, quiet=0.2)

    # 2. Results after the last key, against the same search as a command.
    in_app, command = [], []
    for query, expected in QUERIES * 3:
        os.write(fd, b"\x7f" * 60)  # empty the field
        read_until_quiet(fd, quiet=0.2)
        sent = time.perf_counter()
        os.write(fd, query.encode())
        _, _, seen = read_until_quiet(fd, quiet=0.05, limit=5.0, want=expected)
        if seen is None:
            sys.exit(f"the results of {query!r} never showed {expected!r}")
        in_app.append((seen - sent - PAUSE) * 1000)
        start = time.perf_counter()
        subprocess.run([binary, "search", *query.split(), "--limit", "100"], stdout=subprocess.DEVNULL,
                       env=dict(os.environ, XDG_DATA_HOME=data_home), check=True)
        command.append((time.perf_counter() - start) * 1000)
    os.write(fd, b"\x1bq")
    os.waitpid(pid, 0)

    echo, size = statistics.median(latencies), statistics.median(sizes)
    print(f"Keystroke to redrawn frame: median {echo:.2f} ms, max {max(latencies):.2f} ms over {len(latencies)} keys")
    print(f"Bytes per keystroke redraw: median {size:.0f}, a full frame {len(full_frame)}: "
          f"ratio {size / len(full_frame):.3f}")
    app, cli = statistics.median(in_app), statistics.median(command)
    print(f"Results on screen after the {PAUSE * 1000:.0f} ms pause: median {app:.1f} ms "
          f"; `movieland search` as a process: median {cli:.1f} ms; "
          f"ratio {app / cli:.2f}")


if __name__ == "__main__":
    main()
