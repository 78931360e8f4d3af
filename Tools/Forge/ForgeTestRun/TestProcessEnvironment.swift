import Foundation

/// The environment a test run builds and runs tests in, so that a verdict depends on nothing its hash does not
/// cover (Bazel's `--test_env` model): for any environment forge is started in, a run with a warm store gives
/// the verdict a run with an empty store gives.
///
/// The tests see only: where things are (`PATH`, `HOME`, `TMPDIR`, `USER`, `LOGNAME`, passed on and not hashed:
/// the toolchain `PATH` finds is hashed by its `swift --version`), a fixed locale and time zone (`LANG=C.UTF-8`,
/// `TZ=UTC`), `FORGE_SOURCE_ROOT`, and the variables their manifest lists or `--env` gives (hashed by a keyed
/// digest, `TestVariables`). The build also sees what fetching packages and the toolchain's redirections need
/// (proxies, the SSH agent, `XDG_*` folders, `SWIFT_EXEC`); the versions it resolves are hashed instead.
package enum TestProcessEnvironment {
    /// Passed on from forge's environment to the build and the tests.
    static let located = ["PATH", "HOME", "TMPDIR", "USER", "LOGNAME"]
    /// Set to the same value on every machine.
    static let fixed = [("LANG", "C.UTF-8"), ("TZ", "UTC")]
    /// Passed on to the build alone: they reach package fetching and the compiler, never a test.
    static let buildOnly = [
        "SWIFT_EXEC", "SWIFT_DRIVER_SWIFT_FRONTEND_EXEC", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "SSH_AUTH_SOCK",
        "GIT_SSH_COMMAND", "http_proxy", "https_proxy", "no_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY",
        "NO_PROXY", "ALL_PROXY",
    ]

    /// `env -i` and the build's variables: the command prefix `swift build` runs under.
    package static func build(from environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        ["env", "-i"] + passed(located + buildOnly, from: environment) + fixed.map { "\($0)=\($1)" }
    }

    /// `env -i` and the tests' variables, then `assignments` (`NAME=VALUE`: the source root, the declared
    /// variables that are set): the command prefix `swift test` runs under.
    package static func test(
        adding assignments: [String], from environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        ["env", "-i"] + passed(located, from: environment) + fixed.map { "\($0)=\($1)" } + assignments
    }

    private static func passed(_ names: [String], from environment: [String: String]) -> [String] {
        names.compactMap { name in environment[name].map { "\(name)=\($0)" } }
    }
}
