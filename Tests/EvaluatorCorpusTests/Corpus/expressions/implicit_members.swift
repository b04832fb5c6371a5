// canvas: 200xfit
let tint: Color = .orange
let edge: Edge.Set = .horizontal

Text("ab")
    .padding(edge, 4)
    .background(tint)
    .frame(maxWidth: .infinity, alignment: .trailing)
    .font(.system(size: 10))
