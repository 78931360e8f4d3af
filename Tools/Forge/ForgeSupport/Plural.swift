/// "1 module", "2 modules": counts in messages read naturally.
package func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// "1 package dependency", "2 package dependencies": for nouns whose plural is not `noun + "s"`.
package func plural(_ count: Int, _ singular: String, _ pluralForm: String) -> String {
    "\(count) \(count == 1 ? singular : pluralForm)"
}
