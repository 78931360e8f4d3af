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
        // Joined as text: `URL.appendingPathComponent` parses the URL again each time, a measurable part of a
        // search's start-up.
        guard let executable = runningExecutable() else { return nil }
        let binFolder = parent(of: executable)
        let candidates = [
            parent(of: binFolder) + "/share/\(folder)/\(file)", binFolder + "/\(bundle).resources/\(file)",
        ]
        return candidates.first { access($0, F_OK) == 0 }
    }

    /// The folder holding `path`, an absolute path without "." or ".." ("" for the root).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The running executable's absolute path with symbolic links resolved: the kernel's own answer on Linux,
    /// the path it was started by elsewhere.
    private static func runningExecutable() -> String? {
        #if os(Linux)
        if let resolved = realpath("/proc/self/exe", nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        #endif
        return CommandLine.arguments.first.map {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path
        }
    }
}
