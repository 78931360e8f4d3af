#!/usr/bin/env python3
"""People of American films from Wikipedia, for the films the IMDB 5000 Movie Dataset does not credit.

For `make bench-recommend PEOPLE=... WIKIPEDIA=<folder>` (people_datasets.py): the public "wikipedia-movie-data"
files (github.com/prust/wikipedia-movie-data: `movies-1900s.json` to `movies-2020s.json`, or one `movies.json`;
each an array of {title, year, cast, extract, ...}, American films 1900-2023 as Wikipedia lists them) are read
from where the person running the benchmark keeps them, never copied into the repository.

- **Cast:** the file's `cast`, in its order (Wikipedia's billing), the first MAXIMUM_CAST.
- **Directors:** the file has no field for them; its `extract` (the article's first paragraph) says "... directed
  by Michael Mann ..." (or "directed and written by") for most films. The name (or two, "directed by Joel Coen
  and Ethan Coen") is read there: capitalised words, particles ("de", "van") and initials ("Peter H. Hunt"), up
  to the word that ends the clause ("Joel and Ethan Coen" reads two);
  "directed by Hong Kong filmmaker Ringo Lam" reads "Ringo Lam". `agreement()` measures this against the IMDB 5000
  file's `director_name` on the films both hold, and recommend_bench.py prints it.
"""
import glob
import json
import os
import re

MAXIMUM_CAST = 8
PARTICLES = {"de", "van", "von", "der", "den", "del", "la", "le", "di", "da", "du", "dos", "das"}
ABBREVIATIONS = {"Jr", "St", "Sr"}
DESCRIPTIONS = {"director", "directors", "filmmaker", "filmmakers", "actor", "actress", "animator", "producer",
                "writer", "cinematographer", "choreographer", "newcomer", "veteran", "comedian"}
CRAFTS = {"and", "written", "co-written", "produced", "co-produced", "edited", "scored", "photographed"}
NOT_NAMES = {"The", "It", "Based", "Produced", "Written", "Starring", "In", "A", "An", "This", "From"}


def read(folder):
    """The films of every movies*.json in `folder`: [(title, year, [directors], [actors])]."""
    paths = sorted(glob.glob(os.path.join(folder, "movies-*.json"))) or [os.path.join(folder, "movies.json")]
    films = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            for entry in json.load(handle):
                title, year = (entry.get("title") or "").strip(), entry.get("year")
                if not title or not isinstance(year, int):
                    continue
                cast = [name.strip() for name in entry.get("cast") or [] if isinstance(name, str) and name.strip()]
                films.append((title, year, directors(entry.get("extract") or ""), cast[:MAXIMUM_CAST]))
    return films


def directors(extract):
    """The names after the first "directed by" of `extract`: one, or two joined by "and"."""
    words = extract.split()
    for index in range(len(words) - 2):
        by = by_after_directed(words, index)
        if by is not None:
            first, end = name_at(words, by + 1)
            names = [first] if first else []
            if first and end < len(words) and words[end] == "and" and not words[end - 1].endswith((",", ".")):
                second, _ = name_at(words, end + 1)
                if second:
                    names.append(second)
                if len(names) == 2 and len(first.split()) == 1:
                    names[0] += " " + second.split()[-1]  # "Joel and Ethan Coen"
            return [name for name in names if len(name.split()) >= 2]
    return []


def by_after_directed(words, index):
    """The index of the "by" of "directed by", "directed and written by", "directed, written and produced by"
    when words[index] is "directed" (or "directed,"), else None."""
    if words[index].rstrip(",") != "directed":
        return None
    for ahead in range(index + 1, min(index + 6, len(words))):
        word = words[ahead].rstrip(",")
        if word == "by":
            return ahead
        if word not in CRAFTS:
            return None
    return None


def name_at(words, index):
    """The name that begins at words[index], and the index after it ("" when none begins there). A description
    before the name ("Hong Kong filmmaker Ringo Lam") is passed over."""
    name = []
    while index < len(words) and len(name) < 5:
        word = words[index]
        core = word.rstrip(".,;:)")
        if not core or core in NOT_NAMES and not name:
            break
        if not (core[0].isupper() or (name and core in PARTICLES)):
            if core.lower() in DESCRIPTIONS and name:
                name, index = [], index + 1
                continue
            break
        initial = word.endswith(".") and (len(core) == 1 or core in ABBREVIATIONS)
        name.append(core + "." if initial else core)
        index += 1
        if word[-1] in ",;:)" or (word.endswith(".") and not initial):
            break
    while name and name[-1] in PARTICLES:
        name.pop()
    if name:
        name[-1] = re.sub(r"['\u2019]s$", "", name[-1])
    return " ".join(name), index


def agreement(films, metadata, key, person):
    """How the directors read from the extracts compare with the IMDB 5000 file's, on the films of one title and
    year in both: (the same person, another person)."""
    same = other = 0
    for title, year, names, _ in films:
        rows = metadata.get((key(title), year), [])
        if len(rows) != 1 or not names or not rows[0][1]:
            continue
        if person(rows[0][1][0]) in {person(name) for name in names}:
            same += 1
        else:
            other += 1
    return same, other
