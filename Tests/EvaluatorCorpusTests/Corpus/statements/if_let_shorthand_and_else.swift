// canvas: 200xfit
let nickname: String? = nil
let city: String? = "Oslo"
var parts: [String] = []

if let nickname {
    parts.append(nickname)
} else {
    parts.append("anon")
}
if let c = city, c.count > 2 {
    parts.append(c)
}

Text(parts.joined(separator: " "))
    .font(.system(size: 10))
