// canvas: 200xfit
enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: String { rawValue }
}

VStack {
    ForEach(Flavor.allCases) { flavor in
        Text(flavor.rawValue.capitalized)
    }
}
.font(.system(size: 10))
