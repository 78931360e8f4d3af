import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeGraphPage

/// The page's bytes, read without a browser: the document embedded once and inert, the DOM the script fills,
/// nothing fetched, the same bytes for the same repository.
@Suite(.offThePool) struct GraphPageHTMLTests {
    private let fixture: GraphPageFixture

    init() throws {
        fixture = try GraphPageFixture()
    }

    private func page(base: String? = nil) throws -> (html: String, document: GraphPageDocument) {
        var request = GraphPageBuilder.Request()
        request.base = base
        let document = try GraphPageBuilder(root: fixture.repository.root).document(request).document
        return (GraphPage.html(for: document), document)
    }

    /// The text of the `<script type="application/json" id="forge-data">` element.
    private func embeddedData(of html: String) throws -> String {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"forge-data\">"))
        let end = try #require(html.range(of: "\n</script>", range: start.upperBound..<html.endIndex))
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func aCardsMarkupIsEmbeddedAsInertDataAndReadBackAsTheSameText() throws {
        let html = try page().html
        for hostile in ["<script>alert", "<img", "onerror=alert(2)>", "</script><"] {
            #expect(!html.contains(hostile), "\(hostile)")
        }
        #expect(html.components(separatedBy: "<script").count == 3, "the data and the script, nothing else")
        let data = try embeddedData(of: html)
        #expect(data.contains(#"\u003cscript\u003ealert(1)\u003c/script\u003e \u003cimg src=x onerror=alert(2)\u003e"#))
        #expect(!data.contains("<") && !data.contains(">") && !data.contains("&"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let nodes = try #require((object["graph"] as? [String: Any])?["nodes"] as? [[String: Any]])
        #expect(nodes.first { $0["id"] as? String == "Core" }?["card"] as? String == GraphPageFixture.hostileCard)
    }

    @Test func theScriptShowsRepositoryTextAsTextOrEscapedMarkup() {
        let script = GraphPage.script
        #expect(!script.contains("outerHTML") && !script.contains("insertAdjacentHTML"))
        #expect(!script.contains("document.write") && !script.contains("eval(") && !script.contains("new Function"))
        // Markup is parsed only where the drawing writes its two layers, and there every name is escaped.
        #expect(script.components(separatedBy: ".innerHTML = ").count == 3)
        #expect(script.components(separatedBy: "innerHTML").count == 3)
        for escaped in [
            "escapeMarkup(edge.from)", "escapeMarkup(edge.to)", "escapeMarkup(edge.violation)", "escapeMarkup(node.id)",
            "escapeMarkup(node.group)", "escapeMarkup(status)",
        ] {
            #expect(script.contains(escaped), "\(escaped)")
        }
        #expect(script.contains(#"{ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" }"#))
        // The side panel writes text only.
        #expect(
            !GraphPage.scriptDetails.contains("innerHTML") && GraphPage.scriptDetails.contains(".textContent = text"))
    }

    @Test func nothingIsFetched() throws {
        let page = try page().html
        // The fixture's card (data, shown as text) says `src=`; the markup, style and script around it fetch nothing.
        let html = page.replacingOccurrences(of: try embeddedData(of: page), with: "")
        for fetching in ["<link", " src=", "@import", "url(", "fetch(", "XMLHttpRequest", "https://"] {
            #expect(!html.contains(fetching), "\(fetching)")
        }
        let namespace = "http://www.w3.org/2000/svg"
        #expect(!html.replacingOccurrences(of: namespace, with: "").contains("http://"), "only the SVG namespace")
        #expect(html.contains("xmlns=\"\(namespace)\""))
    }

    @Test func theMarkupHoldsTheElementsTheScriptAndTheTestsUse() throws {
        let html = try page().html
        for id in [
            "id=\"graph\"", "id=\"search\" type=\"search\"", "id=\"details\"", "id=\"path-from\"", "id=\"path-to\"",
            "id=\"routes\"", "id=\"notices\"", "data-ready=\"false\"",
        ] {
            #expect(html.contains(id), "\(id)")
        }
        for contract in [
            #"<g class=\"node"#, #"data-module=\""#, #"data-group=\""#, #"tabindex=\"0\""#, #"data-status=\""#,
            #"data-flaky=\"true\""#, #"data-findings=\""#, #"<g class=\"edge"#, #"data-from=\""#, #"data-to=\""#,
            #"" violation""#, #"" cycle""#, "\"data-route\"", "\"data-direct\"", "\"data-part\"",
            "\"data-first-paint-ms\"", "\"data-last-selection-ms\"", "id: \"change\"", "\"data-module\"",
        ] {
            #expect(GraphPage.script.contains(contract), "\(contract)")
        }
        for part in ["card", "depends-on", "dependents", "tests", "findings", "reasons", "status"] {
            #expect(GraphPage.script.contains("part(\"\(part)\""), "\(part)")
        }
    }

    @Test func theSameRepositoryGivesTheSameBytes() throws {
        let first = try page(base: "HEAD").html
        let second = try page(base: "HEAD").html
        #expect(first == second)
        #expect(first.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" data-ready=\"false\">\n"))
        #expect(first.hasSuffix("</script>\n</body>\n</html>\n"))
    }
}
