/// Modules that come with the toolchain or the platform's SDK, per platform: importing them needs no declared
/// dependency, and `#if canImport` of them is true there (and false where they are missing).
///
/// The Linux list is what `canImport` answers with Swift 6.3 on Linux (a test asks `swiftc` about each
/// module); the others follow the platforms' SDKs and Swift's toolchains for them.
enum ToolchainModules {
    /// In every Swift toolchain.
    static let swift: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "SwiftShims", "SwiftOnoneSupport",
        "RegexBuilder", "Distributed", "Observation", "Synchronization", "Cxx", "CxxStdlib", "_Differentiation",
        "_Volatile", "_SwiftConcurrencyShims", "SwiftOverlayShims", "_Builtin_float", "_Builtin_stdint",
        "_Builtin_stdarg", "_Builtin_stddef", "_Builtin_limits", "_Builtin_intrinsics", "_Builtin_stdbool",
        "Testing", "XCTest",
    ]

    /// swift-corelibs-foundation and Dispatch, where Apple's SDK does not provide them.
    static let corelibs: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "_FoundationCShims", "_FoundationCollections", "Dispatch", "CDispatch",
        "DispatchIntrospection", "_Testing_Foundation",
    ]

    static let linux = swift.union(corelibs).union(["Glibc", "SwiftGlibc"])
    static let windows = swift.union(corelibs).union(["WinSDK", "ucrt", "CRT", "visualc", "vcruntime"])
    static let android = swift.union(corelibs).union(["Android", "Bionic"])
    static let wasi = swift.union([
        "WASILibc", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationXML",
        "CoreFoundation",
    ])

    /// Frameworks in every Apple SDK.
    private static let apple: Set<String> = swift.union([
        "Darwin", "ObjectiveC", "Dispatch", "Foundation", "CoreFoundation", "os", "OSLog", "Combine", "SwiftUI",
        "SwiftData", "CoreData", "CoreGraphics", "CoreImage", "CoreText", "CoreLocation", "CoreML", "CoreMedia",
        "CoreAudio", "CoreBluetooth", "CoreMotion", "CoreVideo", "CoreServices", "CoreTransferable",
        "CoreSpotlight", "AVFoundation", "AVKit", "AudioToolbox", "Accelerate", "simd", "Metal", "MetalKit",
        "QuartzCore", "SceneKit", "SpriteKit", "GameKit", "GameplayKit", "GameController", "StoreKit", "Security",
        "CryptoKit", "Network", "CloudKit", "Contacts", "EventKit", "Photos", "ImageIO", "UniformTypeIdentifiers",
        "UserNotifications", "AuthenticationServices", "LocalAuthentication", "MapKit", "NaturalLanguage", "Vision",
        "Speech", "SoundAnalysis", "CreateML", "Charts", "AppIntents", "Intents", "HealthKit", "HomeKit",
        "MultipeerConnectivity", "NetworkExtension", "PassKit", "PushKit", "RealityKit", "SafariServices",
        "SystemConfiguration", "WebKit", "WidgetKit", "MediaPlayer", "MusicKit", "Observation", "RegexBuilder",
        "_Concurrency", "XCTest", "Testing", "CFNetwork", "CallKit", "ExtensionFoundation", "TipKit", "GroupActivities",
    ])

    static let macOS = apple.union([
        "AppKit", "Cocoa", "Carbon", "IOKit", "Quartz", "PDFKit", "QuickLook", "QuickLookUI", "ServiceManagement",
        "DiskArbitration", "Hypervisor", "Virtualization", "ScreenCaptureKit", "ScriptingBridge", "OpenGL",
        "CoreWLAN", "FinderSync", "ApplicationServices", "SwiftUICore", "ARKit",
    ])
    static let iOS = apple.union([
        "UIKit", "ARKit", "CoreTelephony", "MessageUI", "Messages", "BackgroundTasks", "ActivityKit", "PhotosUI",
        "PDFKit", "QuickLook", "WatchConnectivity", "CarPlay", "ContactsUI", "EventKitUI", "VisionKit", "SwiftUICore",
    ])
    static let tvOS = apple.union(["UIKit", "TVUIKit", "TVServices", "TVMLKit", "BackgroundTasks", "SwiftUICore"])
    static let watchOS = apple.union(["WatchKit", "ClockKit", "UIKit", "WatchConnectivity", "SwiftUICore"])
    static let visionOS = apple.union(["UIKit", "ARKit", "RealityKit", "CompositorServices", "SwiftUICore"])

    /// Every module some platform's toolchain provides.
    static let any: Set<String> = linux.union(windows).union(android).union(wasi).union(macOS).union(iOS)
        .union(tvOS).union(watchOS).union(visionOS)
}
