import ForgeHasher
import ForgeSupport
import Foundation

/// What a store keeps of a test target's last pass in one configuration: its hash, how long it ran, and the
/// digest of every input of its hash and of the hashes of the targets it depends on, so that the next run can
/// say which of them changed ("TopCommands.swift changed") instead of only that the hash did. About 60 bytes
/// an input; the digests are cut to 16 digits, enough to tell a change. A target no test needs that `forge test`
/// built has the same record of its last build.
package struct PassRecord: Codable, Equatable {
    package static let version = 1

    /// What the record is of: a test target's last pass, or another target's last build.
    package enum Kind: String {
        case pass
        case build
    }

    package let version: Int
    package let target: String
    package let configuration: String
    package let hash: String
    /// The wall time of the pass (or of the build), in seconds.
    package let seconds: Double
    /// `PassRecord.inputKey` of each input → the first 16 digits of its digest.
    package let inputs: [String: String]

    package init(target: String, configuration: String, hash: String, seconds: Double, inputs: [String: String]) {
        self.version = Self.version
        self.target = target
        self.configuration = configuration
        self.hash = hash
        self.seconds = seconds
        self.inputs = inputs
    }

    /// The record's name in a store: one per target and configuration, replaced by each pass (`last-pass-`) or
    /// build (`last-build-`).
    package static func key(target: String, configuration: String, kind: Kind = .pass) -> String {
        "last-\(kind.rawValue)-" + SHA256.hex(Array("\(target)\u{0}\(configuration)".utf8)).prefix(40)
    }

    /// The bytes stored.
    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The record in `data` when it is one of this format, for this target and configuration.
    package static func decoded(_ data: Data, target: String, configuration: String) -> PassRecord? {
        guard let record = try? JSONDecoder().decode(PassRecord.self, from: data), record.version == version,
            record.target == target, record.configuration == configuration
        else { return nil }
        return record
    }

    /// The inputs of `target`'s hash and of every target it depends on, directly or not, by key; a dependency's
    /// hash is left out, since its own inputs stand for it.
    package static func inputs(of target: String, in hashes: [String: TargetHasher.TargetHash]) -> [String: String] {
        var inputs: [String: String] = [:]
        var queue = [target]
        var seen: Set<String> = [target]
        while let name = queue.popLast(), let hash = hashes[name] {
            for input in hash.inputs {
                guard input.kind != .dependency else {
                    if seen.insert(input.name).inserted { queue.append(input.name) }
                    continue
                }
                inputs[inputKey(input, of: name)] = String(input.digest.prefix(16))
            }
        }
        return inputs
    }

    /// How an input is named in a record: by kind alone for what every target shares, by the target for its
    /// declaration, by path or package otherwise.
    package static func inputKey(_ input: HashInput, of target: String) -> String {
        switch input.kind {
        case .format, .toolchain, .platform, .configuration, .arguments, .package: input.kind.rawValue
        case .declaration: "declaration \(target)"
        case .file, .input, .dependency, .pin, .localPackage, .environment: "\(input.kind.rawValue) \(input.name)"
        }
    }
}
