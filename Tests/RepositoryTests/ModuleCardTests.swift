import ForgeManifest
import ForgeTestSupport
import Foundation
import Testing

/// Every module card (the README.md of a module's folder) names exactly the dependencies its manifest declares,
/// read with forge's own manifest loader, so a card cannot drift from `Manifest/` unnoticed.
///
/// The convention: the card has a line `- **Depends on:** ...` that writes each module of the manifest's
/// `dependencies` in backticks and no other name in backticks (notes in plain words may follow a name), or
/// the plain word nothing when the manifest lists none; and a line `- **Promises:** ...`. forge's modules all have a card
/// (Tools/Forge/README.md says so); any other module's card, where there is one, is held to the same.
@Suite struct ModuleCardTests {
    static let dependsOn = "- **Depends on:**"
    static let promises = "- **Promises:**"

    @Test func everyCardNamesExactlyItsManifestsDependencies() throws {
        let root = Fixtures.repositoryRoot
        let loaded = ManifestLoader(root: root).load()
        let manifests = try #require(loaded.manifests, "\(loaded.diagnostics.map(\.description))")
        var checked = 0
        for module in manifests.modules {
            let card = module.path.value + "/README.md"
            guard let text = try? String(contentsOf: root.appendingPathComponent(card), encoding: .utf8) else {
                #expect(
                    !card.hasPrefix("Tools/Forge/"),
                    "\(card) is missing: every forge module's folder starts with a card (its job, \(Self.dependsOn), \(Self.promises)); write one"
                )
                continue
            }
            checked += 1
            for problem in Self.problems(
                card: card, text: text, manifest: module.file, declared: module.dependencies.map(\.value))
            {
                Issue.record(Comment(rawValue: problem))
            }
        }
        #expect(checked >= 18, "only \(checked) module cards were found; forge alone has 18")
    }

    @Test func aCardThatNamesTooMuchOrTooLittleIsReportedWithWhatToDo() {
        let text = "# X\n\nIts job.\n\n- **Depends on:** `A`, `C` (a note).\n- **Promises:** something.\n"
        let problems = Self.problems(
            card: "X/README.md", text: text, manifest: "Manifest/X.json", declared: ["A", "B"])
        #expect(problems.count == 1)
        #expect(problems.first?.contains("missing `B`") == true)
        #expect(problems.first?.contains("extra `C`") == true)
        #expect(problems.first?.contains("Manifest/X.json") == true)
        let empty = "- **Depends on:** nothing.\n- **Promises:** none.\n"
        #expect(Self.problems(card: "Y/README.md", text: empty, manifest: "Manifest/Y.json", declared: []).isEmpty)
        #expect(Self.problems(card: "Y/README.md", text: "# Y\n", manifest: "Manifest/Y.json", declared: []).count == 2)
    }

    /// What is wrong with `card` against the dependencies its manifest `declared`, each said with what to do.
    static func problems(card: String, text: String, manifest: String, declared: [String]) -> [String] {
        let lines = text.split(separator: "\n").map(String.init)
        var problems: [String] = []
        if !lines.contains(where: { $0.hasPrefix(promises) }) {
            problems.append("\(card) has no line starting \"\(promises)\": add what the module keeps true")
        }
        guard let line = lines.first(where: { $0.hasPrefix(dependsOn) }) else {
            problems.append(
                "\(card) has no line starting \"\(dependsOn)\": add one naming, each in backticks, the dependencies of \(manifest)"
            )
            return problems
        }
        let named = backticked(in: String(line.dropFirst(dependsOn.count)))
        let missing = Set(declared).subtracting(named).sorted()
        let extra = named.subtracting(declared).sorted()
        if missing.isEmpty, extra.isEmpty {
            if named.isEmpty, !line.contains("nothing") {
                problems.append(
                    "\(card): its \"\(dependsOn)\" line names no module: write the word nothing when \(manifest) lists none"
                )
            }
            return problems
        }
        let words = [("missing", missing), ("extra", extra)].filter { !$0.1.isEmpty }
            .map { label, names in "\(label) " + names.map { "`\($0)`" }.joined(separator: ", ") }
        problems.append(
            "\(card): its \"\(dependsOn)\" line disagrees with \(manifest) (\(words.joined(separator: "; "))). "
                + "Name every dependency the manifest lists, each in backticks, and no other name in backticks "
                + "(or the word nothing when it lists none); if the manifest is what is wrong, fix it and run `make generate`"
        )
        return problems
    }

    /// The words written between backticks in `text`.
    static func backticked(in text: String) -> Set<String> {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        return Set(parts.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }
}
