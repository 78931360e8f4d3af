/// A typed destination of a feature, carrying the data its screen starts from.
public protocol Route: Sendable {}
