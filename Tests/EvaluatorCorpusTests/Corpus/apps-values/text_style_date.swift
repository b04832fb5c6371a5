// canvas: 200xfit
struct ReceiptFooter: View {
    let printed = Date()

    var body: some View {
        Text(printed, style: .date)
    }
}

ReceiptFooter()
    .font(.system(size: 10))
