/// Where in a title, read word by word as `FranchiseTitle` reads it, a stem can begin: at the first word of each
/// part (parts end at ":", brackets and a dash standing alone), at the word after a leading article (the article
/// itself too, for a part that is nothing else), and after "and the" ("harry potter and the sorcerer's stone").
/// `StemStarts` looks only these words up; it may look at more than begin a stem, never at fewer.
struct StemReading {
    private static let articles = [Array("the".utf8), Array("a".utf8), Array("an".utf8)]
    private static let dashes = [Array("-".utf8), Array("–".utf8), Array("—".utf8)]
    private static let and = Array("and".utf8)
    private static let the = Array("the".utf8)

    /// Whether the next word may begin a stem.
    private var startsNext = true
    /// How many words of the current part were read.
    private var wordsOfPart = 0
    /// Whether the last word read was "and", after two words or more of its part.
    private var afterAnd = false

    /// Whether `word` is a dash standing alone, which ends a part.
    static func isDash(_ word: [UInt8]) -> Bool {
        word.count <= 3 && dashes.contains(word)
    }

    /// Reads the next word (lowercased, not empty); whether a stem may begin with it.
    mutating func read(_ word: [UInt8]) -> Bool {
        // Compared byte for byte, the longest of these words being three bytes: no hashing for each word read.
        if Self.isDash(word) {
            partEnds()
            return false
        }
        let starts = startsNext
        startsNext = starts && word.count <= 3 && Self.articles.contains(word)
        if afterAnd, word == Self.the { startsNext = true }
        afterAnd = wordsOfPart >= 2 && word == Self.and
        wordsOfPart += 1
        return starts
    }

    /// The current part ends (at ":" or a bracket): the next word begins one.
    mutating func partEnds() {
        startsNext = true
        wordsOfPart = 0
        afterAnd = false
    }
}
