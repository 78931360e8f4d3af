import Foundation

/// Runs a program and collects what it writes, with `posix_spawnp` and `waitpid`: forge's one way of running
/// git, SwiftPM and swift-format.
///
/// Foundation's `Process.waitUntilExit` polls its run loop every 50 ms on Linux, which doubled the time of
/// `forge affected` (two git calls) on a 1,000-module repository; this returns as soon as the child exits.
/// Standard input is `/dev/null`, and both output pipes are drained together, so a long stream of warnings
/// on one never blocks the child.
package enum Subprocess {
    /// What a finished program left behind.
    package struct Result {
        package let status: Int32
        package let output: [UInt8]
        package let errors: [UInt8]
    }

    /// The program could not be started (not found, not executable); `reason` is the system's.
    package struct LaunchFailure: Error {
        package let reason: String
    }

    /// Runs `arguments[0]` (a path, or a name looked up on `PATH`) with the rest as its arguments, and waits
    /// for it.
    package static func run(_ arguments: [String]) throws(LaunchFailure) -> Result {
        try runAll([arguments])[0]
    }

    /// Starts every command at once, then collects them all: independent questions (two git calls) cost
    /// the slowest one, with no thread of ours waiting on each. Results are in the order of `commands`.
    package static func runAll(_ commands: [[String]]) throws(LaunchFailure) -> [Result] {
        var children: [Child] = []
        defer { children.forEach { $0.closePipes() } }
        for arguments in commands {
            do {
                children.append(try Child(arguments))
            } catch {
                // Whatever started is still collected, so no zombie or open pipe is left behind.
                _ = collect(children)
                throw error
            }
        }
        return collect(children)
    }

    /// Starts `arguments[0]` (a path, or a name looked up on `PATH`) with standard input from `/dev/null` and its
    /// output and errors written to the given descriptors, which the child closes (with `closing`) after
    /// duplicating them; its process id, or why it could not start.
    static func spawn(
        _ arguments: [String], standardOutput: Int32, standardError: Int32, closing: [Int32]
    ) -> Swift.Result<pid_t, LaunchFailure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, standardError, STDERR_FILENO)
        for descriptor in Set(closing) { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawnp(&child, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { return .failure(LaunchFailure(reason: String(cString: strerror(spawned)))) }
        return .success(child)
    }

    /// A started program and the read ends of its output pipes.
    private struct Child {
        let pid: pid_t
        let output: Int32
        let errors: Int32

        init(_ arguments: [String]) throws(LaunchFailure) {
            var outputPipe: [Int32] = [0, 0]
            var errorPipe: [Int32] = [0, 0]
            guard pipe(&outputPipe) == 0 else { throw LaunchFailure(reason: String(cString: strerror(errno))) }
            guard pipe(&errorPipe) == 0 else {
                let reason = String(cString: strerror(errno))
                outputPipe.forEach { close($0) }
                throw LaunchFailure(reason: reason)
            }
            let spawned = Subprocess.spawn(
                arguments, standardOutput: outputPipe[1], standardError: errorPipe[1], closing: outputPipe + errorPipe)
            close(outputPipe[1])
            close(errorPipe[1])
            switch spawned {
            case .success(let child):
                pid = child
            case .failure(let failure):
                close(outputPipe[0])
                close(errorPipe[0])
                throw failure
            }
            output = outputPipe[0]
            errors = errorPipe[0]
        }

        func closePipes() {
            close(output)
            close(errors)
        }
    }

    /// Drains every child's pipes together (so none stalls on a full pipe while another is read), then
    /// waits for each to exit.
    private static func collect(_ children: [Child]) -> [Result] {
        var outputs = Array(repeating: [UInt8](), count: children.count)
        var errors = outputs
        // Each open descriptor with the child it belongs to and whether it is standard output.
        var open = children.enumerated().flatMap { index, child in
            [(fd: child.output, child: index, isOutput: true), (fd: child.errors, child: index, isOutput: false)]
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            guard poll(&polled, nfds_t(polled.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for (entry, stream) in zip(polled, open) where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if stream.isOutput {
                        outputs[stream.child] += buffer[..<count]
                    } else {
                        errors[stream.child] += buffer[..<count]
                    }
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0.fd == entry.fd }
                }
            }
        }
        return children.indices.map { index in
            var status: Int32 = 0
            while waitpid(children[index].pid, &status, 0) < 0 && errno == EINTR {}
            // WIFEXITED / WEXITSTATUS, which Swift does not import: the low 7 bits are the signal, if any.
            let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            return Result(status: exitStatus, output: outputs[index], errors: errors[index])
        }
    }
}
