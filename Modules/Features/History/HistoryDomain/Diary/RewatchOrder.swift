import HistoryDomainApi

/// Keeps the rewatch flags the diary derives in the diary's order: a viewing of a film is a rewatch when the
/// person said so, or when the diary has an earlier viewing of the film (on an earlier day, or logged before it
/// on the same day). Only the derived flags move; what the person said stays.
enum RewatchOrder {
    /// Sets every derived flag of the film `movieID`'s viewings from the viewings before it.
    static func follow(_ movieID: String, in record: inout HistoryRecord) {
        let positions = record.viewings.indices.filter {
            record.viewings[$0].movieID == movieID && !record.viewings[$0].isMarkedWatched
        }
        let ordered = positions.sorted { (record.viewings[$0].date, $0) < (record.viewings[$1].date, $1) }
        for (rank, position) in ordered.enumerated() {
            let viewing = record.viewings[position]
            guard !viewing.isRewatch || viewing.isRewatchDerived else { continue }  // said by the person
            record.viewings[position].isRewatch = rank > 0
            record.viewings[position].isRewatchDerived = rank > 0
        }
    }
}
