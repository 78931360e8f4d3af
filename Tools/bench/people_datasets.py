#!/usr/bin/env python3
"""IMDb-shaped datasets of the embedded catalogue's films, with people from the "IMDB 5000 Movie Dataset".

For `make bench-recommend PEOPLE=<movie_metadata.csv>` (recommend_bench.py): the real IMDb datasets cannot be
downloaded here, and the embedded catalogue knows no people. `movie_metadata.csv` (Kaggle's "IMDB 5000 Movie
Dataset", about 5,000 films: director_name, actor_1_name, actor_2_name, actor_3_name, movie_title, title_year,
movie_imdb_link...) is real, public data; it is read from where the person running the benchmark keeps it,
never copied into the repository. Comma- or semicolon-separated copies are both read.

Written in IMDb's format (tab-separated, a header line, \\N for null), for `movieland catalogue import`:
  title.basics.tsv      every film of the catalogue: its title (as the catalogue writes it, the natural way),
                        year, runtime and genres; the type `movie`
  title.ratings.tsv     its rating and votes
  title.crew.tsv        the director, for the films matched in the metadata file
  title.principals.tsv  the three billed actors (ordering 1 to 3, category `actor`), then the director
  name.basics.tsv       those people's names
A film is matched when its title (folded: case, accents, punctuation) and year are those of exactly one film of
the metadata file, and the other way round; failing that, a year off by one, or the metadata's title before a
colon (the catalogue's "Star Wars" (1977) is the file's "Star Wars: Episode IV - A New Hope"), when that is still
one film each way. A matched film takes the metadata's IMDb id (tt...), so IMDb exports place it by id; the others are
numbered 90,000,000 and up (ids IMDb has not given). People are numbered by name (nm90000001...): the file
has no person ids, so two people of one name are one person here (the name folded: "Miloš Forman" is "Milos
Forman", "Paul W. S. Anderson" is "Paul W.S. Anderson"). There are no writers and no other titles (title.akas):
the file has neither.

With `wikipedia` (a folder of wikipedia-movie-data's files, wikipedia_people.py), the films the metadata file does
not credit are matched the same way against Wikipedia's American films, and take their directors and cast from
there (up to eight actors, billed in Wikipedia's order).

With `movielens` (a MovieLens movies.csv, movielens_titles.py), title.akas.tsv gives the films MovieLens writes
under another title too that title ("Solyaris" (1972) is also "Solaris"), for `similar` to tell remakes by.
"""
import csv
import io
import os
import re
import shutil
import unicodedata

import movielens_titles
import wikipedia_people

SYNTHETIC_FILM_BASE = 90_000_000
SYNTHETIC_PERSON_BASE = 90_000_000
CAST_COLUMNS = ("actor_1_name", "actor_2_name", "actor_3_name")
AKAS_HEADER = ("titleId", "ordering", "title", "region", "language", "types", "attributes", "isOriginalTitle")


