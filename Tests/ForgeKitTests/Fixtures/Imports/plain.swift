import Dispatch
import Foundation
@preconcurrency import Glibc;
internal import Testing

import class Foundation.NSString
