import ForgeHasher

extension TargetSelection.UnknownTarget {
    /// `forge hash: no target is called "X"; did you mean "Y"?` and a help line naming the command that lists
    /// every name.
    /// - Parameters:
    ///   - kind: What the command calls its targets ("target", "test target").
    ///   - command: The command, which starts the message (`forge hash`).
    ///   - listing: The command that lists every known name.
    func text(kind: String, command: String, listing: String) -> String {
        "\(command): no \(kind) is called \"\(name)\"\(suggestion.map { "; \($0)" } ?? "")\n"
            + "    help: run '\(listing)' for every \(kind)'s name\n"
    }
}
