import ChallengesDomain
import ChallengesDomainApi

public struct ChallengeList {}
