#!/usr/bin/env python3
"""How many queries of the relevance set find their film where they must.

Usage: relevance.py MOVIELAND [SET.tsv]
Each line of the set: query <tab> catalogue title <tab> year <tab> rank (the film must be within the
first `rank` results). Runs `MOVIELAND search --json` for each and prints the failures and the share that pass.
"""
import json
import subprocess
import sys


def main():
    movieland = sys.argv[1]
    path = sys.argv[2] if len(sys.argv) > 2 else "Tests/CatalogueDataTests/Fixtures/relevance.tsv"
    cases = [line.rstrip("\n").split("\t") for line in open(path, encoding="utf-8")
             if line.strip() and not line.startswith("#")]
    passed = 0
    for query, title, year, rank in cases:
        result = subprocess.run([movieland, "search", "--json", "--limit", "3", "--", query],
                                capture_output=True, text=True, env={"MOVIELAND_CACHE": "off"})
        found = json.loads(result.stdout)["results"] if result.returncode == 0 else []
        # The JSON shows titles the natural way; the set names them as the catalogue does.
        wanted = natural(title), int(year)
        positions = [i for i, film in enumerate(found) if (film["title"], film["year"]) == wanted]
        if positions and positions[0] < int(rank):
            passed += 1
        else:
            got = ", ".join(f"{film['title']} ({film['year']})" for film in found) or "nothing"
            print(f"  FAIL {query!r}: wanted {wanted[0]} ({year}) in the first {rank}; got {got}")
    print(f"relevance: {passed}/{len(cases)} queries find their film ({100 * passed / len(cases):.1f}%)")


def natural(title):
    """'Matrix, The' -> 'The Matrix', as MovieTextNormalizer.naturalTitle does."""
    articles = {"The", "A", "An", "La", "Le", "Les", "L'", "Il", "El", "Der", "Die", "Das", "O", "I", "De", "Los",
                "Un", "Una", "Uno", "Las", "Den", "To", "Gli", "Het", "Os", "En", "Ein", "Det", "Lo", "Ta", "Oi",
                "Eine", "Een", "As", "Ang", "Un'"}
    head, comma, article = title.rpartition(", ")
    if not comma or article not in articles:
        return title
    return article + head if article.endswith("'") else article + " " + head


if __name__ == "__main__":
    main()
