import CatalogueDomainApi

/// Shows one person's films.
public protocol ShowPersonUseCase: Sendable {
    /// The films of the person `text` names (an id, or a name), of `role` only when given.
    func execute(_ text: String, role: CreditRole?) async throws(PersonLookupError) -> Filmography

    /// The films of the person with `id`, of `role` only when given.
    func execute(id: PersonID, role: CreditRole?) async throws(PersonLookupError) -> Filmography
}
