import ForgeDiagnostics
import ForgeSupport
import Foundation

/// Findings a team has accepted for now (a lint's `writeBaseline`), so that a lint with the `baseline` fails only
/// on new ones. A finding is known by its rule, its file, the target it is about and the module it
/// imports or the dependency it declares, never by line, so edits elsewhere in a file keep it matched; a finding
/// about no one target is known by its message. The file is JSON:
/// `{"version": 1, "findings": [{"rule", "file", "module", "subject"} or {"rule", "file", "message"}]}`, one entry
/// per finding (two identical findings are two entries), sorted.
package struct LintBaseline: Codable, Equatable, Sendable {
    /// One accepted finding.
    package struct Entry: Codable, Hashable, Comparable, Sendable {
        package let rule: String
        package let file: String
        package let module: String?
        package let subject: String?
        package let message: String?

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.ruleID ?? "manifest"
            file = diagnostic.file
            module = diagnostic.target
            subject = diagnostic.subject
            message = diagnostic.target == nil ? diagnostic.message : nil
        }

        package static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.sortKey.lexicographicallyPrecedes(rhs.sortKey) }

        private var sortKey: [String] { [file, rule, module ?? "", subject ?? "", message ?? ""] }

        /// How the entry reads in a list of entries that no longer occur.
        package var summary: String {
            "\(file): [\(rule)] " + (module.map { "\($0) -> \(subject ?? "")" } ?? message ?? "")
        }
    }

    /// The format's version, which a baseline file must have.
    package static let version = 1

    let version: Int
    package let findings: [Entry]

    init(_ diagnostics: [Diagnostic]) {
        version = Self.version
        findings = diagnostics.map(Entry.init).sorted()
    }

    /// A baseline file that cannot be read or is not this format, with its path.
    package enum Failure: Error, Equatable, Sendable {
        case unreadable(path: String)
        case notABaseline(path: String)
    }

    /// How a lint's findings matched the baseline at `path` (as given).
    package struct Match: Equatable, Sendable {
        package let path: String
        /// How many findings the baseline held.
        package let accepted: Int
        /// The baseline's entries no finding matched.
        package let gone: [Entry]
    }

    /// The baseline at `url`.
    static func read(_ url: URL) throws(Failure) -> LintBaseline {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadable(path: url.path)
        }
        guard let baseline = try? JSONDecoder().decode(LintBaseline.self, from: data),
            baseline.version == Self.version
        else {
            throw .notABaseline(path: url.path)
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
