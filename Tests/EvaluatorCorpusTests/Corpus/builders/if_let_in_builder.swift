// canvas: 200xfit
let subtitle: String? = "sub"
let missing: String? = nil

VStack {
    Text("title")
    if let subtitle {
        Text(subtitle)
    }
    if let missing {
        Text(missing)
    }
}
.font(.system(size: 10))
