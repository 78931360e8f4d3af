/// A durations file that cannot be used, and why.
struct DurationsError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String {
        "cannot use the durations in \(path): \(reason); write a JSON object such as {\"SearchDataTests\": 41.5}"
    }
}
