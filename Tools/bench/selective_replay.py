#!/usr/bin/env python3
"""Replays the last commits of a repository and counts, per commit, the test targets `forge test` would run
(those whose content hash no earlier commit's run proved, every run assumed to pass), against
`forge affected --base <parent> --tests` and against all of them.

Usage: selective_replay.py FORGE REPOSITORY COUNT [--store FOLDER]
With --store, every (target, hash) is written to FOLDER as forge test's folder store writes an entry, so the
store's size can be read.
"""
import argparse, json, os, shutil, subprocess, sys, tempfile


def run(command, cwd=None):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("forge")
    parser.add_argument("repository")
    parser.add_argument("count", type=int)
    parser.add_argument("--store")
    args = parser.parse_args()
    forge, repository, count = args.forge, os.path.abspath(args.repository), args.count
    if args.store:
        shutil.rmtree(args.store, ignore_errors=True)
        os.makedirs(args.store)
    revisions = run(["git", "-C", repository, "rev-list", "--first-parent", "-n", str(count + 1), "HEAD"]).stdout.split()
    revisions.reverse()
    with tempfile.TemporaryDirectory(prefix="forge-replay-") as folder:
        tree = os.path.join(folder, "checkout")
        run(["git", "-C", repository, "worktree", "add", "--detach", "-q", tree, revisions[0]])
        try:
            replay(forge, tree, revisions, args.store)
        finally:
            run(["git", "-C", repository, "worktree", "remove", "--force", tree])


def record(store, target, digest):
    """An entry as forge test writes it: {"version": 1, "target", "hash"}, named by the hash."""
    with open(os.path.join(store, digest), "w") as entry:
        json.dump({"hash": digest, "target": target, "version": 1}, entry, separators=(",", ":"))


def replay(forge, tree, revisions, store):
    proven = set()
    totals = {"selective": 0, "affected": 0, "all": 0}
    print(f"{'commit':<10} {'forge test':>10} {'affected':>9} {'all':>5}  subject")
    for index, revision in enumerate(revisions):
        run(["git", "-C", tree, "checkout", "-q", "--detach", revision])
        hashed = run([forge, "hash", "--tests", "--format", "json", "--root", tree])
        if hashed.returncode != 0:
            print(f"{revision[:10]} forge hash failed here; skipped")
            continue
        targets = {t["name"]: t["hash"] for t in json.loads(hashed.stdout)["targets"]}
        selective = [name for name, digest in targets.items() if digest not in proven]
        proven.update(targets.values())
        if store:
            for name, digest in targets.items():
                record(store, name, digest)
        if index == 0:
            continue  # the first commit only fills the store, as the run before the replay would
        affected = run([forge, "affected", "--base", revisions[index - 1], "--tests", "--root", tree])
        affected_count = len(affected.stdout.split()) if affected.returncode == 0 else len(targets)
        subject = run(["git", "-C", tree, "log", "-1", "--format=%s", revision]).stdout.strip()[:60]
        print(f"{revision[:10]} {len(selective):>10} {affected_count:>9} {len(targets):>5}  {subject}")
        totals["selective"] += len(selective)
        totals["affected"] += affected_count
        totals["all"] += len(targets)
    print(
        f"test targets run over {len(revisions) - 1} commits: forge test {totals['selective']}, "
        f"forge affected {totals['affected']}, all {totals['all']}"
    )


if __name__ == "__main__":
    main()
