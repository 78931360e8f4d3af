import ForgeDiagnostics
import ForgeHasher
import ForgeManifest
import ForgeResultStore
import ForgeSupport
import Foundation

/// Bundles: build once (`Options.buildOnly`), run on other machines (`Options.bundle`, `Options.bundleInStore`).
extension SelectiveTestRun {
    /// The folder a bundle is packed from (its description) and unpacked into, relative to the root.
    package static let bundleScratch = ".build/forge/bundle"

    /// The file a bundle is written to or read from: the one `bundle` names, or, for a bundle in the store, the
    /// one its copy passes through.
    package func bundleFile(_ options: Options) -> URL? {
        if let bundle = options.bundle { return URL(fileURLWithPath: bundle) }
        return options.bundleInStore ? root.appendingPathComponent(".build/forge/store-bundle.tar") : nil
    }

    /// The bundle's name in a store: a digest of the toolchain, the configuration and every test target's hash,
    /// so every checkout of one commit names the same bundle whatever the store has recorded since.
    package static func bundleKey(_ hashed: HashedTests) -> String {
        let tests = hashed.byName.values.filter { $0.kind == TargetType.test.rawValue }.map { "\($0.name) \($0.hash)" }
        let text = ([hashed.toolchain, hashed.configuration] + tests.sorted()).joined(separator: "\n")
        return "test-bundle-" + SHA256.hex(Array(text.utf8)).prefix(40)
    }

    /// The bundle a run takes its products from: the file `bundle` names, or the store's copy for this
    /// checkout (nil, with a warning, when the store has none).
    package func bundleToRun(_ options: Options, hashed: HashedTests, store: any TestResultStore) -> URL? {
        guard let file = bundleFile(options), options.bundleInStore else { return bundleFile(options) }
        var warning: String?
        if store.download(Self.bundleKey(hashed), to: file, warning: &warning) { return file }
        events(.warning("\(warning ?? "the store holds no bundle of this checkout's test targets"); building instead"))
        return nil
    }

    /// Builds what `plan` runs and writes it, with the description of what it holds, to `file` (and into `store`
    /// when given); runs nothing. The targets the plan builds besides its tests are built with it, and recorded
    /// built in `recordingIn` when given.
    package func buildBundle(
        _ plan: TestPlan, hashed: HashedTests, runner: any TestRunner, to file: URL, store: (any TestResultStore)?,
        recordingIn results: (any TestResultStore)? = nil
    ) -> BundleBuild {
        guard !plan.run.isEmpty || !plan.builds.isEmpty else { return .nothingToBuild(file: file) }
        let started = Date()
        guard writeSelectedPackage(for: plan, hashed: hashed) else {
            return .buildFailed(TestOutcome(plan: plan, failed: plan.run.map(\.name), buildFailed: true))
        }
        let build = runner.build()
        guard build.succeeded else {
            return .buildFailed(
                TestOutcome(
                    plan: plan, failed: plan.run.map(\.name), buildFailed: true,
                    buildFailures: buildFailures(in: build.errors, of: plan.builds, hashed: hashed)))
        }
        let warnings =
            results.map {
                recordBuilds(plan.builds, hashed: hashed, seconds: Date().timeIntervalSince(started), in: $0)
            } ?? []
        guard !plan.run.isEmpty else { return .nothingToBuild(file: file, built: plan.builds, warnings: warnings) }
        return pack(plan, hashed: hashed, to: file, store: store, warnings: warnings)
    }

    /// Writes the products of `plan`'s build, with the description of what they hold, to `file` (and into `store`
    /// when given); `warnings` are the store's on recording the plan's other targets built.
    private func pack(
        _ plan: TestPlan, hashed: HashedTests, to file: URL, store: (any TestResultStore)?, warnings: [String]
    ) -> BundleBuild {
        let package = SelectedTestPackage(root: root)
        let productsPath = package.productsPath(configuration: hashed.configuration)
        let products = package.url.appendingPathComponent(productsPath)
        let entries = bundledEntries(in: products, for: plan, hashed: hashed)
        let bundle = TestBundle(
            toolchain: hashed.toolchain, configuration: hashed.configuration, productsPath: productsPath,
            targets: plan.hashesToRun,
            files: TestBundleArchive.digests(of: entries, in: products))
        do {
            try TestBundleArchive(file: file).pack(
                bundle, entries: entries, from: products, scratch: root.appendingPathComponent(Self.bundleScratch))
        } catch {
            return .notWritten(error.message)
        }
        var built = BuiltBundle(
            file: file, targets: plan.run.map(\.name), fileCount: bundle.files.count, digest: bundle.digest)
        built.otherTargets = plan.builds
        built.warnings = warnings
        if let store {
            // The shards then build for themselves: a bundle only saves work.
            let key = Self.bundleKey(hashed)
            built.storage = store.upload(file, to: key).map { .notStored(warning: $0) } ?? .stored(key: key)
        }
        return .built(built)
    }

    /// What running the tests of `plan` needs from the products folder: the test runner, the resource bundles,
    /// and the programs of the package the tests run.
    private func bundledEntries(in products: URL, for plan: TestPlan, hashed: HashedTests) -> [String] {
        let needed = hashed.manifests.subset(keeping: hashed.targetsNeeded(by: plan))
        let programs = Set(needed.programs.keys)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []
        return names.filter { name in
            name.hasSuffix(".xctest") || name.hasSuffix(".resources") || programs.contains(name)
        }.sorted()
    }

    /// Puts the products of the bundle at `file` where the selected package's build puts them, when the bundle
    /// can run `plan`: built by this toolchain in this configuration, holding every target of the plan with its
    /// current hash, each file with the SHA-256 it was built with. Otherwise changes nothing and says why.
    package func installBundle(_ file: URL, for plan: TestPlan, hashed: HashedTests) -> String? {
        let staging = root.appendingPathComponent(Self.bundleScratch)
        defer { try? FileManager.default.removeItem(at: staging) }
        let bundle: TestBundle
        do {
            bundle = try TestBundleArchive(file: file).unpack(into: staging)
        } catch {
            return error.message
        }
        if let refusal = bundle.refusal(
            running: plan.hashesToRun, toolchain: hashed.toolchain, configuration: hashed.configuration)
            ?? TestBundleArchive.corruption(in: staging, of: bundle)
        {
            return refusal
        }
        let package = SelectedTestPackage(root: root)
        let products = package.url.appendingPathComponent(bundle.productsPath)
        let files = FileManager.default
        do {
            try files.createDirectory(at: products, withIntermediateDirectories: true)
            for entry in Set(bundle.files.keys.compactMap { $0.split(separator: "/").first.map(String.init) }) {
                try? files.removeItem(at: products.appendingPathComponent(entry))
                try files.moveItem(
                    at: staging.appendingPathComponent(entry), to: products.appendingPathComponent(entry))
            }
        } catch {
            return "cannot put its products in \(products.path): \(error.localizedDescription)"
        }
        package.linkProducts(configuration: hashed.configuration, to: bundle.productsPath)
        return nil
    }
}
