Color.red
    .frame(minHeight: .infinity)
