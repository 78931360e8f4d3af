/// Finds the films of a director named the way a person types the name: case and accents ignored and typos
/// forgiven as in titles (`TypoTolerance`), every typed word matching a word of one director's name, so
/// "nolan" finds every Nolan and "christopher nolan" one of them.
struct DirectorMatcher {
    private let words: [[UInt8]]
    private let tolerances: [TypoTolerance]

    init(name: String) {
        words = MovieTextNormalizer.tokens(of: name)
        tolerances = words.map(TypoTolerance.init(word:))
    }

    /// Whether the name has no word to look for.
    var isEmpty: Bool { words.isEmpty }

    /// The films of `catalogue` a matching director made, in record order, and the names that matched.
    func films(in catalogue: CatalogueFile) -> (records: [Int], names: Set<String>) {
        var records: [Int] = []
        var names = Set<String>()
        // Reused for every name: the scan reads 900,000 films at IMDb scale and allocates for none of them.
        var scratch = Scratch()
        for index in 0..<catalogue.movieCount {
            let range = catalogue.directorsRange(index)
            guard !range.isEmpty else { continue }
            var matched = false
            for name in catalogue.bytes(range).split(separator: UInt8(ascii: "\n")) where matches(name, &scratch) {
                names.insert(String(decoding: name, as: UTF8.self))
                matched = true
            }
            if matched { records.append(index) }
        }
        return (records, names)
    }

    /// Whether every typed word matches a word of `name` (raw UTF-8 as the catalogue stores it).
    func matches(_ name: Slice<UnsafeRawBufferPointer>) -> Bool {
        var scratch = Scratch()
        return matches(name, &scratch)
    }

    private func matches(_ name: Slice<UnsafeRawBufferPointer>, _ scratch: inout Scratch) -> Bool {
        guard scratch.split(name) else {
            // Letters beyond Latin-1 go through the title normaliser itself.
            let tokens = MovieTextNormalizer.tokens(of: String(decoding: name, as: UTF8.self))
            return words.indices.allSatisfy { position in
                tokens.contains { token in token.withUnsafeBytes { matches(word: position, token: $0) } }
            }
        }
        return scratch.bytes.withUnsafeBytes { bytes in
            words.indices.allSatisfy { position in
                scratch.tokens.contains { matches(word: position, token: UnsafeRawBufferPointer(rebasing: bytes[$0])) }
            }
        }
    }

    private func matches(word position: Int, token: UnsafeRawBufferPointer) -> Bool {
        let word = words[position]
        if token.elementsEqual(word) { return true }
        let limit = TypoTolerance.allowed(forLength: word.count)
        guard limit > 0, abs(word.count - token.count) <= limit else { return false }
        if TypoTolerance.isOneEditAway(word, token) { return true }
        guard limit > 1, tolerances[position].mayBeWithin(limit, of: token) else { return false }
        var tolerance = tolerances[position]
        return tolerance.distance(word, token, limit: limit) != nil
    }

    /// A name lowercased and folded, and where its words are: what `MovieTextNormalizer.tokens` gives, in
    /// buffers that are reused.
    private struct Scratch {
        /// What the normaliser makes of each letter from U+00C0 to U+00FF ("ü" -> "u", "ß" -> "ss"; empty for
        /// a separator such as "×"), asked of it once: most accented names are in this range.
        private static let latin1: [[UInt8]] = (0xC0...0xFF).map { value in
            MovieTextNormalizer.tokens(of: String(Character(Unicode.Scalar(UInt8(value))))).first ?? []
        }

        var bytes: [UInt8] = []
        var tokens: [Range<Int>] = []

        /// Splits `name`; false when it has a letter beyond Latin-1, which the normaliser must fold.
        mutating func split(_ name: Slice<UnsafeRawBufferPointer>) -> Bool {
            bytes.removeAll(keepingCapacity: true)
            tokens.removeAll(keepingCapacity: true)
            var start = 0
            func flush() {
                if bytes.count > start { tokens.append(start..<bytes.count) }
                start = bytes.count
            }
            var index = name.startIndex
            while index < name.endIndex {
                let byte = name[index]
                index += 1
                switch byte {
                case 0xC3 where index < name.endIndex && (0x80...0xBF).contains(name[index]):
                    // U+00C0...U+00FF in UTF-8: 0xC3 then 0x80...0xBF.
                    let folded = Self.latin1[Int(name[index]) - 0x80]
                    index += 1
                    if folded.isEmpty { flush() } else { bytes += folded }
                case 0x80...: return false
                case 0x30...0x39, 0x61...0x7A: bytes.append(byte)
                case 0x41...0x5A: bytes.append(byte + 0x20)
                case 0x27:
                    // An apostrophe joins ("O'Brien") unless it elides ("d'Olga"), as in titles.
                    let current = bytes[start...]
                    if current.count == 1 || current.elementsEqual("qu".utf8) { flush() }
                default: flush()
                }
            }
            flush()
            return true
        }
    }
}
