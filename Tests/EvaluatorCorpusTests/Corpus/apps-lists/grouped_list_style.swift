List {
    Text("Wi-Fi")
    Text("Bluetooth")
}
.listStyle(.grouped)
