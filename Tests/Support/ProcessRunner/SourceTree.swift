import Foundation

/// Where the checkout's files are, for tests that read them by path.
public enum SourceTree {
    /// The folder `forge test` builds its package in, whose links lead to the repository's entries.
    static let selectedPackage = "/.build/forge/selected/"

    /// `file` (a `#filePath`) in the checkout the tests run against. Under `forge test`, which compiles through
    /// the links of `.build/forge/selected` and may run tests another checkout built (a bundle), that is the same
    /// path below `FORGE_SOURCE_ROOT`; otherwise `file` itself, links resolved.
    public static func url(
        of file: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let root = environment["FORGE_SOURCE_ROOT"], !root.isEmpty, let marker = file.range(of: selectedPackage) {
            return URL(fileURLWithPath: root).appendingPathComponent(String(file[marker.upperBound...]))
        }
        return URL(fileURLWithPath: file).resolvingSymlinksInPath()
    }
}
