// canvas: 200xfit
let names = ["x", "y"]

VStack {
    ForEach(Array(names.enumerated()), id: \.offset) { pair in
        Text("\(pair.offset)=\(pair.element)")
    }
    ForEach(names.indices, id: \.self) { i in
        Text("#\(i)")
    }
}
.font(.system(size: 10))
