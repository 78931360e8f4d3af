import ForgeHasher

extension TargetHasher.TargetHash {
    /// The hash, then each input on a line: its kind, the first 16 digits of its digest, and its name.
    var explanation: String {
        let width = HashInput.Kind.allCases.map(\.rawValue.count).max() ?? 0
        let lines = inputs.map { input in
            let kind = input.kind.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            return "  \(kind)  \(input.digest.prefix(16))  \(input.name)".trimmingSuffixSpaces() + "\n"
        }
        return "\(name)  \(hash)\n" + lines.joined()
    }
}

extension String {
    /// This text without the spaces it ends with.
    fileprivate func trimmingSuffixSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
