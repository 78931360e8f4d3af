/// The films one query word matches, each with its fewest typos: a byte per film of the catalogue rather
/// than a dictionary, since a common word ("love", "the") matches tens of thousands of films and hashing
/// each one cost more than the rest of the search.
struct WordHits {
    private var typos: [UInt8]
    /// The films matched, each once, in the order first found.
    private(set) var records: [Int] = []

    init(filmCount: Int) {
        typos = Array(repeating: .max, count: filmCount)
    }

    /// How many films the word matches.
    var count: Int { records.count }

    /// The fewest typos with which the word matches film `record`; nil when it does not.
    subscript(record: Int) -> Int? {
        typos[record] == .max ? nil : Int(typos[record])
    }

    /// Records a match of film `record` with `count` typos, keeping the fewest.
    mutating func add(_ record: Int, typos count: Int) {
        let current = typos[record]
        if current == .max { records.append(record) }
        typos[record] = min(current, UInt8(clamping: count))
    }
}
