import ForgeJSON

/// `project.json`'s `layout`, `scaffold` and `testInputs`: how this repository is laid out, for forge's conventions.
extension ManifestWriter {
    static func repositoryFields(of project: ProjectManifest) -> [(String, ManifestJSON)] {
        var members: [(String, ManifestJSON)] = []
        if project.declaresLayout { members.append(("layout", json(project.layout))) }
        if let scaffold = project.scaffold { members.append(("scaffold", json(scaffold))) }
        if let policy = project.testInputs { members.append(("testInputs", .string(policy.rawValue))) }
        return members
    }

    /// Every folder pattern, by kind, then the tests'.
    private static func json(_ layout: RepositoryLayout) -> ManifestJSON {
        let folders: [(String, ManifestJSON)] = ModuleKind.allCases.compactMap { kind in
            layout.folders[kind].map { (kind.rawValue, .string($0)) }
        }
        return .object(folders + [("tests", .string(layout.tests))])
    }

    private static func json(_ scaffold: ScaffoldSettings) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = []
        if !scaffold.templates.isEmpty { members.append(("templates", .string(scaffold.templates))) }
        if let app = scaffold.app { members.append(("app", .string(app))) }
        if !scaffold.appDependencies.isEmpty {
            members.append(("appDependencies", .strings(scaffold.appDependencies)))
        }
        if !scaffold.wiring.isEmpty {
            members.append(
                (
                    "wiring",
                    .array(
                        scaffold.wiring.map { wiring in
                            var file: [(String, ManifestJSON)] = [("file", .string(wiring.file))]
                            if !wiring.imports.isEmpty { file.append(("imports", .strings(wiring.imports))) }
                            if !wiring.insertions.isEmpty {
                                file.append(
                                    ("insert", .object(wiring.insertions.map { ($0.marker, .string($0.line)) })))
                            }
                            return .object(file)
                        })
                ))
        }
        if let declaration = scaffold.commandDeclaration {
            members.append(("commandDeclaration", .string(declaration)))
        }
        return .object(members)
    }
}
