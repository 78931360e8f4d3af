import ForgeSupport
import Foundation

/// A results store on an HTTP cache, with the protocol of Bazel's and Gradle's HTTP caches: `GET <base>/<key>`
/// answers 200 with the entry or 404, `PUT <base>/<key>` writes it. nginx with WebDAV serves it, as does any
/// such cache. Transfers go through `curl`; a bearer token (`FORGE_CACHE_TOKEN`) is handed to it in a private
/// configuration file, never on a command line and never printed.
///
/// A store that cannot be reached or answers anything else is a warning, once: from then on it is not asked
/// again, and every target runs.
final class HTTPTestResultStore: TestResultStore {
    let baseURL: String
    private let token: String?
    /// Set after the first failure, which was reported: the store is not asked again.
    private var unavailable = false

    init(baseURL: String, token: String?) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
    }

    func read(_ key: String, warning: inout String?) -> Data? {
        guard !unavailable else { return nil }
        let body = temporaryFile()
        defer { try? FileManager.default.removeItem(at: body) }
        switch transfer(["--output", body.path], key: key) {
        case .answered(200):
            return FileManager.default.contents(atPath: body.path)
        case .answered(404):
            return nil
        case .answered(let status):
            warning = give(up: "answered HTTP \(status)")
            return nil
        case .unreachable(let reason):
            warning = give(up: reason)
            return nil
        }
    }

    func write(_ data: Data, to key: String) -> String? {
        guard !unavailable else { return nil }
        let body = temporaryFile()
        defer { try? FileManager.default.removeItem(at: body) }
        guard (try? data.write(to: body)) != nil else {
            return "cannot write a temporary file to send \(key)"
        }
        switch transfer(["--upload-file", body.path, "--output", "/dev/null"], key: key) {
        case .answered(let status) where (200..<300).contains(status):
            return nil
        case .answered(let status):
            return give(up: "answered HTTP \(status) to a PUT")
        case .unreachable(let reason):
            return give(up: reason)
        }
    }

    private enum Answer {
        case answered(Int)
        case unreachable(String)
    }

    /// Marks the store unavailable and words the warning.
    private func give(up reason: String) -> String {
        unavailable = true
        return "the test results store \(Self.redacted(baseURL)) \(reason); every test target runs"
    }

    /// One request with curl: its HTTP status, or why there was none.
    private func transfer(_ arguments: [String], key: String) -> Answer {
        var command = ["curl", "--silent", "--show-error", "--max-time", "20", "--write-out", "%{http_code}"]
        var configuration: URL?
        defer { configuration.map { try? FileManager.default.removeItem(at: $0) } }
        if let token {
            // A control character would end the header line and start a curl option of the token's choosing.
            guard !token.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return .unreachable(
                    "cannot be asked: FORGE_CACHE_TOKEN holds a control character; set it to the token alone")
            }
            guard let written = writeConfiguration(token) else {
                return .unreachable("cannot be asked: the token's curl configuration cannot be written")
            }
            configuration = written
            command += ["--config", written.path]
        }
        command += arguments + ["\(baseURL)/\(key)"]
        guard let result = try? Subprocess.run(command) else { return .unreachable("cannot run curl; install it") }
        let status = Int(String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespaces)) ?? 0
        guard result.status == 0, status > 0 else {
            let reason = String(decoding: result.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .unreachable("cannot be reached (\(reason.isEmpty ? "curl exit \(result.status)" : reason))")
        }
        return .answered(status)
    }

    /// A curl configuration readable only by this user, holding the authorization header; nil when it cannot
    /// be written.
    private func writeConfiguration(_ token: String) -> URL? {
        let url = temporaryFile()
        let quoted = token.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let written = FileManager.default.createFile(
            atPath: url.path, contents: Data("header = \"Authorization: Bearer \(quoted)\"\n".utf8),
            attributes: [.posixPermissions: 0o600])
        return written ? url : nil
    }

    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("forge-test-store-\(UUID().uuidString)")
    }

    /// The URL without a user or password, for messages.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.user != nil || components.password != nil
        else { return url }
        components.user = nil
        components.password = nil
        return components.string ?? url
    }
}
