import ForgeSupport

/// One thing a target's hash covers, with its own digest. A target's hash is the SHA-256 of its inputs in
/// order, so the list `forge hash --explain` prints is exactly what was hashed, and two lists say what
/// differs between two hashes (what `forge test` records of a pass, to say why a target runs again).
package struct HashInput: Sendable, Equatable, Codable {
    /// What kind of input: every target has one of each of the first seven; files, inputs, dependencies and
    /// pins come in numbers.
    package enum Kind: String, Sendable, Codable, CaseIterable {
        /// forge's hash format, bumped when what is hashed changes.
        case format
        /// `swift --version`.
        case toolchain
        /// The operating system and architecture.
        case platform
        /// The build configuration the test arguments choose.
        case configuration
        /// The arguments tests are built and run with.
        case arguments
        /// What every target shares in the generated `Package.swift`.
        case package
        /// The target's own declaration in `Package.swift`.
        case declaration
        /// A file SwiftPM compiles or bundles for the target (a test target's whole folder).
        case file
        /// A file under a path a test target declares as read.
        case input
        /// An environment variable a test target reads, by the keyed digest of its value (never the value).
        case environment
        /// A target of the package it depends on (or runs), by that target's hash.
        case dependency
        /// A resolved package whose products it uses, by version and revision.
        case pin
        /// A package it uses that is a local folder (`.package(path:)`), by the digest of its files.
        case localPackage
    }

    package let kind: Kind
    /// The file's path from the repository root, the dependency's or the package's name; for the shared kinds,
    /// the value itself when it is short (the configuration, the platform, the toolchain's first line).
    package let name: String
    package let digest: String

    package init(_ kind: Kind, _ name: String = "", digest: String) {
        self.kind = kind
        self.name = name
        self.digest = digest
    }

    /// An input whose digest is the SHA-256 of `value`.
    package static func hashing(_ kind: Kind, _ name: String, _ value: String) -> HashInput {
        HashInput(kind, name, digest: SHA256.hex(Array(value.utf8)))
    }

    /// The hash of `inputs`, in their order.
    package static func hash(of inputs: [HashInput]) -> String {
        var hasher = SHA256()
        feed(inputs, into: &hasher)
        return hasher.hexDigest()
    }

    /// Adds `inputs` to `hasher`, in their order: each one's kind, name and digest, each followed by a zero byte.
    package static func feed(_ inputs: [HashInput], into hasher: inout SHA256) {
        let separator: [UInt8] = [0]
        for input in inputs {
            hasher.update(input.kind.rawValue)
            hasher.update(separator)
            hasher.update(input.name)
            hasher.update(separator)
            hasher.update(input.digest)
            hasher.update(separator)
        }
    }
}
