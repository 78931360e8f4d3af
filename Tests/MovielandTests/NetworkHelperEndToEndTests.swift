import Foundation
import HTTPTestServer
import OffThePool
import ProcessRunner
import Testing

/// `movieland` never loads URLSession's libraries (FoundationNetworking, libcurl and the thirty libraries
/// behind it): its transfers run in the `movieland-network` helper, found beside it in the build folder or
/// in `libexec/movieland` of an installed prefix.
@Suite(.offThePool) struct NetworkHelperEndToEndTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "movieland-helper-\(UUID().uuidString)")

    private static let networkLibraries = ["libcurl", "libFoundationNetworking", "libssl", "libgssapi"]

    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        environment["MOVIELAND_CACHE"] = "off"
        environment.removeValue(forKey: "MOVIELAND_SOURCE")
        return environment.merging(extra) { $1 }
    }

    private func networkLibraries(in libraries: Set<String>) -> [String] {
        libraries.filter { library in Self.networkLibraries.contains { library.hasPrefix($0) } }.sorted()
    }

    private static func omdbServer() throws -> HTTPTestServer {
        try HTTPTestServer { _ in
            .json(
                #"{"Search":[{"Title":"The Matrix","Year":"1999","imdbID":"tt0133093","Type":"movie","Poster":"N/A"}],"totalResults":"1","Response":"True"}"#
            )
        }
    }

    @Test(arguments: [["--version"], ["search", "matrix"], ["detail", "32710"], ["watchlist", "list"], ["manual"]])
    func localCommandsLoadNoNetworkLibrary(_ arguments: [String]) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = LoadedLibraries(folder: folder.appendingPathComponent("trace-\(arguments[0])"))
        try FileManager.default.createDirectory(at: trace.folder, withIntermediateDirectories: true)
        let result = try BuiltProducts.run(
            "movieland", arguments, in: folder, environment: environment(trace.environment))
        #expect(result.status == 0, "\(result.errors)")
        let loaded = try #require(try trace.byProgram()["movieland"], "the loader reported nothing")
        #expect(loaded.contains { $0.hasPrefix("libc.so") }, "the trace lists what was loaded: \(loaded.sorted())")
        #expect(networkLibraries(in: loaded).isEmpty, "\(arguments): \(networkLibraries(in: loaded))")
    }

    @Test func anOnlineSearchLoadsThemOnlyInTheHelper() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Self.omdbServer()
        let trace = LoadedLibraries(folder: folder.appendingPathComponent("trace"))
        try FileManager.default.createDirectory(at: trace.folder, withIntermediateDirectories: true)
        let online = ["MOVIELAND_OMDB_URL": server.baseURL.absoluteString, "OMDB_API_KEY": "k3y-helper"]
        let result = try BuiltProducts.run(
            "movieland", ["--source", "omdb", "search", "matrix"], in: folder,
            environment: environment(online.merging(trace.environment) { $1 }))
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("tt0133093  The Matrix"))
        let programs = try trace.byProgram()
        #expect(networkLibraries(in: try #require(programs["movieland"])).isEmpty)
        #expect(try #require(programs["movieland-network"]).contains { $0.hasPrefix("libcurl") })
    }

    @Test func anInstalledPrefixFindsItsHelperInLibexec() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Self.omdbServer()
        let program = folder.appendingPathComponent("prefix/bin/movieland")
        let helper = folder.appendingPathComponent("prefix/libexec/movieland/movieland-network")
        for (product, destination) in [("movieland", program), ("movieland-network", helper)] {
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: BuiltProducts.directory.appendingPathComponent(product), to: destination)
        }
        let online = environment([
            "MOVIELAND_OMDB_URL": server.baseURL.absoluteString, "OMDB_API_KEY": "k3y-helper",
        ])
        let arguments = ["--source", "omdb", "search", "matrix"]
        let found = try BuiltProducts.run(executable: program, arguments, in: folder, environment: online)
        #expect(found.status == 0, "\(found.errors)")
        #expect(found.output.contains("tt0133093  The Matrix"))

        try FileManager.default.removeItem(at: helper)
        let missing = try BuiltProducts.run(executable: program, arguments, in: folder, environment: online)
        #expect(missing.status == 1)
        #expect(
            missing.errors
                == "movieland: network sources need movieland-network, which is not in "
                + "\(folder.appendingPathComponent("prefix/bin/movieland-network").path) nor in \(helper.path); "
                + "reinstall Movieland (make install), or build it (swift build --product movieland-network)\n")
        let offline = try BuiltProducts.run(executable: program, ["--version"], in: folder, environment: online)
        #expect(offline.status == 0, "local commands do not need the helper")
        // An update has nothing to retry without the helper: it says what to install, not to check the network.
        let update = try BuiltProducts.run(
            executable: program, ["catalogue", "update"], in: folder,
            environment: online.merging(["MOVIELAND_IMDB_URL": server.baseURL.absoluteString]) { $1 })
        #expect(update.status == 1)
        #expect(update.errors.contains("reinstall Movieland (make install)"))
        #expect(update.errors.hasSuffix("; the catalogue in use is unchanged\n"), "\(update.errors)")
    }
}
