import EngineC

#if os(Linux) || os(Android)
import Bridge
#else
import EngineKit
#endif
#if os(Linux)
import SwiftLogging
#endif
#if Metrics
import Metrics
#endif

public struct Engine {}
