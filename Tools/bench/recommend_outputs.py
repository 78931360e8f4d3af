#!/usr/bin/env python3
"""Saves what `recommend` and `similar` answer, to check that a change for speed changes no byte of it.

    recommend_outputs.py MOVIELAND OUT [--against EARLIER] [--imdb-home HOME --imdb-films ID,ID,...]

On the embedded catalogue: each history of Tools/bench/fixtures/recommend/{tuning,measure} is imported into a
data folder of its own (as recommend_bench.py does: XDG_DATA_HOME, MOVIELAND_SOURCE=embedded), and
`recommend --json --limit 50` and `recommend --limit 20` are saved; `similar --id <id> --limit 50 --json` of each
of the 86 films of similar-pairs.tsv, from an empty data folder. With --imdb-home (a data folder holding an
imported IMDb catalogue and a history; nothing is written to it but its lock files): `recommend --json --limit 50`
and `similar --id <id> --limit 50 --json` of each of --imdb-films there. One file a command in OUT; with
--against, OUT is compared with EARLIER's files, every difference listed, and the exit status is 1 when any.
"""

import argparse
import filecmp
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import recommend_bench  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Tools", "bench", "fixtures", "recommend")
CATALOGUE = os.path.join(ROOT, "Modules", "Core", "CatalogueResources", "Resources", "catalogue.bin")


def run(movieland, home, arguments, source="embedded"):
    env = dict(os.environ, XDG_DATA_HOME=home, MOVIELAND_SOURCE=source, NO_COLOR="1", MOVIELAND_CACHE="off")
    result = subprocess.run([movieland, *arguments], capture_output=True, env=env)
    return result.stdout + b"\n--- stderr ---\n" + result.stderr + f"\n--- exit {result.returncode}\n".encode()


def save(out, name, content):
    with open(os.path.join(out, name), "wb") as handle:
        handle.write(content)


def embedded(movieland, out, work):
    histories = sorted(
        os.path.join(FIXTURES, group, name)
        for group in ("tuning", "measure")
        for name in os.listdir(os.path.join(FIXTURES, group)))
    for path in histories:
        name = os.path.basename(os.path.dirname(path)) + "-" + os.path.basename(path).split(".")[0]
        home = os.path.join(work, name)
        shutil.rmtree(home, ignore_errors=True)
        os.makedirs(home)
        save(out, f"import-{name}.txt", run(movieland, home, ["diary", "import", path]))
        save(out, f"recommend-{name}.json", run(movieland, home, ["recommend", "--json", "--limit", "50"]))
        save(out, f"recommend-{name}.txt", run(movieland, home, ["recommend", "--limit", "20"]))
    films = recommend_bench.load_catalogue(CATALOGUE)
    pairs = recommend_bench.read_pairs(os.path.join(FIXTURES, "similar-pairs.tsv"), films)
    empty = os.path.join(work, "empty")
    os.makedirs(empty, exist_ok=True)
    ids = sorted({film for pair in pairs for film in pair[:2]}, key=int)
    for film in ids:
        save(out, f"similar-{film}.json", run(movieland, empty, ["similar", "--id", film, "--limit", "50", "--json"]))
    return len(histories), len(ids)


def imdb(movieland, out, home, films):
    save(out, "imdb-recommend.json", run(movieland, home, ["recommend", "--json", "--limit", "50"], source=""))
    for film in films:
        save(out, f"imdb-similar-{film}.json",
             run(movieland, home, ["similar", "--id", film, "--limit", "50", "--json"], source=""))


def compare(out, earlier):
    names = sorted(set(os.listdir(out)) | set(os.listdir(earlier)))
    different = [name for name in names
                 if not (os.path.exists(os.path.join(out, name)) and os.path.exists(os.path.join(earlier, name))
                         and filecmp.cmp(os.path.join(out, name), os.path.join(earlier, name), shallow=False))]
    for name in different:
        print(f"recommend-outputs: {name} differs from {earlier}")
    print(f"recommend-outputs: {len(names) - len(different)} of {len(names)} files byte for byte those of {earlier}")
    return not different


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("movieland")
    parser.add_argument("out")
    parser.add_argument("--against", help="a folder this script wrote earlier, to compare with")
    parser.add_argument("--imdb-home", help="a data folder with an imported IMDb catalogue and a history")
    parser.add_argument("--imdb-films", default="", help="ids of films to ask `similar` of there, comma-separated")
    parser.add_argument("--skip-embedded", action="store_true")
    arguments = parser.parse_args()
    movieland = os.path.abspath(arguments.movieland)
    shutil.rmtree(arguments.out, ignore_errors=True)
    os.makedirs(arguments.out)
    if not arguments.skip_embedded:
        work = os.path.join(os.path.abspath(arguments.out) + ".homes")
        histories, films = embedded(movieland, arguments.out, work)
        print(f"recommend-outputs: {histories} histories and {films} films of similar-pairs.tsv")
    if arguments.imdb_home:
        films = [film for film in arguments.imdb_films.split(",") if film]
        imdb(movieland, arguments.out, os.path.abspath(arguments.imdb_home), films)
        print(f"recommend-outputs: recommend and {len(films)} films' similar on {arguments.imdb_home}")
    if arguments.against and not compare(arguments.out, arguments.against):
        sys.exit(1)


if __name__ == "__main__":
    main()
