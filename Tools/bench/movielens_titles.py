#!/usr/bin/env python3
"""Other titles of the embedded catalogue's films (IMDb's title.akas), from MovieLens's movies.csv.

For `make bench-recommend PEOPLE=... MOVIELENS=<movies.csv>` (people_datasets.py): the real title.akas cannot be
downloaded here, and the embedded catalogue writes a film under one title only ("Solyaris", "Spoorloos", "Ringu").
MovieLens's movies.csv (GroupLens's ml-latest-small or ml-latest: movieId,title,genres) is real, public data that
writes a film's other title in brackets after its own: "Solaris (Solyaris) (1972)", "Vanishing, The (Spoorloos)
(1988)", "Ringu (Ring) (1998)", "Seven (a.k.a. Se7en) (1995)". It is read from where the person running the
benchmark keeps it, never copied into the repository.

A MovieLens film's titles are its title and each bracketed one ("a.k.a." left out), each in natural order ("Vanishing,
The" is "The Vanishing"). A catalogue film takes as other titles those of the one MovieLens film it is matched to
that are not its own title: matched as people_datasets.match() matches (one film each way by a title and the year, or
a year off by one), a MovieLens film filed under each of its titles. Every film matched takes its other titles, not
only those of the films the benchmark asks about.
"""
import csv
import re

ARTICLE = re.compile(r"^(?P<rest>.+), (?P<article>The|A|An|La|Le|Les|L'|Il|El|Der|Die|Das|Los|Las|Un|Una|Lo|Gli|"
                     r"De|Het|Een|Den|Det|En|Ett|Os|O|As|I)$")
YEAR = re.compile(r"\s*\((\d{4})(?:[-–]\d{0,4})?\)\s*$")
BRACKETED = re.compile(r"\s*\(([^()]+)\)\s*$")


def read(path):
    """The films of a MovieLens movies.csv: [(year, [titles, its own first])], those with a year only."""
    films = []
    with open(path, encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            film = titles_and_year(row.get("title") or "")
            if film:
                films.append(film)
    return films


def titles_and_year(text):
    """(year, [titles]) of a MovieLens title such as "Vanishing, The (Spoorloos) (1988)", or None without a year."""
    year = YEAR.search(text)
    if not year:
        return None
    rest, others = text[:year.start()].strip(), []
    while (bracketed := BRACKETED.search(rest)) and bracketed.start() > 0:
        others.insert(0, re.sub(r"^a\.k\.a\.\s*", "", bracketed.group(1).strip(), flags=re.IGNORECASE))
        rest = rest[:bracketed.start()].strip()
    titles = [natural(title) for title in [rest] + others if title]
    return int(year.group(1)), titles


def natural(title):
    """A title in natural order: "Vanishing, The" is "The Vanishing", "Haine, La" is "La Haine"."""
    found = ARTICLE.match(title)
    if not found:
        return title
    article = found.group("article")
    return article + ("" if article.endswith("'") else " ") + found.group("rest")


def other_titles(films, path, key, match):
    """{catalogue film id: [its other titles]} for the catalogue's films (`films`: id -> Film) matched to a film of
    the MovieLens file at `path` with `match` (people_datasets.match); and how many films the file holds."""
    read_films = read(path)
    table = {}
    for year, titles in read_films:
        row = tuple(titles)
        for folded in dict.fromkeys(key(title) for title in titles):
            table.setdefault((folded, year), []).append(row)
    matched, _ = match(films, table, {}, key)
    others = {}
    for film_id, titles in matched.items():
        own = key(films[film_id].title)
        kept = [title for title in dict.fromkeys(titles) if key(title) != own]
        if kept:
            others[film_id] = kept
    return others, len(read_films)
