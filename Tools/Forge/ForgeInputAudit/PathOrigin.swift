/// What produced a path a test read or ran: a file of the repository, a program built from a target of the
/// package (in any build folder: `.build/debug`, `.build/release`, the selected package's), another build
/// output, or something outside the repository (the system, the toolchain).
package enum PathOrigin: Equatable {
    /// A repository file, by path from the root (read through the selected package's links or not).
    case source(String)
    /// A program the package builds: its path from the root, and the executable target it is built from.
    case program(path: String, target: String)
    /// Anything else in a build folder (objects, bundles, caches): not a source.
    case buildOutput
    /// Git's files and other hidden folders.
    case hidden
    case outside

    /// The selected package's folder, whose entries link to the repository's.
    package static let selectedPackage = ".build/forge/selected/"

    /// The origin of absolute `path` in the repository at `rootPath`, whose programs are `programs` (file
    /// name → executable target).
    package init(_ path: String, rootPath: String, programs: [String: String]) {
        guard path.hasPrefix(rootPath + "/") else {
            self = .outside
            return
        }
        var relative = String(path.dropFirst(rootPath.count + 1))
        // `.build/forge/selected/Tests/x` is the repository's `Tests/x`; its `.build` is a build folder.
        if relative.hasPrefix(Self.selectedPackage), !relative.dropFirst(Self.selectedPackage.count).hasPrefix(".") {
            relative = String(relative.dropFirst(Self.selectedPackage.count))
        }
        let first = relative.split(separator: "/").first.map(String.init) ?? ""
        if first.hasPrefix(".build") {
            let name = String(relative.split(separator: "/").last ?? "")
            self = programs[name].map { .program(path: relative, target: $0) } ?? .buildOutput
        } else if first.hasPrefix(".") {
            self = .hidden
        } else {
            self = .source(Self.pythonSource(of: relative) ?? relative)
        }
    }

    /// The module `relative` caches when it is Python's bytecode (`tools/__pycache__/gen.cpython-311.pyc` is
    /// `tools/gen.py`): Python opens the cache instead of a source it only stats, so the source is what was read.
    private static func pythonSource(of relative: String) -> String? {
        var parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2] == "__pycache__", let name = parts.last,
            name.hasSuffix(".pyc"), let module = name.split(separator: ".").first
        else { return nil }
        parts.removeLast(2)
        return (parts.map(String.init) + [module + ".py"]).joined(separator: "/")
    }
}
