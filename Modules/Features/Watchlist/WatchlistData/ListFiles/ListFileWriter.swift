import FoundationEssentials
import SystemIO
import WatchlistDomain
import WatchlistDomainApi

/// Writes Movieland's list files: the text of each format from the type that also reads it back, and the
/// file through a temporary file beside the destination and a rename, so a reader (or a crash) sees the old
/// file or the new one, never half of one.
struct ListFileWriter: ListFileWriting {
    func text(_ films: [ExportedFilm], format: ListFileFormat) -> String {
        switch format {
        case .letterboxd: LetterboxdImportFile.text(films)
        case .csv: MovielandCSVList.text(films)
        case .json: MovielandJSONList.text(films)
        }
    }

    func write(_ text: String, to path: String) throws(WatchlistError) {
        let destination = URL(fileURLWithPath: path)
        var isFolder = false
        let folder = destination.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder else {
            throw .exportNotWritten(path: path, reason: "the folder \(folder) does not exist; create it first")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder {
            throw .exportNotWritten(path: path, reason: "it is a folder; give a file name in it")
        }
        do {
            try AtomicFile.write(text.utf8, to: path)
        } catch {
            throw .exportNotWritten(path: path, reason: error.reason)
        }
    }
}
