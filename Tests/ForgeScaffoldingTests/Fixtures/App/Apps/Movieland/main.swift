import Foundation

let status = await MovielandApp(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(status.rawValue)
