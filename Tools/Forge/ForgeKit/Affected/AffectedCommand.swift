import Foundation

/// `forge affected --base <rev>`: what a change touches, for running only the tests it needs.
struct AffectedCommand {
    let root: URL
    let output: any TextOutput
    let errors: any TextOutput

    func run(base: String, tests: Bool, json: Bool) -> ExitCode {
        let validated = ValidatedManifests(root: root)
        guard let manifests = validated.manifests, validated.isValid else {
            validated.report(to: errors)
            return .failure
        }
        let changed: ChangedFiles
        do {
            changed = try ChangedFiles(root: root, base: base)
        } catch {
            errors.line("error: \(error.description)")
            return .failure
        }
        let affected = AffectedModules(changed: changed.paths, manifests: manifests)
        if json {
            struct Output: Encodable {
                let version: Int
                let base: String
                let changedFiles: [String]
                let everything: Bool
                let modules: [String]
                let tests: [String]
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let value = Output(
                version: 1, base: base, changedFiles: changed.paths, everything: affected.everything,
                modules: affected.modules, tests: affected.tests)
            output.write(((try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n")
        } else {
            for name in tests ? affected.tests : affected.modules { output.line(name) }
        }
        return .success
    }
}
