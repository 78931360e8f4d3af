import ForgeJSON
import ForgeManifest

/// Compares two `dump-package` results as SwiftPM sees them and lists every difference by where it is.
///
/// What carries no meaning is normalised away: the order of targets, products, package dependencies,
/// platforms and traits (keyed by name), the order of a target's dependencies (a set), and a missing
/// `path` (replaced by the folder SwiftPM would use).
struct PackageComparison {
    typealias Object = [String: JSONValue]

    let layout: SourceLayout

    /// The differences between two outputs of `dump-package`, each a JSON object (as `DumpPackage.run` checks).
    func differences(original: [UInt8], generated: [UInt8]) -> [String] {
        differences(original: Self.object(original), generated: Self.object(generated))
    }

    private static func object(_ json: [UInt8]) -> Object {
        (try? JSONParser.parse(json)).flatMap { JSONValue($0).object } ?? [:]
    }

    /// One line per difference, such as `targets["A"].settings[2]: was {...}, now {...}`; empty when equal.
    func differences(original: Object, generated: Object) -> [String] {
        var found: [String] = []
        var path: [Step] = []
        compare(.object(normalized(original)), .object(normalized(generated)), path: &path, into: &found)
        return found
    }

    private func normalized(_ package: Object) -> Object {
        var result = package
        result["packageKind"] = nil
        result["targets"] = keyed(package["targets"], by: "name") { target in
            var target = target
            if target["path"] == nil, let name = target["name"]?.string,
                let type = TargetType(dumpName: target["type"]?.string ?? ""), type != .binary
            {
                target["path"] = .string(layout.defaultPath(type: type, name: name))
            }
            let dependencies = (target["dependencies"]?.array ?? []).map(\.canonical).sorted()
            target["dependencies"] = .array(dependencies.map(JSONValue.string))
            return target
        }
        result["products"] = keyed(package["products"], by: "name") { $0 }
        result["dependencies"] = keyed(package["dependencies"], by: nil) { $0 }
        result["platforms"] = keyed(package["platforms"], by: "platformName") { $0 }
        result["traits"] = keyed(package["traits"], by: "name") { $0 }
        return result
    }

    /// An array of objects as an object keyed by `key` (or, for package dependencies, by identity).
    private func keyed(_ value: JSONValue?, by key: String?, _ transform: (Object) -> Object) -> JSONValue {
        var result: Object = [:]
        for item in value?.array?.compactMap(\.object) ?? [] {
            let name: String
            if let key {
                name = item[key]?.string ?? JSONValue.object(item).canonical
            } else {
                let inner = item.values.first?.array?.first?.object
                name = inner?["identity"]?.string ?? JSONValue.object(item).canonical
            }
            result[name] = .object(transform(item))
        }
        return .object(result)
    }

    /// Keys whose arrays SwiftPM keeps as sets, so their order means nothing (and changes from run to run).
    private static let setKeys: Set<String> = ["traits", "enabledTraits"]

    /// One step from the package down to a value: a key, a name in a keyed list, or an array index.
    private enum Step {
        case key(String)
        case name(String)
        case index(Int)
    }

    /// Lists keyed by name after normalising, so their steps print as `targets["A"]`.
    private static let namedLists: Set<String> = ["targets", "products", "dependencies", "platforms", "traits"]

    /// `targets["A"].settings[2].kind`: built only for a difference (comparing 1,000 targets visits every value).
    private static func text(_ path: [Step]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .name(let name): text += "[\"\(name)\"]"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    private func compare(_ old: JSONValue?, _ new: JSONValue?, path: inout [Step], into found: inout [String]) {
        if case .key(let key)? = path.last, Self.setKeys.contains(key), let a = old?.array, let b = new?.array {
            let left = a.map(\.canonical).sorted()
            let right = b.map(\.canonical).sorted()
            if left != right {
                found.append(
                    "\(Self.text(path)): was [\(left.joined(separator: ", "))], now [\(right.joined(separator: ", "))]")
            }
            return
        }
        switch (old, new) {
        case (.object(let a)?, .object(let b)?):
            var namesChildren = false
            if path.count == 1, case .key(let key) = path[0] { namesChildren = Self.namedLists.contains(key) }
            for key in Set(a.keys).union(b.keys).sorted() {
                path.append(namesChildren ? .name(key) : .key(key))
                compare(a[key], b[key], path: &path, into: &found)
                path.removeLast()
            }
        case (.array(let a)?, .array(let b)?) where a.count == b.count:
            for index in a.indices {
                path.append(.index(index))
                compare(a[index], b[index], path: &path, into: &found)
                path.removeLast()
            }
        default:
            let left = old?.canonical ?? "nothing"
            let right = new?.canonical ?? "nothing"
            if left != right { found.append("\(Self.text(path)): was \(left), now \(right)") }
        }
    }
}
