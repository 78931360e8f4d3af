import Foundation

/// Where Chromium and its WebDriver server, chromedriver, are installed, and what is missing when one is not.
///
/// Debian's packages put them at `/usr/bin/chromium` (`chromium`) and `/usr/bin/chromedriver`
/// (`chromium-driver`); `.ci/install-test-tools` installs both. Elsewhere they are looked up on `PATH`.
public struct BrowserInstallation: Sendable, Equatable {
    /// The browser, or nil when none was found.
    public let chromium: URL?
    /// The WebDriver server that drives it, or nil when none was found.
    public let chromedriver: URL?

    /// What this machine has, looked up once.
    public static let found = BrowserInstallation(environment: ProcessInfo.processInfo.environment)

    /// The browser and driver found on `PATH` (and in `/usr/bin`) of `environment`.
    public init(environment: [String: String], fileManager: FileManager = .default) {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        func executable(_ names: [String]) -> URL? {
            for name in names {
                for folder in folders where fileManager.isExecutableFile(atPath: folder + "/" + name) {
                    return URL(fileURLWithPath: folder).appendingPathComponent(name)
                }
            }
            return nil
        }
        self.init(
            chromium: executable(["chromium", "chromium-browser", "google-chrome"]),
            chromedriver: executable(["chromedriver"]))
    }

    /// The given executables, as found elsewhere.
    public init(chromium: URL?, chromedriver: URL?) {
        self.chromium = chromium
        self.chromedriver = chromedriver
    }

    /// Whether both are there, so the browser tests can run.
    public var isComplete: Bool { chromium != nil && chromedriver != nil }

    /// Why the browser tests cannot run here, with what to install (empty when nothing is missing).
    public var missing: String {
        let packages = [
            (chromium, "Chromium (Debian: chromium)"), (chromedriver, "chromedriver (Debian: chromium-driver)"),
        ]
        .filter { $0.0 == nil }.map(\.1)
        guard !packages.isEmpty else { return "" }
        return "headless browser tests skipped: \(packages.joined(separator: " and ")) not found on PATH;"
            + " install them with `apt-get install chromium chromium-driver` or run .ci/install-test-tools"
            + " (CI always has them)"
    }
}
