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
