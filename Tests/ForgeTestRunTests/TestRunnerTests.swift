import Foundation
import OffThePool
import Testing

@testable import ForgeSupport
@testable import ForgeTestRun

/// How `SwiftTestRunner` runs test targets together, with a stand-in for `swift`.
@Suite(.offThePool) struct TestRunnerTests {
    /// A `swift` that fails as SwiftPM does on Linux when more than one `--filter` is given (the tests they select
    /// too many for one argument of the XCTest bundle: swift-nio's 15 targets, 160 KB), and otherwise passes every
    /// target but `BTests`.
    private static let tooLongForTogether = """
        #!/bin/sh
        filters=0
        for argument in "$@"; do
            case "$argument" in
                --filter) filters=$((filters + 1)) ;;
                '^BTests\\.') failing=yes ;;
            esac
        done
        if [ "$filters" -gt 1 ]; then
            echo 'error: posix_spawn error: Argument list too long (7), `["/p/.build/debug/pPackageTests.xctest", "ATests.A/testA,BTests.B/testB,CTests.C/testC"]`' >&2
            exit 1
        fi
        [ "$failing" = yes ] && exit 1
        exit 0
        """

    @Test func targetsWhoseTestsAreTooManyForOneBundleArgumentRunInHalvesWhoseVerdictsCount() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forge-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("swift")
        try Self.tooLongForTogether.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let runner = SwiftTestRunner(
            swift: [swift.path], packagePath: folder.path, extraArguments: [], sourceRoot: nil,
            events: { _ in })
        let targets = ["ATests", "BTests", "CTests"].map { TestTarget(name: $0, module: $0, hasTests: true) }

        let results = runner.run(targets, whole: false)

        // Before: the run of all three failed and said not which, so ATests and CTests passed only alone.
        #expect(results["ATests"]?.verdict == .passed)
        #expect(results["BTests"]?.verdict == .failed)
        #expect(results["CTests"]?.verdict == .passed)
    }

    @Test func onlySwiftPMsSpawnErrorMakesARunSayNothing() {
        #expect(
            SwiftTestRunner.bundleArgumentTooLong(
                in: Array("error: posix_spawn error: Argument list too long (7), `[\"x.xctest\", \"A.B/c\"]`\n".utf8)))
        #expect(!SwiftTestRunner.bundleArgumentTooLong(in: Array("Tests/A/A.swift:3: error: -[A.B c] : failed\n".utf8)))
    }

    /// A `swift` whose build prints a compiler error in a snippet and fails.
    private static let snippetFails = """
        #!/bin/sh
        echo 'Compiling Tour'
        echo '/p/Snippets/Tour.swift:3:14: error: expected expression after operator'
        exit 1
        """

    @Test func whatSwiftPrintsReachesTheEventsAsItComesWithWhatTheRunMakesOfIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forge-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("swift")
        try Self.snippetFails.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        var output: [UInt8] = []
        var snippets: [String] = []
        let keep: TestRunEvents = { event in
            switch event {
            case .childOutput(let bytes): output += bytes
            case .snippetDoesNotCompile(let snippet): snippets.append(snippet)
            default: break
            }
        }
        let runner = SwiftTestRunner(
            swift: [swift.path], packagePath: folder.path, extraArguments: [], sourceRoot: nil, events: keep)
        #expect(!runner.build().succeeded)
        #expect(String(decoding: output, as: UTF8.self).hasPrefix("Compiling Tour\n/p/Snippets/Tour.swift:3:14: error"))
        #expect(snippets == ["Snippets/Tour.swift"])
    }
}
