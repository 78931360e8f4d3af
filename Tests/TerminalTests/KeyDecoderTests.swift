import DesignSystem
import Testing

@testable import Terminal

@Suite struct KeyDecoderTests {
    @Test func decodesKeysAndSequences() {
        var decoder = KeyDecoder()
        let bytes: [UInt8] =
            Array("ab".utf8) + [0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x5A, 0x0D, 0x7F, 0x09, 0x03] + Array("é".utf8)
        #expect(
            decoder.decode(bytes) == [
                .character("a"), .character("b"), .up, .shiftTab, .enter, .backspace, .tab, .controlC, .character("é"),
            ])
    }

    @Test func keepsSequencesCutBetweenReads() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
        #expect(decoder.decode([0x42]) == [.down])
        #expect(decoder.decode([0xC3]).isEmpty)
        #expect(decoder.decode([0xA9]) == [.character("é")])
        #expect(decoder.decode([0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x71]) == [.character("q")])  // F5 skipped
    }

    @Test func decodesPagingKeysAndIgnoresModifiers() {
        var decoder = KeyDecoder()
        let sequences = ["\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H", "\u{1B}OF", "\u{1B}[1~", "\u{1B}[4~", "\u{1B}[1;5B"]
        #expect(
            decoder.decode(Array(sequences.joined().utf8)) == [.pageUp, .pageDown, .home, .end, .home, .end, .down])
        // A sequence cut before its final byte waits for it.
        #expect(decoder.decode(Array("\u{1B}[6".utf8)).isEmpty)
        #expect(decoder.decode(Array("~".utf8)) == [.pageDown])
    }

    @Test func aLoneEscapeWaitsForTheRestOrAFlush() {
        var decoder = KeyDecoder()
        // An arrow key cut after its ESC (a slow link) is still an arrow key.
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.decode([0x5B, 0x41]) == [.up])
        #expect(!decoder.hasPending)
        // Nothing follows: the reader flushes, and it is the Escape key.
        #expect(decoder.decode(Array("x".utf8) + [0x1B]) == [.character("x")])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush().isEmpty)
        // ESC then [ with nothing after: Escape, then the bracket as typed.
        #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
        #expect(decoder.flush() == [.escape, .character("[")])
        // Two ESCs: the first is a key at once.
        #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
        #expect(decoder.flush() == [.escape])
    }
}

@Suite struct FrameRendererTests {
    @Test func redrawsOnlyChangedLines() {
        var renderer = FrameRenderer()
        let first = renderer.update(["a", "b"], width: 10, height: 3)
        #expect(first == "\u{1B}[?25l\u{1B}[2J\u{1B}[1;1Ha\u{1B}[K\u{1B}[2;1Hb\u{1B}[K\u{1B}[3;1H\u{1B}[K")
        let second = renderer.update(["a", "c"], width: 10, height: 3, cursor: (1, 2))
        #expect(second == "\u{1B}[?25l\u{1B}[2;1Hc\u{1B}[K\u{1B}[1;2H\u{1B}[?25h")
        #expect(renderer.update(["a", "c"], width: 12, height: 3).contains("\u{1B}[2J"))  // resized: everything
    }
}
