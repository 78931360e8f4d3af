import ForgeTestSupport
import Foundation
import OffThePool
import Testing

/// `forge scaffold feature` as the command line words it and the exit codes it gives, and scaffolded features
/// that the other commands find current and lint clean. What scaffolding decides is tested in
/// ForgeScaffoldingTests, on the same repositories.
@Suite(.offThePool) struct ScaffoldCommandTests {
    @Test func theStandInGainsAFeatureTheOtherCommandsFindCurrentAndLintClean() throws {
        let copy = try ScaffoldRepositories.standIn()
        #expect(
            copy.forge("scaffold", "feature", "WatchLater")
                == (
                    .success,
                    "Created the WatchLater feature (21 files) and wired it into the App.\n"
                        + "Try it: make run ARGS='watch-later'; then make test.\n",
                    ""
                ))
        #expect(copy.forge("generate", "--check").code == .success)
        #expect(copy.forge("graph", "--check-readme").code == .success)
        let lint = copy.forge("lint")
        #expect(lint.code == .success, "\(lint.output)")
        // The Core modules, the app and the feature's four; the warnings are the rules for the modules the copy
        // leaves out (forge's, the other features'), which match nothing in it.
        #expect(lint.output.contains("lint: 0 errors, "), "\(lint.output)")
        #expect(lint.output.contains(" (\(ScaffoldRepositories.coreModules.count + 5) modules, "), "\(lint.output)")
        #expect(!lint.output.contains("rule-matches-nothing] rule \"app-registers-every-feature\""), "\(lint.output)")
    }

    @Test func aFeatureScaffoldedInTheShopsLayoutLintsClean() throws {
        let shop = try ScaffoldRepositories.shop()
        #expect(shop.forge("scaffold", "feature", "Gifts").code == .success)
        #expect(shop.forge("validate").code == .success)
        let lint = shop.forge("lint")
        #expect(lint.code == .success, "\(lint.output)\(lint.errors)")
    }

    @Test func aDryRunListsWhatWouldBeCreatedAndChanged() throws {
        let shop = try ScaffoldRepositories.shop()
        #expect(
            shop.forge("scaffold", "feature", "Gifts", "--dry-run")
                == (
                    .success,
                    """
                    Would create:
                      Checks/GiftsDomainTests/GiftsTests.swift
                      Manifest/Features/Gifts.json
                      Packages/Gifts/Sources/GiftsDomain/Gifts.swift
                      Packages/Gifts/Sources/GiftsPresentation/GiftsView.swift
                    Would change:
                      Manifest/Shop.json
                      Sources/Shop/main.swift
                      Package.swift (regenerated)

                    """,
                    ""
                ))
    }

    @Test func aNameThatCannotBeAFeatureIsAUsageError() throws {
        let shop = try ScaffoldRepositories.shop()
        #expect(
            shop.forge("scaffold", "feature", "Returns")
                == (.usage, "", "error: the command \"returns\" already exists; choose another feature name\n"))
    }

    @Test func invalidManifestsStopIt() throws {
        let shop = try ScaffoldRepositories.shop()
        try shop.write("Manifest/Cart.json", #"{ "name": "Cart", "kind": "core", "dependencies": ["Carts"] }"#)
        let result = shop.forge("scaffold", "feature", "Gifts")
        #expect(result.code == .failure)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasSuffix("\n1 error in Manifest/\nscaffold: Manifest/ is invalid; fix it first\n"))
    }

    @Test func aPackageThatDoesNotGenerateIsQuotedAndNothingChanges() throws {
        let shop = try ScaffoldRepositories.shop()
        try shop.write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n")
        #expect(
            shop.forge("scaffold", "feature", "Gifts")
                == (
                    .failure, "",
                    "error: the new manifests do not generate:\n"
                        + "error: Package.swift was not written by forge; it was left as it is\n"
                        + "    help: run `forge adopt` to turn it into Manifest/ (it keeps the original as "
                        + "Package.swift.orig), or `forge generate --force` to replace it\n; nothing was changed\n"
                ))
    }
}
