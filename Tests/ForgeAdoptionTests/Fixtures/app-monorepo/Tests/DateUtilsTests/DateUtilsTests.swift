import XCTest
import date_utils

final class DateUtilsTests: XCTestCase {}
