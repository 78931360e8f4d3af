import Foundation
import WatchlistDomain
import WatchlistDomainApi

/// Writes export files through a temporary file beside the destination and a rename, so a reader (or a
/// crash) sees the old file or the new one, never half of one.
struct AtomicExportWriter: ExportFileWriting {
    func write(_ text: String, to path: String) throws(WatchlistError) {
        let destination = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        let folder = destination.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .exportNotWritten(path: path, reason: "the folder \(folder) does not exist; create it first")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw .exportNotWritten(path: path, reason: "it is a folder; give a file name in it")
        }
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(
                ".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, destination.path) == 0 else {
                throw CocoaError(
                    .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .exportNotWritten(path: path, reason: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
