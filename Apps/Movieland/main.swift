import SystemIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The composition root: parse the command line, register every feature, run the command on the main actor,
// whose queue `MainQueueLoop` serves.
Task { @MainActor in
    let status = await MovielandApp(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.variables()
    ).run()
    exit(status.rawValue)
}
MainQueueLoop.run()
