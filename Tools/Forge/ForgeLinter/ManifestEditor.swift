import ForgeDiagnostics
import ForgeJSON

/// Applies `ManifestFix`es to a manifest's text through `JSONEditor`: a dependency added to, or removed from, the
/// list the finding names, every other byte left as it was.
package struct ManifestEditor {
    /// A change that cannot be made to this text (it moved, or is not where the fix says).
    struct Failure: Error {
        let message: String
    }

    private var editor: JSONEditor

    init(text: String) {
        editor = JSONEditor(text: text)
    }

    var string: String { editor.string }

    /// Applies `change`, reading the text as it is now.
    mutating func apply(_ change: ManifestFix.Change) throws(Failure) {
        do throws(JSONEditor.Failure) {
            switch change {
            case .addDependency(let owner, let dependency): try add(dependency.json, owner: owner)
            case .removeDependency(let path):
                guard let parsed = JSONPath(path) else {
                    throw JSONEditor.Failure(message: "no dependency is at \(path)")
                }
                try editor.removeElement(at: parsed)
            }
        } catch {
            throw Failure(message: error.message)
        }
    }

    /// Appends `entry` to the owner's `dependencies`; `"tests": true` becomes the object it stands for, and an
    /// owner without the list gets one.
    private mutating func add(_ entry: String, owner path: String) throws(JSONEditor.Failure) {
        guard let owner = JSONPath(path) else { throw JSONEditor.Failure(message: "nothing is at \(path)") }
        switch try editor.node(at: owner).value {
        case .bool(true):
            try editor.replaceValue(at: owner, with: "{ \"dependencies\": [\(entry)] }")
        case .object(let members):
            if members.contains(where: { $0.key == "dependencies" }) {
                try editor.insert(entry, intoListAt: owner.appending("dependencies"), .last)
            } else {
                try editor.addMember("dependencies", value: "[\(entry)]", toObjectAt: owner)
            }
        default:
            throw JSONEditor.Failure(message: "\(path) is not an object")
        }
    }
}
