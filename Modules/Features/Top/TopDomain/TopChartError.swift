/// Why a chart could not be made: the situation and its facts, as data.
///
/// `description` words it without command-line advice; TopPresentation adds the advice that fits where the
/// person is.
public enum TopChartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The selected source cannot list films (an online API); charts need the embedded or an imported catalogue.
    case sourceCannotList(String)
    /// The catalogue failed; the text is its own account of why.
    case catalogueFailed(String)
    /// The catalogue has no genre of that name; `known` are those it has.
    case unknownGenre(String, known: [String])

    /// What happened, with advice that holds wherever the person is.
    public var description: String {
        switch self {
        case .sourceCannotList(let reason): "charts need a source that can list films: \(reason)"
        case .catalogueFailed(let reason): reason
        case .unknownGenre(let genre, let known):
            "the catalogue has no genre \"\(genre)\"; its genres are \(known.joined(separator: ", "))"
        }
    }
}
