import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let minutes: Int
}

struct RecipeBrowser: View {
    let recipes = [
        Recipe(name: "Shakshuka", minutes: 25),
        Recipe(name: "Pad Thai", minutes: 30),
        Recipe(name: "Risotto", minutes: 40)
    ]

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(value: recipe) {
                    LabeledContent(recipe.name, value: "\(recipe.minutes) min")
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                Text(recipe.name).font(.largeTitle)
            }
        }
    }
}

#Preview {
    RecipeBrowser()
}
