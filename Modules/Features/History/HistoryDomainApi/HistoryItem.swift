/// One entry of the History feature, as other features may see it.
public struct HistoryItem: Sendable, Equatable {
    /// The item's identifier, unique in the feature.
    public let id: String
    /// What the item is called.
    public let title: String

    /// An item with `id` called `title`.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// How the item is named in messages: "Title (id)".
    public var label: String { "\(title) (\(id))" }
}
