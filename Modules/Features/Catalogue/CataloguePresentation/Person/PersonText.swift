import CatalogueDomainApi
import PlainText

/// How people and their parts in films read in text.
enum PersonText {
    /// "Neo", "Neo / Thomas Anderson", "screenplay", or nothing.
    static func part(_ credit: Credit) -> String {
        TextSanitizer.sanitize(
            credit.characters.isEmpty ? credit.job ?? "" : credit.characters.joined(separator: " / "))
    }

    /// "Actor", "Director"...: a role as a heading.
    static func heading(_ role: CreditRole) -> String {
        role.rawValue.prefix(1).uppercased() + role.rawValue.dropFirst()
    }

    /// "Inception (2010), The Dark Knight (2008)": the films someone is best known for.
    static func knownFor(_ person: Person) -> String {
        person.knownFor.map { movie in
            TextSanitizer.sanitize(movie.title) + (movie.year.map { " (\($0))" } ?? "")
        }.joined(separator: ", ")
    }
}
