import ForgeCLI
import Foundation

let code = ForgeProgram(
    arguments: Array(CommandLine.arguments.dropFirst()),
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
).run()
exit(code.rawValue)
