import ShapeMacros
import SwiftSyntaxMacrosTestSupport
import Testing

@Test func macrosExpand() {}
