/// The C and C++ language standards `PackageDescription` knows, by their compiler spelling (`c11`, `c++17`).
package enum LanguageStandard {
    static let c = [
        "c89", "c90", "iso9899:1990", "iso9899:199409", "gnu89", "gnu90", "c99", "iso9899:1999", "gnu99", "c11",
        "iso9899:2011", "gnu11", "c17", "iso9899:2017", "gnu17", "c18", "iso9899:2018", "gnu18", "c2x", "gnu2x",
    ]
    static let cxx = [
        "c++98", "c++03", "gnu++98", "gnu++03", "c++11", "gnu++11", "c++14", "gnu++14", "c++17", "c++1z",
        "gnu++17", "gnu++1z", "c++20", "gnu++20", "c++2b", "gnu++2b",
    ]

    /// The `CLanguageStandard` / `CXXLanguageStandard` case: `c++17` -> `.cxx17`, `gnu++17` -> `.gnucxx17`,
    /// `iso9899:2011` -> `.iso9899_2011`.
    package static func expression(_ standard: String) -> String {
        "."
            + standard.replacingOccurrences(of: "gnu++", with: "gnucxx").replacingOccurrences(of: "c++", with: "cxx")
            .replacingOccurrences(of: ":", with: "_")
    }
}
