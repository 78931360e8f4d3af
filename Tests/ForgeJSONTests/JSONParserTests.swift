import Testing

@testable import ForgeDiagnostics
@testable import ForgeJSON

@Suite struct JSONParserTests {
    @Test func parsesNestedValuesWithTheirPositions() throws {
        let node = try JSONParser.parse("{\n  \"a\": [1, true, null],\n  \"b\": \"x\\u00e9\"\n}")
        guard case .object(let members) = node.value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
        #expect(members[0].value.location == SourceLocation(line: 2, column: 8))
        guard case .string(let text) = members[1].value.value else {
            Issue.record("expected a string")
            return
        }
        #expect(text == "xé")
    }
}
