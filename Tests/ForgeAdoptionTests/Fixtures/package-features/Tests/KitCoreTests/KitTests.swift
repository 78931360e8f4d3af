import KitCore
import Testing

@Test func kit() { _ = Kit() }
