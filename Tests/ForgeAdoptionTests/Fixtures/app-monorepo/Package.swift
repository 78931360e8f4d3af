// swift-tools-version:5.9
// An app monorepo: feature layers that follow the naming convention, test targets that are not one
// `<Module>Tests` per module, names that are not Swift identifiers, and the tools-5.9 spellings.
import PackageDescription

let package = Package(
    name: "daily-challenge-reports",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "reports", targets: ["ReportsApp"]),
        .library(name: "ReportsKit", targets: ["ChallengesPresentation", "ChallengesData"]),
    ],
    targets: [
        .executableTarget(
            name: "ReportsApp",
            dependencies: ["ChallengesPresentation", "ChallengesData", "repeat", "date-utils"]
        ),
        .target(name: "ChallengesPresentation", dependencies: ["ChallengesDomain", "ChallengesDomainApi"]),
        .target(name: "ChallengesDomain", dependencies: ["ChallengesDomainApi"]),
        .target(name: "ChallengesDomainApi"),
        .target(name: "ChallengesData", dependencies: ["ChallengesDomain", "ChallengesDomainApi", "date-utils"]),
        .target(name: "repeat"),
        .target(name: "date-utils", path: "Sources/DateUtils"),
        .testTarget(name: "ChallengesDomainTests", dependencies: ["ChallengesDomain"]),
        .testTarget(
            name: "ChallengesDomainSnapshotTests", dependencies: ["ChallengesDomain"],
            path: "Tests/Snapshots/Domain"),
        .testTarget(name: "ChallengesDataUnitTests", dependencies: ["ChallengesData"]),
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["ChallengesPresentation", "ChallengesData", .target(name: "date-utils")]
        ),
        .testTarget(name: "date-utilsTests", dependencies: ["date-utils"], path: "Tests/DateUtilsTests"),
    ],
    swiftLanguageVersions: [.v5]
)
