#!/usr/bin/env python3
"""Builds the embedded movie catalogue from movies.csv (see PROVENANCE.md in the CatalogueResources target).

Usage: build_catalogue.py <movies.csv> <catalogue.bin>

The output is a little-endian file the app memory-maps and reads without parsing:

  header (64 bytes)   magic "MVLCAT02", counts and section offsets (u32)
  records             one 64-byte record per film, in id order (the CSV's)
  strings             raw titles ("Matrix, The") and search tokens ("matrix"), UTF-8
  words               the sorted vocabulary: 16 bytes a word (offset, length, postings start, count); the
                      titles' initials keys (byte 1, then "lotr": see initials_keys) sort first
  postings            record indexes per word (u32), most-voted first
  metadata            JSON: the source, how ids are written, the genre and certification names
  votes order         record indexes (u32), most-voted first, 4-byte aligned: charts read only what they show

The same format is written by `movieland catalogue import` (CatalogueWriter.swift), which also fills the
record fields this data set lacks (original title, directors, other titles' tokens after a newline).

Search tokens: the title without its moved article ("Matrix, The" -> "Matrix"), lowercased; an apostrophe
after a one-letter word or "qu" separates (French elision: "d'Olga" -> "d olga"), any other joins
("Schindler's" -> "schindlers"); then split on anything that is not a letter or digit. The app normalises queries the same way
(MovieTextNormalizer.swift); change both together.
"""
import csv
import hashlib
import json
import re
import struct
import sys

# The layout is CatalogueLayout's (Modules/Core/CatalogueEngine/Format/CatalogueLayout.swift);
# CatalogueLayoutTests hold these formats to it, field by field.
MAGIC = b"MVLCAT02"
# id, year, runtime, budget, votes, rating10, certification, flags (1: distribution), distribution,
# title length, title offset, tokens offset, tokens length, original title length, genre bits,
# original title offset, directors offset, directors length
RECORD = struct.Struct("<IHHIIHBB10sHIIHHIIIH6x")
HEADER = struct.Struct("<8sIIIIIIIIIII12x")
WORD = struct.Struct("<IHxxII")
assert RECORD.size == 64 and HEADER.size == 64 and WORD.size == 16

# Articles the data set moves to the end of a title ("Dolce vita, La"). Keep in sync with the app.
ARTICLES = {"The", "A", "An", "La", "Le", "Les", "L'", "Il", "El", "Der", "Die", "Das", "O", "I", "De", "Los",
            "Un", "Una", "Uno", "Las", "Den", "To", "Gli", "Het", "Os", "En", "Ein", "Det", "Lo", "Ta", "Oi",
            "Eine", "Een", "As", "Ang", "Un'"}
MPAA = {"": 0, "G": 1, "PG": 2, "PG-13": 3, "R": 4, "NC-17": 5}
GENRES = ["Action", "Animation", "Comedy", "Drama", "Documentary", "Romance", "Short"]


LOWERCASE_ARTICLES = {article.lower().replace("'", "") for article in ARTICLES}
# Initials keys (TitleInitials.swift): the byte that starts them, the lengths kept, what separates a title's parts.
INITIALS_MARKER = "\x01"
INITIALS_LETTERS = range(3, 11)
PART_SEPARATORS = set(":;()[]/\u2013\u2014")


def moved_article(title):
    """The title without its moved article, and the article ("Matrix, The" -> "Matrix", "The"), or None."""
    match = re.match(r"^(.*), ([A-Za-z']+)$", title)
    return (match.group(1), match.group(2)) if match and match.group(2) in ARTICLES else (title, None)


def tokens(title):
    return words_of(moved_article(title)[0])


def words_of(text):
    # One pass, like MovieTextNormalizer.tokens(of:): an apostrophe splits when the word so far is
    # one letter or "qu" (elision), and is dropped otherwise (the word goes on).
    result, current = [], ""
    for character in text.lower():
        if character.isascii() and character.isalnum():
            current += character
        elif character == "'":
            if len(current) == 1 or current == "qu":
                result.append(current)
                current = ""
        else:
            if current:
                result.append(current)
            current = ""
    if current:
        result.append(current)
    return result


def natural_title(title):
    """ "Matrix, The" -> "The Matrix", "Avventura, L'" -> "L'Avventura", as MovieTextNormalizer.naturalTitle."""
    base, article = moved_article(title)
    if article is None:
        return title
    return article + base if article.endswith("'") else article + " " + base


