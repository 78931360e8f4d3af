/// Modules that come with the toolchain or the platform: importing them needs no declared dependency.
enum ToolchainModules {
    static let all: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "SwiftShims", "Foundation", "FoundationNetworking",
        "FoundationEssentials", "FoundationInternationalization", "FoundationXML", "CoreFoundation", "Dispatch",
        "Glibc", "Musl", "Bionic", "Android", "WinSDK", "ucrt", "Darwin", "os", "Observation", "Synchronization",
        "RegexBuilder", "Distributed", "Cxx", "CxxStdlib", "XCTest", "Testing", "PackageDescription",
    ]

    /// Modules that exist only on Apple platforms, so `canImport` of them is false on Linux.
    static let appleOnly: Set<String> = [
        "Darwin", "os", "UIKit", "AppKit", "SwiftUI", "Combine", "CoreGraphics", "CoreData", "WatchKit", "MapKit",
        "CryptoKit", "Network", "SafariServices", "CoreLocation", "AVFoundation", "ObjectiveC",
    ]

    /// What `#if canImport(module)` evaluates to here, given the module's declared dependencies.
    static func canImport(_ module: String, declared: Set<String>) -> Bool? {
        #if os(Linux)
        if appleOnly.contains(module) { return false }
        #endif
        if all.contains(module) || declared.contains(module) { return true }
        return nil
    }
}
