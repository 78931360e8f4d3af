/// Why the dataset files could not be found.
enum IMDbDatasetFilesError: Error, Equatable, CustomStringConvertible {
    case missing(path: String)
    case unrecognised(path: String)
    case noBasics(searched: [String])

    var description: String {
        let names = IMDbDatasetFiles.Dataset.allCases.map(\.publishedName).joined(separator: ", ")
        switch self {
        case .missing(let path):
            return "\(path) does not exist; name a folder holding the IMDb dataset files, or the files"
        case .unrecognised(let path):
            return "\(path) is not an IMDb dataset file by its name; the names are \(names) (or .tsv)"
        case .noBasics(let searched):
            return "no title.basics.tsv.gz (or .tsv) in \(searched.joined(separator: ", ")); it is the one file an "
                + "import needs (download it from https://datasets.imdbws.com/)"
        }
    }
}
