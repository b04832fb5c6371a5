// canvas: 200xfit
struct Expense: Identifiable {
    var id = UUID()
    let name: String
}

@Observable
class Expenses {
    var items = [Expense]()

    init() {
        items.append(Expense(name: "Lunch"))
        items.append(Expense(name: "Taxi"))
    }
}

struct ExpenseList: View {
    @State private var expenses = Expenses()

    var body: some View {
        VStack {
            ForEach(expenses.items) { item in
                Text(item.name)
            }
        }
    }
}

ExpenseList()
    .font(.system(size: 10))
