public protocol Challenge {}
