import Foundation

/// Compares two `dump-package` results as SwiftPM sees them and lists every difference by where it is.
///
/// What carries no meaning is normalised away: the order of targets, products, package dependencies,
/// platforms and traits (keyed by name), the order of a target's dependencies (a set), and a missing
/// `path` (replaced by the folder SwiftPM would use).
struct PackageComparison {
    typealias Object = [String: Any]

    let layout: SourceLayout

    /// One line per difference, such as `targets["A"].settings[2]: was {...}, now {...}`; empty when equal.
    func differences(original: Object, generated: Object) -> [String] {
        var found: [String] = []
        compare(normalized(original), normalized(generated), at: "", into: &found)
        return found
    }

    private func normalized(_ package: Object) -> Object {
        var result = package
        result["packageKind"] = nil
        result["targets"] = keyed(package["targets"], by: "name") { target in
            var target = target
            if target["path"] == nil, let name = target["name"] as? String,
                let type = TargetType(dumpName: target["type"] as? String ?? ""), type != .binary
            {
                target["path"] = layout.defaultPath(type: type, name: name)
            }
            let dependencies = (target["dependencies"] as? [Any] ?? []).map(Self.canonical).sorted()
            target["dependencies"] = dependencies
            return target
        }
        result["products"] = keyed(package["products"], by: "name") { $0 }
        result["dependencies"] = keyed(package["dependencies"], by: nil) { $0 }
        result["platforms"] = keyed(package["platforms"], by: "platformName") { $0 }
        result["traits"] = keyed(package["traits"], by: "name") { $0 }
        return result
    }

    /// An array of objects as an object keyed by `key` (or, for package dependencies, by identity).
    private func keyed(_ value: Any?, by key: String?, _ transform: (Object) -> Object) -> Object {
        var result: Object = [:]
        for item in value as? [Object] ?? [] {
            let name: String
            if let key {
                name = item[key] as? String ?? Self.canonical(item)
            } else {
                let inner = (item.values.first as? [Object])?.first
                name = inner?["identity"] as? String ?? Self.canonical(item)
            }
            result[name] = transform(item)
        }
        return result
    }

    /// A stable text form of any JSON value, for sorting and for messages.
    static func canonical(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .fragmentsAllowed])
        else { return "\(value)" }
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    /// Keys whose arrays SwiftPM keeps as sets, so their order means nothing (and changes from run to run).
    private static let setKeys: Set<String> = ["traits", "enabledTraits"]

    private func compare(_ old: Any?, _ new: Any?, at path: String, into found: inout [String]) {
        if let key = path.split(separator: ".").last.map(String.init), Self.setKeys.contains(key),
            let a = old as? [Any], let b = new as? [Any]
        {
            let left = a.map(Self.canonical).sorted()
            let right = b.map(Self.canonical).sorted()
            if left != right {
                found.append(
                    "\(path.dropFirst()): was [\(left.joined(separator: ", "))], now [\(right.joined(separator: ", "))]"
                )
            }
            return
        }
        switch (old, new) {
        case (let a as Object, let b as Object):
            for key in Set(a.keys).union(b.keys).sorted() {
                let isName =
                    path.isEmpty
                    || ["targets", "products", "dependencies", "platforms", "traits"].contains(where: {
                        path == ".\($0)"
                    })
                let child = isName && !path.isEmpty ? "\(path)[\"\(key)\"]" : "\(path).\(key)"
                compare(a[key], b[key], at: child, into: &found)
            }
        case (let a as [Any], let b as [Any]) where a.count == b.count:
            for index in a.indices { compare(a[index], b[index], at: "\(path)[\(index)]", into: &found) }
        default:
            let left = old.map(Self.canonical) ?? "nothing"
            let right = new.map(Self.canonical) ?? "nothing"
            if left != right {
                found.append("\(path.hasPrefix(".") ? String(path.dropFirst()) : path): was \(left), now \(right)")
            }
        }
    }
}
