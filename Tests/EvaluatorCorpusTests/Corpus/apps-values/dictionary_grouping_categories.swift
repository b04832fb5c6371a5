// canvas: 200xfit
struct Landmark: Identifiable {
    var id: Int
    var name: String
    var category: String
}

struct CategoryList: View {
    let landmarks = [
        Landmark(id: 1, name: "Turtle Rock", category: "Rivers"),
        Landmark(id: 2, name: "Silver Salmon", category: "Lakes"),
        Landmark(id: 3, name: "Chilkoot", category: "Rivers"),
    ]
    var categories: [String: [Landmark]] {
        Dictionary(grouping: landmarks, by: { $0.category })
    }

    var body: some View {
        VStack {
            ForEach(categories.keys.sorted(), id: \.self) { key in
                Text("\(key): \(categories[key]!.count)")
            }
        }
    }
}

CategoryList()
    .font(.system(size: 10))
