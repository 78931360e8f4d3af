import ChallengesDomain
import ChallengesDomainApi
import date_utils

public struct ChallengeStore {}
