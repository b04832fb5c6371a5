// canvas: 200xfit
VStack {
    Text("Joined")
    Text(Date().formatted(date: .abbreviated, time: .omitted))
}
.font(.system(size: 10))
