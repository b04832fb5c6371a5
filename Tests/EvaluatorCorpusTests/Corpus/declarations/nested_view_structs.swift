// canvas: 200xfit
struct Cell: View {
    let n: Int

    var body: some View {
        Text("\(n)")
            .frame(width: 20, height: 20)
    }
}

struct Row: View {
    let count: Int

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { i in
                Cell(n: i * i)
            }
        }
    }
}

Row(count: 4)
    .font(.system(size: 10))
