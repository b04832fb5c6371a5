import ViewTree

/// One node of the engine's tree: an algorithm, its children, and per-proposal caches.
///
/// Results are pure functions of the proposal (Layout.md §1.2), so sizes and guides are memoised.
final class LayoutNode {
    let id: String
    let view: ViewKind
    let kindName: String
    let source: SourceLocation?
    let tag: String?
    let environment: LayoutEnvironment
    let isSynthetic: Bool
    /// Held strongly: the context keeps no nodes, so there is no cycle, and an `unowned` reference
    /// paid a liveness check at each of the many reads in every measurement.
    let context: LayoutContext
    var algorithm: any LayoutAlgorithm
    var children: [LayoutNode]

    private var sizeCache = ProposalCache<SizeRequest, Size>()
    private var guideCache = ProposalCache<GuideRequest, Double?>()
    private var spacingCache: ViewSpacing?
    private var priorityCache: Double?
    private var traitsCache: LayoutTraits?
    private var textCache = ProposalCache<ProposedViewSize, TextLayout.Sizing>()
    /// The guides the subtree can answer; its children are fixed once built.
    private(set) lazy var explicitGuides = algorithm.explicitGuides(node: self)

    /// Set by the placement pass: the frame in canvas coordinates, the proposal it was placed
    /// with, and its safe-area insets (Containers.md §7.2).
    private(set) var frame: Rect?
    private(set) var placedProposal: ProposedViewSize?
    private(set) var safeArea = SafeAreaInsets()
    /// What a ScrollView adds to the placed tree: its clip and scroll metrics.
    var scroll: ScrollGeometry?
    /// The Section this node came from, once sections are flattened (lazy grids read it).
    var section: SectionMembership?

    /// A size depends on the proposal and on the container `containerRelativeFrame` reads (§5).
    private struct SizeRequest: Equatable {
        var proposal: ProposedViewSize
        var container: ProposedViewSize
    }

    private struct GuideRequest: Equatable {
        var key: AlignmentKey
        var proposal: ProposedViewSize
        var container: ProposedViewSize

        /// Proposals first: requests mostly differ in them, and they compare faster than guides.
        static func == (a: GuideRequest, b: GuideRequest) -> Bool {
            a.proposal == b.proposal && a.container == b.container && a.key == b.key
        }
    }

    init(id: String, view: ViewKind, kindName: String, source: SourceLocation?, tag: String?, environment: LayoutEnvironment,
         isSynthetic: Bool, context: LayoutContext, algorithm: any LayoutAlgorithm, children: [LayoutNode]) {
        self.id = id
        self.view = view
        self.kindName = kindName
        self.source = source
        self.tag = tag
        self.environment = environment
        self.isSynthetic = isSynthetic
        self.context = context
        self.algorithm = algorithm
        self.children = children
    }

