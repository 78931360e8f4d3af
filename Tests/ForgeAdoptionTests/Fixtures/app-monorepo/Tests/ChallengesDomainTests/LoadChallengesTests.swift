import ChallengesDomain
import XCTest

final class LoadChallengesTests: XCTestCase {}
