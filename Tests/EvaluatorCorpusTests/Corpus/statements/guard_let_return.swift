// canvas: 200xfit
func initial(_ name: String?) -> String {
    guard let name, !name.isEmpty else {
        return "-"
    }
    return String(name.first!)
}

HStack(spacing: 0) {
    Text(initial("Zoe"))
    Text(initial(nil))
    Text(initial(""))
}
.font(.system(size: 10))
