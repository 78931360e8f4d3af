/// What differs between a `Package.swift` on disk and the one the manifests produce, by module.
package struct PackageDiff: Sendable, Equatable {
    var added: [String] = []
    var removed: [String] = []
    var changed: [String] = []
    /// True when something outside the targets differs (tools version, settings, platforms, products).
    var headerChanged = false

    var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && !headerChanged }

    /// Compares the file on disk with the expected content, naming modules rather than lines.
    init(existing: String, expected: String, renderer: PackageRenderer) {
        let current = Self.targetBlocks(in: existing)
        var expectedBlocks: [String: (owner: String, text: String)] = [:]
        for module in renderer.manifests.modules {
            for block in renderer.targetBlocks(for: module) {
                expectedBlocks[block.name] = (module.targetName, block.text)
            }
        }
        var added: Set<String> = [], changed: Set<String> = [], removed: Set<String> = []
        for (name, block) in expectedBlocks {
            guard let existingText = current.blocks[name] else {
                added.insert(block.owner)
                continue
            }
            if existingText != block.text { changed.insert(block.owner) }
        }
        for name in current.blocks.keys where expectedBlocks[name] == nil {
            let owner = name.hasSuffix("Tests") ? String(name.dropLast(5)) : name
            if renderer.manifests.module(named: owner) != nil { changed.insert(owner) } else { removed.insert(owner) }
        }
        self.added = added.subtracting(changed).sorted()
        self.changed = changed.sorted()
        self.removed = removed.sorted()
        let expectedRest = Self.targetBlocks(in: expected).rest
        headerChanged = current.rest != expectedRest
    }

    /// Splits a generated file into its target blocks (by target name) and everything else.
    static func targetBlocks(in text: String) -> (blocks: [String: String], rest: String) {
        var blocks: [String: String] = [:]
        var rest = ""
        var block: String?
        var name: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if block == nil,
                trimmed.hasPrefix(".target(") || trimmed.hasPrefix(".executableTarget(")
                    || trimmed.hasPrefix(".testTarget(")
            {
                block = ""
                name = nil
            }
            guard var current = block else {
                // Section headings and spacing follow the targets; they are not part of the header.
                if !trimmed.isEmpty && !trimmed.hasPrefix("// MARK:") { rest += line + "\n" }
                continue
            }
            current += line + "\n"
            if name == nil, trimmed.hasPrefix("name: \""), let end = trimmed.dropFirst(7).firstIndex(of: "\"") {
                name = String(trimmed.dropFirst(7)[..<end])
            }
            block = current
            if line == "        ),", let finished = block {
                blocks[name ?? "<unnamed \(blocks.count)>"] = finished
                block = nil
            }
        }
        if let unfinished = block { rest += unfinished }
        return (blocks, rest)
    }

    /// One line per difference, for people.
    var summary: [String] {
        var lines: [String] = []
        if !added.isEmpty { lines.append("missing from Package.swift: " + added.joined(separator: ", ")) }
        if !removed.isEmpty {
            lines.append("in Package.swift but no longer in Manifest/: " + removed.joined(separator: ", "))
        }
        if !changed.isEmpty { lines.append("out of date: " + changed.joined(separator: ", ")) }
        if headerChanged { lines.append("the package header differs (tools version, settings, platforms or products)") }
        return lines
    }
}
