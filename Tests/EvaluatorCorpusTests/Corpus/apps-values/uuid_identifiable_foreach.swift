// canvas: 200xfit
struct Ingredient: Identifiable {
    let id = UUID()
    let name: String
}

struct IngredientList: View {
    let ingredients = [Ingredient(name: "Flour"), Ingredient(name: "Sugar"), Ingredient(name: "Eggs")]

    var body: some View {
        VStack {
            ForEach(ingredients) { ingredient in
                Text(ingredient.name)
            }
        }
    }
}

IngredientList()
    .font(.system(size: 10))
