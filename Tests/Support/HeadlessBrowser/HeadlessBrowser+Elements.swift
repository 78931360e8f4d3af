/// Finding elements by CSS and acting on them.
extension HeadlessBrowser {
    /// Every element `selector` (CSS) matches, in document order.
    public func elements(_ selector: String) async throws -> [Element] {
        try await client.send(
            "POST", "\(session)/elements",
            body: ["using": "css selector", "value": .string(selector)] as WebDriverJSON,
            as: [Element].self)
    }

    /// The first element `selector` (CSS) matches; a `no such element` error when none does.
    public func element(_ selector: String) async throws -> Element {
        try await client.send(
            "POST", "\(session)/element", body: ["using": "css selector", "value": .string(selector)] as WebDriverJSON,
            as: Element.self)
    }

    /// Clicks the middle of `element`, scrolled into view.
    public func click(_ element: Element) async throws {
        try await client.send("POST", "\(session)/element/\(element.reference)/click", body: [:] as WebDriverJSON)
    }

    /// Focuses `element` and types `keys` into it.
    public func sendKeys(_ keys: [Key], to element: Element) async throws {
        let text = keys.map(\.value).joined()
        try await client.send(
            "POST", "\(session)/element/\(element.reference)/value", body: ["text": .string(text)] as WebDriverJSON)
    }

    /// The text of `element` as the page renders it (hidden text excluded).
    public func text(of element: Element) async throws -> String {
        try await client.send("GET", "\(session)/element/\(element.reference)/text", as: String.self)
    }

    /// The attribute `name` of `element`, or nil when it has none.
    public func attribute(_ name: String, of element: Element) async throws -> String? {
        try await client.send("GET", "\(session)/element/\(element.reference)/attribute/\(name)", as: String?.self)
    }
}
