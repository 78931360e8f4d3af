import ForgeDiagnostics
import ForgeSupport
import Foundation

/// Findings a team has accepted for now (`forge lint --write-baseline FILE`), so that `forge lint --baseline FILE`
/// fails only on new ones. A finding is known by its rule, its file, the target it is about and the module it
/// imports or the dependency it declares, never by line, so edits elsewhere in a file keep it matched; a finding
/// about no one target is known by its message. The file is JSON:
/// `{"version": 1, "findings": [{"rule", "file", "module", "subject"} or {"rule", "file", "message"}]}`, one entry
/// per finding (two identical findings are two entries), sorted.
package struct LintBaseline: Codable, Equatable {
    struct Entry: Codable, Hashable, Comparable {
        let rule: String
        let file: String
        let module: String?
        let subject: String?
        let message: String?

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.ruleID ?? "manifest"
            file = diagnostic.file
            module = diagnostic.target
            subject = diagnostic.subject
            message = diagnostic.target == nil ? diagnostic.message : nil
        }

        static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.sortKey.lexicographicallyPrecedes(rhs.sortKey) }

        private var sortKey: [String] { [file, rule, module ?? "", subject ?? "", message ?? ""] }

        /// How the entry reads in a list of entries that no longer occur.
        var summary: String {
            "\(file): [\(rule)] " + (module.map { "\($0) -> \(subject ?? "")" } ?? message ?? "")
        }
    }

    static let version = 1

    let version: Int
    let findings: [Entry]

    init(_ diagnostics: [Diagnostic]) {
        version = Self.version
        findings = diagnostics.map(Entry.init).sorted()
    }

    /// A baseline file that cannot be read or is not this format.
    struct Failure: Error {
        let message: String
    }

    /// The baseline at `url`.
    static func read(_ url: URL) throws(Failure) -> LintBaseline {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Failure(message: "cannot read the baseline \(url.path); write one with --write-baseline")
        }
        guard let baseline = try? JSONDecoder().decode(LintBaseline.self, from: data),
            baseline.version == Self.version
        else {
            throw Failure(
                message:
                    "\(url.path) is not a forge lint baseline (version \(Self.version)); write it again with --write-baseline"
            )
        }
        return baseline
    }

    /// The baseline's JSON text.
    var text: String { JSONDocument.text(self) }

    /// The findings the baseline does not hold, and its entries no finding matched (each entry matches once).
    func compare(_ diagnostics: [Diagnostic]) -> (new: [Diagnostic], gone: [Entry]) {
        var remaining: [Entry: Int] = [:]
        for entry in findings { remaining[entry, default: 0] += 1 }
        var new: [Diagnostic] = []
        for diagnostic in diagnostics {
            let entry = Entry(diagnostic)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
            } else {
                new.append(diagnostic)
            }
        }
        let gone = remaining.flatMap { entry, count in Array(repeating: entry, count: count) }.sorted()
        return (new, gone)
    }
}
