import ForgeSupport

/// The targets a command line names among those a command knows: all of them when it names none; an unknown
/// name is a usage error, worded with the closest known name.
package enum TargetSelection {
    /// The names of `known` that `names` selects, or nil after writing to `errors` which name is unknown.
    /// - Parameters:
    ///   - kind: What the command calls its targets in the message ("target", "test target").
    ///   - command: The command, which starts the message (`forge hash`).
    ///   - listing: The command that lists every known name, for the help line.
    package static func select(
        _ names: [String], among known: [String], kind: String, command: String, listing: String,
        errors: any TextOutput
    ) -> Set<String>? {
        guard !names.isEmpty else { return Set(known) }
        let knownSet = Set(known)
        guard let unknown = names.first(where: { !knownSet.contains($0) }) else { return Set(names) }
        let suggestion = Suggestions.didYouMean(unknown, in: known).map { "; \($0)" } ?? ""
        errors.line("\(command): no \(kind) is called \"\(unknown)\"\(suggestion)")
        errors.line("    help: run '\(listing)' for every \(kind)'s name")
        return nil
    }
}
