import PlainText
import TextFolding

/// Turns titles and queries into search tokens, exactly as Tools/catalogue/build_catalogue.py does
/// for the catalogue: lowercase, accents removed, an apostrophe after a one-letter word or "qu"
/// separating (elision: "d'Olga") and any other joining ("Schindler's"), split on anything not a
/// letter or digit, and the moved article handled. Change both together.
public enum MovieTextNormalizer {
    /// Articles the data moves to the end of titles ("Dolce vita, La").
    static let articles: Set<String> = [
        "The", "A", "An", "La", "Le", "Les", "L'", "Il", "El", "Der", "Die", "Das", "O", "I", "De", "Los", "Un", "Una",
        "Uno", "Las", "Den", "To", "Gli", "Het", "Os", "En", "Ein", "Det", "Lo", "Ta", "Oi", "Eine", "Een", "As", "Ang",
        "Un'",
    ]
    // Plain Swift: this table is built on every search.
    private static let lowercaseArticles = Set(articles.map { $0.lowercased().filter { $0 != "'" } })

    /// Whether a search token is one of the articles titles move to their end.
    static func isArticle(_ token: [UInt8]) -> Bool {
        lowercaseArticles.contains(String(decoding: token, as: UTF8.self))
    }

    /// Search tokens of a query: a leading article is dropped when other words follow ("the matrix" finds
    /// "Matrix, The"), unless `keepingArticles` (the search engine then treats it as optional).
    public static func queryTokens(_ text: String, keepingArticles: Bool = false) -> [[UInt8]] {
        // Typed the catalogue's way, "Matrix, The": the moved article goes.
        var text = text
        if let comma = lastCommaAndSpace(in: text),
            case let typed = text[comma.upperBound...].trimmingWhitespace().lowercased(),
            articles.contains(where: { $0.lowercased() == typed })
        {
            text = String(text[..<comma.lowerBound])
        }
        var tokens = tokens(of: text)
        if !keepingArticles, tokens.count > 1, isArticle(tokens[0]) {
            tokens.removeFirst()
        }
        return tokens
    }

    /// Search tokens of a title as the catalogue stores it ("Matrix, The" -> ["matrix"]).
    static func titleTokens(_ rawTitle: String) -> [[UInt8]] {
        if let comma = lastCommaAndSpace(in: rawTitle),
            articles.contains(String(rawTitle[comma.upperBound...]))
        {
            return tokens(of: String(rawTitle[..<comma.lowerBound]))
        }
        return tokens(of: rawTitle)
    }

    /// Lowercase ASCII letters and digits, other characters folded to ASCII where they have a base letter.
    static func tokens(of text: String) -> [[UInt8]] {
        var tokens: [[UInt8]] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = []
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39, 0x61...0x7A:
                current.append(UInt8(scalar.value))
            case 0x41...0x5A:
                current.append(UInt8(scalar.value + 0x20))
            case 0x27, 0x2019:
                // Elision separates ("d'Olga" -> "d olga"); any other apostrophe joins ("Schindler's").
                if current.count == 1 || current == Array("qu".utf8) { flush() }
            case 0..<0x80:
                flush()
            default:
                let folded = folded(scalar)
                if folded.isEmpty { flush() } else { current += folded }
            }
        }
        flush()
        return tokens
    }

    /// "é" -> "e", "ß" -> "ss", "Æ" -> "ae"; nothing for characters without a Latin base letter.
    private static func folded(_ scalar: Unicode.Scalar) -> [UInt8] {
        switch scalar {
        case "ß": return Array("ss".utf8)
        case "æ", "Æ": return Array("ae".utf8)
        case "œ", "Œ": return Array("oe".utf8)
        case "ø", "Ø": return [UInt8(ascii: "o")]
        case "đ", "Đ": return [UInt8(ascii: "d")]
        case "ł", "Ł": return [UInt8(ascii: "l")]
        default: break
        }
        // No Latin base letter: acts as a word separator.
        return TitleFolding.latinBase(of: scalar).map { [$0] } ?? []
    }

    /// Whether a search token is one of the articles `storedTitle` moves to a title's end.
    static func isMovableArticle(_ token: [UInt8]) -> Bool {
        lowercaseMovableArticles.contains(String(decoding: token, as: UTF8.self))
    }

    private static let lowercaseMovableArticles = Set(movableArticles.map { $0.lowercased().filter { $0 != "'" } })

    /// Leading articles `storedTitle` moves: those that are never an ordinary first word in English ("Die Hard",
    /// "I Am Legend", "To Be or Not to Be" keep theirs).
    static let movableArticles = [
        "The", "A", "An", "La", "Le", "Les", "L'", "Il", "El", "Der", "Das", "Los", "Las", "Gli", "Het", "Lo", "Un",
        "Una", "Uno", "Ein", "Eine", "Een",
    ]

    /// The title as catalogues store it, its leading article moved to the end: "The Matrix" -> "Matrix, The",
    /// "L'Avventura" -> "Avventura, L'". `naturalTitle` turns it back.
    static func storedTitle(_ title: String) -> String {
        for article in movableArticles {
            let separated = article.hasSuffix("'") ? article : article + " "
            guard title.hasPrefix(separated) else { continue }
            let rest = title.dropFirst(separated.count)
            guard let first = rest.first, first.isLetter || first.isNumber else { return title }
            return rest + ", " + article
        }
        return title
    }

    /// The title the natural way: "Matrix, The" -> "The Matrix", "Avventura, L'" -> "L'Avventura".
    public static func naturalTitle(_ title: String) -> String {
        let hasMovedWord =
            title.utf8.withContiguousStorageIfAvailable { mayHaveMovedArticle(UnsafeRawBufferPointer($0)) } ?? true
        guard hasMovedWord else { return title }
        guard let comma = lastCommaAndSpace(in: title) else { return title }
        let article = String(title[comma.upperBound...])
        guard articles.contains(article) else { return title }
        // Both sides `String`: `String + Substring` is generic, and its first call looks conformances up.
        let rest = String(title[..<comma.lowerBound])
        return article.hasSuffix("'") ? article + rest : article + " " + rest
    }

    /// Whether a stored title of these UTF-8 bytes may have a moved article, which `naturalTitle` puts back: when
    /// not, the stored title is the natural one. Charts turn thousands of titles: only one ending in ", " and a
    /// word of up to four letters (the longest article) can have one, which a look at its last bytes tells.
    static func mayHaveMovedArticle(_ bytes: UnsafeRawBufferPointer) -> Bool {
        // As `(3...6).contains { bytes.suffix($0).starts(with: [",", " "]) }`, without a generic slice for each.
        for length in 3...6 {
            let start = max(0, bytes.count - length)
            if bytes.count - start >= 2, bytes[start] == UInt8(ascii: ","), bytes[start + 1] == UInt8(ascii: " ") {
                return true
            }
        }
        return false
    }

    /// Where the last ", " of `text` is.
    private static func lastCommaAndSpace(in text: String) -> Range<String.Index>? {
        var end = text.endIndex
        while let comma = text[..<end].lastIndex(of: ",") {
            let space = text.index(after: comma)
            if space < text.endIndex, text[space] == " " { return comma..<text.index(after: space) }
            end = comma
        }
        return nil
    }
}
