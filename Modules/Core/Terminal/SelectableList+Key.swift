import DesignSystem

extension SelectableList {
    /// Moves the selection for a moving key (arrows up and down, page up and down, home, end);
    /// false for any other key.
    public mutating func move(for key: Key) -> Bool {
        switch key {
        case .up: move(by: -1)
        case .down: move(by: 1)
        case .pageUp: move(by: -pageSize)
        case .pageDown: move(by: pageSize)
        case .home: move(by: -count)
        case .end: move(by: count)
        default: return false
        }
        return true
    }
}
