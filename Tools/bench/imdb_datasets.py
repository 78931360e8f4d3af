#!/usr/bin/env python3
"""Writes IMDb-shaped dataset files at full size, for `make bench-imdb` (the real ones cannot be downloaded
here). Deterministic: the same files every run.

Usage: imdb_datasets.py <folder> [--scale 1.0]

Writes, in IMDb's format (UTF-8, tab-separated, a header line, \\N for null, comma-separated arrays, gzip):
  title.basics.tsv.gz   12,000,000 titles at scale 1: IMDb's mix of types (72% episodes, 6% films, 1.3% TV
                        films, ...), titles from a Zipf vocabulary with a long tail of made-up names, accents,
                        Cyrillic and CJK, \\N years, runtimes and genres at IMDb's rates, 1.5% adult
  title.ratings.tsv.gz  about 1,600,000 ratings, votes heavy-tailed (most films a few dozen, some millions)
  title.crew.tsv.gz     one row per title: directors and writers (name ids)
  title.principals.tsv.gz  about 80,000,000 rows, IMDb's cast and crew file: per title, ordered from 1, the
                        billed cast (actor, actress, self) with their characters as a JSON list, the crew's
                        directors and writers (a writer's job: screenplay, novel, ...), and producers,
                        composers, cinematographers, editors; a cast drawn from a pool of busy actors and a
                        long tail; nm0000158 Tom Hanks in 80 films
  name.basics.tsv.gz    14,000,000 people
  titles.sqlite         an FTS5 table of the films an import keeps (movie and tvMovie, not adult), with
                        votes: the reference the benchmark queries; and `films`, `people` and `credits`
                        tables with indexes (a person's films are a join)
"""
import json
import argparse
import os
import random
import sqlite3
import subprocess
import unicodedata

COMMON = """the of a and in love man night day life story last time world house girl dead city war return
black blood king dark world red little great secret lost new one two all my death game star men woman
white big home dream heart american christmas lady road high money summer wild fire devil blue angel
kill iron dragon moon last first young old good bad beautiful free golden hidden silent final perfect
family friends brothers sisters children mother father son daughter wife husband boy girls street
river mountain island sea ocean sky sun rain snow winter spring autumn garden forest desert valley
journey escape revenge justice power glory honor fear hope truth lies shadow light ghost monster
zombie vampire wolf tiger lion bird horse dog cat hunter soldier warrior hero legend mystery murder
crime case file code mission project operation agent spy detective doctor teacher captain general
president prince princess queen empire kingdom nation planet space time machine future past memory
party wedding funeral school college hospital prison hotel train ship plane car bridge tower castle
paris london tokyo rome berlin moscow york chicago texas california china india africa mexico brazil
matrix godfather inception gladiator titanic avatar alien terminator rocky rambo batman superman
amour vie nuit jour homme femme coeur été hiver fille garçon liebe nacht leben mann frau herz
amor vida noche día hombre mujer corazón niña niño ciudad fuego sangre tierra cielo muerte
город любовь ночь жизнь 東京 愛 夜 人生 ångström münchen zürich kraków łódź søren""".split()

SYLLABLES = "ka lo mi ra ve ne to sa li an el or ur is tha mon dre vik sol mar bel gor fen tal rin dus ko zan".split()
FIRST = ("James Mary John Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara Richard Susan "
         "Joseph Jessica Thomas Sarah Charles Karen Akira Yuki Hans Greta Pierre Amélie José María Olga Ivan "
         "Søren Zoë Chloé François Björn Jiří Łukasz").split()
LAST = ("Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Wilson "
        "Anderson Thomas Taylor Moore Jackson Martin Lee Kurosawa Tanaka Müller Schmidt Dubois Lefèvre "
        "González Pérez Ivanov Petrov Nielsen Kowalski Nováková Wachowski Jeunet Kubrick").split()
GENRES = ("Action Adult Adventure Animation Biography Comedy Crime Documentary Drama Family Fantasy Film-Noir "
          "Game-Show History Horror Music Musical Mystery News Reality-TV Romance Sci-Fi Short Sport Talk-Show "
          "Thriller War Western").split()
