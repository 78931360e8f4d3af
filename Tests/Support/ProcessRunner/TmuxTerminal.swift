import Foundation

/// A real terminal for end-to-end tests: a detached tmux session on a private server, that a test
/// types into and reads the screen of. The server is killed when the value is released.
public final class TmuxTerminal {
    /// Why a tmux command failed, with what it printed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with what the terminal showed or tmux printed.
        public let description: String
    }

    private let socket = "movieland-test-\(UUID().uuidString.prefix(8))"
    /// Whether tmux is installed (the terminal tests need it: `apt-get install tmux`).
    public static var isAvailable: Bool {
        (try? run(["-V"])) != nil
    }

    /// Starts `command` (run by `sh -c`) in a `width` x `height` terminal.
    public init(command: String, width: Int = 100, height: Int = 30) throws {
        try tmux(
            "new-session", "-d", "-x", String(width), "-y", String(height), "-e", "TERM=xterm-256color", command)
    }

    deinit {
        _ = try? tmux("kill-server")
    }

    /// Types `text` as it is (no key names).
    public func type(_ text: String) throws {
        try tmux("send-keys", "-l", text)
    }

    /// Presses keys by tmux's names: "Down", "Enter", "Escape", "C-c".
    public func press(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// What the terminal shows now, one line per row.
    public func screen() throws -> String {
        try tmux("capture-pane", "-p")
    }

    /// Changes the window's size, as a person dragging its corner would.
    public func resize(width: Int, height: Int) throws {
        try tmux("resize-window", "-x", String(width), "-y", String(height))
    }

    /// Whether the program is on the alternate screen.
    public func isOnAlternateScreen() throws -> Bool {
        try tmux("display-message", "-p", "#{alternate_on}").trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Waits until the screen shows `text` (a program redraws when it is ready, not at a fixed
    /// time); throws with the last screen after `timeout` seconds.
    @discardableResult
    public func waitFor(_ text: String, timeout: TimeInterval = 30) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var shown = ""
        while Date() < deadline {
            shown = try screen()
            if shown.contains(text) { return shown }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "the terminal never showed \"\(text)\"; it shows:\n\(shown)")
    }

    @discardableResult
    private func tmux(_ arguments: String...) throws -> String {
        try tmux(arguments)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run(["-L", socket, "-f", "/dev/null"] + arguments)
    }

    /// Runs tmux with posix_spawn and waitpid rather than `Process`: Foundation learns that a
    /// child ended when a socket the child inherited closes, and the tmux server that
    /// `new-session` forks keeps it open, so `Process.waitUntilExit` would never return.
    private static func run(_ arguments: [String]) throws -> String {
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: capture) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capture.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The test runner's threads block most signals, and a child inherits that mask: unblocked
        // and default signals, or the server and its panes would not die on kill-server or SIGHUP.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let cArguments = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, cArguments, environ)
        guard spawned == 0 else {
            throw Failure(description: "cannot start tmux: \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOf: capture, encoding: .utf8)) ?? ""
        // Exited normally (low 7 bits zero) with status 0 (the next byte).
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}
