#!/usr/bin/env python3
"""Writes a Letterboxd diary.csv of N viewings of the most-voted films of an IMDb-shaped titles.sqlite.

Usage: history_diary.py TITLES_SQLITE OUT_CSV [--rows N] [--bad-every N]
The films are those whose title and year no other film shares (a diary names films by title and year, as
Letterboxd's does); each gets a day between 2020 and 2025, half stars or no rating, a rewatch now and then,
and a tag or two. With --bad-every N, every Nth row is one a person's export can hold and an import must keep
rather than drop or stop at, in turn: a day that does not exist, a day still to come, a film no catalogue has.
The same arguments write the same file.
"""
import argparse
import csv
import random
import sqlite3


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("titles")
    parser.add_argument("out")
    parser.add_argument("--rows", type=int, default=5000)
    parser.add_argument("--bad-every", type=int, default=0)
    args = parser.parse_args()
    connection = sqlite3.connect(args.titles)
    films = connection.execute(
        "SELECT title, year FROM films WHERE year IS NOT NULL GROUP BY title, year HAVING count(*) = 1 "
        "ORDER BY max(CAST(votes AS INTEGER)) DESC LIMIT ?", (args.rows,)).fetchall()
    generator = random.Random(48)
    tags = ["cinema", "home", "with friends", "festival", "rewatch night"]
    with open(args.out, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\r\n")
        writer.writerow(["Date", "Name", "Year", "Letterboxd URI", "Rating", "Rewatch", "Tags", "Watched Date"])
        for index, (title, year) in enumerate(films):
            day = f"{generator.randint(2020, 2025)}-{generator.randint(1, 12):02d}-{generator.randint(1, 28):02d}"
            rating = "" if generator.random() < 0.2 else str(generator.randint(1, 10) / 2).removesuffix(".0")
            rewatch = "Yes" if generator.random() < 0.1 else ""
            chosen = ", ".join(generator.sample(tags, generator.randint(0, 2)))
            watched = day
            if args.bad_every and index % args.bad_every == args.bad_every - 1:
                kind = index // args.bad_every % 3
                if kind == 0:
                    watched = f"{day[:4]}-02-30"
                elif kind == 1:
                    watched = "2099-01-01"
                else:
                    title = f"A Film No Catalogue Has {index}"
            writer.writerow([day, title, year, f"https://boxd.it/{index}", rating, rewatch, chosen, watched])
    print(f"wrote {len(films)} viewings to {args.out}")


if __name__ == "__main__":
    main()
