/// A durations file that cannot be used, and why.
package struct DurationsError: Error, CustomStringConvertible {
    package let path: String
    package let reason: String

    package var description: String {
        "cannot use the durations in \(path): \(reason); write a JSON object such as {\"SearchDataTests\": 41.5}"
    }
}
