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
has no person ids, so two people of one name are one person here. There are no writers and no other titles
(title.akas): the file has neither.
"""
import csv
import io
import os
import re

SYNTHETIC_FILM_BASE = 90_000_000
SYNTHETIC_PERSON_BASE = 90_000_000
CAST_COLUMNS = ("actor_1_name", "actor_2_name", "actor_3_name")


def read_metadata(path, key):
    """The metadata's films: {(folded title, year): [(tt number, director, [actors])]}, one row per IMDb id; and
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
        film = (int(link.group(1)), director, [actor for actor in actors if actor])
        films.setdefault((key(title), int(year[:4])), []).append(film)
        if ":" in title:
            shorts.setdefault((key(title.split(":", 1)[0]), int(year[:4])), []).append(film)
    return films, shorts


def match(films, metadata, shorts, key):
    """{catalogue film id: (tt number, director, actors)} for the films of one title and year on both sides;
    then, for the films left, a year off by one, and the metadata's title before a colon ("Star Wars" (1977)
    for "Star Wars: Episode IV - A New Hope"); and how many were matched those two ways."""
    by_key = {}
    for film in films.values():
        by_key.setdefault((key(film.title), film.year), []).append(film.id)
    matched, used, loose = {}, set(), 0
    for table, offset in ((metadata, 0), (metadata, -1), (metadata, 1), (shorts, 0)):
        for (title, year), ids in sorted(by_key.items()):
            rows = table.get((title, year + offset), [])
            if len(ids) != 1 or len(rows) != 1 or ids[0] in matched or rows[0][0] in used:
                continue
            if (offset or table is shorts) and ((title, year + offset) in by_key if offset else
                                                (title, year) in metadata):
                continue  # another film has that title and year
            matched[ids[0]] = rows[0]
            used.add(rows[0][0])
            loose += offset != 0 or table is shorts
    return matched, loose


def write(films, metadata_path, folder, key):
    """Writes the datasets into `folder`; returns ({catalogue id: "tt..." id}, {catalogue id: people count},
    matched, of them a year off or by the title before a colon, metadata films read)."""
    metadata, shorts = read_metadata(metadata_path, key)
    matched, near = match(films, metadata, shorts, key)
    numbers = {film_id: matched[film_id][0] if film_id in matched else SYNTHETIC_FILM_BASE + int(film_id)
               for film_id in films}
    names = sorted({name for _, director, actors in matched.values() for name in [director] + actors if name})
    person = {name: "nm%d" % (SYNTHETIC_PERSON_BASE + position) for position, name in enumerate(names, 1)}
    os.makedirs(folder, exist_ok=True)

    def table(name, header, rows):
        with open(os.path.join(folder, name), "w", encoding="utf-8", newline="") as handle:
            handle.write("\t".join(header) + "\n")
            for row in rows:
                handle.write("\t".join(clean(str(value)) for value in row) + "\n")

    ordered = sorted(films.values(), key=lambda film: numbers[film.id])
    tt = {film.id: "tt%07d" % numbers[film.id] for film in ordered}
    table("title.basics.tsv",
          ("tconst", "titleType", "primaryTitle", "originalTitle", "isAdult", "startYear", "endYear",
           "runtimeMinutes", "genres"),
          ((tt[f.id], "movie", f.title, f.title, 0, f.year or "\\N", "\\N", f.runtime or "\\N",
            ",".join(sorted(f.genres)) or "\\N") for f in ordered))
    table("title.ratings.tsv", ("tconst", "averageRating", "numVotes"),
          ((tt[f.id], "%.1f" % f.rating, f.votes) for f in ordered if f.votes > 0))
    crew, principals, people = [], [], {}
    for film in ordered:
        if film.id not in matched:
            continue
        _, director, actors = matched[film.id]
        directors = [person[director]] if director else []
        crew.append((tt[film.id], ",".join(directors) or "\\N", "\\N"))
        credits = [(person[actor], "actor") for actor in actors] + [(d, "director") for d in directors]
        for ordering, (nconst, category) in enumerate(credits, 1):
            principals.append((tt[film.id], ordering, nconst, category, "\\N", "\\N"))
        people[film.id] = len(credits)
    table("title.crew.tsv", ("tconst", "directors", "writers"), crew)
    table("title.principals.tsv", ("tconst", "ordering", "nconst", "category", "job", "characters"), principals)
    table("name.basics.tsv",
          ("nconst", "primaryName", "birthYear", "deathYear", "primaryProfession", "knownForTitles"),
          ((person[name], name, "\\N", "\\N", "\\N", "\\N") for name in names))
    return tt, people, len(matched), near, sum(len(rows) for rows in metadata.values())


def clean(text):
    """A field without the tabs and line ends that would break a row."""
    return re.sub(r"[\t\r\n]+", " ", text)
