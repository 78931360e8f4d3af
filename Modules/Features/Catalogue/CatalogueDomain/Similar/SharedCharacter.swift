import CatalogueDomainApi

/// A part one actor plays in two films ("Harry Callahan", Clint Eastwood, in Dirty Harry and Magnum Force): a
/// series whose titles need not share a word. An IMDb import's `title.principals` names the characters; a part
/// that is no one in particular ("Himself", "Narrator") makes no series.
struct SharedCharacter: Equatable {
    let character: String
    let actor: String

    /// Parts no series is made of: a person as themselves, a voice over, a crowd.
    static let anonymousParts: Set<String> = [
        "himself", "herself", "themselves", "self", "narrator", "host", "presenter", "various", "additional voices",
        "voice", "cameo", "extra", "uncredited",
    ]

    /// The part the person of `asked` (their credit in the film asked about) plays again in `other` (their
    /// credit in another film), if any.
    static func between(_ asked: [String], _ other: Credit) -> SharedCharacter? {
        guard other.role == .actor else { return nil }
        let theirs = Set(other.characters.compactMap(key))
        guard let part = asked.first(where: { key($0).map(theirs.contains) == true }) else { return nil }
        return SharedCharacter(character: part, actor: other.name)
    }

    /// How a part is compared: case and surrounding spaces left out; nil for an anonymous part.
    private static func key(_ part: String) -> String? {
        let text = String(part.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            .lowercased()
        guard !text.isEmpty, !anonymousParts.contains(text) else { return nil }
        return text
    }

    /// "same character: Harry Callahan (Clint Eastwood)".
    var reason: String { "same character: \(character) (\(actor))" }
}
