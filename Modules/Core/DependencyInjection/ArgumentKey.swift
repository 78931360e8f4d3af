/// A parameter factory's argument as part of an instance's key, compared and hashed as its own type. Not
/// `AnyHashable`: making one asks at run time whether the value has a custom representation, which scans every
/// protocol conformance in the program the first time (a share of a command's start-up).
struct ArgumentKey: Hashable, Sendable {
    private let argument: any ArgumentBox

    init<Argument: Hashable & Sendable>(_ argument: Argument) {
        self.argument = TypedArgument(value: argument)
    }

    static func == (lhs: ArgumentKey, rhs: ArgumentKey) -> Bool {
        lhs.argument.isEqual(to: rhs.argument)
    }

    func hash(into hasher: inout Hasher) {
        argument.hash(into: &hasher)
    }
}

/// One argument, its type known.
private protocol ArgumentBox: Sendable {
    func isEqual(to other: any ArgumentBox) -> Bool
    func hash(into hasher: inout Hasher)
}

private struct TypedArgument<Value: Hashable & Sendable>: ArgumentBox {
    let value: Value

    func isEqual(to other: any ArgumentBox) -> Bool {
        // A cast to a concrete type compares type identities: no conformance is looked up.
        (other as? TypedArgument<Value>)?.value == value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Value.self))
        hasher.combine(value)
    }
}
