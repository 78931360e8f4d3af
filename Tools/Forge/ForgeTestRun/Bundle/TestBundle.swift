import ForgeHasher
import ForgeSupport
import Foundation

/// What a run with `buildOnly` writes so that other machines run the tests without compiling: the built
/// products the selected test targets need (the test runner, resource bundles, the programs the tests run) and
/// this description of them, in one tar file. A run refuses a bundle whose toolchain or configuration differs,
/// which lacks a target it runs or holds it with other inputs (another hash), or whose files' SHA-256 differ.
package struct TestBundle: Codable, Equatable {
    /// The format this forge writes and reads.
    package static let currentFormat = "forge-test-bundle-1"
    /// The description's name inside the tar file.
    package static let descriptionName = "forge-test-bundle.json"

    package let format: String
    /// `swift --version` of the toolchain that built it.
    package let toolchain: String
    package let configuration: String
    /// Where the products go, relative to the selected package (`.build/x86_64-unknown-linux-gnu/debug`).
    package let productsPath: String
    /// Each test target built in, with the hash it was built from.
    package let targets: [String: String]
    /// Each product file, relative to the products folder, with the SHA-256 of its content.
    package let files: [String: String]

    package init(
        toolchain: String, configuration: String, productsPath: String, targets: [String: String],
        files: [String: String]
    ) {
        self.format = Self.currentFormat
        self.toolchain = toolchain
        self.configuration = configuration
        self.productsPath = productsPath
        self.targets = targets
        self.files = files
    }

    /// The SHA-256 of the whole bundle's content: of every file's path and digest, in path order.
    package var digest: String {
        SHA256.hex(Array(files.sorted { $0.key < $1.key }.map { "\($0.key)\u{0}\($0.value)\n" }.joined().utf8))
    }

    /// Why this bundle cannot run `targets` (name → current hash) built by `toolchain` in `configuration`, or nil
    /// when it can.
    package func refusal(running targets: [String: String], toolchain: String, configuration: String) -> String? {
        guard format == Self.currentFormat else { return "it is of another format (\(format))" }
        guard self.toolchain == toolchain else {
            return "it was built with another toolchain (\(Self.firstLine(self.toolchain)))"
        }
        guard self.configuration == configuration else {
            return "it was built in the \(self.configuration) configuration, not \(configuration)"
        }
        guard Self.isInside(productsPath) else { return "its products path \(productsPath) leaves the package" }
        for (name, hash) in targets.sorted(by: { $0.key < $1.key }) {
            guard let built = self.targets[name] else { return "it does not hold \(name)" }
            guard built == hash else {
                return "it holds \(name) built from other inputs (\(built.prefix(12)), now \(hash.prefix(12)))"
            }
        }
        return nil
    }

    /// Whether `path` is relative and stays below the folder it is relative to.
    package static func isInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }

    /// The description's bytes.
    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return (try? encoder.encode(self)) ?? Data()
    }
}
