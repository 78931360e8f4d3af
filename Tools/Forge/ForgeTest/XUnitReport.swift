import Foundation

/// The xUnit reports `swift test --xunit-output FILE` writes: FILE for XCTest, and `FILE` with
/// `-swift-testing` before its extension for Swift Testing; each `<testcase classname="Target.Type"
/// time="seconds">`.
enum XUnitReport {
    /// How long each test target's tests take, from both reports of `file` (those that exist): XCTest runs a
    /// target's tests one after the other, so the sum of their times; Swift Testing runs them side by side, so
    /// its longest test (each test's time there includes the waits of running beside the others).
    static func seconds(byTarget file: URL) -> [String: Double] {
        var seconds: [String: Double] = [:]
        if let text = try? String(contentsOf: file, encoding: .utf8) {
            for (target, time) in testCases(in: text) { seconds[target, default: 0] += time }
        }
        let swiftTesting = file.deletingPathExtension().path + "-swift-testing." + file.pathExtension
        if let text = try? String(contentsOfFile: swiftTesting, encoding: .utf8) {
            var longest: [String: Double] = [:]
            for (target, time) in testCases(in: text) { longest[target] = max(longest[target] ?? 0, time) }
            seconds.merge(longest, uniquingKeysWith: +)
        }
        return seconds
    }

    /// Each test case's target (the classname's first component) and time.
    static func testCases(in text: String) -> [(target: String, seconds: Double)] {
        text.components(separatedBy: "<testcase ").dropFirst().compactMap { element in
            let attributes = element.prefix { $0 != ">" }
            guard let classname = value(of: "classname", in: attributes),
                let target = classname.split(separator: ".").first
            else { return nil }
            return (String(target), value(of: "time", in: attributes).flatMap(Double.init) ?? 0)
        }
    }

    private static func value(of name: String, in attributes: Substring) -> String? {
        guard let start = attributes.range(of: " \(name)=\"") ?? attributes.range(of: "\(name)=\""),
            let end = attributes[start.upperBound...].firstIndex(of: "\"")
        else { return nil }
        return String(attributes[start.upperBound..<end])
    }
}
