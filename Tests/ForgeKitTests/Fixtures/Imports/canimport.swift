// canImport of the modules that differ between platforms, as the compiler answers on this machine.
#if canImport(Glibc)
import CanGlibc
#endif
#if canImport(Musl)
import CanMusl
#endif
#if canImport(Bionic) || canImport(Android)
import CanAndroid
#endif
#if canImport(WinSDK) || canImport(ucrt)
import CanWindows
#endif
#if canImport(WASILibc)
import CanWASI
#endif
#if canImport(Darwin) || canImport(ObjectiveC)
import CanDarwin
#endif
#if canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI) || canImport(Combine)
import CanAppleUI
#endif
#if canImport(PackageDescription)
import CanPackageDescription
#endif
#if canImport(FoundationNetworking) && canImport(FoundationXML)
import CanCorelibs
#endif
#if canImport(Testing) && canImport(XCTest)
import CanTestFrameworks
#endif
#if canImport(Builtin)
import CanBuiltin
#endif
#if canImport(NotAModuleAnywhere)
import CanUnknown
#endif
