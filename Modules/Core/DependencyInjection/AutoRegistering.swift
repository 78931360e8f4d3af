/// What a feature's `<Feature>Dependencies` enum conforms to: one call registers its implementations. The App
/// keeps the list of them and calls each; a feature's `autoRegister` fills only keys no other call fills, so
/// the order of the calls never matters.
public protocol AutoRegistering: SendableMetatype {
    /// Registers the feature's implementations in `container`.
    static func autoRegister(_ container: Container)
}
