import Foundation
import HTTPTestServer
import OffThePool
import ProcessRunner
import Testing

/// The `movieland-network` helper ends with movieland, however movieland ends: killed (SIGKILL, SIGTERM) in the
/// middle of a request to a server that never answers, or quit with Ctrl-C in the interactive mode. It watches
/// its standard input, whose other end movieland holds until the transfer is over. "With movieland" is within
/// 10 s of it: a helper that waited for the answer would end only when its request's 15 s without progress were
/// up (the server answers after a minute), and a machine under load, or a test traced by `forge test
/// --audit-inputs`, can take seconds to run and reap a process.
@Suite(.serialized, .offThePool) struct HelperLifetimeEndToEndTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "movieland-lifetime-\(UUID().uuidString)")

    /// A server that accepts each request and answers only after a minute.
    private static func silentServer() throws -> HTTPTestServer {
        try HTTPTestServer { _ in
            var response = ScriptedResponse.json("{}")
            response.delay = 60
            return response
        }
    }

    private func environment(server: HTTPTestServer) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        environment["MOVIELAND_CACHE"] = "off"
        environment["MOVIELAND_TMDB_URL"] = server.baseURL.absoluteString
        environment["TMDB_API_TOKEN"] = "eyJ.lifetime"
        environment.removeValue(forKey: "MOVIELAND_SOURCE")
        return environment
    }

    @Test(arguments: [SIGKILL, SIGTERM])
    func theHelperEndsWhenMovielandIsKilled(by signal: Int32) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let server = try Self.silentServer()
        defer { server.stop() }
        let movieland = Process()
        movieland.executableURL = BuiltProducts.directory.appendingPathComponent("movieland")
        movieland.arguments = ["--source", "tmdb", "search", "matrix"]
        movieland.environment = environment(server: server)
        movieland.standardOutput = FileHandle.nullDevice
        movieland.standardError = FileHandle.nullDevice
        try movieland.run()
        let helper = try #require(Processes.child(of: movieland.processIdentifier, named: "movieland-netwo"))
        kill(movieland.processIdentifier, signal)
        // Timed from the kill: Foundation's `waitUntilExit` also waits for what inherited movieland's files.
        let gone = Processes.waitUntilGone(helper, seconds: 10)
        movieland.waitUntilExit()
        #expect(gone, "the helper \(helper) outlived movieland by 10 s")
    }

    @Test func ctrlCInTheInteractiveModeEndsTheHelperOfASearchUnderWay() throws {
        guard TmuxTerminal.isAvailable else {
            Issue.record("the terminal tests need tmux: install it (apt-get install tmux); .ci/run does")
            return
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let server = try Self.silentServer()
        defer { server.stop() }
        let binary = BuiltProducts.directory.appendingPathComponent("movieland").path
        let terminal = try TmuxTerminal(
            command: """
                cd '\(folder.path)' && sh -c 'echo $$ > app.pid; exec env XDG_DATA_HOME="$PWD/data" NO_COLOR= CI= \
                MOVIELAND_CACHE=off MOVIELAND_TMDB_URL=\(server.baseURL.absoluteString) TMDB_API_TOKEN=eyJ.tty \
                "\(binary)" --source tmdb'; echo "EXIT=$?"; sleep 600
                """)
        try terminal.waitFor("Search: type a title")
        try terminal.type("matrix")
        let text = try String(contentsOf: folder.appendingPathComponent("app.pid"), encoding: .utf8)
        let app = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        let helper = try #require(Processes.child(of: app, named: "movieland-netwo"))
        try terminal.press("C-c")
        try terminal.waitFor("EXIT=0")
        #expect(Processes.waitUntilGone(helper, seconds: 10), "the helper \(helper) outlived movieland by 10 s")
    }
}

/// Processes as /proc shows them.
private enum Processes {
    /// The child of `parent` whose name (`comm`, cut to 15 bytes) is `name`, once it has started; nil when the
    /// parent ends first, or after two minutes (a hang guard: a loaded machine may take seconds to start both).
    static func child(of parent: pid_t, named name: String) -> pid_t? {
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, isRunning(parent) {
            let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { pid_t($0) } ?? []
            for pid in pids {
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")"), let open = stat.firstIndex(of: "(")
                else { continue }
                let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
                if String(stat[stat.index(after: open)..<close]) == name, fields.count > 1, pid_t(fields[1]) == parent {
                    return pid
                }
            }
            usleep(20_000)
        }
        return nil
    }

    /// Whether `pid` is gone (or only a zombie left for init to reap) within `seconds`.
    static func waitUntilGone(_ pid: pid_t, seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            guard isRunning(pid) else { return true }
            usleep(5_000)
        } while Date() < deadline
        return false
    }

    /// Whether `pid` is a process that has not ended (neither gone nor a zombie).
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return !stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
    }
}
