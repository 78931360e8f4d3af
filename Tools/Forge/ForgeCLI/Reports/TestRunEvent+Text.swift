import ForgeDiagnostics
import ForgeSupport
import ForgeTestRun
import Foundation

extension TestRunEvent {
    /// Shows the event on standard error as `forge test` does while it works: a program's output byte for byte as
    /// it comes, the rest as lines.
    func show(on errors: any TextOutput) {
        switch self {
        case .manifestsChecked(let validated): errors.report(validated)
        case .childOutput(let bytes): Self.echo(bytes)
        case .resolvingDependencies:
            errors.line("forge test: no Package.resolved; resolving the dependencies as swift test would")
        case .resolutionFailed:
            errors.line(
                "warning: swift package resolve failed, so the hashes say the dependencies are unresolved; "
                    + "the build will say why")
        case .cleanBuild(let configuration):
            errors.line(
                "forge test: a module map, C header or binary target changed since the last build, which SwiftPM's "
                    + "incremental build may miss; building \(configuration) from clean")
        case .snippetDoesNotCompile(let snippet):
            errors.line(
                "forge test: the snippet \(snippet) does not compile; SwiftPM builds every snippet with the tests, "
                    + "so swift test fails on it too")
        case .warning(let warning): errors.line("warning: \(warning)")
        case .problem(let finding): errors.report(finding)
        }
    }

    /// A program's output goes to this process's standard error unchanged (it may end inside a character).
    private static func echo(_ bytes: ArraySlice<UInt8>) {
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
