/// Why a test run stopped before it planned anything.
package enum TestRunStop: Error, Equatable {
    /// The manifests have errors (reported as `TestRunEvent.manifestsChecked`).
    case invalidManifests
    /// A test target was asked for by a name no test target has; `known` are the names there are.
    case unknownTarget(String, known: [String])
}
