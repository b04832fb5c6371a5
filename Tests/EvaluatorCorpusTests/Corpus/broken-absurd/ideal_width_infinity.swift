Color.red
    .frame(idealWidth: .infinity)
    .fixedSize()
