import SystemIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The composition root: parse the command line, register every feature, run the command on the main actor,
// whose queue `MainQueueLoop` serves.
//
// SIGINT, SIGTERM and SIGHUP end movieland (the interactive mode catches them to restore the terminal) even when
// the parent left them blocked; its network helpers end with it, at the end of their input.
SignalWatcher.unblock([SIGINT, SIGTERM, SIGHUP])
// `--version` first needs nothing of the app: no command tree, no environment, no task (the parser, which
// answers it anywhere before `--`, gives the same line).
if CommandLine.arguments.dropFirst().first == "--version" {
    try? FileDescriptor.standardOutput.write("\(MovielandApp.programName) \(MovielandApp.version)\n".utf8)
    exit(0)
}
Task { @MainActor in
    let status = await MovielandApp(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: .process
    ).run()
    exit(status.rawValue)
}
MainQueueLoop.run()
