/// The initials people type for a title: "lotr" for The Lord of the Rings, "rotk" for its The Return of the
/// King, "esb" for Star Wars: Episode V - The Empire Strikes Back.
///
/// Each part of a title (the parts a colon, a spaced dash, brackets or a slash separate) gives the first letter
/// of each of its words, as `MovieTextNormalizer` tokenizes them, and the same without a leading article. Only
/// initials of 3 to 10 letters are kept: fewer match too much, and nobody types more.
///
/// The title vocabulary holds them as keys, the initials after `marker`, so that they sort before every word
/// and a typed word, its prefixes and its typos never reach one. Tools/catalogue/build_catalogue.py writes the
/// same keys; change both together.
enum TitleInitials {
    /// The byte an initials key starts with: no word has it, and it sorts before every letter and digit.
    static let marker: UInt8 = 0x01
    /// The shortest and longest initials kept.
    static let letters = 3...10

    /// The vocabulary key that holds the films whose title has `initials`.
    static func key(_ initials: [UInt8]) -> [UInt8] {
        [marker] + initials
    }

    /// Whether a query word may be initials: a word of `letters` letters or digits.
    static func mayBeInitials(_ token: [UInt8]) -> Bool {
        letters.contains(token.count)
    }

    /// The keys of `title` (as people write it, "The Lord of the Rings: The Return of the King"), each once.
    static func keys(ofTitle title: String) -> [[UInt8]] {
        var keys: [[UInt8]] = []
        func add(_ initials: ArraySlice<UInt8>) {
            guard letters.contains(initials.count) else { return }
            let key = key(Array(initials))
            if !keys.contains(key) { keys.append(key) }
        }
        for part in parts(of: title) {
            let words = MovieTextNormalizer.tokens(of: part)
            let initials = words.map { $0[0] }
            add(initials[...])
            if let first = words.first, MovieTextNormalizer.isArticle(first) { add(initials.dropFirst()) }
        }
        return keys
    }

    /// The parts of a title: split at ":", ";", brackets, "/", en and em dashes, and a hyphen between spaces.
    static func parts(of title: String) -> [String] {
        let scalars = Array(title.unicodeScalars)
        var parts: [String] = []
        var part = String.UnicodeScalarView()
        for (position, scalar) in scalars.enumerated() {
            let spacedHyphen =
                scalar == "-" && position > 0 && position + 1 < scalars.count && scalars[position - 1] == " "
                && scalars[position + 1] == " "
            if separators.contains(scalar) || spacedHyphen {
                parts.append(String(part))
                part = String.UnicodeScalarView()
            } else {
                part.append(scalar)
            }
        }
        parts.append(String(part))
        return parts
    }

    private static let separators: Set<Unicode.Scalar> = [":", ";", "(", ")", "[", "]", "/", "\u{2013}", "\u{2014}"]
}
