import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libcurl's easy and multi interfaces, found in the running process: FoundationNetworking links libcurl, so its
/// functions are there to look up (libcurl.so.4 is opened when they are not). No header is needed: the few
/// functions used are declared here, and the variadic `curl_easy_setopt`/`curl_easy_getinfo` are called with
/// the one argument each option takes, as the C calling convention passes it.
struct CurlLibrary: @unchecked Sendable {
    typealias Handle = OpaquePointer
    typealias Callback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int

    let easyInit: @convention(c) () -> Handle?
    let easyCleanup: @convention(c) (Handle?) -> Void
    let setLong: @convention(c) (Handle?, Int32, Int) -> Int32
    let setPointer: @convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32
    let setCallback: @convention(c) (Handle?, Int32, Callback?) -> Int32
    let getInfo: @convention(c) (Handle?, Int32, UnsafeMutableRawPointer?) -> Int32
    let easyError: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let multiInit: @convention(c) () -> Handle?
    let multiCleanup: @convention(c) (Handle?) -> Int32
    let multiAdd: @convention(c) (Handle?, Handle?) -> Int32
    let multiRemove: @convention(c) (Handle?, Handle?) -> Int32
    let multiPerform: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?) -> Int32
    let multiPoll:
        @convention(c) (Handle?, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutablePointer<Int32>?)
            -> Int32
    let multiWakeup: @convention(c) (Handle?) -> Int32
    let multiInfoRead: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?
    let listAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let listFreeAll: @convention(c) (OpaquePointer?) -> Void

    /// The library of this process, loaded once; nil when libcurl (7.68 or later, for `curl_multi_wakeup`) is
    /// nowhere to be found.
    static let shared: CurlLibrary? = CurlLibrary()

    private init?() {
        // RTLD_DEFAULT (a null handle) looks in everything the process has loaded.
        let handle = dlsym(nil, "curl_easy_init") != nil ? nil : dlopen("libcurl.so.4", RTLD_NOW)
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
            let easyCleanup = symbol("curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self),
            let setLong = symbol("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, Int) -> Int32).self),
            let setPointer = symbol(
                "curl_easy_setopt", as: (@convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32).self),
            let setCallback = symbol(
                "curl_easy_setopt", as: (@convention(c) (Handle?, Int32, Callback?) -> Int32).self),
            let getInfo = symbol(
                "curl_easy_getinfo", as: (@convention(c) (Handle?, Int32, UnsafeMutableRawPointer?) -> Int32).self),
            let easyError = symbol("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self),
            let multiInit = symbol("curl_multi_init", as: (@convention(c) () -> Handle?).self),
            let multiCleanup = symbol("curl_multi_cleanup", as: (@convention(c) (Handle?) -> Int32).self),
            let multiAdd = symbol("curl_multi_add_handle", as: (@convention(c) (Handle?, Handle?) -> Int32).self),
            let multiRemove = symbol(
                "curl_multi_remove_handle", as: (@convention(c) (Handle?, Handle?) -> Int32).self),
            let multiPerform = symbol(
                "curl_multi_perform", as: (@convention(c) (Handle?, UnsafeMutablePointer<Int32>?) -> Int32).self),
            let multiPoll = symbol(
                "curl_multi_poll",
                as: (@convention(c) (
                    Handle?, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutablePointer<Int32>?
                ) -> Int32).self),
            let multiWakeup = symbol("curl_multi_wakeup", as: (@convention(c) (Handle?) -> Int32).self),
            let multiInfoRead = symbol(
                "curl_multi_info_read",
                as: (@convention(c) (Handle?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?).self),
            let listAppend = symbol(
                "curl_slist_append",
                as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?).self),
            let listFreeAll = symbol("curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self)
        else { return nil }
        self.easyInit = easyInit
        self.easyCleanup = easyCleanup
        self.setLong = setLong
        self.setPointer = setPointer
        self.setCallback = setCallback
        self.getInfo = getInfo
        self.easyError = easyError
        self.multiInit = multiInit
        self.multiCleanup = multiCleanup
        self.multiAdd = multiAdd
        self.multiRemove = multiRemove
        self.multiPerform = multiPerform
        self.multiPoll = multiPoll
        self.multiWakeup = multiWakeup
        self.multiInfoRead = multiInfoRead
        self.listAppend = listAppend
        self.listFreeAll = listFreeAll
    }

    /// What libcurl says `code` means.
    func message(_ code: Int32) -> String {
        easyError(code).map { String(cString: $0) } ?? "libcurl error \(code)"
    }
}
