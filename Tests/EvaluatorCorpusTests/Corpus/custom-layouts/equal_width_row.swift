// canvas: 200x200
/// Every cell as wide as the widest subview wants, neighbours apart by their preferred spacing.
struct EqualWidthRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = widestIdealSize(subviews)
        let gaps = gapsBetween(subviews).reduce(0) { $0 + $1 }
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps, height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let cell = widestIdealSize(subviews)
        let gaps = gapsBetween(subviews)
        let offer = ProposedViewSize(width: cell.width, height: cell.height)
        var x = bounds.minX
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: offer)
            if index < gaps.count {
                x += cell.width + gaps[index]
            }
        }
    }

    private func widestIdealSize(_ subviews: Subviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return sizes.reduce(CGSize.zero) { largest, size in
            CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    private func gapsBetween(_ subviews: Subviews) -> [CGFloat] {
        var gaps: [CGFloat] = []
        for index in subviews.indices.dropLast() {
            gaps.append(subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal))
        }
        return gaps
    }
}

EqualWidthRow {
    Color.red.frame(width: 30, height: 20)
    Color.green.frame(width: 50, height: 20)
    Color.blue.frame(width: 40, height: 20)
}
