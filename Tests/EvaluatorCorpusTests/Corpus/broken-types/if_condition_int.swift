let n = 1
if n {
    Text("yes")
}
