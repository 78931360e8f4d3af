/// An element of the open page, as WebDriver names it (valid until the page navigates or drops it).
public struct Element: Sendable, Hashable, Decodable {
    /// The W3C WebDriver element reference key.
    static let referenceKey = "element-6066-11e4-a52e-4f735466cecf"
    /// WebDriver's reference to the element.
    public let reference: String

    private struct ReferenceKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads `{"element-6066-11e4-a52e-4f735466cecf": "<reference>"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ReferenceKey.self)
        reference = try container.decode(String.self, forKey: ReferenceKey(stringValue: Self.referenceKey))
    }

    /// The JSON WebDriver takes as an argument of a script, where the script sees the DOM element.
    var scriptArgument: [String: String] { [Self.referenceKey: reference] }
}
