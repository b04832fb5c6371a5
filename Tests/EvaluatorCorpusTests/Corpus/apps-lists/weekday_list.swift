List {
    Text("Monday")
    Text("Tuesday")
    Text("Friday")
    Text("Sunday")
    Text("Saturday")
}
