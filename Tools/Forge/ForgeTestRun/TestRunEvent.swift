import ForgeDiagnostics
import ForgeManifest

/// What a test run reports while it works, in the order it happens, for the caller to show as it comes: the
/// output of the programs it runs, the warnings it goes on after, the problems that stop a step.
package enum TestRunEvent {
    /// The manifests were read and checked: their diagnostics, warnings included (errors stop the run).
    case manifestsChecked(ValidatedManifests)
    /// What a program the run started (`swift build`, `swift test`, `swift package resolve`) wrote to its standard
    /// output or errors, as it came: a chunk may end inside a character.
    case childOutput(ArraySlice<UInt8>)
    /// The package has dependencies by URL or registry and no `Package.resolved`: they are resolved first, as
    /// `swift test` would, so that the hashes hold the versions the build uses.
    case resolvingDependencies
    /// Resolving the dependencies failed, so the hashes say they are unresolved; the build will say why.
    case resolutionFailed
    /// A module map, C header or binary target changed since the last build, which SwiftPM's incremental build may
    /// miss: the configuration is built from clean.
    case cleanBuild(configuration: String)
    /// The build failed in this snippet (`Snippets/...swift`), which SwiftPM builds with the tests.
    case snippetDoesNotCompile(String)
    /// Something the run went on without: a store that did not answer, a bundle it could not use.
    case warning(String)
    /// A problem that stopped a step: a program that could not start, a package that could not be written.
    case problem(Finding)
}

/// Where a run sends its events.
package typealias TestRunEvents = (TestRunEvent) -> Void
