/// Why a dataset file could not be read at all (rows that break the format are counted, not errors).
enum IMDbDatasetError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    /// `gzip -dc` failed: not a gzip file, or cut short.
    case decompressionFailed(path: String, message: String)
    /// The header lacks columns the import needs: not the dataset file it was taken for.
    case missingColumns(path: String, missing: [String], found: [String])
    case empty(path: String)
    /// A `.gz` file, and no gzip on this machine to decompress it.
    case gzipMissing(path: String)

    var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "cannot read \(path): \(reason); check the path and the file's permissions"
        case .decompressionFailed(let path, let message):
            "cannot decompress \(path)" + (message.isEmpty ? "" : " (\(message))")
                + "; the file is damaged or cut short: download it again from IMDb's datasets"
        case .missingColumns(let path, let missing, let found):
            "\(path) has no column " + missing.joined(separator: ", ") + " (its header: "
                + found.prefix(12).joined(separator: ", ") + "); is it the right IMDb dataset file?"
        case .gzipMissing(let path):
            "cannot read \(path): reading .gz files needs gzip, which is not installed; install it "
                + "(apt-get install gzip) or import the decompressed .tsv"
        case .empty(let path):
            "\(path) is empty: an IMDb dataset file starts with a header line"
        }
    }
}
