/// One thread's datagram (UDP) sockets, by descriptor, as a trace shows them. A `connect` on a datagram socket
/// sends nothing: programs connect one to ask the kernel which route an address would take and close it (Chromium
/// and chromedriver probe `[2001:4860:4860::8888]:443` so before resolving a name). Such an address is a
/// connection only once something is sent on the socket, or when the thread leaves the socket open (what happens
/// to it then is out of sight, so it counts).
struct DatagramSockets {
    private enum State {
        case unconnected
        case connected(to: String)
    }

    private var sockets: [String: State] = [:]

    /// Notes the socket a `socket(...)` call made: a datagram socket of the internet's families is followed, any
    /// other socket on that descriptor is forgotten.
    mutating func opened(by call: SystemCall) {
        guard let descriptor = Int(call.result), descriptor >= 0, call.arguments.count > 1 else { return }
        let isInternet = call.arguments[0] == "AF_INET" || call.arguments[0] == "AF_INET6"
        sockets[call.result] = isInternet && call.arguments[1].contains("SOCK_DGRAM") ? .unconnected : nil
    }

    /// The address a `connect` on `descriptor` reaches at once: `address` for a stream socket, nil for a
    /// datagram socket, whose address is held until something is sent.
    mutating func connect(_ descriptor: String, to address: String) -> String? {
        guard sockets[descriptor] != nil else { return address }
        sockets[descriptor] = .connected(to: address)
        return nil
    }

    /// The address a send on `descriptor` reaches: the one the call names, else the one the datagram socket was
    /// connected to (a stream socket's was counted when it connected).
    func send(on descriptor: String, to named: String?) -> String? {
        if let named { return named }
        guard case .connected(let address) = sockets[descriptor] else { return nil }
        return address
    }

    /// Forgets the socket `descriptor` held: connected and closed with nothing sent, it reached nothing.
    mutating func close(_ descriptor: String) {
        sockets[descriptor] = nil
    }

    /// The addresses of the datagram sockets still open and connected when the thread's trace ends.
    var leftOpen: [String] {
        sockets.values.compactMap {
            guard case .connected(let address) = $0 else { return nil }
            return address
        }.sorted()
    }
}
