#!/usr/bin/env python3
"""Offline evaluation of `recommend` and `similar` against baselines, on the embedded catalogue.

Usage: recommend_bench.py MOVIELAND CATALOGUE.bin WORK_DIR PAIRS.tsv HISTORY... [--tries N] [--seed S]
                          [--people movie_metadata.csv [--wikipedia FOLDER] [--movielens movies.csv]]

recommend, leave-one-out: each history (an export Movieland reads: Letterboxd's diary or ratings, IMDb's ratings)
is imported once into an empty data folder to learn which films it places and how they are rated. Then, for
each film rated 8/10 or more (4 stars and up), or --tries of them chosen with --seed when there are more, the
history's rows of that film are left out, the rest is imported into an empty data folder, and
`recommend --limit 50 --json` is asked where the hidden film comes. The same hidden film is looked for in three
baselines computed here on the same catalogue, with the same films known: the most-voted films, the highest
weighted rating (IMDb's, as `top` computes it: 1,000 votes or more, m = 1,000), and genre-only (the films of
1,000 votes or more whose genres are most like those of the films the person liked, the most-voted first).
Histories are grouped by their folder (tuning, measure), each group reported apart.

similar: each line of PAIRS.tsv names a film and the follow-up expected within the first five (a sequel, a
remake, a film by the same director); `similar --id <film> --limit 50 --json` is asked, against the same three
baselines (genre-only: most genres shared with the film, the most-voted first).

--people: then the same again on an IMDb import of the same films (people_datasets.py writes the datasets:
titles, years, runtimes, genres, ratings and votes of the catalogue, and the director and three actors of the
films matched in the "IMDB 5000 Movie Dataset" file given), each command run with `--source imdb`'s catalogue,
against the same baselines (the films' ties broken in the embedded catalogue's order, so they rank alike).
--wikipedia adds the directors and cast of the films that file does not credit, from Wikipedia's American films
(wikipedia_people.py); --movielens the other titles MovieLens writes the films under (title.akas,
movielens_titles.py).

Every table prints hit rates, the mean reciprocal rank within the first 50 (MRR) and NDCG@50 (one relevant
film: 1/log2(rank + 1)), and each figure's ratio to the best baseline's.
"""
import argparse
import csv
import io
import json
import math
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import time
import unicodedata

import people_datasets

# The catalogue's layout (Tools/catalogue/build_catalogue.py, CatalogueLayout.swift).
HEADER = struct.Struct("<8sIIIIIIIIIII12x")
RECORD = struct.Struct("<IHHIIHBB10sHIIHHIIIH6x")
ARTICLES = {"The", "A", "An", "La", "Le", "Les", "L'", "Il", "El", "Der", "Die", "Das", "O", "I", "De", "Los",
            "Un", "Una", "Uno", "Las", "Den", "To", "Gli", "Het", "Os", "En", "Ein", "Det", "Lo", "Ta", "Oi",
            "Eine", "Een", "As", "Ang", "Un'"}
DEPTH = 50
LIKED = 8
WR_MINIMUM_VOTES = 1000


class Film:
    __slots__ = ("id", "title", "year", "runtime", "votes", "rating", "genres", "order")

    def __init__(self, id, title, year, runtime, votes, rating, genres, order=None):
        self.id, self.title, self.year, self.runtime = id, title, year, runtime
        self.votes, self.rating, self.genres = votes, rating, genres
        # Ties are broken by the embedded catalogue's number, so that a catalogue of other ids ranks alike.
        self.order = int(id) if order is None else order

    def renamed(self, id):
        """The same film under the id another catalogue gives it."""
        return Film(id, self.title, self.year, self.runtime, self.votes, self.rating, self.genres, self.order)


def load_catalogue(path):
    """The films of a catalogue file, by id (a string, as the JSON writes it)."""
    data = open(path, "rb").read()
    header = HEADER.unpack_from(data, 0)
    count, records, strings = header[1], header[3], header[4]
    metadata = json.loads(data[header[9]:header[9] + header[10]])
    names = metadata["genres"]
    films = {}
    for fields in RECORD.iter_unpack(data[records:records + count * RECORD.size]):
        title = data[strings + fields[10]:strings + fields[10] + fields[9]].decode("utf-8")
        genres = frozenset(name for bit, name in enumerate(names) if fields[14] >> bit & 1)
        film = Film(str(fields[0]), natural(title), fields[1], fields[2], fields[4], fields[5] / 10, genres)
        films[film.id] = film
    return films


