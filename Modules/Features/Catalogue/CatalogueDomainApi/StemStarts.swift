/// What begins the stems of some titles (`FranchiseTitle.stems`), to tell at little cost which other titles may be
/// of their series: a title akin to one of them has a stem beginning with a stem's first two words (the second
/// with a trailing "s" added or taken away), or ending after its first, or, for a stem of one word or one whose
/// first word has `FranchiseTitle.fewestLettersOfAnExtendedWord` letters or more, beginning with that word (every
/// title so begun counts towards how many films that word begins, `FranchiseIndex`). Titles are read byte by
/// byte, as `FranchiseTitle` reads them, without building their stems.
struct StemStarts {
    /// The first words of the stems (with a trailing "s" added and taken away, for stems of one word).
    private let firstWords: WordHashes
    /// The first words a title is let through on alone.
    private let wholeWords: WordHashes
    /// The first two words of the stems of two words or more, as "first second".
    private let pairs: WordHashes

    /// The words beginning the stems of `titles`.
    init(of titles: [String]) { self.init(of: titles.map(FranchiseTitle.init)) }

    /// The words beginning the stems of `titles`, read already.
    init(of titles: [FranchiseTitle]) {
        var firstWords = WordHashes()
        var wholeWords = WordHashes()
        var pairs = WordHashes()
        for title in titles {
            for stem in title.stems {
                let words = stem.split(separator: " ").map(String.init)
                guard let first = words.first else { continue }
                firstWords.insert(first)
                if words.count == 1 {
                    for word in Self.variants(of: first) {
                        firstWords.insert(word)
                        wholeWords.insert(word)
                    }
                } else {
                    if first.count >= FranchiseTitle.fewestLettersOfAnExtendedWord { wholeWords.insert(first) }
                    for second in Self.variants(of: words[1]) { pairs.insert(first + " " + second) }
                }
            }
        }
        self.firstWords = firstWords
        self.wholeWords = wholeWords
        self.pairs = pairs
    }

    /// `word`, with a trailing "s" added, and taken away.
    private static func variants(of word: String) -> [String] {
        [word, word + "s", word.hasSuffix("s") ? String(word.dropLast()) : word]
    }

    /// Whether a stem of `title` may begin as one of the stems (lowercased as `FranchiseTitle` lowercases them).
    /// Only the words where a stem can begin are looked up (`StemReading`): the first of each part of the title
    /// (after ":", a bracket or a dash standing alone), the one after a leading article, and the one after
    /// "and the"; a word in the middle of a title begins no stem. A stem's first word is read with the word after
    /// it, which may end the stem instead ("2", "part", "and", a dash, the end of a part).
    func mayBegin(_ title: String) -> Bool { mayBegin(utf8: title.utf8) }

    /// Whether a stem of the title of UTF-8 `bytes` may begin as one of the stems (`mayBegin(_:)`).
    func mayBegin(utf8 bytes: some Sequence<UInt8>) -> Bool {
        var reading = StemReading()
        var word: [UInt8] = []
        word.reserveCapacity(32)
        var ascii = true
        /// The hash of the word before, a stem's first word, when what follows it tells.
        var pending: UInt64?
        func wordEnds() -> Bool {
            defer {
                word.removeAll(keepingCapacity: true)
                ascii = true
            }
            guard !word.isEmpty else { return false }
            let lowered = ascii ? word : Array(String(decoding: word, as: UTF8.self).lowercased().utf8)
            if let first = pending {
                pending = nil
                if follows(first, lowered) { return true }
            }
            guard reading.read(word) else { return false }
            let hash = WordHashes.hash(of: lowered)
            guard firstWords.contains(hash) else { return false }
            if wholeWords.contains(hash) { return true }
            pending = hash
            return false
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if wordEnds() { return true }
            case UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
                if wordEnds() || pending != nil { return true }
                reading.partEnds()
            default:
                ascii = ascii && byte < 0x80
                word.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte)
            }
        }
        return wordEnds() || pending != nil
    }

    /// Whether a stem beginning with the word of hash `first` and followed in its part by `next` (lowercased) may
    /// begin as one of the stems: `next` is their second word, or may end the stem (numbering, "and", a dash).
    private func follows(_ first: UInt64, _ next: [UInt8]) -> Bool {
        if pairs.contains(WordHashes.hash(of: [UInt8(ascii: " ")] + next, from: first)) { return true }
        if StemReading.isDash(next) || next == Array("and".utf8) { return true }
        return FranchiseTitle.isNumbering(String(decoding: next, as: UTF8.self))
    }
}
