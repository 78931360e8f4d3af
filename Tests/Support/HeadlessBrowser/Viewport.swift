/// The size of the page's visible area, in CSS pixels, and whether it is a phone's.
public struct Viewport: Sendable, Equatable {
    /// The width in CSS pixels.
    public let width: Int
    /// The height in CSS pixels.
    public let height: Int
    /// A phone's screen: the page's `<meta name="viewport">` applies and touch is emulated.
    public let isMobile: Bool

    /// A viewport of `width` x `height`, a phone's when `isMobile`.
    public init(width: Int, height: Int, isMobile: Bool = false) {
        self.width = width
        self.height = height
        self.isMobile = isMobile
    }

    /// A laptop's screen, 1280 x 800.
    public static let desktop = Viewport(width: 1280, height: 800)
    /// A phone's, 390 x 844 (an iPhone 12 to 14's CSS pixels).
    public static let phone = Viewport(width: 390, height: 844, isMobile: true)

    /// `1280x800`: how screenshot names say the size.
    public var name: String { "\(width)x\(height)" }
}
