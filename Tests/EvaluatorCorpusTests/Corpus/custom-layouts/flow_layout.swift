// canvas: 200x200
/// Lays tags out left to right and starts a new line when the next one would pass the width.
struct TagFlow: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = arrange(subviews, width: proposal.width ?? .infinity)
        let width = lines.map { $0.width }.max() ?? 0
        let heights = lines.map { $0.height }
        return CGSize(width: width, height: heights.reduce(0) { $0 + $1 } + spacing * CGFloat(max(lines.count - 1, 0)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for line in arrange(subviews, width: bounds.width) {
            var x = bounds.minX
            for index in line.members {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += size.width + spacing
            }
            y += line.height + spacing
        }
    }

    /// Which subviews go on which line, and each line's size.
    private func arrange(_ subviews: Subviews, width: CGFloat) -> [(members: [Int], width: CGFloat, height: CGFloat)] {
        var lines: [(members: [Int], width: CGFloat, height: CGFloat)] = []
        var members: [Int] = []
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = members.isEmpty ? size.width : lineWidth + spacing + size.width
            if !members.isEmpty && needed > width {
                lines.append((members: members, width: lineWidth, height: lineHeight))
                members = [index]
                lineWidth = size.width
                lineHeight = size.height
            } else {
                members.append(index)
                lineWidth = needed
                lineHeight = max(lineHeight, size.height)
            }
        }
        if !members.isEmpty {
            lines.append((members: members, width: lineWidth, height: lineHeight))
        }
        return lines
    }
}

TagFlow {
    ForEach(["swift", "ui", "layout", "grid", "flow"], id: \.self) { tag in
        Text(tag).padding(4)
    }
}
.font(.system(size: 10))
