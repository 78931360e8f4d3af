import ForgeManifest
import ForgeSupport

/// A test target as `swift test` sees it: its name, the module SwiftPM compiles it as (what its tests'
/// identifiers start with: `my-libTests` is `my_libTests`), and whether its folder holds tests at all.
package struct TestTarget: Equatable, Sendable {
    package let name: String
    package let module: String
    /// Whether a source of its declares a test (`XCTestCase`, `@Test`, `@Suite`): a run that executed none
    /// of them proves nothing.
    package let hasTests: Bool
    /// Its folder, relative to the repository root: where its failing assertions are.
    package let path: String
    /// `NAME=VALUE` for each environment variable its tests read that is set: their environment adds these.
    package var variables: [String] = []

    package init(name: String, module: String, hasTests: Bool, path: String? = nil, variables: [String] = []) {
        self.name = name
        self.module = module
        self.hasTests = hasTests
        self.path = path ?? "Tests/" + name
        self.variables = variables
    }

    /// `target` as declared, its sources read under `rootPath`, its tests given `variables`.
    package init(_ target: TargetManifest, rootPath: String, variables: [String] = []) {
        self.variables = variables
        name = target.targetName
        module = target.importName
        path = target.path.value
        hasTests = FileSystem.readFiles(under: FileSystem.join(rootPath, target.path.value), suffix: ".swift")
            .contains { Self.declaresTests(String(decoding: $0.bytes, as: UTF8.self)) }
    }

    /// Whether Swift source `text` declares XCTest or Swift Testing tests.
    package static func declaresTests(_ text: String) -> Bool {
        text.contains("XCTestCase") || text.contains("@Test") || text.contains("@Suite")
    }
}
