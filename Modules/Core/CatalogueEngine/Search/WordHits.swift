/// The films one query word matches, each with its fewest typos.
///
/// A word of a few thousand films keeps them in a dictionary; past that, in a byte per film of the catalogue:
/// a common word ("love", "the") matches tens of thousands of films, and hashing each one cost more than the
/// rest of the search, while a byte per film costs a page fault per 4,096 films of the catalogue (220 of them
/// at 905,000 films, a fifth of a rare word's search) whatever the word.
struct WordHits {
    /// Films matched before the byte per film pays for itself.
    static let sparseLimit = 4_096

    private let filmCount: Int
    private var sparse: [Int: UInt8] = [:]
    /// A byte per film (`.max`: no match), once more than `sparseLimit` films match.
    private var dense: [UInt8]?
    /// The films matched, each once, in the order first found.
    private(set) var records: [Int] = []
    /// The films whose title the word spells by initials (`TitleInitials`) and matches no other way.
    private var spelledByInitials: Set<Int> = []

    /// Hits for a catalogue of `filmCount` films; with `expected` past `sparseLimit` (the postings the word's
    /// matches hold), the byte per film from the start: no dictionary is filled only to be thrown away.
    init(filmCount: Int, expected: Int = 0) {
        self.filmCount = filmCount
        if expected > Self.sparseLimit { dense = [UInt8](repeating: .max, count: filmCount) }
    }

    /// How many films the word matches.
    var count: Int { records.count }

    /// The fewest typos with which the word matches film `record`; nil when it does not.
    subscript(record: Int) -> Int? {
        if let dense { return dense[record] == .max ? nil : Int(dense[record]) }
        return sparse[record].map(Int.init)
    }

    /// Records a match of film `record` with `count` typos, keeping the fewest.
    mutating func add(_ record: Int, typos count: Int) {
        let typos = UInt8(clamping: min(count, Int(UInt8.max) - 1))
        if dense == nil, records.count >= Self.sparseLimit, sparse[record] == nil { makeDense() }
        if dense != nil {
            let current = dense![record]
            if current == .max { records.append(record) }
            dense![record] = min(current, typos)
        } else if let current = sparse[record] {
            sparse[record] = min(current, typos)
        } else {
            sparse[record] = typos
            records.append(record)
        }
    }

    /// Records that the word spells film `record`'s title by initials: a match without typos, unless the
    /// word matches the film another way too.
    mutating func addSpelledByInitials(_ record: Int) {
        guard self[record] == nil else { return }
        add(record, typos: 0)
        spelledByInitials.insert(record)
    }

    /// Whether the word matches film `record` only by initials.
    func isSpelledByInitials(_ record: Int) -> Bool {
        spelledByInitials.contains(record)
    }

    private mutating func makeDense() {
        var bytes = [UInt8](repeating: .max, count: filmCount)
        for (record, typos) in sparse { bytes[record] = typos }
        dense = bytes
        sparse = [:]
    }
}
