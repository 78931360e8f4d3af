import FoundationEssentials

/// The dataset files an import reads, found by their IMDb names (`title.basics.tsv.gz` or `.tsv`) in a folder
/// or among files given one by one.
struct IMDbDatasetFiles: Equatable, Sendable {
    /// The datasets the import knows, in the order it reads them.
    enum Dataset: String, CaseIterable, Sendable {
        case ratings = "title.ratings"
        case basics = "title.basics"
        case crew = "title.crew"
        case principals = "title.principals"
        case names = "name.basics"
        case akas = "title.akas"

        /// The file name IMDb publishes it under.
        var publishedName: String { rawValue + ".tsv.gz" }

        /// What a catalogue has from it, for saying what an import without it lacks.
        var brings: String {
            switch self {
            case .ratings: "ratings and votes"
            case .basics: "films"
            case .crew: "directors and writers"
            case .principals: "cast (with characters), writers' jobs, composers or cinematographers"
            case .names: "people's names"
            case .akas: "other titles to search by"
            }
        }
    }

    let paths: [Dataset: String]

    /// Finds the datasets among `paths`: folders are searched, files recognised by name; title.basics is
    /// required, the others optional. Throws a message saying what is missing or not recognised.
    init(locating paths: [String]) throws(IMDbDatasetFilesError) {
        var found: [Dataset: String] = [:]
        for path in paths {
            var isFolder = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .missing(path: path)
            }
            if isFolder {
                for dataset in Dataset.allCases where found[dataset] == nil {
                    let candidates = [".tsv.gz", ".tsv"].map {
                        (path.hasSuffix("/") ? path : path + "/") + dataset.rawValue + $0
                    }
                    found[dataset] = candidates.first { FileManager.default.fileExists(atPath: $0) }
                }
            } else {
                let name = Self.fileName(of: path)
                guard
                    let dataset = Dataset.allCases.first(where: {
                        name == $0.rawValue + ".tsv.gz" || name == $0.rawValue + ".tsv"
                    })
                else {
                    throw .unrecognised(path: path)
                }
                found[dataset] = path
            }
        }
        guard found[.basics] != nil else { throw .noBasics(searched: paths) }
        self.paths = found
    }

    /// The last component of `path`: "title.basics.tsv.gz" of "data/title.basics.tsv.gz".
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
