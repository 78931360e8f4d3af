import CatalogueDomainApi
import Commands
import Common
import PlainText

/// The person page's command, `person`, and how a parsed one becomes a route.
enum PersonCommands {
    static let role = Option.choice(
        "role", of: CreditRole.self, valueName: "ROLE",
        help: "Only the films in which they were actor, director, writer, composer or cinematographer.")

    static let person = CommandSpec(
        "person", summary: "Show a person's films by role, most voted first (an IMDb import's people).",
        arguments: [ArgumentSpec("person", help: "the person's IMDb id (nm0000158), or their name", isVariadic: true)],
        options: [role.spec, OutputFormat.jsonFlag.spec],
        discussion: """
            Names are matched as titles are: case and accents ignored, a typo forgiven. A name several people
            share, or a surname alone, lists them with the films they are best known for; choose one by id.

            Examples:
              movieland person keanu reeves
              movieland person nm0000158 --role director
              movieland person nolan
            """)

    static func route(for command: ParsedCommand) throws(UsageError) -> PersonRoute {
        let person = command.argumentText("person").trimmingWhitespace()
        guard !person.isEmpty else {
            throw UsageError("<person> is blank: give an IMDb id (nm0000158) or a name", invocation: "movieland person")
        }
        return .person(person, role: command[role], format: OutputFormat(command))
    }
}
