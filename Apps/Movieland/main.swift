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
Task { @MainActor in
    let status = await MovielandApp(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.variables()
    ).run()
    exit(status.rawValue)
}
MainQueueLoop.run()
