import Commands
import ForgeAffected
import ForgeDiagnostics
import ForgeHash
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge test --audit-inputs`: runs each test target under `strace` and reports what it read or ran in the
/// repository that its hash does not cover, the one way a selective run can skip a test whose inputs changed.
extension TestCommand {
    /// What the audit found in one target.
    struct AuditedTarget {
        let name: String
        let passed: Bool
        let findings: [InputAudit.Finding]
    }

    /// Builds once, runs every test target (or the shard's) traced, and reports; exit 1 when anything is
    /// undeclared or a test failed.
    func audit(_ options: Options, runner: any TracingTestRunner) -> ExitStatus {
        guard let problem = Self.auditUnavailable() else { return runAudit(options, runner: runner) }
        errors.report(problem)
        return .failure
    }

    /// Why the audit cannot run here, if it cannot.
    static func auditUnavailable() -> Finding? {
        #if os(Linux)
        guard (try? Subprocess.run(["strace", "-V"]))?.status == 0 else {
            return Finding(
                "forge test --audit-inputs traces the tests with strace, which is not installed",
                help: "install it (Debian and Ubuntu: apt-get install strace) and run again")
        }
        guard !isTraced else {
            return Finding(
                "forge test --audit-inputs cannot trace the tests: forge is itself being traced (by a debugger or "
                    + "strace), and a process can have one tracer only",
                help: "run it outside the debugger or strace")
        }
        return nil
        #else
        return Finding(
            "forge test --audit-inputs traces the tests with strace, which runs on Linux only",
            help: "run the audit on a Linux machine or CI job")
        #endif
    }

    /// Whether this process has a tracer (`TracerPid` in `/proc/self/status`): ptrace does not nest, so strace
    /// cannot attach under a debugger or under an audit of forge's own tests.
    private static var isTraced: Bool {
        // /proc's files say they are empty; read them to their end rather than by their size.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/status") else { return false }
        let status = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("TracerPid:") }) else {
            return false
        }
        return line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces) != "0"
    }

    private func runAudit(_ options: Options, runner: any TracingTestRunner) -> ExitStatus {
        guard let manifests = ValidatedManifests.load(root: root, reportingTo: errors) else { return .failure }
        let environment = TargetHasher.Environment.current(root: root, swiftArguments: options.swiftArguments)
        let all = TargetHasher(manifests: manifests, rootPath: root.path, environment: environment).hashes()
        let tests = all.filter { $0.kind == TargetType.test.rawValue }.map(\.name)
        guard let selected = Self.selected(tests, named: options.targets, errors: errors) else { return .usage }
        var targets = tests.filter(selected.contains)
        if let shard = options.shard {
            targets = shardOf(targets, manifests: manifests, shard: shard)
        }
        guard runner.build() else {
            errors.line("forge test --audit-inputs: the tests did not build; nothing was audited")
            return .failure
        }
        let audit = InputAudit(
            rootPath: root.standardizedFileURL.path,
            hashes: Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            executables: Self.executables(of: manifests))
        let audited = targets.map { auditOne($0, audit: audit, runner: runner) }
        output.write(Self.auditReport(audited, manifests: manifests, json: options.format == .json))
        return audited.allSatisfy { $0.passed && $0.findings.isEmpty } ? .success : .failure
    }

    private func auditOne(_ target: String, audit: InputAudit, runner: any TracingTestRunner) -> AuditedTarget {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forge-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let passed = runner.runTraced(target, into: folder.path)
        let trace = SystemCallTrace(folder: folder, prefix: "trace", directory: root.standardizedFileURL.path)
        return AuditedTarget(name: target, passed: passed, findings: audit.findings(for: target, in: trace))
    }

    /// Executable name → the target that builds it, for every executable product of the package.
    static func executables(of manifests: ManifestSet) -> [String: String] {
        var executables: [String: String] = [:]
        for module in manifests.modules {
            if let product = module.executableProductName { executables[product] = module.target.targetName }
        }
        return executables
    }
}

extension TestCommand {
    /// The targets of `targets` that `shard` holds, balanced as `forge test --shard` balances them.
    fileprivate func shardOf(_ targets: [String], manifests: ManifestSet, shard: TestShards.Selection) -> [String] {
        let paths = Dictionary(
            manifests.modules.flatMap { $0.allTargets.map { ($0.targetName, $0.path.value) } },
            uniquingKeysWith: { first, _ in first })
        let weights = TestShards.weights(of: targets, paths: paths, root: root, durations: nil)
        let held = Set(TestShards(weights: weights, count: shard.count).shards[shard.index - 1])
        return targets.filter(held.contains)
    }

    /// A line per target (and one per undeclared access, with the manifest to declare it in), then a summary;
    /// or `{"audited": [...], "failed": [...], "undeclared": {"Target": [{"kind", "path", "target"?}]}}`.
    fileprivate static func auditReport(_ audited: [AuditedTarget], manifests: ManifestSet, json: Bool) -> String {
        if json { return auditJSON(audited) }
        var lines: [String] = []
        for target in audited {
            let state = target.passed ? "" : " (its tests failed under strace)"
            guard !target.findings.isEmpty else {
                lines.append("audited \(target.name): every file and program it used is an input\(state)")
                continue
            }
            let manifest = manifests.modules.first { $0.allTargets.contains { $0.targetName == target.name } }?.file
            lines.append("audited \(target.name): \(target.findings.count) undeclared\(state)")
            for finding in target.findings {
                lines += describe(finding, manifest: manifest ?? "its manifest")
            }
        }
        let undeclared = audited.filter { !$0.findings.isEmpty }
        let failed = audited.filter { !$0.passed }
        lines.append(
            "forge test --audit-inputs: audited \(audited.count), undeclared inputs in \(undeclared.count), "
                + "failed \(failed.count)")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ finding: InputAudit.Finding, manifest: String) -> [String] {
        switch finding.kind {
        case .read:
            return [
                "  reads \(finding.path), which no input of its hash covers",
                "      help: add it (or its folder) to \"tests\": {\"inputs\": {\"paths\": [...]}} in \(manifest)",
            ]
        case .ran(let target):
            return [
                "  runs \(finding.path), built by \(target), which is no input of its hash",
                "      help: add \"\(target)\" to \"tests\": {\"inputs\": {\"targets\": [...]}} in \(manifest)",
            ]
        }
    }

    private static func auditJSON(_ audited: [AuditedTarget]) -> String {
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
            audited.filter { !$0.findings.isEmpty }.map { target in
                (
                    target.name,
                    target.findings.map { finding -> Access in
                        switch finding.kind {
                        case .read: Access(kind: "read", path: finding.path, target: nil)
                        case .ran(let builder): Access(kind: "ran", path: finding.path, target: builder)
                        }
                    }
                )
            }, uniquingKeysWith: { first, _ in first })
        return JSONDocument.text(
            Output(
                audited: audited.map(\.name), failed: audited.filter { !$0.passed }.map(\.name),
                undeclared: undeclared))
    }
}
