public func again(_ times: Int, _ body: () -> Void) { for _ in 0..<times { body() } }
