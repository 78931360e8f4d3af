import ForgeManifest
import ForgeSupport
import Foundation

/// The environment variables test targets read: those a test target's manifest lists
/// (`"inputs": {"environment": [...]}`) and those the command line gives every test target (`forge test --env
/// NAME` or `--env NAME=VALUE`). Each is given to the tests (when set) and is an input of their hash by a keyed
/// digest of its value: HMAC-SHA256 under a key the store never holds (`FORGE_ENVIRONMENT_KEY`, else a random
/// key kept in `.build/forge/environment-key`), so a shared store cannot be searched for a value, however few
/// values it could have. No value is ever printed, logged or stored.
package struct TestVariables: Sendable {
    /// The variable that holds the key; machines that share a store share results of tests with variables only
    /// when they share this key (a CI secret).
    package static let keyVariable = "FORGE_ENVIRONMENT_KEY"
    /// Where a checkout keeps its own random key when `keyVariable` is not set.
    package static let keyFile = ".build/forge/environment-key"

    /// The names the command line gives every test target, in order.
    package let commandLine: [String]
    /// The value of each variable a test may see that is set, by name.
    private let values: [String: String]
    private let key: [UInt8]

    /// No variable for any test.
    package static let none = TestVariables(commandLine: [], values: [:], key: [])

    /// The variables of `manifests`' test targets and of `commandLine` (`NAME` takes the caller's value,
    /// `NAME=VALUE` its own), their values read from `environment` (the process's by default); the key is read
    /// (or made) only when some test has a variable.
    package static func load(
        _ manifests: ManifestSet, commandLine: [String], root: URL,
        environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }
    ) -> TestVariables {
        var values: [String: String] = [:]
        var names: [String] = []
        for argument in commandLine {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if !names.contains(name) { names.append(name) }
            values[name] = parts.count > 1 ? String(parts[1]) : environment(name)
        }
        let declared = manifests.modules.flatMap(\.testTargets).flatMap { $0.inputs.environment.map(\.value) }
        for name in declared where values[name] == nil { values[name] = environment(name) }
        guard !names.isEmpty || !declared.isEmpty else { return .none }
        return TestVariables(
            commandLine: names, values: values.compactMapValues { $0 }, key: key(environment: environment, root: root))
    }

    /// The variables `target`'s tests see, sorted by name.
    package func names(for target: TargetManifest) -> [String] {
        guard target.type == .test else { return [] }
        return Set(target.inputs.environment.map(\.value) + commandLine).sorted()
    }

    /// What `target`'s hash covers of its variables: each by name, with the keyed digest of its value (or of its
    /// absence).
    package func inputs(for target: TargetManifest) -> [HashInput] {
        names(for: target).map { name in
            let message = values[name].map { Array("set\u{0}\($0)".utf8) } ?? Array("unset".utf8)
            return HashInput(.environment, name, digest: KeyedDigest.hex(key: key, message: message))
        }
    }

    /// `NAME=VALUE` for each of `names` that is set, in order: what the tests' environment adds.
    package func assignments(of names: [String]) -> [String] {
        names.compactMap { name in values[name].map { "\(name)=\($0)" } }
    }

    /// `keyVariable`'s bytes, else the checkout's key file (made with 32 random bytes when missing); a key for
    /// this run alone when the file can be neither read nor made (nothing then matches a recorded pass).
    private static func key(environment: (String) -> String?, root: URL) -> [UInt8] {
        if let shared = environment(keyVariable), !shared.isEmpty { return Array(shared.utf8) }
        let file = root.appendingPathComponent(keyFile)
        if let stored = try? String(contentsOf: file, encoding: .utf8), stored.count >= 64 {
            return Array(stored.utf8.prefix(64))
        }
        let made = SHA256.hex((0..<32).map { _ in UInt8.random(in: 0...255) })
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            // Another run made it first: use that one.
            return (try? String(contentsOf: file, encoding: .utf8)).map { Array($0.utf8.prefix(64)) }
                ?? Array(made.utf8)
        }
        let written = made.withCString { write(descriptor, $0, 64) }
        if close(descriptor) != 0 || written != 64 { unlink(file.path) }
        return Array(made.utf8)
    }
}
