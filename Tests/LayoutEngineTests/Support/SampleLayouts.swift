import ViewTree

/// Author-written layouts of Containers.md §4.9 and the WWDC22 session, as the closures
/// the engine hosts (an evaluator builds the same from interpreted code). Written for these tests.
enum SampleLayouts {
    /// TV-P1: takes its proposal (nil → 10) and places nothing.
    static let placeNothing = CustomLayout(
        name: "PlaceNothing",
        sizeThatFits: { proposal, _, _ in proposal.replacingUnspecifiedDimensions() },
        placeSubviews: { _, _, _, _ in })

    /// TV-P2: Apple's BasicVStack: ideal sizes stacked at the leading edge, with or without the
    /// subviews' preferred spacing between them.
    static func basicVStack(spaced: Bool) -> CustomLayout {
        @Sendable func gaps(_ subviews: LayoutSubviews) -> [Double] {
            subviews.indices.map { i in
                spaced && i > 0 ? subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: .vertical) : 0
            }
        }
        return CustomLayout(
            name: "BasicVStack", properties: LayoutProperties(stackOrientation: .vertical),
            sizeThatFits: { _, subviews, _ in
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps(subviews).reduce(0, +))
            },
            placeSubviews: { bounds, _, subviews, _ in
                var y = bounds.y
                for (subview, gap) in zip(subviews, gaps(subviews)) {
                    y += gap
                    subview.place(at: Point(x: bounds.x, y: y), proposal: .unspecified)
                    y += subview.sizeThatFits(.unspecified).height
                }
            })
    }

    /// TV-P3: the WWDC22 equal-width stack: every cell as wide as the widest ideal width, the
    /// subviews' preferred spacing between cells, each placed at the cell's leading edge and the
    /// vertical middle.
    static let equalWidthHStack: CustomLayout = {
        @Sendable func maxSize(_ subviews: LayoutSubviews) -> Size {
            subviews.map { $0.sizeThatFits(.unspecified) }.reduce(Size.zero) {
                Size(width: max($0.width, $1.width), height: max($0.height, $1.height))
            }
        }
        @Sendable func spacing(_ subviews: LayoutSubviews) -> [Double] {
            subviews.indices.map { i in
                i + 1 < subviews.count ? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal) : 0
            }
        }
        return CustomLayout(
            name: "MyEqualWidthHStack", properties: LayoutProperties(stackOrientation: .horizontal),
            sizeThatFits: { _, subviews, _ in
                let cell = maxSize(subviews)
                return Size(width: cell.width * Double(subviews.count) + spacing(subviews).reduce(0, +), height: cell.height)
            },
            placeSubviews: { bounds, _, subviews, _ in
                let cell = maxSize(subviews)
                let gaps = spacing(subviews)
                var x = bounds.x
                for i in subviews.indices {
                    subviews[i].place(at: Point(x: x, y: bounds.y + bounds.height / 2), anchor: .leading, proposal: ProposedViewSize(cell))
                    x += cell.width + gaps[i]
                }
            })
    }()

    /// A wrapping flow of tags: left to right, a new line when the next one would pass the
    /// proposed width (the bounds' width when placing), 8 between tags and between lines.
    static let flow: CustomLayout = {
        @Sendable func lines(_ subviews: LayoutSubviews, width: Double) -> (origins: [Point], size: Size) {
            var origins: [Point] = []
            var x = 0.0, y = 0.0, lineHeight = 0.0, widest = 0.0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0, x + size.width > width {
                    x = 0
                    y += lineHeight + 8
                    lineHeight = 0
                }
                origins.append(Point(x: x, y: y))
                widest = max(widest, x + size.width)
                x += size.width + 8
                lineHeight = max(lineHeight, size.height)
            }
            return (origins, Size(width: widest, height: y + lineHeight))
        }
        return CustomLayout(
            name: "FlowLayout",
            sizeThatFits: { proposal, subviews, _ in lines(subviews, width: proposal.width ?? .infinity).size },
            placeSubviews: { bounds, _, subviews, _ in
                for (subview, origin) in zip(subviews, lines(subviews, width: bounds.width).origins) {
                    subview.place(at: Point(x: bounds.x + origin.x, y: bounds.y + origin.y), proposal: .unspecified)
                }
            })
    }()
}
