/// The selected test targets that failed and passed with their current inputs: the JSON document's shape
/// (`{"checked": N, "flaky": [...]}`).
package struct FlakyReport: Encodable, Equatable {
    /// How many test targets were checked.
    package let checked: Int
    package let flaky: [FlakyTarget]
}
