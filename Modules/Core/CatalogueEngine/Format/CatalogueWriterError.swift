/// Why a catalogue could not be written.
public enum CatalogueWriterError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)
    case tooLarge(bytes: Int)
    case tooManyPeople(films: Int, credits: Int, people: Int)

    /// What went wrong, and what to do about it.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "cannot write the catalogue \(path): \(reason); check the free space and permissions there"
        case .tooLarge(let bytes):
            "the catalogue would take \(bytes) bytes, more than the format's 4 GiB; import fewer title types"
        case .tooManyPeople(let films, let credits, let people):
            "\(films) films crediting \(people) people in \(credits) credits are more than the format holds "
                + "(\(PeopleSectionWriter.maximumFilms) films, \(PeopleSectionWriter.maximumCredits) credits, "
                + "\(CatalogueLayout.People.maximumPersons) people); import fewer title types"
        }
    }
}
