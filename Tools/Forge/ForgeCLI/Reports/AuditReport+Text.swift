import ForgeInputAudit

extension AuditReport {
    /// A line per target (and one per undeclared access, with the manifest to declare it in), then a summary.
    func text() -> String {
        var lines: [String] = []
        for target in targets {
            lines += Self.lines(for: target, manifest: manifest(of: target.name), alone: isDeclaredAlone(target.name))
        }
        lines.append(
            "forge test --audit-inputs: audited \(targets.count), undeclared inputs in "
                + "\(targets.filter { !$0.undeclared.isEmpty }.count), failed \(targets.filter { !$0.passed }.count)")
        return lines.joined(separator: "\n") + "\n"
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
