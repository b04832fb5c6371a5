// canvas: 200xfit
enum Tab: String, CaseIterable {
    case home, search, profile
}

Text("\(Tab.allCases.count) tabs")
    .font(.system(size: 10))
