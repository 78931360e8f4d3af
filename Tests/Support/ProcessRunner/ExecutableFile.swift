import Foundation

/// Test scripts that tests run, written so that running them cannot meet ETXTBSY ("Text file busy").
public enum ExecutableFile {
    /// Writes `content` as an executable file at `url` (a new file), copied into place by `install` in a
    /// process of its own: the test process never holds it open for writing, so no program another test thread
    /// starts meanwhile can inherit it open, which would make `execve` fail for as long as that program runs.
    public static func write(_ content: String, to url: URL) throws {
        let source = url.deletingLastPathComponent().appendingPathComponent(".source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try content.write(to: source, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
        install.arguments = ["-m", "755", source.path, url.path]
        try install.run()
        install.waitUntilExit()
        guard install.terminationStatus == 0 else { throw POSIXError(.EIO) }
    }
}
