// canvas: 200xfit
struct BirthdayCard: View {
    let birthday = Date()

    var body: some View {
        VStack {
            Text("Birthday")
            Text(birthday.formatted(.dateTime.month(.wide).day()))
        }
    }
}

BirthdayCard()
    .font(.system(size: 10))
