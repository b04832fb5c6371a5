func row(_ title: String, value: Double) -> some View {
    HStack {
        Text(title)
        Spacer()
        Text(String(format: "%.1f", value))
            .monospacedDigit()
    }
}

let values = [1.5, 2.25, 3.0].map { $0 * 2 }
var total = 0.0
for v in values where v > 2 {
    total += v
}
VStack {
    ForEach(Array(values.enumerated()), id: \.offset) { pair in
        row("Item \(pair.offset)", value: pair.element)
    }
    Divider()
    row("Total", value: total)
}
.padding(.horizontal, 16)
