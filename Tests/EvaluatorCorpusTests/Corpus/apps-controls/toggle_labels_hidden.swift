// canvas: 151xfit

Toggle("Dark Mode", isOn: .constant(false))
    .labelsHidden()
