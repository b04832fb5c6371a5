// canvas: 200xfit
struct Total: View {
    let amount = 12.5

    var body: some View {
        Text(amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
    }
}

Total()
    .font(.system(size: 10))
