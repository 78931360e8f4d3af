import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds a file shipped with the program, wherever its executable runs from.
enum EmbeddedResource {
    /// The first of `<executable's folder>/../share/<installedIn>/<file>` (an installed program: the folder
    /// follows symbolic links, so `/usr/local/bin/movieland -> /opt/movieland/bin/movieland` works) and
    /// `<executable's folder>/<bundle>.resources/<file>` (a SwiftPM build) that exists.
    static func path(of file: String, installedIn folder: String, bundle: String) -> String? {
        guard let executable = runningExecutable() else { return nil }
        let binFolder = executable.deletingLastPathComponent()
        let candidates = [
            binFolder.deletingLastPathComponent().appendingPathComponent("share/\(folder)/\(file)"),
            binFolder.appendingPathComponent("\(bundle).resources/\(file)"),
        ]
        return candidates.first { access($0.path, F_OK) == 0 }?.standardizedFileURL.path
    }

    /// The running executable with symbolic links resolved: the kernel's own answer on Linux, the path it was
    /// started by elsewhere.
    private static func runningExecutable() -> URL? {
        #if os(Linux)
        if let resolved = realpath("/proc/self/exe", nil) {
            defer { free(resolved) }
            return URL(fileURLWithPath: String(cString: resolved))
        }
        #endif
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
    }
}
