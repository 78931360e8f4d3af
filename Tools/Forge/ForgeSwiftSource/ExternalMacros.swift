/// The macro targets Swift source uses: a macro declared as `#externalMacro(module: "StringifyMacros", type:
/// "StringifyMacro")` is a use of `StringifyMacros`, which no `import` shows.
package enum ExternalMacros {
    /// The module names `source`'s `#externalMacro(module: "...")` expansions give, once each.
    package static func modules(in source: [UInt8]) -> [String] {
        let text = String(decoding: source, as: UTF8.self)
        guard text.contains("#externalMacro") else { return [] }
        var modules: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "#externalMacro(") {
            rest = rest[start.upperBound...]
            let arguments = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard arguments.hasPrefix("module:") else { continue }
            let value = arguments.dropFirst("module:".count).drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard value.first == "\"" else { continue }
            let name = String(value.dropFirst().prefix { $0 != "\"" })
            if !name.isEmpty, !modules.contains(name) { modules.append(name) }
        }
        return modules
    }
}
