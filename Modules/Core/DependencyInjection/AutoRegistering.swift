/// What a feature's `<Feature>Dependencies` enum conforms to: one call registers its implementations.
public protocol AutoRegistering {
    /// Registers the feature's implementations in `container`.
    static func autoRegister(_ container: Container)
}
