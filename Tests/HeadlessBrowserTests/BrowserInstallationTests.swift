import Foundation
import HeadlessBrowser
import Testing

/// Finding Chromium and chromedriver, and saying what is missing (no browser needed).
@Suite struct BrowserInstallationTests {
    @Test func bothFoundOnThePathMakeItComplete() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("browsers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["chromium", "chromedriver"] {
            let file = folder.appendingPathComponent(name)
            #expect(FileManager.default.createFile(atPath: file.path, contents: Data("#!/bin/sh\n".utf8)))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        let installation = BrowserInstallation(environment: ["PATH": folder.path])
        #expect(installation.chromium?.path == folder.appendingPathComponent("chromium").path)
        #expect(installation.chromedriver?.path == folder.appendingPathComponent("chromedriver").path)
        #expect(installation.isComplete)
        #expect(installation.missing.isEmpty)
    }

    @Test func whatIsMissingIsNamedWithTheDebianPackageToInstall() {
        let onlyChromium = BrowserInstallation(chromium: URL(fileURLWithPath: "/usr/bin/chromium"), chromedriver: nil)
        #expect(!onlyChromium.isComplete)
        #expect(onlyChromium.missing.contains("chromedriver (Debian: chromium-driver)"))
        #expect(!onlyChromium.missing.contains("Chromium (Debian: chromium)"))
        #expect(onlyChromium.missing.contains(".ci/install-test-tools"))
        let neither = BrowserInstallation(chromium: nil, chromedriver: nil)
        #expect(neither.missing.contains("Chromium (Debian: chromium) and chromedriver (Debian: chromium-driver)"))
    }

    @Test func startingWithoutABrowserSaysWhatIsMissing() async {
        let neither = BrowserInstallation(chromium: nil, chromedriver: nil)
        await #expect(throws: HeadlessBrowserError.notInstalled(missing: neither.missing)) {
            _ = try await HeadlessBrowser(installation: neither)
        }
    }
}
