import ViewTree

/// Turns a `ViewNode` tree into the engine's `LayoutNode` tree: resolves the environment
/// top-down, flattens Group/ForEach into their container (Layout.md §1.5), expands controls,
/// validates values, and gives each node its algorithm.
struct TreeBuilder {
    let context: LayoutContext

    /// The root: several top-level views form an implicit VStack, as SwiftUI does (§1.5).
    func buildRoot(_ view: ViewNode, environment: LayoutEnvironment) -> LayoutNode {
        single(buildChildren([view], parentID: nil, environment), id: "0", environment)
    }

    /// Children of a container: transparent views are flattened and EmptyView vanishes.
    func buildChildren(_ views: [ViewNode], parentID: String?, _ env: LayoutEnvironment) -> [LayoutNode] {
        var result: [LayoutNode] = []
        for (i, view) in views.enumerated() {
            let id = parentID.map { "\($0).\(i)" } ?? "\(i)"
            switch view.kind {
            case .group, .forEach: result += buildChildren(view.children, parentID: id, env)
            case .custom where view.viewCount != 1: result += buildChildren(view.children, parentID: id, env)
            case .gridRow where env.gridRows == nil: result += buildChildren(view.children, parentID: id, env)
            case .section(let hasHeader, let hasFooter): result += buildSection(view, id: id, header: hasHeader, footer: hasFooter, env)
            case .emptyView: continue
            default:
                if let distributed = view.distributedOverGroup {
                    result += buildChildren(distributed, parentID: id, env)
                } else {
                    result.append(build(view, id: id, env))
                }
            }
        }
        return result
    }

    /// One node and its subtree.
    func build(_ view: ViewNode, id: String, _ env: LayoutEnvironment) -> LayoutNode {
        let validator = ValueValidator(context: context, nodeID: id, source: view.source)
        var childEnv = env
        childEnv.gridRows = nil
        if case .environment(let change) = view.kind {
            validator.checkTextSetting(change)
            childEnv.apply(change, estimates: context.estimates)
        }
        let (algorithm, children) = makeAlgorithm(view, id: id, env: env, childEnv: childEnv, validator: validator)
        return LayoutNode(
            id: id, view: view.kind, kindName: view.kindName, source: view.source, tag: view.tag,
            environment: env, isSynthetic: view.isSynthetic, context: context, algorithm: algorithm, children: children)
    }

    /// The content of a single-child modifier; several views become an implicit VStack (an
    /// HStack for a horizontal scroll view's content).
    func single(_ nodes: [LayoutNode], id: String, _ env: LayoutEnvironment, axis: Axis = .vertical) -> LayoutNode {
        if nodes.count == 1 { return nodes[0] }
        let kind: ViewKind = axis == .vertical ? .vStack(alignment: .center, spacing: nil) : .hStack(alignment: .center, spacing: nil)
        let alignment = axis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key
        return LayoutNode(
            id: id + ".stack", view: kind, kindName: kind.name, source: nil, tag: nil, environment: env,
            isSynthetic: true, context: context, algorithm: StackLayout(axis: axis, alignment: alignment, spacing: nil),
            children: nodes)
    }

    func content(_ view: ViewNode, id: String, _ env: LayoutEnvironment) -> [LayoutNode] {
        [single(buildChildren(view.children, parentID: id, env), id: id + ".0", env)]
    }

