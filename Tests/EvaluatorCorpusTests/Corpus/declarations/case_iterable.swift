// canvas: 200xfit
enum Suit: String, CaseIterable {
    case hearts, spades
}

VStack {
    ForEach(Suit.allCases, id: \.self) { suit in
        Text(suit.rawValue)
    }
}
.font(.system(size: 10))
