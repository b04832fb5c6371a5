// canvas: 200xfit
let s = "Hello World"

VStack {
    Text(s.uppercased())
    Text(s.lowercased())
    Text("\(s.count) \(s.hasPrefix("He")) \(s.isEmpty)")
    Text(String(s.reversed()))
    Text(s.replacingOccurrences(of: "o", with: "0"))
}
.font(.system(size: 10))
