import ChallengesDomainApi

public struct LoadChallenges {}
