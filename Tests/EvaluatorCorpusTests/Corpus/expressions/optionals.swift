// canvas: 200xfit
let missing: Int? = nil
let present: String? = "abc"

VStack {
    Text("\(missing ?? 5)")
    Text("\(present?.count ?? 0)")
    Text(present!)
    Text("\(missing == nil)")
}
.font(.system(size: 10))
