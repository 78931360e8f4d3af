import Foundation
import ProcessRunner

/// Runs the built `movieland` with a data folder of its own (a temporary `XDG_DATA_HOME`), 100 columns wide and
/// without colour, as the end-to-end tests of the history and the watchlist do.
struct DataFolderRun {
    /// The folder holding `movieland/`, removed by `remove()`.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("movieland-data-\(UUID())")

    /// The history file in the data folder.
    var historyFile: URL { home.appendingPathComponent("movieland/history.tsv") }

    /// Runs `movieland arguments` in `home`.
    func callAsFunction(_ arguments: String...) throws -> BuiltProducts.Result {
        try run(arguments)
    }

    /// Runs `movieland arguments` in `home`.
    func run(_ arguments: [String]) throws -> BuiltProducts.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home.path
        environment["COLUMNS"] = "100"
        for name in ["FORCE_COLOR", "NO_COLOR", "MOVIELAND_SOURCE"] { environment.removeValue(forKey: name) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return try BuiltProducts.run("movieland", arguments, in: home, environment: environment)
    }

    /// Writes `text` to `name` in `home` and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let url = home.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func remove() {
        try? FileManager.default.removeItem(at: home)
    }
}
