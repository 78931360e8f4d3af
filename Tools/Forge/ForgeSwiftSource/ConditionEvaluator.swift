/// Evaluates `#if` conditions as the compiler does, for one platform and what the target is built with.
package struct ConditionEvaluator: Sendable {
    /// The compiler the conditions are evaluated for: `compiler()`, and `swift()` in Swift 6 mode.
    static let compilerVersion = [6, 3]

    let platform: BuildPlatform
    /// `-D` conditions: the target's `define` settings that apply.
    var defines: Set<String> = []
    /// Upcoming and experimental features the target enables (`hasFeature`).
    var features: Set<String> = []
    /// The language mode (`"6"`, `"5"`): what `swift()` compares with and which upcoming features are on.
    var languageMode = "6"
    /// Modules `canImport` finds besides the platform's own: the target's dependencies, `--can-import`.
    var importable: Set<String> = []

    package init(
        platform: BuildPlatform, defines: Set<String> = [], features: Set<String> = [], languageMode: String = "6",
        importable: Set<String> = []
    ) {
        self.platform = platform
        self.defines = defines
        self.features = features
        self.languageMode = languageMode
        self.importable = importable
    }

    /// Whether the condition holds for at least one of the platform's targets.
    func isActive(_ condition: CompilationCondition) -> Bool {
        platform.targets.contains { evaluate(condition, for: $0) }
    }

    /// Whether every condition holds together for one of the platform's targets (a nested `#if` chain).
    package func isActive(all conditions: [CompilationCondition]) -> Bool {
        platform.targets.contains { target in conditions.allSatisfy { evaluate($0, for: target) } }
    }

    func evaluate(_ condition: CompilationCondition, for target: BuildPlatform.Target) -> Bool {
        switch condition {
        case .literal(let value): return value
        case .flag(let name):
            if name.hasPrefix("$") { return LanguageFeatures.alwaysOn.contains(String(name.dropFirst())) }
            return defines.contains(name)
        // A condition forge cannot read is taken both ways: imports under it are never hidden.
        case .unreadable: return true
        case .not(.unreadable): return true
        case .not(let inner): return !evaluate(inner, for: target)
        case .and(let left, let right): return evaluate(left, for: target) && evaluate(right, for: target)
        case .or(let left, let right): return evaluate(left, for: target) || evaluate(right, for: target)
        case .test(let function, let argument): return test(function, argument, for: target)
        }
    }

    private func test(_ function: String, _ argument: String, for target: BuildPlatform.Target) -> Bool {
        switch function {
        case "os": return platform.isOS(argument)
        case "arch": return target.arch == argument
        case "targetEnvironment": return target.environment == argument
        case "_endian": return argument == (target.bigEndian ? "big" : "little")
        case "_pointerBitWidth": return argument == "_\(target.pointerBitWidth)"
        case "_hasAtomicBitWidth":
            guard let bits = Int(argument.dropFirst()) else { return false }
            return bits <= target.pointerBitWidth * 2
        case "_runtime": return argument == platform.runtime
        case "_ptrauth": return argument == (target.arch == "arm64e" ? "_arm64e" : "_none")
        case "canImport":
            // `canImport(A.B)` asks for the submodule, which must be known by its full name.
            let module = String(argument.split(separator: ",")[0])
            return platform.modules.contains(module) || importable.contains(module)
        case "compiler": return Self.compare(Self.compilerVersion, argument)
        case "swift": return Self.compare(languageVersion, argument)
        case "hasFeature": return hasFeature(argument)
        case "hasAttribute": return LanguageFeatures.attributes.contains(argument)
        default: return false
        }
    }

    /// What `swift()` compares with: the compiler's version in Swift 6 mode, the last release of older modes.
    private var languageVersion: [Int] {
        switch languageMode {
        case "6": Self.compilerVersion
        case "5": [5, 10]
        case "4.2": [4, 2]
        case "4": [4, 1, 50]
        default: languageMode.split(separator: ".").compactMap { Int($0) }
        }
    }

    private func hasFeature(_ name: String) -> Bool {
        if LanguageFeatures.alwaysOn.contains(name) || features.contains(name) { return true }
        if let mode = LanguageFeatures.upcoming[name], let current = Int(languageMode.prefix { $0 != "." }) {
            return current >= mode
        }
        return false
    }

    /// `>=5.9` or `<6`: the version compared component by component, missing components being 0.
    private static func compare(_ version: [Int], _ requirement: String) -> Bool {
        let isLess = requirement.hasPrefix("<")
        let number = requirement.drop { $0 == ">" || $0 == "=" || $0 == "<" }
        let wanted = number.split(separator: ".").compactMap { Int($0) }
        guard !wanted.isEmpty else { return false }
        let count = max(version.count, wanted.count)
        let left = version + Array(repeating: 0, count: count - version.count)
        let right = wanted + Array(repeating: 0, count: count - wanted.count)
        let atLeast = !left.lexicographicallyPrecedes(right)
        return isLess ? !atLeast : atLeast
    }
}