    private func makeAlgorithm(_ view: ViewNode, id: String, env: LayoutEnvironment, childEnv: LayoutEnvironment, validator v: ValueValidator) -> (any LayoutAlgorithm, [LayoutNode]) {
        var stackEnv = childEnv
        switch view.kind {
        case .color, .gradient:
            return (DefaultLeafLayout(), [])
        case .shape(let shape, _):
            return (ShapeLayout(shape: shape), [])
        case .text(let text):
            let measurer = context.options.textMeasurer
            v.checkFontSize(env.font)
            text.runs.compactMap(\.font).forEach(v.checkFontSize)
            let parts = text.runs.map { run in
                (string: run.string, font: Typography.resolve(env.font, run: run, environment: env, measurer: measurer), foreground: run.foreground)
            }
            let layout = TextLayout(parts: parts, environment: env, measurer: measurer, context: context)
            return (TextLeafLayout(text: layout), [])
        case .image(let image):
            return (imageAlgorithm(image, env: env, validator: v), [])
        case .spacer(let minLength):
            let length = minLength.map { v.finite($0, "Spacer minLength", fallback: SpacerLayout.defaultMinLength) }
            return (SpacerLayout(minLength: length.map { max($0, 0) }, axis: env.stackAxis), [])
        case .divider:
            return (DividerLayout(axis: env.stackAxis), [])
        case .emptyView:
            return (EmptyLayout(), [])
        case .placeholder(let label):
            return (PlaceholderLayout(label: label), [])
        case .control(let control):
            stackEnv.stackAxis = nil
            let expansion = ControlExpansion(control: control, labels: view.children, style: env.controls, inList: env.inList).view
            return (PassthroughLayout(), [build(expansion, id: id + ".0", stackEnv)])
        case .system(let container):
            return systemAlgorithm(view, container, id: id, childEnv: childEnv)
        case .hStack(let alignment, let spacing):
            stackEnv.stackAxis = .horizontal
            return (StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing.map { v.finite($0, "spacing", fallback: 8) }),
                    buildChildren(view.children, parentID: id, stackEnv))
        case .vStack(let alignment, let spacing):
            stackEnv.stackAxis = .vertical
            return (StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing.map { v.finite($0, "spacing", fallback: 8) }),
                    buildChildren(view.children, parentID: id, stackEnv))
        case .zStack(let alignment):
            stackEnv.stackAxis = nil
            return (ZStackLayout(alignment: alignment), buildChildren(view.children, parentID: id, stackEnv))
        case .effect(let effect):
            v.checkDrawingValues(of: effect)
            return (PassthroughLayout(), content(view, id: id, childEnv))
        case .border(_, let width):
            v.checkDrawingValue(width, "border width")
            return (PassthroughLayout(), content(view, id: id, childEnv))
        case .group, .forEach, .custom, .environment:
            return (PassthroughLayout(), content(view, id: id, childEnv))
        case .layoutPriority(let p):
            return (PassthroughLayout(priority: v.finite(p, "layoutPriority", fallback: 0)), content(view, id: id, childEnv))
        case .geometryReader(let makeContent):
            stackEnv.stackAxis = nil
            return (GeometryReaderLayout { size in
                buildChildren([makeContent(GeometryProxy(size: size))], parentID: id, stackEnv)
            }, [])
        case .frame(let width, let height, let alignment):
            return (FrameLayout(width: v.frameDimension(width, "width"), height: v.frameDimension(height, "height"), alignment: alignment),
                    content(view, id: id, childEnv))
        case .flexFrame(let f):
            return (flexFrame(f, validator: v), content(view, id: id, childEnv))
        case .padding(let edges, let length):
            let l = length.map { v.finite($0, "padding", fallback: 0) } ?? PaddingLayout.defaultLength
            return (PaddingLayout(insets: EdgeInsets(edges, l)), content(view, id: id, childEnv))
        case .paddingInsets(let i):
            let insets = EdgeInsets(
                top: v.finite(i.top, "padding top", fallback: 0), leading: v.finite(i.leading, "padding leading", fallback: 0),
                bottom: v.finite(i.bottom, "padding bottom", fallback: 0), trailing: v.finite(i.trailing, "padding trailing", fallback: 0))
            return (PaddingLayout(insets: insets), content(view, id: id, childEnv))
        case .fixedSize(let h, let vertical):
            return (FixedSizeLayout(horizontal: h, vertical: vertical), content(view, id: id, childEnv))
        case .offset(let x, let y):
            return (OffsetLayout(x: v.finite(x, "offset x", fallback: 0), y: v.finite(y, "offset y", fallback: 0)), content(view, id: id, childEnv))
        case .position(let x, let y):
            return (PositionLayout(x: v.finite(x, "position x", fallback: 0), y: v.finite(y, "position y", fallback: 0)), content(view, id: id, childEnv))
        case .aspectRatio(let ratio, let mode):
            return (AspectRatioLayout(ratio: v.ratio(ratio), contentMode: mode), content(view, id: id, childEnv))
        case .overlay(let alignment), .background(let alignment):
            return (SecondaryLayout(alignment: alignment), secondaryChildren(view, id: id, childEnv))
        case .alignmentGuide(let key, let compute):
            return (AlignmentGuideLayout(key: key, computeValue: compute), content(view, id: id, childEnv))
        case .grid, .gridRow, .lazyVGrid, .lazyHGrid, .lazyVStack, .lazyHStack, .section, .viewThatFits, .scrollView, .customLayout:
            return containerAlgorithm(view, id: id, env: env, childEnv: childEnv, validator: v)
        case .containerRelativeFrame, .ignoresSafeArea, .safeAreaInset, .safeAreaPadding, .safeAreaPaddingInsets:
            return safeAreaAlgorithm(view, id: id, childEnv: childEnv, validator: v)
        case .gridCellColumns, .gridColumnAlignment, .gridCellAnchor, .gridCellUnsizedAxes, .layoutValue:
            return (PassthroughLayout(trait: trait(view.kind, validator: v)), content(view, id: id, childEnv))
        }
    }

    /// Primary first; several secondary views form an implicit centred ZStack (§3.2).
    private func secondaryChildren(_ view: ViewNode, id: String, _ env: LayoutEnvironment) -> [LayoutNode] {
        let primary = single(buildChildren(Array(view.children.prefix(1)), parentID: id, env), id: id + ".0", env)
        var secondaryEnv = env
        secondaryEnv.stackAxis = nil
        let secondaries = buildChildren(Array(view.children.dropFirst()), parentID: id, secondaryEnv)
        guard secondaries.count > 1 else { return [primary] + secondaries }
        let zstack = LayoutNode(
            id: id + ".overlay", view: .zStack(alignment: .center), kindName: "ZStack", source: nil, tag: nil, environment: secondaryEnv,
            isSynthetic: true, context: context, algorithm: ZStackLayout(alignment: .center), children: secondaries)
        return [primary, zstack]
    }

    private func flexFrame(_ f: FlexFrame, validator v: ValueValidator) -> FlexFrameLayout {
        func limits(_ lo: Double?, _ ideal: Double?, _ hi: Double?, _ axis: String) -> FlexFrameLayout.Limits {
            let lo = v.flexLimit(lo, "min\(axis)", allowsInfinity: false)
            let ideal = v.flexLimit(ideal, "ideal\(axis)", allowsInfinity: false)
            let hi = v.flexLimit(hi, "max\(axis)", allowsInfinity: true)
            let limits = FlexFrameLayout.Limits(min: lo, ideal: ideal, max: hi)
            v.reportContradictions(axis, given: (lo, ideal, hi), normalized: limits)
            return limits
        }
        return FlexFrameLayout(
            horizontal: limits(f.minWidth, f.idealWidth, f.maxWidth, "Width"),
            vertical: limits(f.minHeight, f.idealHeight, f.maxHeight, "Height"),
            alignment: f.alignment)
    }

    private func imageAlgorithm(_ image: ImageContent, env: LayoutEnvironment, validator v: ValueValidator) -> any LayoutAlgorithm {
        switch image.source {
        case .asset(let name, let size):
            guard let size, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                v.report(.missingImageSize, "image '\(name)' has no known size; drawn as a 100×100 placeholder")
                return ImageLayout(image: image, intrinsic: Size(width: 100, height: 100))
            }
            return ImageLayout(image: image, intrinsic: size)
        case .systemSymbol:
            let font = Typography.resolve(env.font, run: nil, environment: env, measurer: context.options.textMeasurer)
            let symbol = SymbolImageLayout(font: font, metrics: context.options.textMeasurer.metrics(for: font), scale: env.imageScale)
            return image.resizable ? ImageLayout(image: image, intrinsic: symbol.naturalSize(context)) : symbol
        }
    }
}

extension ViewNode {
    /// A modifier on a Group, a ForEach or a several-view custom view applies to each of its views,
    /// as if written on every one (Apple doc `Group`: "modifiers … apply to all members of the group").
    var distributedOverGroup: [ViewNode]? {
        guard kind.isModifier, let content = children.first else { return nil }
        let members: [ViewNode]
        switch content.kind {
        case .group, .forEach: members = content.children
        case .custom where content.viewCount != 1: members = content.children
        default:
            guard let distributed = content.distributedOverGroup else { return nil }
            members = distributed
        }
        return members.map { member in
            var copy = self
            copy.children[0] = member
            return copy
        }
    }

    /// How many views the node adds to its container: a custom view whose `body` is several views
    /// is a `TupleView`, transparent like `Group`, so each of its views joins the enclosing
    /// container; one view keeps the custom view's own node (Layout.md §1.5).
    var viewCount: Int {
        switch kind {
        case .group, .forEach, .custom: children.reduce(0) { $0 + $1.viewCount }
        case .emptyView: 0
        default: distributedOverGroup.map { $0.reduce(0) { $0 + $1.viewCount } } ?? 1
        }
    }
}
