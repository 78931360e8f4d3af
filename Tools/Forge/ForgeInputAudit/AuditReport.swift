import ForgeManifest
import ForgeSupport

/// What `forge test --audit-inputs` says of each target it ran under strace, as text or JSON.
package struct AuditReport {
    /// One target's audit.
    package struct Target {
        let name: String
        /// Whether its tests passed under strace.
        let passed: Bool
        /// Whether strace recorded its tests at all.
        let traced: Bool
        let undeclared: [InputAudit.Access]

        /// Whether the audit of this target proves its inputs declared.
        var isClean: Bool { passed && traced && undeclared.isEmpty }
    }

    package let targets: [Target]
    package let manifests: ManifestSet

    /// A line per target (and one per undeclared access, with the manifest to declare it in), then a summary.
    package func text() -> String {
        var lines: [String] = []
        for target in targets {
            lines += Self.lines(for: target, manifest: manifest(of: target.name), alone: isDeclaredAlone(target.name))
        }
        lines.append(
            "forge test --audit-inputs: audited \(targets.count), undeclared inputs in "
                + "\(targets.filter { !$0.undeclared.isEmpty }.count), failed \(targets.filter { !$0.passed }.count)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"audited": [...], "failed": [...], "undeclared": {"Target": [{"kind", "path", "target"?}]}}`.
    package func json() -> String {
        struct Access: Encodable {
            let kind: String
            let path: String
            let target: String?
        }
        struct Output: Encodable {
            let audited: [String]
            let failed: [String]
            let undeclared: [String: [Access]]
        }
        let undeclared = Dictionary(
            targets.filter { !$0.undeclared.isEmpty }.map { target in
                (
                    target.name,
                    target.undeclared.map { access -> Access in
                        switch access.kind {
                        case .read: Access(kind: "read", path: access.path, target: nil)
                        case .ran(let builder): Access(kind: "ran", path: access.path, target: builder)
                        case .missing(let builder): Access(kind: "missing", path: access.path, target: builder)
                        case .readOutside: Access(kind: "read-outside", path: access.path, target: nil)
                        case .ranOutside: Access(kind: "ran-outside", path: access.path, target: nil)
                        case .connected: Access(kind: "connected", path: access.path, target: nil)
                        }
                    }
                )
            }, uniquingKeysWith: { first, _ in first })
        return JSONDocument.text(
            Output(
                audited: targets.map(\.name), failed: targets.filter { !$0.passed }.map(\.name),
                undeclared: undeclared))
    }

    /// The manifest that declares the test target `name`, and the entry of a module's `"tests": [...]` when it
    /// is one of several.
    private func manifest(of name: String) -> String {
        guard let module = manifests.modules.first(where: { $0.allTargets.contains { $0.targetName == name } }) else {
            return "its manifest"
        }
        let inArray = module.testTargets.contains { $0.targetName == name && $0.manifestPath.contains(".tests[") }
        return module.file + (inArray ? " (its entry in \"tests\")" : "")
    }

    /// Whether the test target `name` has an object of its own in its manifest (the file's, or its entry in a
    /// module's `"tests": [...]`), where `"inputs"` goes; else it is a module's `"tests": true` or `{...}`.
    private func isDeclaredAlone(_ name: String) -> Bool {
        let target = manifests.modules.lazy.flatMap(\.allTargets).first { $0.targetName == name }
        return !(target?.manifestPath.hasSuffix(".tests") ?? false)
    }

    /// The manifest text that declares `field` (`"targets": [...]`) among a test target's inputs.
    private static func declaration(_ field: String, alone: Bool) -> String {
        alone ? "\"inputs\": {\(field)}" : "\"tests\": {\"inputs\": {\(field)}}"
    }

    private static func lines(for target: Target, manifest: String, alone: Bool) -> [String] {
        guard target.traced else {
            return [
                "audited \(target.name): strace recorded none of its tests, so nothing was checked",
                "    help: strace needs ptrace: run as a user allowed to trace (in a container: --cap-add SYS_PTRACE)",
            ]
        }
        let state = target.passed ? "" : " (its tests failed under strace)"
        guard !target.undeclared.isEmpty else {
            return ["audited \(target.name): every file and program it used is an input\(state)"]
        }
        return ["audited \(target.name): \(target.undeclared.count) undeclared\(state)"]
            + target.undeclared.flatMap { describe($0, manifest: manifest, alone: alone) }
    }

    private static func describe(_ access: InputAudit.Access, manifest: String, alone: Bool) -> [String] {
        switch access.kind {
        case .read:
            return [
                "  reads \(access.path), which no input of its hash covers",
                "      help: add it (or its folder) to \(declaration("\"paths\": [...]", alone: alone)) in \(manifest)",
            ]
        case .ran(let target):
            return [
                "  runs \(access.path), built by \(target), which is no input of its hash",
                "      help: add \"\(target)\" to \(declaration("\"targets\": [...]", alone: alone)) in \(manifest)",
            ]
        case .readOutside, .ranOutside, .connected:
            let what =
                access.kind == .connected
                ? "connects to \(access.path), another machine"
                : "\(access.kind == .ranOutside ? "runs" : "reads") \(access.path), outside the repository"
            return [
                "  \(what): not hashed",
                "      help: declare \(declaration("\"cacheable\": false", alone: alone)) in \(manifest) (it then "
                    + "always runs), or bring what it uses into the repository and add it to \"paths\"",
            ]
        case .missing(let target):
            return [
                "  looks for \(access.path), built by \(target), which is no input of its hash, so forge test does "
                    + "not build it",
                "      help: add \"\(target)\" to \(declaration("\"targets\": [...]", alone: alone)) in \(manifest)",
            ]
        }
    }
}
