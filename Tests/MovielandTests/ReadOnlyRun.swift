import Foundation
import ProcessRunner

/// Runs the built `movieland` on a data folder it can read and not write: as a user without write permission
/// to the folder. As root, whom permissions do not stop, the run switches to the unprivileged user `nobody` with
/// util-linux's `setpriv` (the folder made `nobody`'s own and read-only with `isOwnFolder`); as anyone else, the
/// folder is made read-only for the run.
struct ReadOnlyRun {
    /// The data folder (`<XDG_DATA_HOME>/movieland`).
    let folder: URL
    /// `XDG_DATA_HOME`, and the folder the command runs in.
    let home: URL
    /// Whether the folder and its files are the user's own (their lock files too), the folder alone read-only;
    /// else the folder is someone else's, which the user may read.
    var isOwnFolder = false

    /// Whether a read-only run can be made here: not root, or root with `setpriv`.
    static var isPossible: Bool { getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv) }

    private static let setpriv = "/usr/bin/setpriv"

    /// `movieland` with `arguments`, the data folder read-only for it.
    func movieland(_ arguments: [String]) throws -> BuiltProducts.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home.path
        environment["HOME"] = home.path
        environment["COLUMNS"] = "100"
        let program = BuiltProducts.directory.appendingPathComponent("movieland").path
        guard getuid() == 0 else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
            return try BuiltProducts.run(
                executable: URL(fileURLWithPath: program), arguments, in: home, environment: environment)
        }
        // Readable by everyone, writable by the owner alone, which `nobody` is not; or `nobody`'s own, its
        // data folder read-only.
        for path in [home.path, folder.path] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        if isOwnFolder {
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
                folder.appendingPathComponent($0).path
            }
            for path in [home.path, folder.path] + files {
                try FileManager.default.setAttributes(
                    [.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: path)
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        }
        return try BuiltProducts.run(
            executable: URL(fileURLWithPath: Self.setpriv),
            ["--reuid=65534", "--regid=65534", "--clear-groups", program] + arguments, in: home,
            environment: environment)
    }
}
