/// The arguments a run passes on to `swift`, split where they belong: `swift build` takes the build's (the
/// configuration, flags for the compiler, traits, ...), and `swift test` takes every one, its own test options
/// included (`--parallel`, `--filter`, `--skip`, `--xunit-output`, ...), which `swift build` refuses.
package struct TestArguments: Equatable, Sendable {
    /// Options only `swift test` accepts that take a value (`--filter X` or `--filter=X`).
    static let testOptionsWithValue: Set<String> = [
        "--filter", "--skip", "--xunit-output", "--num-workers", "--attachments-path", "-s", "--specifier",
        "--experimental-event-stream-output", "--experimental-event-stream-version",
    ]
    /// Flags only `swift test` accepts.
    static let testFlags: Set<String> = [
        "--parallel", "--no-parallel", "-l", "--list-tests", "--show-codecov-path", "--show-code-coverage-path",
        "--show-coverage-path", "--enable-xctest", "--disable-xctest", "--enable-swift-testing",
        "--disable-swift-testing", "--skip-build",
    ]
    /// Options that choose which tests run: a run with one of them proves nothing of the tests it left out.
    static let selectingOptions: Set<String> = ["--filter", "--skip", "-s", "--specifier"]

    /// Everything, in order: what `swift test` is given.
    package let all: [String]

    package init(_ arguments: [String]) {
        all = arguments
    }

    /// What `swift build` is given: every argument but `swift test`'s own options and their values.
    package var build: [String] {
        var kept: [String] = []
        var skipValue = false
        for argument in all {
            if skipValue {
                skipValue = false
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            if Self.testFlags.contains(argument) || Self.testOptionsWithValue.contains(name) {
                skipValue = Self.testOptionsWithValue.contains(argument)
                continue
            }
            kept.append(argument)
        }
        return kept
    }

    /// Where the arguments ask `swift test` to write its xUnit report (`--xunit-output P`), if they do.
    package var xunitOutput: String? {
        var path: String?
        for (index, argument) in all.enumerated() {
            if argument == "--xunit-output", index + 1 < all.count { path = all[index + 1] }
            if argument.hasPrefix("--xunit-output=") { path = String(argument.dropFirst("--xunit-output=".count)) }
        }
        return path
    }

    /// Whether the arguments narrow the tests that run (`--filter`, `--skip`): then a target none of whose tests
    /// ran passes, as under `swift test`, and the hash (which holds the arguments) records only that narrowed run.
    package var selectsTests: Bool {
        all.contains { Self.selectingOptions.contains(String($0.prefix { $0 != "=" })) }
    }
}
