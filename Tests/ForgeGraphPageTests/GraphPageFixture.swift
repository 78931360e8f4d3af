import ForgeSupport
import ForgeTestSupport
import Foundation
import Testing

/// A small committed repository for the page: `Core` (a core module with tests, whose card tries to inject
/// markup), `SearchDomain` (a feature's domain, with tests) and `App` (the app), then `Core`'s source edited.
struct GraphPageFixture {
    let repository: TemporaryRepository

    /// What Core's card says: markup that must stay text.
    static let hostileCard = "# Core\n\n<script>alert(1)</script> <img src=x onerror=alert(2)> & \"quoted\" 'single'\n"

    init() throws {
        repository = try TemporaryRepository.withProject()
        try repository.write(
            "Manifest/Core.json", #"{ "name": "Core", "kind": "core", "path": "Sources/Core", "tests": true }"#)
        try repository.write(
            "Manifest/SearchDomain.json",
            #"{ "name": "SearchDomain", "kind": "feature", "feature": "Search", "layer": "domain", "path": "Sources/SearchDomain", "dependencies": ["Core"], "tests": true }"#
        )
        try repository.write(
            "Manifest/App.json",
            #"{ "name": "App", "kind": "app", "type": "executable", "path": "Sources/App", "dependencies": ["SearchDomain", "Core"] }"#
        )
        try repository.write("Sources/Core/Core.swift", "public struct Core {}\n")
        try repository.write("Sources/Core/README.md", Self.hostileCard)
        try repository.write(
            "Sources/SearchDomain/Search.swift", "import Core\n\npublic struct Search {\n    let core = Core()\n}\n")
        try repository.write("Sources/App/main.swift", "import Core\nimport SearchDomain\n\nprint(\"app\")\n")
        for name in ["Core", "SearchDomain"] {
            try repository.write("Tests/\(name)Tests/\(name)Tests.swift", "import \(name)\n")
        }
        for arguments in [
            ["init", "-q"], ["add", "-A"], ["-c", "user.name=T", "-c", "user.email=t@t", "commit", "-qm", "base"],
        ] {
            try #require(try Subprocess.run(["git", "-C", repository.root.path] + arguments).status == 0)
        }
        try repository.write("Sources/Core/Core.swift", "public struct Core {\n    public init() {}\n}\n")
    }
}
