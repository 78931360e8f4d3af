import Foundation

/// Where the test targets' fixtures and the repository they belong to are in the source tree.
package enum Fixtures {
    /// The repository these tests belong to (this file is `Tests/Support/ForgeTestSupport/Fixtures.swift`). Links
    /// are resolved: built by `forge test`, this file is compiled through the links of `.build/forge/selected`,
    /// and a folder enumerator does not descend into a link.
    package static let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The fixtures folder of the test target `target`.
    package static func folder(of target: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/\(target)/Fixtures")
    }

    /// The fixture `name` of the test target `target`.
    package static func url(_ name: String, of target: String) -> URL {
        folder(of: target).appendingPathComponent(name)
    }
}
