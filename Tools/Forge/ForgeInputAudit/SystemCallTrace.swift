import Foundation

/// What a tree of processes did, read from `strace -ff -o <prefix>` (one file per process or thread, named
/// `<prefix>.<pid>`): the files each opened for reading and the programs each ran, with relative paths resolved
/// against the folder the process was in, and which processes descend from one that ran a given program.
package struct SystemCallTrace {
    /// One process or thread: what it ran and read, and the processes it started.
    package struct Process {
        var executed: [String] = []
        var read: [String] = []
        /// Paths it looked for or tried to run that did not exist (a program missing from the build).
        var missing: [String] = []
        /// The network addresses (`host:port`, IPv4 or IPv6) it tried to connect to, whether it reached them or not,
        /// or sent a datagram to.
        var connected: [String] = []
        var children: [Int] = []
    }

    private(set) var processes: [Int: Process] = [:]
    /// The processes nothing in the trace started: the command strace ran.
    private(set) var roots: [Int] = []

    /// Reads every `<prefix>.<pid>` file in `folder`; `directory` is the folder the traced command started in.
    package init(folder: URL, prefix: String, directory: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var lines: [Int: [Substring]] = [:]
        for name in names where name.hasPrefix(prefix + ".") {
            guard let pid = Int(name.dropFirst(prefix.count + 1)),
                let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            else { continue }
            lines[pid] = text.split(separator: "\n")
        }
        let started = Set(lines.values.flatMap { $0.compactMap(Self.startedProcess) })
        roots = lines.keys.filter { !started.contains($0) }.sorted()
        // Each process starts in the folder its parent was in when it started it.
        var queue = roots.map { (pid: $0, directory: directory) }
        while let (pid, start) = queue.popLast() {
            guard processes[pid] == nil, let pidLines = lines[pid] else { continue }
            var process = Process()
            var current = start
            for line in pidLines {
                apply(line, to: &process, directory: &current, queue: &queue)
            }
            processes[pid] = process
        }
    }

    /// The processes that ran a program `matching`, and every process they started, directly or not.
    package func descendants(ofProgramsMatching matching: (String) -> Bool) -> [Process] {
        var queue = processes.filter { $0.value.executed.contains(where: matching) }.map(\.key)
        var seen = Set(queue)
        var result: [Process] = []
        while let pid = queue.popLast() {
            guard let process = processes[pid] else { continue }
            result.append(process)
            for child in process.children where seen.insert(child).inserted { queue.append(child) }
        }
        return result
    }

    private func apply(
        _ line: Substring, to process: inout Process, directory: inout String,
        queue: inout [(pid: Int, directory: String)]
    ) {
        guard let call = SystemCall(line) else { return }
        switch call.name {
        case "clone", "clone3", "fork", "vfork":
            guard let child = Int(call.result) else { return }
            process.children.append(child)
            queue.append((child, directory))
        case "execve" where call.result == "0":
            if let path = call.path(argument: 0) { process.executed.append(Self.resolve(path, in: directory)) }
        case let name where call.error == "ENOENT" && Self.lookups.contains(name):
            let index = Self.pathFirst.contains(name) ? 0 : 1
            guard index == 0 || call.isRelativeToWorkingDirectory, let path = call.path(argument: index) else { return }
            process.missing.append(Self.resolve(path, in: directory))
        case "connect", "sendto", "sendmsg", "sendmmsg":
            if let address = Self.reached(by: call) { process.connected.append(address) }
        case "chdir" where call.result == "0":
            if let path = call.path(argument: 0) { directory = Self.resolve(path, in: directory) }
        case "open" where call.opensForReading(flagsArgument: 1):
            if let path = call.path(argument: 0) { process.read.append(Self.resolve(path, in: directory)) }
        case "openat" where call.opensForReading(flagsArgument: 2) && call.isRelativeToWorkingDirectory:
            if let path = call.path(argument: 1) { process.read.append(Self.resolve(path, in: directory)) }
        default:
            break
        }
    }

    /// The address a socket call reaches (traced with `--decode-fds=socket`, which labels a socket descriptor
    /// `11<TCP:[...]>` or `11<UDP:[local->peer]>`). A stream socket's `connect` tries the address. A datagram
    /// socket's `connect` sends nothing: programs connect one only to learn which route an address takes (Chromium
    /// and chromedriver so probe `[2001:4860:4860::8888]:443`), so a datagram counts when it is sent, to the
    /// address the call names or the peer it was connected to.
    private static func reached(by call: SystemCall) -> String? {
        let isDatagram = call.arguments.first?.contains("<UDP") == true
        switch call.name {
        case "connect": return isDatagram ? nil : call.socketAddress(argument: 1)
        case "sendto": return call.socketAddress(argument: 4) ?? (isDatagram ? call.datagramPeer : nil)
        default: return call.socketAddress(argument: 1) ?? (isDatagram ? call.datagramPeer : nil)
        }
    }

    /// The calls that look a path up or try to run it, whose ENOENT says a file is missing.
    package static let lookups: Set<String> = pathFirst.union(["faccessat", "faccessat2", "newfstatat", "statx"])
    /// Those whose path is their first argument; the others take a folder first.
    private static let pathFirst: Set<String> = ["execve", "access", "stat", "lstat"]

    /// The child a line's clone, fork or vfork started, if it is one that succeeded.
    private static func startedProcess(_ line: Substring) -> Int? {
        guard let call = SystemCall(line), ["clone", "clone3", "fork", "vfork"].contains(call.name) else { return nil }
        return Int(call.result)
    }

    /// `path` made absolute against `directory`, with `.` and `..` taken out.
    package static func resolve(_ path: String, in directory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
