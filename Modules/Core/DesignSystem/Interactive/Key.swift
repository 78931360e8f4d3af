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
    case controlC
}

/// Turns raw terminal input into keys; keeps an incomplete escape sequence until its next bytes arrive.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

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
                    guard index + 2 < pending.count else {
                        pending = Array(pending[index...])
                        return keys
                    }
                    switch pending[index + 2] {
                    case UInt8(ascii: "A"): keys.append(.up)
                    case UInt8(ascii: "B"): keys.append(.down)
                    case UInt8(ascii: "C"): keys.append(.right)
                    case UInt8(ascii: "D"): keys.append(.left)
                    case UInt8(ascii: "Z"): keys.append(.shiftTab)
                    default:
                        // Other sequences (function keys, ...): skip to their final byte.
                        var end = index + 2
                        while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
                        index = end + 1
                        continue
                    }
                    index += 3
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
