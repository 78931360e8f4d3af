import ChallengesData
import ChallengesPresentation
import XCTest
import date_utils

final class IntegrationTests: XCTestCase {}
