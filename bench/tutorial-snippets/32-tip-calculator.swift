import SwiftUI

struct TipCalculator: View {
    @State private var checkAmount = 42.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let tip = checkAmount * Double(tipPercentage) / 100
        return (checkAmount + tip) / Double(numberOfPeople)
    }

    var body: some View {
        Form {
            Section {
                TextField("Amount", value: $checkAmount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                Picker("Number of people", selection: $numberOfPeople) {
                    ForEach(2..<10, id: \.self) { Text("\($0) people") }
                }
            }
            Section("Tip") {
                Picker("Tip percentage", selection: $tipPercentage) {
                    ForEach(tipPercentages, id: \.self) { Text($0, format: .percent) }
                }
                .pickerStyle(.segmented)
            }
            Section("Amount per person") {
                Text(totalPerPerson, format: .currency(code: "USD"))
            }
        }
    }
}

#Preview {
    TipCalculator()
}
