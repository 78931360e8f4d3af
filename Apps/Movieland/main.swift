import Foundation

// The composition root: parse the command line, register every feature, run the command.
let status = await MovielandApp(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment
).run()
exit(status.rawValue)