    /// The node's size for a proposal; NaN and negative answers are clamped to 0 and reported.
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let proposal = sanitized(proposal)
        let request = SizeRequest(proposal: proposal, container: context.container)
        if let size = sizeCache[request] {
            return context.measure(self, proposal, cached: true) { size }
        }
        let size = context.measure(self, proposal, cached: false) {
            context.within(container: algorithm.containerSize(for: proposal, node: self)) {
                clamped(algorithm.sizeThatFits(proposal, node: self))
            }
        }
        sizeCache[request] = size
        return size
    }

    /// How the trace names the node: the kind, and for Text its string (`Text "Hello, world"`),
    /// shortened so a step stays one readable line. Written once: a traced layout names the node
    /// at each of its steps.
    private(set) lazy var traceLabel: String = {
        guard case .text(let content) = view else { return kindName }
        let string = content.string.replacingNewlinesWithSpaces
        let shown = string.count > 24 ? string.prefix(23) + "…" : Substring(string)
        return "\(kindName) \"\(shown)\""
    }()

    /// Size plus guides, as `LayoutSubview.dimensions(in:)`.
    func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, proposal: proposal) }
    }

    /// The node's explicit value for a guide at a proposal, nil if it sets none (§6.3).
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        // A subtree that sets no such guide answers nil; asking it re-arranges every container in
        // it. A traced layout asks anyway, as its steps list every size request made.
        if !context.options.recordsTrace, !explicitGuides.includes(key) { return nil }
        let proposal = sanitized(proposal)
        let request = GuideRequest(key: key, proposal: proposal, container: context.container)
        if let cached = guideCache[request] { return cached }
        let size = sizeThatFits(proposal)
        let value = context.within(container: algorithm.containerSize(for: proposal, node: self)) {
            algorithm.explicitAlignment(key, in: size, proposal: proposal, node: self)
        }
        guideCache[request] = value
        return value
    }

    var spacing: ViewSpacing {
        if let spacingCache { return spacingCache }
        let spacing = algorithm.spacing(node: self)
        spacingCache = spacing
        return spacing
    }

    var layoutPriority: Double {
        if let priorityCache { return priorityCache }
        let priority = algorithm.layoutPriority(node: self)
        priorityCache = priority
        return priority
    }

    /// The container traits seen from outside: the content's, through modifiers without a layout
    /// of their own, with this node's own on top (the outermost setting wins).
    var traits: LayoutTraits {
        if let traitsCache { return traitsCache }
        var traits = algorithm.forwardsContentTraits ? children.first?.traits ?? LayoutTraits() : LayoutTraits()
        algorithm.applyTraits(to: &traits)
        traitsCache = traits
        return traits
    }

    /// A ScrollView, seen through modifiers without a layout of their own (§7.4, §7.5).
    var isScrollable: Bool {
        algorithm.isScrollView || (algorithm.forwardsContentTraits && children.first?.isScrollable == true)
    }

    /// A Text node's sizing for a proposal, memoised like its size.
    func textSizing(_ proposal: ProposedViewSize) -> TextLayout.Sizing {
        if let sizing = textCache[proposal] { return sizing }
        guard let text = algorithm.textLayout else {
            preconditionFailure("textSizing(_:) on a \(kindName) node")
        }
        let sizing = text.sizing(proposal)
        textCache[proposal] = sizing
        return sizing
    }

    /// Readies the node for a layout at another canvas size (`RepeatedLayout`): its placement is
    /// forgotten, its memoised answers kept, since they are pure functions of the proposal
    /// (Layout.md §1.2), unless its algorithm or one below it keeps author state between calls
    /// (a custom `Layout`'s cache), whose calls must then run as in a fresh layout. Returns
    /// whether the subtree kept its answers.
    @discardableResult
    func prepareForAnotherLayout() -> Bool {
        frame = nil
        placedProposal = nil
        safeArea = SafeAreaInsets()
        scroll = nil
        var keepsAnswers = algorithm.prepareForAnotherLayout(node: self)
        for child in children where !child.prepareForAnotherLayout() { keepsAnswers = false }
        if !keepsAnswers {
            sizeCache = ProposalCache()
            guideCache = ProposalCache()
            spacingCache = nil
            priorityCache = nil
            traitsCache = nil
        }
        return keepsAnswers
    }

    /// What every placed copy of the node shares (`PlacedNode.Identity`).
    private(set) lazy var placedIdentity = PlacedNode.Identity(
        id: id, kind: kindName, view: view, source: source, tag: tag, foreground: environment.resolvedForeground,
        dark: environment.dark, isSynthetic: isSynthetic)

    /// The final text lines, once placed.
    var placedText: TextLayoutResult? {
        guard let text = algorithm.textLayout, let placedProposal else { return nil }
        return text.result(textSizing(placedProposal))
    }

    /// Places the node with its origin at `origin` (canvas space) and its children recursively.
    /// `safeArea` gives the node's insets, or derives them from its parent's (§7.2).
    func place(at origin: Point, proposal: ProposedViewSize, safeArea: SafeAreaSource) {
        let proposal = sanitized(proposal)
        let size = sizeThatFits(proposal)
        let frame = finite(Rect(origin: origin, size: size))
        self.frame = frame
        placedProposal = proposal
        self.safeArea = safeArea.insets(for: frame)
        context.placing(self) {
            context.within(container: algorithm.containerSize(for: proposal, node: self)) {
                for placement in algorithm.placements(in: size, proposal: proposal, node: self) {
                    let source = placement.safeArea.map(SafeAreaSource.given) ?? .inherited(self.safeArea, parent: frame)
                    placement.child.place(at: origin + placement.origin, proposal: placement.proposal, safeArea: source)
                }
            }
        }
    }

    /// Where a node's safe-area insets come from when it is placed.
    enum SafeAreaSource {
        case given(SafeAreaInsets)
        case inherited(SafeAreaInsets, parent: Rect)

        func insets(for frame: Rect) -> SafeAreaInsets {
            switch self {
            case .given(let insets): insets
            case .inherited(let insets, let parent): insets.inherited(by: frame, in: parent)
            }
        }
    }

    /// The last guard against a value that slipped past `ValueValidator`: a frame holding NaN or
    /// an infinity is drawn as nothing, so each part that is not a finite number becomes 0 (reported).
    private func finite(_ frame: Rect) -> Rect {
        // Checked before the list is made: every node's placement passes here.
        if frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite, frame.size.height.isFinite { return frame }
        let parts = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        context.report(.invalidSize, "\(kindName) was placed at a frame that is not finite (\(parts.map { "\($0)" }.joined(separator: ", "))); its non-finite parts are 0", node: self)
        let fixed = parts.map { $0.isFinite ? $0 : 0 }
        return Rect(origin: Point(x: fixed[0], y: fixed[1]), size: Size(width: fixed[2], height: fixed[3]))
    }

    /// Negative proposals become 0 and NaN becomes unspecified (§1.1 has no meaning for them).
    private func sanitized(_ p: ProposedViewSize) -> ProposedViewSize {
        func fix(_ v: Double?) -> Double? {
            guard let v else { return nil }
            if v.isNaN { return nil }
            return max(v, 0)
        }
        return ProposedViewSize(width: fix(p.width), height: fix(p.height))
    }

    private func clamped(_ size: Size) -> Size {
        func fix(_ v: Double, _ axis: String) -> Double {
            if v.isNaN {
                context.report(.invalidSize, "\(kindName) computed a NaN \(axis); using 0", node: self)
                return 0
            }
            if v < 0 {
                context.report(.negativeSize, "\(kindName) computed a negative \(axis) (\(v)); clamped to 0", node: self)
                return 0
            }
            return v
        }
        return Size(width: fix(size.width, "width"), height: fix(size.height, "height"))
    }
}

extension String {
    fileprivate var replacingNewlinesWithSpaces: String { String(map { $0.isNewline ? " " : $0 }) }
}
