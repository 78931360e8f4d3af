import ForgeSupport

/// The targets a command line names among those a command knows: all of them when it names none; an unknown
/// name is refused with the closest known name.
package enum TargetSelection {
    /// A name no known target has.
    package struct UnknownTarget: Error, Equatable, Sendable {
        package let name: String
        /// `did you mean "X"?`, when a known name is close.
        package let suggestion: String?
    }

    /// The names of `known` that `names` selects: every one when `names` is empty.
    package static func select(_ names: [String], among known: [String]) throws(UnknownTarget) -> Set<String> {
        guard !names.isEmpty else { return Set(known) }
        let knownSet = Set(known)
        guard let unknown = names.first(where: { !knownSet.contains($0) }) else { return Set(names) }
        throw UnknownTarget(name: unknown, suggestion: Suggestions.didYouMean(unknown, in: known))
    }
}
