Form {
    Section("Items") {
        Text("Coffee")
        Text("Bagel")
    }
    Section("Pickup") {
        Text("Counter")
    }
    Section("Payment") {
        Text("Card")
    }
}
