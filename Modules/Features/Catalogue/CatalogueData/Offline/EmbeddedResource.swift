import Foundation

/// Finds a file shipped with the program, wherever its executable runs from.
enum EmbeddedResource {
    /// The first of `<executable's folder>/../share/<installedIn>/<file>` (an installed program: the folder
    /// follows symbolic links, so `/usr/local/bin/movieland -> /opt/movieland/bin/movieland` works) and
    /// `<executable's folder>/<bundle>.resources/<file>` (a SwiftPM build) that exists.
    static func path(of file: String, installedIn folder: String, bundle: String) -> String? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let binFolder = executable.deletingLastPathComponent()
        let candidates = [
            binFolder.deletingLastPathComponent().appendingPathComponent("share/\(folder)/\(file)"),
            binFolder.appendingPathComponent("\(bundle).resources/\(file)"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.standardizedFileURL.path
    }
}
