/// A key press, decoded from the terminal's bytes.
public enum Key: Equatable, Sendable {
    case character(Character)
    case enter
    case backspace
    case escape
    case tab
    case shiftTab
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    case controlC
}

/// Turns raw terminal input into keys; keeps an incomplete escape sequence until its next bytes arrive.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with no bytes held over.
    public init() {}

    /// The keys in `bytes` (plus any bytes held over from before).
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x1B:
                guard index + 1 < pending.count else {
                    // ESC last: the Escape key, or the start of a sequence whose rest is still on its
                    // way (a slow link). Kept until more bytes come or the reader calls `flush()`.
                    pending = Array(pending[index...])
                    return keys
                }
                if pending[index + 1] == UInt8(ascii: "[") || pending[index + 1] == UInt8(ascii: "O") {
                    // CSI or SS3: parameter bytes, then a final byte in 0x40...0x7E.
                    var end = index + 2
                    while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
                    guard end < pending.count else {
                        pending = Array(pending[index...])
                        return keys
                    }
                    let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
                    // Keys this app does not use (function keys, ...) are skipped whole.
                    if let key = Self.key(final: pending[end], parameters: parameters) { keys.append(key) }
                    index = end + 1
                } else {
                    keys.append(.escape)
                    index += 1
                }
            case 0x03: keys.append(.controlC); index += 1
            case 0x0D, 0x0A: keys.append(.enter); index += 1
            case 0x7F, 0x08: keys.append(.backspace); index += 1
            case 0x09: keys.append(.tab); index += 1
            case 0x00..<0x20: index += 1
            default:
                // One UTF-8 character; wait for the rest of it when it is cut.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                guard index + length <= pending.count else {
                    pending = Array(pending[index...])
                    return keys
                }
                if let character = String(decoding: pending[index..<(index + length)], as: UTF8.self).first {
                    keys.append(.character(character))
                }
                index += length
            }
        }
        pending = []
        return keys
    }

    /// The key a sequence names; modifiers (`1;5A` is Ctrl-Up) are ignored.
    private static func key(final: UInt8, parameters: String) -> Key? {
        switch UnicodeScalar(final) {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "Z": return .shiftTab
        case "H": return .home
        case "F": return .end
        case "~":
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    /// Whether bytes are held back waiting for the rest of a sequence.
    public var hasPending: Bool { !pending.isEmpty }

    /// Gives up waiting: what is held back is keys as typed (a lone ESC is the Escape key).
    public mutating func flush() -> [Key] {
        guard let first = pending.first else { return [] }
        let rest = Array(pending.dropFirst())
        pending = []
        return (first == 0x1B ? [.escape] : []) + decode(rest)
    }
}
