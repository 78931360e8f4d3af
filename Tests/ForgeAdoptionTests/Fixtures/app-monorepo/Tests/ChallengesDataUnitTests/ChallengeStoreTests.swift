import ChallengesData
import XCTest

final class ChallengeStoreTests: XCTestCase {}
