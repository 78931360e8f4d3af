/// A line of the history file that cannot be read (a hand edit, a sync conflict, a truncated write): kept as its
/// exact bytes and written back as they are, so that nothing a person wrote is lost before they fix or remove
/// it, while every other line of the file is read.
public struct DamagedHistoryLine: Sendable, Equatable {
    /// Its line number in the file, from 1.
    public let line: Int
    /// Its bytes, without the line break.
    public let bytes: [UInt8]
    /// What is wrong with it.
    public let reason: String

    /// Line `line` of the file, its `bytes`, and why they cannot be read.
    public init(line: Int, bytes: [UInt8], reason: String) {
        self.line = line
        self.bytes = bytes
        self.reason = reason
    }
}
