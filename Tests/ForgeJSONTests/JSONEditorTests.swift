import Foundation
import Testing

@testable import ForgeJSON

/// The one layout-preserving JSON editor `lint --fix` and `scaffold` share: each edit touches only its value.
@Suite struct JSONEditorTests {
    private let manifest = """
        {
          "name": "App",
          "dependencies": [
            "Search",
            "Top"
          ],
          "tests": { "dependencies": ["A", "B"] },
          "empty": []
        }
        """

    private func edited(_ edit: (inout JSONEditor) throws -> Void) throws -> String {
        var editor = JSONEditor(text: manifest)
        try edit(&editor)
        return editor.string
    }

    @Test func insertsInTheListsOwnStyleFirstOrLast() throws {
        let first = try edited { try $0.insert("\"New\"", intoListAt: JSONPath("$.dependencies")!, .first) }
        #expect(first.contains("[\n    \"New\",\n    \"Search\",\n    \"Top\"\n  ]"))
        let last = try edited { try $0.insert("\"C\"", intoListAt: JSONPath("$.tests.dependencies")!, .last) }
        #expect(last.contains("[\"A\", \"B\", \"C\"]"))
        let empty = try edited { try $0.insert("\"X\"", intoListAt: JSONPath("$.empty")!, .last) }
        #expect(empty.contains("\"empty\": [\"X\"]"))
        #expect(first.replacingOccurrences(of: "\"New\",\n    ", with: "") == manifest)
    }

    @Test func addsAMemberAndReplacesAValue() throws {
        let added = try edited { try $0.addMember("kind", value: "\"app\"", toObjectAt: JSONPath("$")!) }
        #expect(added.hasSuffix("\"empty\": [],\n  \"kind\": \"app\"\n}"))
        let replaced = try edited { try $0.replaceValue(at: JSONPath("$.name")!, with: "\"Movieland\"") }
        #expect(replaced == manifest.replacingOccurrences(of: "\"App\"", with: "\"Movieland\""))
    }

    @Test func removesAnElementWithItsSeparator() throws {
        let middle = try edited { try $0.removeElement(at: JSONPath("$.tests.dependencies[0]")!) }
        #expect(middle.contains("[\"B\"]"))
        let last = try edited { try $0.removeElement(at: JSONPath("$.dependencies[1]")!) }
        #expect(last.contains("[\n    \"Search\"\n  ]"))
        let only = try edited { editor in
            try editor.removeElement(at: JSONPath("$.tests.dependencies[1]")!)
            try editor.removeElement(at: JSONPath("$.tests.dependencies[0]")!)
        }
        #expect(only.contains("{ \"dependencies\": [] }"))
    }

    @Test func sayWhyAnEditCannotBeMade() {
        #expect(throws: JSONEditor.Failure(message: "nothing is at $.missing")) {
            try edited { try $0.insert("1", intoListAt: JSONPath("$.missing")!, .last) }
        }
        #expect(throws: JSONEditor.Failure(message: "$.name is not a list")) {
            try edited { try $0.insert("1", intoListAt: JSONPath("$.name")!, .last) }
        }
        #expect(throws: JSONEditor.Failure(message: "no list element is at $.dependencies[5]")) {
            try edited { try $0.removeElement(at: JSONPath("$.dependencies[5]")!) }
        }
    }

    @Test func pathsReadAndWriteTheDiagnosticsForm() {
        #expect(JSONPath("$.modules[2].tests")?.description == "$.modules[2].tests")
        #expect(JSONPath("$.modules[2]")?.appending("dependencies").description == "$.modules[2].dependencies")
        #expect(JSONPath("modules") == nil)
    }
}
