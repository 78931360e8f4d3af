import ForgeHasher
import ForgeSupport
import Foundation

/// A test bundle on disk: one tar file holding the bundle's description and its products, packed and unpacked
/// with the system's `tar`, every file checked against the SHA-256 its description gives.
package struct TestBundleArchive {
    /// Why a bundle could not be written or read; says which file and what the system said.
    package struct Failure: Error {
        let message: String
    }

    /// The tar file.
    package let file: URL

    /// The path and SHA-256 of every file under `entries` of `folder` (files, or folders walked whole).
    package static func digests(of entries: [String], in folder: URL) -> [String: String] {
        var digests: [String: String] = [:]
        for entry in entries {
            let path = folder.appendingPathComponent(entry).path
            let files =
                FileSystem.entry(at: path) == .directory
                ? FileSystem.files(under: path).map { entry + "/" + $0 } : [entry]
            for file in files {
                digests[file] = FileSystem.bytes(at: folder.appendingPathComponent(file).path).map(SHA256.hex)
            }
        }
        return digests
    }

    /// Writes `description` and `entries` of `products` into the tar file: to a temporary file beside it, renamed
    /// over it once complete, so a failure leaves the file as it was.
    package func pack(_ description: TestBundle, entries: [String], from products: URL, scratch: URL) throws(Failure) {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).tmp")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try description.encoded().write(to: scratch.appendingPathComponent(TestBundle.descriptionName))
        } catch {
            throw Failure(message: "cannot write in \(scratch.path): \(error.localizedDescription)")
        }
        try tar(
            ["-cf", temporary.path, "-C", scratch.path, TestBundle.descriptionName, "-C", products.path] + entries)
        guard rename(temporary.path, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw Failure(message: "cannot write \(file.path): \(reason)")
        }
    }

    /// Unpacks the tar file into `folder` (emptied first) and reads its description.
    package func unpack(into folder: URL) throws(Failure) -> TestBundle {
        try? FileManager.default.removeItem(at: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        try tar(["-xf", file.path, "-C", folder.path])
        let description = folder.appendingPathComponent(TestBundle.descriptionName)
        guard let data = FileManager.default.contents(atPath: description.path),
            let bundle = try? JSONDecoder().decode(TestBundle.self, from: data)
        else {
            throw Failure(
                message: "\(file.path) is not a forge test bundle (no readable \(TestBundle.descriptionName))")
        }
        return bundle
    }

    /// The first file unpacked in `folder` whose content is not what `bundle` says, or that it does not list, or
    /// nil when every file is as described.
    package static func corruption(in folder: URL, of bundle: TestBundle) -> String? {
        let unpacked = Set(FileSystem.files(under: folder.path)).subtracting([TestBundle.descriptionName])
        if let extra = unpacked.subtracting(bundle.files.keys).sorted().first {
            return "it holds \(extra), which its description does not list"
        }
        for (path, digest) in bundle.files.sorted(by: { $0.key < $1.key }) {
            guard let bytes = FileSystem.bytes(at: folder.appendingPathComponent(path).path) else {
                return "it lacks \(path)"
            }
            if SHA256.hex(bytes) != digest { return "the SHA-256 of \(path) is not the one it was built with" }
        }
        return nil
    }

    private func tar(_ arguments: [String]) throws(Failure) {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(["tar"] + arguments)
        } catch {
            throw Failure(message: "cannot run tar: \(error.reason)")
        }
        guard result.status == 0 else {
            let said = String(decoding: result.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: "tar could not \(arguments[0] == "-cf" ? "write" : "read") \(file.path): \(said)")
        }
    }
}
