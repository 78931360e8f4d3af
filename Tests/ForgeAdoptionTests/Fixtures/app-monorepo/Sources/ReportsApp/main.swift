import ChallengesData
import ChallengesPresentation
import `repeat`
import date_utils

print("reports")
