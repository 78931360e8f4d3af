/// The vocabulary words one edit away from a word (a byte inserted, deleted, replaced, or two neighbours
/// swapped: `TypoTolerance.isOneEditAway`), found by looking candidates up in the sorted vocabulary instead of
/// comparing the word with every vocabulary word.
///
/// Deletions and swaps are looked up as they are. Insertions and replacements at a position can only use a byte
/// that some vocabulary word has there after the same prefix: those bytes are read off the sorted vocabulary by
/// jumping from one to the next (`lowerBound(prefix + [byte + 1])`), so a position costs a few dozen binary
/// searches, not a pass over 87,000 words.
struct OneEditNeighbours {
    let vocabulary: CatalogueVocabulary

    /// The indexes of the vocabulary words one edit away from `token`, ascending.
    func indexes(of token: [UInt8]) -> [Int] {
        var found = Set<Int>()
        func lookUp(_ candidate: [UInt8]) {
            if let index = index(of: candidate) { found.insert(index) }
        }
        for position in token.indices where token.count > 1 {
            var deleted = token
            deleted.remove(at: position)
            lookUp(deleted)
        }
        for position in token.indices.dropLast() where token[position] != token[position + 1] {
            var swapped = token
            swapped.swapAt(position, position + 1)
            lookUp(swapped)
        }
        for position in 0...token.count {
            let prefix = Array(token[..<position])
            for byte in bytesFollowing(prefix) {
                if position < token.count, byte != token[position] {
                    lookUp(prefix + [byte] + token[(position + 1)...])
                }
                lookUp(prefix + [byte] + token[position...])
            }
        }
        return found.sorted()
    }

    /// The word's index in the vocabulary, when it is there.
    private func index(of word: [UInt8]) -> Int? {
        vocabulary.index(of: word)
    }

    /// Every byte that follows `prefix` in some vocabulary word, ascending. Initials keys
    /// (`TitleInitials.marker`) are no words: the bytes start past the marker.
    private func bytesFollowing(_ prefix: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = vocabulary.lowerBound(prefix + [TitleInitials.marker + 1])
        while index < vocabulary.count {
            let word = vocabulary.word(index)
            guard word.starts(with: prefix) else { break }
            guard word.count > prefix.count else {
                index += 1
                continue
            }
            let byte = word[prefix.count]
            bytes.append(byte)
            guard byte < .max else { break }
            index = vocabulary.lowerBound(prefix + [byte + 1])
        }
        return bytes
    }
}
