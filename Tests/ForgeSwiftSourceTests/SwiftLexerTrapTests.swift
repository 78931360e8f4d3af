import Testing

@testable import ForgeSwiftSource

/// Source that once hid imports from the scanner or moved them: each test fails without its fix, and the
/// expected lines and columns are the compiler's (`swiftc -frontend -emit-imported-modules` agrees on the
/// modules; the positions are where `swiftc` reports the module name).
@Suite struct SwiftLexerTrapTests {
    private let scanner = SwiftImportScanner()

    private func imports(_ source: String) -> [String] {
        scanner.scan(Array(source.utf8)).imports.map { "\($0.module)@\($0.location.line):\($0.location.column)" }
    }

    @Test func aOneLineRawStringHoldingAQuoteIsNotAMultiLineString() {
        let source = ##"""
            let quote = #"""#
            import After
            """##
        #expect(imports(source) == ["After@2:8"])
    }

    @Test func aRawStringThatOpensWithThreeQuotesAndClosesOnItsLineIsOneLine() {
        let source = ##"""
            let text = #""" quoted """#
            import After
            """##
        #expect(imports(source) == ["After@2:8"])
    }

    @Test func anExtendedRegexLiteralIsSkipped() {
        let source = ##"""
            let pattern = #/"""/#
            let other = #/a"b/#
            import After
            """##
        #expect(imports(source) == ["After@3:8"])
    }

    @Test func aMultiLineExtendedRegexLiteralIsSkippedAndCountsItsLines() {
        let source = ##"""
            let pattern = #/
              import Hidden # not code
              "
            /#
            import After
            """##
        #expect(imports(source) == ["After@5:8"])
    }

    @Test func aLineContinuationInAMultiLineStringStillCountsTheLine() {
        let source = #"""
            let text = """
                one \
                two\
                three
                """
            import After
            """#
        #expect(imports(source) == ["After@6:8"])
    }

    /// The compiler counts columns in UTF-8 bytes, the mark's three included: `swiftc` reports `First` at 1:11.
    @Test func aByteOrderMarkDoesNotHideTheFirstImport() {
        #expect(imports("\u{FEFF}import First\nimport Second\n") == ["First@1:11", "Second@2:8"])
    }

    /// A quote that does not close a multi-line string, just before the end of its line: the newline after it
    /// was skipped uncounted, and every import after the string was reported a line early.
    @Test func aQuoteThatDoesNotCloseAMultiLineStringKeepsTheLineCount() {
        let source = ##"""
            let raw = #"""
                """
                """#
            let plain = """
                say "hi"
                """
            import After
            """##
        #expect(imports(source) == ["After@7:8"])
    }

    @Test func theModuleNameMayFollowOnTheNextLine() {
        let source = """
            import
                Spread
            @testable import // the name is below
            Commented
            """
        #expect(imports(source) == ["Spread@2:5", "Commented@4:1"])
    }

    @Test func anArgumentLabelCalledImportIsNotAnImport() {
        let source = """
            func load(
                import module: String,
                from path: String
            ) {}
            let call = load(
                import: name, from: path)
            subscript(
                import index: Int
            ) -> Int { index }
            import Real
            """
        #expect(imports(source) == ["Real@10:8"])
    }
}
