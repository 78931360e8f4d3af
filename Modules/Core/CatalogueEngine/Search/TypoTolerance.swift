/// How many typos a query word may have, and how far apart two words are.
///
/// A typo is one Damerau-Levenshtein edit: a letter inserted, deleted, replaced, or two neighbours swapped
/// ("teh" -> "the" is one). Short words tolerate none, or every two-letter word would match dozens of others.
struct TypoTolerance {
    /// Typos allowed in a query word of `length` letters: none under 3, one from 3, two from 8.
    static func allowed(forLength length: Int) -> Int {
        switch length {
        case ..<3: 0
        case 3..<8: 1
        default: 2
        }
    }

    /// Letter counts of the word the vocabulary is compared with, for `mayBeWithin`.
    private let histogram: SIMD32<Int8>
    private let length: Int

    init(word: [UInt8]) {
        histogram = Self.histogram(of: word)
        length = word.count
    }

    /// A cheap test before the full programme: each edit changes the letter counts by at most two, so words
    /// whose counts differ by more than twice the limit are further apart. (Letters share 32 slots: sharing
    /// can only hide differences, so the test never rejects a word that is within the limit.)
    func mayBeWithin(_ limit: Int, of word: UnsafeRawBufferPointer) -> Bool {
        // The difference starts at the word's own letter count and moves by one per letter of the other,
        // so it is kept as it goes instead of summed over every slot at the end.
        var counts = histogram
        var difference = length
        var remaining = word.count
        for byte in word {
            let slot = Int(byte & 31)
            difference += counts[slot] > 0 ? -1 : 1
            counts[slot] &-= 1
            remaining -= 1
            if difference - remaining > 2 * limit { return false }
        }
        return difference <= 2 * limit
    }

    private static func histogram(of word: [UInt8]) -> SIMD32<Int8> {
        var counts = SIMD32<Int8>()
        for byte in word { counts[Int(byte & 31)] &+= 1 }
        return counts
    }

    /// Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    static func isOneEditAway(_ a: [UInt8], _ b: UnsafeRawBufferPointer) -> Bool {
        let lengthA = a.count, lengthB = b.count
        var i = 0
        while i < lengthA, i < lengthB, a[i] == b[i] { i += 1 }
        if lengthA == lengthB {
            if i == lengthA { return false }  // equal
            if a[(i + 1)...].elementsEqual(b[(i + 1)...]) { return true }  // one replaced
            return i + 1 < lengthA && a[i] == b[i + 1] && a[i + 1] == b[i]  // neighbours swapped
                && a[(i + 2)...].elementsEqual(b[(i + 2)...])
        }
        if lengthA + 1 == lengthB { return a[i...].elementsEqual(b[(i + 1)...]) }
        if lengthA == lengthB + 1 { return a[(i + 1)...].elementsEqual(b[i...]) }
        return false
    }

    // (A SIMD value lives on the stack: the test runs for thousands of words and must not allocate.)
    // Rows of the dynamic programme, kept between calls: the vocabulary scan compares thousands of words.
    private var twoBack: [Int] = []
    private var previous: [Int] = []
    private var current: [Int] = []

    /// The edit distance between `a` and `b` (optimal string alignment: a swap of neighbours counts one),
    /// or nil when it is more than `limit`.
    mutating func distance(_ a: [UInt8], _ b: UnsafeRawBufferPointer, limit: Int) -> Int? {
        let lengthA = a.count, lengthB = b.count
        guard abs(lengthA - lengthB) <= limit else { return nil }
        if lengthA == 0 || lengthB == 0 { return max(lengthA, lengthB) }
        if twoBack.count < lengthB + 1 {
            twoBack = Array(repeating: 0, count: lengthB + 1)
            previous = twoBack
            current = twoBack
        }
        for j in 0...lengthB { previous[j] = j }
        for i in 1...lengthA {
            current[0] = i
            var rowMinimum = i
            for j in 1...lengthB {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            swap(&twoBack, &previous)
            swap(&previous, &current)
        }
        return previous[lengthB] <= limit ? previous[lengthB] : nil
    }
}
