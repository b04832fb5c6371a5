/// The arguments of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexFrame: Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
