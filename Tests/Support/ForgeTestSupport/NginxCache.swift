import Foundation

/// A real HTTP cache for the tests: Debian's nginx with WebDAV `PUT`, on 127.0.0.1 and a free port, in a
/// folder of its own; `/broken/` answers 500, and `/private/` answers 401 unless the request carries the bearer
/// token `NginxCache.token`, as a team's cache would. Stopped and removed when released.
package final class NginxCache {
    /// Where nginx is, when it is installed (`.ci/install-test-tools` installs it).
    package static let executable = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    package static var isInstalled: Bool { executable != nil }
    /// The token `/private/` asks for.
    package static let token = "s3cret-token"

    package let baseURL: String
    private let folder: URL
    private let process = Process()

    package init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("forge-nginx-\(UUID().uuidString)")
        for name in ["data", "tmp"] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            // The workers may run as another user; they write the entries.
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: url.path)
        }
        let port = try Self.freePort()
        baseURL = "http://127.0.0.1:\(port)"
        let configuration = """
            pid \(folder.path)/nginx.pid;
            error_log \(folder.path)/error.log;
            events {}
            http {
              access_log off;
              # Few requests per connection, so that a client's pipelined requests meet the close and resend.
              keepalive_requests 7;
              client_body_temp_path \(folder.path)/tmp;
              server {
                listen 127.0.0.1:\(port);
                root \(folder.path)/data;
                location /broken/ { return 500; }
                location /private/ {
                  if ($http_authorization != "Bearer \(Self.token)") { return 401; }
                  dav_methods PUT; create_full_put_path on;
                }
                location / { dav_methods PUT; create_full_put_path on; }
              }
            }
            """
        try configuration.write(to: folder.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: Self.executable ?? "nginx")
        process.arguments = [
            "-p", folder.path, "-c", folder.appendingPathComponent("nginx.conf").path, "-g", "daemon off;",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try Self.waitUntilListening(port, while: process)
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The entries nginx holds under `path`.
    package func entries(under path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("data/\(path)").path)) ?? []
    }

    /// Puts `content` at `path` in the folder nginx serves, as a PUT would.
    package func put(_ path: String, _ content: String) throws {
        let url = folder.appendingPathComponent("data/\(path)")
        // nginx's workers may run as another user, and write into the folders made here.
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o777])
        try content.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A port nothing listens on now: the kernel's choice for port 0.
    package static func freePort() throws -> UInt16 {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic -> Bool in
                bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
            }
        }
        guard bound else { throw CocoaError(.featureUnsupported) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Returns once something listens on `port`; throws when nginx ended first, or after two minutes (a hang
    /// guard: a loaded machine may take seconds to start it).
    private static func waitUntilListening(_ port: UInt16, while nginx: Process) throws {
        let deadline = Date().addingTimeInterval(120)
        while nginx.isRunning, Date() < deadline {
            let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = port.bigEndian
            let connected = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            close(socket)
            if connected { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw CocoaError(.fileReadUnknown)
    }
}
