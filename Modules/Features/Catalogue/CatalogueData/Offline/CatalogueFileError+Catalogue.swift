import CatalogueDomainApi
import CatalogueEngine

extension CatalogueError {
    /// Why a catalogue file cannot be opened, as the catalogue's error: the same words either way.
    init(_ error: CatalogueFileError) {
        switch error {
        case .unreadable(let reason): self = .unavailable(reason)
        case .damaged(let path): self = .damaged(path: path)
        }
    }
}
