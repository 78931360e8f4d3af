import ForgeSupport
import Foundation

/// A results store on an HTTP cache, with the protocol of Bazel's and Gradle's HTTP caches: `GET <base>/<key>`
/// answers 200 with the entry or 404, `PUT <base>/<key>` writes it; nginx with WebDAV serves it. Transfers go
/// through `curl`, many keys in one `curl --parallel`; a bearer token (`FORGE_CACHE_TOKEN`) is handed to it in a
/// private configuration file, never on a command line and never printed.
///
/// A store that cannot be reached or answers anything else is a warning, once: from then on it is not asked
/// again, and every target runs.
package final class HTTPTestResultStore: TestResultStore {
    package let baseURL: String
    private let token: String?
    /// Set after the first failure, which was reported: the store is not asked again.
    private var unavailable = false

    package init(baseURL: String, token: String?) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
    }

    package func read(_ key: String, warning: inout String?) -> Data? {
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

    /// Every key at once: over plain HTTP, pipelined on a few kept-alive connections of forge's own
    /// (`PipelinedHTTPClient`); over HTTPS, in one `curl --parallel`, whose transfers share a pool of connections
    /// (up to `parallelTransfers` at once). A key at a time paid a process and a connection each.
    package func read(_ keys: [String], warning: inout String?) -> [String: Data] {
        guard !unavailable, !keys.isEmpty else { return [:] }
        if let (client, prefix) = PipelinedHTTPClient.forURL(baseURL, headers: []) {
            return readPipelined(keys, client: client, prefix: prefix, warning: &warning)
        }
        let folder = temporaryFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            warning = give(up: "cannot be asked: a temporary folder for its answers cannot be made")
            return [:]
        }
        let requests = keys.indices.flatMap { index in
            [
                "url = \(Self.quoted("\(baseURL)/\(keys[index])"))",
                "output = \(Self.quoted(folder.appendingPathComponent("\(index)").path))",
            ]
        }
        let arguments = [
            "--parallel", "--parallel-max", "\(Self.parallelTransfers)", "--write-out", "%{urlnum} %{http_code}\\n",
        ]
        switch curl(arguments, configuration: requests) {
        case .failed(let reason):
            warning = give(up: reason)
            return [:]
        case .finished(let output, _):
            return collect(output, keys: keys, folder: folder, warning: &warning)
        }
    }

    private func readPipelined(
        _ keys: [String], client: PipelinedHTTPClient, prefix: String, warning: inout String?
    ) -> [String: Data] {
        var client = client
        switch authorization() {
        case .failure(let failure):
            warning = give(up: failure.reason)
            return [:]
        case .success(let header):
            client.headers = header.map { [$0] } ?? []
        }
        let responses: [PipelinedHTTPClient.Response]
        do {
            responses = try client.get(keys.map { prefix + "/" + $0 })
        } catch {
            warning = give(up: error.reason)
            return [:]
        }
        var found: [String: Data] = [:]
        for (key, response) in zip(keys, responses) {
            switch response.status {
            case 200: found[key] = Data(response.body)
            case 404: continue
            default:
                warning = give(up: "answered HTTP \(response.status)")
                return [:]
            }
        }
        return found
    }

    /// The bearer token's header line, when there is a token; a token that would end the line is refused.
    private func authorization() -> Result<String?, PipelinedHTTPClient.Failure> {
        guard let token else { return .success(nil) }
        // A control character would end the header line and start a header (or a curl option) of its choosing.
        guard !token.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .failure(
                .init(reason: "cannot be asked: FORGE_CACHE_TOKEN holds a control character; set it to the token alone")
            )
        }
        return .success("Authorization: Bearer \(token)")
    }

    /// How many transfers one `read(_:)` runs at once.
    package static let parallelTransfers = 64

    /// The bodies of the keys answered 200, from curl's `<index> <status>` lines; any other answer, or a key
    /// without one, gives the store up.
    private func collect(_ output: String, keys: [String], folder: URL, warning: inout String?) -> [String: Data] {
        var statuses: [Int: Int] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, let index = Int(fields[0]), let status = Int(fields[1]) { statuses[index] = status }
        }
        var found: [String: Data] = [:]
        for index in keys.indices {
            switch statuses[index] {
            case 200?:
                found[keys[index]] = FileManager.default.contents(
                    atPath: folder.appendingPathComponent("\(index)").path)
            case 404?: continue
            case let status? where status > 0:
                warning = give(up: "answered HTTP \(status)")
                return [:]
            default:
                warning = give(up: "cannot be reached (no answer for \(keys[index]))")
                return [:]
            }
        }
        return found
    }

    package func write(_ data: Data, to key: String) -> String? {
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

    package func upload(_ file: URL, to key: String) -> String? {
        guard !unavailable else { return nil }
        switch transfer(["--upload-file", file.path, "--output", "/dev/null"], key: key, seconds: Self.fileSeconds) {
        case .answered(let status) where (200..<300).contains(status): return nil
        case .answered(let status): return give(up: "answered HTTP \(status) to a PUT of \(key)")
        case .unreachable(let reason): return give(up: reason)
        }
    }

    package func download(_ key: String, to file: URL, warning: inout String?) -> Bool {
        guard !unavailable else { return false }
        let partial = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).part")
        defer { try? FileManager.default.removeItem(at: partial) }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch transfer(["--output", partial.path], key: key, seconds: Self.fileSeconds) {
        case .answered(200):
            try? FileManager.default.removeItem(at: file)
            return (try? FileManager.default.moveItem(at: partial, to: file)) != nil
        case .answered(404): return false
        case .answered(let status): warning = give(up: "answered HTTP \(status)")
        case .unreachable(let reason): warning = give(up: reason)
        }
        return false
    }

    /// How long a transfer of a file (a test bundle, hundreds of megabytes) may take, in seconds.
    package static let fileSeconds = 900

    private enum Answer {
        case answered(Int)
        case unreachable(String)
    }

    /// Marks the store unavailable and words the warning.
    private func give(up reason: String) -> String {
        unavailable = true
        return "the test results store \(Self.redacted(baseURL)) \(reason); every test target runs"
    }

    /// One request with curl, given `seconds` at most: its HTTP status, or why there was none.
    private func transfer(_ arguments: [String], key: String, seconds: Int = 20) -> Answer {
        let command = ["--max-time", "\(seconds)"] + arguments + ["--write-out", "%{http_code}", "\(baseURL)/\(key)"]
        switch curl(command, configuration: []) {
        case .failed(let reason):
            return .unreachable(reason)
        case .finished(let output, let errors):
            let status = Int(output.trimmingCharacters(in: .whitespaces)) ?? 0
            guard status > 0 else {
                return .unreachable("cannot be reached (\(errors.isEmpty ? "no answer" : errors))")
            }
            return .answered(status)
        }
    }

    private enum CurlRun {
        /// curl ran: what it wrote on standard output, and on standard error (trimmed).
        case finished(output: String, errors: String)
        /// curl could not run or reached nothing: why.
        case failed(String)
    }

    /// Runs curl with `arguments` and a private configuration file holding `configuration`'s lines, and the
    /// bearer token's header when there is one.
    private func curl(_ arguments: [String], configuration: [String]) -> CurlRun {
        var lines = configuration
        switch authorization() {
        case .failure(let failure): return .failed(failure.reason)
        case .success(let header): if let header { lines.insert("header = \(Self.quoted(header))", at: 0) }
        }
        // The last --max-time given wins: a transfer's own comes after this default.
        var command = ["curl", "--silent", "--show-error", "--max-time", "20"]
        var file: URL?
        defer { file.map { try? FileManager.default.removeItem(at: $0) } }
        if !lines.isEmpty {
            guard let written = writeConfiguration(lines) else {
                return .failed("cannot be asked: curl's private configuration cannot be written")
            }
            file = written
            command += ["--config", written.path]
        }
        guard let result = try? Subprocess.run(command + arguments) else {
            return .failed("cannot run curl; install it")
        }
        let output = String(decoding: result.output, as: UTF8.self)
        let errors = String(decoding: result.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // With --parallel curl exits non-zero when one transfer failed; the lines say which.
        guard result.status == 0 || !output.isEmpty else {
            return .failed("cannot be reached (\(errors.isEmpty ? "curl exit \(result.status)" : errors))")
        }
        return .finished(output: output, errors: errors)
    }

    /// A curl configuration readable only by this user; nil when it cannot be written.
    private func writeConfiguration(_ lines: [String]) -> URL? {
        let url = temporaryFile()
        let written = FileManager.default.createFile(
            atPath: url.path, contents: Data((lines.joined(separator: "\n") + "\n").utf8),
            attributes: [.posixPermissions: 0o600])
        return written ? url : nil
    }

    /// `text` as a double-quoted value of a curl configuration file.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("forge-test-store-\(UUID().uuidString)")
    }

    /// The URL without a user or password, for messages.
    package static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.user != nil || components.password != nil
        else { return url }
        components.user = nil
        components.password = nil
        return components.string ?? url
    }
}
