extension Engine { static let generated = 1 }