def read_metadata(path, key):
    """The metadata's films: {(folded title, year): [(tt number, [director], [actors])]}, one row per IMDb id; and
    the same by the part of their title before a colon, for the titles that have one."""
    raw = open(path, encoding="utf-8-sig", newline="").read()
    first = raw.split("\n", 1)[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    films, shorts, seen = {}, {}, set()
    for row in csv.DictReader(io.StringIO(raw), delimiter=delimiter):
        link = re.search(r"tt(\d+)", row.get("movie_imdb_link") or "")
        year = (row.get("title_year") or "").strip()
        title = (row.get("movie_title") or "").replace("\xa0", " ").strip()
        if not link or not title or not re.fullmatch(r"\d{4}(\.0)?", year) or link.group(1) in seen:
            continue
        seen.add(link.group(1))
        director = (row.get("director_name") or "").strip()
        actors = [(row.get(column) or "").strip() for column in CAST_COLUMNS]
        film = (int(link.group(1)), [director] if director else [], [actor for actor in actors if actor])
        add(films, shorts, key, title, int(year[:4]), film)
    return films, shorts


def read_wikipedia(folder, key):
    """wikipedia_people.py's films as read_metadata gives its own, with no IMDb id (None); and the films read."""
    films, shorts = {}, {}
    read = wikipedia_people.read(folder)
    for title, year, directors, actors in read:
        add(films, shorts, key, title, year, (None, directors, actors))
    return films, shorts, read


def add(films, shorts, key, title, year, film):
    """Files `film` under its folded title and year, and under its title's part before a colon."""
    films.setdefault((key(title), year), []).append(film)
    if ":" in title:
        shorts.setdefault((key(title.split(":", 1)[0]), year), []).append(film)


def person_key(name):
    """Who a name is, across the two files' spellings: accents, case, spaces and punctuation left out."""
    letters = unicodedata.normalize("NFKD", name)
    return re.sub(r"[^a-z0-9]", "", "".join(c for c in letters if not unicodedata.combining(c)).lower())


def match(films, metadata, shorts, key):
    """{catalogue film id: (tt number or None, directors, actors)} for the films of one title and year on both sides;
    then, for the films left, a year off by one, and the metadata's title before a colon ("Star Wars" (1977)
    for "Star Wars: Episode IV - A New Hope"); and how many were matched those two ways."""
    by_key = {}
    for film in films.values():
        by_key.setdefault((key(film.title), film.year), []).append(film.id)
    matched, used, loose = {}, set(), 0
    for table, offset in ((metadata, 0), (metadata, -1), (metadata, 1), (shorts, 0)):
        for (title, year), ids in sorted(by_key.items()):
            rows = table.get((title, year + offset), [])
            if len(ids) != 1 or len(rows) != 1 or ids[0] in matched or id(rows[0]) in used:
                continue
            if (offset or table is shorts) and ((title, year + offset) in by_key if offset else
                                                (title, year) in metadata):
                continue  # another film has that title and year
            matched[ids[0]] = rows[0]
            used.add(id(rows[0]))
            loose += offset != 0 or table is shorts
    return matched, loose


def write(films, metadata_path, folder, key, wikipedia=None, movielens=None):
    """Writes the datasets into `folder`; returns ({catalogue id: "tt..." id}, {catalogue id: people count}, and a
    summary: films matched in the metadata file, of them a year off or by the title before a colon, its films read;
    with `wikipedia`, the films matched there, its films read, and its directors' agreement with the metadata
    file's (same, other); with `movielens` (a MovieLens movies.csv), its films read, the films given other titles
    (title.akas.tsv, movielens_titles.py) and how many titles."""
    metadata, shorts = read_metadata(metadata_path, key)
    matched, near = match(films, metadata, shorts, key)
    summary = {"matched": len(matched), "near": near, "read": sum(len(rows) for rows in metadata.values())}
    if wikipedia:
        wiki, wiki_shorts, read = read_wikipedia(wikipedia, key)
        left = {film_id: film for film_id, film in films.items() if film_id not in matched}
        from_wiki, _ = match(left, wiki, wiki_shorts, key)
        matched.update(from_wiki)
        summary.update(wikipedia_matched=len(from_wiki), wikipedia_read=len(read),
                       agreement=wikipedia_people.agreement(read, metadata, key, person_key))
    # A film keeps the metadata file's tt number; one matched in Wikipedia alone, or not at all, gets a synthetic one.
    imdb_number = {film_id: row[0] for film_id, row in matched.items() if row[0]}
    numbers = {film_id: imdb_number.get(film_id, SYNTHETIC_FILM_BASE + int(film_id)) for film_id in films}
    person = people_ids(matched.values())
    shutil.rmtree(folder, ignore_errors=True)  # no dataset of an earlier run (a title.akas.tsv) is imported again
    os.makedirs(folder)
    ordered = sorted(films.values(), key=lambda film: numbers[film.id])
    tt = {film.id: "tt%07d" % numbers[film.id] for film in ordered}
    write_titles(folder, ordered, tt)
    if movielens:
        others, read = movielens_titles.other_titles(films, movielens, key, match)
        write_table(folder, "title.akas.tsv", AKAS_HEADER,
                    ((tt[film.id], ordering, title, "\\N", "\\N", "\\N", "\\N", 0)
                     for film in ordered for ordering, title in enumerate(others.get(film.id, []), 1)))
        summary.update(movielens_read=read, movielens_films=len(others),
                       movielens_titles=sum(len(titles) for titles in others.values()))
    people = write_credits(folder, ordered, tt, matched, person)
    write_table(folder, "name.basics.tsv",
                ("nconst", "primaryName", "birthYear", "deathYear", "primaryProfession", "knownForTitles"),
                ((nconst, name, "\\N", "\\N", "\\N", "\\N") for name, nconst in person.names()))
    return tt, people, summary


class People:
    """nm ids for names, one per person_key, numbered in the order of the keys; a person is named as first met."""

    def __init__(self, names):
        self.shown = {}
        for name in names:
            self.shown.setdefault(person_key(name), name)
        self.ids = {k: "nm%d" % (SYNTHETIC_PERSON_BASE + n) for n, k in enumerate(sorted(self.shown), 1)}

    def __getitem__(self, name):
        return self.ids[person_key(name)]

    def names(self):
        return ((self.shown[k], nconst) for k, nconst in self.ids.items())


def people_ids(credits):
    """The People of every director and actor of `credits` ((tt, directors, actors) each)."""
    return People(name for _, directors, actors in credits for name in directors + actors if name)


def write_titles(folder, ordered, tt):
    """title.basics.tsv and title.ratings.tsv: every film."""
    write_table(folder, "title.basics.tsv",
                ("tconst", "titleType", "primaryTitle", "originalTitle", "isAdult", "startYear", "endYear",
                 "runtimeMinutes", "genres"),
                ((tt[f.id], "movie", f.title, f.title, 0, f.year or "\\N", "\\N", f.runtime or "\\N",
                  ",".join(sorted(f.genres)) or "\\N") for f in ordered))
    write_table(folder, "title.ratings.tsv", ("tconst", "averageRating", "numVotes"),
                ((tt[f.id], "%.1f" % f.rating, f.votes) for f in ordered if f.votes > 0))


def write_credits(folder, ordered, tt, matched, person):
    """title.crew.tsv and title.principals.tsv for the matched films; returns {catalogue id: credits}."""
    crew, principals, people = [], [], {}
    for film in ordered:
        if film.id not in matched:
            continue
        _, directors, actors = matched[film.id]
        director_ids = list(dict.fromkeys(person[name] for name in directors))
        crew.append((tt[film.id], ",".join(director_ids) or "\\N", "\\N"))
        actor_ids = list(dict.fromkeys(person[actor] for actor in actors))
        credits = [(nconst, "actor") for nconst in actor_ids] + [(d, "director") for d in director_ids]
        for ordering, (nconst, category) in enumerate(credits, 1):
            principals.append((tt[film.id], ordering, nconst, category, "\\N", "\\N"))
        people[film.id] = len(credits)
    write_table(folder, "title.crew.tsv", ("tconst", "directors", "writers"), crew)
    write_table(folder, "title.principals.tsv", ("tconst", "ordering", "nconst", "category", "job", "characters"),
                principals)
    return people


def write_table(folder, name, header, rows):
    """One dataset file: the header, then the rows, tab-separated."""
    with open(os.path.join(folder, name), "w", encoding="utf-8", newline="") as handle:
        handle.write("\t".join(header) + "\n")
        for row in rows:
            handle.write("\t".join(clean(str(value)) for value in row) + "\n")


def clean(text):
    """A field without the tabs and line ends that would break a row."""
    return re.sub(r"[\t\r\n]+", " ", text)
