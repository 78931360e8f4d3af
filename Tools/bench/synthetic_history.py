#!/usr/bin/env python3
"""Gives a committed synthetic repository (synthetic_repo.py) a history of COUNT one-file commits, as a team's
day looks: mostly edits inside one feature (a Presentation or Data source, a test), some in a feature's Domain or
DomainApi, a few in a Core module. Seeded, so every run replays the same history.

Usage: synthetic_history.py REPOSITORY COUNT [--seed N]
"""
import argparse
import os
import random
import subprocess

# (weight, where the edited file is): a path pattern under the repository, matched with str.startswith/in.
EDITS = [
    (45, "feature-outer"),   # Presentation or Data of one feature: reaches that module and the app
    (20, "feature-test"),    # a test file of one feature: reaches that test target only
    (20, "feature-domain"),  # Domain or DomainApi: reaches the feature's other layers
    (10, "core"),            # a Core module: reaches most of the repository
    (5, "core-test"),        # a Core module's tests
]


def sources(repository):
    found = []
    for folder in ("Modules", "Tests"):
        for directory, _, files in os.walk(os.path.join(repository, folder)):
            found += [os.path.relpath(os.path.join(directory, f), repository) for f in files if f.endswith(".swift")]
    return sorted(found)


def kind_of(path):
    parts = path.split("/")
    if parts[0] == "Tests":
        return "core-test" if not parts[1].startswith("Feature") else "feature-test"
    if parts[1] == "Core":
        return "core"
    module = parts[3] if len(parts) > 3 else ""
    return "feature-domain" if module.endswith("Domain") or module.endswith("DomainApi") else "feature-outer"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("repository")
    parser.add_argument("count", type=int)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    by_kind = {}
    for path in sources(args.repository):
        by_kind.setdefault(kind_of(path), []).append(path)
    kinds = [kind for _, kind in EDITS if kind in by_kind]
    weights = [weight for weight, kind in EDITS if kind in by_kind]
    git = ["git", "-C", args.repository, "-c", "user.email=bench@forge", "-c", "user.name=bench"]
    for index in range(args.count):
        kind = rng.choices(kinds, weights)[0]
        path = rng.choice(by_kind[kind])
        with open(os.path.join(args.repository, path), "a") as file:
            file.write(f"\n// edit {index}\n")
        subprocess.run(git + ["commit", "-qam", f"edit {index}: {kind} {path}"], check=True)


if __name__ == "__main__":
    main()
