import CatalogueDomainApi
import DependencyInjection

/// Turns an id or a name into one person and lists their films: a name several people share (or a surname
/// alone) lists those people instead, best known first, for the person to choose from.
public struct ShowPerson: ShowPersonUseCase {
    /// How many people an ambiguous name lists.
    static let candidateLimit = 20

    private let catalogue: any MovieCatalogue

    init(catalogue: any MovieCatalogue) {
        self.catalogue = catalogue
    }

    /// The use case wired to the container's catalogue.
    public static func make(_ container: Container) -> ShowPerson {
        ShowPerson(catalogue: container.movieCatalogue())
    }

    /// The films of the person `text` names: an id, a name one person has, or a name that finds one person.
    public func execute(_ text: String, role: CreditRole?) async throws(PersonLookupError) -> Filmography {
        if let id = catalogue.personID(from: text) { return try await execute(id: id, role: role) }
        let found: PeopleResult
        do {
            found = try await catalogue.people(named: text, limit: Self.candidateLimit)
        } catch {
            throw .catalogue(error)
        }
        guard let first = found.people.first else { throw .notFound("no one is named \"\(text)\"") }
        guard found.exactCount == 1 || (found.exactCount == 0 && found.totalCount == 1) else {
            throw .ambiguous(text, candidates: found)
        }
        return try await execute(id: first.id, role: role)
    }

    /// The films of the person with `id`, of `role` only when given.
    public func execute(id: PersonID, role: CreditRole?) async throws(PersonLookupError) -> Filmography {
        do {
            return try await catalogue.filmography(of: id, role: role)
        } catch .notFound {
            throw .notFound("no one has the id \(id.rawValue)")
        } catch {
            throw .catalogue(error)
        }
    }
}
