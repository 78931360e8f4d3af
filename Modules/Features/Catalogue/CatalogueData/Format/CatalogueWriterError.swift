/// Why a catalogue could not be written.
enum CatalogueWriterError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)
    case tooLarge(bytes: Int)
    case tooManyPeople(count: Int)

    var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "cannot write the catalogue \(path): \(reason); check the free space and permissions there"
        case .tooLarge(let bytes):
            "the catalogue would take \(bytes) bytes, more than the format's 4 GiB; import fewer title types"
        case .tooManyPeople(let count):
            "the films credit \(count) people, more than the format's \(CatalogueLayout.People.maximumPersons); "
                + "import fewer title types"
        }
    }
}
