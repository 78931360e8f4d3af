/// The `--color` option: let the terminal decide, or force colour on or off.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto
    case always
    case never
}
