import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeGraphPage

/// A module's card: its folder's README.md, else the row naming it in a table of the nearest ancestor's README.md.
@Suite struct ModuleCardReaderTests {
    private let repository: TemporaryRepository
    private var reader: ModuleCardReader { ModuleCardReader(rootPath: repository.root.path) }

    init() throws {
        repository = try TemporaryRepository()
        try repository.write("Modules/Core/Common/README.md", "# Common\n\nShared values.\n")
        try repository.write(
            "Modules/Core/README.md",
            """
            # Core

            | module | what it gives features |
            |---|---|
            | `Common` | not this one: Common has its own card |
            | `Networking` | `Endpoint<Response>`; retries on 429 \\| 5xx |
            | `NetworkingTransport` | the transport |

            | `Networking2` | a second table, without a heading row |
            """)
        try repository.write("Modules/Core/Networking/Sources/.keep", "")
        try repository.write(
            "README.md", "| module | layer | what |\n|---|---|---|\n| `SearchDomain` | domain | finds titles |\n")
        try repository.write("Modules/Features/Search/README.md", "# Search\n\nNo table here.\n")
    }

    @Test func aFolderWithItsOwnReadmeIsTheCard() {
        let card = reader.card(of: "Common", folder: "Modules/Core/Common")
        #expect(card == .init(text: "# Common\n\nShared values.\n", source: "Modules/Core/Common/README.md"))
    }

    @Test func aFolderWithoutOneTakesItsRowInTheNearestAncestorsTable() {
        let card = reader.card(of: "Networking", folder: "Modules/Core/Networking")
        #expect(
            card
                == .init(
                    text: "Networking\nwhat it gives features: `Endpoint<Response>`; retries on 429 | 5xx",
                    source: "Modules/Core/README.md"))
    }

    @Test func aReadmeWithoutTheModulesRowIsPassedOnTheWayToTheRoot() {
        let card = reader.card(of: "SearchDomain", folder: "Modules/Features/Search/Domain")
        #expect(card == .init(text: "SearchDomain\nlayer: domain\nwhat: finds titles", source: "README.md"))
    }

    @Test func aRowOpeningATableGivesItsCellsWithoutHeadings() {
        let card = reader.card(of: "Networking2", folder: "Modules/Core/Networking2")
        #expect(
            card == .init(text: "Networking2\na second table, without a heading row", source: "Modules/Core/README.md"))
    }

    @Test func aModuleNoReadmeDescribesHasNoCard() {
        #expect(reader.card(of: "Unknown", folder: "Modules/Core/Unknown") == nil)
        #expect(ModuleCardReader.row(naming: "Network", in: "| `Networking` | x |\n") == nil)
    }
}