def natural(title):
    """'Matrix, The' -> 'The Matrix', as MovieTextNormalizer.naturalTitle does."""
    match = re.match(r"^(.*), ([A-Za-z']+)$", title)
    if not match or match.group(2) not in ARTICLES:
        return title
    article = match.group(2)
    return article + match.group(1) if article.endswith("'") else article + " " + match.group(1)


def key(title):
    """A title folded for comparison: no case, accents or punctuation."""
    text = unicodedata.normalize("NFKD", title.lower()).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", " ", text.replace("&", "and")).strip()


def number(film_id):
    """The number of an id ("1652", "tt0078748"), to order ids by."""
    return int(film_id[2:] if film_id.startswith("tt") else film_id)


# ---- running the app ----

class App:
    """The app on the embedded catalogue, or (`catalogue`: an imported catalogue file) on an IMDb import, which
    every data folder it runs in then links to."""

    def __init__(self, movieland, work, catalogue=None):
        self.movieland, self.work, self.catalogue = movieland, work, catalogue

    def env(self, home):
        source = "imdb" if self.catalogue else "embedded"
        env = dict(os.environ, XDG_DATA_HOME=home, MOVIELAND_SOURCE=source, NO_COLOR="1", MOVIELAND_CACHE="off")
        return env

    def fresh(self, name):
        home = os.path.join(self.work, name)
        shutil.rmtree(home, ignore_errors=True)
        os.makedirs(home)
        self.link_catalogue(home)
        return home

    def link_catalogue(self, home):
        if self.catalogue:
            folder = os.path.join(home, "movieland", "imdb")
            os.makedirs(folder, exist_ok=True)
            link = os.path.join(folder, "catalogue.bin")
            if not os.path.lexists(link):
                os.symlink(self.catalogue, link)

    def run(self, home, *arguments):
        result = subprocess.run([self.movieland, *arguments], capture_output=True, text=True, env=self.env(home))
        return result

    def import_history(self, home, path):
        result = self.run(home, "diary", "import", path)
        if result.returncode != 0:
            sys.exit(f"recommend-bench: `movieland diary import {path}` failed: {result.stderr.strip()}")

    def recommend(self, home):
        result = self.run(home, "recommend", "--limit", str(DEPTH), "--json")
        if result.returncode != 0:
            return []
        return [film["film"]["id"] if "film" in film else film["id"] for film in json.loads(result.stdout)["films"]]

    def similar(self, film_id):
        result = self.run(os.path.join(self.work, "empty"), "similar", "--id", film_id, "--limit", str(DEPTH), "--json")
        if result.returncode != 0:
            sys.exit(f"recommend-bench: `movieland similar --id {film_id}` failed: {result.stderr.strip()}")
        return [film["id"] for film in json.loads(result.stdout)["films"]]


