import Foundation

/// What the file system says of a file without reading it: size, inode, change time and modification time.
/// A cache keyed by stamps is used only while every file has the stamp it had, as git's index does: the change
/// time (ctime) moves on every write and no tool can set it back, so an edit that keeps the size and restores
/// the modification time is still seen.
package struct FileStamp: Equatable, Sendable {
    /// One line that identifies the file's current state: `F <size> <inode> <ctime> <mtime> <path>`.
    package let line: String
    /// The file changed within the last two seconds: a later edit in the same clock tick could keep every
    /// value the same, so a cache must not be written from it.
    package let isRecent: Bool

    /// The stamp of the file at `path` (shown as `name` in the line), or nil when it cannot be examined.
    package init?(path: String, name: String? = nil, now: Int = time(nil)) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status, name: name ?? path, now: now)
    }

    /// The stamp of a file whose `stat` says `status` (shown as `name` in the line).
    package init(_ status: stat, name: String, now: Int = time(nil)) {
        let changed = status.st_ctim, modified = status.st_mtim
        isRecent = max(changed.tv_sec, modified.tv_sec) >= now - 2
        line =
            "F \(status.st_size) \(status.st_ino) \(changed.tv_sec).\(changed.tv_nsec) "
            + "\(modified.tv_sec).\(modified.tv_nsec) \(name)"
    }
}
