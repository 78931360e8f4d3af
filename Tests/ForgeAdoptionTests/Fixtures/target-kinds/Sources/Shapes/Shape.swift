import CHash
import CZlib
import CxxGeometry
import Remote

public struct Shape {}
