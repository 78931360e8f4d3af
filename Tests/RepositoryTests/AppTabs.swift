import Foundation

/// The tabs the app builds, read from its sources: the coordinators `MovielandApp.features` lists, in that order,
/// whose class (under Modules/Features) is a `TabCoordinator`, by their `tabTitle`, as `AppCoordinator.makeTabHost`
/// picks them.
struct AppTabs {
    let root: URL
    let app: String

    /// The tab titles in the order of the tab bar.
    func titles() throws -> [String] {
        let source = try String(contentsOf: root.appendingPathComponent(app), encoding: .utf8)
        let classes = try featureClasses()
        return featureTypes(in: source).compactMap { name -> String? in
            guard let declaration = classes[name], declaration.header.contains("TabCoordinator") else { return nil }
            return tabTitle(in: declaration.text)
        }
    }

    /// The `X.self` entries of `static let features: [...] = [ ... ]`.
    private func featureTypes(in source: String) -> [String] {
        guard let start = source.range(of: "static let features:"),
            let open = source[start.upperBound...].range(of: "= ["),
            let close = source[open.upperBound...].firstIndex(of: "]")
        else { return [] }
        return source[open.upperBound..<close].split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasSuffix(".self,") || $0.hasSuffix(".self") }
            .map { String($0.prefix { $0 != "." }) }
    }

    /// Every `class Name: ...` declared in a Swift file under Modules/Features: its header line and its file's text.
    private func featureClasses() throws -> [String: (header: String, text: String)] {
        let folder = root.appendingPathComponent("Modules/Features")
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var classes: [String: (header: String, text: String)] = [:]
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: "class "), line.contains(":") else { continue }
                let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { classes[String(name)] = (String(line), text) }
            }
        }
        return classes
    }

    /// The string literal of `static let tabTitle = "..."` in `text`.
    private func tabTitle(in text: String) -> String? {
        guard let range = text.range(of: "static let tabTitle = \"") else { return nil }
        return String(text[range.upperBound...].prefix { $0 != "\"" })
    }
}
