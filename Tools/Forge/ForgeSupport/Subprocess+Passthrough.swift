import Foundation

extension Subprocess {
    /// Runs `arguments[0]` with what it prints going to this process's standard error (its standard output
    /// too, so that a command whose own output is data, such as `forge test --format json`, stays parseable),
    /// and returns its exit status.
    package static func runShowingOutput(_ arguments: [String]) throws(LaunchFailure) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawnp(&child, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw LaunchFailure(reason: String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        // Exited: its code; killed by a signal: 128 plus the signal, as shells report it.
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
