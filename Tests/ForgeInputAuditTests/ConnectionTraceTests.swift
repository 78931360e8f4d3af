import Foundation
import Testing

@testable import ForgeInputAudit

/// The connections a traced test tries: internet addresses as `host:port`, local sockets left out.
@Suite struct ConnectionTraceTests {
    @Test(arguments: [
        (
            #"connect(3, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("93.184.216.34")}, 16) = -1 EINPROGRESS (Operation now in progress)"#,
            "93.184.216.34:443"
        ),
        (
            #"connect(5, {sa_family=AF_INET6, sin6_port=htons(80), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "2001:db8::1", &sin6_addr), sin6_scope_id=0}, 28) = 0"#,
            "[2001:db8::1]:80"
        ),
    ])
    func anInternetAddressIsRead(line: String, address: String) throws {
        let call = try #require(SystemCall(Substring(line)))
        #expect(call.socketAddress(argument: 1) == address)
    }

    @Test func aLocalSocketIsNoAddress() throws {
        let call = try #require(SystemCall(#"connect(3, {sa_family=AF_UNIX, sun_path="/run/x.sock"}, 110) = 0"#))
        #expect(call.socketAddress(argument: 1) == nil)
    }

    /// Lines as `strace -ff --decode-fds=socket` writes them for Chromium's route probe, glibc's resolver, a
    /// datagram sent without connecting, and a stream connection.
    @Test func aDatagramSocketReachesAnAddressOnlyWhenSomethingIsSentOnIt() throws {
        let probe =
            #"{sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "2001:4860:4860::8888", &sin6_addr), sin6_scope_id=0}"#
        let resolver = #"{sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("10.255.255.53")}"#
        let trace = try Self.trace(
            """
            connect(14<UDPv6:[11495553]>, \(probe), 28) = 0
            close(14)                               = 0
            connect(11<UDP:[11495557]>, \(resolver), 16) = 0
            sendmmsg(11<UDP:[192.0.2.2:33166->10.255.255.53:53]>, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="\\272+\\1", iov_len=3}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=3}], 1, MSG_NOSIGNAL) = 1
            sendto(12<UDP:[11495558]>, "x", 1, 0, {sa_family=AF_INET, sin_port=htons(9), sin_addr=inet_addr("192.0.2.1")}, 16) = 1
            connect(13<UDPv6:[11496805]>, {sa_family=AF_INET6, sin6_port=htons(5353), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "2001:db8::7", &sin6_addr), sin6_scope_id=0}, 28) = 0
            sendto(13<UDPv6:[[2001:db8::2]:56231->[2001:db8::7]:5353]>, "x", 1, 0, NULL, 0) = 1
            connect(11<TCP:[11495561]>, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("93.184.216.34")}, 16) = -1 EINPROGRESS (Operation now in progress)
            sendto(11<TCP:[192.0.2.2:41000->93.184.216.34:443]>, "GET / HTTP/1.1", 14, MSG_NOSIGNAL, NULL, 0) = 14
            """)
        #expect(
            trace.processes[100]?.connected == [
                "10.255.255.53:53", "192.0.2.1:9", "[2001:db8::7]:5353", "93.184.216.34:443",
            ])
    }

    /// A trace of one process, pid 100, holding `lines`.
    private static func trace(_ lines: String) throws -> SystemCallTrace {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forge-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try lines.write(to: folder.appendingPathComponent("trace.100"), atomically: true, encoding: .utf8)
        return SystemCallTrace(folder: folder, prefix: "trace", directory: "/repo")
    }

    @Test func thisMachineIsLoopback() {
        for address in ["127.0.0.1:80", "127.9.9.9:1", "[::1]:8080", "0.0.0.0:53", "[::ffff:127.0.0.1]:5"] {
            #expect(OutsidePaths.isLoopback(address), "\(address)")
        }
        for address in ["192.0.2.1:9", "[2001:db8::1]:80", "10.0.0.1:5432"] {
            #expect(!OutsidePaths.isLoopback(address), "\(address)")
        }
    }

    @Test func systemFilesAreNoOnesButAFileBesideTheRepositoryIs() {
        let paths = OutsidePaths(environment: ["HOME": "/home/ann", "TMPDIR": "/scratch"])
        #expect(paths.holds("/usr/lib/libc.so.6", besides: "/home/ann/code/app"))
        #expect(paths.holds("/home/ann/.cache/x", besides: "/home/ann/code/app"))
        #expect(paths.holds("/scratch/x", besides: "/home/ann/code/app"))
        #expect(!paths.holds("/home/ann/data/x.csv", besides: "/home/ann/code/app"))
        #expect(!paths.holds("/tmp/work/outside.txt", besides: "/tmp/work/app"))
        #expect(paths.holds("/tmp/other.txt", besides: "/tmp/app"))
    }
}
