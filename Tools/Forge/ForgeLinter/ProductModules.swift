import ForgeManifest
import ForgeSupport
import ForgeSwiftPM
import Foundation

/// The modules each product of a package dependency provides, read from the dependency itself when it is on
/// disk (a local `path` package, or SwiftPM's checkout under `.build/checkouts/`): a product `NIO` may provide
/// `NIOCore` and `NIOPosix`. SwiftPM evaluates the dependency's manifest (`dump-package`); the answer is kept
/// under `.build/forge/` until that manifest changes, so lint pays for it once.
struct ProductModules {
    /// Package identity -> product name -> module names.
    let byPackage: [String: [String: [String]]]
    /// The identities of declared packages that are not on disk (not resolved yet): what they provide is unknown.
    var unresolved: [String] = []
    /// Packages on disk whose manifest SwiftPM could not evaluate, with why.
    var unreadable: [(package: String, reason: String)] = []
    /// Modules of targets on disk that no library product of their package provides, with the package: they
    /// are visible to importers only through that package's products, and no manifest can declare them.
    var internalModules: [String: String] = [:]

    /// The modules `product` of `package` provides, when the package could be read.
    func modules(product: String, package: String?) -> [String]? {
        guard let package else { return nil }
        return byPackage[package.lowercased()]?[product]
    }

    /// Reads every dependency found on disk; dependencies not checked out yet are left out.
    static func load(root: URL, project: ProjectManifest) -> ProductModules {
        var result: [String: [String: [String]]] = [:]
        var unresolved: [String] = []
        var unreadable: [(package: String, reason: String)] = []
        var internalModules: [String: String] = [:]
        for dependency in project.dependencies {
            guard let folder = folder(of: dependency, root: root),
                FileSystem.entry(at: FileSystem.join(folder, "Package.swift")) == .file
            else {
                unresolved.append(dependency.identity)
                continue
            }
            let contents: Contents
            do {
                contents = try self.contents(inPackageAt: folder, root: root, identity: dependency.identity)
            } catch {
                unreadable.append((dependency.identity, error.message))
                continue
            }
            result[dependency.identity] = contents.products
            if let name = dependency.name { result[name.lowercased()] = contents.products }
            let exported = Set(contents.products.values.joined())
            for target in contents.targets where !exported.contains(target) && internalModules[target] == nil {
                internalModules[target] = dependency.identity
            }
        }
        return ProductModules(
            byPackage: result, unresolved: unresolved, unreadable: unreadable, internalModules: internalModules)
    }

    /// Each library product's modules, with the identity of the package it comes from, in the order the
    /// packages were declared: where an undeclared module can be found.
    func allProducts(in project: ProjectManifest) -> [(module: String, product: String, package: String)] {
        project.dependencies.flatMap { dependency in
            (byPackage[dependency.identity] ?? [:]).sorted { $0.key < $1.key }.flatMap { product, modules in
                modules.map { (module: $0, product: product, package: dependency.identity) }
            }
        }
    }

    /// Where the dependency's sources are: a local package's path, or SwiftPM's checkout of a remote one.
    private static func folder(of dependency: PackageDependency, root: URL) -> String? {
        switch dependency.source {
        case .path(let path): return path.hasPrefix("/") ? path : FileSystem.join(root.path, path)
        case .url(let url):
            var name = url.split(separator: "/").last.map(String.init) ?? url
            if name.hasSuffix(".git") { name.removeLast(4) }
            return FileSystem.join(root.path, ".build/checkouts/\(name)")
        case .registry: return nil
        }
    }

    /// What lint needs of a package on disk: its library products' modules, and every target's module; cached
    /// with the stamp of the manifest it was read from.
    private struct Contents: Codable {
        var stamp = ""
        let products: [String: [String]]
        let targets: [String]
    }

    /// The contents of the package at `folder`, from the cache while its manifest keeps its `FileStamp`.
    private static func contents(
        inPackageAt folder: String, root: URL, identity: String
    ) throws(DumpPackage.Failure) -> Contents {
        let manifest = FileSystem.join(folder, "Package.swift")
        guard let stamp = FileStamp(path: manifest) else {
            throw DumpPackage.Failure(message: "\(manifest) cannot be read")
        }
        let cache = root.appendingPathComponent(".build/forge/products-\(identity).json")
        if let data = try? Data(contentsOf: cache), let cached = try? JSONDecoder().decode(Contents.self, from: data),
            cached.stamp == cacheVersion + stamp.line
        {
            return cached
        }
        let dump = try DumpPackage(packagePath: folder).package()
        var products: [String: [String]] = [:]
        for product in dump.products {
            guard case .library = product.kind else { continue }
            products[product.name] = product.targets.map(SwiftNames.c99Name)
        }
        let contents = Contents(
            stamp: cacheVersion + stamp.line, products: products,
            targets: dump.targets.map { SwiftNames.c99Name($0.name) })
        if !stamp.isRecent {
            try? FileManager.default.createDirectory(
                at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? AtomicFile.write(JSONDocument.text(contents), to: cache)
        }
        return contents
    }

    /// Written before each stamp, so caches of an earlier format are read again.
    private static let cacheVersion = "forge products 2 "
}
