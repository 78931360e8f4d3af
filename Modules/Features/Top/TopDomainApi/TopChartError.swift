/// Why a chart could not be made.
public struct TopChartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong and what to do.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
