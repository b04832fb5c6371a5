import SwiftUI

struct SparklineView: View {
    let values: [Double] = [3, 7, 4, 9, 6, 11, 8]

    var body: some View {
        Canvas { context, size in
            var path = Path()
            let step = size.width / CGFloat(values.count - 1)
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: CGFloat(index) * step,
                                    y: size.height - CGFloat(value / 12) * size.height)
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            context.stroke(path, with: .color(.green), lineWidth: 2)
        }
        .frame(width: 240, height: 80)
        .border(.gray.opacity(0.3))
    }
}

#Preview {
    SparklineView()
}
