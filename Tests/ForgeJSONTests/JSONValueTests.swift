import Testing

@testable import ForgeJSON

/// JSON values without positions: what comparing two documents needs.
@Suite struct JSONValueTests {
    @Test func aParsedDocumentKeepsItsValuesAndWritesThemCanonically() throws {
        let value = JSONValue(try JSONParser.parse(#"{"b": [1, 2.5, true, null], "a": {"z": "x\"y", "y": -3}}"#))
        #expect(value.object?["b"]?.array?.count == 4)
        #expect(value.canonical == #"{"a":{"y":-3,"z":"x\"y"},"b":[1,2.5,true,null]}"#)
    }

    @Test func accessorsAnswerOnlyForTheirKind() {
        #expect(JSONValue.string("s").string == "s" && JSONValue.string("s").object == nil)
        #expect(JSONValue.array([]).array == [] && JSONValue.null.array == nil)
    }
}
