import ForgeResultStore

/// Why a test target runs, worded from the record of its last pass and its inputs now: which files were
/// changed, added or removed, which declarations, pins or shared settings differ.
package enum RerunReasons {
    /// At most this many reasons are listed; the rest are counted.
    package static let shown = 3

    /// Why a test target whose manifest says `"cacheable": false` runs: always, and nothing is recorded.
    package static let uncacheable = "not cacheable (its inputs say \"cacheable\": false): it always runs"

    /// The reasons `target` runs (or, by `kind`, builds): "never passed" ("never built") without a record, else
    /// what differs from it.
    package static func words(
        record: PassRecord?, current: [String: String], hash: String, kind: PassRecord.Kind = .pass
    ) -> [String] {
        let (verb, noun) = kind == .pass ? ("passed", "pass") : ("built", "build")
        guard let record else { return ["never \(verb)"] }
        if record.hash == hash { return ["\(verb) with these inputs, but the store no longer holds that \(noun)"] }
        let changed = Set(record.inputs.keys).union(current.keys).filter { record.inputs[$0] != current[$0] }
        let reasons = changed.sorted(by: order).map { key in
            phrase(key, before: record.inputs[key], now: current[key])
        }
        guard !reasons.isEmpty else { return ["its inputs changed"] }
        guard reasons.count > shown else { return reasons }
        return Array(reasons.prefix(shown)) + ["and \(reasons.count - shown) more inputs changed"]
    }

    /// Shared settings first, then declarations, pins, files and inputs, each by name.
    private static func order(_ first: String, _ second: String) -> Bool {
        let rank = { (key: String) -> Int in
            let kind = key.split(separator: " ", maxSplits: 1).first.map(String.init) ?? key
            return ["format", "toolchain", "platform", "configuration", "arguments", "package", "declaration", "pin"]
                .firstIndex(of: kind) ?? 8
        }
        return (rank(first), first) < (rank(second), second)
    }

    private static func phrase(_ key: String, before: String?, now: String?) -> String {
        let parts = key.split(separator: " ", maxSplits: 1).map(String.init)
        let name = parts.count > 1 ? parts[1] : ""
        let state = before == nil ? "added" : now == nil ? "removed" : "changed"
        switch parts[0] {
        case "format": return "forge's hash format changed"
        case "toolchain": return "the toolchain changed"
        case "platform": return "the platform changed"
        case "configuration": return "the build configuration changed"
        case "arguments": return "the test arguments changed"
        case "package": return "what every target shares in Package.swift changed"
        case "declaration": return "\(name)'s declaration in Package.swift \(state)"
        case "pin": return "the pin of \(name) \(state)"
        case "localPackage": return "the local package \(name) \(state)"
        case "environment":
            let change = ["added": "is now an input", "removed": "is no longer an input"][state] ?? state
            return "the environment variable \(name) \(change)"
        default: return "\(name) \(state)"
        }
    }
}
