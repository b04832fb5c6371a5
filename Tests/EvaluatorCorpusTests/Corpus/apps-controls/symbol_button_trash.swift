// canvas: 200xfit

Button(role: .destructive) {
} label: {
    Image(systemName: "trash")
}
.font(.system(size: 10))
