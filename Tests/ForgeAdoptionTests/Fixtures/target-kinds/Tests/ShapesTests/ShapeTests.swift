import Shapes
import Testing

@Test func shape() { _ = Shape() }
