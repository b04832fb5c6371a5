HStack(spacing: 0) {
    Color.red.frame(width: 50)
    Color.green.layoutPriority(1)
    Color.blue.frame(minWidth: 10, idealWidth: 80, maxWidth: .infinity)
}
.frame(height: 40)
.alignmentGuide(.leading) { d in d[.trailing] - 10 }
.clipShape(Capsule())
.shadow(radius: 3)
.rotationEffect(.degrees(15))
.scaleEffect(1.2)
.opacity(0.9)
