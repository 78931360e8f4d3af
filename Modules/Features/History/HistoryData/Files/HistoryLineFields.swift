import HistoryDomainApi

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tab-separated fields of one line of `history.tsv`, found once as ranges of the line's bytes and read
/// only when asked for: a day, a rating or a year straight from the bytes, a text field made into a `String` (its
/// escapes undone) only by the records that keep it. Each value reads exactly as it would from the field's text:
/// a field holding a backslash (an escape) is read through its text.
struct HistoryLineFields {
    private var line = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Where each field starts and ends in `line`; kept between lines so that its room is made once.
    private var bounds: [Range<Int>] = []

    /// How many fields the line has (at least one: an empty line is one empty field).
    var count: Int { bounds.count }

    /// Finds the fields of `line`, forgetting the last line's.
    mutating func split(_ line: UnsafeBufferPointer<UInt8>) {
        self.line = line
        bounds.removeAll(keepingCapacity: true)
        guard let base = line.baseAddress else { return bounds.append(0..<0) }
        // memchr looks at many bytes at a time: a byte-by-byte loop was the most of finding the fields.
        var start = 0
        while let found = memchr(base + start, Int32(UInt8(ascii: "\t")), line.count - start) {
            let tab = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            bounds.append(start..<tab)
            start = tab + 1
        }
        bounds.append(start..<line.count)
    }

    /// The bytes of field `index`, empty past the last field.
    func bytes(_ index: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        index < bounds.count ? line[bounds[index]] : line[0..<0]
    }

    /// Whether the text of field `index` is empty (or the field missing).
    func isEmptyText(_ index: Int) -> Bool {
        let field = bytes(index)
        return field.isEmpty || (field.contains(UInt8(ascii: "\\")) && text(index).isEmpty)
    }

    /// Whether the text of field `index` holds the ASCII letter `letter` (a flag).
    func holds(_ index: Int, _ letter: UInt8) -> Bool {
        let field = bytes(index)
        guard field.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\\") }) else {
            return text(index).contains(Character(Unicode.Scalar(letter)))
        }
        return field.contains(letter)
    }

    /// The text of field `index`, its escapes undone; empty past the last field.
    func text(_ index: Int) -> String { HistoryFieldText.text(bytes(index)) }

    /// Whether field `index` reads as `word` (a record's kind).
    func reads(_ index: Int, as word: StaticString) -> Bool {
        let field = bytes(index)
        guard !field.contains(UInt8(ascii: "\\")) else { return text(index) == word.description }
        return field.elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// The day of field `index` (`YYYY-MM-DD`), or nil.
    func date(_ index: Int) -> DiaryDate? {
        let field = bytes(index)
        return field.contains(UInt8(ascii: "\\"))
            ? DiaryDate(text(index)) : DiaryDate(utf8: UnsafeBufferPointer(rebasing: field))
    }

    /// The whole number of field `index` as `Int(_:)` reads its text, or nil.
    func number(_ index: Int) -> Int? {
        let field = bytes(index)
        guard let value = Self.digits(field) else { return field.isEmpty ? nil : Int(text(index)) }
        return value
    }

    /// The rating of field `index` (`p7`, `s7`), or nil.
    func rating(_ index: Int) -> FilmRating? {
        let field = bytes(index)
        guard let kind = field.first, kind != UInt8(ascii: "\\"), let value = Self.digits(field.dropFirst()) else {
            return Self.rating(text(index))
        }
        guard FilmRating.pointRange.contains(value) else { return nil }
        switch kind {
        case UInt8(ascii: "p"): return .points(value)
        case UInt8(ascii: "s"): return .halfStars(value)
        default: return nil
        }
    }

    /// The rating `text` names, as the history writes it: `p7` (points) or `s7` (half stars).
    static func rating(_ text: String) -> FilmRating? {
        guard let kind = text.first, let value = Int(text.dropFirst()), FilmRating.pointRange.contains(value) else {
            return nil
        }
        switch kind {
        case "p": return .points(value)
        case "s": return .halfStars(value)
        default: return nil
        }
    }

    /// The value of one to eighteen ASCII digits (no sign), or nil for anything else.
    private static func digits(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard (1...18).contains(bytes.count) else { return nil }
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
        }
        return value
    }

    /// Why a line's bytes are no text of this format, if they are not: control bytes other than the tab and the
    /// tag separator, or bytes that are not UTF-8.
    static func textProblem(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        // One branchless pass that ORs each byte's class together (a branch per byte was a few percent of
        // reading a 5,000-viewing history); the rare line with a flag is looked at again.
        var found: UInt8 = 0
        byteClasses.withUnsafeBufferPointer { classes in
            for byte in line { found |= classes[Int(byte)] }
        }
        if found & controlByte != 0 { return "it holds control bytes" }
        guard found & nonASCIIByte != 0 else { return nil }
        return String(validating: line, as: UTF8.self) == nil ? "it is not UTF-8 text" : nil
    }

    private static let controlByte: UInt8 = 1
    private static let nonASCIIByte: UInt8 = 2

    /// Each byte's class: a control byte other than the tab and the tag separator, a byte that is not ASCII, or
    /// plain text (0).
    private static let byteClasses: [UInt8] = (0...255).map { byte in
        if byte < 0x20, byte != 0x09, byte != 0x1F { return controlByte }
        return byte >= 0x80 ? nonASCIIByte : 0
    }
}
