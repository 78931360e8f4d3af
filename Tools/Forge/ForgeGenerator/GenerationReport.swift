/// What generating `Package.swift` came to: the manifests as validated (their warnings, or their errors), and
/// what happened to the file.
package typealias GenerationReport = PackageReport<GenerationOutcome>

/// What happened to `Package.swift`.
package enum GenerationOutcome: Sendable, Equatable {
    /// It already held what the manifests produce; nothing was written.
    case current
    /// It was written.
    case written
    /// The manifests have errors (in `validated`); nothing was written.
    case invalidManifests
    /// It exists, forge did not write it, and replacing it was not forced; it was left as it is.
    case notGeneratedByForge
    /// Writing it failed, for `reason`.
    case notWritten(reason: String)
}

extension GenerationReport {
    /// True when `Package.swift` is what the manifests produce, now or after writing it.
    package var succeeded: Bool { outcome == .current || outcome == .written }
}
