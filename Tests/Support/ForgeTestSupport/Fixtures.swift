import Foundation
import ProcessRunner

/// Where the test targets' fixtures and the repository they belong to are in the source tree.
package enum Fixtures {
    /// The repository these tests belong to (this file is `Tests/Support/ForgeTestSupport/Fixtures.swift`), in the
    /// checkout they run against (`SourceTree`): links resolved, as a folder enumerator does not descend into one.
    package static let repositoryRoot = SourceTree.url(of: #filePath)
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
