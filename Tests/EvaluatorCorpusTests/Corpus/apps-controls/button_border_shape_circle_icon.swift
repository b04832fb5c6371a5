// canvas: 200xfit

Button {
} label: {
    Image(systemName: "plus")
}
.buttonStyle(.bordered)
.buttonBorderShape(.circle)
.font(.system(size: 10))