TYPES = [("tvEpisode", 0.72), ("short", 0.075), ("movie", 0.058), ("tvSeries", 0.021), ("video", 0.02),
         ("tvMovie", 0.0125), ("tvSpecial", 0.005), ("tvMiniSeries", 0.004), ("videoGame", 0.0035),
         ("tvShort", 0.001)]
RATED = {"movie": 0.55, "tvMovie": 0.45, "tvEpisode": 0.1, "short": 0.15, "video": 0.2, "tvSeries": 0.4}
KEPT = {"movie", "tvMovie"}
CHARACTERS = ("Neo Trinity Morpheus Himself Herself Narrator Host Doctor Detective Nurse Soldier Mother Father "
              "Officer Waiter \"Bud\" Zoë Sœur 山田 Дмитрий").split()
CREW_JOBS = (("producer", "producer"), ("producer", "executive producer"), ("composer", "\\N"),
             ("cinematographer", "director of photography"), ("editor", "\\N"), ("production_designer", "\\N"),
             ("casting_director", "\\N"))
WRITER_JOBS = ("screenplay", "novel", "story", "written by", "\\N", "\\N")
FAMOUS = (158, "Tom Hanks", 80)


class Principals:
    """title.principals rows, from an rng of their own (the other files stay as they were), and the kept films'
    credits for the sqlite reference."""

    def __init__(self, folder, people):
        self.rng = random.Random(35)
        self.people = people
        self.writer = gzip_writer(os.path.join(folder, "title.principals.tsv.gz"))
        self.writer[0].stdin.write(b"tconst\tordering\tnconst\tcategory\tjob\tcharacters\n")
        self.lines = []
        self.rows = 0
        self.credits = []
        self.famous_left = FAMOUS[2]

    def characters(self):
        roll = self.rng.random()
        if roll < 0.15:
            return "\\N"
        names = [self.rng.choice(CHARACTERS)] if roll < 0.9 else self.rng.sample(CHARACTERS, 2)
        return json.dumps(names, ensure_ascii=False, separators=(",", ":"))

    def cast_member(self):
        # A fifth of the cast from 40,000 busy actors, the rest from everyone.
        if self.rng.random() < 0.2:
            return self.rng.randint(1, 40_000) * (self.people // 40_000)
        return self.rng.randint(1, self.people)

    def add(self, tconst, kind, directors, writers, kept):
        rng = self.rng
        rows = []
        cast = rng.randint(2, 6) if kind == "tvEpisode" else rng.randint(3, 8)
        category = "self" if kind in ("tvSeries", "tvEpisode") and rng.random() < 0.2 else None
        for _ in range(cast):
            person = self.cast_member()
            rows.append((person, category or ("actor" if rng.random() < 0.6 else "actress"), "\\N",
                         self.characters()))
        if kept and self.famous_left and rng.random() < 0.0002:
            rows.insert(0, (FAMOUS[0], "actor", "\\N", json.dumps([rng.choice(CHARACTERS)])))
            self.famous_left -= 1
        for director in directors:
            rows.append((director, "director", "\\N", "\\N"))
        for writer in writers:
            rows.append((writer, "writer", rng.choice(WRITER_JOBS), "\\N"))
        for _ in range(rng.choice((0, 1, 1, 2))):
            category, job = rng.choice(CREW_JOBS)
            rows.append((rng.randint(1, self.people), category, job, "\\N"))
        for ordering, (person, category, job, characters) in enumerate(rows, 1):
            self.lines.append("%s\t%d\tnm%07d\t%s\t%s\t%s" % (tconst, ordering, person, category, job, characters))
            if kept:
                self.credits.append((tconst, "nm%07d" % person, category, ordering,
                                     None if characters == "\\N" else characters))
        self.rows += len(rows)
        if len(self.lines) >= 200_000:
            self.flush()

    def flush(self):
        if self.lines:
            self.writer[0].stdin.write(("\n".join(self.lines) + "\n").encode("utf-8"))
            self.lines.clear()

    def close(self):
        self.flush()
        close(self.writer)


def gzip_writer(path):
    handle = open(path, "wb")
    process = subprocess.Popen(["gzip", "-6"], stdin=subprocess.PIPE, stdout=handle, bufsize=1 << 20)
    return process, handle


def close(writer):
    process, handle = writer
    process.stdin.close()
    process.wait()
    handle.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--scale", type=float, default=1.0)
    args = parser.parse_args()
    os.makedirs(args.folder, exist_ok=True)
    rng = random.Random(14)
    titles = int(12_000_000 * args.scale)
    people = int(14_000_000 * args.scale)

    # A vocabulary with a long tail: common words by a Zipf law, then made-up names (places, people).
    made_up = ["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))) for _ in range(300_000)]
    weights = [1 / (rank + 1) for rank in range(len(COMMON))]
    pool = rng.choices(COMMON, weights=weights, k=1_000_000) + rng.choices(made_up, k=400_000)
    rng.shuffle(pool)
    pool_size = len(pool)
    type_names = [name for name, _ in TYPES]
    type_cumulative = []
    total = 0.0
    for _, share in TYPES:
        total += share
        type_cumulative.append(total)

    def title_words():
        count = rng.choice((1, 1, 2, 2, 2, 3, 3, 3, 4, 5, 6))
        words = [pool[int(rng.random() * pool_size)] for _ in range(count)]
        text = " ".join(word if word[0].isupper() else word.capitalize() for word in words)
        roll = rng.random()
        if roll < 0.12:
            text = "The " + text
        elif roll < 0.14:
            text += ": Part " + rng.choice(("II", "III", "2", "3"))
        elif roll < 0.15:
            text = '"' + text + '"'
        return text

    basics = gzip_writer(os.path.join(args.folder, "title.basics.tsv.gz"))
    ratings = gzip_writer(os.path.join(args.folder, "title.ratings.tsv.gz"))
    crew = gzip_writer(os.path.join(args.folder, "title.crew.tsv.gz"))
    basics[0].stdin.write(b"tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\t"
                          b"runtimeMinutes\tgenres\n")
    ratings[0].stdin.write(b"tconst\taverageRating\tnumVotes\n")
    crew[0].stdin.write(b"tconst\tdirectors\twriters\n")
    kept = []
    principals = Principals(args.folder, people)
    credits = []
    basic_lines, rating_lines, crew_lines = [], [], []
    rating_count = 0
    for number in range(1, titles + 1):
        tconst = "tt%07d" % number
        roll = rng.random() * total
        kind = next(name for name, edge in zip(type_names, type_cumulative) if roll <= edge)
        if kind == "tvEpisode":
            title = "Episode #%d.%d" % (rng.randint(1, 30), rng.randint(1, 40)) if rng.random() < 0.6 else title_words()
        else:
            title = title_words()
        original = title if rng.random() < 0.9 else title_words()
        adult = "1" if rng.random() < 0.015 else "0"
        year = "\\N" if rng.random() < 0.1 else str(int(min(2025, max(1890, rng.gauss(1995, 25)))))
        runtime = "\\N" if rng.random() < 0.6 else str(rng.randint(1, 240))
        genres = "\\N" if rng.random() < 0.1 else ",".join(sorted(rng.sample(GENRES, rng.randint(1, 3))))
        end = str(int(year) + rng.randint(0, 10)) if kind == "tvSeries" and year != "\\N" else "\\N"
        basic_lines.append("\t".join((tconst, kind, title, original, adult, year, end, runtime, genres)))
        votes = 0
        if rng.random() < RATED.get(kind, 0.2):
            votes = min(3_000_000, int(5 * rng.paretovariate(0.7)))
            rating = min(10.0, max(1.0, rng.gauss(6.3, 1.2)))
            rating_lines.append("%s\t%.1f\t%d" % (tconst, rating, votes))
            rating_count += 1
        directors = "\\N" if rng.random() < 0.3 else ",".join(
            "nm%07d" % rng.randint(1, people) for _ in range(rng.choice((1, 1, 1, 2))))
        writers = "\\N" if rng.random() < 0.5 else "nm%07d" % rng.randint(1, people)
        crew_lines.append("%s\t%s\t%s" % (tconst, directors, writers))
        is_kept = kind in KEPT and adult == "0"
        principals.add(tconst, kind, [] if directors == "\\N" else [int(d[2:]) for d in directors.split(",")],
                       [] if writers == "\\N" else [int(writers[2:])], is_kept)
        if len(principals.credits) >= 100_000:
            credits.append(principals.credits)
            principals.credits = []
        if is_kept:
            kept.append((tconst, title, None if year == "\\N" else int(year), votes))
        if len(basic_lines) >= 100_000:
            for writer, lines in ((basics, basic_lines), (ratings, rating_lines), (crew, crew_lines)):
                if lines:
                    writer[0].stdin.write(("\n".join(lines) + "\n").encode("utf-8"))
                lines.clear()
    for writer, lines in ((basics, basic_lines), (ratings, rating_lines), (crew, crew_lines)):
        if lines:
            writer[0].stdin.write(("\n".join(lines) + "\n").encode("utf-8"))
        close(writer)
    principals.close()
    credits.append(principals.credits)

    names = gzip_writer(os.path.join(args.folder, "name.basics.tsv.gz"))
    names[0].stdin.write(b"nconst\tprimaryName\tbirthYear\tdeathYear\tprimaryProfession\tknownForTitles\n")
    lines = []
    people_rows = []
    for number in range(1, people + 1):
        birth = "\\N" if rng.random() < 0.8 else str(rng.randint(1850, 2010))
        name = "%s %s" % (rng.choice(FIRST), rng.choice(LAST))
        name = FAMOUS[1] if number == FAMOUS[0] else name
        lines.append("nm%07d\t%s\t%s\t\\N\tactor,director\ttt%07d" % (number, name, birth, rng.randint(1, titles)))
        people_rows.append(("nm%07d" % number, name, folded(name)))
        if len(lines) >= 100_000:
            names[0].stdin.write(("\n".join(lines) + "\n").encode("utf-8"))
            lines.clear()
    if lines:
        names[0].stdin.write(("\n".join(lines) + "\n").encode("utf-8"))
    close(names)

    database = os.path.join(args.folder, "titles.sqlite")
    if os.path.exists(database):
        os.remove(database)
    connection = sqlite3.connect(database)
    connection.execute("CREATE VIRTUAL TABLE titles USING fts5(tconst UNINDEXED, title, year UNINDEXED, "
                       "votes UNINDEXED)")
    connection.executemany("INSERT INTO titles VALUES (?, ?, ?, ?)", kept)
    write_people_tables(connection, kept, people_rows, credits)
    connection.commit()
    connection.close()
    print(f"{args.folder}: {titles:,} titles ({len(kept):,} films kept by an import), {rating_count:,} ratings, "
          f"{people:,} people, {principals.rows:,} principals")


def folded(name):
    """A name as a person types it: lower case, accents dropped (what `people.key` holds)."""
    return "".join(c for c in unicodedata.normalize("NFKD", name.lower()) if not unicodedata.combining(c))


def write_people_tables(connection, kept, people_rows, credits):
    """The reference for people: films, people by folded name, credits by person and by film, indexed."""
    connection.execute("CREATE TABLE films (tconst TEXT PRIMARY KEY, title TEXT, year INTEGER, votes INTEGER)")
    connection.executemany("INSERT INTO films VALUES (?, ?, ?, ?)", kept)
    connection.execute("CREATE TABLE people (nconst TEXT PRIMARY KEY, name TEXT, key TEXT)")
    connection.executemany("INSERT INTO people VALUES (?, ?, ?)", people_rows)
    connection.execute("CREATE INDEX people_key ON people (key)")
    connection.execute("CREATE TABLE credits (tconst TEXT, nconst TEXT, category TEXT, ordering INTEGER, "
                       "characters TEXT)")
    for batch in credits:
        connection.executemany("INSERT INTO credits VALUES (?, ?, ?, ?, ?)", batch)
    connection.execute("CREATE INDEX credits_person ON credits (nconst)")
    connection.execute("CREATE INDEX credits_film ON credits (tconst, ordering)")


if __name__ == "__main__":
    main()
