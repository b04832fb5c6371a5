// canvas: 200xfit
VStack {
    Text("\u{41}\u{42}")
    Text("say \"hi\"")
    Text("back\\slash")
}
.font(.system(size: 10))
