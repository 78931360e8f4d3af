import Foundation
import Testing

@testable import ForgeAdoption
@testable import ForgeManifest

/// The judge of `forge adopt`: it must see every difference SwiftPM would, and none that carry no meaning.
@Suite struct PackageComparisonTests {
    private let comparison = PackageComparison(layout: SourceLayout(rootPath: nil))

    /// A small dump-package result: two targets, a package dependency with traits, one setting.
    private func package(
        settingCondition: [String: Any]? = ["platformNames": ["linux"]], reversed: Bool = false,
        dependencyTraits: [String] = ["default", "Tracing"], resourceRule: String = "process"
    ) -> [String: Any] {
        let setting: [String: Any] = [
            "tool": "swift", "kind": ["define": ["_0": "FAST"]], "condition": settingCondition ?? NSNull(),
        ]
        let targets: [[String: Any]] = [
            [
                "name": "A", "type": "regular", "settings": [setting],
                "dependencies": [["byName": ["B", NSNull()]], ["target": ["C", NSNull()]]],
                "resources": [["path": "Resources", "rule": [resourceRule: [:] as [String: Any]]]],
            ],
            ["name": "B", "type": "regular", "path": "Sources/B", "dependencies": [] as [Any]],
        ]
        let dependency: [String: Any] = [
            "sourceControl": [["identity": "swift-nio", "traits": dependencyTraits.map { ["name": $0] }]]
        ]
        return [
            "name": "sample", "targets": reversed ? targets.reversed() : targets, "dependencies": [dependency],
            "packageKind": ["root": ["/somewhere"]],
        ]
    }

    /// The comparison of two dumps, each given to it as SwiftPM prints it: JSON text.
    private func differences(_ original: [String: Any], _ generated: [String: Any]) -> [String] {
        let text = { (package: [String: Any]) in
            [UInt8]((try? JSONSerialization.data(withJSONObject: package)) ?? Data())
        }
        return comparison.differences(original: text(original), generated: text(generated))
    }

    @Test func equalPackagesHaveNoDifferences() {
        #expect(differences(package(), package()).isEmpty)
    }

    @Test func orderWithoutMeaningIsIgnored() {
        let generated = package(reversed: true, dependencyTraits: ["Tracing", "default"])
        #expect(differences(package(), generated).isEmpty)
    }

    @Test func aMissingPathIsSwiftPMsDefaultFolder() {
        var generated = package()
        var targets = generated["targets"] as! [[String: Any]]
        targets[0]["path"] = "Sources/A"
        generated["targets"] = targets
        #expect(differences(package(), generated).isEmpty)
    }

    @Test func aChangedConditionIsNamedWhereItIs() {
        let generated = package(settingCondition: ["platformNames": ["macos"]])
        #expect(
            differences(package(), generated) == [
                #"targets["A"].settings[0].condition.platformNames[0]: was "linux", now "macos""#
            ])
    }

    @Test func aLostConditionAResourceRuleAndATraitAreEachReported() {
        let generated = package(settingCondition: nil, dependencyTraits: ["default"], resourceRule: "copy")
        let differences = differences(package(), generated)
        #expect(
            differences == [
                #"dependencies["swift-nio"].sourceControl[0].traits: was [{"name":"Tracing"}, {"name":"default"}], now [{"name":"default"}]"#,
                #"targets["A"].resources[0].rule.copy: was nothing, now {}"#,
                #"targets["A"].resources[0].rule.process: was {}, now nothing"#,
                #"targets["A"].settings[0].condition: was {"platformNames":["linux"]}, now null"#,
            ])
    }
}
