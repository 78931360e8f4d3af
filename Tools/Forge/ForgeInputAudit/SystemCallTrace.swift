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
        /// or sent a datagram to; a datagram socket connected and closed with nothing sent is no connection.
        var connected: [String] = []
        /// Its datagram sockets, until they are closed.
        var datagrams = DatagramSockets()
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
            process.connected += process.datagrams.leftOpen
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
        case "socket", "connect", "sendto", "sendmsg", "sendmmsg", "close":
            applyNetwork(call, to: &process)
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

    /// Follows a socket call: a connection is an address connected to, or a datagram sent (see `DatagramSockets`).
    private func applyNetwork(_ call: SystemCall, to process: inout Process) {
        guard let descriptor = call.arguments.first else { return }
        switch call.name {
        case "socket":
            process.datagrams.opened(by: call)
        case "connect":
            guard let address = call.socketAddress(argument: 1),
                let reached = process.datagrams.connect(descriptor, to: address)
            else { return }
            process.connected.append(reached)
        case "close":
            process.datagrams.close(descriptor)
        default:
            let named = call.socketAddress(argument: call.name == "sendto" ? 4 : 1)
            if let reached = process.datagrams.send(on: descriptor, to: named) { process.connected.append(reached) }
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
