/// What checking `Package.swift` against the manifests found, writing nothing: the manifests as validated, and
/// how the file compares.
package typealias CheckReport = PackageReport<CheckOutcome>

/// How `Package.swift` compares with what the manifests produce.
package enum CheckOutcome: Sendable, Equatable {
    /// It is what they produce.
    case current
    /// The manifests have errors (in `validated`): there is nothing to compare with.
    case invalidManifests
    /// There is no `Package.swift`.
    case missing
    /// It differs: the modules that do, one line per kind of difference (none when only the formatting does).
    case stale(differences: [String])
}

extension CheckReport {
    /// True when `Package.swift` is current.
    package var isCurrent: Bool { outcome == .current }
}
