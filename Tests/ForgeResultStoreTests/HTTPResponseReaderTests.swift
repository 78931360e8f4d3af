import Testing

@testable import ForgeResultStore

/// Reading pipelined HTTP/1.1 answers from a connection's bytes, however they arrive.
@Suite struct HTTPResponseReaderTests {
    private func read(_ pieces: [String]) throws -> (responses: [PipelinedHTTPClient.Response], closes: Bool) {
        var reader = HTTPResponseReader()
        var responses: [PipelinedHTTPClient.Response] = []
        var closes = false
        for piece in pieces {
            reader.append(ArraySlice(Array(piece.utf8)))
            let (answers, closed) = try reader.responses()
            responses += answers
            closes = closes || closed
        }
        return (responses, closes)
    }

    private func response(_ status: Int, _ body: String) -> PipelinedHTTPClient.Response {
        PipelinedHTTPClient.Response(status: status, body: Array(body.utf8))
    }

    @Test func answersFramedByLengthAreReadInOrderWhereverTheBytesAreCut() throws {
        let stream =
            "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nServer: nginx\r\n\r\nhello"
            + "HTTP/1.1 404 Not Found\r\ncontent-length: 9\r\n\r\nnot found"
            + "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"
        let expected = [response(200, "hello"), response(404, "not found"), response(200, "")]
        #expect(try read([stream]).responses == expected)
        for cut in [1, 17, 40, 60, stream.utf8.count - 1] {
            let bytes = Array(stream.utf8)
            let pieces = [
                String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self),
            ]
            #expect(try read(pieces).responses == expected, "cut at \(cut)")
        }
    }

    @Test func chunkedBodiesWithExtensionsAndTrailersAreJoined() throws {
        let stream =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;name=x\r\nWiki\r\n5\r\npedia\r\n0\r\nExpires: never\r\n\r\n"
            + "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"
        #expect(try read([stream]).responses == [response(200, "Wikipedia"), response(200, "ok")])
        #expect(try read([String(stream.prefix(60)), String(stream.dropFirst(60))]).responses.count == 2)
    }

    @Test func anInterimAnswerIsSkippedAndConnectionCloseEndsTheReading() throws {
        let stream =
            "HTTP/1.1 100 Continue\r\n\r\n" + "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx"
            + "HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\ny"
        let read = try read([stream])
        #expect(read.responses == [response(200, "x")])
        #expect(read.closes)
    }

    @Test func aBodyWithoutLengthRunsUntilTheConnectionCloses() throws {
        var reader = HTTPResponseReader()
        reader.append(ArraySlice(Array("HTTP/1.0 200 OK\r\n\r\nuntil the end".utf8)))
        #expect(try reader.responses().0.isEmpty)
        #expect(reader.finishAtClose() == [response(200, "until the end")])
    }

    @Test func somethingThatIsNotHTTPIsAFailure() {
        var reader = HTTPResponseReader()
        reader.append(ArraySlice(Array("SSH-2.0-OpenSSH_9.6\r\n\r\n".utf8)))
        #expect(throws: PipelinedHTTPClient.Failure.self) { try reader.responses() }
        var length = HTTPResponseReader()
        length.append(ArraySlice(Array("HTTP/1.1 200 OK\r\nContent-Length: -3\r\n\r\n".utf8)))
        #expect(throws: PipelinedHTTPClient.Failure.self) { try length.responses() }
    }
}
