import Foundation

/// What building a bundle did: nothing to build, a failed build, a bundle that could not be written, or one
/// written (and kept in the store, or not).
package enum BundleBuild {
    /// Every selected test target passed before: no bundle was written to `file`. The targets no test needs
    /// that were built instead (`built`, each with why), and the store's warnings on recording them.
    case nothingToBuild(file: URL, built: [TestPlan.Target] = [], warnings: [String] = [])
    /// The selected test targets did not build: the outcome of a run whose build failed.
    case buildFailed(TestOutcome)
    /// The bundle could not be written: what the system said.
    case notWritten(String)
    /// The bundle was written.
    case built(BuiltBundle)
}

/// A bundle written: where, of which targets, how many files, their digest, and whether the store keeps it.
package struct BuiltBundle: Equatable {
    /// What became of the copy for the store.
    package enum Storage: Equatable {
        /// No store was asked to keep it.
        case notAsked
        /// Kept under this key.
        case stored(key: String)
        /// Not kept, and why: the shards then build for themselves.
        case notStored(warning: String)
    }

    package let file: URL
    /// The test targets built into it, in the plan's order.
    package let targets: [String]
    package let fileCount: Int
    /// The SHA-256 of its content (`TestBundle.digest`).
    package let digest: String
    package var storage = Storage.notAsked
    /// The targets no test needs that were built with it, each with why.
    package var otherTargets: [TestPlan.Target] = []
    /// The store's warnings on recording them built.
    package var warnings: [String] = []
}