def title_parts(title):
    """The parts a colon, semicolon, bracket, slash, en or em dash, or a hyphen between spaces separate."""
    parts, part = [], ""
    for position, character in enumerate(title):
        spaced_hyphen = (character == "-" and 0 < position < len(title) - 1
                         and title[position - 1] == " " and title[position + 1] == " ")
        if character in PART_SEPARATORS or spaced_hyphen:
            parts.append(part)
            part = ""
        else:
            part += character
    parts.append(part)
    return parts


def initials_keys(title):
    """The vocabulary keys of a title's initials ("lotr"), each part's with and without a leading article."""
    keys = []

    def add(letters):
        key = INITIALS_MARKER + letters
        if len(letters) in INITIALS_LETTERS and key not in keys:
            keys.append(key)

    for part in title_parts(title):
        words = words_of(part)
        letters = "".join(word[0] for word in words)
        add(letters)
        if words and words[0] in LOWERCASE_ARTICLES:
            add(letters[1:])
    return keys


def main():
    source, target = sys.argv[1], sys.argv[2]
    with open(source, newline="") as handle:
        rows = list(csv.DictReader(handle))
    strings = bytearray()
    records = []
    words = {}
    for index, row in enumerate(rows):
        title = row["title"].encode("utf-8")
        title_offset = len(strings)
        strings += title
        token_list = tokens(row["title"])
        token_bytes = " ".join(token_list).encode("ascii")
        token_offset = len(strings)
        strings += token_bytes
        for token in set(token_list) | set(initials_keys(natural_title(row["title"]))):
            words.setdefault(token, []).append(index)
        budget = int(float(row["budget"])) if row["budget"] else 0xFFFFFFFF
        distribution = bytes(int(round(float(row[f"r{i}"]) * 2)) for i in range(1, 11))
        genres = sum(1 << bit for bit, name in enumerate(GENRES) if row[name] == "1")
        records.append(RECORD.pack(
            int(row["rownames"]), int(row["year"]), int(row["length"]), budget, int(row["votes"]),
            int(round(float(row["rating"]) * 10)), MPAA[row["mpaa"]], 1, distribution,
            len(title), title_offset, token_offset, len(token_bytes), 0, genres, 0, 0, 0))
    votes = [int(row["votes"]) for row in rows]
    word_table = bytearray()
    postings = []
    for word in sorted(words, key=lambda w: w.encode("ascii")):
        offset = len(strings)
        strings += word.encode("ascii")
        ids = sorted(words[word], key=lambda i: (-votes[i], i))
        word_table += WORD.pack(offset, len(word), len(postings), len(ids))
        postings += ids
    records_offset = HEADER.size
    strings_offset = records_offset + len(records) * RECORD.size
    words_offset = strings_offset + len(strings)
    words_offset += (-words_offset) % 4
    postings_offset = words_offset + len(word_table)
    metadata = json.dumps({
        "source": "embedded", "idPrefix": "", "idDigits": 0, "genres": GENRES,
        "certifications": sorted(MPAA, key=MPAA.get), "description": "58,788 films with their IMDb figures as of 2005",
    }, separators=(",", ":")).encode("utf-8")
    metadata_offset = postings_offset + 4 * len(postings)
    votes_offset = metadata_offset + len(metadata)
    votes_offset += (-votes_offset) % 4
    by_votes = sorted(range(len(rows)), key=lambda i: (-votes[i], i))
    header = HEADER.pack(MAGIC, len(records), len(words), records_offset, strings_offset, len(strings),
                         words_offset, postings_offset, len(postings), metadata_offset, len(metadata), votes_offset)
    body = header + b"".join(records) + bytes(strings)
    body += b"\0" * (words_offset - len(body)) + bytes(word_table) + struct.pack(f"<{len(postings)}I", *postings)
    body += metadata
    body += b"\0" * (votes_offset - len(body)) + struct.pack(f"<{len(by_votes)}I", *by_votes)
    with open(target, "wb") as handle:
        handle.write(body)
    print(f"{target}: {len(records)} films, {len(words)} words, {len(postings)} postings, {len(body)} bytes, "
          f"sha256 {hashlib.sha256(body).hexdigest()[:16]}")


if __name__ == "__main__":
    main()
