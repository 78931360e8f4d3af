/// A film's title reduced to what the films of one series share: "godfather" for "The Godfather: Part II",
/// "star wars" and "empire strikes back" for "Star Wars: Episode V - The Empire Strikes Back", "harry potter" and
/// "sorcerer's stone" for "Harry Potter and the Sorcerer's Stone". Recommendations and `similar` both read it.
public struct FranchiseTitle: Sendable, Hashable {
    /// The whole title, lowercased, without a leading article: two films of one such title are a remake or
    /// namesakes.
    public let whole: String
    /// The stems the title's series would share: its main title, and each later part of two words or more,
    /// without numerals ("2", "II") or "Part", "Vol.", "Chapter", "Episode" at their ends.
    public let stems: [String]

    private static let articles: Set<String> = ["the", "a", "an"]
    private static let sequelWords: Set<String> = ["part", "vol", "vol.", "volume", "chapter", "episode"]
    private static let romanNumerals: Set<String> = [
        "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii",
    ]

    /// The stems of `title`.
    public init(_ title: String) {
        let (whole, parts) = Self.words(of: title)
        self.whole = Self.withoutArticle(whole).joined(separator: " ")
        var stems: [String] = []
        for (position, part) in parts.flatMap(Self.splitAtAndThe).enumerated() {
            let words = Self.withoutArticle(part)
            guard position == 0 || words.count >= 2 else { continue }
            let stem = Self.withoutNumbering(words).joined(separator: " ")
            if !stem.isEmpty, !stems.contains(stem) { stems.append(stem) }
        }
        self.stems = stems
    }

    /// The lowercased words of `title` (separators kept, as written), and its parts' words: parts end at ":",
    /// brackets, and a dash standing alone (" - "). Read byte by byte: recommendations read thousands of titles.
    private static func words(of title: String) -> (whole: [String], parts: [[String]]) {
        var whole: [String] = [], parts: [[String]] = [[]]
        var raw: [UInt8] = [], word: [UInt8] = []
        func endWord() {
            if !raw.isEmpty { whole.append(text(raw)) }
            let finished = text(word)
            if ["-", "–", "—"].contains(finished) {
                parts.append([])
            } else if !word.isEmpty {
                parts[parts.count - 1].append(finished)
            }
            raw.removeAll(keepingCapacity: true)
            word.removeAll(keepingCapacity: true)
        }
        for byte in title.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): endWord()
            case UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
                raw.append(byte)
                endWord()
                parts.append([])
            default:
                let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
                raw.append(lowered)
                word.append(lowered)
            }
        }
        endWord()
        return (whole, parts.filter { !$0.isEmpty })
    }

    /// `bytes` as text, lowercased beyond ASCII too.
    private static func text(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.allSatisfy { $0 < 0x80 } ? text : text.lowercased()
    }

    /// `words` split at "and the" after two words or more ("harry potter", "sorcerer's stone").
    private static func splitAtAndThe(_ words: [String]) -> [[String]] {
        guard
            let split = words.indices.dropFirst(2).first(where: {
                words[$0] == "and" && $0 + 1 < words.count && words[$0 + 1] == "the"
            })
        else { return [words] }
        return [Array(words[..<split]), Array(words[(split + 2)...])]
    }

    /// `words` without a leading article, unless it is the only word.
    private static func withoutArticle(_ words: [String]) -> [String] {
        guard let first = words.first, articles.contains(first), words.count > 1 else { return words }
        return Array(words.dropFirst())
    }

    /// `words` without the numbering at their end: "part ii", "vol. 1", "2".
    private static func withoutNumbering(_ words: [String]) -> [String] {
        var words = words
        while let last = words.last, isNumbering(last) {
            words.removeLast()
        }
        return words
    }

    /// Whether `word` numbers a title ("2", "ii", "part", "vol."): stems leave such words out at their end.
    static func isNumbering(_ word: String) -> Bool {
        isNumeral(word) || sequelWords.contains(word)
    }

    private static func isNumeral(_ word: String) -> Bool {
        if let number = Int(word) { return (1...20).contains(number) }
        return romanNumerals.contains(word)
    }
}

extension FranchiseTitle {
    /// How two titles belong together.
    public enum Kinship: Sendable, Equatable {
        /// The same whole title: a remake, or namesakes.
        case sameTitle
        /// A shared stem, or stems that differ by a trailing "s" (Alien, Aliens).
        case sameSeries
        /// One stem begins the other's with whole words ("matrix", "matrix reloaded"): `shorter` is that stem,
        /// `addedWords` how many words the longer adds.
        case extends(shorter: String, addedWords: Int)
    }

    /// How `self` and `other` belong together; nil when their titles share no stem.
    public func kinship(with other: FranchiseTitle) -> Kinship? {
        if whole == other.whole { return .sameTitle }
        var best: Kinship?
        for mine in stems {
            for theirs in other.stems {
                if mine == theirs || mine + "s" == theirs || theirs + "s" == mine { return .sameSeries }
                let (shorter, longer) = mine.count < theirs.count ? (mine, theirs) : (theirs, mine)
                guard longer.hasPrefix(shorter + " ") else { continue }
                let added = longer.split(separator: " ").count - shorter.split(separator: " ").count
                if case .extends(_, let known) = best, known <= added { continue }
                best = .extends(shorter: shorter, addedWords: added)
            }
        }
        return best
    }
}

extension FranchiseTitle {
    /// The most films a one-word stem may begin for a title that extends it to count ("matrix" begins few
    /// titles; "love" begins many that are no series).
    public static let mostFilmsOfAStem = 6
    /// The most years between two films whose titles only extend one another.
    public static let mostYearsApart = 15
    /// The fewest letters of a one-word stem that a title extending it by one word can be of its series by.
    public static let fewestLettersOfAnExtendedWord = 6

    /// How surely two films of `kinship` are one series, from 0 to 1: 1 for one title or one stem; 0.7 for a
    /// stem another extends, when the films are at most `mostYearsApart` years apart, the stem begins at most
    /// `mostFilmsOfAStem` titles (`filmsOfStem`) and is two words or more, or one word of six letters or more
    /// that the other extends by one word ("matrix", "matrix reloaded"); else 0.
    public static func strength(of kinship: Kinship, yearsApart: Int?, filmsOfStem: Int) -> Double {
        switch kinship {
        case .sameTitle, .sameSeries: return 1
        case .extends(let shorter, let added):
            guard (yearsApart ?? 0) <= mostYearsApart, filmsOfStem <= mostFilmsOfAStem else { return 0 }
            let words = shorter.split(separator: " ").count
            return words >= 2 || (shorter.count >= fewestLettersOfAnExtendedWord && added == 1) ? 0.7 : 0
        }
    }
}
