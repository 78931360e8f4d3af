// Every form of #if condition, each guarding an import named after what it checks. The compiler oracle test
// compiles this file for this machine with -D FORGE_ORACLE and compares the imports with forge's.
#if true
import LiteralTrue
#endif
#if false
import LiteralFalse
#endif
#if !false && (true || false)
import OperatorsAndParentheses
#endif
#if os(Linux)
import OSLinux
#elseif os(macOS) || os(OSX)
import OSMac
#elseif os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
import OSMobile
#elseif os(Windows)
import OSWindows
#elseif os(Android)
import OSAndroid
#elseif os(WASI)
import OSWASI
#else
import OSOther
#endif
#if arch(x86_64)
import ArchX86
#elseif arch(arm64)
import ArchArm64
#else
import ArchOther
#endif
#if arch(i386) || arch(arm) || arch(wasm32) || arch(s390x) || arch(powerpc64le)
import ArchRare
#endif
#if compiler(>=5.9)
import CompilerAtLeast59
#endif
#if compiler(>=6.3)
import CompilerAtLeast63
#endif
#if compiler(>=7)
import CompilerAtLeast7
#endif
#if compiler(<6)
import CompilerBelow6
#endif
#if swift(>=5.9)
import SwiftAtLeast59
#endif
#if swift(>=6.0)
import SwiftAtLeast60
#endif
#if swift(<6.0)
import SwiftBelow60
#endif
#if swift(>=6.4)
import SwiftAtLeast64
#endif
#if targetEnvironment(simulator)
import Simulator
#elseif targetEnvironment(macCatalyst)
import Catalyst
#endif
#if _endian(little)
import LittleEndian
#elseif _endian(big)
import BigEndian
#endif
#if _pointerBitWidth(_64)
import Pointer64
#elseif _pointerBitWidth(_32)
import Pointer32
#endif
#if _runtime(_ObjC)
import RuntimeObjC
#elseif _runtime(_Native)
import RuntimeNative
#endif
#if _hasAtomicBitWidth(_64)
import Atomic64
#endif
#if _ptrauth(_arm64e)
import PointerAuthentication
#endif
#if hasFeature(Macros)
import FeatureMacros
#endif
#if hasFeature(StrictConcurrency)
import FeatureStrictConcurrency
#endif
#if hasFeature(ExistentialAny)
import FeatureExistentialAny
#endif
#if hasFeature(Embedded)
import FeatureEmbedded
#endif
#if hasFeature(NoSuchFeature)
import FeatureUnknown
#endif
#if $AsyncAwait
import DollarAsyncAwait
#endif
#if hasAttribute(preconcurrency)
import AttributePreconcurrency
#endif
#if hasAttribute(noSuchAttribute)
import AttributeUnknown
#endif
#if FORGE_ORACLE
import DefineGiven
#endif
#if DEBUG
import DefineDebug
#endif
#if FORGE_ORACLE && !DEBUG
import DefineCombined
#endif
#if canImport(Foundation)
import CanFoundation
#endif
#if canImport(Foundation.NSString)
import CanSubmodule
#endif
#if canImport(Foundation, _version: 1)
import CanVersioned
#endif
#if os(Linux)
#if canImport(Glibc)
import NestedGlibc
#elseif canImport(Musl)
import NestedMusl
#else
#if true
import NestedDeep
#endif
#endif
#endif
