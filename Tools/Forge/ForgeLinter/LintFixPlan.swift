import ForgeDiagnostics
import ForgeJSON
import ForgeSupport
import Foundation

/// What `forge lint --fix` changes: each manifest with its findings' fixes applied (removals first, from the
/// end of each list so the other paths stay true; then additions, each once), and the fixes it could not make.
package struct LintFixPlan {
    /// One manifest before and after.
    struct Edit {
        let path: String
        let original: String
        let updated: String
    }

    let edits: [Edit]
    /// Why a fix could not be made, per fix, in `file: reason` form.
    let failures: [String]
    /// How many findings the edits fix.
    let fixedCount: Int

    init(fixing diagnostics: [Diagnostic], root: URL) {
        let fixes = diagnostics.compactMap(\.fix)
        var edits: [Edit] = []
        var failures: [String] = []
        for file in Set(fixes.map(\.file)).sorted() {
            guard let original = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else {
                failures.append("\(file): cannot be read")
                continue
            }
            var editor = ManifestEditor(text: original)
            for change in Self.ordered(fixes.filter { $0.file == file }.map(\.change)) {
                do {
                    try editor.apply(change)
                } catch {
                    failures.append("\(file): \(error.message)")
                }
            }
            if editor.string != original { edits.append(Edit(path: file, original: original, updated: editor.string)) }
        }
        self.edits = edits
        self.failures = failures
        fixedCount = fixes.count
    }

    /// Removals by descending index within each list, then additions, one per dependency and owner (on every
    /// platform that any of its imports needs).
    static func ordered(_ changes: [ManifestFix.Change]) -> [ManifestFix.Change] {
        var removals: [(parent: String, index: Int, change: ManifestFix.Change)] = []
        var additions: [(owner: String, dependency: ManifestFix.Dependency)] = []
        for change in changes {
            switch change {
            case .removeDependency(let path):
                guard let parsed = JSONPath(path), let index = parsed.lastIndex,
                    !removals.contains(where: { $0.change == change })
                else { continue }
                removals.append(("\(parsed.parent.components)", index, change))
            case .addDependency(let owner, let dependency):
                if let known = additions.firstIndex(where: {
                    $0.owner == owner && $0.dependency.identity == dependency.identity
                }) {
                    additions[known].dependency = additions[known].dependency.merged(with: dependency)
                } else {
                    additions.append((owner, dependency))
                }
            }
        }
        removals.sort { $0.parent != $1.parent ? $0.parent < $1.parent : $0.index > $1.index }
        return removals.map(\.change) + additions.map { .addDependency(owner: $0.owner, dependency: $0.dependency) }
    }

    /// The unified diff of every edit.
    var diff: String {
        edits.map { UnifiedDiff.text(path: $0.path, original: $0.original, updated: $0.updated) }.joined()
    }
}
