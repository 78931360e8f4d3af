import ForgeManifest
import ForgeSupport
import ForgeSwiftSource

/// The module names a C target or system library provides, read from its `module.modulemap`: sources import
/// `zlibLinux` when the map says `module zlibLinux`, whatever the target is called.
enum ModuleMap {
    /// The top-level module names declared in the map (`module X`, `framework module X`, `explicit module X`,
    /// with attributes such as `[system]`), in order; empty when there is no map or none is declared.
    static func moduleNames(inMapAt path: String) -> [String] {
        guard let bytes = FileSystem.bytes(at: path) else { return [] }
        var names: [String] = []
        var depth = 0
        var previous: [String] = []
        var lexer = Lexer(bytes: bytes)
        while let token = lexer.next() {
            switch token.kind {
            case .identifier(let range, _):
                let word = lexer.text(range)
                if depth == 0, previous.last == "module", !["module", "framework", "explicit", "extern"].contains(word)
                {
                    names.append(word)
                }
                previous.append(word)
            case .punctuation(let character):
                if character == UInt8(ascii: "{") { depth += 1 }
                if character == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                // `[system]` and other attributes sit between `module` and the name's brace, not before the name.
                if character != UInt8(ascii: "[") && character != UInt8(ascii: "]") { previous.removeAll() }
            default:
                break
            }
        }
        return names
    }

    /// The module names `target` is imported by: its module map's, else SwiftPM's name for it.
    static func importNames(of target: TargetManifest, rootPath: String) -> [String] {
        let folder = FileSystem.join(rootPath, target.path.value)
        var candidates: [String] = []
        switch target.type {
        case .systemLibrary: candidates = [FileSystem.join(folder, "module.modulemap")]
        case .regular, .executable:
            let headers = target.publicHeadersPath?.value ?? "include"
            candidates = [FileSystem.join(FileSystem.join(folder, headers), "module.modulemap")]
        default: break
        }
        for candidate in candidates {
            let names = moduleNames(inMapAt: candidate)
            if !names.isEmpty { return names }
        }
        return [target.importName]
    }
}
