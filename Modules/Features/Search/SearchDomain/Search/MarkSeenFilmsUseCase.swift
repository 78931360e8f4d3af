import CatalogueDomainApi

/// Which of the films found you have seen or rated: the marks the results carry.
public protocol MarkSeenFilmsUseCase: Sendable {
    /// The marks of those of `movies` you have seen or rated, by id; never fails (an unreadable history marks
    /// nothing, and the results are shown all the same).
    func execute(_ movies: [Movie]) async -> [String: SeenMark]
}
