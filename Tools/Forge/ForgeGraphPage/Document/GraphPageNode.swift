/// A module or test target of the page: what `forge graph --format json` prints of it (`id`, `kind`, `feature`,
/// `layer`) and what the page shows besides: its folder, its lines of Swift, its group, its card, its tests.
package struct GraphPageNode: Encodable, Equatable, Sendable {
    package let id: String
    /// The module's kind (`core`, `feature`, `app`, `tool`, `testSupport`), `test` for a test target, or the
    /// target type of a module without a kind.
    package let kind: String
    package let feature: String?
    package let layer: String?
    /// The source folder, relative to the repository root.
    package let path: String
    /// Lines of the Swift files SwiftPM compiles in it.
    package let lines: Int
    /// The band the page draws it in: `Core`, `Features/<layer>`, `App`, `Tools`, `Tests` or `Other`.
    package let group: String
    /// What its card says (text, never markup): the README.md of its folder as written, else the row naming it in
    /// a table of the nearest ancestor folder's README.md; nil when neither describes it.
    package let card: String?
    /// The README.md the card came from, relative to the repository root, or nil when there is no card.
    package let cardSource: String?
    /// Its test targets' names.
    package let tests: [String]

    private enum CodingKeys: String, CodingKey {
        case id, kind, feature, layer, path, lines, group, card, cardSource, tests
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(feature, forKey: .feature)
        try container.encode(layer, forKey: .layer)
        try container.encode(path, forKey: .path)
        try container.encode(lines, forKey: .lines)
        try container.encode(group, forKey: .group)
        try container.encode(card, forKey: .card)
        try container.encode(cardSource, forKey: .cardSource)
        try container.encode(tests, forKey: .tests)
    }
}
