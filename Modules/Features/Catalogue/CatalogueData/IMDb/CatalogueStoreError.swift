/// Why the store could not be used.
enum CatalogueStoreError: Error, CustomStringConvertible {
    case cannotLock(path: String, reason: String)
    case cannotInstall(path: String, reason: String)

    var description: String {
        switch self {
        case .cannotLock(let path, let reason):
            "cannot lock \(path): \(reason); check that the folder is writable"
        case .cannotInstall(let path, let reason):
            "cannot put the new catalogue in place at \(path): \(reason); the previous catalogue is still in use"
        }
    }
}
