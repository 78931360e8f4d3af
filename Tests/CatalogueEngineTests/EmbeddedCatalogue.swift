import Foundation
import ProcessRunner

/// The embedded catalogue as the repository keeps it (a declared input of these tests), for checks that want
/// a real vocabulary of 58,788 films.
enum EmbeddedCatalogue {
    static let path = SourceTree.url(of: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Modules/Core/CatalogueResources/Resources/catalogue.bin")
        .path
}
