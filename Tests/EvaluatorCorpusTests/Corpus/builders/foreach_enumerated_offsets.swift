// canvas: 200x200
let labels = ["a", "b", "c"]

ZStack(alignment: .topLeading) {
    ForEach(Array(labels.enumerated()), id: \.offset) { index, label in
        Text(label)
            .offset(x: CGFloat(index) * 20, y: CGFloat(index) * 10)
    }
}
.font(.system(size: 10))
