import Engine
import Testing

@Test func engine() { _ = Engine() }
