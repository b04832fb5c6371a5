// canvas: 200xfit
let code = 404

VStack {
    switch code {
    case 200:
        Text("ok")
    case 400..<500:
        Text("client")
    default:
        Text("other")
    }
}
.font(.system(size: 10))
