#!/usr/bin/env python3
"""Replays the edits of a repository's last commits on its current tree: for each commit, the files it changed
that still exist at HEAD get a byte appended in a worktree of HEAD, and the test targets whose content hash
that changes are counted, with the seconds their last pass took (read from a forge test store's last-pass
records), against every test target. The history's own structure does not count, only where its edits land in
today's: what selective testing would cost for the same work now.

Usage: selective_counterfactual.py FORGE REPOSITORY COUNT --durations STORE
"""
import argparse, glob, json, os, subprocess, tempfile


def run(command, cwd=None):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True)


def durations(store):
    """Target -> seconds of its last pass, from the store's last-pass-* records."""
    seconds = {}
    for path in glob.glob(os.path.join(store, "last-pass-*")):
        try:
            with open(path) as file:
                record = json.load(file)
            seconds[record["target"]] = record["seconds"]
        except (OSError, ValueError, KeyError):
            continue
    return seconds


def hashes(forge, tree):
    result = run([forge, "hash", "--tests", "--format", "json", "--root", tree])
    if result.returncode != 0:
        return None
    return {t["name"]: t["hash"] for t in json.loads(result.stdout)["targets"]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("forge")
    parser.add_argument("repository")
    parser.add_argument("count", type=int)
    parser.add_argument("--durations", required=True)
    args = parser.parse_args()
    repository = os.path.abspath(args.repository)
    seconds = durations(args.durations)
    revisions = run(["git", "-C", repository, "rev-list", "--first-parent", "-n", str(args.count), "HEAD"]).stdout.split()
    with tempfile.TemporaryDirectory(prefix="forge-counterfactual-") as folder:
        tree = os.path.join(folder, "checkout")
        run(["git", "-C", repository, "worktree", "add", "--detach", "-q", tree, "HEAD"])
        try:
            replay(args.forge, tree, list(reversed(revisions)), seconds)
        finally:
            run(["git", "-C", repository, "worktree", "remove", "--force", tree])


def replay(forge, tree, revisions, seconds):
    base = hashes(forge, tree)
    everything = sum(seconds.get(name, 0) for name in base)
    unknown = sorted(name for name in base if name not in seconds)
    if unknown:
        print(f"no recorded duration for {', '.join(unknown)}: counted as 0 s")
    ran = ran_seconds = total = 0
    print(f"{'commit':<10} {'targets':>7} {'seconds':>8}  subject")
    for revision in revisions:
        changed = run(["git", "-C", tree, "diff-tree", "--no-commit-id", "--name-only", "-r", revision]).stdout.split("\n")
        touched = [path for path in changed if path and os.path.isfile(os.path.join(tree, path))]
        for path in touched:
            with open(os.path.join(tree, path), "a") as file:
                file.write("\n")
        now = hashes(forge, tree)
        run(["git", "-C", tree, "checkout", "-q", "--", "."])
        if now is None:
            continue
        rerun = [name for name, digest in now.items() if base.get(name) != digest]
        cost = sum(seconds.get(name, 0) for name in rerun)
        subject = run(["git", "-C", tree, "log", "-1", "--format=%s", revision]).stdout.strip()[:60]
        print(f"{revision[:10]} {len(rerun):>7} {cost:>8.1f}  {subject}")
        ran += len(rerun)
        ran_seconds += cost
        total += len(now)
    count = len(revisions)
    print(
        f"the edits of {count} commits on today's tree: forge test runs {ran} test targets for {ran_seconds:.0f} s "
        f"of tests, against {total} for {everything * count:.0f} s when all run ({ran_seconds / max(everything * count, 1e-9):.2f}x)"
    )


if __name__ == "__main__":
    main()
