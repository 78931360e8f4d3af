import CatalogueDomainApi
import DesignSystem
import Terminal

/// A failure that names the films a person may have meant, as the commands that take a film write it.
public enum FilmChoiceLines {
    /// `movieland: <message>`, then each of `choices` on a line of its own: its id, then "Title (year)".
    public static func failure(_ message: String, choices: [FilmChoice], program: String) -> String {
        let lines =
            [Console.failureLine(message, program: program)]
            + choices.map { "  \(DisplayWidth.pad($0.movieID, to: 6)) " + TitleText.named($0.title, year: $0.year) }
        return lines.joined(separator: "\n")
    }
}
