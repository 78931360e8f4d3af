/// A query read for matching: its words, which of them may go unmatched, and the other ways each one can be
/// written in a title. Titles are tokenized as `MovieTextNormalizer` does, so "E.T." is the words "e" "t",
/// "Spider-Man" is "spider" "man", "Goodfellas" is one word and "Part II" ends in "ii".
public struct QueryPlan {
    struct Word {
        /// The normalized word.
        let token: [UInt8]
        /// A leading article, or "and": a match counts, a miss does not ("the matrix" finds "Matrix, The").
        let isOptional: Bool
        /// The last word, which may still be being typed: it also matches as a prefix.
        let isLast: Bool
        /// Other spellings, each a run of title words: "ii" for "2", "e" "t" for "et".
        let variants: [[[UInt8]]]

        var text: String { String(decoding: token, as: UTF8.self) }
    }

    let words: [Word]

    /// How many words a film must match to have every word (the optional ones left out).
    public var requiredWordCount: Int { words.filter { !$0.isOptional }.count }

    /// Roman numerals up to 20, index = value.
    static let romanNumerals = [
        "", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv", "xvi",
        "xvii",
        "xviii", "xix", "xx",
    ]

    /// The plan of the query `text`, as a person typed it.
    public init(_ text: String) {
        // "&" is a separator to the tokenizer; as a word it is "and".
        let spelled = text.split(separator: "&", omittingEmptySubsequences: false).joined(separator: " and ")
        let tokens = MovieTextNormalizer.queryTokens(spelled, keepingArticles: true)
        let hasContent = tokens.contains { !Self.isOptional($0, position: 0, count: 2) }
        words = tokens.enumerated().map { position, token in
            Word(
                token: token,
                isOptional: hasContent && Self.isOptional(token, position: position, count: tokens.count),
                isLast: position == tokens.count - 1, variants: Self.variants(of: token))
        }
    }

    /// A leading article when other words follow, or "and" anywhere ("&" in titles is no word at all).
    private static func isOptional(_ token: [UInt8], position: Int, count: Int) -> Bool {
        if token.elementsEqual("and".utf8) { return true }
        return position == 0 && count > 1 && MovieTextNormalizer.isArticle(token)
    }

    /// Numerals both ways (2 = ii, up to 20) and a short word as letters ("et" = E.T., "la" = L.A.).
    static func variants(of token: [UInt8]) -> [[[UInt8]]] {
        var variants: [[[UInt8]]] = []
        let text = String(decoding: token, as: UTF8.self)
        if let number = Int(text), number >= 1, number < romanNumerals.count {
            variants.append([Array(romanNumerals[number].utf8)])
        } else if let number = romanNumerals.firstIndex(of: text), number > 0 {
            variants.append([Array(String(number).utf8)])
        }
        if (2...4).contains(token.count), token.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            variants.append(token.map { [$0] })
        }
        return variants
    }
}

extension QueryPlan.Word {
    /// Words to match as given (a title lookup): none optional, no numeral or letter spellings; the engine
    /// still tries each word split and neighbours joined.
    static func plain(_ tokens: [[UInt8]]) -> [QueryPlan.Word] {
        tokens.enumerated().map { position, token in
            QueryPlan.Word(
                token: token, isOptional: false, isLast: position == tokens.count - 1, variants: [])
        }
    }
}
