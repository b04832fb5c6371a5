VStack {
    RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 5, endRadius: 80)
    Circle()
        .fill(RadialGradient(stops: [.init(color: .blue, location: 0), .init(color: .clear, location: 0.8)], center: .topLeading, startRadius: 0, endRadius: 100))
    RadialGradient(gradient: Gradient(colors: [.white, .black]), center: UnitPoint(x: 0.25, y: 0.75), startRadius: 20, endRadius: 40)
}
