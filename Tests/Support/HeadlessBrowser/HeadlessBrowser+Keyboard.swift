/// Pressing keys wherever the focus is, as a person does: `/` from anywhere, Tab, Enter, the arrows.
extension HeadlessBrowser {
    /// Presses `keys` one after another (each down, then up) into the focused element, or the page.
    public func press(_ keys: [Key]) async throws {
        let strokes: [WebDriverJSON] = keys.flatMap { key -> [WebDriverJSON] in
            [["type": "keyDown", "value": .string(key.value)], ["type": "keyUp", "value": .string(key.value)]]
        }
        try await perform(strokes)
    }

    /// Presses `key` one or more times.
    public func press(_ key: Key, times: Int = 1) async throws {
        try await press(Array(repeating: key, count: times))
    }

    /// Presses `key` while `modifier` (Shift) is held: Shift+Tab.
    public func press(_ key: Key, holding modifier: Key) async throws {
        try await perform([
            ["type": "keyDown", "value": .string(modifier.value)], ["type": "keyDown", "value": .string(key.value)],
            ["type": "keyUp", "value": .string(key.value)], ["type": "keyUp", "value": .string(modifier.value)],
        ])
    }

    /// Types `text` where the focus is, one key per character.
    public func type(_ text: String) async throws {
        try await press(text.map(Key.character))
    }

    /// Performs one keyboard's `strokes` with the W3C Actions API, then releases every key.
    private func perform(_ strokes: [WebDriverJSON]) async throws {
        let keyboard: WebDriverJSON = ["type": "key", "id": "keyboard", "actions": .array(strokes)]
        try await client.send("POST", "\(session)/actions", body: ["actions": [keyboard]] as WebDriverJSON)
        try await client.send("DELETE", "\(session)/actions")
    }
}
