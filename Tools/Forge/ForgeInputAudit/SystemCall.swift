import Foundation

/// One line of `strace` output: `name(arguments) = result`, with the arguments split at top-level commas and
/// C string arguments unescaped.
package struct SystemCall {
    package let name: String
    package let arguments: [String]
    /// What follows the last ` = `: a number, or `-1 ENOENT (No such file or directory)`.
    package let result: String
    private let line: Substring

    package init?(_ line: Substring) {
        self.line = line
        // strace pads a short call with spaces before ` = ` (`close(3)          = 0`).
        guard let open = line.firstIndex(of: "("), let equals = line.range(of: " = ", options: .backwards),
            let close = line[..<equals.lowerBound].lastIndex(where: { $0 != " " }), line[close] == ")",
            open < close
        else { return nil }
        name = String(line[..<open])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        result = String(line[equals.upperBound...].prefix { $0 != " " })
        arguments = Self.split(line[line.index(after: open)..<close])
    }

    /// The error name after a `-1` result (`ENOENT`), if any.
    package var error: String? {
        guard result == "-1", let range = line.range(of: " = -1 ", options: .backwards) else { return nil }
        return String(line[range.upperBound...].prefix { $0 != " " })
    }

    /// Whether `openat` was given `AT_FDCWD`, so a relative path is relative to the working folder.
    package var isRelativeToWorkingDirectory: Bool {
        arguments.first == "AT_FDCWD" || path(argument: 1)?.hasPrefix("/") == true
    }

    /// Whether the call opened a file (not a folder) for reading, and succeeded.
    package func opensForReading(flagsArgument index: Int) -> Bool {
        guard let descriptor = Int(result), descriptor >= 0, index < arguments.count else { return false }
        let flags = arguments[index]
        return (flags.contains("O_RDONLY") || flags.contains("O_RDWR")) && !flags.contains("O_DIRECTORY")
    }

    /// The internet address a `connect` argument names, as `host:port` (`[host]:port` for IPv6); nil for a
    /// local socket (`AF_UNIX`) or anything else.
    package func socketAddress(argument index: Int) -> String? {
        guard index < arguments.count else { return nil }
        let text = arguments[index]
        let port = Self.between(text, "htons(", ")") ?? "0"
        if text.contains("AF_INET6"), let host = Self.between(text, "inet_pton(AF_INET6, \"", "\"") {
            return "[\(host)]:\(port)"
        }
        if text.contains("AF_INET"), let host = Self.between(text, "inet_addr(\"", "\"") { return "\(host):\(port)" }
        return nil
    }

    /// The peer a connected datagram socket sends to, from strace's label of its descriptor (the first argument,
    /// `3<UDP:[192.0.2.2:47087->10.0.0.53:53]>` or `3<UDPv6:[[::1]:56231->[2001:db8::1]:53]>`), as `host:port`.
    package var datagramPeer: String? {
        guard let label = arguments.first, let arrow = label.range(of: "->"), label.hasSuffix("]>") else { return nil }
        return String(label[arrow.upperBound..<label.index(label.endIndex, offsetBy: -2)])
    }

    /// The text of `text` between the first `start` and the `end` after it.
    private static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text[open.upperBound...].range(of: end) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// The string argument at `index`, unescaped; nil when that argument is not a string.
    package func path(argument index: Int) -> String? {
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        // A string strace cut short ends in `"...`: not a whole path.
        guard argument.hasPrefix("\""), argument.hasSuffix("\""), argument.count >= 2 else { return nil }
        return Self.unescape(argument.dropFirst().dropLast())
    }

    /// The arguments, split at commas outside strings, brackets and braces.
    private static func split(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "[", "{", "(": depth += 1
            case "]", "}", ")": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// A C string's escapes (`\"`, `\\`, `\n`, `\t`, octal `\NNN`) undone, bytes decoded as UTF-8.
    private static func unescape(_ text: Substring) -> String {
        let input = Array(text.utf8)
        var bytes: [UInt8] = []
        var index = 0
        let octal = UInt8(ascii: "0")...UInt8(ascii: "7")
        while index < input.count {
            let byte = input[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < input.count else {
                bytes.append(byte)
                continue
            }
            let next = input[index]
            index += 1
            switch next {
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "t"): bytes.append(9)
            case octal:
                var value = Int(next - octal.lowerBound)
                while index < input.count, octal.contains(input[index]), value < 32 {
                    value = value * 8 + Int(input[index] - octal.lowerBound)
                    index += 1
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
