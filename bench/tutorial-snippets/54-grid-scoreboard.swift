import SwiftUI

struct Scoreboard: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Team").bold()
                Text("W").bold()
                Text("L").bold()
            }
            Divider()
            GridRow {
                Text("Falcons")
                Text("12")
                Text("3")
            }
            GridRow {
                Text("Otters")
                Text("9")
                Text("6")
            }
        }
        .padding()
    }
}

#Preview {
    Scoreboard()
}
