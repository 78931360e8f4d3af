/// Finds people by name in a catalogue's name index, the way a person types a name: case and accents ignored,
/// every typed word matching a word of the name ("nolan" finds every Nolan, "christopher nolan" one of them),
/// and typos forgiven as in titles, but only when no name has the words as typed.
public struct PeopleFinder {
    let people: CataloguePeople

    /// Finds people in `people`, a catalogue's people section.
    public init(people: CataloguePeople) {
        self.people = people
    }

    /// The people found, as name postings (`CatalogueLayout.People`: index << 8 | role bits) ascending, and
    /// whether the words were matched as typed.
    public func postings(named name: String) -> (people: [Int], typos: Bool) {
        let tokens = MovieTextNormalizer.tokens(of: name)
        guard !tokens.isEmpty else { return ([], false) }
        let words = tokens.compactMap(people.nameWords.index(of:))
        let found = words.count == tokens.count ? people.nameWords.commonPostings(words) : []
        guard found.isEmpty else { return (found, false) }
        return (withTypos(tokens), true)
    }

    /// The people whose names have every word within its typos, those with the fewest typos in all.
    private func withTypos(_ tokens: [[UInt8]]) -> [Int] {
        var typos: [Int: Int] = [:]
        for (position, token) in tokens.enumerated() {
            var fewest: [Int: Int] = [:]
            for (word, count) in people.nameWords.matches(for: token, allowPrefix: false) {
                for person in people.nameWords.postings(word) where position == 0 || typos[person] != nil {
                    fewest[person] = min(fewest[person] ?? .max, count)
                }
            }
            if position > 0 { typos = typos.filter { fewest[$0.key] != nil } }
            for (person, count) in fewest { typos[person, default: 0] += count }
        }
        guard let least = typos.values.min() else { return [] }
        return typos.filter { $0.value == least }.keys.sorted()
    }

    /// The people of `postings` (found by `postings(named:)`), by index, ordered for a person to choose from:
    /// names that are exactly the words typed first, then the best known; and how many are exactly the words
    /// typed. A name that has every typed word as typed is exactly them when it has no other word.
    public func ranked(_ postings: [Int], named name: String, typos: Bool) -> (people: [Int], exactCount: Int) {
        let typed = Set(MovieTextNormalizer.tokens(of: name)).count
        let keyed = postings.map { $0 >> 8 }.map { index -> (exact: Bool, fame: Int, index: Int) in
            let person = people.person(index)
            return (!typos && person.wordCount == typed, person.fame, index)
        }
        let sorted = keyed.sorted { ($0.exact ? 1 : 0, $0.fame, -$0.index) > ($1.exact ? 1 : 0, $1.fame, -$1.index) }
        return (sorted.map(\.index), keyed.count { $0.exact })
    }
}
