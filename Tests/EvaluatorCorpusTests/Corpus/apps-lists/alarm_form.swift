Form {
    Section("Alarm") {
        Text("7:00")
        Text("Weekdays")
    }
}
