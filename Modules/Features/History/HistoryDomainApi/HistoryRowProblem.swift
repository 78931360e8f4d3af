/// Why an imported row cannot be placed as it is: a value the file gives that is no value of its kind (a day that
/// does not exist or is still to come, a rating off the scale, no title, a line that is no row). The row is kept
/// with the value as the file wrote it, so that nothing is lost and an export writes it back as it came.
public struct HistoryRowProblem: Sendable, Hashable, Codable {
    /// The part of the row that is wrong.
    public enum Field: String, Sendable, Hashable, Codable {
        /// The title: there is none.
        case title
        /// The day seen, rated or marked as watched.
        case date
        /// The rating.
        case rating
        /// The whole line: it is no row of the file's format.
        case line
    }

    /// The part of the row that is wrong.
    public let field: Field
    /// The value as the file wrote it.
    public let value: String
    /// What is wrong with it, in a person's words: "is not a day (YYYY-MM-DD)".
    public let reason: String

    /// `field`'s `value`, wrong for `reason`.
    public init(field: Field, value: String, reason: String) {
        self.field = field
        self.value = value
        self.reason = reason
    }

    /// "date \"2025-02-30\" is not a day (YYYY-MM-DD)", as lists and reports say it.
    public var description: String {
        field == .line ? reason : "\(field.rawValue) \"\(value)\" \(reason)"
    }
}
