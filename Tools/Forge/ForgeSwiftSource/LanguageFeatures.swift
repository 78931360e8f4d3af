/// What `hasFeature`, `$Feature` and `hasAttribute` answer with Swift 6.3: measured by asking `swiftc` about each
/// name (the test suite asks again on every machine), not guessed.
enum LanguageFeatures {
    /// Language features every Swift 6.3 compilation has, whatever the mode.
    static let alwaysOn: Set<String> = [
        "AsyncAwait", "EffectfulProp", "MarkerProtocol", "Actors", "ConcurrentFunctions", "RethrowsProtocol",
        "GlobalActors", "BuiltinJob", "Sendable", "BuiltinExecutor", "BuiltinContinuation", "BuiltinHopToActor",
        "BuiltinTaskGroupWithArgument", "InheritActorContext", "ImplicitSelfCapture", "BuiltinBuildTaskExecutorRef",
        "BuiltinBuildExecutor", "BuiltinBuildComplexEqualityExecutor", "BuiltinBuildMainExecutor",
        "BuiltinCreateAsyncTaskOwnedTaskExecutor", "BuiltinCreateAsyncTaskName", "BuiltinCreateAsyncTaskInGroup",
        "BuiltinCreateAsyncTaskInGroupWithExecutor", "BuiltinCreateAsyncDiscardingTaskInGroup",
        "BuiltinCreateAsyncTaskWithExecutor", "BuiltinCreateAsyncDiscardingTaskInGroupWithExecutor",
        "BuiltinStackAlloc", "BuiltinUnprotectedStackAlloc", "BuiltinTaskRunInline", "BuiltinUnprotectedAddressOf",
        "NewCxxMethodSafetyHeuristics", "SpecializeAttributeWithAvailability", "BuiltinAssumeAlignment",
        "BuiltinCreateTaskGroupWithFlags", "UnsafeInheritExecutor", "PrimaryAssociatedTypes2", "UnavailableFromAsync",
        "NoAsyncAvailability", "AssociatedTypeAvailability", "AsyncSequenceFailure", "BuiltinIntLiteralAccessors",
        "Macros", "FreestandingExpressionMacros", "AttachedMacros", "ExtensionMacros", "MoveOnly",
        "MoveOnlyResilientTypes", "ParameterPacks", "LexicalLifetimes", "FreestandingMacros", "RetroactiveAttribute",
        "ExtensionMacroAttr", "TypedThrows", "OptionalIsolatedParameters", "ExpressionMacroDefaultArguments",
        "BuiltinStoreRaw", "BuiltinCreateTask", "AssociatedTypeImplements", "BuiltinAddressOfRawLayout",
        "MoveOnlyPartialConsumption", "BitwiseCopyable", "NoncopyableGenerics", "NoncopyableGenerics2",
        "ConformanceSuppression", "BitwiseCopyable2", "BodyMacros", "SendingArgsAndResults", "BorrowingSwitch",
        "IsolatedAny", "IsolatedAny2", "ObjCImplementation", "NonescapableTypes", "BuiltinEmplaceTypedThrows",
        "MemorySafetyAttributes", "ValueGenerics", "RawIdentifiers", "SendableCompletionHandlers",
        "AsyncExecutionBehaviorAttributes", "IsolatedConformances", "ValueGenericsNameLookup",
        "GeneralizedIsSameMetaTypeBuiltin", "ABIAttributeSE0479", "AlwaysInheritActorContext", "BuiltinSelect",
        "BuiltinInterleave", "BuiltinVectorsExternC", "AddressOfProperty2", "NonescapableAccessorOnTrivial",
        "LayoutPrespecialization", "IsolatedDeinit", "InlineArrayTypeSugar", "LifetimeDependenceMutableAccessors",
        "InoutLifetimeDependence", "NonexhaustiveAttribute", "ModuleSelector", "BuiltinConcurrencyStackNesting",
    ]

    /// Upcoming features and the language mode that turns them on (`swiftc -print-supported-features`).
    static let upcoming: [String: Int] = [
        "ConciseMagicFile": 6, "ForwardTrailingClosures": 6, "StrictConcurrency": 6, "BareSlashRegexLiterals": 6,
        "DeprecateApplicationMain": 6, "ImportObjcForwardDeclarations": 6, "DisableOutwardActorInference": 6,
        "IsolatedDefaultValues": 6, "GlobalConcurrency": 6, "InferSendableFromCaptures": 6,
        "ImplicitOpenExistentials": 6, "RegionBasedIsolation": 6, "DynamicActorIsolation": 6,
        "NonfrozenEnumExhaustivity": 6, "GlobalActorIsolatedTypesUsability": 6, "ExistentialAny": 7,
        "InternalImportsByDefault": 7, "MemberImportVisibility": 7, "InferIsolatedConformances": 7,
        "NonisolatedNonsendingByDefault": 7, "ImmutableWeakCaptures": 7,
    ]

    /// Attributes `hasAttribute` knows (declaration and type attributes users write).
    static let attributes: Set<String> = [
        "available", "objc", "nonobjc", "objcMembers", "main", "discardableResult", "inlinable", "usableFromInline",
        "frozen", "dynamicMemberLookup", "dynamicCallable", "propertyWrapper", "resultBuilder", "testable",
        "preconcurrency", "Sendable", "MainActor", "globalActor", "escaping", "autoclosure", "convention",
        "retroactive", "unchecked", "backDeployed", "freestanding", "attached", "warn_unqualified_access",
        "requires_stored_property_inits", "NSCopying", "NSManaged", "IBAction", "IBOutlet", "IBDesignable",
        "IBInspectable", "IBSegueAction", "GKInspectable", "UIApplicationMain", "NSApplicationMain", "unknown",
        "isolated", "nonisolated", "concurrent", "unsafe", "safe", "abi", "c", "implementation", "exclusivity",
        "inline", "_exported", "_implementationOnly", "_spi", "_silgen_name", "_cdecl", "_transparent",
        "_alwaysEmitIntoClient", "_disfavoredOverload", "_spi_available", "_originallyDefinedIn",
        "_documentation", "_specialize", "_effects", "_semantics", "_dynamicReplacement", "_lifetime",
    ]
}
