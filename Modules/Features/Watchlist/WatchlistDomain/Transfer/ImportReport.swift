/// What an import did: every row of the file, each with exactly one outcome.
public struct ImportReport: Sendable, Equatable {
    /// The file's shape ("IMDb list", ...).
    public let shape: String
    /// Every row, in the file's order.
    public let rows: [PlacedRow]
    /// Whether nothing was written (`--dry-run`).
    public let dryRun: Bool
    /// Rows earlier imports kept whose films the catalogue in use now has, and that were added.
    public let placedFromBefore: Int

    /// A report of `rows` read from a file of `shape`.
    public init(shape: String, rows: [PlacedRow], dryRun: Bool, placedFromBefore: Int = 0) {
        self.shape = shape
        self.rows = rows
        self.dryRun = dryRun
        self.placedFromBefore = placedFromBefore
    }

    /// The rows that were not added: each is named in the report.
    public var notAdded: [PlacedRow] {
        rows.filter { if case .added = $0.outcome { false } else { true } }
    }
}
