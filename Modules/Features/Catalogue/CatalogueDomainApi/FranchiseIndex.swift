/// Films by the stems of their titles (`FranchiseTitle`), to find the films of one series among them quickly and
/// to know how many titles a stem begins.
public struct FranchiseIndex: Sendable {
    /// A film of the index akin to the one asked about: its place in the films given, how, and how surely.
    public struct Kin: Sendable, Equatable {
        /// Its place among the titles the index was made of.
        public let position: Int
        /// How its title is akin to the one asked about.
        public let kinship: FranchiseTitle.Kinship
        /// How surely it is of the same series (`FranchiseTitle.strength(of:yearsApart:filmsOfStem:)`).
        public let strength: Double
    }

    /// The titles indexed, by their place (nil for those left out).
    private let titles: [FranchiseTitle?]
    private let years: [Int?]
    /// The films with each stem, and with each run of a stem's first words ("matrix" for "matrix reloaded").
    private var byStem: [String: [Int]] = [:]
    private var byPrefix: [String: [Int]] = [:]

    /// The index of films titled `titles`, released in `years` (one of each a film, in the same order).
    public init(titles: [String], years: [Int?]) {
        self.init(titles: titles.map(FranchiseTitle.init), years: years)
    }

    /// The index of those of the films titled `titles` (released in `years`) that may be akin to one of the
    /// titles `asked`: `kin(of:year:)` of each of `asked` finds what it finds with every film indexed, without
    /// reading the stems of titles that share no word with theirs (most of a catalogue's).
    public init(titles: [String], years: [Int?], kinOf asked: [String]) {
        let asked = asked.map(FranchiseTitle.init)
        let starts = StemStarts(of: asked)
        self.init(
            titles: titles.map { starts.mayBegin($0) ? FranchiseTitle($0) : nil }, years: years,
            prefixes: Self.prefixes(readBy: asked))
    }

    /// The prefixes `kin(of:year:)` of the titles `asked` reads: those that are their stems or begin them.
    static func prefixes(readBy asked: [FranchiseTitle]) -> Set<String> {
        Set(asked.flatMap { $0.stems.flatMap { [$0] + prefixes(of: $0) } })
    }

    /// The index of `titles`, with the runs of first words that are among `prefixes` (all when nil).
    init(titles: [FranchiseTitle?], years: [Int?], prefixes: Set<String>? = nil) {
        self.titles = titles
        self.years = years
        for (position, title) in titles.enumerated() {
            for stem in title?.stems ?? [] {
                byStem[stem, default: []].append(position)
                for prefix in Self.prefixes(of: stem) where prefixes?.contains(prefix) ?? true {
                    byPrefix[prefix, default: []].append(position)
                }
            }
        }
    }

    /// The runs of `stem`'s first words shorter than it: "star", "star wars" for "star wars episode".
    private static func prefixes(of stem: String) -> [String] {
        stem.utf8.indices.filter { stem.utf8[$0] == UInt8(ascii: " ") }.map { String(stem[..<$0]) }
    }

    /// The films of the index akin to one titled `title` of `year`, each once with its surest kinship; those of
    /// strength 0 left out.
    public func kin(of title: String, year: Int?) -> [Kin] { kin(of: FranchiseTitle(title), year: year) }

    /// The films of the index akin to one of title `asked` (read already) of `year` (`kin(of:year:)`).
    public func kin(of asked: FranchiseTitle, year: Int?) -> [Kin] {
        var candidates = Set<Int>()
        for stem in asked.stems {
            let words = stem.split(separator: " ")
            for variant in [stem, stem + "s", stem.hasSuffix("s") ? String(stem.dropLast()) : stem] {
                candidates.formUnion(byStem[variant] ?? [])
            }
            candidates.formUnion(byPrefix[stem] ?? [])
            for count in 1..<max(1, words.count) {
                candidates.formUnion(byStem[words.prefix(count).joined(separator: " ")] ?? [])
            }
        }
        return candidates.sorted().compactMap { position in
            guard let title = titles[position], let kinship = asked.kinship(with: title) else { return nil }
            var filmsOfStem = 0
            if case .extends(let shorter, _) = kinship {
                filmsOfStem = (byStem[shorter]?.count ?? 0) + (byPrefix[shorter]?.count ?? 0)
            }
            let apart = year.flatMap { year in years[position].map { abs($0 - year) } }
            let strength = FranchiseTitle.strength(of: kinship, yearsApart: apart, filmsOfStem: filmsOfStem)
            return strength > 0 ? Kin(position: position, kinship: kinship, strength: strength) : nil
        }
    }
}
