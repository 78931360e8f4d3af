import CatalogueDomainApi
import CatalogueEngine

extension CatalogueRole {
    /// The role a catalogue file groups a credit under, for the credit's role.
    init(_ role: CreditRole) {
        switch role {
        case .actor: self = .cast
        case .director: self = .director
        case .writer: self = .writer
        case .composer: self = .composer
        case .cinematographer: self = .cinematographer
        }
    }

    /// The credit's role.
    var creditRole: CreditRole {
        switch self {
        case .cast: .actor
        case .director: .director
        case .writer: .writer
        case .composer: .composer
        case .cinematographer: .cinematographer
        }
    }
}
