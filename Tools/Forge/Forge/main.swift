import ForgeKit
import Foundation

let code = ForgeCLI(
    arguments: Array(CommandLine.arguments.dropFirst()),
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
).run()
exit(code.rawValue)
