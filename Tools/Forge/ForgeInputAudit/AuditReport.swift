import ForgeManifest

/// What the audit found of each test target it ran under strace, and where each target is declared.
package struct AuditReport {
    /// One target's audit.
    package struct Target {
        package let name: String
        /// Whether its tests passed under strace.
        package let passed: Bool
        /// Whether strace recorded its tests at all.
        package let traced: Bool
        package let undeclared: [InputAudit.Access]

        /// Whether the audit of this target proves its inputs declared.
        package var isClean: Bool { passed && traced && undeclared.isEmpty }
    }

    package let targets: [Target]
    package let manifests: ManifestSet

    /// Whether every target's audit proves its inputs declared.
    package var isClean: Bool { targets.allSatisfy(\.isClean) }

    /// The manifest that declares the test target `name`, and the entry of a module's `"tests": [...]` when it
    /// is one of several.
    package func manifest(of name: String) -> String {
        guard let module = manifests.modules.first(where: { $0.allTargets.contains { $0.targetName == name } }) else {
            return "its manifest"
        }
        let inArray = module.testTargets.contains { $0.targetName == name && $0.manifestPath.contains(".tests[") }
        return module.file + (inArray ? " (its entry in \"tests\")" : "")
    }

    /// Whether the test target `name` has an object of its own in its manifest (the file's, or its entry in a
    /// module's `"tests": [...]`), where `"inputs"` goes; else it is a module's `"tests": true` or `{...}`.
    package func isDeclaredAlone(_ name: String) -> Bool {
        let target = manifests.modules.lazy.flatMap(\.allTargets).first { $0.targetName == name }
        return !(target?.manifestPath.hasSuffix(".tests") ?? false)
    }
}
