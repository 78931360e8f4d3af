import AfterContinuation
import AfterMultiLineRegex
import AfterRawQuote
import AfterRegex
/* import HiddenInComment /* nested */ import StillHidden */
import `repeat`

@_spi(Internal) public import struct Spread.Type

@testable import NextLine

// Source that once hid imports from forge or moved them; the oracle test checks names and positions.
let quote = #"""#
let pattern = #/"""/#
let multiLinePattern = #/
  import HiddenInRegex
  "
/#
let text = """
    one \
    two
    import HiddenInString
    """
func load(
    import module: String
) {}