def history_opinions(home):
    """What a data folder's history.tsv holds: film id -> (rating out of ten or None, title, year)."""
    opinions = {}
    with open(os.path.join(home, "movieland", "history.tsv"), encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if fields[0] == "viewing" and len(fields) >= 7:
                film_id, title, year, rating = fields[2], fields[3], fields[4], fields[6]
            elif fields[0] == "rating" and len(fields) >= 5:
                film_id, title, year, rating = fields[1], fields[2], fields[3], fields[4]
            else:
                continue
            points = int(rating[1:]) if rating[:1] in ("s", "p") and rating[1:].isdigit() else None
            earlier = opinions.get(film_id, (None, title, year))[0]
            opinions[film_id] = (points if points is not None else earlier, title, int(year) if year else None)
    return opinions


def read_rows(path):
    """The header and rows of an export, and its line ending."""
    raw = open(path, encoding="utf-8-sig", newline="").read()
    ending = "\r\n" if "\r\n" in raw else "\n"
    rows = list(csv.reader(io.StringIO(raw)))
    return rows[0], rows[1:], ending


def rows_of_film(header, rows, title, year):
    """The rows that name the film `title` (`year`, or a year off by one)."""
    names = [name.strip().lower() for name in header]
    title_column = names.index("title") if "title" in names else names.index("name")
    year_column = names.index("year") if "year" in names else None
    found = []
    for index, row in enumerate(rows):
        if key(row[title_column]) != key(title):
            continue
        row_year = int(row[year_column]) if year_column is not None and row[year_column].isdigit() else None
        if year is None or row_year is None or abs(row_year - year) <= 1:
            found.append(index)
    return found


# ---- baselines ----

class Baselines:
    def __init__(self, films):
        self.films = films
        self.by_votes = sorted(films.values(), key=lambda f: (-f.votes, f.order))
        rated = [f for f in films.values() if f.votes >= WR_MINIMUM_VOTES]
        mean = sum(f.rating for f in rated) / len(rated)
        m = WR_MINIMUM_VOTES

        def weighted(f):
            return f.votes / (f.votes + m) * f.rating + m / (f.votes + m) * mean

        self.rated = sorted(rated, key=lambda f: (-f.votes, f.order))
        self.by_weighted = sorted(rated, key=lambda f: (-weighted(f), -f.votes, f.order))

    @staticmethod
    def first(ordered, known):
        result = []
        for film in ordered:
            if film.id not in known:
                result.append(film.id)
                if len(result) == DEPTH:
                    break
        return result

    def most_voted(self, known):
        return self.first(self.by_votes, known)

    def weighted_rating(self, known):
        return self.first(self.by_weighted, known)

    def genre_profile(self, liked_ids, known):
        """Genre-only: the films whose genres are most like those of the liked films (cosine), most-voted first."""
        profile = {}
        for film_id in liked_ids:
            for genre in self.films[film_id].genres:
                profile[genre] = profile.get(genre, 0) + 1
        norm = math.sqrt(sum(v * v for v in profile.values())) or 1

        def score(f):
            return sum(profile.get(g, 0) for g in f.genres) / (norm * math.sqrt(len(f.genres))) if f.genres else 0

        ordered = sorted(self.rated, key=lambda f: -score(f))  # stable: the most-voted first within a score
        return self.first(ordered, known)

    def genre_like(self, film_id):
        """Genre-only for one film: most genres shared (Jaccard), the most-voted first."""
        genres = self.films[film_id].genres

        def score(f):
            union = genres | f.genres
            return len(genres & f.genres) / len(union) if union else 0

        ordered = sorted(self.rated, key=lambda f: -score(f))
        return self.first(ordered, {film_id})

    def similar_methods(self):
        return {"most-voted": lambda film_id: self.most_voted({film_id}),
                "weighted rating": lambda film_id: self.weighted_rating({film_id}),
                "genre-only": self.genre_like}


# ---- figures ----

class Tally:
    def __init__(self, cutoffs):
        self.cutoffs, self.ranks = cutoffs, []

    def add(self, ranking, wanted):
        self.ranks.append(ranking.index(wanted) + 1 if wanted in ranking else None)

    def hits(self, cutoff):
        return sum(1 for r in self.ranks if r is not None and r <= cutoff)

    def mrr(self):
        return sum(1 / r for r in self.ranks if r is not None) / max(1, len(self.ranks))

    def ndcg(self):
        return sum(1 / math.log2(r + 1) for r in self.ranks if r is not None) / max(1, len(self.ranks))

    def figures(self):
        return [self.hits(c) for c in self.cutoffs] + [self.mrr(), self.ndcg()]


def print_table(title, tallies, cutoffs, subject):
    tries = len(tallies[subject].ranks)
    print(title)
    header = "".join(f"{'hit@' + str(c):>15}" for c in cutoffs) + f"{'MRR@50':>9}{'NDCG@50':>9}"
    print(f"  {'':<28}{header}")
    for name, tally in tallies.items():
        cells = "".join(f"{h:>5}/{tries:<3} {100 * h / max(1, tries):5.1f}%" for h in tally.figures()[:len(cutoffs)])
        mrr, ndcg = tally.figures()[len(cutoffs):]
        print(f"  {name:<28}{cells}{mrr:9.3f}{ndcg:9.3f}")
    best = [max(t.figures()[i] for n, t in tallies.items() if n != subject) for i in range(len(cutoffs) + 2)]
    ratios = ["  no base" if b == 0 else f"{s / b:8.2f}x" for s, b in zip(tallies[subject].figures(), best)]
    cells = "".join(f"{r:>15}" for r in ratios[:len(cutoffs)]) + "".join(f"{r:>9}" for r in ratios[len(cutoffs):])
    print(f"  {subject + ' / best baseline':<28}{cells}")


# ---- recommend, leave-one-out ----

def tries_of(app, films, path, tries, seed):
    """The films of a history left out in turn: (id, rows to leave out), chosen with `seed` (in the embedded
    catalogue's order, so that a catalogue of other ids leaves the same films out); and the opinions."""
    home = app.fresh("full")
    app.import_history(home, path)
    opinions = history_opinions(home)
    header, rows, _ = read_rows(path)

    def order(film_id):
        return films[film_id].order if film_id in films else number(film_id)

    liked = sorted((film_id for film_id, (points, _, _) in opinions.items() if (points or 0) >= LIKED), key=order)
    if tries and len(liked) > tries:
        liked = sorted(random.Random(f"{seed}:{os.path.basename(path)}").sample(liked, tries), key=order)
    chosen = []
    for film_id in liked:
        _, title, year = opinions[film_id]
        leave_out = rows_of_film(header, rows, title, year)
        if leave_out:
            chosen.append((film_id, leave_out))
    return opinions, chosen


def evaluate_recommend(app, baselines, histories, tries, seed):
    names = ["recommend", "most-voted unseen", "weighted rating unseen", "genre-only"]
    tallies = {name: Tally([10, 20, 50]) for name in names}
    seconds, count = 0.0, 0
    for path in histories:
        opinions, chosen = tries_of(app, baselines.films, path, tries, seed)
        header, rows, ending = read_rows(path)
        liked_count = sum(1 for p, _, _ in opinions.values() if (p or 0) >= LIKED)
        print(f"  {os.path.basename(path)}: {len(rows)} rows, {len(opinions)} films placed, {liked_count} liked "
              f"({LIKED}/10 or more), {len(chosen)} tries", end="", flush=True)
        before = {name: len(tally.ranks) for name, tally in tallies.items()}
        for film_id, leave_out in chosen:
            rest = io.StringIO()
            writer = csv.writer(rest, lineterminator=ending)
            writer.writerow(header)
            writer.writerows(row for index, row in enumerate(rows) if index not in leave_out)
            trial = os.path.join(app.work, "trial-" + os.path.basename(path))
            open(trial, "w", encoding="utf-8", newline="").write(rest.getvalue())
            started = time.monotonic()
            home = app.fresh("trial")
            app.import_history(home, trial)
            ranking = app.recommend(home)
            seconds += time.monotonic() - started
            count += 1
            known = set(opinions) - {film_id}
            liked = [f for f in known if (opinions[f][0] or 0) >= LIKED] or list(known)
            tallies["recommend"].add(ranking, film_id)
            tallies["most-voted unseen"].add(baselines.most_voted(known), film_id)
            tallies["weighted rating unseen"].add(baselines.weighted_rating(known), film_id)
            tallies["genre-only"].add(baselines.genre_profile(liked, known), film_id)
        within = {name: [r for r in tally.ranks[before[name]:] if r is not None] for name, tally in tallies.items()}
        print("; within 20/50: " + ", ".join(
            f"{name.split()[0]} {sum(r <= 20 for r in ranks)}/{sum(r <= 50 for r in ranks)}"
            for name, ranks in within.items()), flush=True)
    return tallies, seconds, count


# ---- similar ----

def read_pairs(path, films):
    index = {}
    for film in films.values():
        index.setdefault((key(film.title), film.year), []).append(film.id)
    pairs = []
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        title, year, follow_title, follow_year, kind = line.rstrip("\n").split("\t")
        ids = []
        for t, y in ((title, year), (follow_title, follow_year)):
            found = index.get((key(t), int(y)), [])
            if len(found) != 1:
                sys.exit(f"recommend-bench: {path}:{number}: {t} ({y}) is {len(found)} films of the catalogue; "
                         "name one film of it by its title and year")
            ids.append(found[0])
        pairs.append((ids[0], ids[1], kind))
    return pairs


def evaluate_similar(app, baselines, pairs, films):
    kinds = sorted({kind for _, _, kind in pairs})
    groups = {kind: {} for kind in kinds + ["all"]}
    methods = {"similar": app.similar, **baselines.similar_methods()}
    misses = []
    for film_id, follow_id, kind in pairs:
        for name, method in methods.items():
            ranking = method(film_id)
            for group in (kind, "all"):
                groups[group].setdefault(name, Tally([5, 10])).add(ranking, follow_id)
            if name == "similar" and follow_id not in ranking[:5]:
                rank = ranking.index(follow_id) + 1 if follow_id in ranking else None
                got = ", ".join(f"{films[f].title} ({films[f].year})" for f in ranking[:3]) or "nothing"
                misses.append(f"    {films[film_id].title} ({films[film_id].year}) -> {films[follow_id].title} "
                              f"({films[follow_id].year}) [{kind}]: {'#' + str(rank) if rank else 'not in 50'}; "
                              f"first: {got}")
    return groups, misses


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("movieland")
    parser.add_argument("catalogue")
    parser.add_argument("work")
    parser.add_argument("pairs")
    parser.add_argument("histories", nargs="+")
    parser.add_argument("--tries", type=int, default=0, help="at most this many tries a history (0: every liked film)")
    parser.add_argument("--seed", default="60")
    parser.add_argument("--people", help="movie_metadata.csv (IMDB 5000 Movie Dataset): also run on an IMDb import "
                        "of the catalogue's films with the people of the films it matches")
    parser.add_argument("--wikipedia", help="with --people: a folder of wikipedia-movie-data's movies-*.json, whose "
                        "directors and cast credit the films movie_metadata.csv does not")
    parser.add_argument("--movielens", help="with --people: a MovieLens movies.csv, whose bracketed titles are "
                        "written as the films' other titles (title.akas)")
    arguments = parser.parse_args()
    check_sources(parser, arguments)
    movieland, work = os.path.abspath(arguments.movieland), os.path.abspath(arguments.work)
    films = load_catalogue(arguments.catalogue)
    pairs = read_pairs(arguments.pairs, films)
    run(App(movieland, work), films, pairs, arguments, f"the embedded catalogue ({len(films):,} films, no people)")
    if arguments.people:
        people_work = os.path.join(work, "people")
        catalogue, ids, credited = import_people(movieland, films, arguments, people_work)
        renamed = {ids[film.id]: film.renamed(ids[film.id]) for film in films.values()}
        renamed_pairs = [(ids[film], ids[follow], kind) for film, follow, kind in pairs]
        print(f"\n  pairs with people on both sides: "
              f"{sum(1 for f, g, _ in pairs if f in credited and g in credited)} of {len(pairs)}")
        for film, follow, kind in pairs:
            sides = "+".join("people" if f in credited else "none" for f in (film, follow))
            print(f"    {films[film].title} ({films[film].year}) -> {films[follow].title} ({films[follow].year}) "
                  f"[{kind}]: {sides}")
        run(App(movieland, people_work, catalogue), renamed, renamed_pairs, arguments,
            f"an IMDb import of the same films, {len(credited):,} of them with people")


def check_sources(parser, arguments):
    """Stops with a usage error (exit 2) before any run when a source of people or titles is missing, or given
    without --people, rather than after the embedded run with a stack trace."""
    if (arguments.wikipedia or arguments.movielens) and not arguments.people:
        parser.error("--wikipedia and --movielens add to --people's import: give PEOPLE=<movie_metadata.csv> too")
    for name, path, wanted in (("--people", arguments.people, os.path.isfile),
                               ("--wikipedia", arguments.wikipedia, os.path.isdir),
                               ("--movielens", arguments.movielens, os.path.isfile)):
        if path and not wanted(path):
            kind = "folder of movies-*.json" if wanted is os.path.isdir else "file"
            parser.error(f"{name} {path}: no such {kind}; give the path where you keep it "
                         "(see Tools/bench/recommend.md)")


def import_people(movieland, films, arguments, work):
    """Writes the IMDb-shaped datasets (people_datasets.py) and imports them into a data folder of their own:
    the catalogue file, the films' new ids, and the (embedded) ids of the films with people."""
    datasets = os.path.join(work, "datasets")
    tt, people, summary = people_datasets.write(films, arguments.people, datasets, key, arguments.wikipedia,
                                                arguments.movielens)
    print(f"\npeople: {arguments.people}: {summary['read']:,} films read, {summary['matched']:,} of the catalogue's "
          f"{len(films):,} matched by title and year ({summary['near']} of them a year off or by the title before a "
          f"colon)")
    if arguments.wikipedia:
        same, other = summary["agreement"]
        print(f"people: {arguments.wikipedia}: {summary['wikipedia_read']:,} films read, "
              f"{summary['wikipedia_matched']:,} more of the catalogue's matched; the directors read from its "
              f"extracts name the metadata file's director for {same:,} of the {same + other:,} films both hold "
              f"({100 * same / max(1, same + other):.1f}%)")
    if arguments.movielens:
        print(f"other titles: {arguments.movielens}: {summary['movielens_read']:,} films read, "
              f"{summary['movielens_films']:,} of the catalogue's given {summary['movielens_titles']:,} other titles")
    print(f"people: {len(people):,} films credited, {sum(people.values()):,} credits")
    home = os.path.join(work, "catalogue")
    shutil.rmtree(home, ignore_errors=True)
    os.makedirs(home)
    result = subprocess.run([movieland, "catalogue", "import", datasets], capture_output=True, text=True,
                            env=dict(os.environ, XDG_DATA_HOME=home, NO_COLOR="1"))
    if result.returncode != 0:
        sys.exit(f"recommend-bench: `movieland catalogue import {datasets}` failed: {result.stderr.strip()}")
    return os.path.join(home, "movieland", "imdb", "catalogue.bin"), tt, set(people)


def run(app, films, pairs, arguments, catalogue):
    """recommend's leave-one-out and similar's follow-ups, with the app of `app`, on the films of `films`."""
    os.makedirs(os.path.join(app.work, "empty"), exist_ok=True)
    app.link_catalogue(os.path.join(app.work, "empty"))
    baselines = Baselines(films)
    groups = {}
    for path in arguments.histories:
        groups.setdefault(os.path.basename(os.path.dirname(os.path.abspath(path))), []).append(path)
    print(f"\n==== on {catalogue}\n")
    print(f"recommend, leave-one-out, "
          f"{'every liked film' if not arguments.tries else f'at most {arguments.tries} tries a history'}, "
          f"seed {arguments.seed}")
    for group, paths in groups.items():
        print(f"\n[{group}]")
        tallies, seconds, count = evaluate_recommend(app, baselines, sorted(paths), arguments.tries, arguments.seed)
        print()
        print_table(f"recommend, {group}: {count} tries, {1000 * seconds / max(1, count):.0f} ms a try "
                    "(import of the rest + recommend --limit 50)", tallies, [10, 20, 50], "recommend")

    print(f"\nsimilar, follow-ups ({len(pairs)} pairs, {arguments.pairs})")
    started = time.monotonic()
    similar_groups, misses = evaluate_similar(app, baselines, pairs, films)
    elapsed = time.monotonic() - started
    for kind, tallies in similar_groups.items():
        print()
        print_table(f"similar, {kind}: {len(tallies['similar'].ranks)} pairs", tallies, [5, 10], "similar")
    print(f"\n  not within the first five ({len(misses)}):")
    print("\n".join(misses) if misses else "    none")
    print(f"  ({elapsed:.1f} s for the {len(pairs)} pairs and their baselines)")


if __name__ == "__main__":
    main()
