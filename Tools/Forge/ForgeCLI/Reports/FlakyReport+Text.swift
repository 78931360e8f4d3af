import ForgeSupport
import ForgeTestRun

extension FlakyReport {
    /// Each flaky target with when each outcome was seen, then how many of those checked are flaky; in JSON, the
    /// report itself.
    func rendered(as format: TestOutputFormat) -> String {
        switch format {
        case .json:
            return JSONDocument.text(self)
        case .text, .github:
            let lines =
                flaky.map(\.line) + [
                    "forge test --flaky: \(flaky.count) of \(checked) test targets flaky with their current inputs"
                ]
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
