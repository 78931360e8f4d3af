import PlainText
import Terminal

/// A failure that names the films a person may have meant, as the commands that take a film write it.
public enum FilmChoiceLines {
    /// `movieland: <message>`, then each of `choices` on a line of its own: its id, then its name ("Title (year)").
    public static func failure(_ message: String, choices: [(id: String, name: String)], program: String) -> String {
        let lines =
            [Console.failureLine(message, program: program)]
            + choices.map { "  \(DisplayWidth.pad($0.id, to: 6)) " + $0.name }
        return lines.joined(separator: "\n")
    }
}
