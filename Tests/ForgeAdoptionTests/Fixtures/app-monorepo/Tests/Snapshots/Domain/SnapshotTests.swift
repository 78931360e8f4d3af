import ChallengesDomain
import XCTest

final class SnapshotTests: XCTestCase {}
